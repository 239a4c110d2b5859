"""modify_ldt(2) (arch/i386/kernel/ldt.c): tests/glibc/ldtcheck writes,
reads and uses a local descriptor table, compared line by line with what
the same binary printed on Linux 6.1 (tests/kernel/ldtcheck.linux, from
/work/shared/tools/linux-reference).  LTP's modify_ldt01-02 and fork05
run the same paths (docs/ltp-syscalls.md).  One shared boot.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import glibc_or_skip, program_output  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

# the kernel's report of the killed child, on the console between the
# program's lines (Linux's console, quiet, does not show its own)
IRET_REPORT = re.compile(r"^traps: ldtcheck\[\d+\] trap iret exception "
                         r"ip:[0-9a-f]+ sp:[0-9a-f]+ error:0\r?\n", re.M)


def test_ldt_as_linux(k):
    """The table before there is one (0 bytes) and the default one (40
    zero bytes); an entry in the old mode (no useable bit) and the new
    one, read back as Linux's descriptors; %fs loaded with it, kept by
    fork(2); an entry cleared by a base and limit of 0; EINVAL, EFAULT,
    ENOSYS; a call clearing the entry its own %ss names: SIGILL at the
    iret, Linux's "iret exception", not an oops"""
    glibc_or_skip(k)
    vm = k.boot(shared=True,
                initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio")])
    out = program_output(vm.run("/glibc/ldtcheck", timeout=60))
    assert IRET_REPORT.search(out), out
    assert_lines_as_linux(IRET_REPORT.sub("", out),
                          linux_lines("ldtcheck.linux"))
    assert "Oops" not in vm.log and "BUG" not in vm.log, vm.log
