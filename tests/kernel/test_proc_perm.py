"""Issue 27, round 2: what a user (uid 1000) sees of other processes in
/proc and who is dumpable (kernel/ptrace.c's ptrace_may_access() with
get_dumpable(), set at execve(2) in fs/exec.c, by commit_creds() and
prctl(2) PR_SET_DUMPABLE; fs/proc/base.c's gates), and the answers of
the calls a user may not make (no ENOSYS where Linux says EPERM).

The oracle is Linux 6.1: tests/kernel/proccheck.linux is what
tests/glibc/proccheck printed there (linux-reference; how to record it
again is in its header).  Here the same binary runs from busybox sh as
root and every line must be the same.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def linux_lines():
    with open(os.path.join(HERE, "proccheck.linux")) as f:
        return [l.rstrip("\n") for l in f if not l.startswith("#")]


def test_proc_perm_as_linux(k):
    """proccheck's report, line by line, against Linux 6.1's"""
    busybox_or_skip(k)
    s = Session(k)
    out, rc = s.run("mkdir /tmp/pq && /glibc/proccheck /tmp/pq", timeout=90)
    got = out.splitlines()
    want = linux_lines()
    diff = ["line %d: oops386 %r, Linux %r" % (n + 1, g, w)
            for n, (g, w) in enumerate(zip(got, want)) if g != w]
    assert not diff and len(got) == len(want), \
        "\n".join(diff + ["oops386 %d lines, Linux %d" % (len(got),
                                                          len(want))])
    assert rc == 0
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log
