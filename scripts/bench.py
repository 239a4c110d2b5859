#!/usr/bin/env python3
"""`make bench`: oops386's speed and size figures.

Prints one figure a line, as "bench: NAME VALUE UNIT":
  boot_to_prompt_ms   wall time from starting QEMU (-kernel, TCG) to the
                      shell's first prompt, median of several boots
  boot_floor_ms       the same for an empty multiboot kernel (its first
                      serial byte): what QEMU itself costs
  boot_overhead_ms    the difference (the goal: under 60 ms)
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


def median_ms(kernel, pattern):
    return statistics.median(time_to(kernel, pattern)
                             for _ in range(BOOTS)) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("progs", nargs="*")
    args = ap.parse_args()
    ours = median_ms(os.path.join(args.build, "vmlinux"), qemu.PROMPT)
    floor = median_ms(os.path.join(args.build, "bench", "empty.elf"), "#")
    print("bench: boot_to_prompt_ms %.0f ms" % ours)
    print("bench: boot_floor_ms %.0f ms" % floor)
    print("bench: boot_overhead_ms %.0f ms" % (ours - floor))
    sys.stdout.flush()
    status = 0
    for prog in args.progs:
        status |= subprocess.run([prog]).returncode
    return status


if __name__ == "__main__":
    sys.exit(main())
