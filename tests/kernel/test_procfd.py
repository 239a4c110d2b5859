"""Issue 31: /proc/PID/fd, /proc/PID/fdinfo and /proc/PID/task
(fs/proc/fd.c, fs/proc/base.c).  tests/glibc/procfdcheck opens files of
every kind (a file three ways, a pipe, a socket, an eventfd, a memfd,
inotify, a directory, an unlinked file), lists fd/ and fdinfo/, reads
each link and text, reopens files through their links, looks at
another user's process as user 1000, and starts two threads whose
task/TID directories it reads.  Every line must be Linux 6.1's
(tests/kernel/procfd.linux, recorded once by linux-reference), twice,
with memory back where it was; then busybox's own view of the same
directories, and no oops."""

from test_perm import assert_lines_as_linux, linux_lines
from test_busybox import Session, busybox_or_skip, glibc_or_skip


def test_proc_fd_fdinfo_task_as_linux(k):
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k)
    # twice: the names fd/ and fdinfo/ made, and the threads' task/TID,
    # go with the process, leaving memory as the first run left it
    # (measured without the run's directory)
    for run in range(2):
        out, rc = s.run("mkdir /tmp/q && /glibc/procfdcheck /tmp/q",
                        timeout=90)
        assert_lines_as_linux(out, linux_lines("procfd.linux"))
        assert rc == 0
        mem = s.ok("rm -r /tmp/q; cat /proc/meminfo")
        if run == 0:
            before = mem
    assert mem == before, (before, mem)
    # busybox's view: ls -l as Linux lists links (size 64, no blocks,
    # the mode by how each is open) and an fdinfo text, the shell's
    # (pid 1's) descriptors on the console, opened read-write here
    # (listed by a shell of its own: busybox runs ls in the shell
    # itself, whose descriptors a redirection or a pipe changes)
    out = s.ok("exec 7</proc/self/stat; sh -c \"ls -l /proc/1/fd | awk"
               " 'NF>3{print \\$1, \\$5, \\$9, \\$10, \\$11} NF==2'\";"
               " cat /proc/$$/fdinfo/7; exec 7<&-; ls /proc/$$/task")
    assert out.splitlines() == [
        "total 0",
        "lrwx------ 64 0 -> /dev/console",
        "lrwx------ 64 1 -> /dev/console",
        "lrwx------ 64 2 -> /dev/console",
        "lr-x------ 64 7 -> /proc/1/stat",
        "pos:\t0", "flags:\t0100000", "mnt_id:\t1",
        "ino:\t" + s.ok("stat -c %i /proc/1/stat").strip(), "1"], out
    for bad in ("Oops", "BUG:", "WARNING:", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log
