"""Issue 31's mm pieces for LTP (mlock05, mlock201, mlock203, mmap14,
mmap15, mmap17, mmap20, mprotect01, msync03, munlockall01, madvise02,
madvise10, remap_file_pages02, membarrier01, mmap18, mmap12, madvise07,
madvise08, userfaultfd01, shmctl05): locked areas (mm/mlock.c) counted in
/proc/self/status's VmLck and /proc/self/smaps' Locked
(fs/proc/task_mmu.c), mlock2(2) and MLOCK_ONFAULT, MAP_LOCKED,
MAP_FIXED_NOREPLACE and MAP_SHARED_VALIDATE's flags (mm/mmap.c),
msync(2)'s EBUSY, madvise(2)'s per-advice errnos and MADV_WIPEONFORK
(mm/vma.c dup_mmap()), remap_file_pages(2) and membarrier(2)
(kernel/membarrier.c), a MAP_GROWSDOWN stack (mm/mmap.c expand_stack()),
/proc/self/pagemap (fs/proc/task_mmu.c) and coredump_filter
(fs/proc/base.c), userfaultfd(2) (fs/userfaultfd.c), MADV_HWPOISON
(mm/memory-failure.c).

The oracle is Linux 6.1: tests/kernel/mmcheck.linux is what
tests/glibc/mmcheck printed there (how to record it again is in its
header); here the same binary must print the same lines, in one boot,
twice (nothing leaks: /proc/meminfo is the same after each run).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_ltp_mm_as_linux(k):
    """mmcheck's report, line by line, against Linux 6.1's"""
    # the console quiet: remap_file_pages(2)'s warning goes to the log
    command_twice_as_linux(k, "mount -t devtmpfs dev /dev 2>/dev/null; "
                           "dmesg -n 1; "
                           "mkdir -p /tmp/mm && /glibc/mmcheck /tmp/mm",
                           "mmcheck.linux")
