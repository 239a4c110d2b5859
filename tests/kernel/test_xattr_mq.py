"""Issue 31: extended attributes (fs/xattr.c) and POSIX message queues
(ipc/mqueue.c), some 30 of LTP's syscalls tests (*xattr*, mq_*).
tests/glibc/xattrcheck and tests/glibc/mqcheck report each call; their
lines must be what they printed on Linux 6.1 (tests/kernel/*.linux,
recorded with linux-reference as their headers say).  Linux 6.1's tmpfs
refuses user.* attributes (EOPNOTSUPP), so xattrcheck's store lines are
recorded for trusted.*; oops386's RAM file systems keep user.* too, and
the same lines, the namespace renamed, must come out for it.  Everything
runs twice in one boot: the second run must leave /proc/meminfo as the
first did (nothing leaked).
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402


# listxattr(2)'s length: what a list of other names changes
LIST_LENGTH = re.compile(r"^(\w*listxattr\(.*\)): \d+$")


def store_lines(lines, ns):
    """the "== store" part of xattrcheck's lines, for namespace ns; the
    lengths of lists are left out (the "  list:" lines name them)"""
    part = lines[:lines.index("== checks")]
    return [LIST_LENGTH.sub(r"\1: N", l.replace("trusted.", ns))
            for l in part]


def test_xattr_and_mqueue_as_linux(k):
    """xattrcheck's lines (and user.*'s store) are Linux 6.1's, twice,
    leaking nothing"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    xattr = linux_lines("xattrcheck.linux")
    for run in range(2):
        out, rc = s.run("rm -rf /tmp/x /tmp/u && mkdir /tmp/x /tmp/u && "
                        "/glibc/xattrcheck /tmp/x && "
                        "/glibc/xattrcheck /tmp/u user.", timeout=60)
        assert rc == 0, out
        got = out.splitlines()
        mine = "\n".join(got[:len(xattr)] +
                         [LIST_LENGTH.sub(r"\1: N", l)
                          for l in got[len(xattr):]])
        assert_lines_as_linux(mine, xattr + store_lines(xattr, "user."))
        if run == 0:
            before = s.ok("cat /proc/meminfo")
    assert s.ok("cat /proc/meminfo") == before
    for bad in ("Oops", "BUG:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log
