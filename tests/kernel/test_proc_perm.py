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
from test_perm import command_as_linux  # noqa: E402


def test_proc_perm_as_linux(k):
    """proccheck's report, line by line, against Linux 6.1's"""
    command_as_linux(k, "mkdir /tmp/pq && /glibc/proccheck /tmp/pq",
                     "proccheck.linux")
