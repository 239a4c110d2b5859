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
  syscalls_implemented  the numbers arch/i386/kernel/syscall_table.c sends
                      to a function other than sys_ni_syscall (ENOSYS),
                      and syscalls_implemented_pct, the share they are of
                      the 420 calls of Linux 6.1's i386 table
then tests/tools/bench_linux.py's: oops386 and Debian's Linux 6.1 side
by side in the same QEMU, with ratios (boot, system calls, fork, exec,
pipes, switches, faults, reads, module loads: docs/bench.md), then
tests/tools/bench_insmod24.py's (2.4's user-space module linker
against 2.5's in-kernel one: docs/insmod24.md) and
tests/tools/bench_block.py's (dd on sbull, 1,000 files on ext2, on
oops386 and Linux 6.1: docs/block.md), then runs each host
benchmark program given on the command line (they
print their own "bench:" lines: kallsyms table, module loader), and
measures the kallsyms table at Linux's scale:
  kallsyms_generator_s          scripts/kallsyms on the kernel's nm listing
  kallsyms_modules4_*           the table of every 4th module of Debian's
  kallsyms_modules_all_*        i386 Linux kernel package, and of all of
                                them (tests/tools/kallsyms_corpus.py), with the
                                generator's seconds and bench_kallsyms's
                                figures; skipped, saying why, when the
                                package cannot be fetched
then the kernel's line table (scripts/lineinfo.c, docs/oops.md) beside
its symbol table:
  lineinfo_bytes, lineinfo_rows, lineinfo_dwarf_rows, lineinfo_files
                                the table, its rows (one per address
                                where the position changes) and the
                                .debug_line rows they came from
  lineinfo_bytes_per_row, lineinfo_bytes_per_dwarf_row,
  lineinfo_bytes_per_symbol     and kallsyms_kernel_bytes_per_symbol, the
                                symbol table's, for comparison
and last, every figure again as one table (| figure | value | unit |).
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

BOOTS = 9
BENCH_LINE = re.compile(r"^bench: (\S+) (-?[\d.]+) (.*)$")
SEEN = []       # (name, value, unit) of every "bench:" line, in order


def say(line):
    """Print a line of output; keep it for the table if it is a figure."""
    print(line)
    sys.stdout.flush()
    m = BENCH_LINE.match(line)
    if m:
        SEEN.append(m.groups())


def run(cmd):
    """Run a benchmark program, its output passed on line by line."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    for line in p.stdout:
        say(line.rstrip("\n"))
    return p.wait()


def time_to(kernel, pattern, append=""):
    """Seconds from starting QEMU until pattern appears on the serial."""
    start = time.monotonic()
    vm = qemu.Qemu(kernel=kernel, append=append)
    try:
        vm.expect(pattern, timeout=60)
        return time.monotonic() - start
    finally:
        vm.kill()


def in_guest(kernel, programs, append=""):
    """The "bench:" lines the guest programs print."""
    vm = qemu.Qemu(kernel=kernel, append=append)
    try:
        vm.wait_prompt(timeout=60)
        out = "".join(vm.run(p, timeout=120) for p in programs)
    finally:
        vm.kill()
    return [line for line in out.splitlines() if line.startswith("bench:")]


def median_ms(kernel, pattern, append=""):
    return statistics.median(time_to(kernel, pattern, append)
                             for _ in range(BOOTS)) * 1000


def generate(build, listing, table):
    """Run the kallsyms generator on @listing; return its seconds."""
    start = time.monotonic()
    with open(listing) as nm:
        subprocess.run([os.path.join(build, "scripts", "kallsyms"), "--bin",
                        table], stdin=nm, stdout=subprocess.DEVNULL,
                       check=True)
    return time.monotonic() - start


def kallsyms_figures(build):
    """The generator's time on the kernel, then the corpus tables."""
    status = 0
    secs = generate(build, os.path.join(build, "vmlinux.nm"),
                    os.path.join(build, "bench", "kallsyms.bin"))
    say("bench: kallsyms_generator_s %.3f s" % secs)
    sys.stdout.flush()
    if run([sys.executable, os.path.join(HERE, "kallsyms_corpus.py"),
            "--build", build]):
        say("bench: kallsyms corpus figures skipped: Debian's kernel "
              "package could not be fetched (see above)")
        return 0
    for name in ("modules4", "modules_all"):
        listing = os.path.join(build, "corpus", name + ".nm")
        table = os.path.join(build, "corpus", name + ".bin")
        say("bench: kallsyms_%s_generator_s %.2f s"
              % (name, generate(build, listing, table)))
        status |= run([os.path.join(build, "host", "bench_kallsyms"),
                       "--name", name, table, listing])
    return status


