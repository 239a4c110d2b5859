"""Issue 31: system calls LTP's syscalls directories from setresgid to z
found missing or wrong (docs/ltp-syscalls.md), each checked by a static
glibc program of tests/glibc/ whose output is compared line by line with
what the same binary printed on Linux 6.1 (tests/kernel/PROG.linux, from
/work/shared/tools/linux-reference).  One shared boot for all of them.
"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import glibc_or_skip, program_output  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402


def run_as_linux(k, prog):
    """/glibc/PROG's lines against tests/kernel/PROG.linux"""
    glibc_or_skip(k)
    vm = k.boot(shared=True,
                initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio")])
    out = program_output(vm.run("/glibc/" + prog, timeout=60))
    assert_lines_as_linux(out, linux_lines(prog + ".linux"))
    assert "Oops" not in vm.log and "BUG" not in vm.log, vm.log


def test_waitid_as_linux(k):
    """waitid(2): siginfo_t of an exit, a kill, a stop and a continue;
    WNOWAIT, WNOHANG, the idtypes, EINVAL/ECHILD/EFAULT (LTP waitid01-11)"""
    run_as_linux(k, "waitcheck")


def test_sysfs_as_linux(k):
    """sysfs(2): the types of /proc/filesystems, numbered in its order;
    EINVAL and EFAULT (LTP sysfs01-05); ustat(2) of the root's device
    and of none (LTP ustat01-02)"""
    run_as_linux(k, "sysfscheck")


def test_posix_timers_as_linux(k):
    """timer_create(2) and its kin: clocks, sigevents, settime/gettime in
    both ABIs, the expiry's siginfo_t, periods, SIGEV_NONE, the errors
    (LTP timer_create01-03, timer_delete01-02, timer_gettime01,
    timer_getoverrun01, timer_settime01-02)"""
    run_as_linux(k, "timercheck")


def test_signalfd_as_linux(k):
    """signalfd(2) and signalfd4(2): reads of kill(2)'s, sigqueue(3)'s and
    SIGCHLD's signals, O_NONBLOCK, poll and a blocking read woken by
    another process's signal, a new mask, the errors (LTP signalfd01-02,
    signalfd4_01-02)"""
    run_as_linux(k, "sigfdcheck")


def test_proc_sys_kernel_tainted(k):
    """/proc/sys/kernel/tainted: the taint bits as a decimal number and a
    newline, Linux's format and bit values (LTP's tst_taint reads it:
    wait403)"""
    vm = k.boot(shared=True,
                initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio")])
    out = vm.run("cat /proc/sys/kernel/tainted")
    assert re.fullmatch(r"\d+\r?\n", out), out
    # only the reasons oops386 has: P 1, F 2, R 4, B 32 (kernel/panic.c)
    assert int(out) & ~(1 | 2 | 4 | 32) == 0, out
