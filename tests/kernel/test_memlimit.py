"""The memory limits of setrlimit(2) and the counts behind them
(mm/vma.c vm_stat_account(), mm/mmap.c may_expand_vm(), mm/mlock.c):
RLIMIT_AS, RLIMIT_DATA and RLIMIT_MEMLOCK against mmap(2), brk(2),
mremap(2), mprotect(2), mlock(2), mlockall(2) and a stack's growth,
with Linux's errnos (ENOMEM, EAGAIN, EPERM); /proc/PID/status's
VmSize, VmData, VmStk, VmLck and VmLib as they change, VmPeak, and
/proc/PID/limits (fs/proc/base.c limits_show()).

The oracle is Linux 6.1: tests/kernel/memlimit.linux is what
tests/glibc/memlimit printed there (how to record it again is in its
header); here the same binary must print the same lines.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_memory_limits_as_linux(k):
    """memlimit's report, line by line, against Linux 6.1's"""
    # dmesg -n 1: the kernel's one warning about RLIMIT_DATA stays off
    # the console, as linux-reference's quiet boot keeps Linux's
    command_as_linux(k, "dmesg -n 1; /glibc/memlimit", "memlimit.linux")
