#!/usr/bin/env python3
"""A ping through snull's pair on oops386 and on Linux 6.1, in the same
QEMU (TCG): `make bench` runs this after bench.py, or run it alone:

  bench_net.py [--build build] [--runs 3] [--count 20]

tests/modules/snull is built twice from the same source: for oops386
with this tree's module build, and for Linux against Debian's own i386
6.1 headers (linux-headers-VERSION-686, -common, and linux-kbuild-6.1
for the host's tools), which apt-get download fetches into
BUILD/linux-headers on first use - never part of this tree.  Kbuild
compiles the Linux module with the host's gcc -m32; nothing 32-bit runs
on the host.  VERSION is the kernel linux-reference boots (its
$TMPDIR/linux-reference-cache), so the module's vermagic is that
kernel's.

Each run boots a kernel with busybox as its shell, loads snull.ko, sets
up sn0 and sn1 as LDD3's chapter 17 does (192.168.0.1 and 192.168.1.2)
and runs busybox's `ping -c COUNT -i 0.2 192.168.0.2`: the echo leaves
sn0, comes back in through sn1 and the reply takes the same way back.
The figure, snull_ping_rtt_ms, is the median of ping's own round trip
times without the first (which includes the first use of every cache
and page on the way).  Printed as bench_linux.py prints its own:
"bench: oops386_NAME", "bench: linux61_NAME", "bench: ratio_NAME"
(below 1: oops386 is faster).  A side that cannot be had (no apt, no
kernel) is skipped, saying why.
"""

import argparse
import glob
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import bench_linux  # noqa: E402
import qemu  # noqa: E402

SNULL = os.path.join(TOP, "tests", "modules", "snull")
RTT = re.compile(r"seq=(\d+) ttl=\d+ time=([\d.]+) ms")
NAME = "snull_ping_rtt_ms"


def fetch_headers(out, release):
    """The 6.1 headers' build directory for release (6.1.0-N-686) under
    out, downloaded and unpacked once; None and why if it cannot be"""
    root = os.path.join(out, "root")
    kdir = os.path.join(root, "usr", "src", "linux-headers-" + release)
    if os.path.exists(os.path.join(kdir, ".done")):
        return kdir, None
    os.makedirs(out, exist_ok=True)
    common = release.rsplit("-", 1)[0] + "-common"
    # the i386 package's tools would be 32-bit host programs, which this
    # host cannot run: the host's own linux-kbuild-6.1 builds for i386 too
    pkgs = ["linux-headers-%s:i386" % release,
            "linux-headers-%s" % common, "linux-kbuild-6.1"]
    r = subprocess.run(["apt-get", "download"] + pkgs, cwd=out,
                       capture_output=True, text=True)
    if r.returncode:
        return None, "apt-get download %s: %s" % (" ".join(pkgs),
                                                  r.stderr.strip()[-300:])
    for deb in glob.glob(os.path.join(out, "*.deb")):
        subprocess.run(["dpkg-deb", "-x", deb, root], check=True)
    # its Makefile includes the -common tree at /usr/src: here instead
    mk = os.path.join(kdir, "Makefile")
    with open(mk) as f:
        text = f.read()
    with open(mk, "w") as f:
        f.write(text.replace("/usr/src/", os.path.join(root, "usr", "src")
                             + "/"))
    open(os.path.join(kdir, ".done"), "w").close()
    return kdir, None


def build_snull(where, make_args):
    """snull.ko built from a copy of tests/modules/snull in where"""
    shutil.rmtree(where, ignore_errors=True)
    shutil.copytree(SNULL, where)
    r = subprocess.run(["make", "-s"] + make_args + ["M=" + where],
                       capture_output=True, text=True,
                       env=dict(os.environ, MAKEFLAGS=""))
    ko = os.path.join(where, "snull.ko")
    if r.returncode or not os.path.exists(ko):
        print("bench: snull build failed (%s):\n%s" % (
            " ".join(make_args), (r.stdout + r.stderr)[-1500:]))
        return None
    return ko


