"""What clone(2) and unshare(2) share and separate (docs/namespaces.md):
a struct fs_struct shared by CLONE_FS (fs/fs_struct.c: working
directory, root and umask; kcmp(2) KCMP_FS, kcmp03).

The oracle is Linux 6.1: each tests/kernel/NAME.linux is what
tests/glibc/NAME printed there (how to record it again is in its
header); here the same binary must print the same lines, all in one
boot.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import assert_lines_as_linux, linux_lines, on_scratch_tmpfs  # noqa: E402
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402

PROGRAMS = ["fscheck"]


def test_namespaces_as_linux(k):
    """each program's report, line by line, against Linux 6.1's"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    s.ok("mount -t devtmpfs dev /dev 2>/dev/null; true")
    for prog in PROGRAMS:
        where = "/tmp/" + prog
        out, rc = s.run("mkdir %s && mount -t tmpfs t %s && /glibc/%s %s"
                        % (where, where, prog, where), timeout=60)
        assert_lines_as_linux(out, linux_lines(prog + ".linux"))
        assert rc == 0
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log
