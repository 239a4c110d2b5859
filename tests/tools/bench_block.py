#!/usr/bin/env python3
"""`make bench`'s block-layer figures (docs/block.md), on LDD3's sbull
(tests/modules/sbull, built by `make test-modules`) under Debian's
busybox, each the host's wall time of one shell command less that of an
empty one (`true`), median of 3:
  block_dd_write_16m_ms   dd of 16 MiB onto /dev/sbulla (the page cache,
                          then the write-back at close)
  block_dd_read_16m_ms    dd of 16 MiB from it, its cached pages dropped
                          first (BLKFLSBUF): every page read by a bio
  ext2_write_1000_ms      1,000 small files written on ext2 (mke2fs) on it
  ext2_umount_1000_ms     umount: the tree written back onto the disk
  ext2_mount_1000_ms      mount: the tree read from the disk
  ext2_read_1000_ms       the 1,000 files read back (cat)
Linux 6.1 is not beside them: the linux-reference machine has no RAM
disk driver and loads no module of ours.  Skipped, saying why, without
busybox or the module."""

import argparse
import os
import re
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
import qemu  # noqa: E402

OUT = re.compile(r"@@s@@\n(.*?)@@rc=(\d+)@@", re.S)
RUNS = 3


class Guest:
    def __init__(self, build, ko):
        self.vm = qemu.Qemu(kernel=os.path.join(build, "vmlinux"),
                            append="init=/bin/busybox sh",
                            initrd=[os.path.join(build, "initramfs.cpio"),
                                    os.path.join(build, "linux-progs.cpio"),
                                    ko])
        self.vm.expect("built-in shell", timeout=60)
        self.vm.expect("# ", timeout=60)

    def timed(self, cmd, timeout=300):
        """cmd's wall time in ms, seen from the host; it must succeed"""
        start = time.monotonic()
        self.vm.send("echo @@s@@; %s; echo \"@@rc=$?@@\"\r" % cmd)
        m = self.vm.expect(OUT, timeout)
        ms = (time.monotonic() - start) * 1000
        assert m.group(2) == "0", "%s: %s" % (cmd, m.group(1))
        return ms


def figures(g):
    floor = statistics.median(g.timed("true") for _ in range(5))
    got = {}

    def note(name, cmd, before=None):
        runs = []
        for _ in range(RUNS):
            if before:
                g.timed(before)
            runs.append(g.timed(cmd) - floor)
        got[name] = statistics.median(runs)

    g.timed("insmod /sbull.ko ndevices=1 nsectors=40960")
    note("block_dd_write_16m_ms",
         "dd if=/dev/zero of=/dev/sbulla bs=1048576 count=16 2>/dev/null")
    note("block_dd_read_16m_ms",
         "dd if=/dev/sbulla of=/dev/null bs=1048576 count=16 2>/dev/null",
         "blockdev --flushbufs /dev/sbulla")
    g.timed("mke2fs /dev/sbulla >/dev/null; mkdir -p /mnt")
    write = ("i=0; while [ $i -lt 1000 ]; do echo file $i > /mnt/f$i; "
             "i=$((i + 1)); done")
    runs = {k: [] for k in ("write", "umount", "mount", "read")}
    for _ in range(RUNS):
        g.timed("mount -t ext2 /dev/sbulla /mnt; rm -f /mnt/f*")
        runs["write"].append(g.timed(write) - floor)
        runs["umount"].append(g.timed("umount /mnt") - floor)
        runs["mount"].append(g.timed("mount -t ext2 /dev/sbulla /mnt")
                             - floor)
        runs["read"].append(g.timed("cat /mnt/f* | wc -l") - floor)
        g.timed("umount /mnt")
    for k, v in runs.items():
        got["ext2_%s_1000_ms" % k] = statistics.median(v)
    return got


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    args = ap.parse_args()
    ko = os.path.join(args.build, "test-modules", "gcc", "sbull",
                      "sbull.ko")
    for need, why in ((ko, "make test-modules"),
                      (os.path.join(args.build, "linux-progs.cpio"),
                       "make busybox")):
        if not os.path.exists(need):
            print("bench: block figures skipped: no %s (%s)" % (need, why))
            return 0
    g = Guest(args.build, ko)
    try:
        for name, ms in figures(g).items():
            print("bench: %s %.0f ms" % (name, ms))
    finally:
        g.vm.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
