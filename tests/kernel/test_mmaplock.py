"""The address space's lock, mm->mmap_lock (include/linux/mmap_lock.h,
kernel/locking/rwsem.c, docs/smp.md).

tests/glibc/mmaprace.c on 2 CPUs: a thread on CPU 1 faults in, writes,
drops and reads back pages of its region and probes two guard pages,
while the main thread on CPU 0 maps, fills, mprotects, mremaps and
unmaps the regions on either side.  Every fault must be a SIGSEGV at
the address probed, exactly where the protection says, and no page may
lose a word: it prints what it printed on Linux 6.1 (2 CPUs, the same
QEMU; tests/kernel/mmaprace.linux).  Run twice, half a second each:
/proc/meminfo after the second run is what the first left, and the
kernel neither oopsed nor reported a lock misuse.

The lock's own checks (kernel/locking/rwsem.c): tests/modules/lockbug
with bug=rwsem takes insmod's mmap_lock to read twice and releases it
once too often; both are reported in lockdep's words, with a call trace,
and refused, and the lock works after.  With bug=rwsem_order, a reader
that comes while a writer waits for another reader goes in after the
writer (writers first).
"""

import re

from test_module_api import build, load_unload
from test_perm import command_twice_as_linux


def test_faults_beside_mmap_munmap_mprotect_on_two_cpus(k):
    command_twice_as_linux(k, "/glibc/mmaprace 0.5", "mmaprace.linux",
                           smp=2)


def test_rwsem_checks_and_writers_first(k):
    """tests/modules/lockbug bug=rwsem: insmod reads its own mmap_lock
    twice (reported in lockdep's words, refused), releases it once too
    often (reported, refused); the lock works after.  bug=rwsem_order:
    a reader that comes while a writer waits goes in after it"""
    ko = build(k, "gcc")["lockbug"]
    vm = k.boot(initrd=[ko])
    out, bye = load_unload(vm, ko, "bug=rwsem")
    m = re.search(r"WARNING: possible recursive locking detected\n"
                  r"(.*\n)*?insmod/(\d+) is trying to acquire lock:\n"
                  r" \(&mm->mmap_lock\)\n\n"
                  r"but task is already holding lock:\n"
                  r" \(&mm->mmap_lock\)\n", out)
    assert m, out
    assert re.search(r"Call Trace:(.*\n)*?.*\] rwsem \[lockbug\]", out), out
    assert "oops386: down_read() returns without the lock" in out, out
    assert "lockbug: after rwsem recursion, count=1\n" in out, out
    assert re.search(r"WARNING: bad unlock balance detected!\n(.*\n)*?"
                     r"insmod/%s is trying to release lock "
                     r"\(&mm->mmap_lock\) at:\n" % m.group(2), out), out
    assert "but there are no more locks to release!" in out, out
    assert "lockbug: after bad up_read, count=0\n" in out, out
    assert "lockbug: write lock taken, count=-1\n" in out, out
    assert "lockbug: exit" in bye, bye
    # writers first: reader B, coming while the writer waits for reader
    # A, goes in after the writer
    out, bye = load_unload(vm, ko, "bug=rwsem_order")
    assert "lockbug: rwsem order: A W B \n" in out, out
    for bad in ("Oops", "BUG:"):
        assert bad not in vm.log, vm.log
