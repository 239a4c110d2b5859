"""The block layer (docs/block.md) as LDD3's chapter 16 and a blk-mq RAM
disk use it: tests/modules/sbull (the book's sbull, its three request
modes) and tests/modules/blkram, built out of tree by gcc and clang,
loaded from busybox.  What is checked, against independent oracles:
/proc/devices, /proc/partitions (Linux 6.1's format), /sys/block/NAME,
the nodes' numbers (ls -l), busybox blockdev's ioctls
(BLKGETSIZE64, BLKSSZGET, BLKFLSBUF) against the sizes the
modules were given, dd to and from the disks against Python's md5 of
the same bytes - read back after BLKFLSBUF dropped the cached pages, so
from the driver's memory - writes past the end (ENOSPC), rmmod refused
while a disk is open, and /proc/meminfo as it was after rmmod."""

import hashlib
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_busybox import busybox_or_skip, glibc_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

KIB = 1024
BB_BYTES = 409600        # of /bin/busybox, copied onto the disks


def busybox_bytes(k):
    with open(os.path.join(k.build, "linux-progs", "bin", "busybox"),
              "rb") as f:
        return f.read()


def block_major(sh, name):
    text = sh.ok("cat /proc/devices")
    blocks = text.split("Block devices:\n")[1]
    m = re.search(r"^\s*(\d+) %s$" % name, blocks, re.M)
    assert m, text
    return int(m.group(1))


