"""Issue 31: epoll(7), which some 30 of LTP's syscalls tests use
(epoll_create*, epoll_ctl*, epoll_wait*, epoll_pwait*).
tests/glibc/epollcheck adds pipes, their ends and epoll files to epoll
sets and reports each call; its lines must be those it printed on
Linux 6.1 (tests/kernel/epollcheck.linux, recorded with linux-reference
as its header says): the errnos, level- and edge-triggered and one-shot
reports, hang-ups, a full ready list reported in turn, nesting and
loops.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_epoll_as_linux(k):
    """epollcheck's lines, one a call, are Linux 6.1's"""
    command_as_linux(k, "/glibc/epollcheck", "epollcheck.linux")
