"""Issue 28, part A: the kernel on several CPUs (docs/smp.md).

The boot finds the CPUs in QEMU's ACPI MADT and starts each with
INIT-SIPI-SIPI, printing Linux's `smpboot: Booting Node 0 Processor N
APIC 0xN` and `smp: Brought up 1 node, N CPUs` lines; `nosmp` and
`maxcpus=1` keep one CPU, a bad maxcpus= value is reported and the boot
goes on.  /proc/cpuinfo has one entry per CPU and /proc/stat one cpuN
line per CPU, in the layout Linux 6.1 gives under the same QEMU with -smp
2.  A static glibc program (tests/glibc/smpcheck.c) pins threads to CPUs,
needs two threads running at once, and sees a page another CPU unmapped
fault (the TLB shootdown): it prints what it printed on Linux 6.1
(tests/kernel/smpcheck.linux), and on one CPU it cannot finish its
ping-pong.  tests/glibc/schedrace.c's threads, moved between the CPUs
while they sleep, fault and trap, find their pages and breakpoints as
they left them.  An oops taken on CPU 1 says `CPU:    1`, and so does the
double fault of a stack overflow there; a module that keeps CPU 1 busy
is reported by the soft-lockup detector with its call trace;
on_each_cpu() from a module runs on every CPU."""

import re
import time

import oracle
import test_gdb as gdb_tests
from test_busybox import Session, busybox_or_skip, glibc_or_skip
from test_module_api import build
from test_threads import cpuinfo_fields, linux_output

BOOT_LINE = "smpboot: Booting Node 0 Processor %d APIC 0x%x"


def without_kernel_lines(out):
    """out without the console's "NAME[PID]: unknown system call N" (the
    kernel's note, once a boot, of glibc's clone3 and rseq)"""
    return "".join(line for line in out.splitlines(True)
                   if not re.fullmatch(r"\S+\[\d+\]: unknown system call "
                                       r"\d+\n", line))


def cpuinfo_entries(text):
    """[{name: value}] of /proc/cpuinfo, one dict per CPU"""
    return [dict(cpuinfo_fields(block)) for block in text.split("\n\n")
            if block.strip()]


def check_cpus(vm, n):
    """vm booted with n CPUs: the boot's lines, /proc/cpuinfo, /proc/stat"""
    log = vm.log
    for cpu in range(1, n):
        assert BOOT_LINE % (cpu, cpu) in log, log
    assert BOOT_LINE % (n, n) not in log, log
    assert "smp: Brought up 1 node, %d CPU%s\n" % (n, "s" if n > 1 else "") \
        in log, log
    cpus = cpuinfo_entries(vm.run("cat /proc/cpuinfo"))
    assert [c["processor"] for c in cpus] == [str(i) for i in range(n)]
    for i, c in enumerate(cpus):
        # Linux 6.1, QEMU -smp 2: one package of n cores
        assert (c["physical id"], c["siblings"], c["core id"],
                c["cpu cores"], c["apicid"]) == \
            ("0", str(n), str(i), str(n), str(i)), c
    stat = vm.run("cat /proc/stat").splitlines()
    names = [line.split()[0] for line in stat[:n + 1]]
    assert names == ["cpu"] + ["cpu%d" % i for i in range(n)], stat
    for line in stat[:n + 1]:   # proc(5): ten columns of ticks
        assert re.fullmatch(r"cpu(\d+| )( \d+){10}", line), \
            line


def test_two_cpus_boot_and_show_in_proc(k):
    check_cpus(k.boot(smp=2), 2)


def test_four_cpus_boot_and_show_in_proc(k):
    check_cpus(k.boot(smp=4), 4)


def test_one_cpu_machine_stays_uniprocessor(k):
    vm = k.boot(smp=1)
    check_cpus(vm, 1)
    assert "APIC timer" not in vm.log


def test_nosmp_and_maxcpus_1_keep_one_cpu(k):
    for option in ("nosmp", "maxcpus=1", "maxcpus=0"):
        check_cpus(k.boot(option, smp=2), 1)


