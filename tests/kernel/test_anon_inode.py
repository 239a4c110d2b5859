"""anon_inode_getfd() (fs/anon_inodes.c, issue 29/30): an ioctl of a
module hands the process a new descriptor of the module's own
operations, as linux-kernel-module-cheat's anonymous_inode does.
tests/glibc/anoncheck's lines against tests/modules/anon-inode-demo are
Linux 6.1's (tests/kernel/anoncheck.linux): close-on-exec, read-only,
the module's read, "anon_inode:anon_demo" in /proc/self/fd; the
module's dmesg lines too (its release ran at close).  Memory as before
after rmmod.  One boot of busybox, the gcc module; the clang one is
built warning-free.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import Session, busybox_or_skip, glibc_or_skip  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

DMESG_LINUX = """anon_inode_demo: made a counter
anon_inode_demo: released after 3 reads
anon_inode_demo: gone
"""


def test_anon_inode_fd_as_linux(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    s = Session(k, files=[kos["anon-inode-demo"]])
    s.ok("grep -q debugfs /proc/mounts ||"
         " mount -t debugfs none /sys/kernel/debug")
    before = s.ok("cat /proc/meminfo")
    s.ok("dmesg -n 1; insmod /anon-inode-demo.ko")   # printk off the console
    out = s.ok("/glibc/anoncheck /sys/kernel/debug/anon_inode_demo")
    assert_lines_as_linux(out, linux_lines("anoncheck.linux"))
    s.ok("rmmod anon_inode_demo")
    assert s.ok("dmesg | grep -oE 'anon_inode_demo: (made|rel|gone).*'") \
        == DMESG_LINUX
    assert s.ok("cat /proc/meminfo") == before
    assert "Oops" not in s.vm.log and "BUG:" not in s.vm.log
