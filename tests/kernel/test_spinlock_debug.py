"""The spinlock debugger's reports on two CPUs (kernel/locking/spinlock.c,
docs/smp.md), each made on demand by tests/modules/lockbug, with the
lines of Linux's CONFIG_DEBUG_SPINLOCK (lib/spinlock_debug.c: "BUG:
spinlock recursion on CPU#0, insmod/42", then " lock: ..., .magic:
dead4ead, .owner: insmod/42, .owner_cpu: 0").  A recursive take, an
unlock of a lock nobody holds and one of a lock another CPU holds are
reported and not done: the module goes on, finds the lock as it should
be, and the kernel keeps running (as Linux does after these reports).  A
lock another CPU keeps too long is reported as a suspected lockup with
the spinning CPU's call trace, then the holder's CPU's, which it answers
from an NMI ("NMI backtrace for cpu 1", as Linux 6.1's
trigger_single_cpu_backtrace()), though it spins with interrupts off."""

import re

from test_module_api import build, load_unload

LOCK_LINE = (r" lock: l, \.magic: dead4ead, \.owner: %s, "
             r"\.owner_cpu: %s\n")
# The other CPU's function-call IPI holds the lock in whatever task it
# interrupted: its idle task (swapper/0) mostly, but the shell waiting
# for insmod can still be running there (sh/3 in one CI run)
IPI_OWNER = r"[^,\s]+/\d+"


def boot(k):
    ko = build(k, "gcc")["lockbug"]
    return k.boot(initrd=[ko], smp=2), ko


def report(out, what, owner, owner_cpu):
    """The two lines of the report; the CPU it was made on."""
    m = re.search(r"BUG: spinlock %s on CPU#(\d), insmod/(\d+)\n" % what
                  + LOCK_LINE % (owner, owner_cpu), out)
    assert m, out
    return m


def test_recursion_bad_unlock_and_wrong_owner_are_reported(k):
    vm, ko = boot(k)
    out, bye = load_unload(vm, ko, "bug=recursion")
    m = report(out, "recursion", r"insmod/(\d+)", r"(\d)")
    assert m.group(2) == m.group(3) and m.group(1) == m.group(4), out
    # dump_stack()'s first line names the same CPU and task
    assert "CPU: %s PID: %s Comm: insmod" % (m.group(1), m.group(2)) in out, \
        out
    assert re.search(r"Call Trace:(.*\n)*?.*\] recursion \[lockbug\]", out), \
        out
    assert "lockbug: after recursion, held=1" in out, out
    assert "lockbug: unlocked, held=0" in out, out
    assert "lockbug: exit" in bye, bye

    out, bye = load_unload(vm, ko, "bug=unlock")
    report(out, "already unlocked", "<none>/-1", "-1")
    assert "lockbug: after bad unlock, held=0" in out, out
    assert "lockbug: lock and unlock still work, held=0" in out, out

    out, bye = load_unload(vm, ko, "bug=owner")
    m = report(out, "wrong owner", IPI_OWNER, r"(\d)")
    assert m.group(1) != m.group(3), out
    assert "lockbug: after wrong-owner unlock, held=1" in out, out
    assert "lockbug: owner let go, held=0" in out, out
    assert "Oops" not in out + bye, out + bye
    assert "BUG: sleeping" not in out + bye, out + bye
    assert vm.run("echo still here").strip().endswith("still here")


def test_lockup_shows_both_cpus_traces(k):
    vm, ko = boot(k)
    out, bye = load_unload(vm, ko, "bug=lockup")
    # the holder is the other CPU's IPI handler
    m = report(out, "lockup suspected", IPI_OWNER, r"(\d)")
    me, holder = m.group(1), m.group(3)
    assert me != holder, out
    rest = out[m.end():]
    ours = re.search(r"Call Trace:(.*\n)*?.*\] lockup \[lockbug\]", rest)
    assert ours, out
    theirs = re.search(r"Sending NMI from CPU %s to CPUs %s:\n"
                       r"NMI backtrace for cpu %s\n(.*\n)*?CPU:    %s\n"
                       r"(.*\n)*?Call Trace:(.*\n)*?.*\] hold \[lockbug\]"
                       % (me, holder, holder, holder), rest)
    assert theirs and theirs.start() > ours.start(), out
    assert "lockbug: lockups reported=1, then taken on CPU#%s" % me in out, \
        out
    assert "lockbug: exit" in bye, bye
