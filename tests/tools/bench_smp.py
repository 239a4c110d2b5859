#!/usr/bin/env python3
"""make bench's SMP figures, as "bench: NAME VALUE UNIT" lines and one
table:

- user/tests/cpuburn.c (two processes of pure user-mode arithmetic, no
  system call, BURN_MROUNDS million rounds each: about 0.75 s of TCG, so
  that the fork and the first balancing of the run queues, which took
  half of the 0.1 s of its default, do not decide the figure) on a 1-CPU
  machine and on a 2-CPU one, the median of RUNS
  runs each, and the speed-up; beside Linux 6.1 running the same binary
  (it makes only Linux i386 system calls) in the same QEMU, booted the
  way tests/tools/bench_linux.py boots it;
- tests/glibc/smpcheck.c's ping-pong on 2 CPUs (two threads pinned to
  CPUs 0 and 1 taking 600 turns in shared memory, the main one asking
  clock_gettime(2) at each: it measures how long a CPU waits for the
  other's kernel entries, the big kernel lock's cost), the median of
  RUNS runs;
- the cost of one module load and unload (tests/glibc/microbench.c's
  insmod_rmmod: init_module(2) then delete_module(2) of crasher.ko, the
  median of its runs) on 1, 2 and 4 CPUs: the unload stops the other
  CPUs (stop_machine()), so it grows with them.

The time is the guest's own (CLOCK_MONOTONIC); QEMU runs each CPU as a
host thread (-accel tcg,thread=multi), so a busy host shows in the
figures.

  bench_smp.py [--build build] [--runs 3]
"""

import argparse
import glob
import os
import re
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "lib"))
import qemu  # noqa: E402
import bench_linux  # noqa: E402

BURN_MROUNDS = 600
CPUBURN = "/usr/bin/cpuburn"          # oops386's initramfs
PINGPONG = "/glibc/smpcheck 10 pingpong"  # linux-progs.cpio
LINUX_CPUBURN = "/glibc/cpuburn"       # bench_linux.linux_initramfs()'s


def median_of(vm_args, command, figure, runs):
    """The median of runs runs of command's "bench: figure N UNIT" in one
    boot of vm_args (bench_linux's machine)"""
    _, out = bench_linux.run_output(vm_args, "; ".join([command] * runs))
    values = [float(v) for v in re.findall(
        r"^bench: %s (-?[\d.]+) " % figure, out, re.M)]
    if len(values) != runs:
        raise SystemExit("%s printed %r" % (command, out))
    return statistics.median(values)


def oops386(build, cpus):
    return {"kernel": os.path.join(build, "vmlinux"), "smp": cpus,
            "append": "init=/bin/busybox sh",
            "initrd": [os.path.join(build, "initramfs.cpio"),
                       os.path.join(build, "linux-progs.cpio")]}


def linux(tmp, build, files, cpus):
    if not files:
        return None
    return {"kernel": files[0], "smp": cpus,
            "append": "console=ttyS0 quiet panic=-1 rdinit=/bin/sh",
            "initrd": [bench_linux.linux_initramfs(
                tmp, files[1], files[2],
                os.path.join(build, "user", "bin", "tests", "cpuburn"),
                LINUX_CPUBURN)]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    build = args.build
    rows = []
    files = bench_linux.linux_files()
    if not files:
        print("bench: Linux 6.1 side skipped: %s could not fetch Debian's "
              "kernel" % bench_linux.REFERENCE)
    with tempfile.TemporaryDirectory(prefix="bench-smp-") as tmp:
        burn = {}
        for cpus in (1, 2):
            burn["oops386", cpus] = median_of(
                oops386(build, cpus), "%s 2 %d" % (CPUBURN, BURN_MROUNDS),
                "cpuburn_ms", args.runs)
            theirs = linux(tmp, build, files, cpus)
            if theirs:
                burn["linux61", cpus] = median_of(
                    theirs, "%s 2 %d" % (LINUX_CPUBURN, BURN_MROUNDS),
                    "cpuburn_ms", args.runs)
    for who in ("oops386", "linux61"):
        if (who, 1) not in burn:
            continue
        one, two = burn[who, 1], burn[who, 2]
        print("bench: %s_smp_cpuburn2_1cpu_ms %d ms" % (who, one))
        print("bench: %s_smp_cpuburn2_2cpu_ms %d ms" % (who, two))
        print("bench: %s_smp_speedup_2cpu %.2f x" % (who, one / two))
        rows.append((who, "%d" % one, "%d" % two, "%.2f" % (one / two)))
    pong = median_of(oops386(build, 2), PINGPONG, "smp_pingpong_ms",
                     args.runs)
    print("bench: oops386_smp_pingpong_2cpu_ms %.0f ms" % pong)
    ko = glob.glob(os.path.join(build, "linux-progs", "lib", "modules", "*",
                                "crasher.ko"))
    cost = {}
    for cpus in (1, 2, 4):
        cost[cpus] = median_of(
            oops386(build, cpus), "/glibc/microbench /tmp %s crasher" %
            ko[0][len(os.path.join(build, "linux-progs")):],
            "insmod_rmmod_us", 1)
        print("bench: oops386_insmod_rmmod_%dcpu_us %.0f us"
              % (cpus, cost[cpus]))
    print("\n| kernel | cpuburn 2, 1 CPU (ms) | 2 CPUs (ms) | speed-up |"
          "\n|---|---|---|---|")
    for row in rows:
        print("| %s | %s | %s | %s x |" % row)
    print("\n| CPUs | insmod + rmmod of crasher.ko (us) |\n|---|---|")
    for cpus, us in cost.items():
        print("| %d | %.0f |" % (cpus, us))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
