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


# /proc/PID/oom_score_adj's range, bases, blanks, inheritance and mode
OOM_CMD = ("cat /proc/self/oom_score_adj; for v in -1000 1000 0x10 1001 "
           "-1001 abc \" 7\" 300; do echo \"$v\" > /proc/$$/oom_score_adj; "
           "cat /proc/$$/oom_score_adj; done; "
           "sh -c 'cat /proc/$$/oom_score_adj'; "
           "ls -l /proc/self/oom_score_adj | cut -c1-10; "
           "echo 0 > /proc/$$/oom_score_adj")


def test_oom_score_adj_as_linux(k):
    """root's writes of /proc/PID/oom_score_adj, kept and inherited,
    against Linux 6.1's answers (tests/kernel/oomadj.linux; LTP's
    library sets it around every test, fs/proc/base.c)"""
    command_as_linux(k, OOM_CMD, "oomadj.linux")
