"""Issue 27: the debug allocator, slub_debug (mm/slab.c, mm/slab_debug.c,
mm/page_alloc.c).  Heap mistakes made on purpose through Linux's LKDTM
file (drivers/misc/lkdtm_heap.c) must each print SLUB's report - the
shape of Linux 6.1's mm/slub.c reports, values of its
include/linux/poison.h - naming the functions that allocated and freed
the object (checked against nm), and the test runner's grep must see
every one of them; without slub_debug they pass silently."""

import importlib.util
import os
import re
import subprocess

DIRECT = "/sys/kernel/debug/provoke-crash/DIRECT"
HERE = os.path.dirname(os.path.abspath(__file__))


def runner_report_regex():
    """tests/tools/run_tests.py's SLAB_REPORT: what fails other tests."""
    path = os.path.join(HERE, "..", "tools", "run_tests.py")
    spec = importlib.util.spec_from_file_location("run_tests", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.SLAB_REPORT


def symbol_sizes(vmlinux):
    out = subprocess.run(["nm", "-S", vmlinux], capture_output=True,
                         text=True, check=True).stdout
    return {p[3]: int(p[1], 16) for p in
            (line.split() for line in out.splitlines()) if len(p) == 4}


def provoke(vm, kind):
    out = vm.run("echo %s > %s" % (kind, DIRECT), timeout=60)
    assert vm.run("echo alive") == "alive\n", out    # the kernel goes on
    return out


def report(out, what):
    """The report's lines from its BUG line to the end of its trace."""
    m = re.search(r"^BUG kmalloc-1024 \((Not tainted|Tainted: [^)]+)\): "
                  r"(.*)$", out, re.M)
    assert m and m.group(2).startswith(what), out
    return out[m.start():]


def check_track(k, text, what, fn):
    """"Allocated in fn+0xoff/0xsize age=N cpu=0 pid=N", size as nm's."""
    m = re.search(r"^%s in (\w+)\+0x([0-9a-f]+)/0x([0-9a-f]+) age=\d+ "
                  r"cpu=0 pid=\d+$" % what, text, re.M)
    assert m and m.group(1) == fn, text
    size = int(m.group(3), 16)
    assert size == symbol_sizes(k.vmlinux)[fn] > int(m.group(2), 16), text


def check_trace(text, fn):
    trace = text[text.index("Call Trace:"):]
    names = re.findall(r"\] (\S+) \[kernel\]", trace)
    assert fn in names and names[-2:] == ["sys_write", "syscall_call"], \
        names


def test_write_after_free_is_poison_overwritten(k):
    k.slab_reports_expected = True
    vm = k.boot()
    out = provoke(vm, "WRITE_AFTER_FREE")
    at = int(re.search(r"lkdtm: Attempting bad write to freed memory at "
                       r"([0-9a-f]{8})", out).group(1), 16)
    text = report(out, "Poison overwritten")
    assert text.startswith("BUG kmalloc-1024 (Not tainted): "), text
    # the word 0x0abcdef0, little-endian: its first byte is 0xf0
    assert "\n0x%08x-0x%08x @offset=%d. First byte 0xf0 instead of 0x6b\n" \
        % (at, at + 3, at % 4096) in text, text
    check_track(k, text, "Allocated", "write_after_free")
    check_track(k, text, "Freed", "write_after_free")
    obj = re.search(r"^Object 0x([0-9a-f]{8}) @offset=\d+ fp=0x", text,
                    re.M)
    base = int(obj.group(1), 16)
    # red zones 0xbb around a free object; the written word in its poison
    assert re.search(r"^Redzone  %08x: (bb ){16} " % (base - 16), text,
                     re.M), text
    row = at & ~15
    assert re.search(r"^Object   %08x: (6b ){%d}f0 de bc 0a " % (
        row, at - row), text, re.M), text
    assert re.search(r"^Object   %08x: (6b ){15}a5 " % (base + 1024 - 16),
                     text, re.M), text
    check_trace(text, "write_after_free")
    assert "FIX kmalloc-1024: Restoring Poison 0x%08x-0x%08x=0x6b\n" % (
        at, at + 3) in text, text
    assert runner_report_regex().search(vm.log)
    # reported once: the poison was restored
    assert out.count("BUG kmalloc") == 1, out


def test_overflow_double_and_invalid_free(k):
    k.slab_reports_expected = True
    vm = k.boot()
    text = report(provoke(vm, "SLAB_LINEAR_OVERFLOW"),
                  "Right Redzone overwritten")
    assert re.search(r"^0x([0-9a-f]{8})-0x[0-9a-f]{8} @offset=\d+\. First "
                     r"byte 0xf0 instead of 0xcc$", text, re.M), text
    check_trace(text, "slab_linear_overflow")
    assert "FIX kmalloc-1024: Restoring Right Redzone 0x" in text, text

    text = report(provoke(vm, "SLAB_FREE_DOUBLE"), "Object already free")
    # the first report tainted the kernel: B, for bad page
    assert text.startswith("BUG kmalloc-1024 (Tainted: G  B): "), text
    check_track(k, text, "Allocated", "slab_free_double")
    check_track(k, text, "Freed", "slab_free_double")
    check_trace(text, "slab_free_double")

    text = report(provoke(vm, "SLAB_FREE_INVALID"),
                  "Invalid object pointer 0x")
    check_trace(text, "slab_free_invalid")
    assert len(runner_report_regex().findall(vm.log)) == 3, vm.log


def test_freed_memory_reads_as_poison(k):
    vm = k.boot()
    out = provoke(vm, "READ_AFTER_FREE")
    assert "lkdtm: Memory correctly poisoned (6b6b6b6b)\n" in out, out
    out = provoke(vm, "READ_BUDDY_AFTER_FREE")
    assert "lkdtm: Memory correctly poisoned (aaaaaaaa)\n" in out, out
    assert "BUG" not in vm.log, vm.log


def test_without_slub_debug_mistakes_pass_silently(k):
    """What every test would miss without the default slub_debug."""
    vm = k.boot(append="slub_debug=-")
    out = provoke(vm, "WRITE_AFTER_FREE") + provoke(vm, "READ_AFTER_FREE")
    assert "lkdtm: FAIL: Memory was not poisoned\n" in out, out
    assert not runner_report_regex().search(vm.log), vm.log


def test_every_test_boots_with_slub_debug(k):
    vm = k.boot()
    assert re.search(r"^Kernel command line: slub_debug( |$)", vm.log,
                     re.M), vm.log
    # a kernel parameter: not passed on to init as an unknown word
    assert "Unknown kernel command line" not in vm.log, vm.log


def test_bad_letter_is_reported(k):
    vm = k.boot(append="slub_debug=FQ")
    assert "slub_debug" in vm.log.split("Kernel command line", 1)[1]
    assert re.search(r"slub_debug.*: ignored", vm.log), vm.log
    # the earlier, default slub_debug still holds
    out = provoke(vm, "READ_AFTER_FREE")
    assert "lkdtm: Memory correctly poisoned (6b6b6b6b)\n" in out, out
