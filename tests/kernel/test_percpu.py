"""Per-CPU data in a module (tests/modules/percpu-demo, LTP's
test_per_cpu_allocator_module style): the loader gives the module's
.data..percpu a copy on every possible CPU with its initial values,
the this_cpu operations add up, alloc_percpu() of many sizes and
alignments gives each CPU its own aligned copy, forty of 8 KiB take
more chunks (mm/percpu.c chunk_alloc()) given back when empty, and a
request larger than a unit is refused with Linux's warning.  gcc and
clang, memory as before after rmmod; loaded and removed again and
again, so that per-CPU room not given back (the module's copies, its
kept allocation, a chunk) would show in /proc/meminfo or make a load
fail."""

import re

from test_module_api import build, load_unload

ROUNDS = 12     # 12 x (module copies + kept long) > the first chunk


def check(k, cc, rounds=1):
    ko = build(k, cc)["percpu-demo"]
    vm = k.boot(initrd=[ko])
    for _ in range(rounds):
        out, bye = load_unload(vm, ko)
        m = re.search(r"percpu: template on (\d+) of (\d+) CPUs, "
                      r"this_cpu=6, sum=(\d+)", out)
        assert m and m.group(1) == m.group(2), out
        # 7 on the CPU that ran init, plus one on_each_cpu() call per CPU
        assert int(m.group(3)) == 7 + int(m.group(2)), out
        assert "percpu: 24 of 24 allocations good" in out, out
        # more than the first chunk holds: the allocator takes more
        assert ("percpu: 40 of 40 allocations of 8192 bytes good"
                in out), out
        assert ("illegal size (1048576) or align (4) for percpu "
                "allocation") in out, out
        assert "percpu: too big: refused" in out, out
        assert ("percpu: alloc_percpu(long) zeroed on %s CPUs" % m.group(2)
                in out), out
        assert "percpu: freed" in bye, bye
    return vm


def test_percpu_gcc(k):
    check(k, "gcc")


def test_percpu_clang(k):
    check(k, "clang")


def test_percpu_room_given_back_at_rmmod(k):
    vm = check(k, "gcc", ROUNDS)
    assert "allocation failed" not in vm.run("dmesg"), "leak"
