#!/usr/bin/env python3
"""make bench's SMP figure: user/tests/cpuburn.c (two processes of pure
user-mode arithmetic) on a 1-CPU machine and on a 2-CPU one, the
median of RUNS runs each, as "bench: NAME VALUE UNIT" lines, and the
speed-up.  The time is the guest's own (CLOCK_MONOTONIC, from the
jiffies CPU 0 counts); QEMU runs its 2 CPUs as two host threads
(-accel tcg,thread=multi), so a busy host shows in the figure."""

import argparse
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
import qemu  # noqa: E402

RUNS = 3


def cpuburn_ms(vmlinux, cpus):
    vm = qemu.Qemu(kernel=vmlinux, smp=cpus)
    try:
        vm.wait_prompt(timeout=60)
        times = []
        for _ in range(RUNS):
            out = vm.run("cpuburn 2", timeout=120)
            m = re.search(r"bench: cpuburn_ms (\d+) ms", out)
            if not m:
                raise SystemExit("cpuburn printed %r" % out)
            times.append(int(m.group(1)))
    finally:
        vm.kill()
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    args = ap.parse_args()
    vmlinux = os.path.join(args.build, "vmlinux")
    one = cpuburn_ms(vmlinux, 1)
    two = cpuburn_ms(vmlinux, 2)
    print("bench: smp_cpuburn2_1cpu_ms %d ms" % one)
    print("bench: smp_cpuburn2_2cpu_ms %d ms" % two)
    print("bench: smp_speedup_2cpu %.2f x" % (one / two))
    return 0


if __name__ == "__main__":
    sys.exit(main())
