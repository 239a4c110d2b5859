"""Issue 33: execve(2) of a program whose file is in the page cache (one
written to /tmp) maps its read-only segments from the cache's pages,
copy-on-write (fs/exec.c segment_from_cache()), where it used to copy
them: the program runs as before, its file stays as it was, and runs
leave /proc/meminfo as it was (every page reference an exec took is
given back)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import (GLIBC_EXPECTED, Session, busybox_or_skip,  # noqa: E402
                          glibc_or_skip)


def test_program_from_the_page_cache(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    s.ok("cp /glibc/printf /tmp/printf")
    want = GLIBC_EXPECTED["printf"]
    # the first run is counted out: the kernel's first allocations
    assert s.ok("/tmp/printf") == want
    before = s.ok("cat /proc/meminfo")
    for _ in range(5):
        assert s.ok("/tmp/printf") == want
    # a fork of the running program shares the mapping
    assert s.ok("/tmp/printf | cat") == want
    assert s.ok("cat /proc/meminfo") == before
    assert s.ok("cmp /glibc/printf /tmp/printf && echo same") == "same\n"
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log, s.vm.log
