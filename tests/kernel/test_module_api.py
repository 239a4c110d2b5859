"""The Linux kernel API teaching modules use (docs/modules.md, "Kernel
API for modules"): the modules of tests/modules/, each built out of
tree with `make M=` by gcc and by clang without a warning, loaded,
checked against what their source says they print (with Python's own
arithmetic, sorting and stat module as the oracles), and unloaded with
/proc/meminfo as it was.  api-checks makes the mistakes the kernel
must catch, one boot each."""

import os
import re
import stat
import subprocess

import testmods

SRC = os.path.join(os.path.dirname(__file__), "..", "modules")
_built = {}


def build(k, cc):
    """{module folder: .ko path} of every folder of tests/modules built
    with cc, each without a warning.  One parallel make builds them all
    (`make test-modules`, scripts/test-modules.mk; the runner runs it
    beside the tests that need none, tests/lib/testmods.py): this reads
    what it built and the log of each folder's make.  A folder that builds modules of other
    names (lkmpg-vinput: vinput.ko, vkbd.ko) gives each as
    "folder/name"."""
    if cc in _built:
        return _built[cc]
    d = os.path.join(testmods.wait(k.build), cc)
    kos = {}
    for name in sorted(os.listdir(SRC)):
        log = os.path.join(d, name + ".log")
        assert os.path.exists(log), "%s: not built (make test-modules)" % log
        with open(log) as f:
            out = f.read()
        assert out.splitlines()[-1:] == ["exit 0"], out
        assert "warning" not in out, out
        dst = os.path.join(d, name)
        for ko in sorted(f for f in os.listdir(dst) if f.endswith(".ko")):
            key = name if ko == name + ".ko" else name + "/" + ko[:-3]
            kos[key] = os.path.join(dst, ko)
    _built[cc] = kos
    return kos


def meminfo(vm):
    return vm.run("cat /proc/meminfo")


# How many seconds memory freed by RCU callbacks may take to come back
GRACE_TRIES = 3


def within_grace(vm, before, now):
    """now() once it is before again, or after GRACE_TRIES seconds.  On
    two CPUs a module's exited threads are freed by call_rcu()
    (kernel/fork.c delayed_release()), which waits for the other CPU's
    tick or switch: long when the host has not run that vCPU for a
    while (docs/smp.md, "What remains").  A leak never comes back, so
    it still fails."""
    got = now()
    for _ in range(GRACE_TRIES):
        if got == before:
            break
        vm.run("sleep 1")
        got = now()
    return got


def memory_back(vm, before):
    """/proc/meminfo as it was: at once, or a grace period later"""
    return within_grace(vm, before, lambda: meminfo(vm)) == before


def load_unload(vm, ko, args="", name=None):
    """insmod then rmmod; (insmod output, rmmod output); memory as before."""
    name = name or os.path.basename(ko)[:-3].replace("-", "_")
    before = meminfo(vm)
    loaded = vm.run(("insmod %s %s" % (os.path.basename(ko), args)).strip())
    removed = vm.run("rmmod " + name)
    assert memory_back(vm, before), loaded + removed
    return loaded, removed


def boot_all(k, cc):
    """Every module built with cc in /, on the machine the tests that
    load, check and unload them share (run_tests.py)."""
    kos = build(k, cc)
    return kos, k.boot(initrd=list(kos.values()), shared=True)


