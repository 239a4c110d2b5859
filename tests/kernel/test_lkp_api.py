"""The calls Linux Kernel Programming's examples (both volumes) make that
oops386 gained for them (docs/module-api.md), from modules of our own
in the books' style (tests/modules/lkp-*), built out of tree by gcc and
by clang without a warning, loaded on one machine per compiler and
checked against what Python reckons: struct cpumask on the stack and
the kernel's CPU sets, get_nr_threads(), the context-switch and fault
counters, in_serving_softirq() in a timer and under local_bh_disable(),
fsleep(), wake_up_process()'s answer, a kernel thread that
allow_signal()s SIGUSR1 and is woken by kill(1), file_path() of a misc device,
platform_add_devices() and its undoing, mm->map_count against
/proc/PID/maps, PHYS_PFN(), the module region and _IOC_*().  After each
rmmod /proc/meminfo reads as before."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_module_api import build  # noqa: E402

MINE = ["lkp-sched", "lkp-dev"]


def boot(k, cc):
    kos = build(k, cc)
    return k.boot(initrd=[kos[name] for name in MINE], shared=True)


def check_sched(vm):
    before = vm.run("cat /proc/meminfo")
    out = vm.run("insmod lkp-sched.ko")
    pid = re.search(r"lkp_sched: signal: thread (\d+)", out).group(1)
    # SIGTERM is dropped (kill still succeeds); SIGUSR1 wakes the thread
    assert vm.run("kill -15 %s" % pid).strip() == "", pid
    vm.run("kill -10 %s; sleep 1" % pid)
    assert "lkp_sched: signal: usr1=1 term=0" in vm.run("dmesg"), pid
    bye = vm.run("rmmod lkp_sched")
    assert vm.run("cat /proc/meminfo") == before, out + bye
    cpus = len(re.findall(r"^processor", vm.run("cat /proc/cpuinfo"), re.M))
    # {0, 3}: two CPUs, 0 the first; with 0 cleared only bit 3 is left
    assert "lkp_sched: mask: weight=2 has0=1 has1=0 has3=1 first=0" in out
    assert "lkp_sched: mask: after clear0 bits=0x8 empty=0" in out, out
    assert ("lkp_sched: online: weight=%d num_online=%d nr_cpu_ids=%d "
            "of0=1 of1=1" % (cpus, cpus, cpus)) in out, out
    # insmod is one thread, slept in msleep() and faulted its pages in
    assert "task: threads=1 voluntary_grew=1" in out, out
    assert re.search(r"involuntary=\d+ minflt_some=1", out), out
    # bottom halves off is still task context; a timer callback is not
    assert "context: bh-off in_softirq=1 serving=0 in_task=1" in out, out
    assert ("context: timer serving=1 in_task=0; init serving=0 "
            "in_task=1") in out, out
    assert "lkp_sched: wake: sleeping=1 running=0" in out, out
    assert "lkp_sched: fsleep: 5us=1 2ms=1 50ms=1" in out, out
    assert "lkp_sched: bye" in bye, bye


def check_dev(vm):
    before = vm.run("cat /proc/meminfo")
    out = vm.run("insmod lkp-dev.ko")
    assert "lkp_dev: platform: table of 2: 0" in out, out
    # the second of the clashing table is taken: EEXIST, the first undone
    assert "lkp_dev: platform: clashing table: -17" in out, out
    devs = [d.rstrip("/") for d in
            vm.run("ls /sys/bus/platform/devices/").split()]
    assert "lkpplat.0" in devs and "lkpplat.1" in devs, devs
    assert "lkpplat.2" not in devs, devs
    assert "lkp_dev: ioctl: type=k nr=1 size=4 read=1" in out, out
    assert ("lkp_dev: layout: module_in_region=1 fixaddr_size_ok=1 "
            "pfn_ok=1") in out, out
    # one cat opens the device, then lists its own areas
    opened = vm.run("cat /dev/lkpdev /proc/self/maps")
    m = re.search(r"open: (\S+) map_count=(\d+) walked=(\d+)", opened)
    assert m and m.group(1) == "/dev/lkpdev", opened
    assert m.group(2) == m.group(3), opened
    maps = re.findall(r"^[0-9a-f]{8}-[0-9a-f]{8} ", opened, re.M)
    assert int(m.group(2)) == len(maps), opened
    vm.run("rmmod lkp_dev")
    devs = [d.rstrip("/") for d in
            vm.run("ls /sys/bus/platform/devices/").split()]
    assert not [d for d in devs if d.startswith("lkpplat")], devs
    assert vm.run("cat /proc/meminfo") == before


def test_lkp_gcc(k):
    vm = boot(k, "gcc")
    check_sched(vm)
    check_dev(vm)


def test_lkp_clang(k):
    vm = boot(k, "clang")
    check_sched(vm)
    check_dev(vm)