def test_maxcpus_limits_and_bad_value_is_reported(k):
    check_cpus(k.boot("maxcpus=2", smp=4), 2)
    vm = k.boot("maxcpus=many", smp=2)
    assert "bad value 'many' for parameter 'maxcpus': ignored" in vm.log
    check_cpus(vm, 2)


def test_glibc_threads_run_on_two_cpus_as_on_linux(k):
    """sched_getaffinity/setaffinity, sched_getcpu, a ping-pong that
    needs true parallelism and a TLB shootdown, as on Linux 6.1"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    want = linux_output("smpcheck.linux")
    s = Session(k, smp=2)
    assert without_kernel_lines(s.ok("/glibc/smpcheck")) == want
    assert "Oops" not in s.vm.log


def test_threads_moved_while_they_sleep_fault_and_trap(k):
    """tests/glibc/schedrace on 2 CPUs for 6 s: workers that sleep and
    wake through pipes, fault pages in and take int3 while the main
    thread moves them between the CPUs, beside two threads that burn
    their slices, all with a slice of one tick.  A task preempted
    at the top of schedule() and pulled to the other CPU used to finish
    that schedule() with the first CPU's run queue and idle task (both
    CPUs on one idle stack; a TSS esp0 left on it, every user fault
    then taken as swapper's): every check must hold, with no oops and no
    segfault reported"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k, smp=2)
    out, rc = s.run("/glibc/schedrace 6", timeout=60)
    assert rc == 0, out
    out = without_kernel_lines(out)
    want = "moves: all done\n" + "".join(
        "worker %d: some rounds, right pages, all breakpoints\n" % i
        for i in range(4))
    assert out == want, out
    for bad in ("Oops", "BUG:", "WARNING:", "segfault", "Kernel panic"):
        assert bad not in s.vm.log, s.vm.log


def test_glibc_threads_on_one_cpu_take_turns(k):
    """the same program on one CPU: CPU 1 is refused, and the ping-pong
    cannot finish (so the 2-CPU test above proves parallelism).  Each of
    its 600 moves waits for a time slice here, at least a tick (10 ms):
    6 s at best, so a 3 s limit is enough to tell."""
    busybox_or_skip(k)
    glibc_or_skip(k)
    s = Session(k, smp=1)
    out = without_kernel_lines(s.ok("/glibc/smpcheck 3"))
    assert "pinned to 1: Invalid argument, sched_getcpu() = 0\n" in out
    assert "ping-pong of 300 turns: not in parallel\n" in out
    assert out.startswith("CPUs allowed: 0 (1)\n"), out


def test_oops_on_cpu_1_names_it(k):
    """user/taskset.c runs `oops null` on CPU 1 only"""
    vm = k.boot(smp=2)
    vm.run("taskset 2 oops null")
    oops = vm.log[vm.log.index("Unable to handle kernel NULL"):]
    assert "\nCPU:    1\n" in oops, oops
    assert "EIP is at oops_null" in oops, oops
    # the machine goes on, on both CPUs
    assert vm.run("taskset 1 echo zero") == "zero\n"
    assert vm.run("taskset 0x2 echo one") == "one\n"
    assert vm.run("taskset 4 echo two") == \
        "taskset: failed to set pid 0's affinity: Invalid argument\n"


def test_stack_overflow_on_cpu_1_is_a_double_fault_oops(k):
    """each CPU has its own double-fault task (arch/i386/kernel/
    doublefault.c): an overflow on CPU 1 is reported there, twice, as on
    CPU 0, and the machine goes on"""
    vm = k.boot(smp=2)
    for cpu in (1, 0, 1):
        vm.run("taskset %d oops overflow" % (1 << cpu))
        log = vm.log[vm.log.rindex("double fault: 0000"):]
        oops = oracle.parse_oops(log)
        assert oops["at"][0] == "oops_overflow_recurse", log
        assert "\nCPU:    %d\n" % cpu in log, log
    assert vm.run("taskset 2 echo one") == "one\n"
    assert vm.run("taskset 1 echo zero") == "zero\n"