def check_textbook(vm, kos):
    out, bye = load_unload(vm, kos["hello-param"], "howmany=3 whom=class")
    for i in range(1, 4):
        assert "hello_param: Hello, class (%d of 3)" % i in out, out
    assert "hello_param: Goodbye, class" in bye, bye

    out, bye = load_unload(vm, kos["kthread-counter"])
    assert "counter: started thread counter/0" in out, out
    assert "counter: stopping after counting" in bye, bye
    assert "counter: thread returned 42, counted at least once" in bye, bye

    out, bye = load_unload(vm, kos["timer-tick"], "shots=3")
    ticks = re.findall(r"tick: (\d+) left, in_interrupt=(\d)", out)
    assert ticks == [("2", "1"), ("1", "1"), ("0", "1")], out
    ms = int(re.search(r"tick: done=1 elapsed_ms=(\d+)", out).group(1))
    assert 150 <= ms < 2000, out        # three 50 ms periods
    assert "tick: del_timer_sync=0" in bye, bye

    out, bye = load_unload(vm, kos["workqueue-demo"])
    assert "wq: job 1 ran in events, in_interrupt=0" in out, out
    assert "wq: job 2 ran in mywq, in_interrupt=0" in out, out
    assert "wq: queued again while pending: 0" in out, out
    assert "wq: delayed work ran 1 time(s)" in out, out
    assert "wq: cancel found it pending: 1" in bye, bye
    assert "wq: delayed work ran 1 time(s) in all" in bye, bye

    out, bye = load_unload(vm, kos["sorted-list"], "count=40")
    got = [(int(a), int(b)) for a, b in
           re.findall(r"sorted: key=(\d+) seq=(\d+)", out)]
    assert sorted(s for _, s in got) == list(range(40)), out
    # stable: Python's sort of the insertion order, by key alone
    assert got == sorted(sorted(got, key=lambda e: e[1]),
                         key=lambda e: e[0]), out
    assert len(set(key for key, _ in got)) > 1, out
    assert "sorted: freed 40 nodes" in bye, bye

    out, bye = load_unload(vm, kos["lock-demo"])
    assert ("locks: mutex=100 spin=100 atomic=100 max_inside=1 locked=0"
            in out), out


