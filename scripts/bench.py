#!/usr/bin/env python3
"""`make bench`: oops386's speed and size figures.

Prints one figure a line, as "bench: NAME VALUE UNIT":
  boot_to_user_prompt_ms  wall time from starting QEMU (-kernel, TCG)
                      to the first prompt of /bin/sh, the ring-3 shell
                      /sbin/init starts, median of several boots
  boot_floor_ms       the same for an empty multiboot kernel (its first
                      serial byte): what QEMU itself costs
  boot_overhead_ms    the difference (the goal: under 60 ms)
  syscall_ns, spawn_us  measured inside the guest by user/tests/nullsys.c
                      (a getppid(2)) and user/tests/spawn.c (fork, execve
                      of /usr/bin/true, exit, wait), medians
then runs each host benchmark program given on the command line (they
print their own "bench:" lines: kallsyms table, module loader).
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "lib"))
import qemu  # noqa: E402

BOOTS = 9


def time_to(kernel, pattern):
    """Seconds from starting QEMU until pattern appears on the serial."""
    start = time.monotonic()
    vm = qemu.Qemu(kernel=kernel)
    try:
        vm.expect(pattern, timeout=60)
        return time.monotonic() - start
    finally:
        vm.kill()


def in_guest(kernel, programs):
    """The "bench:" lines the guest programs print."""
    vm = qemu.Qemu(kernel=kernel)
    try:
        vm.wait_prompt(timeout=60)
        out = "".join(vm.run(p, timeout=120) for p in programs)
    finally:
        vm.kill()
    return [line for line in out.splitlines() if line.startswith("bench:")]


def median_ms(kernel, pattern):
    return statistics.median(time_to(kernel, pattern)
                             for _ in range(BOOTS)) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("progs", nargs="*")
    args = ap.parse_args()
    vmlinux = os.path.join(args.build, "vmlinux")
    ours = median_ms(vmlinux, qemu.PROMPT)
    floor = median_ms(os.path.join(args.build, "bench", "empty.elf"), "#")
    print("bench: boot_to_user_prompt_ms %.0f ms" % ours)
    print("bench: boot_floor_ms %.0f ms" % floor)
    print("bench: boot_overhead_ms %.0f ms" % (ours - floor))
    for line in in_guest(vmlinux, ["nullsys", "spawn"]):
        print(line)
    sys.stdout.flush()
    status = 0
    for prog in args.progs:
        status |= subprocess.run([prog]).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
