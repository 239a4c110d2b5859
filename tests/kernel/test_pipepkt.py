"""Issue 31: pipe2(2)'s O_DIRECT, a pipe in "packet mode" (pipe(7)),
which LTP's pipe2_01 asks for.  tests/glibc/pipepkt writes packets
and reads them back with buffers smaller and larger than a packet; its
lines must be those it printed on Linux 6.1 (tests/kernel/pipepkt.linux,
recorded with linux-reference as its header says).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_pipe_packet_mode_as_linux(k):
    """one packet a read, the rest of it dropped, 16 packets at most"""
    command_as_linux(k, "/glibc/pipepkt", "pipepkt.linux")
