"""Issue 27: the kernel preempts a task at any tick, also in the middle
of a walk of one of its lists.  tests/glibc/walkrace.c has walkers walk
the whole task list (getsid, getpriority, setsid) and the whole of
/proc (stat of an absent name, readdir) while churners make and end
threads and processes as fast as they can: a walk that does not hold
off preemption comes back, now and then, to a task or a /proc name
released meanwhile, and follows its freed links (with the debug
allocator every test boots with: an oops in sys_setsid or d_lookup).
Every answer must be Linux 6.1's (tests/kernel/walkrace.linux), with no
oops, and memory back to where it was after the first run."""

from test_threads import runs_leave_memory, same_as_linux


def test_walks_survive_tasks_and_names_leaving_under_them(k):
    s, want = same_as_linux(k, "walkrace", 6)
    # the memory check needs the same kinds of work, not 6 s of races
    runs_leave_memory(s, "walkrace 2", want, 2)
    for bad in ("Oops", "BUG:", "Kernel panic", "EIP is at"):
        assert bad not in s.vm.log, s.vm.log
