"""The virtual consoles (drivers/char/vt.c, vt_ioctl.c, keyboard.c's
LEDs; docs/tty.md) as LKMPG's kbleds uses them, against Linux 6.1.

tests/glibc/kdleds asks /dev/tty1 for the keyboard's type, mode and
LEDs, sets LEDs and lock flags and reads them back, line by line as on
Linux (tests/kernel/kdleds.linux); /dev/ttyS0 answers ENOTTY to all.
The book's own kbleds example, fetched at test time (LKMPG_EXAMPLES, or
/work/books/lkmpg/examples), is built with gcc and clang and loaded:
with tty1 open it prints Linux's lines ("tty driver name (null)": the
consoles' driver has no driver_name), the LEDs blink (0 and 7 seen
through KDGETLED), rmmod puts them back and /proc/meminfo is as
before.  Without tty1 open, vc_cons[0].d->port.tty is NULL, and
kbleds follows it, on Linux 6.1 as here: that boot is the test's own.
/dev/tty0 and /dev/tty1-63 and their /proc/tty/drivers lines are
Linux's.
"""

import os
import re
import shutil
import subprocess
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import (busybox_or_skip, glibc_or_skip,  # noqa: E402
                          program_output)
from test_module_api import meminfo  # noqa: E402
from test_perm import assert_lines_as_linux, linux_lines  # noqa: E402

CCS = ("gcc", "clang")
TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def lkmpg_examples():
    """The folder of LKMPG's examples/ (not part of this tree), or skip"""
    d = os.environ.get("LKMPG_EXAMPLES", "/work/books/lkmpg/examples")
    if not os.path.exists(os.path.join(d, "kbleds.c")):
        raise unittest.SkipTest("no LKMPG examples at %s (LKMPG_EXAMPLES)"
                                % d)
    return d


def build_book_modules(k, names):
    """examples/NAME.c for each of names, built out of tree against this
    kernel by gcc and by clang at once (one make each), without a
    warning: {(name, cc): its .ko, as NAME-CC.ko}"""
    makes = {}
    for cc in CCS:
        where = os.path.join(os.path.abspath(k.build), "book-modules", cc,
                             "-".join(names))
        shutil.rmtree(where, ignore_errors=True)
        os.makedirs(where)
        for name in names:
            shutil.copy(os.path.join(lkmpg_examples(), name + ".c"), where)
        with open(os.path.join(where, "Kbuild"), "w") as f:
            f.write("obj-m := %s\n" % " ".join(n + ".o" for n in names))
        makes[cc] = where, subprocess.Popen(
            ["make", "-s", "-C", TOP, "BUILD=" + os.path.abspath(k.build),
             "CC=" + cc, "M=" + where], stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT, text=True,
            env=dict(os.environ, MAKEFLAGS=""))
    kos = {}
    for cc, (where, make) in makes.items():
        out = make.communicate()[0]
        assert make.returncode == 0 and "warning" not in out, out
        for name in names:
            kos[name, cc] = os.path.join(where, "%s-%s.ko" % (name, cc))
            os.rename(os.path.join(where, name + ".ko"), kos[name, cc])
    return kos


_kbleds = []


def kbleds(k):
    """LKMPG's kbleds built by gcc and by clang, once"""
    if not _kbleds:
        _kbleds.extend(build_book_modules(k, ["kbleds"]).values())
    return _kbleds


def book_files(k):
    """What the shared machine carries: kbleds and its script, or
    nothing without the book's examples"""
    try:
        return kbleds(k) + [kbleds_sh(k)]
    except unittest.SkipTest:
        return []


# busybox sh runs it with a module: tty1 held open from before insmod
# to after rmmod, as the book's kbleds needs
KBLEDS_SH = """exec 3</dev/tty1
/glibc/kdleds /dev/tty1 watch 1
insmod "$1" && /glibc/kdleds /dev/tty1 watch 40
rmmod kbleds
/glibc/kdleds /dev/tty1 watch 1
"""


def kbleds_sh(k):
    path = os.path.join(os.path.abspath(k.build), "book-modules",
                        "kbleds.sh")
    with open(path, "w") as f:
        f.write(KBLEDS_SH)
    return path


def boot(k, files):
    return k.boot(shared=True,
                  initrd=[os.path.join(k.build, "initramfs.cpio"),
                          os.path.join(k.build, "linux-progs.cpio")] +
                  list(files))


