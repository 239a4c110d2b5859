"""Issue 31: eventfd(2) and eventfd2(2), which LTP's eventfd2_01..03
use.  tests/glibc/eventfdcheck reads and writes the counter, with and
without EFD_SEMAPHORE and EFD_NONBLOCK, up to its limit, and watches it
with poll(2) and epoll; its lines must be those it printed on Linux 6.1
(tests/kernel/eventfdcheck.linux, recorded with linux-reference as its
header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_eventfd_as_linux(k):
    """eventfdcheck's lines, one a call, are Linux 6.1's"""
    command_as_linux(k, "/glibc/eventfdcheck", "eventfdcheck.linux")
