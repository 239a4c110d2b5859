#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tests/tools/sysfuzz.py - the user/kernel line, fuzzed: boots the kernel in
QEMU and runs user/tests/sysfuzz.c (every Linux i386 system call with
edge-case arguments, from several processes at once, while hello.ko is
loaded and unloaded and /proc, /sys and /dev are read), then checks that
the kernel survived.

    sysfuzz.py [--build build] [--seconds 30] [--seed N] [--children 4]
               [--append "BOOT OPTIONS"]

--append passes kernel boot options (`make fuzz FUZZ_APPEND=...`), such
as a debug allocator's, so that a use-after-free the threads provoke
becomes an oops.

It fails on a kernel oops, panic or BUG, on a hang (the guest's program
must finish, and its shell answer, within a hard timeout) and on a leak
(/proc/meminfo's MemFree after the run, the children gone, hello.ko
unloaded and the scratch files removed, must be what it was before).
The kernel addresses the guest passes come from build/System.map.
Prints the guest's summary with errno names, and "fuzz: syscalls N
calls (S/s), R numbers reached, seed S, F findings".
"""

import argparse
import errno
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

# A kernel oops (every one says where: "EIP is at"), a panic, a BUG or
# a lockdep or might_sleep report; not the one line a user program's
# fault gets ("traps: sysfuzz[9] general protection fault ip:...")
CRASH = re.compile(r"^EIP is at|Kernel panic|kernel BUG|^Oops|"
                   r"^WARNING: |^BUG: |double fault", re.M)
# Kernel symbols worth handing to system calls as pointers
KSYMS = ["_text", "_etext", "_edata", "__bss_start", "_end", "init_task",
         "sys_call_table", "modules", "jiffies", "module_mutex",
         "startup_32", "system_call", "__start___ex_table"]


def kernel_addresses(build):
    """Hex addresses of KSYMS, and a few more picked from System.map."""
    table = {}
    with open(os.path.join(build, "System.map")) as f:
        for line in f:
            addr, _, name = line.split()[:3]
            table[name] = addr
    picked = [table[n] for n in KSYMS if n in table]
    rest = sorted(table.values())
    picked += random.Random(0).sample(rest, min(32, len(rest)))
    return picked


def hang_after(seconds):
    """Host seconds after which a run of seconds (guest time) hangs"""
    return 2 * seconds + 180


def kaddrs_cpio(build, d):
    root = os.path.join(d, "root", "etc")
    os.makedirs(root)
    with open(os.path.join(root, "sysfuzz.kaddrs"), "w") as f:
        f.write("\n".join(kernel_addresses(build)) + "\n")
    cpio = os.path.join(d, "kaddrs.cpio")
    subprocess.run([sys.executable, os.path.join(TOP, "scripts", "mkcpio.py"), cpio,
                    os.path.join(d, "root")], check=True)
    return cpio


# What the children make the kernel say that is no finding
NOISE = re.compile(r"^(hello: |rmmod: hello|sysfuzz\[\d+\]: (unknown system "
                   r"call|segfault)|traps: sysfuzz|$)")


def log_tail(log, lines=60):
    return "\n".join([l for l in log.splitlines()
                      if not NOISE.match(l)][-lines:])


# Where a file the run made or grew would stay (a leak's likely cause):
# listed with sizes before and after, shown with a leak
FILE_DIRS = ["/", "/tmp", "/tmp/sysfuzz", "/tmp/sysfuzz/d", "/tmp/sysfuzz/e",
             "/lib/modules", "/etc", "/dev"]


def wait_gone(vm, seconds=60):
    """Until no sysfuzz process is left: a child's own fork (init's
    once its parent is gone) runs on until it sees the deadline, which
    on a loaded host can be a while; memory is compared after it"""
    for _ in range(seconds):
        if not re.search(r" sysfuzz$", vm.run("ps"), re.M):
            return
        time.sleep(1)


def files_of(vm):
    return "".join("%s:\n%s" % (d, vm.run("ls " + d)) for d in FILE_DIRS)


def memfree_of(meminfo):
    return int(re.search(r"MemFree:\s+(\d+)", meminfo).group(1))


def summary(out):
    """(calls, ms, reached, called, {errno: n}, deaths)"""
    m = re.search(r"sysfuzz: calls (\d+) ok (\d+) in (\d+) ms", out)
    r = re.search(r"sysfuzz: reached (\d+) called (\d+)", out)
    d = sum(int(n) for n in re.findall(r"^sysfuzz: signal \d+ (\d+)", out,
                                       re.M))
    errs = {int(e): int(n) for e, n in
            re.findall(r"^sysfuzz: errno (\d+) (\d+)", out, re.M)}
    if not (m and r):
        return None
    return (int(m.group(1)), int(m.group(2)), int(m.group(3)),
            int(r.group(1)), int(r.group(2)), errs, d)


def run(build, seconds, seed, children, append="", mem=None):
    """[findings], summary tuple or None; mem (a dict), if given, gets
    /proc/meminfo from before the run and after it ("before", "after")"""
    findings = []
    with tempfile.TemporaryDirectory() as d:
        vm = qemu.Qemu(kernel=os.path.join(build, "vmlinux"), append=append,
                       initrd=[os.path.join(build, "initramfs.cpio"),
                               kaddrs_cpio(build, d)])
        try:
            vm.wait_prompt(timeout=120)
            vm.run("sysfuzz 1 1 1", timeout=120)    # sizes the caches
            before_info = vm.run("cat /proc/meminfo")
            if mem is not None:
                mem["before"] = before_info
            before = memfree_of(before_info)
            before_files = files_of(vm)
            start = len(vm.log)
            # the guest's clock counts timer ticks, which a loaded host
            # running QEMU's TCG loses: 60 guest seconds took 102 on a
            # busy 2-core host, so the guest gets twice its time
            try:
                out = vm.run("sysfuzz %d %d %d" % (seed, seconds, children),
                             timeout=hang_after(seconds))
            except qemu.Timeout:
                out = vm.log[start:]
                findings.append("hang: sysfuzz did not finish within "
                                "%d s; the log's end:\n%s"
                                % (hang_after(seconds), log_tail(out)))
            log = vm.log[start:]
            crash = CRASH.search(log)
            if crash:
                at = log.rfind("\n", 0, crash.start()) + 1
                findings.append("kernel crash:\n" + log[at:at + 3000])
            if not findings:
                try:
                    if vm.run("echo alive", timeout=60) != "alive\n":
                        findings.append("shell gone")
                    else:
                        wait_gone(vm)
                        after_info = vm.run("cat /proc/meminfo")
                        if mem is not None:
                            mem["after"] = after_info
                        after_files = files_of(vm)
                        if memfree_of(after_info) != before:
                            findings.append(
                                "leak: /proc/meminfo before:\n%s\nafter:\n%s"
                                "\nps:\n%s\nfiles before:\n%s\nafter:\n%s"
                                % (before_info, after_info, vm.run("ps"),
                                   before_files, after_files))
                except qemu.Timeout:
                    findings.append("hang: the shell does not answer")
        finally:
            vm.kill()
    if "sysfuzz: done" not in out and not findings:
        findings.append("sysfuzz did not finish:\n" + out[-2000:])
    return findings, summary(out), out


def report(s, out, seed, findings):
    if s:
        calls, ok, ms, reached, called, errs, deaths = s
        for sig, n in re.findall(r"^sysfuzz: signal (\d+) (\d+)", out, re.M):
            print("fuzz: killed by signal %-8s %s" % (sig, n))
        for e in sorted(errs, key=lambda e: -errs[e]):
            name = errno.errorcode.get(e, "E?") if e else "other"
            print("fuzz: errno %-16s %d" % (name, errs[e]))
        print("fuzz: syscalls %d calls in %.1f s (%d/s), %d succeeded, "
              "%d of 451 numbers called, %d reached (not ENOSYS), "
              "%d children killed by signals, seed %d, %d findings"
              % (calls, ms / 1000, calls * 1000 // max(ms, 1), ok, called,
                 reached, deaths, seed, len(findings)))
    for f in findings:
        print("fuzz: FINDING (seed %d): %s" % (seed, f))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--seconds", type=int, default=30)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--children", type=int, default=4)
    ap.add_argument("--append", default="")
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else random.randrange(1 << 30)
    print("fuzz: syscalls for %d s, seed %d (FUZZ_SEED=%d replays it)"
          % (args.seconds, seed, seed))
    mem = {}
    findings, s, out = run(args.build, args.seconds, seed, args.children,
                           args.append, mem)
    report(s, out, seed, findings)
    for when in ("before", "after"):
        if when in mem:     # the lines a leak shows in
            print("fuzz: meminfo %-6s %s" % (when, ", ".join(
                re.findall(r"^(?:MemFree|Cached|Slab|VmallocUsed):\s+\d+ kB",
                           mem[when], re.M))))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
