"""Issue 21, a driver's mmap as LDD3's chapter 15 shows it:
tests/modules/mmap-simple (the book's "simple": remap_pfn_range() at
mmap time on minor 0 and /proc/mmap-simple, a fault handler on minor
1) and tests/modules/mmap-scullp (scullp's mmap: a fault handler on
the device's own pages, vm_ops open and close counting the mappings),
built by gcc and clang, mapped by tests/glibc/mmapdev.c: what the
mapping shows, what a write through it leaves in the device (read back
by dd), a fork's shared view, munmap splitting an area, SIGBUS past
the driver's pages, a private mapping's copy.  The oracles: the
module's own page texts and Python's offsets, Linux's rules for when
vm_ops open and close run (one open per new area: mmap, fork, split;
one close per area gone), errnos of /dev/null and /dev/zero as Linux
6.1 gives them (tests/kernel/mmapdev.linux), /proc/meminfo identical
after rmmod."""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE, NOTE = 4096, 100      # tests/glibc/mmapdev.c's
# majors of Linux's "local use" range, so the nodes are made once, before
# memory is measured (the nodes stay, as on Linux)
SIMPLE = "insmod /mmap-simple.ko simple_major=240"
SCULLP = "insmod /mmap-scullp.ko scullp_major=241"
MAKE_NODES = ("for i in 0 1; do mknod /dev/simple$i c 240 $i; "
              "mknod /dev/mscullp$i c 241 $i; done")


def linux_lines():
    with open(os.path.join(HERE, "mmapdev.linux")) as f:
        return [line for line in f.read().splitlines()
                if not line.startswith("#")]


def program(sh, args):
    """mmapdev's output, without the module's lines the console shows
    among it (this kernel's console prints every level)"""
    out = sh.ok("/glibc/mmapdev " + args)
    return "".join(line for line in out.splitlines(True)
                   if not line.startswith(("simple: ", "scullp: ")))


def shared_run(sh, path):
    """mmapdev's shared run on path: its output, and the log it left"""
    sh.ok("dmesg -c >/dev/null")
    out = program(sh, path)
    return out, sh.ok("dmesg -c")


def check_shared(sh, path, texts):
    out, log = shared_run(sh, path)
    want = ["page %d: %s" % (i, t) for i, t in enumerate(texts)] + [
        "child sees: written by the parent",
        "parent sees: written by the child",
        "munmap(p + PAGE, PAGE): 0",
        "offset 3: " + texts[3],
        "munmap(p, PAGES * PAGE): 0",
        "munmap(q, PAGE): 0"]
    assert out.splitlines() == want, out
    # areas: mmap, fork, the split's two pieces, offset 3: five opens;
    # the child's exit, the middle page, the two pieces, offset 3: five
    # closes
    assert log.count("vma open") == 5 and log.count("vma close") == 5, log
    return log


def read_back(sh, dev, offset, n):
    return sh.ok("dd if=%s bs=1 skip=%d count=%d 2>/dev/null"
                 % (dev, offset, n))


def check_simple(sh):
    sh.ok(SIMPLE)
    texts = ["page %d" % i for i in range(4)]
    for path in ("/dev/simple0", "/dev/simple1", "/proc/mmap-simple"):
        log = check_shared(sh, path, texts)
        # minor 1 maps at the first touch: pages 0-3, then offset 3
        assert log.count("simple: fault at") == \
            (5 if path == "/dev/simple1" else 0), log
        assert read_back(sh, path, PAGE + NOTE, 21) == \
            "written by the parent"
        assert read_back(sh, path, 2 * PAGE + NOTE, 20) == \
            "written by the child"
    out = program(sh, "-p /dev/simple0")
    assert "mapping: private copy\n" in out and "device: page 0\n" in out
    assert program(sh, "-b /dev/simple1 5") == "child: killed by BUS\n"
    out, rc = sh.run("/glibc/mmapdev -b /dev/simple0 5")
    assert (out, rc) == ("mmap: EINVAL\n", 1)
    out = program(sh, "-e /dev/simple0 /dev/simple1 /proc/mmap-simple")
    assert out.splitlines() == [
        "/dev/simple0 shared: ok", "/dev/simple0 private: ok",
        "/dev/simple0 far: EINVAL", "/dev/simple1 shared: ok",
        "/dev/simple1 private: ok", "/dev/simple1 far: ok",
        "/proc/mmap-simple shared: ok", "/proc/mmap-simple private: ok",
        "/proc/mmap-simple far: EINVAL"], out
    sh.ok("dmesg -c >/dev/null; rmmod mmap_simple")
    m = re.search(r"simple: (\d+) vma opens, (\d+) closes", sh.ok("dmesg"))
    assert m and m.group(1) == m.group(2), sh.ok("dmesg")


# four pages, each starting with its name (printf's output, then zeros)
FILL = ("(for i in 0 1 2 3; do printf 'scullp page %d\\n' $i; "
        "head -c 4082 /dev/zero; done) > /dev/mscullp0")


def check_scullp(sh):
    sh.ok(SCULLP)
    sh.ok(FILL)
    assert sh.ok("wc -c < /dev/mscullp0").strip() == str(4 * PAGE)
    check_shared(sh, "/dev/mscullp0", ["scullp page %d" % i
                                       for i in range(4)])
    assert read_back(sh, "/dev/mscullp0", 2 * PAGE + NOTE, 20) == \
        "written by the child"
    # a hole (a device of one page) and the end are SIGBUS
    sh.ok("printf x > /dev/mscullp1")
    assert program(sh, "-b /dev/mscullp1 2") == "child: killed by BUS\n"
    assert program(sh, "-b /dev/mscullp1 1") == "byte: 120\nchild: exit 0\n"
    # emptied while mapped: the page stays with the mapping, then goes
    assert program(sh, "-t /dev/mscullp0") == (
        "mapped: scullp page 0\nemptied: scullp page 0\n"
        "read(fd, buf, sizeof(buf)): 0\n")
    sh.ok("rmmod mmap_scullp")
    # order 1: scullp maps single pages only, its mmap says ENODEV
    sh.ok(SCULLP + " order=1; echo hi > /dev/mscullp0")
    assert program(sh, "-e /dev/mscullp0") == "".join(
        "/dev/mscullp0 %s: ENODEV\n" % how
        for how in ("shared", "private", "far"))
    sh.ok("dmesg -c >/dev/null; rmmod mmap_scullp")
    m = re.search(r"scullp: (\d+) vma opens, (\d+) closes", sh.ok("dmesg"))
    assert m and m.groups() == ("0", "0"), sh.ok("dmesg")


def check_mmap(k, cc):
    busybox_or_skip(k)
    glibc_or_skip(k)
    kos = build(k, cc)
    sh = Shell(k, kos["mmap-simple"], kos["mmap-scullp"])
    sh.ok(MAKE_NODES)
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("/glibc/mmapdev -e /dev/null /dev/zero; "
                "/glibc/mmapdev -p /dev/zero; /glibc/mmapdev -b /dev/zero 3")
    assert out.replace("/dev/", "/").splitlines() == linux_lines()
    check_simple(sh)
    check_scullp(sh)
    assert sh.ok("cat /proc/meminfo") == before
    assert "Oops" not in sh.vm.log


def test_mmap_gcc(k):
    check_mmap(k, "gcc")


def test_mmap_clang(k):
    check_mmap(k, "clang")
