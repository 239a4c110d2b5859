"""Huge pages (docs/hugetlb.md): the pool root sets through
/proc/sys/vm/nr_hugepages and /sys/kernel/mm/hugepages/hugepages-4096kB,
/proc/meminfo's HugePages_* lines, mmap(2) MAP_HUGETLB shared and
private with fork(2), memfd_create(2) MFD_HUGETLB, shmget(2)
SHM_HUGETLB, and the bad calls (sizes the kernel has not, cuts inside a
huge page, more pages than the pool or than memory).
tests/glibc/hugecheck's lines must be those it printed on Linux 6.1
(tests/kernel/hugecheck.linux, recorded with linux-reference as its
header says); run twice, it must leave /proc/meminfo as it found it:
every huge page back in the page allocator, no reservation left.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_hugetlb_as_linux(k):
    """hugecheck's report twice, as Linux's, and no page kept"""
    command_twice_as_linux(k, "/glibc/hugecheck", "hugecheck.linux")
