"""Issue 27: every object counted.  Threads share one descriptor table,
so a descriptor can be closed while another thread sleeps in a call on
it: tests/glibc/races.c makes each such race happen in order (a sleeper
in read(2), recv(2), accept(2); a closer that opens new pipes and
sockets at the same numbers) and must print what the same binary
printed on Linux 6.1 (tests/kernel/races.linux, recorded with the
linux-reference oracle): the sleeper keeps its own object.  It also
checks execve(2)'s unsharing of a shared table, EFAULT for a count past
user space, and robust futexes.  No oops, and memory back to where it
was after the first run."""

from test_threads import runs_leave_memory, same_as_linux


def test_sleepers_keep_their_file_as_on_linux(k):
    s, want = same_as_linux(k, "races", 28)
    runs_leave_memory(s, "races", want, 2)
    for bad in ("Oops", "BUG:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log


def test_sigreturn_loads_fs_and_gs_as_linux(k):
    """sigreturn(2) takes %fs and %gs from the frame a handler may have
    changed; an unloadable selector becomes null
    (tests/glibc/sigsegs.c against tests/kernel/sigsegs.linux)"""
    s, _ = same_as_linux(k, "sigsegs", 7)
    assert "Oops" not in s.vm.log, s.vm.log
