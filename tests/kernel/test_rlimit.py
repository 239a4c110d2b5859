"""Issue 31's rlimits (kernel/sys_resource.c): every limit a process's
own, with Linux 6.1's defaults, settable by setrlimit(2)'s rules, and
enforced where Linux enforces them - RLIMIT_FSIZE (fs/open.c
fsize_ok(): a short write, then EFBIG and SIGXFSZ) and RLIMIT_NPROC
(kernel/fork.c nproc_exceeded(): fork(2) EAGAIN).

The oracle is Linux 6.1: tests/kernel/rlimit.linux is what
tests/glibc/rlimcheck printed there (how to record it again is in its
header); here the same binary must print the same lines.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux  # noqa: E402


def test_rlimits_as_linux(k):
    """rlimcheck's report, line by line, against Linux 6.1's"""
    command_as_linux(k, "mkdir /tmp/r && /glibc/rlimcheck /tmp/r",
                     "rlimit.linux")


def test_small_errnos_as_linux(k):
    """misccheck (tests/glibc/misccheck.c): finit_module(2) ETXTBSY for
    a file open for writing (fs/file.c counts them, i_writecount),
    symbolic-link loops ELOOP, O_NOATIME EPERM, as Linux 6.1 answers"""
    command_as_linux(k, "mkdir /tmp/m && /glibc/misccheck /tmp/m",
                     "misc.linux")
