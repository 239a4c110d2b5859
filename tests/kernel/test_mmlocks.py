"""The allocators' own locks, real on two CPUs (docs/smp.md, "Locks of
mm/ and arch/"): tests/modules/mm-locks starts a thread per CPU that
gives up the big kernel lock, so that only the allocators' locks keep
the CPUs apart, and all replace page blocks, kmalloc() objects and
objects of one shared kmem_cache at once, each filled with its owner's
pattern and checked before it is freed.  Without the zone's lock
(mm/page_alloc.c) or a kmalloc class's list_lock (mm/slab.c), two CPUs
are handed the same memory: a pattern overwritten, the debug
allocator's report of a free list or page map gone wrong ("BUG
kmalloc-256 (Not tainted): Left Redzone overwritten"), or an oops or
panic.  With them: nothing bad, and every page and object back after
rmmod.  (vmalloc() is left out: see the module.)"""

import os
import re
import sys

from test_module_api import build, load_unload

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
import sysfuzz  # noqa: E402

ROUNDS = 5000
# SLUB's reports ("BUG kmalloc-64 (Not tainted): Poison overwritten")
# and page poisoning's, besides every oops, BUG: and WARNING:
DAMAGE = re.compile(r"^BUG kmalloc-|^pagealloc: memory corruption", re.M)


def test_allocators_hammered_by_two_cpus_without_the_bkl(k):
    ko = build(k, "gcc")["mm-locks"]
    vm = k.boot(initrd=[ko], smp=2)
    start = len(vm.log)
    out, _ = load_unload(vm, ko, "rounds=%d" % ROUNDS)
    log = vm.log[start:]
    assert not sysfuzz.CRASH.search(log) and not DAMAGE.search(log), log
    m = re.search(r"mm-locks: (\d+) threads, (\d+) rounds, on CPUs "
                  r"(0x\w+), (\d+) blocks bad", out)
    assert m, out
    assert m.groups() == ("2", str(ROUNDS), "0x3", "0"), out
