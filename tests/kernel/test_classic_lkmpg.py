"""Modules in the manner of The Linux Kernel Module Programming Guide
(current edition), tests/modules/lkmpg-*: built out of tree by gcc and
clang (tests/kernel/test_module_api.py's build()), loaded, and checked
for what their source says they print, what their devices answer, and
/proc/meminfo as it was after rmmod.

lkmpg-sleep: sleeps a signal ends, as Linux's: SIGALRM (user/tests/
sigread.c) or Ctrl-C cuts a read short with the code each wait returns;
the system call then fails with EINTR, or is restarted under SA_RESTART
when the driver returned -ERESTARTSYS (signal(7), "Interruption of
system calls and library functions by signal handlers").

lkmpg-tasklet: tasklets run from the next interrupt's exit, in interrupt
context, while init busy-waits; once per scheduling, the high list
first, not while disabled; one left behind is taken off at rmmod.
lkmpg-static-key: the branch follows the key, and cat shows its state.
lkmpg-rcu: the reader sees each published value, the old one is freed
after synchronize_rcu(), and an RCU list keeps its sums.
lkmpg-completions: two threads end with kthread_complete_and_exit(), in
order, and rmmod's wait for them returns."""

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build, meminfo  # noqa: E402

ERESTARTSYS = 512
EINTR = 4
DEV = "/dev/lkmpg_sleep"


def sigread(vm, mode, restart=False):
    return vm.run("/usr/bin/sigread %s %s%s" % (DEV, mode,
                                                " restart" if restart
                                                else ""))


def check_sleep(vm):
    before = meminfo(vm)
    out = vm.run("insmod lkmpg-sleep.ko")
    assert "lkmpg_sleep: /dev/lkmpg_sleep, 2 signal words" in out, out
    interrupted = "sigread: read returned -1 (Interrupted system call), " \
        "handler ran 1"
    # each wait returns Linux's code; without SA_RESTART read gets EINTR
    for mode, code in (("wait", -ERESTARTSYS), ("sem", -EINTR),
                       ("mutex", -EINTR), ("completion", -ERESTARTSYS),
                       ("timeout", -ERESTARTSYS), ("msleep", -EINTR),
                       ("schedule", -ERESTARTSYS)):
        out = sigread(vm, mode)
        assert "lkmpg_sleep: %s: %d, signal pending: 1" % (mode, code) \
            in out, out
        assert interrupted in out, out
    out = sigread(vm, "msleep")
    left = int(re.search(r"msleep_interruptible: (\d+) ms left", out)
               .group(1))
    assert 0 < left < 10000, out
    out = sigread(vm, "schedule")
    assert "schedule_timeout: some ticks left" in out, out
    # SA_RESTART: -ERESTARTSYS is restarted, and the handler's write is read
    out = sigread(vm, "wait", restart=True)
    assert "sigread: read returned 5 (woken), handler ran 1" in out, out
    assert "lkmpg_sleep: wait: %d, signal pending: 1" % -ERESTARTSYS in out
    assert "lkmpg_sleep: wait: 0, signal pending: 0" in out, out
    # ... but -EINTR is not: the call fails whatever the handler's flags
    out = sigread(vm, "sem", restart=True)
    assert interrupted in out, out
    # the book's open: a second opener waits, and a signal ends the wait
    out = sigread(vm, "open")
    assert "lkmpg_sleep: open interrupted by a signal" in out, out
    assert "sigread: second open returned -1 (Interrupted system call)" \
        in out, out
    # Ctrl-C on a program blocked in the device: it dies of SIGINT
    vm.run("echo wait > %s" % DEV)
    vm.send("cat %s\r" % DEV)
    vm.expect("lkmpg_sleep: wait: reading")    # cat is in the read
    vm.send("\x03")
    vm.expect("lkmpg_sleep: wait: %d, signal pending: 1" % -ERESTARTSYS)
    vm.wait_prompt()
    out = vm.run("rmmod lkmpg_sleep")
    assert "lkmpg_sleep: gone" in out, out
    assert "lkmpg_sleep" not in vm.run("ls /dev")
    assert meminfo(vm) == before


def in_order(text, *lines):
    """Each line is in text, after the one before it."""
    at = 0
    for line in lines:
        found = text.find(line, at)
        assert found >= 0, "%r not after offset %d in:\n%s" % (line, at, text)
        at = found + len(line)


