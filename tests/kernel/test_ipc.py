"""Issue 31's System V IPC (ipc/): shared memory, semaphores and message
queues through glibc 2.36's ipc(2) and through the direct i386 calls,
their blocking and waking, SEM_UNDO, IPC_RMID while in use, the
permission checks for another user, IPC_STAT/IPC_SET/IPC_INFO and
/proc/sysvipc/{shm,sem,msg}.

The oracle is Linux 6.1: tests/kernel/ipc.linux is what
tests/glibc/ipccheck printed there (how to record it again is in its
header).  Here the same binary runs as root from busybox sh and every
line must be the same; after it, every object it made is gone and the
memory it used is back.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402


def test_sysv_ipc_as_linux(k):
    """ipccheck's report, line by line, against Linux 6.1's"""
    busybox_or_skip(k)
    s = Session(k)
    out, rc = s.run("/glibc/ipccheck", timeout=90)
    assert_lines_as_linux(out, linux_lines("ipc.linux"))
    assert rc == 0
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log


def test_sysv_shm_freed_at_exit_and_rmid(k):
    """ipccheck removes all it made (a segment removed while attached
    goes at its last detach, a set and a queue with sleepers at their
    last wake): /proc/meminfo's MemFree comes back, /proc/sysvipc lists
    nothing"""
    busybox_or_skip(k)
    s = Session(k)
    s.ok("/glibc/ipccheck > /dev/null")     # the tables are made
    free = s.ok("grep MemFree /proc/meminfo")
    for _ in range(3):
        s.ok("/glibc/ipccheck > /dev/null")
    assert s.ok("grep MemFree /proc/meminfo") == free
    for kind in ("shm", "sem", "msg"):
        assert s.ok("wc -l < /proc/sysvipc/" + kind).strip() == "1", kind
