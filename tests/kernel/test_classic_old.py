"""Modules written as the 2.4 (2003) and 2.6 (2007) editions of the
Linux Kernel Module Programming Guide wrote them (tests/modules/lkmpg24-*
and lkmpg26-*), built out of tree by gcc and by clang, loaded and
checked against what their source says: MODULE_PARM with each type
letter and a count range, "<N>" log levels, init_module() and
cleanup_module() without module_init(), the use count kept by hand,
create_proc_entry() files read through read_proc's three ways of using
*start and written through write_proc, and 2.6.19's work functions of a
void *.  Python computes the expected text; /proc/meminfo must read the
same after each rmmod."""

import ctypes
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_module_api import build, meminfo, proc_major  # noqa: E402

MINE = ["lkmpg24-hello", "lkmpg24-chardev", "lkmpg26-procfs",
        "lkmpg26-sched"]


def boot(k, cc):
    kos = build(k, cc)
    return k.boot(initrd=[kos[name] for name in MINE])


def check_hello24(vm):
    before = meminfo(vm)
    code = 65535                       # "h" takes -1 into the unsigned short
    out = vm.run("insmod lkmpg24-hello.ko times=2 whom=class grade=90 "
                 "code=-1 distance=-5 scores=1,2,3 words=a,bb")
    assert [l for l in out.splitlines() if "Hello" in l] == [
        "lkmpg24: Hello, class (1)", "lkmpg24: Hello, class (2)"], out
    assert "lkmpg24: grade %s code %d/%d distance -5" % (
        chr(90), ctypes.c_short(code).value, code) in out, out
    scores = [1, 2, 3, 0]              # the fourth keeps its initial 0
    assert "lkmpg24: scores %s sum %d" % (
        " ".join(map(str, scores)), sum(scores)) in out, out
    assert "lkmpg24: word 0 is 'a'" in out and \
        "lkmpg24: word 1 is 'bb'" in out and "word 2" not in out, out
    levels = vm.run("dmesg -r")
    assert re.search(r"^<1>lkmpg24: Hello, class \(2\)$", levels, re.M)
    assert re.search(r"^<6>lkmpg24: scores ", levels, re.M), levels
    sysfs = "/sys/module/lkmpg24_hello/parameters/"
    assert vm.run("cat %sscores" % sysfs) == "1,2,3,0\n"
    assert vm.run("cat %sgrade" % sysfs) == "90\n"
    assert "Goodbye, class" in vm.run("rmmod lkmpg24_hello")
    assert meminfo(vm) == before

    out = vm.run("insmod lkmpg24-hello.ko")
    assert "lkmpg24: Hello, world (1)" in out and "(2)" not in out, out
    assert "lkmpg24: grade B code 7/7 distance 40000" in out, out
    assert "lkmpg24: scores 10 20 0 0 sum 30" in out, out
    assert "word" not in out, out
    vm.run("rmmod lkmpg24_hello")
    # more values than "1-4i" allows, a short out of range: refused
    out = vm.run("insmod lkmpg24-hello.ko scores=1,2,3,4,5")
    assert "bad value '1,2,3,4,5' for parameter 'scores'" in out, out
    out = vm.run("insmod lkmpg24-hello.ko code=40000")
    assert "out of range for parameter 'code'" in out, out
    assert "lkmpg24_hello" not in vm.run("lsmod")
    assert meminfo(vm) == before
    parms = re.findall(r"^parm:\s+(.*)$", vm.run("modinfo lkmpg24-hello.ko"),
                       re.M)
    assert sorted(parms) == ["code:a short, shown signed and unsigned",
                             "grade:a byte, shown as a letter",
                             "scores:one to four numbers"], parms


def check_chardev24(vm):
    """MOD_INC_USE_COUNT in open pins the module until release."""
    out = vm.run("insmod lkmpg24-chardev.ko")
    major = proc_major(vm, "lkmpg24chr")
    assert "lkmpg24chr: major %d: mknod /dev/lkmpg24chr c %d 0" % (
        major, major) in out, out
    vm.run("mknod /dev/lkmpg24chr c %d 0" % major)
    vm.run("rmmod lkmpg24_chardev")
    before = meminfo(vm)               # the node outlives rmmod
    vm.run("insmod lkmpg24-chardev.ko")
    for n in range(2):
        assert vm.run("cat /dev/lkmpg24chr") == \
            "Opened %d times before this one\n" % n
    out = vm.run("/usr/bin/devtest /dev/lkmpg24chr hi /sbin/rmmod "
                 "lkmpg24_chardev")
    for line in ["lkmpg24chr: sorry, 2 bytes refused", "devtest: wrote -1",
                 "rmmod: lkmpg24_chardev is in use (refcount 1)"]:
        assert line in out, out
    assert "lkmpg24_chardev" in vm.run("lsmod")
    out = vm.run("rmmod lkmpg24_chardev")
    assert "lkmpg24chr: unregistered after 3 opens" in out, out
    assert meminfo(vm) == before


