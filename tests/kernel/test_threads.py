"""Issue 20: processes, threads and futexes, against what Linux 6.1
gave under the same QEMU (linux-reference): /proc/cpuinfo, the task
calls of tests/glibc/tasks.c, and static glibc programs that use
threads, unmodified: tests/glibc/pthreads.c (pthread_create and
pthread_join, mutexes, condition variables, timed waits, thread-local
storage, detached threads, pthread_kill) prints what the same binary
printed on Linux 6.1 (tests/kernel/pthreads.linux, recorded with the
linux-reference oracle), and memory comes back to its figures after."""

import os
import re

from test_busybox import Session, busybox_or_skip, glibc_or_skip

HERE = os.path.dirname(os.path.abspath(__file__))


def linux_output(name):
    with open(os.path.join(HERE, name)) as f:
        return "".join(line for line in f if not line.startswith("#"))


def same_as_linux(k, prog, lines):
    """A busybox session, once /glibc/PROG has printed what
    tests/kernel/PROG.linux says it printed on Linux (lines lines)"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    want = linux_output(prog + ".linux")
    assert len(want.splitlines()) == lines, want
    out = s.ok("/glibc/" + prog)
    assert out == want, out
    return s, want


def runs_leave_memory(s, prog, want, times):
    """/glibc/PROG prints want times more, and /proc/meminfo is as it
    was before them"""
    before = s.ok("cat /proc/meminfo")
    for _ in range(times):
        assert s.ok("/glibc/" + prog) == want
    after = s.ok("cat /proc/meminfo")
    assert after == before, (before, after)


def test_glibc_pthreads_print_what_linux_prints(k):
    s, want = same_as_linux(k, "pthreads", 18)
    # memory is counted after a first run: glibc's stack cache and the
    # kernel's first allocations are not a leak
    runs_leave_memory(s, "pthreads", want, 3)
    # one process in ps, however many threads it had
    out = s.ok("/glibc/pthreads > /dev/null & ps; wait")
    assert len(re.findall(r"/glibc/pthreads", out)) <= 1, out
    assert "Oops" not in s.vm.log
    assert "unknown system call 240" not in s.vm.log


def test_glibc_task_calls_give_what_linux_gives(k):
    """futex(2)'s errnos and timeouts, getrusage(2), times(2) and
    /proc/self/stat times that rise, pid_max, alarm(2)'s rounding:
    tests/glibc/tasks.c against tests/kernel/tasks.linux"""
    s, _ = same_as_linux(k, "tasks", 42)
    assert "Oops" not in s.vm.log


def cpuinfo_fields(text):
    """[(name, value)] of /proc/cpuinfo's "name<TAB>: value" lines"""
    return [tuple(part.strip() for part in line.split(":", 1))
            for line in text.splitlines() if ":" in line]


def test_proc_cpuinfo_is_linux_format_from_cpuid(k):
    """/proc/cpuinfo has Linux's lines in Linux's order, and what the
    same QEMU CPU told Linux (tests/kernel/cpuinfo.linux); the clock
    is measured, so only its relation to bogomips is checked; Linux
    hides flags it does not use (pat without MTRRs) and judges the
    model's bugs, so those may differ; one CPU, as Linux's listing had
    (test_smp.py checks the entries of 2 and 4)"""
    busybox_or_skip(k)
    s = Session(k, smp=1)
    ours = dict(cpuinfo_fields(s.ok("cat /proc/cpuinfo")))
    linux = cpuinfo_fields(linux_output("cpuinfo.linux"))
    assert list(ours) == [name for name, _ in linux], ours
    for name, value in linux:
        if name not in ("cpu MHz", "bogomips", "flags", "bugs"):
            assert ours[name] == value, (name, ours[name], value)
    assert set(dict(linux)["flags"].split()) <= set(ours["flags"].split())
    mhz, bogomips = float(ours["cpu MHz"]), float(ours["bogomips"])
    assert mhz > 100 and abs(bogomips - 2 * mhz) < 1, ours


def test_glibc_unix_sockets_behave_as_on_linux(k):
    """socketpair(2), a stream server on a path with a client in a
    child, shutdown(2), datagrams and the errnos of misuse:
    tests/glibc/unixsock.c against tests/kernel/unixsock.linux; the
    sockets' memory comes back after"""
    s, want = same_as_linux(k, "unixsock", 38)
    runs_leave_memory(s, "unixsock", want, 1)
    assert "Oops" not in s.vm.log