# The calls of Linux 6.1's arch/x86/entry/syscalls/syscall_32.tbl that
# have an entry point: 451 numbers (0-450), less the 11 it leaves unused
# (222, 223, 251, 285, 387-392, 415), the 18 listed with none (break,
# stty, gtty, ftime, prof, lock, mpx, ulimit, profil, idle,
# create_module, get_kernel_syms, afs_syscall, query_module,
# nfsservctl, getpmsg, putpmsg, vserver) and the 2 sent to
# sys_ni_syscall (bdflush, _sysctl)
LINUX_I386_CALLS = 451 - 11 - 18 - 2


def syscall_figures():
    """How many numbers of the table reach an implementation."""
    table = os.path.join(TOP, "arch", "i386", "kernel",
                         "syscall_table.c")
    with open(table) as f:
        calls = re.findall(r"^\s*SYSCALL\((\w+),\s*(\w+)\)", f.read(), re.M)
    # 2.4's module calls (MODULES_24, docs/insmod24.md) are not 6.1's
    n = len({name for name, fn in calls if fn != "sys_ni_syscall"} -
            {"create_module", "get_kernel_syms", "query_module"})
    say("bench: syscalls_implemented %d calls" % n)
    say("bench: syscalls_implemented_pct %.1f %%"
          % (100.0 * n / LINUX_I386_CALLS))


def lineinfo_figures(build):
    """The line table's size, from the first lines scripts/lineinfo and
    scripts/kallsyms wrote (build/lineinfo.S, build/kallsyms.S)."""
    with open(os.path.join(build, "lineinfo.S")) as f:
        dwarf, rows, files, size = map(int, re.match(
            r"/\* Generated by scripts/lineinfo: (\d+) DWARF rows, (\d+) "
            r"table rows, (\d+) files, (\d+) bytes", f.readline()).groups())
    with open(os.path.join(build, "kallsyms.S")) as f:
        syms, ksize = map(int, re.match(
            r"/\* Generated by scripts/kallsyms: (\d+) symbols, (\d+) "
            r"bytes", f.readline()).groups())
    say("bench: lineinfo_bytes %d bytes" % size)
    say("bench: lineinfo_rows %d rows" % rows)
    say("bench: lineinfo_dwarf_rows %d rows" % dwarf)
    say("bench: lineinfo_files %d files" % files)
    say("bench: lineinfo_bytes_per_row %.2f bytes" % (size / rows))
    say("bench: lineinfo_bytes_per_dwarf_row %.2f bytes" % (size / dwarf))
    say("bench: lineinfo_bytes_per_symbol %.2f bytes" % (size / syms))
    say("bench: kallsyms_kernel_bytes_per_symbol %.2f bytes"
        % (ksize / syms))


def linux_figures(build):
    """oops386 against Linux 6.1, the same program on both"""
    return run([sys.executable, os.path.join(HERE, "bench_linux.py"),
                "--build", build])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("progs", nargs="*")
    args = ap.parse_args()
    syscall_figures()
    vmlinux = os.path.join(args.build, "vmlinux")
    ours = median_ms(vmlinux, qemu.PROMPT)
    floor = median_ms(os.path.join(args.build, "bench", "empty.elf"), "#")
    say("bench: boot_to_user_prompt_ms %.0f ms" % ours)
    say("bench: boot_floor_ms %.0f ms" % floor)
    say("bench: boot_overhead_ms %.0f ms" % (ours - floor))
    for line in in_guest(vmlinux, ["nullsys", "spawn"]):
        say(line)
    # the cost of the tests' debug allocator (qemu.DEFAULT_APPEND)
    debug = median_ms(vmlinux, qemu.PROMPT, qemu.DEFAULT_APPEND)
    say("bench: boot_slub_debug_extra_ms %.0f ms" % (debug - ours))
    for line in in_guest(vmlinux, ["spawn"], qemu.DEFAULT_APPEND):
        say(line.replace("bench: ", "bench: slub_debug_", 1))
    status = linux_figures(args.build)
    status |= run([sys.executable, os.path.join(HERE, "bench_insmod24.py"),
                  "--build", args.build, "--no24", args.build + "-no24"])
    status |= run([sys.executable, os.path.join(HERE, "bench_block.py"),
                   "--build", args.build])
    for prog in args.progs:
        status |= run([prog])
    status |= kallsyms_figures(args.build)
    lineinfo_figures(args.build)
    print("\n| figure | value | unit |\n|---|---|---|")
    for row in SEEN:
        print("| %s | %s | %s |" % row)
    return status


if __name__ == "__main__":
    sys.exit(main())
