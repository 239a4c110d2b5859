"""Issue 31: inotify(7) (LTP's inotify*, inotify_init1_*), memfd_create(2)
and its seals (memfd_create*), mincore(2) (mincore*) and a pipe's
capacity (fcntl(2) F_SETPIPE_SZ).

tests/glibc/inotifycheck watches a directory and files in it through
fs/notify/inotify/inotify_user.c and reports each call and each event
read: the errnos, the events and their order, names and their padding,
paired rename cookies, IN_IGNORED, the flags, the limits in
/proc/sys/fs/inotify.  tests/glibc/memfdcheck then reports
memfd_create(2), F_ADD_SEALS and what each seal refuses, mincore(2) of
untouched, touched, mlocked and file pages, and F_SETPIPE_SZ with
/proc/sys/fs/pipe-max-size.  Their lines must be those they printed on
Linux 6.1 (tests/kernel/inotify.linux, recorded with linux-reference as
its header says).  One boot runs both twice: the second run must leave
/proc/meminfo as the first did (every watch, event, instance, memfd and
pipe buffer freed).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_inotify_memfd_as_linux(k):
    """inotifycheck's and memfdcheck's lines are Linux 6.1's, twice,
    leaking nothing"""
    command_twice_as_linux(k, "/glibc/inotifycheck /tmp/inw && "
                           "/glibc/memfdcheck", "inotify.linux")
