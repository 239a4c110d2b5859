"""Issue 31's file system pieces for LTP: paths as long as Linux's
PATH_MAX, 4096 bytes, their buffers off the kernel stack (fs/dcache.c
__getname(), fs/namei.c nd_alloc(): chdir02), and a symbolic link loop
inside one ELOOP (link08, mkdir03, mkdirat02, rmdir02); blocking
writers sharing a pipe, each write(2) returning its own count
(fs/pipe.c pipe_write(): pipeio_1-8); a unix stream holding 64 KiB
(net/unix/af_unix.c UNIX_STREAM_RING: splice05);
/proc/sys/fs/pipe-user-pages-soft
(pipe15); leases (fs/locks.c fcntl_setlease(), break_lease(): fcntl23,
fcntl27); O_PATH descriptors refused by the calls that use a file
(fs/file.c fdget(), fdget_raw(): open13) and readlinkat(2) of "" on
one of a link (readlinkat01); chroot(2) (fs/open.c sys_chroot(),
current->root: chroot02, realpath01); file handles (fs/fhandle.c:
name_to_handle_at01-02, open_by_handle_at01) and copy_file_range(2)
(fs/read_write.c sys_copy_file_range(): copy_file_range03); open(2)
O_TMPFILE (fs/namei.c vfs_tmpfile(): openat03).

The oracle is Linux 6.1: tests/kernel/ltpfs.linux is what
tests/glibc/ltpfscheck printed there (how to record it again is in its
header); here the same binary must print the same lines, in one boot.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux, on_scratch_tmpfs  # noqa: E402


def test_ltp_fs_as_linux(k):
    """ltpfscheck's report, line by line, against Linux 6.1's"""
    command_as_linux(k, on_scratch_tmpfs("ltpfscheck", "/tmp/lf"),
                     "ltpfs.linux")
