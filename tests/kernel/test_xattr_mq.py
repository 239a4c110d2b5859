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
from test_perm import command_twice_as_linux, linux_lines  # noqa: E402

# listxattr(2)'s length: what a list of other names changes
LIST_LENGTH = re.compile(r"^(\w*listxattr\(.*\)): \d+$", re.M)

CMD = ("rm -rf /tmp/x /tmp/u && mkdir /tmp/x /tmp/u && "
       "/glibc/xattrcheck /tmp/x && /glibc/xattrcheck /tmp/u user. && "
       "/glibc/mqcheck")


def test_xattr_and_mqueue_as_linux(k):
    """xattrcheck's and mqcheck's lines are Linux 6.1's, and user.*'s
    store lines trusted.*'s, twice, leaking nothing"""
    xattr = linux_lines("xattrcheck.linux")
    # the "== store" part again, for user.*; the lengths of lists are
    # left out (the "  list:" lines name them)
    store = "\n".join(xattr[:xattr.index("== checks")])
    user = LIST_LENGTH.sub(r"\1: N", store.replace("trusted.", "user."))
    want = xattr + user.splitlines() + linux_lines("mqcheck.linux")

    def mine(out):
        got = out.splitlines()
        rest = LIST_LENGTH.sub(r"\1: N", "\n".join(got[len(xattr):]))
        return "\n".join(got[:len(xattr)] + [rest])

    command_twice_as_linux(k, CMD, None, want=want, mine=mine)
