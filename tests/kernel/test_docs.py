"""Transcripts in docs/ are what the kernel really prints
(tests/tools/doc_transcripts.py), so the docs cannot drift: the shell
transcripts, and docs/gdb.md's gdb sessions and host commands."""

import glob
import os
import re
import subprocess
import sys


def _check(k, only):
    docs = sorted(glob.glob(os.path.join(k.top, "docs", "*.md")))
    p = subprocess.run([sys.executable,
                        os.path.join(k.top, "tests", "tools", "doc_transcripts.py"),
                        "--check", "--only", only, "--build", k.build] + docs,
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout


def test_doc_transcripts_match_the_kernel(k):
    assert "transcript" in _check(k, "shell")


def test_doc_gdb_sessions_match_gdb(k):
    out = _check(k, "gdb")
    assert re.search(r"^\S*docs/gdb\.md: [1-9]\d* transcript", out, re.M), out
