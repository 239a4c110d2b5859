"""Issue 31: inotify(7) (LTP's inotify*, inotify_init1_*).
tests/glibc/inotifycheck watches a directory and files in it through
fs/notify/inotify/inotify_user.c and reports each call and each event
read; its lines must be those it printed on Linux 6.1
(tests/kernel/inotifycheck.linux, recorded with linux-reference as its
header says): the errnos, the events and their order, names and their
padding, paired rename cookies, IN_IGNORED, the flags, the limits in
/proc/sys/fs/inotify.  It runs twice in one boot: the second run must
leave /proc/meminfo as the first did (every watch, event and instance
freed, with its file or its inotify descriptor).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_inotify_as_linux(k):
    """inotifycheck's lines are Linux 6.1's, twice, leaking nothing"""
    command_twice_as_linux(k, "/glibc/inotifycheck /tmp/inw",
                           "inotifycheck.linux")
