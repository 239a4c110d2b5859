"""ext2 on LDD3's sbull (docs/block.md), as a student would use it with
Debian's busybox: mke2fs /dev/sbulla, mount -t ext2, files written
(a copy of busybox itself, a directory, a hard link, a symbolic link),
umount, mount again: the same bytes (md5 against Python's) and links.
The disk's image is then copied out (gzip | base64 over the serial
line) and checked on the host by e2fsprogs: e2fsck -fn must find it
clean and debugfs must read the files.  umount of a tree in use and
rmmod of the mounted disk's driver are refused (EBUSY, EWOULDBLOCK); a
damaged superblock is refused with EINVAL (mount(2): "an invalid
superblock") and the kernel's EXT2-fs line, never an oops; /proc/meminfo
is as it was after rmmod.  Extended attributes are EOPNOTSUPP there.
"""

import base64
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_block import busybox_bytes  # noqa: E402
from test_busybox import busybox_or_skip  # noqa: E402
from test_classic_scull import Shell  # noqa: E402
from test_module_api import build  # noqa: E402

COPY = 200000      # bytes of busybox copied onto the file system


def e2fsck_image(sh, tmp):
    """The disk's bytes, out through the serial line, into tmp/disk.img"""
    text = sh.ok("gzip -c /dev/sbulla | base64", timeout=120)
    path = os.path.join(tmp, "disk.img")
    with open(path, "wb") as f:
        f.write(gzip.decompress(base64.b64decode(text)))
    return path


def check_no_xattrs(k, sh):
    """ext2 here writes no attribute blocks, so it keeps no extended
    attributes: EOPNOTSUPP, as Linux's ext2 without CONFIG_EXT2_FS_XATTR
    (fs/xattr.c, fs/ext2/super.c ext2_holds())"""
    if not os.path.exists(os.path.join(k.build, "linux-progs", "glibc",
                                       "xattrcheck")):
        return
    lines = sh.ok("/glibc/xattrcheck /mnt trusted.; rm -r /mnt/xattr")
    lines = lines.splitlines()
    for want in ('setxattr(f, N("a"), "hello", 5, 0): EOPNOTSUPP',
                 'fsetxattr(fd, N("fd"), "fd", 2, 0): EOPNOTSUPP',
                 "listxattr(f, NULL, 0): 0"):
        assert want in lines, lines + ["wanted: " + want]


def check_ext2(k, cc):
    busybox_or_skip(k)
    if not shutil.which("e2fsck") or not shutil.which("debugfs"):
        raise unittest.SkipTest("the host has no e2fsprogs")
    data = busybox_bytes(k)[:COPY]
    sh = Shell(k, build(k, cc)["sbull"])
    sh.ok("mkdir /mnt; insmod /sbull.ko; rmmod sbull")
    before = sh.ok("cat /proc/meminfo")
    sh.ok("insmod /sbull.ko ndevices=1 nsectors=8192")
    sh.ok("mke2fs /dev/sbulla > /dev/null")
    sh.ok("mount -t ext2 /dev/sbulla /mnt")
    assert "/dev/sbulla /mnt ext2 rw" in sh.ok("cat /proc/mounts")
    assert sh.ok("ls /mnt") == "lost+found\n"
    sh.ok("echo hello > /mnt/a; mkdir /mnt/d; "
          "dd if=/bin/busybox of=/mnt/d/bb bs=1000 count=%d 2>/dev/null; "
          "ln /mnt/a /mnt/d/a2; ln -s d/bb /mnt/s" % (COPY // 1000))
    # in use: a working directory, then an open file
    out, rc = sh.run("cd /mnt/d && umount /mnt; cd /")
    assert rc == 0 and "Device or resource busy" in out, out
    sh.ok("sleep 600 < /mnt/a & P=$!")
    out, rc = sh.run("umount /mnt")
    assert rc == 1 and "Device or resource busy" in out, out
    sh.ok("kill $P; wait")
    out, rc = sh.run("rmmod sbull")
    assert rc == 1 and "Resource temporarily unavailable" in out, out
    sh.ok("umount /mnt")
    assert sh.ok("ls /mnt") == ""
    sh.ok("mount -t ext2 /dev/sbulla /mnt")
    assert sh.ok("cat /mnt/a /mnt/d/a2") == "hello\nhello\n"
    assert sh.ok("md5sum < /mnt/d/bb").split()[0] == \
        hashlib.md5(data).hexdigest()
    assert sh.ok("readlink /mnt/s") == "d/bb\n"
    links = sh.ok("stat -c '%h %n' /mnt/a /mnt/d /mnt")
    assert links.split("\n")[:3] == ["2 /mnt/a", "2 /mnt/d", "4 /mnt"], links
    check_no_xattrs(k, sh)
    sh.ok("echo more >> /mnt/a; sync")
    with tempfile.TemporaryDirectory() as tmp:
        img = e2fsck_image(sh, tmp)
        fsck = subprocess.run(["e2fsck", "-fn", img], capture_output=True,
                              text=True)
        assert fsck.returncode == 0, fsck.stdout + fsck.stderr
        cat = subprocess.run(["debugfs", "-R", "cat /d/a2", img],
                             capture_output=True, text=True)
        assert cat.stdout == "hello\nmore\n", cat.stdout + cat.stderr
    sh.ok("umount /mnt")
    # the superblock's magic gone: EINVAL, the kernel's line, no oops
    sh.ok("dd if=/dev/zero of=/dev/sbulla bs=1024 seek=1 count=1 "
          "2>/dev/null")
    out, rc = sh.run("dmesg -c > /dev/null; mount -t ext2 /dev/sbulla /mnt")
    assert rc != 0 and "Invalid argument" in out, out
    log = sh.ok("dmesg")
    assert "EXT2-fs (sbulla): error: can't find an ext2 filesystem" in log
    assert "Oops" not in log and "BUG" not in log, log
    out, rc = sh.run("mount -t ext2 /dev/null /mnt")
    assert rc != 0 and "Block device required" in out, out
    sh.ok("rmmod sbull")
    assert sh.ok("cat /proc/meminfo") == before


def test_ext2_on_sbull_gcc(k):
    check_ext2(k, "gcc")


def test_ext2_on_sbull_clang(k):
    check_ext2(k, "clang")
