"""Issue 30's leftovers (docs/net.md, docs/tty.md), all in one boot of
busybox sh as pid 1, each program's lines against what the same binary
printed on Linux 6.1 (tests/kernel/*.linux, recorded once with
linux-reference):

- tests/glibc/netany: 0.0.0.0 as a destination, with lo down and then
  up (lo gets 127.0.0.1/8 as it comes up, as Linux gives it), through
  UDP and TCP (netany.linux).
- tests/glibc/nlmon: rtnetlink's multicast groups - bind(2)'s nl_groups,
  NETLINK_ADD_MEMBERSHIP and its refusals - and what two members hear
  while lo goes up and down, changes its MTU and its address by ioctl
  and by netlink (nlmon.linux).  netany leaves lo down, as it boots.
- tests/glibc/ptypkt: a pty master in packet mode (TIOCPKT): the status
  byte before data and alone for the slave's flushes, output stopped
  and started (tcflow, ^S, ^Q), IXON off and on, ^C; POLLPRI
  (ptypkt.linux).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402


def as_linux(s, cmd, name):
    out, rc = s.run(cmd, timeout=60)
    assert rc == 0, out
    assert_lines_as_linux(out, linux_lines(name))


def test_loopback_any_netlink_groups_pty_packet_as_linux(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    as_linux(s, "cd /tmp && /glibc/netany", "netany.linux")
    as_linux(s, "/glibc/nlmon", "nlmon.linux")
    as_linux(s, "/glibc/ptypkt", "ptypkt.linux")
    for bad in ("Oops", "BUG:", "WARNING:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log