def test_module_sees_every_cpu_and_soft_lockup_is_reported(k):
    """on_each_cpu() from a module; then the module's init keeps CPU 1
    busy for 3 s, with the detector's limit at 1 s"""
    ko = build(k, "gcc")["smp-demo"]
    vm = k.boot("softlockup_thresh=1", smp=2, initrd=[ko])
    vm.run("insmod /smp-demo.ko")
    assert "smp_demo: on_each_cpu() ran on 2 of 2 online CPUs, loaded " \
        "on CPU" in vm.log, vm.log
    vm.run("rmmod smp_demo")
    vm.run("taskset 2 insmod /smp-demo.ko hog=3", timeout=60)
    log = vm.log
    m = re.search(r"BUG: soft lockup - CPU#1 stuck for (\d+)s! "
                  r"\[insmod:\d+\]\n", log)
    assert m and int(m.group(1)) >= 1, log
    report = log[m.end():]
    assert "CPU:    1\n" in report, report
    assert re.search(r"Call Trace:(.*\n)*.*smp_demo_init \[smp_demo\]",
                     report), report
    assert vm.run("echo still here") == "still here\n"


def test_stop_machine_stops_the_other_cpus(k):
    """smp-demo stop=1, loaded on CPU 0: a thread on CPU 1 counts
    without the big kernel lock; under stop_machine() its count stands
    still for 20 ms, and it moved in the 20 ms before"""
    ko = build(k, "gcc")["smp-demo"]
    vm = k.boot(smp=2, initrd=[ko])
    vm.run("taskset 1 insmod /smp-demo.ko stop=1; rmmod smp_demo")
    m = re.search(r"smp_demo: CPU 1's counter moved (\d+) in 20 ms, (.*) "
                  r"under stop_machine\(\) on CPU 0\n", vm.log)
    assert m and int(m.group(1)) > 0, vm.log
    assert m.group(2) == "stood still", vm.log
    assert "BUG" not in vm.log and "Oops" not in vm.log, vm.log


def test_panic_stops_the_other_cpus(k):
    """smp-panic, loaded on CPU 0, panics while its thread on CPU 1
    prints a line a millisecond without the big kernel lock: panic()
    stops CPU 1 before its message, so no line of the thread follows"""
    ko = build(k, "gcc")["smp-panic"]
    vm = k.boot(smp=2, initrd=[ko])
    vm.send("taskset 1 insmod /smp-panic.ko\r")
    vm.expect("Kernel panic: smp_panic on CPU 0\n", timeout=30)
    time.sleep(1)       # the machine halts; CPU 1, not stopped, printed
    log = vm.log
    before, after = log.split("Kernel panic: smp_panic on CPU 0\n", 1)
    assert len(re.findall(r"smp_panic: CPU 1 still running, line \d+\n",
                          before)) >= 5, log
    assert "still running" not in after, log


def test_gdb_lists_the_cpus_and_steps_on_cpu_1(k):
    """docs/gdb.md, "Several CPUs": QEMU's stub shows each CPU as a
    thread; a breakpoint that CPU 1 hits names thread 2, and `next` with
    scheduler-locking steps there"""
    vm, port = gdb_tests._boot(k, smp=2)
    # once gdb waits at its breakpoint
    vm.send("sleep 3; taskset 2 cat /proc/cpuinfo >/dev/null; echo read\r")
    out = gdb_tests._gdb(k, port, "break cpuinfo_show_cpu", "continue",
                        "info threads", "set scheduler-locking step",
                        "next", "thread", "detach")
    gdb_tests._search(r"^Thread 2 hit Breakpoint 1, cpuinfo_show_cpu \("
                      r".*\) at arch/i386/kernel/cpu/proc\.c:\d+$", out)
    gdb_tests._search(r"^  1 +Thread 1\.1 \(CPU#0 \[\w+ *\]\)", out)
    gdb_tests._search(r"^\* 2 +Thread 1\.2 \(CPU#1 \[\w+ *\]\) "
                      r"cpuinfo_show_cpu ", out)
    # one line on, still on CPU 1
    gdb_tests._search(r"^\d+\t.*\n\[Current thread is 2 \(Thread 1\.2\)\]",
                      out)
    vm.expect("\nread\n", timeout=30)
