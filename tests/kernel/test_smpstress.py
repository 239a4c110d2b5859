"""Issue 28: modules loaded and unloaded while every CPU uses them.

tests/glibc/smpstress.c runs on 4 CPUs for FUZZ_SECONDS (6 by default):
on each CPU a loader (finit_module, delete_module), a user of the
modules' /proc, /dev, debugfs and sysfs files and parameters, a crasher
whose child fires modules/crasher's BUG() (the first one of each CPU
with the module loaded for sure), a forker (fork, mmap, exec)
and a process of threads taking turns on a futex and remapping memory
the others read.  The kernel must survive it: no oops but the crasher's
(each names the CPU it happened on and crasher_fire in its trace, and
there are as many as the children killed), no other BUG or WARNING, no
hang, and afterwards, every module removed, the same free memory and
the same live slab objects (slub_debug's slab_alloc_traces) as before.
"""

import os
import re
import sys

from test_busybox import glibc_or_skip
from test_module_api import build, within_grace

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tools"))
import sysfuzz  # noqa: E402

CPUS = 4
# tests/modules folders, with their load arguments
TEST_MODULES = {"hello-param": "", "api-procfs": "", "sysfs-attr": "",
                "unload-race": "naptime=20", "debugfs-demo": "",
                "api-params": "", "percpu-demo": ""}
KERNEL_MODULES = ["hello", "crasher"]   # modules/, in linux-progs.cpio
TRACES = "/sys/kernel/debug/slab_alloc_traces"


def seconds():
    return int(os.environ.get("FUZZ_SECONDS", "6"))


def module_args(k):
    # one folder, the kernel's release (scripts/linux-progs.mk)
    release, = os.listdir(os.path.join(k.build, "linux-progs", "lib",
                                       "modules"))
    args = ["/lib/modules/%s/%s.ko" % (release, m) for m in KERNEL_MODULES]
    args += ["/%s.ko%s" % (m, ":" + a if a else "")
             for m, a in TEST_MODULES.items()]
    return args


def live_objects(vm):
    """slab objects allocated now, summed over their callers"""
    return sum(int(n) for n in re.findall(r"^\s*(\d+) ", vm.run(
        "cat " + TRACES), re.M))


def unload_all(vm):
    for _ in range(20):
        names = re.findall(r"^(\S+) ", vm.run("cat /proc/modules"), re.M)
        if not names:
            return
        for n in names:
            # "; echo": debugfs_demo's goodbye may end without a newline
            # (the message a user role wrote, "hi"), which would hide
            # the prompt at the start of its line
            vm.run("rmmod %s; echo" % n)
    assert False, vm.run("cat /proc/modules")


def settle(vm):
    """No smpstress process left (a crasher's child may still be
    exiting), every module gone; (MemFree, live slab objects)"""
    sysfuzz.wait_gone(vm)
    unload_all(vm)
    return (sysfuzz.memfree_of(vm.run("cat /proc/meminfo")),
            live_objects(vm))


def oopses(log):
    """[(cpu, text)] of each oops in log"""
    starts = [m.start() for m in re.finditer(r"^-+\[ cut here \]", log,
                                             re.M)]
    return [(re.search(r"^CPU:\s+(\d+)", text, re.M), text)
            for text in (log[a:b] for a, b in zip(starts, starts[1:] +
                                                   [len(log)]))]


def test_modules_used_on_every_cpu_while_loaded_and_unloaded(k):
    glibc_or_skip(k)
    kos = build(k, "gcc")
    vm = k.boot(smp=CPUS, initrd=[os.path.join(k.build, "initramfs.cpio"),
                                  os.path.join(k.build, "linux-progs.cpio")]
                + [kos[m] for m in TEST_MODULES])
    cmd = "/glibc/smpstress %%d %s" % " ".join(module_args(k))
    vm.run(cmd % 2, timeout=300)      # sizes the caches
    before = settle(vm)
    start = len(vm.log)
    out = vm.run(cmd % seconds(), timeout=sysfuzz.hang_after(seconds()))
    log = vm.log[start:]
    assert "smpstress: done" in out, sysfuzz.log_tail(log)
    # not anchored at the line's start: a kernel line without its newline
    # (debugfs_demo echoes a message written as "hi") may precede one
    counts = dict((n, int(v)) for n, v in
                  re.findall(r"smpstress: (\w+) (\d+)$", out, re.M))
    assert counts["failed_roles"] == 0, out
    # the intended oopses: one per crasher child killed, each in
    # crasher_fire, and nothing else the kernel calls a bug; each CPU's
    # first child fires for sure (smpstress.c, fire())
    found = oopses(log)
    assert len(found) == counts["oopses"] >= CPUS, out
    for cpu, text in found:
        assert cpu and int(cpu.group(1)) < CPUS, text
        assert "kernel BUG at " in text and "crasher_fire" in text, text
    rest = re.sub(r"^-+\[ cut here \]-+\n(.*\n)*?Code: .*\n", "", log,
                  flags=re.M)
    crash = sysfuzz.CRASH.search(rest)
    assert not crash, rest[max(0, crash.start() - 2000):crash.start() + 3000]
    assert counts["loads"] > 0 and counts["unloads"] > 0, out
    assert counts["reads"] > 0 and counts["writes"] > 0, out
    assert counts["execs"] > 0 and counts["futex_turns"] > 0, out
    assert vm.run("echo alive") == "alive\n"
    # exited tasks are freed a grace period later (call_rcu()), which on
    # 4 vCPUs of a loaded host may outlast the first look: a leak stays
    after = within_grace(vm, before, lambda: settle(vm))
    assert after == before, vm.run("cat " + TRACES)