def squares(lines):
    return "".join("%d squared is %d\n" % (i, i * i) for i in range(lines))


def squares_piece(text, off, count):
    """What squares_read gives from off: the rest of the line off is in,
    then whole lines while they fit in count."""
    pos = text.index("\n", off) + 1
    got = text[off:pos]
    while pos < len(text):
        line = text[pos:text.index("\n", pos) + 1]
        if len(got) + len(line) > count:
            break
        got += line
        pos += len(line)
    return got


def check_procfs26(vm):
    before = meminfo(vm)
    out = vm.run("insmod lkmpg26-procfs.ko lines=700")
    assert "/proc/lkmpg26_buffer created, and /proc/lkmpg26 (700 lines)" \
        in out, out
    # ->mode and ->size as set after create_proc_entry(): ls shows the
    # size of a file with a write bit
    assert re.search(r"^lkmpg26_buffer\s+37$", vm.run("ls /proc"), re.M)
    names = vm.run("ls /proc/lkmpg26").split()
    assert names == ["squares", "records", "config", "fops"], names
    assert vm.run("cat /proc/lkmpg26_buffer") == ""
    out = vm.run("echo hello there > /proc/lkmpg26_buffer")
    assert "lkmpg26: %d bytes written" % len("hello there\n") in out, out
    assert vm.run("cat /proc/lkmpg26_buffer") == "hello there\n"

    text = squares(700)
    assert len(text) > 3 * 4096        # many read_proc calls, pages apart
    assert vm.run("cat /proc/lkmpg26/squares") == text
    out = vm.run("/usr/bin/devtest /proc/lkmpg26/squares x")
    assert "devtest: wrote -1" in out, out          # no write_proc: EIO
    piece = squares_piece(text, 1, 127)
    assert 'devtest: read %d "%s"' % (len(piece), piece) in out, out
    assert "devtest: end -> -1 Invalid argument" in out, out  # 2.6's lseek

    assert vm.run("cat /proc/lkmpg26/records") == "".join(
        "record %d of 70\n" % i for i in range(70))
    assert vm.run("cat /proc/lkmpg26/config") == "answer = 42\n"
    assert vm.run("cat /proc/lkmpg26/fops") == \
        "file_operations set by hand\n"
    out = vm.run("/usr/bin/devtest /proc/lkmpg26_buffer abcdef /sbin/rmmod "
                 "lkmpg26_procfs")
    assert "lkmpg26: 6 bytes written" in out, out
    assert "rmmod: lkmpg26_procfs is in use (refcount 1)" in out, out
    out = vm.run("rmmod lkmpg26_procfs")
    assert "/proc/lkmpg26_buffer removed" in out and "left" not in out, out
    assert "lkmpg26" not in vm.run("ls /proc")
    assert meminfo(vm) == before


def check_sched26(vm):
    before = meminfo(vm)
    out = vm.run("insmod lkmpg26-sched.ko shots=4")
    # PREPARE_WORK replaced function and data before the work ran
    assert "sched: second thought: two" in out, out
    assert "first thought" not in out, out
    assert "sched: cancelled the 10 s one: 1" in out, out
    want = "ran 4 times in WQsched, 0 in interrupt\n"
    deadline = time.monotonic() + 20    # four 50 ms delays, TCG is slow
    while vm.run("cat /proc/lkmpg26_sched") != want:
        assert time.monotonic() < deadline, vm.run("cat /proc/lkmpg26_sched")
        time.sleep(0.5)
    assert "WQsched" in vm.run("ps")
    assert "sched: ran 4 times" in vm.run("rmmod lkmpg26_sched")
    assert "WQsched" not in vm.run("ps")
    assert "this must never run" not in vm.run("dmesg")
    assert meminfo(vm) == before


def run(k, cc, *checks):
    vm = boot(k, cc)
    for check in checks:
        check(vm)


def test_lkmpg24_gcc(k):
    run(k, "gcc", check_hello24, check_chardev24)


def test_lkmpg24_clang(k):
    run(k, "clang", check_hello24, check_chardev24)


def test_lkmpg26_gcc(k):
    run(k, "gcc", check_procfs26, check_sched26)


def test_lkmpg26_clang(k):
    run(k, "clang", check_procfs26, check_sched26)