def check_tasklet(vm):
    before = meminfo(vm)
    out = vm.run("insmod lkmpg-tasklet.ko")
    in_order(out, "tasklet: scheduling from init",
             "tasklet: 6.1 callback, in_interrupt=1 in_softirq=1",
             "tasklet: init continues",
             # scheduled twice, it ran once; the high-priority one first
             "tasklet: ran 2 times, data in order: 0 1",
             "tasklet: disabled, ran 2 times",
             "tasklet: enabled, ran 3 times, last data 7",
             "tasklet: rescheduled itself, ran 3 times")
    assert "tasklet: exit" in vm.run("rmmod lkmpg_tasklet")
    assert meminfo(vm) == before
    vm.run("insmod lkmpg-tasklet.ko leave_one=1")
    out = vm.run("rmmod lkmpg_tasklet")
    assert re.search(r"rmmod: tasklet data_fn \[lkmpg_tasklet\] 0x0 was "
                     r"still scheduled: taken off \(lkmpg_tasklet forgot "
                     r"tasklet_kill\)", out), out
    assert meminfo(vm) == before


def check_static_key(vm):
    before = meminfo(vm)
    out = vm.run("insmod lkmpg-static-key.ko")
    assert "key_state: fkey disabled at load" in out, out
    assert "key_state: tkey 2 users, likely branch taken" in out, out
    assert "key_state: tkey disabled, likely branch not taken" in out, out
    out = vm.run("cat /dev/key_state")
    assert "disabled" in out.splitlines(), out
    assert "do unlikely thing" not in out, out
    in_order(out, "key_state: fastpath 1", "key_state: fastpath 2")
    vm.run("echo enable > /dev/key_state")
    out = vm.run("cat /dev/key_state")
    assert "enabled" in out.splitlines(), out
    in_order(out, "key_state: fastpath 1", "key_state: do unlikely thing",
             "key_state: fastpath 2")
    vm.run("echo bogus > /dev/key_state")      # -EINVAL: no change
    assert "enabled" in vm.run("cat /dev/key_state").splitlines()
    vm.run("echo disable > /dev/key_state")
    assert "disabled" in vm.run("cat /dev/key_state").splitlines()
    vm.run("rmmod lkmpg_static_key")
    assert "key_state" not in vm.run("ls /dev")
    assert meminfo(vm) == before


def check_rcu(vm):
    before = meminfo(vm)
    out = vm.run("insmod lkmpg-rcu.ko")
    in_order(out, "rcu: reader sees 42",
             "rcu: old value 42 freed after the grace period",
             "rcu: reader sees 100",
             "rcu: list sum %d" % (10 + 20 + 30),
             "rcu: list sum after replace and delete %d" % (5 + 20))
    assert "rcu: exit" in vm.run("rmmod lkmpg_rcu")
    assert meminfo(vm) == before


def check_completions(vm):
    """kthread_complete_and_exit(): the flywheel runs after the crank,
    both threads are gone by rmmod, whose exit function waited for them"""
    before = meminfo(vm)
    vm.run("insmod lkmpg-completions.ko")
    # the threads print as they run, maybe after the prompt: wait for the
    # last line before typing, so that it cannot cut into a command's echo
    deadline = time.monotonic() + 60
    while "Flywheel spins up" not in vm.log and time.monotonic() < deadline:
        time.sleep(0.2)
    out = vm.run("dmesg")
    in_order(out, "completions example", "Turn the crank",
             "Flywheel spins up")
    assert "KThread" not in vm.run("ps"), out
    assert "completions exit" in vm.run("rmmod lkmpg_completions")
    assert meminfo(vm) == before


def check_all(k, cc):
    kos = build(k, cc)
    vm = k.boot(initrd=[kos[m] for m in ("lkmpg-sleep", "lkmpg-tasklet",
                                         "lkmpg-static-key", "lkmpg-rcu",
                                         "lkmpg-completions")])
    check_sleep(vm)
    check_tasklet(vm)
    check_static_key(vm)
    check_rcu(vm)
    check_completions(vm)


def test_lkmpg_gcc(k):
    check_all(k, "gcc")


def test_lkmpg_clang(k):
    check_all(k, "clang")


