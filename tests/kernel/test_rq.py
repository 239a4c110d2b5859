"""Issue 28: the per-CPU run queues (kernel/sched.c, docs/smp.md
"Scheduling") and the busy-waits the SMP tests lean on (lib/delay.c).

Two CPU-bound processes on a 2-CPU machine end up one on each CPU: the
second starts on its parent's CPU (wake_up_new_task()) and only load
balancing (load_balance(): the idle CPU pulls) moves it, which /proc/stat
shows as user time on both cpuN lines (proc(5): the second column).
mdelay() lasts what it says, measured by the guest's own clock, also when
the host is busy (a delay of a thousand 1 ms deadlines ran four times too
long under QEMU)."""

import re

from test_module_api import build


def cpu_user_ticks(vm, n):
    """[user ticks of cpu0 .. cpuN-1] from /proc/stat"""
    stat = vm.run("cat /proc/stat")
    return [int(re.search(r"^cpu%d (\d+) " % i, stat, re.M).group(1))
            for i in range(n)]


def test_two_cpu_hogs_are_spread_over_two_cpus(k):
    vm = k.boot(smp=2)
    before = cpu_user_ticks(vm, 2)
    out = vm.run("cpuburn 2", timeout=120)
    assert re.fullmatch(r"bench: cpuburn_ms \d+ ms\n", out), out
    grew = [b - a for a, b in zip(before, cpu_user_ticks(vm, 2))]
    # one process a CPU: each CPU ran about half of the user time
    assert min(grew) * 3 > sum(grew), grew


def uptime(vm):
    return float(vm.run("cat /proc/uptime").split()[0])


def test_mdelay_lasts_what_it_says(k):
    """smp-demo's hog=2 is mdelay(2000) in the module's init; on one CPU
    the PIT's ticks (jiffies, /proc/uptime) go on meanwhile, though a busy
    host loses some of them: /proc/uptime may count less than 2 s, never
    the 8 s that 2000 deadlines of 1 ms took"""
    ko = build(k, "gcc")["smp-demo"]
    vm = k.boot(smp=1, initrd=[ko])
    start = uptime(vm)
    vm.run("insmod /smp-demo.ko hog=2", timeout=60)
    took = uptime(vm) - start
    assert 1.0 <= took < 4.0, took
    vm.run("rmmod smp_demo")
