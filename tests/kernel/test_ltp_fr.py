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
    futimesat(2) (LTP futimesat01); readahead(2) (LTP readahead01)"""
    run_as_linux(k, "flockcheck")


def test_prctl_sched_as_linux(k):
    """prctl(2): PR_SET_PDEATHSIG killing a grandchild that a
    PR_SET_CHILD_SUBREAPER process reaps, PR_SET_TIMERSLACK, the bounding
    set (PR_CAPBSET_DROP) and securebits with and without CAP_SETPCAP;
    SCHED_DEADLINE's priorities, sched_rr_get_interval(2), sched_setattr(2)
    and sched_getattr(2),
    /proc/self/mounts (LTP prctl01-03, prctl08, capset02,
    sched_get_priority_max01, sched_get_priority_min01,
    sched_rr_get_interval01-03, sched_setparam02-03, sched_setattr01,
    sched_getattr01-02)"""
    run_as_linux(k, "prctlcheck")


def test_pidfd_as_linux(k):
    """pidfd_open(2): flags, poll(2) telling a child's end; and
    pidfd_send_signal(2) through a pidfd and a /proc/PID descriptor, with
    and without siginfo, ESRCH once reaped, the errors (LTP
    pidfd_open01-03, pidfd_send_signal01); open(2) O_CREAT of a
    directory is EISDIR (LTP open11); 100 children at once (LTP fork07)"""
    run_as_linux(k, "pidfdcheck")
