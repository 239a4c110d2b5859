"""LTP's socket tests (setsockopt03/04, getsockopt01, sendmmsg01/02,
recvmmsg01, bind04) ask for more than socket(2) and bind(2): option
levels other than SOL_SOCKET, SO_SNDBUFFORCE, sendmsg(2)/recvmsg(2)
with several segments, sendmmsg(2)/recvmmsg(2) and AF_UNIX
SOCK_SEQPACKET.  tests/glibc/sockmsg asks the same without LTP, and
its lines are compared one by one with what the same binary printed on
Linux 6.1 (tests/kernel/sockmsg.linux); a second run leaves
/proc/meminfo as the first left it (the segments' copies, a message
cut short or refused, a seqpacket pair closed with a message unread:
nothing kept)."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def linux_lines(name):
    with open(os.path.join(HERE, name)) as f:
        return [l.rstrip("\n") for l in f if not l.startswith("#")]


def test_socket_messages_answer_as_linux(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    want = linux_lines("sockmsg.linux")
    for run in range(2):
        out, rc = s.run("cd /tmp && /glibc/sockmsg", timeout=90)
        assert rc == 0, out
        assert_lines_as_linux(out, want)
        if run == 0:
            before = s.ok("cat /proc/meminfo")
    assert s.ok("cat /proc/meminfo") == before
    for bad in ("Oops", "BUG:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log
