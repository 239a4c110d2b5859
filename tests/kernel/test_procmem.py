"""/proc/PID/mem (fs/proc/mem.c), which LTP's dirtyc0w writes to while
another thread drops the page.  tests/glibc/memcheck reads and writes
its own memory there, writes into read-only private and shared file
mappings (the private copy changes, the file never), tries addresses
without memory, and reads a child's memory before and after the child
execs; its lines must be those it printed on Linux 6.1
(tests/kernel/memcheck.linux, recorded with linux-reference as its
header says), twice in one boot with /proc/meminfo back where it was.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_proc_mem_as_linux(k):
    """memcheck's lines are Linux 6.1's, and leak nothing"""
    command_twice_as_linux(k, "/glibc/memcheck", "memcheck.linux")
