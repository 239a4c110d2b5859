"""Issue 27: execve(2) in a process of threads kills the other threads
and waits until it is alone (de_thread()).  When two threads exec at
once, the second must give up and die (Linux: EAGAIN, then its
SIGKILL); waiting in its turn, each waited for the other for ever and
neither could be killed.  tests/glibc/execrace.c does it in 20 children
and must print what Linux 6.1 printed (tests/kernel/execrace.linux);
no oops, and memory back to where it was after the first run."""

from test_threads import runs_leave_memory, same_as_linux


def test_two_threads_exec_at_once_as_on_linux(k):
    s, want = same_as_linux(k, "execrace", 1)
    runs_leave_memory(s, "execrace", want, 1)
    for bad in ("Oops", "BUG:", "Kernel panic", "EIP is at"):
        assert bad not in s.vm.log, s.vm.log
