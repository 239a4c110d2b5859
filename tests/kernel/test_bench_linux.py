"""Issue 33: `make bench`'s side by side with Linux 6.1
(tests/tools/bench_linux.py) runs, and prints every figure well formed
for both kernels, with ratios, and the table.  No figure's size is
asserted: the speed of a shared host is no test's business."""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402

TOOLS = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "tools")
sys.path.insert(0, TOOLS)
from bench_linux import FIGURES  # noqa: E402

NUMBER = r"(\d+(?:\.\d+)?)"


def bench_output(k, tool):
    """What tests/tools/TOOL printed for this build, each figure
    measured once; it must succeed"""
    busybox_or_skip(k)
    out = subprocess.run([sys.executable, os.path.join(TOOLS, tool),
                          "--build", k.build, "--runs", "1"],
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


def test_bench_prints_both_kernels(k):
    text = bench_output(k, "bench_linux.py")
    linux = "Linux 6.1 side skipped" not in text
    for name in FIGURES:
        unit = name.rsplit("_", 1)[1]
        kernels = ("oops386", "linux61") if linux else ("oops386",)
        for kernel in kernels:
            m = re.search(r"^bench: %s_%s %s %s$" % (kernel, name, NUMBER,
                                                     unit), text, re.M)
            assert m and float(m.group(1)) > 0, (kernel, name, text)
        row = r"^\| %s \| %s \| %s \| %s \| %s \|$" % (
            name, unit, NUMBER, NUMBER if linux else "-",
            NUMBER if linux else "-")
        assert re.search(row, text, re.M), (name, text)
        if linux:
            assert re.search(r"^bench: ratio_%s %s x$" % (name, NUMBER),
                             text, re.M), (name, text)
