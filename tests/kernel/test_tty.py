"""The console terminal's line discipline (drivers/char/n_tty.c): termios
modes as user/tests/ttytest.c sees them, poll and select on the
terminal, and the signal characters sent to the foreground process
group (Ctrl-C, Ctrl-\\, Ctrl-Z) that stop the program, not the shell."""

import os
import re
import time


def boot_user(k, shared=True):
    """The user-space initramfs booted; shared (run_tests.py) unless the
    test leaves the terminal or its jobs otherwise."""
    return k.boot(initrd=[os.path.join(k.build, "initramfs.cpio")],
                  shared=shared)


def test_raw_mode_reads_single_bytes_without_echo(k):
    vm = boot_user(k)
    vm.send("ttytest raw\r")
    vm.expect("ready\n")
    vm.send("a")
    vm.expect("read 1 byte: 61\n")    # no Enter needed: not canonical
    vm.send("\x1b[")                  # an arrow key's first bytes
    vm.wait_prompt()
    out = vm.log[vm.log.index("ready\n"):]
    assert re.findall(r"read (\d+) byte: (\w+)", out) == \
        [("1", "61"), ("1", "1b"), ("1", "5b")], out
    assert "a" not in out.replace("read", "").split("\n")[1], out


def test_echo_off_canonical_line(k):
    vm = boot_user(k)
    vm.send("ttytest noecho\r")
    vm.expect("ready\n")
    vm.send("secret\r")
    vm.wait_prompt()
    out = vm.log[vm.log.index("ready\n") + 6:]
    assert out.startswith("line of 7 bytes: secret\n"), out  # not echoed


def test_vtime_read_times_out(k):
    vm = boot_user(k)
    start = time.time()
    assert vm.run("ttytest vtime") == "read with nothing typed: 0\n"
    assert time.time() - start >= 0.4


def test_poll_and_select_on_the_terminal(k):
    vm = boot_user(k)
    vm.send("ttytest poll\r")
    vm.expect("ready\n")
    vm.send("x")
    vm.wait_prompt()
    out = vm.log[vm.log.index("ttytest poll"):]
    for line in ("poll, nothing typed: 0", "select, nothing typed: 0",
                 "poll: 1, revents 0x1", "select: 1, set 1",
                 "FIONREAD: 1"):
        assert line + "\n" in out, out


def test_background_read_gets_sigttin(k):
    vm = boot_user(k)
    assert vm.run("ttytest bg") == "background read: stopped by 21\n" \
        "background read: Input/output error\n"


def test_canonical_editing(k):
    vm = boot_user(k)
    vm.send("cat /dev/console\r")
    vm.expect("cat /dev/console\n")
    # erase (DEL), word erase (Ctrl-W), kill (Ctrl-U) on the way to a line
    vm.send("abx\x7fc zzz\x17ok qq\x15fine\r")
    vm.expect("fine\n")               # the echo, erased and retyped
    vm.expect("fine\n")               # what cat read
    assert "abx\b \bc" in vm.log      # ECHOE: an erased character goes
    vm.send("\x03")
    vm.wait_prompt()


def test_ctrl_backslash_quits_the_program_not_the_shell(k):
    vm = boot_user(k)
    vm.send("cat /dev/console\r")
    vm.expect("cat /dev/console\n")
    vm.send("abc\r")
    vm.expect("abc\nabc\n")           # echoed, then cat's copy
    vm.send("\x1c")                   # Ctrl-\: SIGQUIT
    vm.wait_prompt()
    assert "^\\Quit\n# " in vm.log, vm.log   # as bash on Linux shows it
    assert vm.run("echo alive") == "alive\n"


def test_ctrl_z_stops_the_program_and_the_shell_goes_on(k):
    vm = boot_user(k, shared=False)     # leaves a stopped job
    vm.send("cat /dev/console\r")
    vm.expect("cat /dev/console\n")
    vm.send("abc\r")
    vm.expect("abc\nabc\n")           # cat runs: it has SIGTSTP's default
    vm.send("\x1a")                   # Ctrl-Z: SIGTSTP
    vm.wait_prompt()
    assert re.search(r"\^Z\n\[1\]\+ Stopped cat /dev/console\n# $", vm.log), \
        vm.log
    ps = vm.run("ps")
    assert re.search(r"^\s+\d+ T\s+cat$", ps, re.M), ps
    assert vm.run("echo alive") == "alive\n"


def test_jobs_fg_and_kill(k):
    """sh's job control (user/sh.c): a stopped pipeline is a job that
    fg continues in the foreground and kill ends; nanosleep(2) stopped
    and continued sleeps on to its end (restart_syscall, as Linux)"""
    vm = boot_user(k)
    vm.send("sleep 4\r")
    vm.expect("sleep 4\n")
    time.sleep(1)       # Ctrl-Z once the program has the terminal's signals
    vm.send("\x1a")
    vm.wait_prompt()
    assert vm.run("jobs") == "[1]  Stopped sleep 4\n"
    out = vm.run("fg", timeout=30)
    # no "sleep: Interrupted system call": the sleep went on
    assert out == "sleep 4\n", out
    assert vm.run("jobs") == ""
    vm.send("sleep 100 | cat\r")
    vm.expect("sleep 100 | cat\n")
    time.sleep(2)
    vm.send("\x1a")
    vm.wait_prompt()
    assert "[1]+ Stopped sleep 100 | cat\n" in vm.log
    ps = vm.run("ps")
    # both stopped (the second may not have reached its execve yet: sh)
    assert len(re.findall(r"^\s+\d+ T\s+\S+$", ps, re.M)) == 2, ps
    # the stopped processes die once scheduled (SIGCONT follows SIGTERM);
    # the shell reports the job before a prompt - the very next one if
    # they died on another CPU before it printed it - or when asked by
    # jobs
    assert vm.run("kill %1") in ("", "[1]+ Terminated sleep 100 | cat\n")
    for _ in range(20):
        if "[1]+ Terminated sleep 100 | cat\n" in vm.log:
            break
        time.sleep(0.5)
        vm.run("jobs")
    assert vm.log.count("[1]+ Terminated sleep 100 | cat\n") == 1, vm.log
    ps = vm.run("ps")
    assert not re.search(r" [TZ] ", ps), ps       # reaped, no zombies
    assert vm.run("fg") == "sh: fg: current: no such job\n"
    assert vm.run("kill %3") == "sh: kill: %3: no such job\n"
