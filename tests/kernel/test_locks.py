"""Issue 31: fcntl(2)'s record locks (F_SETLK, F_SETLKW, F_GETLK, their
64-bit forms and F_OFD_*), which LTP's fcntl05, fcntl09..fcntl22,
fcntl34 and fcntl36 ask for.  tests/glibc/lockcheck sets locks, looks at
them from a child, closes descriptors, waits and deadlocks; its lines
must be those it printed on Linux 6.1 (tests/kernel/lockcheck.linux,
recorded with linux-reference as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_record_locks_as_linux(k):
    """lockcheck's lines, one a call, are Linux 6.1's"""
    command_as_linux(k, "/glibc/lockcheck", "lockcheck.linux")
