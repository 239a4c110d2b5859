"""setitimer(2)'s CPU-time timers, ITIMER_VIRTUAL (SIGVTALRM) and
ITIMER_PROF (SIGPROF), which LTP's getitimer01, setitimer01 and
setitimer02 ask for.  tests/glibc/cpuitimer's lines must be those it
printed on Linux 6.1 (tests/kernel/cpuitimer.linux, recorded with
linux-reference as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_cpu_time_itimers_as_linux(k):
    """values read back, signals while spinning, none after fork"""
    command_as_linux(k, "/glibc/cpuitimer", "cpuitimer.linux")
