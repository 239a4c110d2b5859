#!/usr/bin/env python3
"""Where an oops386 guest spends its time, sampled from outside:

  profile_guest.py [--build build] [--only NAMES] [--repeat N]
                   [--samples N] [--callers FUNC ...] [--vmlinux PATH ...]
                   [--runs N]

Boots the kernel (build/vmlinux, or each --vmlinux in turn, --runs
times, interleaved) with busybox as pid 1's shell, as
tests/tools/bench_linux.py does, and runs tests/glibc/microbench.c with
MICROBENCH_ONLY=NAMES and MICROBENCH_REPEAT=N.  Prints its "bench:"
lines, their medians over the runs per kernel, and, with --samples,
a profile: while the program runs, QEMU's monitor is asked for the
registers (`info registers`) over and over, and each answer's EIP is
one sample, named by the kernel's symbol table (`nm -n`) or the
program's, or "user" outside both.  Under TCG the registers are those
of the last translated block's end, so a sample falls on a block
boundary: a fair picture of which functions the time goes to, not of
single instructions.  docs/bench.md says what it found.
"""

import argparse
import bisect
import collections
import os
import re
import socket
import statistics
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

PROMPT = re.compile(r"built-in shell \(ash\)[\s\S]*?# ")
DONE = "@@done@@"
FIGURE = re.compile(r"^bench: (\S+) (-?[\d.]+) (\S+)\s*$", re.M)
REGS = re.compile(r"EBP=([0-9a-f]{8}).*?EIP=([0-9a-f]{8}).*?CPL=(\d).*?"
                  r"HLT=(\d)", re.S)
WORD = re.compile(r"^[0-9a-f]+: (0x[0-9a-f]{8})", re.M)


def symbols(elf):
    """(sorted addresses, names) of elf's text symbols"""
    out = subprocess.run(["nm", "-n", elf], capture_output=True,
                         text=True).stdout
    addrs, names = [], []
    for line in out.splitlines():
        f = line.split()
        if len(f) == 3 and f[1] in "tTwW":
            addrs.append(int(f[0], 16))
            names.append(f[2])
    return addrs, names


def name_of(table, eip):
    addrs, names = table
    i = bisect.bisect_right(addrs, eip) - 1
    return names[i] if i >= 0 else None


def monitor_answer(sock):
    """what the monitor printed up to its next prompt"""
    out = b""
    while not out.endswith(b"(qemu) "):
        data = sock.recv(65536)
        if not data:
            raise OSError("monitor closed")
        out += data
    return out.decode("latin-1")


def sample(vm, stop, eips, callers):
    """(EIP, CPL, halted, caller) from the monitor until stop is set
    (one connection, so as to ask as often as it answers); caller is
    the return address at EBP + 4 when EIP is in one of the callers
    ranges, else None"""
    try:
        with socket.socket(socket.AF_UNIX) as s:
            s.settimeout(30)
            s.connect(vm.monitor_path)
            monitor_answer(s)
            while not stop.is_set():
                s.sendall(b"info registers\n")
                m = REGS.search(monitor_answer(s))
                if not m:
                    continue
                ebp, eip = int(m.group(1), 16), int(m.group(2), 16)
                caller = None
                if any(lo <= eip < hi for lo, hi in callers):
                    s.sendall(b"x /1wx 0x%x\n" % (ebp + 4))
                    w = WORD.search(monitor_answer(s))
                    caller = int(w.group(1), 16) if w else None
                eips.append((eip, int(m.group(3)), m.group(4) == "1",
                             caller))
    except OSError:
        return


def cpu_seconds(pid):
    """the CPU time a process has used (user and system), from
    /proc/PID/stat: unlike the guest's clock, it hardly moves with the
    host's load"""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def ranges(table, names):
    """[start, end) of each function of names in table"""
    addrs, syms = table
    return [(addrs[i], addrs[i + 1]) for i in range(len(syms) - 1)
            if syms[i] in names]


def one_run(args, vmlinux, command):
    """the program's figures, and the EIP samples taken while it ran;
    QEMU's CPU seconds for the program are the figure qemu_cpu_s"""
    vm = qemu.Qemu(kernel=vmlinux, memory="256M", monitor=args.samples > 0,
                   append="init=/bin/busybox sh " + args.append,
                   initrd=[os.path.join(args.build, "initramfs.cpio"),
                           os.path.join(args.build, "linux-progs.cpio")])
    eips, stop = [], threading.Event()
    try:
        vm.expect(PROMPT, timeout=120)
        start = vm.pos
        cpu = cpu_seconds(vm.proc.pid)
        vm.send("%s; echo @@do''ne@@\r" % command)
        t = threading.Thread(target=sample, args=(
            vm, stop, eips, ranges(symbols(vmlinux), args.callers)))
        if args.samples:
            t.start()
        vm.expect(DONE, timeout=args.timeout)
        cpu = cpu_seconds(vm.proc.pid) - cpu
        stop.set()
        if args.samples:
            t.join()
        out = vm.log[start:vm.pos]
    finally:
        stop.set()
        vm.kill()
    return FIGURE.findall(out) + [("qemu_cpu_s", "%.2f" % cpu, "s")], eips


def profile(eips, kernel, prog, top):
    counts = collections.Counter()
    for eip, cpl, halted, caller in eips:
        if halted:
            counts["(idle: hlt)"] += 1
        elif caller is not None:
            counts["kernel:%s <- %s" % (name_of(kernel, eip),
                                        name_of(kernel, caller))] += 1
        elif cpl == 0:
            counts["kernel:%s" % name_of(kernel, eip)] += 1
        else:
            counts["user:%s" % (name_of(prog, eip) or "?")] += 1
    total = sum(counts.values()) or 1
    kern = sum(v for k, v in counts.items() if k.startswith("kernel:"))
    print("profile: %d samples, %.1f%% kernel" % (total, 100.0 * kern /
                                                  total))
    for name, n in counts.most_common(top):
        print("profile: %5.1f%% %5d %s" % (100.0 * n / total, n, name))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--vmlinux", action="append")
    ap.add_argument("--only", default="")
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--samples", type=int, default=0,
                    help="profile: sample EIP while it runs (any > 0)")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--callers", action="append", default=[],
                    help="name this function's samples with their caller "
                    "(its frame's return address: needs a frame pointer)")
    ap.add_argument("--append", default="")
    ap.add_argument("--timeout", type=float, default=600)
    args = ap.parse_args()
    kernels = args.vmlinux or [os.path.join(args.build, "vmlinux")]
    prog_elf = os.path.join(args.build, "linux-progs", "glibc", "microbench")
    env = "MICROBENCH_REPEAT=%d " % args.repeat
    if args.only:
        env += "MICROBENCH_ONLY=%s " % args.only
    command = env + "/glibc/microbench /tmp"
    figures = collections.defaultdict(list)
    eips = collections.defaultdict(list)
    for _ in range(args.runs):
        for k in kernels:
            got, e = one_run(args, k, command)
            eips[k] += e
            for name, value, unit in got:
                print("run: %s %s %s %s" % (k, name, value, unit))
                figures[(k, name)].append(float(value))
            sys.stdout.flush()
    for (k, name), values in sorted(figures.items()):
        print("median: %s %s %.3f (%d)" % (k, name,
                                           statistics.median(values),
                                           len(values)))
    prog = symbols(prog_elf)
    for k in kernels:
        if eips[k]:
            print("profile of %s:" % k)
            profile(eips[k], symbols(k), prog, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
