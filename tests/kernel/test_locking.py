"""SMP locks as a module uses them (tests/modules/smp-locks): ticket
spinlocks and rwlocks refuse a trylock while held and take it when free,
the cross-CPU calls run once per online CPU and refuse a CPU that is not
online (-ENXIO, as Linux's smp_call_function_single()), a semaphore of
two units never lets a third thread in; and the lock debugger's lockup
report, Linux's CONFIG_DEBUG_SPINLOCK lines ("BUG: spinlock lockup
suspected on CPU#N, comm/pid", then the lock with its owner and owner's
CPU).  Memory as before after rmmod.  The atomics and ticket locks under
real contention between CPUs: tests/host/test_spinlock.c."""

import re

from test_module_api import build, load_unload

ENXIO = 6   # errno.h, Linux's value


def run(k, cc, args=""):
    ko = build(k, cc)["smp-locks"]
    vm = k.boot(initrd=[ko])
    out, bye = load_unload(vm, ko, args)
    assert "locks: exit" in bye, bye
    return out


def check_api(k, cc):
    out = run(k, cc)
    assert ("locks: trylock held=0 free=1 read+read=1 read+write=0 "
            "write+read=0") in out, out
    m = re.search(r"locks: on_each_cpu ran (\d+) times on (\d+) CPUs", out)
    assert m and m.group(1) == m.group(2) and int(m.group(1)) >= 1, out
    assert ("locks: call on CPU %s (not online)=-%d" % (m.group(2), ENXIO)
            in out), out
    assert "locks: semaphore users=4 most inside=2" in out, out
    assert "BUG:" not in out, out


def test_lock_api_gcc(k):
    check_api(k, "gcc")


def test_lock_api_clang(k):
    check_api(k, "clang")


def test_spinlock_lockup_names_the_holder_and_its_cpu(k):
    out = run(k, "gcc", "bug=lockup")
    m = re.search(r"BUG: spinlock lockup suspected on CPU#(\d+), "
                  r"insmod/\d+\n lock: l, \.magic: dead4ead, \.owner: "
                  r"holder/(\d+), \.owner_cpu: (\d+)", out)
    assert m, out
    assert m.group(1) == m.group(3), out    # the holder sleeps on our CPU
    assert re.search(r"Call Trace:(.*\n)*.*smp_locks_init", out), out
    assert "locks: after the report, still held=1" in out, out
    assert "locks: holder let go, held=0" in out, out
