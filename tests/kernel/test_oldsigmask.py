"""The first signal ABI's mask calls, one word of signals 1-32:
sigprocmask (what glibc's getcontext(3) makes on i386, LTP's
getcontext01), sigpending, sgetmask and ssetmask (LTP's sgetmask01,
ssetmask01).  tests/glibc/oldsigmask's lines must be those it printed on
Linux 6.1 (tests/kernel/oldsigmask.linux, recorded with linux-reference
as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_old_signal_mask_calls_as_linux(k):
    """masks set, read back and pending; EINVAL, EFAULT; getcontext"""
    command_as_linux(k, "/glibc/oldsigmask", "oldsigmask.linux")
