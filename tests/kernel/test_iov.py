"""Issue 29's iov_iter and kiocb: readv(2), writev(2), pread(2),
pwrite(2), preadv(2) and pwritev(2) through fs/read_write.c, which
calls a file's read/write or read_iter/write_iter, whichever it has
(lib/iov_iter.c walks the pieces).

The oracle is Linux 6.1.  tests/glibc/iovcheck on a file, a pipe,
/dev/zero and /dev/null (files and pipes here have only read/write:
readv is one read per piece) must print tests/kernel/iov.linux line by
line: the bytes in each buffer, the positions, the errnos.  Then LDD3's
chapter 8 devices (tests/modules/ldd3-scullmem: scullc from a
kmem_cache, scullp from pages, scullv from vmalloc, with only
read_iter/write_iter, so that read(2) and dd reach them through an
iov_iter), built by gcc and clang: `iovcheck -d` on a device must print
what it printed for a new file on Linux (tests/kernel/iovmem.linux),
the greeting each wrote into itself at load time from a kvec and a
bio_vec reads back, and /proc/meminfo is as it was after rmmod."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402
from test_perm import assert_lines_as_linux, command_as_linux, \
    linux_lines  # noqa: E402

# majors of Linux's "local use" range, so the nodes are made once,
# before memory is measured
MAJORS = {"scullc": 242, "scullp": 243, "scullv": 244}


def test_iov_as_linux(k):
    """readv & co. on a file, a pipe and two devices, as Linux 6.1"""
    glibc_or_skip(k)
    command_as_linux(k, "mkdir /tmp/q && /glibc/iovcheck /tmp/q /dev/null",
                     "iov.linux")


def device(sh, name, params=""):
    """Load name with params, check its greeting and iovcheck -d on its
    second device, unload it"""
    sh.ok("insmod /%s.ko major=%d %s" % (name, MAJORS[name], params))
    assert sh.ok("cat /dev/%s0" % name) == \
        "%s: kvec\n%s: bvec\n" % (name, name)
    out = sh.ok("/glibc/iovcheck -d /dev/%s1" % name)
    assert_lines_as_linux("".join(
        line for line in out.splitlines(True)
        if not line.startswith(name + ": ")), linux_lines("iovmem.linux"))
    # dd's plain read(2)s of the whole device: what iovcheck left there
    assert sh.ok("dd if=/dev/%s1 bs=4096 2>/dev/null | wc -c" %
                 name).strip() == "15003"
    sh.ok("dmesg -c >/dev/null; rmmod %s" % name)
    assert "%s: unloaded" % name in sh.ok("dmesg")


def check_scullmem(k, cc):
    busybox_or_skip(k)
    glibc_or_skip(k)
    kos = build(k, cc)
    sh = Shell(k, *(kos["ldd3-scullmem/" + n] for n in MAJORS))
    sh.ok("; ".join("mknod /dev/%s0 c %d 0; mknod /dev/%s1 c %d 1" %
                    (n, m, n, m) for n, m in MAJORS.items()))
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("insmod /scullc.ko major=242; dmesg | grep scullc:")
    assert "scullc: greeting 13 + 13 bytes, WRITE" in out, out
    assert "scullc: major 242, quantum 4000" in out, out
    sh.ok("rmmod scullc")
    for name, params in (("scullc", ""), ("scullc", "quantum=100"),
                         ("scullp", ""), ("scullp", "order=1"),
                         ("scullv", ""), ("scullv", "order=0")):
        device(sh, name, params)
    assert sh.ok("cat /proc/meminfo") == before
    assert "Oops" not in sh.vm.log and "BUG" not in sh.vm.log


def test_scullmem_gcc(k):
    check_scullmem(k, "gcc")


def test_scullmem_clang(k):
    check_scullmem(k, "clang")
