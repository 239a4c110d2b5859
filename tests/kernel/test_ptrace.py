"""ptrace(2) as gdb and strace use it (kernel/ptrace.c,
arch/i386/kernel/ptrace.c): tests/glibc/ptracecheck traces its children
and prints what it saw, compared line by line with what the same binary
printed on Linux 6.1 (tests/kernel/ptracecheck.linux, from
/work/shared/tools/linux-reference).  LTP's ptrace01-11 run the same
paths (docs/ltp-syscalls.md).  One shared boot.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_ltp_late import run_as_linux  # noqa: E402


def test_ptrace_as_linux(k):
    """PTRACE_TRACEME and a signal's stop (its siginfo_t, PEEKDATA,
    POKEDATA, GETREGS, SETREGS, PEEKUSER, POKEUSER's refusals), a signal
    cancelled and one replaced at PTRACE_CONT; PTRACE_SYSCALL with
    PTRACE_O_TRACESYSGOOD, getppid() made getpid() at its entry;
    execve(2)'s SIGTRAP and PTRACE_EVENT_EXEC (GETEVENTMSG); single
    steps; PTRACE_ATTACH and PTRACE_DETACH of a sleeping process and of
    a stopped one; an int3 poked into the text (the tracer's own text
    untouched) and a DR7 write watchpoint; the errors: ESRCH, EPERM,
    EIO, EFAULT, EINVAL (a kernel address in DR0, LTP ptrace08)"""
    run_as_linux(k, "ptracecheck")
