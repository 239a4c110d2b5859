"""What clone(2) and unshare(2) share and separate (docs/namespaces.md):
a struct fs_struct shared by CLONE_FS (fs/fs_struct.c: working
directory, root and umask; kcmp(2) KCMP_FS, kcmp03); UTS and IPC
namespaces, /proc/PID/ns, the nsfs ioctls and setns(2)
(kernel/nsproxy.c, fs/nsfs.c: ioctl_ns02-04, setns02); PID and user
namespaces (kernel/pid_namespace.c, kernel/user_namespace.c: ioctl_ns01,
ioctl_ns05, ioctl_ns06).

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

PROGRAMS = ["fscheck", "nscheck", "pidnscheck"]


def test_namespaces_as_linux(k):
    """each program's report, line by line, against Linux 6.1's; run
    twice, the second run must leave /proc/meminfo as the first did (a
    namespace, its nsfs file and its IPC tables go with their last
    user)"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    s.ok("mount -t devtmpfs dev /dev 2>/dev/null; mkdir /tmp/ns && "
         "mount -t tmpfs t /tmp/ns")
    for run in range(2):
        for prog in PROGRAMS:
            out, rc = s.run("/glibc/%s /tmp/ns" % prog, timeout=60)
            assert_lines_as_linux(out, linux_lines(prog + ".linux"))
            assert rc == 0
        if run == 0:
            before = s.ok("cat /proc/meminfo")
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log
