"""A module's own sockets (net/socket.c sock_create_kern(),
sock_release()), as smalinux's net example makes a TCP one at load:
the kinds there are, and socket(2)'s errors for the rest
(EPROTONOSUPPORT, EINVAL, EAFNOSUPPORT).  tests/modules/sock-kern's
lines are what it printed on Linux 6.1 (linux-reference, the module
built against Debian's 6.1 headers, 2026-12-06).  Built with gcc and
clang; memory as before after rmmod, the socket kept meanwhile freed.
"""

from test_notifier import module_lines_as_linux

LINUX = """\
sock_kern: tcp: 0
sock_kern: udp: 0
sock_kern: unix: 0
sock_kern: stream with udp: -93
sock_kern: type 99: -22
sock_kern: family 99: -97
sock_kern: released""".splitlines()


def test_sock_create_kern_as_linux(k):
    module_lines_as_linux(k, "sock-kern", "sock_kern: .*", LINUX)
