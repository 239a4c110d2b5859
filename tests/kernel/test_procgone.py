"""Issue 27: a /proc/PID file kept a bare pointer to its task, so a
file opened while the task lived and read after it was reaped read the
freed task (with the debug allocator every test boots with: an oops in
status_show).  tests/glibc/procgone.c reads, seeks and reads again the
files of a reaped child, searches its directory, and then races 300
children's exits with reads of their status: every line must be Linux
6.1's (tests/kernel/procgone.linux: the rest of what was shown, then
ESRCH), with no oops, and memory back to where it was after the first
run."""

from test_threads import runs_leave_memory, same_as_linux


def test_proc_pid_files_of_a_reaped_task_say_esrch(k):
    s, want = same_as_linux(k, "procgone", 32)
    # the memory check needs the same work, not as many races
    runs_leave_memory(s, "procgone 30", want, 2)
    for bad in ("Oops", "BUG:", "Kernel panic", "EIP is at"):
        assert bad not in s.vm.log, s.vm.log
