"""linux/inet.h's readers of IPv4 text (net/core/utils.c), which network
examples use on a parameter (kabirz's simple_net includes the header):
in_aton() reads anything, unchecked; in4_pton() says whether the text is
an address and where it stopped, with -1, '\\n' or a length ending it.
tests/modules/inet-pton's lines are what it printed on Linux 6.1
(linux-reference, the module built against Debian's 6.1 headers,
2026-12-06).  Built with gcc and clang; memory as before after rmmod.
"""

from test_notifier import module_lines_as_linux

LINUX = """\
inet_pton: text 0: in_aton 10.0.0.2, in4_pton 1, end +8, 10.0.0.2; ended by a newline 1
inet_pton: text 1: in_aton 192.168.1.255, in4_pton 1, end +13, 192.168.1.255; ended by a newline 1
inet_pton: text 2: in_aton 0.0.0.0, in4_pton 1, end +7, 0.0.0.0; ended by a newline 1
inet_pton: text 3: in_aton 1.2.3.0, in4_pton 0, end +5, 238.238.238.238; ended by a newline 0
inet_pton: text 4: in_aton 1.2.3.4, in4_pton 0, end +7, 238.238.238.238; ended by a newline 0
inet_pton: text 5: in_aton 0.1.1.1, in4_pton 0, end +2, 238.238.238.238; ended by a newline 0
inet_pton: text 6: in_aton 1.0.2.3, in4_pton 0, end +2, 238.238.238.238; ended by a newline 0
inet_pton: text 7: in_aton 10.1.1.1, in4_pton 1, end +9, 10.1.1.1; ended by a newline 1
inet_pton: text 8: in_aton 1.2.19.216, in4_pton 1, end +7, 1.2.3.4; ended by a newline 1
inet_pton: text 9: in_aton 1.2.3.56, in4_pton 1, end +7, 1.2.3.4; ended by a newline 0
inet_pton: text 10: in_aton 1.2.3.4, in4_pton 1, end +7, 1.2.3.4; ended by a newline 1
inet_pton: text 11: in_aton 49.50.51.52, in4_pton 0, end +0, 238.238.238.238; ended by a newline 0
inet_pton: text 12: in_aton 0.0.0.0, in4_pton 0, end +0, 238.238.238.238; ended by a newline 0
inet_pton: text 13: in_aton 1.2.15.84, in4_pton 1, end +7, 1.2.3.4; ended by a newline 0
inet_pton: first 7 of "1.2.3.45": 1""".splitlines()


def test_inet_pton_as_linux(k):
    module_lines_as_linux(k, "inet-pton", "inet_pton: .*", LINUX)