def round_trip(sh, dev, data):
    """dd data onto dev, drop the cache, read it back: md5 as Python's"""
    want = hashlib.md5(data).hexdigest()
    sh.ok("dd if=/bin/busybox of=%s bs=4096 count=%d 2>/dev/null"
          % (dev, len(data) // 4096))
    sh.ok("blockdev --flushbufs %s" % dev)
    got = sh.ok("dd if=%s bs=4096 count=%d 2>/dev/null | md5sum"
                % (dev, len(data) // 4096))
    assert got.split()[0] == want, got


def check_sbull_disks(sh, major, nsectors, sect):
    parts = sh.ok("cat /proc/partitions")
    want = "major minor  #blocks  name\n\n" + "".join(
        "%4d  %7d %10d sbull%s\n" % (major, 16 * i, nsectors * sect // KIB,
                                       "abcd"[i]) for i in range(4))
    assert parts == want, parts
    ls = sh.ok("ls -l /dev/sbulla /dev/sbulld")
    assert re.search(r"^b[-rw]{9} .* %d, +0 .*/dev/sbulla$" % major, ls,
                     re.M), ls
    assert re.search(r"^b[-rw]{9} .* %d, +48 .*/dev/sbulld$" % major, ls,
                     re.M), ls
    sysfs = sh.ok("cat /sys/block/sbullb/size /sys/block/sbullb/dev")
    assert sysfs == "%d\n%d:16\n" % (nsectors * sect // 512, major), sysfs
    sizes = sh.ok("for o in --getsize64 --getsz --getss; do "
                  "blockdev $o /dev/sbullc; done")
    assert sizes.split() == [str(nsectors * sect),
                             str(nsectors * sect // 512), str(sect)], sizes


def check_sbull(k, cc):
    busybox_or_skip(k)
    kos = build(k, cc)
    data = busybox_bytes(k)[:BB_BYTES]
    sh = Shell(k, kos["sbull"], kos["blkram"])
    sh.ok("insmod /sbull.ko; rmmod sbull")
    before = sh.ok("cat /proc/meminfo")
    sh.ok("insmod /sbull.ko nsectors=2048")
    major = block_major(sh, "sbull")
    check_sbull_disks(sh, major, 2048, 512)
    round_trip(sh, "/dev/sbulla", data)
    # the pages were written back at close: sbullb is another disk
    assert sh.ok("dd if=/dev/sbullb bs=4096 count=1 2>/dev/null | "
                 "md5sum").split()[0] == hashlib.md5(
                     bytes(4096)).hexdigest()
    # a write at the end: ENOSPC (Linux's blkdev_write_iter); a read: 0
    out, rc = sh.run("echo x | dd of=/dev/sbulla bs=512 seek=2048")
    assert rc == 1 and "No space left on device" in out, out
    assert sh.ok("dd if=/dev/sbulla bs=512 skip=2048 2>&1 | head -1") == \
        "0+0 records in\n"
    # open: the module is pinned (delete_module(2): EWOULDBLOCK)
    sh.ok("sleep 600 < /dev/sbulla & P=$!")
    out, rc = sh.run("rmmod sbull")
    assert rc == 1 and out.endswith("can't unload module 'sbull': "
                                    "Resource temporarily unavailable\n"), out
    sh.ok("kill $P; wait")
    sh.ok("rmmod sbull")
    assert "sbull" not in sh.ok("cat /proc/devices /proc/partitions; "
                                "ls /dev /sys/block")
    assert sh.ok("cat /proc/meminfo") == before
    # the book's other request modes, and 4096-byte sectors
    for args in ("request_mode=1", "request_mode=2",
                 "hardsect_size=4096 nsectors=256"):
        sh.ok("insmod /sbull.ko %s" % args)
        if "hardsect" in args:
            check_sbull_disks(sh, major, 256, 4096)
        round_trip(sh, "/dev/sbulld", data)
        sh.ok("rmmod sbull")
        assert sh.ok("cat /proc/meminfo") == before, args
    check_blkram(sh, data)


def test_sbull_ioctls(k):
    """tests/glibc/blkioctl on sbulla: the sizes given to sbull, LDD3's
    made-up geometry (cylinders = sectors / 64, 4 heads, 16 sectors,
    start 4), ENOTTY, EINVAL, ENOSPC as lseek(2), ioctl(2) and
    write(2) name them"""
    busybox_or_skip(k)
    glibc_or_skip(k)
    sh = Shell(k, build(k, "gcc")["sbull"])
    sh.ok("insmod /sbull.ko nsectors=3000 hardsect_size=1024 ndevices=1")
    size = 3000 * 1024
    out = sh.ok("/glibc/blkioctl /dev/sbulla")
    assert out.splitlines() == [
        "BLKGETSIZE: %d" % (size // 512),
        "BLKGETSIZE64: %d" % size,
        "BLKSSZGET: 1024",
        "HDIO_GETGEO: 4 heads 16 sectors %d cylinders 4 start"
        % ((size // 512) // 64),
        "ioctl(fd, _IO(0x12, 250), 0): ENOTTY",
        "lseek(fd, (off_t)bytes + 1, SEEK_SET): EINVAL",
        "lseek(fd, 0, SEEK_END): %d" % size,
        "read(fd, &c, 1): 0",
        "write(fd, &c, 1): ENOSPC",
        "pwrite(fd, &c, 1, 0): 1",
        "fsync(fd): 0",
        "close(fd): 0"], out
    # the byte pwrite(2) put there, written back at close
    assert sh.ok("blockdev --flushbufs /dev/sbulla; "
                 "head -c 1 /dev/sbulla") == "x"
    sh.ok("rmmod sbull")


def check_blkram(sh, data):
    sh.ok("insmod /blkram.ko; rmmod blkram")
    before = sh.ok("cat /proc/meminfo")
    out = sh.ok("dmesg -c > /dev/null; insmod /blkram.ko capacity_mb=2; "
                "dmesg")
    major = block_major(sh, "blkram")
    assert "blkram: 2 MiB disk, major %d" % major in out, out
    assert sh.ok("cat /sys/block/blkram/size") == "4096\n"
    round_trip(sh, "/dev/blkram", data)
    # the whole disk, then the cached pages dropped: the md5 of all of it
    sh.ok("dd if=/dev/zero of=/dev/blkram bs=65536 2>/dev/null; true")
    sh.ok("blockdev --flushbufs /dev/blkram")
    got = sh.ok("md5sum < /dev/blkram")
    assert got.split()[0] == hashlib.md5(bytes(2 << 20)).hexdigest(), got
    out = sh.ok("rmmod blkram; dmesg | tail -1")
    assert re.search(r"blkram: \d+ requests served", out), out
    assert sh.ok("cat /proc/meminfo") == before


def test_sbull_blkram_gcc(k):
    check_sbull(k, "gcc")


def test_sbull_blkram_clang(k):
    check_sbull(k, "clang")
