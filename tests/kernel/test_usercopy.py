"""copy_to_user() and copy_from_user() (arch/i386/lib/usercopy.c), which
copy by words since the read of a cached file was found ten times
Linux's (docs/bench.md): every length and alignment, a copy cut short
by an unmapped page, and system calls made with the direction flag set
in user mode (arch/i386/kernel/entry.S clears it for the kernel).  The
oracle is Linux 6.1: tests/kernel/usercopy.linux, what
tests/glibc/usercopy printed there.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import glibc_or_skip, program_output  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
SHORT = re.compile(r"^read of (\d+), (\d+) bytes mapped: (\S+), bytes (\S+)$",
                   re.M)


def test_usercopy_as_linux(k):
    """usercopy's report against Linux 6.1's; then, oops386's own rule,
    a read cut short by an unmapped page copies every byte up to it"""
    glibc_or_skip(k)
    vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio")])
    got = program_output(vm.run("/glibc/usercopy /tmp",
                                timeout=60)).splitlines()
    with open(os.path.join(HERE, "usercopy.linux")) as f:
        want = [l.rstrip("\n") for l in f if not l.startswith("#")]
    for n, (g, w) in enumerate(zip(got, want)):
        assert g == w, "line %d: oops386 %r, Linux %r" % (n + 1, g, w)
    assert len(got) == len(want), (len(got), len(want), got[len(want):])
    counts = SHORT.findall(program_output(
        vm.run("/glibc/usercopy /tmp --counts", timeout=60)))
    assert len(counts) == 10, counts
    for total, mapped, n, bytes_ok in counts:
        assert (n, bytes_ok) == (mapped, "right"), (total, mapped, n)
    assert "Oops" not in vm.log and "BUG" not in vm.log
