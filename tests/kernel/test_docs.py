"""Transcripts in docs/ are what the kernel really prints
(scripts/doc_transcripts.py), so the docs cannot drift."""

import glob
import os
import subprocess
import sys


def test_doc_transcripts_match_the_kernel(k):
    docs = sorted(glob.glob(os.path.join(k.top, "docs", "*.md")))
    p = subprocess.run([sys.executable,
                        os.path.join(k.top, "scripts", "doc_transcripts.py"),
                        "--check", "--build", k.build] + docs,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "transcript" in p.stdout
