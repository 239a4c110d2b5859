#!/usr/bin/env python3
"""A ping through snull's pair on oops386 and on Linux 6.1, in the same
QEMU (TCG): `make bench` runs this after bench.py, or run it alone:

  bench_net.py [--build build] [--runs 3] [--count 20]

tests/modules/snull is built twice from the same source, for oops386
with this tree's module build and for Linux against Debian's own i386
6.1 headers (linux_modules.py, which bench_block.py shares).

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
import os
import re
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import bench_linux  # noqa: E402
import linux_modules  # noqa: E402
import qemu  # noqa: E402

RTT = re.compile(r"seq=(\d+) ttl=\d+ time=([\d.]+) ms")
NAME = "snull_ping_rtt_ms"


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
    where = os.path.join(build, "bench-net")
    ours_ko = linux_modules.for_oops386(build, "snull",
                                        os.path.join(where, "oops386"))
    if not ours_ko:
        return 1
    linux, theirs_ko, why = linux_modules.for_linux(
        build, "snull", os.path.join(where, "linux"))
    if not theirs_ko:
        print("bench: Linux 6.1 side skipped: %s" % why)
    a, b = [], []
    with tempfile.TemporaryDirectory(prefix="bench-net-") as tmp:
        ours = linux_modules.oops386_vm(build, tmp, {"/snull.ko": ours_ko})
        if theirs_ko:
            theirs = linux_modules.linux_vm(linux, tmp,
                                            {"/snull.ko": theirs_ko})
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
