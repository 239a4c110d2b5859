"""Issue 31's smaller pieces for LTP (syslog11, waitid10, waitpid01,
kill11, uname04, tgkill02): /proc/sys/kernel/printk and
syslog(2)'s console levels (kernel/syslog.c), /proc/sys/fs/nr_open and
its EMFILE/EPERM (fs/file.c), core dumps - the wait status's 0x80 and
an ELF core file named by /proc/sys/kernel/core_pattern
(fs/coredump.c) -, personality(2) (kernel/exec_domain.c) and its
UNAME26 release (kernel/sys.c uname26()),
RLIMIT_SIGPENDING's EAGAIN (kernel/signal.c sigpending_full()),
lseek(2)'s SEEK_DATA and SEEK_HOLE (fs/open.c ramfs_seek_data()) and
/dev/urandom (drivers/char/random.c), a read-only tmpfs's EROFS
(mm/shmem.c shmem_remount()) and unshare(CLONE_NEWNS)
(fs/mnt_namespace.c) - for lseek11, ioctl07, unlink10, unshare01 and
unshare04 too -, statx(2)'s reserved mask bit (fs/stat.c, statx03),
close_range(2) (fs/file.c, close_range02), openat2(2) (fs/open.c
sys_openat2(), its RESOLVE_* flags in fs/namei.c's walk: openat201 to
openat203), arch_prctl(2) (arch/i386/kernel/process.c, arch_prctl01)
and /proc/sys/vm/max_map_count's limit on the areas (mm/vma.c).

The oracle is Linux 6.1: tests/kernel/ltpmisc.linux is what
tests/glibc/ltpmisc printed there (how to record it again is in its
header); here the same binary must print the same lines, in one boot.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux, on_scratch_tmpfs  # noqa: E402


def test_ltp_misc_as_linux(k):
    """ltpmisc's report, line by line, against Linux 6.1's"""
    command_as_linux(k, on_scratch_tmpfs("ltpmisc", "/tmp/lm"),
                     "ltpmisc.linux")
