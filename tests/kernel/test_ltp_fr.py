"""Issue 31: what LTP's syscalls tests that had never run here (fork to
setregid, and the a-r tests never run on Linux: docs/ltp-syscalls.md)
found missing or wrong, each checked by a static glibc program of
tests/glibc/ whose output is compared line by line with what the same
binary printed on Linux 6.1 (tests/kernel/PROG.linux, from
/work/shared/tools/linux-reference).  One shared boot for all of them.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_ltp_late import run_as_linux  # noqa: E402


def test_flock_futimesat_as_linux(k):
    """flock(2): shared and exclusive locks of open files, LOCK_NB, a
    conversion, dup(2)/fork(2) sharing, the last close, fcntl(2) locks
    apart, a wait woken and one interrupted, the errors (LTP flock01-07);
    futimesat(2) (LTP futimesat01)"""
    run_as_linux(k, "flockcheck")