def check_api(vm, kos):
    out, bye = load_unload(vm, kos["api-printk"], "level=3")
    names = ["emerg", "alert", "crit", "err", "warn", "notice"]
    lines = [l for l in out.splitlines() if l.startswith("api_printk: ")]
    assert lines[:6] == ["api_printk: " + n for n in names], out
    assert "api_printk: info level=3" in lines, out
    assert "no debug here" not in out, out
    assert "api_printk: one two three" in lines, out
    assert "debug from debug" in out, out           # DEBUG in debug.c
    assert "api_printk: sizes 1 2 8 4 8" in lines, out  # i386 psABI
    # Linux's printk_ratelimit(): 10 messages per 5 s (the first load)
    assert "api_printk: ratelimit 10 of 15" in lines, out
    vals = "%d %d %d %d %d %o %d %d %d" % (
        255, -2, 1 << 40, -1, 1 << 33, stat.S_IRUSR | stat.S_IRGRP |
        stat.S_IROTH | stat.S_IWUSR, 1, 0, 0)
    assert "api_printk: values " + vals in lines, out
    modes = "%o %o %o %o" % (
        stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH,
        stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH, stat.S_IRWXU,
        stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    assert "api_printk: modes " + modes in lines, out
    levels = vm.run("dmesg -r")
    assert re.search(r"^<0>api_printk: emerg$", levels, re.M), levels
    assert re.search(r"^<4>api_printk: warn$", levels, re.M), levels
    assert re.search(r"^<7>debug from debug$", levels, re.M), levels
    assert re.search(r"^<6>api_printk: one two three$", levels, re.M)

    out, _ = load_unload(vm, kos["api-atomic"])
    a = 5 + 1 + 10 - 3
    r1 = a = a + 1
    r2 = a = a - 1
    r3, a = a, (7 if a == 13 else a)
    r4, a = a, (9 if a == 13 else a)
    r5, a = a, 1
    a -= 1
    r6 = int(a == 0)
    r7 = int(a != 0)
    want = [r1, r2, r3, r4, r5, r6, r7, a]
    assert "atomic: " + " ".join(map(str, want)) in out, out
    bits = {3, 64, 99}
    w0 = sum(1 << b for b in bits | {7} if b < 32)
    w3 = sum(1 << (b - 96) for b in bits if 96 <= b < 128)
    assert "bitops: 1 0 1 1 0 0 %x %x" % (w0, w3) in out, out
    setbits = sorted(bits - {64} | {7})
    n = 0
    for b in setbits:
        n = n * 1000 + b
    assert "find: 3 %d 0 %d" % (min(b for b in setbits if b >= 8), n) \
        in out, out
    assert "empty: 100" in out, out

    vm.run("insmod api-params.ko nums=7,-8,9 word=hello value=11 "
           "old_style=3 old_name=new")
    out = vm.run("dmesg")
    assert "params: 3 numbers: 7 -8 9" in out, out
    assert "params: word=hello value=11 old_style=3 old_name=new" in out
    sysfs = "/sys/module/api_params/parameters/"
    assert vm.run("cat %snums" % sysfs).strip() == "7,-8,9"
    assert vm.run("cat %svalue" % sysfs).strip() == "11"
    assert vm.run("cat %sold_style" % sysfs).strip() == "3"
    # module_param_cb: the module's own getter fills the page as it likes
    assert vm.run("cat %slevel" % sysfs) == "level 2 of 9\n"
    assert vm.run("cat %scounts" % sysfs) == "4,5,6\n"
    # a writable parameter is set by a write, through the module's setter
    out = vm.run("echo 7 > %slevel" % sysfs)
    assert "params: level set to 7" in out, out
    assert vm.run("cat %slevel" % sysfs) == "level 7 of 9\n"
    vm.run("echo 12 > %slevel" % sysfs)             # refused: EINVAL
    assert vm.run("cat %slevel" % sysfs) == "level 7 of 9\n"
    vm.run("echo bye > %sword" % sysfs)
    assert vm.run("cat %sword" % sysfs) == "bye\n"
    vm.run("echo 1 > %svalue" % sysfs)              # 0444: EACCES
    assert vm.run("cat %svalue" % sysfs) == "11\n"
    vm.run("rmmod api_params")
    out = vm.run("insmod api-params.ko level=10")
    assert "bad value '10' for parameter 'level'" in out, out
    out = vm.run("insmod api-params.ko level=4 counts=1")
    assert "params: level set to 4" in out, out
    assert "params: level=4 counts=1,5,6" in out, out
    vm.run("rmmod api_params")
    out = vm.run("insmod api-params.ko nums=1,2,3,4,5")
    assert "nums" in out and "api_params" not in vm.run("lsmod"), out
    out = vm.run("insmod api-params.ko")
    assert "params: 2 numbers: 1 2" in out, out
    assert "word=none value=5 old_style=1 old_name=old" in out, out
    vm.run("rmmod api_params")

    out, bye = load_unload(vm, kos["api-slab"])
    assert "slab: ctor magic 5a5a, zalloc magic 0" in out, out
    assert "slab: kcalloc sum 0, overflow refused, krealloc kept 7" in out
    assert "slab: kvrealloc kept 8" in out, out
    assert "slab: 'copy me' 'trunc' 'abc'" in out, out
    assert "Objects remaining" not in out, out


def check_pages(vm, kos):
    """api-pages: what Linux Kernel Programming's modules call, against
    Python's arithmetic and the machine's own process list"""
    out, bye = load_unload(vm, kos["api-pages"], "bytes=20481")
    orders = [max(0, (n - 1).bit_length() - 12) for n in (1, 4096, 4097,
                                                           20481)]
    assert "api_pages: get_order %d %d %d %d" % tuple(orders) in out, out
    assert "api_pages: kmem_cache_size 24" in out, out    # 20 + int
    assert "api_pages: strlcat 10 'abcdefg'" in out, out
    assert "api_pages: strncat 'abcd'" in out, out
    m = re.search(r"api_pages: threads: (\d+) processes, (\d+) threads, "
                  r"me 0", out)
    ps = len([l for l in vm.run("ps").splitlines()[1:] if l.strip()])
    assert m and int(m.group(2)) >= int(m.group(1)) >= ps - 2, (out, ps)
    assert "api_pages: fpu bracket ok" in out, out
    assert "api_pages: exact allocated" in out, out
    assert "api_pages: freed" in bye, bye


def test_warn_reports(k):
    """api-warn: the WARN family reports and goes on, once for _ONCE,
    tainting 'W'; refcount_t refuses to come back from 0; rate limits;
    printk's %p extensions as Linux 6.1 prints them (its own boot: the
    taint stays)"""
    kos = build(k, "gcc")
    build(k, "clang")                   # warning-free with clang too
    vm = k.boot(initrd=[kos["api-warn"]])
    out = vm.run("insmod api-warn.ko")
    lines = [l for l in out.splitlines() if l.startswith("api_warn: ")]
    assert "api_warn: WARN_ON(0)=0" in lines, out
    assert "api_warn: WARN_ON(1)=1" in lines, out
    assert "api_warn: WARN=1" in lines, out
    assert "api_warn: WARN_ON_ONCE true 3 times" in lines, out
    reports = re.findall(r"^WARNING: CPU: \d+ PID: \d+ at (\S+):(\d+) "
                         r"(\w+)\+0x[0-9a-f]+/0x[0-9a-f]+( \[api_warn\])?$",
                         out, re.M)
    # WARN_ON(1), WARN(), the one WARN_ON_ONCE, then the refcount's,
    # which names lib/refcount.c as Linux 6.1's does
    assert [(r[0].endswith("api-warn.c") or r[0], r[2], r[3])
            for r in reports] == [
        (True, "warnings", " [api_warn]"), (True, "warnings", " [api_warn]"),
        (True, "warned_here", " [api_warn]"),
        ("lib/refcount.c", "refcount_warn_saturate", "")], out
    assert out.count("------------[ cut here ]------------") == 4, out
    assert out.count("---[ end trace 0000000000000000 ]---") == 4, out
    assert "api_warn: the message, 42" in out, out
    assert "refcount_t: addition on 0; use-after-free." in out, out
    assert "Tainted: G  W" in out or "Tainted: G  W" in vm.run("dmesg"), out
    assert "api_warn: refcount 2, dec_and_test 0 1" in lines, out
    assert "api_warn: inc_not_zero on 0: 0" in lines, out
    assert "api_warn: after inc on 0: %d" % (-(1 << 30)) in lines, out
    assert "api_warn: ratelimit 3 of 8" in lines, out
    limited = [l for l in lines if l.startswith("api_warn: limited ")]
    assert limited == ["api_warn: limited %d" % i for i in range(10)], out
    assert "api_warn: %pe -EINVAL -ENOSPC -EPROBE_DEFER" in lines, out
    assert re.search(r"^api_warn: %pS warnings\+0x0/0x[0-9a-f]+ "
                     r"\[api_warn\]$", out, re.M), out
    assert "api_warn: %ps warnings [api_warn]" in lines, out
    assert "api_warn: %pI4 10.0.2.15 %pi4 010.000.002.015" in lines, out
    assert "api_warn: %pM 52:54:00:12:34:56 %pMR 56:34:12:00:54:52 " \
        "%pm 525400123456" in lines, out
    assert "api_warn: %ph 52 54 00 12 %phC 52:54:00 %phN 5254" in lines, out
    assert "api_warn: %px c0101234 %pK 00000010" in lines, out
    assert "bye" in vm.run("rmmod api_warn")
    assert "Oops" not in vm.log, vm.log


def check_semaphore(vm, kos):
    out, bye = load_unload(vm, kos["api-semaphore"])
    assert "semaphore: 3 workers done, at most 2 inside" in out, out
    assert "semaphore: trylock on empty 1, on lock 0" in out, out
    assert "semaphore: down_timeout -62 after >=100 ms: 1" in out, out
    assert "semaphore: slots 2 lock 1" in bye, bye


def test_gcc(k):
    kos, vm = boot_all(k, "gcc")
    check_textbook(vm, kos)
    check_api(vm, kos)
    check_semaphore(vm, kos)
    check_pages(vm, kos)


def test_clang(k):
    kos, vm = boot_all(k, "clang")
    check_textbook(vm, kos)
    check_api(vm, kos)
    check_semaphore(vm, kos)
    check_pages(vm, kos)


def test_modinfo_parm_types(k):
    """modinfo joins MODULE_PARM_DESC and the type module_param records,
    as kmod's modinfo prints them."""
    ko = build(k, "gcc")["api-params"]
    vm = k.boot(initrd=[ko])
    out = vm.run("modinfo api-params.ko")
    parms = re.findall(r"^parm:\s+(.*)$", out, re.M)
    assert sorted(parms) == sorted([
        "nums:up to four numbers (array of int)", "word:string",
        "value:int", "level:from 0 to 9", "counts:array of int"]), out


def checks(k, bug, cc="gcc"):
    ko = build(k, cc)["api-checks"]
    vm = k.boot(initrd=[ko])
    out, bye = load_unload(vm, ko, "bug=" + bug)
    assert "checks: %s done, preempt_count=0" % bug in out, out
    assert "checks: exit" in bye, bye
    return out


def test_mutex_taken_twice(k):
    out = checks(k, "mutex_twice")
    assert "WARNING: possible recursive locking detected" in out, out
    assert "insmod/" in out and "is trying to acquire lock:" in out, out
    assert re.search(r"Call Trace:(.*\n)*.*_init \[api_checks\]", out), out
    assert "checks: mutex locked=0" in out, out


def test_mutex_unlocked_by_another_task(k):
    out = checks(k, "mutex_owner", "clang")
    assert "WARNING: bad unlock balance detected!" in out, out
    assert re.search(r"unlocker/\d+ is trying to release lock \(m\)", out)
    assert re.search(r"but the lock is held by insmod/\d+", out), out
    assert "checks: still locked=1" in out, out


def test_spinlock_taken_twice(k):
    out = checks(k, "spin_twice")
    assert re.search(r"BUG: spinlock recursion on CPU#\d+, insmod/\d+", out)
    assert re.search(r"lock: s, \.magic: dead4ead, \.owner: insmod/", out)
    assert "checks: spinlock still held=1" in out, out
    assert "already unlocked" not in out, out


def test_sleeping_with_a_spinlock_held(k):
    out = checks(k, "sleep_atomic", "clang")
    assert ("BUG: sleeping function called from invalid context at "
            "kernel/timer.c:") in out, out
    assert "in_atomic(): 1, irqs_disabled(): 0" in out, out
    assert re.search(r"BUG: scheduling while atomic: insmod/\d+/0x00000001",
                     out), out


def test_sleeping_in_a_timer_callback(k):
    out = checks(k, "sleep_irq")
    assert "BUG: sleeping function called from invalid context" in out, out
    assert "in_atomic(): 1, irqs_disabled(): 1" in out, out
    assert re.search(r"sleepy_timer \[api_checks\]", out), out
    assert "oops386: not sleeping in an interrupt handler" in out, out


def test_leftovers_at_rmmod_are_stopped(k):
    ko = build(k, "gcc")["api-checks"]
    vm = k.boot(initrd=[ko])
    vm.run("insmod api-checks.ko leave=1")
    out = vm.run("rmmod api_checks")
    assert re.search(r"rmmod: sleepy_timer \[api_checks\] 0x0 was still "
                     r"pending: timer deleted", out), out
    assert "delayed_work_timer_fn" in out, out
    assert "rmmod: api_checks left kthread idler running" in out, out
    assert "idler" not in vm.run("ps")
    assert "this must never run" not in vm.run("echo alive"), out


def test_cache_destroyed_with_objects(k):
    ko = build(k, "gcc")["api-slab"]
    vm = k.boot(initrd=[ko])
    out = vm.run("insmod api-slab.ko leak=1")
    assert "BUG thing: Objects remaining in thing on " \
        "__kmem_cache_shutdown()" in out, out
    assert "kmem_cache_destroy thing: Slab cache still has objects" in out


def proc_major(vm, name):
    """The major /proc/devices lists for name under Character devices."""
    text = vm.run("cat /proc/devices")
    chars = text.split("Character devices:")[1].split("Block devices:")[0]
    majors = [int(m) for m, n in re.findall(r"^\s*(\d+) (\S+)$", chars, re.M)
              if n == name]
    assert len(majors) == 1, text
    return majors[0]


def check_chardev(vm, kos):
    before = meminfo(vm)
    out = vm.run("insmod api-chardev.ko")
    major = int(re.search(r"chardev: major (\d+), minors 0-1", out).group(1))
    assert proc_major(vm, "apichr") == major
    assert "apichr0" in vm.run("ls /dev") and "apichr1" in vm.run("ls /dev")
    out = vm.run("echo hello > /dev/apichr0")
    assert "chardev: open %d:0 (open #1)" % major in out, out
    assert "chardev: release 0" in out, out
    assert "hello" in vm.run("cat /dev/apichr0").splitlines()
    # the second minor is a device of its own, empty
    assert "hello" not in vm.run("cat /dev/apichr1")
    # llseek, read at a position and the module pinned while open
    out = vm.run("/usr/bin/devtest /dev/apichr1 abcdef /sbin/rmmod "
                 "api_chardev")
    assert "devtest: wrote 6" in out, out
    assert "devtest: seek 1 -> 1" in out, out
    assert 'devtest: read 5 "bcdef"' in out, out
    assert "devtest: end -> 6" in out, out
    assert "rmmod: api_chardev is in use (refcount 1)" in out, out
    assert "devtest: /sbin/rmmod exited 1" in out, out
    assert "api_chardev" in vm.run("lsmod")
    out = vm.run("rmmod api_chardev")
    assert 'chardev: gone, minor 0 held "hello\n"' in out, out
    assert "apichr" not in vm.run("ls /dev")
    assert "apichr" not in vm.run("cat /proc/devices")
    assert meminfo(vm) == before

    before = meminfo(vm)
    out = vm.run("insmod api-misc.ko")
    minor = int(re.search(r"apimisc: minor (\d+)", out).group(1))
    misc = vm.run("cat /proc/misc")
    assert re.search(r"^\s*%d apimisc$" % minor, misc, re.M), misc
    assert proc_major(vm, "misc") == 10
    out = vm.run("cat /dev/apimisc")
    assert "apimisc: open, private_data is ours: 1" in out, out
    assert "apimisc on 10:%d" % minor in out, out
    out = vm.run("echo ping > /dev/apimisc")
    assert re.search(r"apimisc: got [45] bytes: ping$", out, re.M), out
    vm.run("rmmod api_misc")
    assert "apimisc" not in vm.run("ls /dev")
    assert "apimisc" not in vm.run("cat /proc/misc")
    assert meminfo(vm) == before


def test_chardev_gcc(k):
    kos, vm = boot_all(k, "gcc")
    check_chardev(vm, kos)


def test_chardev_clang(k):
    kos, vm = boot_all(k, "clang")
    check_chardev(vm, kos)


def test_mknod_without_driver(k):
    vm = k.boot()
    assert vm.run("mknod /dev/nothing c 200 7") .strip() == ""
    out = vm.run("cat /dev/nothing")
    assert "No such device or address" in out, out      # ENXIO
    # the built-in numbers (Linux's devices.txt) reach the built-in drivers
    vm.run("mknod /tmpnull c 1 3")
    assert "No such" not in vm.run("echo x > /tmpnull")
    assert "No such device" in vm.run("cat /dev/nothing")
    devices = vm.run("cat /proc/devices")
    assert re.search(r"^  1 mem$", devices, re.M), devices
    assert re.search(r"^  5 /dev/tty$", devices, re.M), devices
    # a FIFO needs no driver (fs/fifo.c), as on Linux
    assert vm.run("mknod /dev/fifo p").strip() == ""
    assert "fifo" in vm.run("ls /dev").split()
    vm.run("cat /proc/devices")


def test_faulty_oops(k):
    """LDD3's faulty: a write that dereferences NULL oopses with a trace
    through the write system call; the shell lives on; after the oops
    the dead writer's file is closed, so the module can be removed."""
    ko = build(k, "gcc")["faulty"]
    vm = k.boot(initrd=[ko])
    # The node stays after rmmod, as on Linux: it is made (with the
    # number the first load gets) before the figures are taken
    vm.run("insmod faulty.ko")
    major = proc_major(vm, "faulty")
    vm.run("mknod /dev/faulty c %d 0" % major)
    assert vm.run("rmmod faulty").strip() == ""
    before = meminfo(vm)
    vm.run("insmod faulty.ko")
    assert proc_major(vm, "faulty") == major
    out = vm.run("echo hi > /dev/faulty")
    assert "Unable to handle kernel NULL pointer dereference" in out, out
    assert re.search(r"EIP is at faulty_write \[faulty\]", out), out
    trace = out[out.index("Call Trace:"):]
    names = re.findall(r"\[<[0-9a-f]{8}>\] (\w+)", trace.split("Code:")[0])
    assert names[:4] == ["vfs_write", "do_rw", "sys_write",
                         "syscall_call"], trace
    assert vm.run("echo alive").strip().endswith("alive")
    assert vm.run("rmmod faulty").strip() == ""
    assert "faulty" not in vm.run("lsmod")
    assert meminfo(vm) == before


def test_faulty_read_oops(k):
    """LDD3's faulty_read: a stack buffer filled past its end with 0xff
    returns to 0xffffffff with ebp 0xffffffff.  The frame chain is lost,
    so the trace is what is left on the stack, each entry marked "? ":
    the read system call that called the driver (vfs_read's return into
    faulty_read was overwritten, as LDD3 says of its own oops)."""
    ko = build(k, "gcc")["faulty"]
    vm = k.boot(initrd=[ko])
    vm.run("insmod faulty.ko")
    vm.run("mknod /dev/faulty c %d 0" % proc_major(vm, "faulty"))
    out = vm.run("cat /dev/faulty")
    assert re.search(r"EIP: +0060:\[<ffffffff>\]", out), out
    assert "ebp: ffffffff" in out and "Code: Bad EIP value." in out, out
    trace = out[out.index("Call Trace:"):].split("Code:")[0]
    names = re.findall(r"\[<[0-9a-f]{8}>\] \? (\w+)", trace)
    assert "sys_read" in names and "syscall_call" in names, trace
    assert names.index("sys_read") < names.index("syscall_call"), trace
    assert vm.run("echo alive").strip().endswith("alive")


def big_text(lines, huge):
    """What api-procfs's seq_file shows, computed here."""
    return "".join("x" * 5000 + "\n" if huge and i == 1 else
                   "line %d of %d: %d squared is %d\n" % (i, lines, i, i * i)
                   for i in range(lines))


def check_procfs(vm):
    before = meminfo(vm)
    out = vm.run("insmod api-procfs.ko lines=400 huge=1")
    assert "procfs: /proc/apiproc ready, 400 lines" in out, out
    names = [l.split()[0] for l in vm.run("ls /proc/apiproc").splitlines()]
    assert names == ["big", "config", "single"], names
    text = big_text(400, True)
    assert len(text) > 3 * 4096                  # several reads of cat's
    assert vm.run("cat /proc/apiproc/big") == text
    # a read at another position replays the records up to it
    out = vm.run("/usr/bin/devtest /proc/apiproc/big x")
    assert "devtest: wrote -1" in out, out       # no proc_write: EIO
    assert 'devtest: read 127 "%s"' % text[1:128] in out, out
    assert "devtest: end -> -1 Invalid argument" in out, out
    assert vm.run("cat /proc/apiproc/config").strip() == "empty"
    out = vm.run("echo 42 > /proc/apiproc/config")
    assert "procfs: config holds 3 bytes" in out, out
    assert vm.run("cat /proc/apiproc/config").strip() == "42"
    out = vm.run("/usr/bin/devtest /proc/apiproc/config abcdef /sbin/rmmod "
                 "api_procfs")
    assert 'devtest: read 5 "bcdef"' in out, out
    assert "rmmod: api_procfs is in use (refcount 1)" in out, out
    assert vm.run("cat /proc/apiproc/single").strip() == \
        "single: data says hello from pde_data"
    assert vm.run("cat /proc/apiproc_legacy").strip() == \
        "legacy: file_operations still work"
    out = vm.run("rmmod api_procfs")
    assert "procfs: removed" in out and "left" not in out, out
    assert "apiproc" not in vm.run("ls /proc")
    assert meminfo(vm) == before

    # a module that forgets an entry: rmmod removes it and says so
    vm.run("insmod api-procfs.ko leave=1 lines=3")
    assert vm.run("cat /proc/apiproc/big") == big_text(3, False)
    out = vm.run("rmmod api_procfs")
    assert "rmmod: api_procfs left /proc/apiproc_legacy behind: removed" \
        in out, out
    assert "apiproc" not in vm.run("ls /proc")
    assert meminfo(vm) == before


def test_procfs_gcc(k):
    kos, vm = boot_all(k, "gcc")
    check_procfs(vm)


def test_procfs_clang(k):
    kos, vm = boot_all(k, "clang")
    check_procfs(vm)


def aliased_names(ko, alias):
    """The other function symbols at alias's address and section, by
    GNU readelf (the oracle): what a trace can name the code by."""
    out = subprocess.run(["readelf", "-sW", ko], capture_output=True,
                         text=True, check=True).stdout
    syms = [l.split() for l in out.splitlines() if re.match(r"\s*\d+:", l)]
    # Num: Value Size Type Bind Vis Ndx Name
    where = [(s[1], s[6]) for s in syms if len(s) > 7 and s[7] == alias]
    assert len(where) == 1, out
    return [s[7] for s in syms if len(s) > 7 and (s[1], s[6]) == where[0]
            and s[3] == "FUNC" and s[7] != alias]


def uses_module_init(name):
    """False for a module that names its functions init_module and
    cleanup_module itself, as 2.4's did: there is no alias to keep."""
    folder = os.path.join(SRC, name.split("/")[0])
    return any(re.search(r"^module_init\(", open(os.path.join(folder, f))
                         .read(), re.M)
               for f in os.listdir(folder) if f.endswith(".c"))


def test_module_init_keeps_its_name(k):
    """module_init(fn) makes init_module an alias of fn; fn keeps a
    symbol of its own with both compilers (clang would fold the static
    function into the alias), so traces and ksym name it."""
    for cc in ("gcc", "clang"):
        kos = build(k, cc)
        for name, ko in kos.items():
            if not uses_module_init(name):
                continue
            assert aliased_names(ko, "init_module"), (cc, name)
            assert aliased_names(ko, "cleanup_module"), (cc, name)