def cpio_of(tmp, name, files):
    """A newc archive of files ({path in guest: host path})"""
    tree = os.path.join(tmp, name)
    for dest, src in files.items():
        path = os.path.join(tree, dest.lstrip("/"))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        shutil.copy(src, path)
    out = tree + ".cpio"
    subprocess.run([sys.executable, os.path.join(TOP, "scripts",
                                                 "mkcpio.py"), out, tree],
                   check=True)
    return out


def linux_initramfs(tmp, busybox, ko):
    """busybox as /bin/sh and snull.ko, in a cpio made by
    linux-reference's own mkinitramfs.py (bench_linux.py's way)"""
    out = os.path.join(tmp, "linux.cpio")
    spec = "\n".join([
        "dir /bin 755", "dir /dev 755", "dir /tmp 1777",
        "nod /dev/console 600 c 5 1",
        "file /bin/busybox %s 755" % busybox, "slink /bin/sh busybox 777",
        "file /snull.ko %s 644" % ko]) + "\n"
    subprocess.run([sys.executable, os.path.join(
        os.path.dirname(bench_linux.REFERENCE), "lib", "mkinitramfs.py"),
        out], input=spec, text=True, check=True)
    return out


def run_command(vm_args, command):
    """What command printed on a fresh boot of vm_args"""
    vm = qemu.Qemu(memory=bench_linux.MEMORY, **vm_args)
    try:
        vm.expect(bench_linux.PROMPT, timeout=120)
        start = vm.pos
        # the quotes keep the typed line's echo from matching DONE
        vm.send("%s; echo @@do''ne@@\r" % command)
        vm.expect(bench_linux.DONE, timeout=300)
        return vm.log[start:vm.pos]
    finally:
        vm.kill()


def ping_command(count):
    """busybox's applets by its path: Linux's rdinit shell has no PATH"""
    return ("B=/bin/busybox; $B insmod /snull.ko && "
            "$B ifconfig sn0 192.168.0.1 && $B ifconfig sn1 192.168.1.2 && "
            "$B ping -c %d -i 0.2 192.168.0.2" % count)


def one_run(vm_args, count):
    """ping's round trip times after the first, in ms"""
    out = run_command(vm_args, ping_command(count))
    rtts = [float(t) for seq, t in RTT.findall(out) if int(seq) > 0]
    if len(rtts) != count - 1:
        print("bench: %d of %d pings answered:\n%s" % (len(rtts) + 1,
                                                       count, out[-800:]))
    return rtts


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--count", type=int, default=20)
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    ours_ko = build_snull(os.path.join(build, "bench-net", "oops386"),
                          ["-C", TOP, "BUILD=" + build, "CC=gcc"])
    if not ours_ko:
        return 1
    linux = bench_linux.linux_files()
    theirs_ko, why = None, "linux-reference could not fetch Debian's kernel"
    if linux:
        release = os.path.basename(linux[0])[len("vmlinuz-"):]
        kdir, why = fetch_headers(os.path.join(build, "linux-headers"),
                                  release)
        if kdir:
            theirs_ko = build_snull(os.path.join(build, "bench-net",
                                                 "linux"), ["-C", kdir])
            why = "snull did not build against %s" % kdir
    if not theirs_ko:
        print("bench: Linux 6.1 side skipped: %s" % why)
    a, b = [], []
    with tempfile.TemporaryDirectory(prefix="bench-net-") as tmp:
        ours = {"kernel": os.path.join(build, "vmlinux"),
                "append": "init=/bin/busybox sh",
                "initrd": [os.path.join(build, "initramfs.cpio"),
                           os.path.join(build, "linux-progs.cpio"),
                           cpio_of(tmp, "ours", {"/snull.ko": ours_ko})]}
        if theirs_ko:
            theirs = {"kernel": linux[0],
                      "append": "console=ttyS0 quiet panic=-1 "
                                "rdinit=/bin/sh",
                      "initrd": [linux_initramfs(tmp, linux[1],
                                                 theirs_ko)]}
        for _ in range(args.runs):
            a += one_run(ours, args.count)
            if theirs_ko:
                b += one_run(theirs, args.count)
    if not a:
        return 1
    v = statistics.median(a)
    print("bench: oops386_%s %.3f ms" % (NAME, v))
    if b:
        w = statistics.median(b)
        print("bench: linux61_%s %.3f ms" % (NAME, w))
        print("bench: ratio_%s %.2f x" % (NAME, v / w))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
