#!/usr/bin/env python3
"""make grade: docs/exercises.md's checks, run on the student's work.

Each exercise of docs/exercises.md ends with a **Check:** line.  Where
that check is something a machine can see - a module the student wrote
loads and prints what it must, the kernel answers a sequence of
commands as the exercise says - this boots the kernel in QEMU
(tests/lib/qemu.py), types the commands, and says

    exercise N: pass
    exercise N: FAIL: what was missing
    exercise N: not graded: explain to your tutor (what to explain)

the last for an exercise whose answer is an explanation or a reading
done by hand.  Every graded exercise boots its own machine, so one
cannot spoil the next.

  grade.py [--build build] [--mymod DIR] [N...]

DIR is the folder of exercises 3 and 4 (default ~/mymod).  The exit
status is 1 if an exercise failed.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

TIMEOUT = 120           # seconds for one command (QEMU is TCG, maybe loaded)


class Fail(Exception):
    pass


def boot(build, kernel="vmlinux", extra_cpio=None):
    initrd = [os.path.join(build, "initramfs.cpio")]
    if extra_cpio:
        initrd.append(extra_cpio)
    vm = qemu.Qemu(kernel=os.path.join(build, kernel), initrd=initrd)
    vm.wait_prompt(TIMEOUT)
    return vm


def run(vm, cmd):
    return vm.run(cmd, TIMEOUT)


def expect(out, what, cmd):
    if what not in out:
        raise Fail("`%s` did not print %r; it printed:\n%s" % (cmd, what, out))


def not_graded(why):
    def check(args):
        return "not graded: explain to your tutor (%s)" % why
    return check


def with_vm(body, cpio=None):
    """A check that boots the kernel (with the cpio cpio(args) makes
    beside its own initramfs, if given), hands the machine to body, and
    passes unless body raises Fail."""
    def check(args):
        vm = boot(args.build, extra_cpio=cpio(args) if cpio else None)
        try:
            body(vm)
        finally:
            vm.kill()
        return "pass"
    return check


# -- exercise 3 and 4: the student's greet module ----------------------

def greet_cpio(args):
    """Build DIR/greet.ko (make M=DIR) and pack it as
    /lib/modules/greet.ko in a cpio the kernel unpacks after its own."""
    src = os.path.join(args.mymod, "greet.c")
    if not os.path.exists(src):
        raise Fail("no %s: write it first (exercise 3)" % src)
    p = subprocess.run(["make", "-s", "M=" + args.mymod], cwd=TOP,
                       capture_output=True, text=True, timeout=600)
    ko = os.path.join(args.mymod, "greet.ko")
    if p.returncode or not os.path.exists(ko):
        raise Fail("make M=%s failed:\n%s" % (args.mymod,
                                               p.stdout + p.stderr))
    tmp = tempfile.mkdtemp(prefix="oops386-grade-")
    os.makedirs(os.path.join(tmp, "root", "lib", "modules"))
    shutil.copy(ko, os.path.join(tmp, "root", "lib", "modules"))
    out = os.path.join(tmp, "greet.cpio")
    subprocess.run([sys.executable, os.path.join(TOP, "scripts", "mkcpio.py"),
                    out, os.path.join(tmp, "root")], check=True)
    return out


def ex3(vm):
    cmd = "insmod /lib/modules/greet.ko times=x"
    expect(run(vm, cmd), "bad value 'x' for parameter 'times'", cmd)
    cmd = "insmod /lib/modules/greet.ko times=3"
    out = run(vm, cmd)
    n = out.count("greet: hello")
    if n != 3:
        raise Fail("`%s` printed `greet: hello` %d times, not 3:\n%s"
                   % (cmd, n, out))
    cmd = "cat /sys/module/greet/parameters/times"
    if run(vm, cmd).strip() != "3":
        raise Fail("`%s` does not print 3" % cmd)


def ex4(vm):
    cmd = "insmod /lib/modules/greet.ko times=13"
    out = run(vm, cmd)
    if not re.search(r"EIP is at \w+ \[greet\] 0x", out):
        raise Fail("`%s` gave no oops at `EIP is at FUNCTION [greet]`:\n%s"
                   % (cmd, out))
    expect(out, "Modules linked in: greet", cmd)


# -- exercises on the stock modules and demos --------------------------

def ex5(vm):
    cmd = "insmod /lib/modules/consumer.ko"
    expect(run(vm, cmd), "consumer: Unknown symbol provider_add", cmd)
    run(vm, "insmod /lib/modules/provider.ko")
    run(vm, cmd)
    mods = run(vm, "cat /proc/modules")
    if not re.search(r"^provider \d+ 1 consumer,", mods, re.M):
        raise Fail("/proc/modules does not show provider used by "
                   "consumer:\n" + mods)
    cmd = "rmmod provider"
    expect(run(vm, cmd), "rmmod: provider is in use by consumer", cmd)


def ex6(vm):
    run(vm, "insmod /lib/modules/proprietary.ko")
    expect(run(vm, "oops null"), "Tainted: P", "oops null")
    run(vm, "insmod /lib/modules/provider.ko")
    cmd = "insmod /lib/modules/gpl_thief.ko"
    expect(run(vm, cmd), "gpl_thief: GPL-only symbol provider_secret "
           "refused to a module that is not GPL", cmd)


def ex10(vm):
    expect(run(vm, "oops overflow"), "double fault: 0000", "oops overflow")
    free = []
    for _ in range(2):
        m = re.search(r"MemFree:\s+(\d+)", run(vm, "cat /proc/meminfo"))
        free.append(int(m.group(1)))
        run(vm, "oops overflow")
    if free[0] != free[1]:
        raise Fail("MemFree went from %d to %d kB over one more overflow"
                   % tuple(free))


def trace(text):
    """The Call Trace: entries, one a line."""
    m = re.search(r"Call Trace:(.*?)^Code:", text, re.M | re.S)
    if not m:
        return []
    return [l.strip() for l in m.group(1).splitlines() if l.strip()]


def ex8(args):
    vm = boot(args.build)
    try:
        want = trace(run(vm, "oops deep"))
    finally:
        vm.kill()
    vm = boot(args.build, "vmlinux.nokallsyms")
    try:
        raw = run(vm, "oops deep")
    finally:
        vm.kill()
    p = subprocess.run(
        [os.path.join(TOP, "scripts", "ksymoops"), "-m",
         os.path.join(args.build, "System.map"), "-o",
         os.path.join(args.build, "vmlinux.nokallsyms")],
        input=raw, capture_output=True, text=True, timeout=120)
    out = p.stdout
    expect(out, "EIP is at oops_null [kernel] 0x0", "scripts/ksymoops")
    if trace(out) != want:
        raise Fail("ksymoops' Call Trace:\n%s\nis not the kallsyms "
                   "kernel's:\n%s" % ("\n".join(trace(out)),
                                      "\n".join(want)))
    return "pass"


CHECKS = {
    1: not_graded("name the faulting function and its callers; "
                  "addr2line confirms them"),
    2: not_graded("read BUG()'s line number from the Code: bytes"),
    3: with_vm(ex3, greet_cpio),
    4: with_vm(ex4, greet_cpio),
    5: with_vm(ex5),
    6: with_vm(ex6),
    7: not_graded("each extra entry of the scanned trace"),
    8: ex8,
    9: not_graded("S + A - P computed by hand for one R_386_PC32"),
    10: with_vm(ex10),
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default="build")
    ap.add_argument("--mymod", default=os.path.expanduser("~/mymod"))
    ap.add_argument("exercises", nargs="*", type=int)
    args = ap.parse_args()
    args.mymod = os.path.abspath(args.mymod)
    failed = 0
    for n in args.exercises or sorted(CHECKS):
        if n not in CHECKS:
            print("exercise %d: no such exercise" % n)
            failed += 1
            continue
        try:
            verdict = CHECKS[n](args)
        except (Fail, qemu.Timeout) as e:
            verdict = "FAIL: %s" % e
            failed += 1
        print("exercise %d: %s" % (n, verdict), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
