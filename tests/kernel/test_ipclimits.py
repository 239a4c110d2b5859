"""The System V IPC limits under /proc/sys/kernel (shmmax, shmall,
shmmni, msgmax, msgmnb, msgmni, sem), which LTP's shmctl03 and
shmget03 read.  tests/glibc/ipclimits's lines must be those it printed
on Linux 6.1 (tests/kernel/ipclimits.linux, recorded with
linux-reference as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_ipc_limits_in_proc_sys_as_linux(k):
    """each file's text, and IPC_INFO's numbers the same"""
    command_as_linux(k, "/glibc/ipclimits", "ipclimits.linux")