# print_string's lines, which go to the terminal and not to the log;
# each ends in the "\r\n" the module writes (the serial console puts
# its own "\r" before "\n", which tests/lib/qemu.py takes off again)
PRINT_STRING = ("print_string: loaded, and this line is on your tty",
                "print_string: unloaded, so long from your tty")
PRINT_STRING26 = ("print_string26: hello, terminal",
                  "print_string26: goodbye, terminal")


def on_terminal(sh, cmd):
    """cmd's output, run in a session whose controlling terminal is
    /dev/ttyS0 (busybox cttyhack), and the kernel log it added"""
    out = sh.ok("dmesg -c >/dev/null; setsid cttyhack sh -c '%s'" % cmd)
    return out, sh.ok("dmesg -c")


def check_print_string(sh):
    before = sh.ok("cat /proc/meminfo")
    # pid 1's shell opened /dev/console, which is nobody's terminal
    out = sh.ok("insmod /lkmpg-print-string.ko; rmmod lkmpg_print_string")
    for line in PRINT_STRING:
        assert 'no terminal to say "%s"' % line in out, out
    out, log = on_terminal(sh, "insmod /lkmpg-print-string.ko; "
                           "rmmod lkmpg_print_string")
    for line in PRINT_STRING:
        assert line + "\r\n" in out, out
        assert line not in log, log
    assert log.count("print_string: wrote to ttyS0 (4:64), 2048 bytes of "
                     "room") == 2, log
    out = sh.ok("insmod /lkmpg26-print-string.ko; "
                "rmmod lkmpg26_print_string")
    assert out.count("print_string26: nobody's terminal") == 2, out
    out, log = on_terminal(sh, "insmod /lkmpg26-print-string.ko; "
                           "rmmod lkmpg26_print_string")
    for line in PRINT_STRING26:
        assert line + "\r\n[no flag] " + line + "\r\n" in out, out
        assert line not in log, log
    assert sh.ok("cat /proc/meminfo") == before


def print_string(k, cc):
    busybox_or_skip(k)
    kos = build(k, cc)
    check_print_string(Shell(k, kos["lkmpg-print-string"],
                             kos["lkmpg26-print-string"]))


def test_print_string_gcc(k):
    print_string(k, "gcc")


def test_print_string_clang(k):
    print_string(k, "clang")


def check_syscall_steal(sh):
    before = sh.ok("cat /proc/meminfo")
    version = sh.ok("cat /proc/version")
    # as on Linux 6.1 without kprobes: init returns -1, insmod says EPERM
    out, rc = sh.run("insmod /lkmpg-syscall-steal.ko")
    assert rc != 0, out
    assert "syscall_steal: no kprobes to find sys_call_table" in out, out
    assert "insmod: can't insert '/lkmpg-syscall-steal.ko': Operation not " \
        "permitted" in out, out
    # another symbol's address is refused by name (sprint_symbol)
    addr = sh.ok("awk '$3 == \"sys_open\" {print $1}' /proc/kallsyms")
    out, rc = sh.run("insmod /lkmpg-syscall-steal.ko sym=0x%s" % addr.strip())
    assert rc != 0 and re.search(r"0x%s is sys_open\+0x0/0x[0-9a-f]+, not "
                                 r"sys_call_table" % addr.strip(), out), out
    # the table's own address: openat(2) is wrapped until rmmod
    addr = sh.ok("awk '$3 == \"sys_call_table\" {print $1}' /proc/kallsyms")
    sh.ok("insmod /lkmpg-syscall-steal.ko sym=0x%s uid=0" % addr.strip())
    # the spy's line is on the console too, before cat's
    out = sh.ok("cat /proc/version")
    assert out.endswith(version) and "opens /proc/version" in out, out
    log = sh.ok("dmesg")
    assert "syscall_steal: spying on uid 0" in log, log
    assert "syscall_steal: uid 0 opens /proc/version" in log, log
    sh.ok("rmmod lkmpg_syscall_steal; dmesg -c >/dev/null; "
          "cat /proc/version")
    assert "opens" not in sh.ok("dmesg")
    assert sh.ok("cat /proc/meminfo") == before


def syscall_steal(k, cc):
    busybox_or_skip(k)
    check_syscall_steal(Shell(k, build(k, cc)["lkmpg-syscall-steal"]))


def test_syscall_steal_gcc(k):
    syscall_steal(k, "gcc")


def test_syscall_steal_clang(k):
    syscall_steal(k, "clang")
