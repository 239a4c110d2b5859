"""Issue 31: fanotify(7) (LTP's fanotify02, fanotify04, fanotify07,
fanotify08, fanotify11): fs/notify/fanotify/.

tests/glibc/fanotifycheck reports fanotify_init(2)'s and
fanotify_mark(2)'s errnos, the events a directory's and a file's marks
hear of (merged as Linux merges them, each with a descriptor of the
file), and permission events: a child's open(2) and read(2) asleep until
the group answers, refused by FAN_DENY, let through by FAN_ALLOW and by
the group's close.  Its lines must be those it printed on Linux 6.1
(tests/kernel/fanotify.linux).  One boot runs it twice: the second run
must leave /proc/meminfo as the first did (every group, mark, event and
event descriptor freed).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_twice_as_linux  # noqa: E402


def test_fanotify_as_linux(k):
    """fanotifycheck's lines are Linux 6.1's, twice, leaking nothing"""
    command_twice_as_linux(k, "/glibc/fanotifycheck /tmp/fan",
                           "fanotify.linux")
