"""docs/pictures.md's pictures are drawn from the kernel
(tests/tools/pictures.py): drawn again, they must be the same, numbers
and addresses aside."""

import os
import subprocess
import sys


def test_pictures_match_the_kernel(k):
    p = subprocess.run([sys.executable,
                        os.path.join(k.top, "tests", "tools", "pictures.py"),
                        "--check", "--build", k.build,
                        os.path.join(k.top, "docs", "pictures.md")],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "4 picture(s)" in p.stdout, p.stdout
