#!/usr/bin/env python3
"""oops386 and Linux 6.1 side by side, in the same QEMU (TCG): `make
bench` runs this (tests/tools/bench.py), or run it alone:

  bench_linux.py [--build build] [--runs 3]

Each run boots both kernels in turn (interleaved: oops386, Linux,
oops386, ...), each with Debian's busybox-static as pid 1's shell and
the same static i386 program, tests/glibc/microbench.c, which times
itself with clock_gettime(CLOCK_MONOTONIC) in the guest.  Figures:
boot_to_busybox_prompt_ms (from starting QEMU to ash's first prompt,
timed on the host) and microbench's lines.  Printed as
"bench: oops386_NAME V UNIT", "bench: linux61_NAME V UNIT" (medians of
the runs) and "bench: ratio_NAME R x" (oops386 over Linux: below 1 is
faster), then one table.

Linux is Debian 12's linux-image-686 (6.1), the kernel
/work/shared/tools/linux-reference boots (LINUX_REFERENCE to use another
copy of that script; it fetches the kernel and busybox into
$TMPDIR/linux-reference-cache on first use).  Its module figure loads
lib/crc-itu-t.ko of that package; oops386's loads crasher.ko (both
print nothing).  Without the Linux kernel the Linux side is skipped,
saying why.
"""

import argparse
import glob
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

REFERENCE = os.environ.get("LINUX_REFERENCE",
                           "/work/shared/tools/linux-reference")
CACHE = os.path.join(os.environ.get("TMPDIR", "/tmp"),
                     "linux-reference-cache")
MEMORY = "256M"                 # linux-reference's
PROMPT = re.compile(r"built-in shell \(ash\)[\s\S]*?# ")
DONE = "@@done@@"
FIGURE = re.compile(r"^bench: (\S+) (-?[\d.]+) (\S+)\s*$", re.M)
PROG = "/glibc/microbench"


def linux_files():
    """(vmlinuz, busybox, crc-itu-t.ko) of linux-reference's cache,
    fetched by one run of it if needed; None if they cannot be had"""
    def find():
        k = glob.glob(os.path.join(CACHE, "k", "boot", "vmlinuz-*"))
        ko = glob.glob(os.path.join(CACHE, "k", "lib", "modules", "*",
                                    "kernel", "lib", "crc-itu-t.ko"))
        bb = os.path.join(CACHE, "bb", "bin", "busybox")
        return (k[0], bb, ko[0]) if k and ko and os.path.exists(bb) \
            else None
    if not find() and os.path.exists(REFERENCE):
        subprocess.run([REFERENCE], input="!end poweroff -f\n", text=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=600)
    return find()


def linux_initramfs(tmp, busybox, ko, prog, dest=PROG):
    """busybox as /bin/sh, the program (at dest, in /glibc) and the
    module, in a cpio made by linux-reference's own mkinitramfs.py"""
    out = os.path.join(tmp, "root.cpio")
    spec = "\n".join([
        "dir /bin 755", "dir /dev 755", "dir /tmp 1777", "dir /glibc 755",
        "nod /dev/console 600 c 5 1",
        "file /bin/busybox %s 755" % busybox, "slink /bin/sh busybox 777",
        "file %s %s 755" % (dest, prog),
        "file /crc-itu-t.ko %s 644" % ko]) + "\n"
    subprocess.run([sys.executable, os.path.join(
        os.path.dirname(REFERENCE), "lib", "mkinitramfs.py"), out],
        input=spec, text=True, check=True)
    return out


def run_output(vm_args, command):
    """(ms from QEMU's start to the shell's prompt, command's output)"""
    vm = qemu.Qemu(memory=MEMORY, **vm_args)
    try:
        vm.expect(PROMPT, timeout=120)
        boot = (time.monotonic() - vm.started) * 1000
        start = vm.pos
        # the quotes keep the typed line's echo from matching DONE
        vm.send("%s; echo @@do''ne@@\r" % command)
        vm.expect(DONE, timeout=300)
        out = vm.log[start:vm.pos]
    finally:
        vm.kill()
    return boot, out


def one_run(vm_args, command):
    """{name: (value, unit)}: the boot time and the program's figures"""
    boot, out = run_output(vm_args, command)
    figures = {"boot_to_busybox_prompt_ms": (boot, "ms")}
    for name, value, unit in FIGURE.findall(out):
        figures[name] = (float(value), unit)
    return figures


def median_figures(runs):
    names = [n for n in FIGURES if all(n in r for r in runs)]
    return {n: (statistics.median(r[n][0] for r in runs), runs[0][n][1])
            for n in names}


def fmt(v):
    return "%.0f" % v if v >= 100 else "%.3g" % v


# every figure a run gives, in microbench's order
FIGURES = ("boot_to_busybox_prompt_ms", "getppid_us", "fork_exit_wait_us",
           "fork_execve_us", "pipe_round_trip_us", "udp_round_trip_us",
           "context_switch_us", "yield_switched_pct", "page_fault_us",
           "read_1mib_us", "open_close_us", "insmod_rmmod_us")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    build = args.build
    modules = glob.glob(os.path.join(build, "linux-progs", "lib", "modules",
                                     "*", "crasher.ko"))
    if not os.path.exists(os.path.join(build, "linux-progs", "glibc",
                                       "microbench")) or not modules:
        print("bench: side by side with Linux skipped: %s has no "
              "glibc/microbench or crasher.ko (make busybox)"
              % os.path.join(build, "linux-progs"))
        return 1
    ours = {"kernel": os.path.join(build, "vmlinux"),
            "append": "init=/bin/busybox sh",
            "initrd": [os.path.join(build, "initramfs.cpio"),
                       os.path.join(build, "linux-progs.cpio")]}
    ours_cmd = "%s /tmp /lib/modules/%s/crasher.ko crasher" % (
        PROG, os.path.basename(os.path.dirname(modules[0])))
    linux = linux_files()
    with tempfile.TemporaryDirectory(prefix="bench-linux-") as tmp:
        if linux:
            theirs = {"kernel": linux[0],
                      "append": "console=ttyS0 quiet panic=-1 rdinit=/bin/sh",
                      "initrd": [linux_initramfs(tmp, linux[1], linux[2],
                          os.path.join(build, "linux-progs", "glibc",
                                       "microbench"))]}
        else:
            print("bench: Linux 6.1 side skipped: %s could not fetch "
                  "Debian's kernel" % REFERENCE)
        a, b = [], []
        for _ in range(args.runs):
            a.append(one_run(ours, ours_cmd))
            if linux:
                b.append(one_run(theirs, "%s /tmp /crc-itu-t.ko crc_itu_t"
                                 % PROG))
    ours_m = median_figures(a)
    theirs_m = median_figures(b) if b else {}
    rows = []
    for name, (v, unit) in ours_m.items():
        print("bench: oops386_%s %s %s" % (name, fmt(v), unit))
        if name in theirs_m:
            w = theirs_m[name][0]
            print("bench: linux61_%s %s %s" % (name, fmt(w), unit))
            ratio = fmt(v / w) if w else "-"
            print("bench: ratio_%s %s x" % (name, ratio))
            rows.append((name, unit, fmt(v), fmt(w), ratio))
        else:
            rows.append((name, unit, fmt(v), "-", "-"))
    print("\n| figure (median of %d) | unit | oops386 | Linux 6.1 | "
          "oops386 / Linux |\n|---|---|---|---|---|" % args.runs)
    for row in rows:
        print("| %s | %s | %s | %s | %s |" % row)
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
