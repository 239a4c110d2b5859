"""Issue 20, memory: what a process shares and what it does not.

tests/glibc/mm.c (fork's copy-on-write, MAP_SHARED|MAP_ANONYMOUS with a
child, files as pages: ftruncate/truncate, file mmap MAP_SHARED and
MAP_PRIVATE, SIGBUS past the end, /dev/zero, msync, madvise, mremap,
mprotect and their errnos) prints the same lines on oops386 as on
Linux 6.1 (tests/kernel/mm.linux, recorded with linux-reference), and
memory comes back: /proc/meminfo's MemFree and Cached are what they
were once it has exited.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import glibc_or_skip, program_output  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def _meminfo(vm, field):
    return int(re.search(field + r":\s+(\d+)",
                         vm.run("cat /proc/meminfo")).group(1))


def linux_lines():
    with open(os.path.join(HERE, "mm.linux")) as f:
        return [line for line in f.read().splitlines()
                if not line.startswith("#")]


def test_memory_sharing_as_linux(k):
    glibc_or_skip(k)
    vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio")])
    vm.run("/glibc/mm", timeout=120)    # the first run sizes the caches
    free, cached = _meminfo(vm, "MemFree"), _meminfo(vm, "Cached")
    got = program_output(vm.run("/glibc/mm", timeout=120)).splitlines()
    want = linux_lines()
    assert len(want) > 90
    diff = ["line %d: oops386 %r, Linux %r" % (i + 1, g, w)
            for i, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff and len(got) == len(want), "\n".join(diff) or got
    assert _meminfo(vm, "MemFree") == free
    assert _meminfo(vm, "Cached") == cached
    assert "Oops" not in vm.log
