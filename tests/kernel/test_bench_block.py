"""Issue 29: `make bench`'s block figures (tests/tools/bench_block.py)
run on oops386 and, with sbull built for it, on Linux 6.1, and print
every figure well formed for both kernels, with ratios.  No figure's
size is asserted: the speed of a shared host is no test's business.  One
run of each command (--runs 1) is enough to see the figures printed."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_bench_linux import NUMBER, bench_output  # noqa: E402

# the names docs/block.md's "Speed" and bench_block.py's docstring give
FIGURES = ["block_dd_write_16m_ms", "block_dd_read_16m_ms",
           "ext2_write_1000_ms", "ext2_umount_1000_ms",
           "ext2_mount_1000_ms", "ext2_read_1000_ms"]


def test_bench_block_prints_both_kernels(k):
    text = bench_output(k, "bench_block.py")
    assert "block figures skipped" not in text, text
    linux = "Linux 6.1 side skipped" not in text
    for name in FIGURES:
        for kernel in ("oops386", "linux61") if linux else ("oops386",):
            assert re.search(r"^bench: %s_%s %s ms$" % (kernel, name,
                                                        NUMBER),
                             text, re.M), (kernel, name, text)
        if linux:
            assert re.search(r"^bench: ratio_%s (%s x|n/a \(a figure "
                             r"under 1 ms\))$" % (name, NUMBER),
                             text, re.M), (name, text)
