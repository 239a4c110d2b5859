"""Issue 31's file-system calls: tmpfs (mm/shmem.c) as mount(2) makes it
with size=, nr_inodes= and mode=, statfs(2)'s numbers and /proc/mounts'
line for it, ENOSPC when it is full, umount(2) EBUSY while a file in it
is open; fallocate(2) (fs/open.c vfs_fallocate()), sendfile(2) and
sendfile64 (fs/read_write.c do_sendfile()); mknod(2) of FIFOs for any
user and of devices with CAP_MKNOD (fs/namei.c).

The oracle is Linux 6.1: tests/kernel/tmpfs.linux is what
tests/glibc/tmpfscheck printed there (how to record it again is in its
header).  Here the same binary runs as root from busybox sh and every
line must be the same.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402


def test_tmpfs_fallocate_sendfile_as_linux(k):
    """tmpfscheck's report, line by line, against Linux 6.1's; the
    kernel's own "tmpfs: Unknown parameter" lines are left out on both"""
    busybox_or_skip(k)
    s = Session(k)
    out, rc = s.run("mkdir /tmp/t && /glibc/tmpfscheck /tmp/t", timeout=90)
    out = "\n".join(l for l in out.splitlines()
                    if not l.startswith("tmpfs: "))
    assert_lines_as_linux(out, linux_lines("tmpfs.linux"))
    assert rc == 0
    assert "Oops" not in s.vm.log and "BUG" not in s.vm.log


def test_tmpfs_df_and_umount_frees(k):
    """busybox df reads a tmpfs's statfs(2) as Linux's; what a tmpfs
    held is freed at umount (MemFree comes back)"""
    busybox_or_skip(k)
    s = Session(k)
    s.ok("mkdir /tmp/m")
    free = s.ok("grep MemFree /proc/meminfo")
    s.ok("mount -t tmpfs -o size=2m tmpfs /tmp/m")
    s.ok("dd if=/dev/zero of=/tmp/m/big bs=4096 count=256 2>/dev/null")
    df = s.ok("df -k /tmp/m | tail -1").split()
    assert df[:4] == ["tmpfs", "2048", "1024", "1024"], df
    out, rc = s.run("dd if=/dev/zero of=/tmp/m/big2 bs=4096 count=512")
    assert "No space left on device" in out and rc != 0, out
    s.ok("umount /tmp/m")
    assert s.ok("grep MemFree /proc/meminfo") == free
    assert "tmpfs" not in s.ok("cat /proc/mounts")