def test_kd_requests_as_linux(k):
    """KDGKBTYPE, KDGETMODE, KDGETLED/KDSETLED, KDGKBLED/KDSKBLED and
    their errors, VT_GETSTATE on /dev/tty1 and /dev/tty0, as Linux's"""
    glibc_or_skip(k)
    vm = boot(k, book_files(k))
    want = linux_lines("kdleds.linux")
    for dev in ("/dev/tty1", "/dev/tty0"):
        out = program_output(vm.run("/glibc/kdleds " + dev, timeout=30))
        assert_lines_as_linux(out, want)
    out = program_output(vm.run("/glibc/kdleds /dev/ttyS0", timeout=30))
    assert out.count("ENOTTY") == 18, out
    assert "Oops" not in vm.log, vm.log


# Linux 6.1's lines for the consoles in /proc/tty/drivers, and their
# nodes as its devtmpfs makes them (linux-reference)
LINUX_VT_DRIVERS = [
    "/dev/vc/0            /dev/vc/0       4       0 system:vtmaster",
    "unknown              /dev/tty        4 1-63 console"]


def test_console_nodes_as_linux(k):
    """/dev/tty0 (4:0) and /dev/tty1-/dev/tty63 (4:1-63), mode 0600, and
    Linux's /proc/tty/drivers lines for them"""
    busybox_or_skip(k)
    vm = boot(k, book_files(k))
    drivers = vm.run("cat /proc/tty/drivers").splitlines()
    assert [l for l in drivers if " 4 " in l and "ttyS" not in l] == \
        LINUX_VT_DRIVERS, drivers
    nodes = vm.run("/bin/busybox ls -l /dev/tty0 /dev/tty1 /dev/tty63")
    for minor in (0, 1, 63):
        assert re.search(r"^crw------- .* 4, +%d .*/dev/tty%d$" %
                         (minor, minor), nodes, re.M), nodes


# kbleds' lines on Linux 6.1 (linux-reference, tty1 held open); the
# console's line prints its tty_struct's address, which differs
KBLEDS_LOAD = ["kbleds: loading", "kbleds: fgconsole is 0",
               "kbleds: finished scanning consoles",
               "kbleds: tty driver name (null)"]
CONSOLE_LINE = re.compile(r"^poet_atkm: console\[0/63\] #0, tty (\S+)$",
                          re.M)


def test_book_kbleds(k):
    """LKMPG's kbleds example (gcc and clang), with tty1 held open by a shell:
    Linux's lines, the LEDs blink (0 and 7), rmmod gives them back to
    the flags (0 again), memory as before"""
    glibc_or_skip(k)
    kos = kbleds(k)
    vm = boot(k, book_files(k))
    for ko in kos:
        before = meminfo(vm)
        out = vm.run("/bin/busybox sh kbleds.sh " + os.path.basename(ko),
                     timeout=60)
        lines = [l for l in out.splitlines() if l.strip()]
        assert [l for l in lines if l.startswith("kbleds")] == \
            KBLEDS_LOAD + ["kbleds: unloading..."], out
        tty = CONSOLE_LINE.search(out)
        assert tty and int(tty.group(1), 16) != 0, out
        assert [l for l in lines if l.startswith("KDGETLED")] == \
            ["KDGETLED seen: 0", "KDGETLED seen: 0 7",
             "KDGETLED seen: 0"], out
        assert meminfo(vm) == before
    assert "Oops" not in vm.log and "atkbd" not in vm.log, vm.log


def test_kbleds_without_tty1(k):
    """Nobody has tty1 open: vc_cons[0].d->port.tty is NULL, and the
    book's init follows it - an oops in insmod, on Linux 6.1 too (NULL
    dereference in kbleds_init; insmod killed, the module left in use).
    A boot of its own: the module cannot be removed."""
    glibc_or_skip(k)
    ko = kbleds(k)[0]
    vm = k.boot(initrd=[os.path.join(k.build, "initramfs.cpio"),
                        os.path.join(k.build, "linux-progs.cpio"), ko])
    out = vm.run("insmod " + os.path.basename(ko), timeout=60)
    assert "kbleds: finished scanning consoles" in out, out
    assert CONSOLE_LINE.search(out).group(1) == "00000000", out
    assert "Unable to handle kernel NULL pointer dereference" in out, out
    assert "EIP is at kbleds_init [kbleds]" in out, out
    assert "cannot be removed" in vm.run("rmmod kbleds")
