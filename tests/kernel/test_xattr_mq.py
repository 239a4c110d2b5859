"""Issue 31: extended attributes (fs/xattr.c) and POSIX message queues
(ipc/mqueue.c), some 30 of LTP's syscalls tests (*xattr*, mq_*).
tests/glibc/xattrcheck and tests/glibc/mqcheck report each call; their
lines must be what they printed on Linux 6.1 (tests/kernel/*.linux,
recorded with linux-reference as their headers say): xattrcheck's for
trusted.*, which the RAM file systems keep, then for user.*, which
Linux 6.1's tmpfs refuses (EOPNOTSUPP) and so does oops386.  Everything
runs twice in one boot: the second run must leave /proc/meminfo as the
first did (nothing leaked).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux, linux_lines  # noqa: E402

CMD = ("rm -rf /tmp/x /tmp/u && mkdir /tmp/x /tmp/u && "
       "/glibc/xattrcheck /tmp/x && /glibc/xattrcheck /tmp/u user. && "
       "/glibc/mqcheck")


def test_xattr_and_mqueue_as_linux(k):
    """xattrcheck's lines for trusted.* and for user.*, and mqcheck's,
    are Linux 6.1's, twice, leaking nothing"""
    want = (linux_lines("xattrcheck.linux") +
            linux_lines("xattrcheck-user.linux") +
            linux_lines("mqcheck.linux"))
    command_twice_as_linux(k, CMD, None, want=want)
