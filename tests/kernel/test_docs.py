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


def test_doc_insmod24_table_is_make_bench_output(k):
    """docs/insmod24.md's table is what tests/tools/bench_insmod24.py
    prints for this build: every size to the byte (the times vary from run
    to run and are not compared; nothing here boots)."""
    p = subprocess.run([sys.executable,
                        os.path.join(k.top, "tests", "tools", "bench_insmod24.py"),
                        "--build", k.build, "--no-guest", "--check",
                        os.path.join(k.top, "docs", "insmod24.md")],
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "the table matches this build" in p.stdout, p.stdout
