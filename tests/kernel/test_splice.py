"""Issue 31: splice(2), tee(2), vmsplice(2) (fs/splice.c over fs/pipe.c)
and timerfd_create(2), timerfd_settime(2), timerfd_gettime(2)
(fs/timerfd.c), which LTP's splice01-07, tee01-02, vmsplice01-04 and
timerfd01-02, timerfd_create01, timerfd_gettime01, timerfd_settime01
use.  tests/glibc/splicecheck moves a file through a pipe into another
file, a pipe into a pipe, copies with tee(2), fills and empties a pipe
with vmsplice(2), checks each call's errnos, and counts a timerfd's
expiries with poll(2) and read(2); its lines must be those it printed on
Linux 6.1 (tests/kernel/splicecheck.linux, recorded with linux-reference
as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_splice_timerfd_as_linux(k):
    """splicecheck's lines, one a call, are Linux 6.1's"""
    command_as_linux(k, "/glibc/splicecheck", "splicecheck.linux")
