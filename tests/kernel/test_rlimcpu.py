"""RLIMIT_CPU (setrlimit(2)): SIGXCPU at the soft limit, which then
goes up a second, SIGKILL at the hard one - LTP's setrlimit06.
tests/glibc/rlimcpu's lines must be those it printed on Linux 6.1
(tests/kernel/rlimcpu.linux, recorded with linux-reference as its
header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_cpu_time_limit_as_linux(k):
    """children spinning past 1 s and 2 s of CPU time"""
    command_as_linux(k, "/glibc/rlimcpu", "rlimcpu.linux")
