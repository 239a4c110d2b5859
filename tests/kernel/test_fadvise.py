"""Issue 31: posix_fadvise(2) - fadvise64_64 with i386's register
pairs, and fadvise64 - which LTP's posix_fadvise01..04 (and their _64
forms) call.  tests/glibc/fadvcheck gives every advice, offsets and
lengths past 4 GiB and the errno cases; its lines must be those it
printed on Linux 6.1 (tests/kernel/fadvcheck.linux, recorded with
linux-reference as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_fadvise_as_linux(k):
    """fadvcheck's lines, one a call, are Linux 6.1's"""
    command_as_linux(k, "/glibc/fadvcheck", "fadvcheck.linux")
