#!/usr/bin/env python3
"""`make bench`'s block-layer figures (docs/block.md), on LDD3's sbull
(tests/modules/sbull, built by `make test-modules`) under Debian's
busybox, each the host's wall time of one shell command less that of an
empty one (`true`, the fastest of 5), median of 3 (--runs), never below
0 (a figure within the host's noise of an empty command is 0):
  block_dd_write_16m_ms   dd of 16 MiB onto /dev/sbulla (the page cache,
                          then the write-back at close)
  block_dd_read_16m_ms    dd of 16 MiB from it, its cached pages dropped
                          first (BLKFLSBUF): every page read by a bio
  ext2_write_1000_ms      1,000 small files written on ext2 (mke2fs) on it
  ext2_umount_1000_ms     umount: the tree written back onto the disk
  ext2_mount_1000_ms      mount: the tree read from the disk
  ext2_read_1000_ms       the 1,000 files read back (cat)
The same commands run beside them on Linux 6.1 (linux-reference's
kernel and busybox) with sbull built for it from the same source
(linux_modules.py, as bench_net.py does), printed as bench_linux.py
prints its own: "bench: oops386_NAME", "bench: linux61_NAME",
"bench: ratio_NAME" (below 1: oops386 is faster; "n/a" when either
figure is under 1 ms, too small to divide).  Debian's kernel has
no ext2 built in: its ext4.ko (which mounts ext2, alias fs-ext2) and
what it needs (crc16, mbcache, jbd2, crc32c_generic) are loaded from
linux-reference's own module tree first.  A side that cannot be had
(no busybox, no apt, no kernel) is skipped, saying why.

  bench_block.py [--build build] [--runs 3]"""

import argparse
import os
import re
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
import bench_linux  # noqa: E402
import testmods  # noqa: E402
import linux_modules  # noqa: E402
import qemu  # noqa: E402

OUT = re.compile(r"@@s@@\n(.*?)@@rc=(\d+)@@", re.S)


# ext4.ko's dependencies first (their modinfo's depends=), from
# linux-reference's module tree; crc32c for ext4's and jbd2's checksums
EXT4 = ["lib/crc16.ko", "fs/mbcache.ko", "crypto/crc32c_generic.ko",
        "fs/jbd2/jbd2.ko", "fs/ext4/ext4.ko"]
# Linux's rdinit shell has no /proc, /dev nodes or PATH; quiet console
LINUX_SETUP = ("B=/bin/busybox; $B mkdir -p /proc /sys /sbin /usr/bin "
               "/usr/sbin && $B mount -t proc proc /proc && "
               "$B mount -t devtmpfs dev /dev && $B --install -s && "
               "export PATH=/bin:/sbin:/usr/bin:/usr/sbin && dmesg -n 1")


class Guest:
    def __init__(self, vm_args):
        self.vm = qemu.Qemu(memory=bench_linux.MEMORY, **vm_args)
        self.vm.expect(bench_linux.PROMPT, timeout=300)

    def timed(self, cmd, timeout=300):
        """cmd's wall time in ms, seen from the host; it must succeed"""
        start = time.monotonic()
        self.vm.send("echo @@s@@; %s; echo \"@@rc=$?@@\"\r" % cmd)
        m = self.vm.expect(OUT, timeout)
        ms = (time.monotonic() - start) * 1000
        assert m.group(2) == "0", "%s: %s" % (cmd, m.group(1))
        return ms


