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
from test_perm import command_twice_as_linux  # noqa: E402


def test_socket_messages_answer_as_linux(k):
    command_twice_as_linux(k, "cd /tmp && /glibc/sockmsg", "sockmsg.linux")
