"""Issue 31: fchdir(2), ENOSYS until now, which LTP's fchdir01 and
fchdir02 call.  tests/glibc/fchdircheck changes to a directory through
a descriptor and tries a bad one, a file, a pipe and a directory a user
may not search; its lines must be those it printed on Linux 6.1
(tests/kernel/fchdircheck.linux, recorded with linux-reference as its
header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_fchdir_as_linux(k):
    """fchdircheck's lines, one a call, are Linux 6.1's"""
    command_as_linux(k, "/glibc/fchdircheck", "fchdircheck.linux")