def figures(g, runs, setup=None):
    if setup:
        g.timed(setup)
    # The fastest empty command is the serial round trip's cost; a median
    # would be above some commands' own times on a busy host.
    floor = min(g.timed("true") for _ in range(5))
    got = {}

    def net(times):
        return max(0.0, statistics.median(times) - floor)

    def note(name, cmd, before=None):
        times = []
        for _ in range(runs):
            if before:
                g.timed(before)
            times.append(g.timed(cmd))
        got[name] = net(times)

    g.timed("insmod /sbull.ko ndevices=1 nsectors=40960")
    note("block_dd_write_16m_ms",
         "dd if=/dev/zero of=/dev/sbulla bs=1048576 count=16 2>/dev/null")
    note("block_dd_read_16m_ms",
         "dd if=/dev/sbulla of=/dev/null bs=1048576 count=16 2>/dev/null",
         "blockdev --flushbufs /dev/sbulla")
    g.timed("mke2fs /dev/sbulla >/dev/null; mkdir -p /mnt")
    write = ("i=0; while [ $i -lt 1000 ]; do echo file $i > /mnt/f$i; "
             "i=$((i + 1)); done")
    times = {k: [] for k in ("write", "umount", "mount", "read")}
    for _ in range(runs):
        g.timed("mount -t ext2 /dev/sbulla /mnt; rm -f /mnt/f*")
        times["write"].append(g.timed(write))
        times["umount"].append(g.timed("umount /mnt"))
        times["mount"].append(g.timed("mount -t ext2 /dev/sbulla /mnt"))
        times["read"].append(g.timed("cat /mnt/f* | wc -l"))
        g.timed("umount /mnt")
    for k, v in times.items():
        got["ext2_%s_1000_ms" % k] = net(v)
    return got


def linux_side(build, tmp):
    """(Qemu's arguments, setup command) for Linux 6.1 with sbull and
    ext4, or (None, why)"""
    linux, ko, why = linux_modules.for_linux(
        build, "sbull", os.path.join(build, "bench-block", "linux"))
    if not ko:
        return None, why
    # linux[2] is KERNEL/lib/crc-itu-t.ko of that tree
    tree = os.path.dirname(os.path.dirname(linux[2]))
    files = {"/sbull.ko": ko}
    loads = []
    for rel in EXT4:
        path = os.path.join(tree, rel)
        if not os.path.exists(path):
            return None, "no %s in linux-reference's modules" % rel
        files["/" + os.path.basename(rel)] = path
        loads.append("insmod /" + os.path.basename(rel))
    setup = " && ".join([LINUX_SETUP] + loads)
    return linux_modules.linux_vm(linux, tmp, files), setup


def measure(vm_args, runs, setup=None):
    g = Guest(vm_args)
    try:
        return figures(g, runs, setup)
    finally:
        g.vm.kill()


def ratio_line(name, ours, theirs):
    """A figure rounds to 0 within a millisecond: no ratio of it."""
    if round(ours) < 1 or round(theirs) < 1:
        return "bench: ratio_%s n/a (a figure under 1 ms)" % name
    return "bench: ratio_%s %.2f x" % (name, ours / theirs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--runs", type=int, default=3,
                    help="runs of each command, their median taken")
    args = ap.parse_args()
    if args.runs < 1:
        ap.error("--runs must be at least 1, not %d" % args.runs)
    build = os.path.abspath(args.build)
    ko = os.path.join(testmods.wait(build), "gcc", "sbull", "sbull.ko")
    for need, why in ((ko, "make test-modules"),
                      (os.path.join(build, "linux-progs.cpio"),
                       "make busybox")):
        if not os.path.exists(need):
            print("bench: block figures skipped: no %s (%s)" % (need, why))
            return 0
    with tempfile.TemporaryDirectory(prefix="bench-block-") as tmp:
        ours = measure(linux_modules.oops386_vm(build, tmp,
                                                {"/sbull.ko": ko}),
                       args.runs)
        theirs, setup = linux_side(build, tmp)
        if theirs:
            theirs = measure(theirs, args.runs, setup)
        else:
            print("bench: Linux 6.1 side skipped: %s" % setup)
    for name, ms in ours.items():
        print("bench: oops386_%s %.0f ms" % (name, ms))
        if theirs:
            print("bench: linux61_%s %.0f ms" % (name, theirs[name]))
            print(ratio_line(name, ms, theirs[name]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
