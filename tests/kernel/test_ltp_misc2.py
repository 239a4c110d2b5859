"""More of issue 31's pieces for LTP, in one boot: /proc/sys/kernel's
names (kernel/utsname_sysctl.c, newuname01) and ns_last_pid
(kernel/pid.c, pidfd_send_signal03); a writable msgmni and SysV keys
found through a hash (ipc/, msgget03, semget05); personality(2)'s
STICKY_TIMEOUTS (fs/select.c, personality02); pidfd_getfd(2),
waitid(2)'s P_PIDFD and clone3(2) with CLONE_PIDFD (kernel/pidfd.c,
kernel/exit.c, kernel/fork.c: pidfd_getfd01, pidfd_open04, clone302,
unshare03); adjtimex(2)'s NTP state (kernel/ntp.c: adjtimex01,
adjtimex03, clock_adjtime01, leapsec01); the CPU-time clocks
(kernel/time/posix-cpu-timers.c, nice05); PR_SET_TSC
(arch/i386/kernel/tsc_ctl.c, prctl10); a timer's overrun capped at
INT_MAX (kernel/time/posix-timers.c, timer_settime03); futex_waitv(2)
(kernel/futex.c, futex_waitv01-03).

The oracle is Linux 6.1: tests/kernel/ltpmisc2.linux is what
tests/glibc/ltpmisc2 printed there (how to record it again is in its
header); here the same binary must print the same lines.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_perm import command_as_linux, on_scratch_tmpfs  # noqa: E402


def test_ltp_misc2_as_linux(k):
    """ltpmisc2's report, line by line, against Linux 6.1's"""
    # dmesg -n 1: the kernel's line about the SIGSEGV of PR_SET_TSC's
    # RDTSC stays off the console, as linux-reference's quiet boot keeps
    # Linux's
    command_as_linux(k, on_scratch_tmpfs("ltpmisc2", "/tmp/l", "dmesg -n 1; "),
                     "ltpmisc2.linux")
