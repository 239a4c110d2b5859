"""Issue 30, the tty chapter's pseudo-terminals: /dev/ptmx and devpts
(drivers/char/pty.c, fs/devpts/inode.c).  tests/glibc/pty opens a pair
with glibc's posix_openpt(), grantpt(), unlockpt() and ptsname(), runs
a session on the slave (echo, line editing, ^C, the window size and
SIGWINCH, both hangups), tries the calls on what is not a pty, then
opens and closes 64 pairs.  Its lines must be those it printed on Linux
6.1 (tests/kernel/pty.linux, recorded with linux-reference as its header
says), twice in one boot, the second run leaving /proc/meminfo as the
first left it: a pair's terminals, ports and node are all freed.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_pty_as_linux(k):
    """a session on a pty's slave, as Linux runs it, and no leak"""
    command_twice_as_linux(k, "/glibc/pty", "pty.linux")


def test_pty_worked_from_two_cpus_at_once(k):
    """tests/glibc/ptystress on 2 CPUs: a writer and a reader at each
    end, on CPUs 0 and 1, and a process setting the slave's termios
    meanwhile (the line discipline's read_lock and atomic_read_lock,
    termios_rwsem); every line whole and in order, as on Linux 6.1, and
    no leak"""
    command_twice_as_linux(k, "/glibc/ptystress", "ptystress.linux", smp=2)
