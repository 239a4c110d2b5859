#!/usr/bin/env python3
"""make grade: docs/exercises.md's checks, run on the student's work.

Each exercise of docs/exercises.md ends with a **Check:** line.  Where
the answer is something a machine can see - modules the student wrote
load and print what they must, a decoded oops the student saved reads
as the kernel's own - this builds the student's modules, boots the
kernel in QEMU (tests/lib/qemu.py) with them, types the commands, and
says

    exercise N: pass
    exercise N: FAIL: what was missing
    exercise N: not attempted (the answer it looked for)
    exercise N: not graded: explain to your tutor (what to explain)

the third for an exercise whose answer is not in the answers folder
yet, the last for one whose answer is an explanation.  A check reads
only the student's work: one that could pass without it would grade
nothing.  Every graded exercise boots its own machine, so one cannot
spoil the next.

  grade.py [--build build] [--mymod DIR] [N...]

DIR is the answers folder (default ~/mymod): greet.c and its Kbuild
(exercises 3 and 4), ex5/ and ex6/ (module folders), ex8.txt.  The
exit status is 1 if an exercise failed: one not attempted has not.
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


class NotAttempted(Exception):
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


def answer(args, name):
    """The path of answer NAME in the answers folder; NotAttempted
    if the student has not written it."""
    path = os.path.join(args.mymod, name)
    if not os.path.exists(path):
        raise NotAttempted("no %s" % path)
    return path


def not_graded(why):
    def check(args):
        return "not graded: explain to your tutor (%s)" % why
    return check


# -- the student's modules ---------------------------------------------

def modules_cpio(folder):
    """Build FOLDER's modules (make M=FOLDER) and pack them as
    /lib/modules/NAME.ko in a cpio the kernel unpacks after its own."""
    p = subprocess.run(["make", "-s", "M=" + folder], cwd=TOP,
                       capture_output=True, text=True, timeout=600)
    kos = [f for f in os.listdir(folder) if f.endswith(".ko")]
    if p.returncode or not kos:
        raise Fail("make M=%s failed:\n%s" % (folder, p.stdout + p.stderr))
    tmp = tempfile.mkdtemp(prefix="oops386-grade-")
    os.makedirs(os.path.join(tmp, "root", "lib", "modules"))
    for ko in kos:
        shutil.copy(os.path.join(folder, ko),
                    os.path.join(tmp, "root", "lib", "modules"))
    out = os.path.join(tmp, "answer.cpio")
    subprocess.run([sys.executable, os.path.join(TOP, "scripts", "mkcpio.py"),
                    out, os.path.join(tmp, "root")], check=True)
    return out


def with_modules(body, source, folder=""):
    """A check of the modules in the answers folder's FOLDER, attempted
    once SOURCE is there: it builds them, boots the kernel with them,
    hands the machine to body, and passes unless body raises Fail."""
    def check(args):
        answer(args, os.path.join(folder, source))
        vm = boot(args.build,
                  extra_cpio=modules_cpio(os.path.normpath(
                      os.path.join(args.mymod, folder))))
        try:
            body(vm)
        finally:
            vm.kill()
        return "pass"
    return check


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


def ex5(vm):
    cmd = "insmod /lib/modules/adder.ko"
    expect(run(vm, cmd), "adder: Unknown symbol provider_add", cmd)
    run(vm, "insmod /lib/modules/provider.ko")
    expect(run(vm, cmd), "adder: 2 + 3 = 5", cmd)
    mods = run(vm, "cat /proc/modules")
    if not re.search(r"^provider \d+ 1 adder,", mods, re.M):
        raise Fail("/proc/modules does not show provider used by "
                   "adder:\n" + mods)
    cmd = "rmmod provider"
    expect(run(vm, cmd), "rmmod: provider is in use by adder", cmd)


def ex6(vm):
    run(vm, "insmod /lib/modules/closed.ko")
    expect(run(vm, "oops null"), "Tainted: P", "oops null")
    run(vm, "insmod /lib/modules/provider.ko")
    cmd = "insmod /lib/modules/thief.ko"
    expect(run(vm, cmd), "thief: GPL-only symbol provider_secret "
           "refused to a module that is not GPL", cmd)


# -- exercise 8: the oops the student decoded -------------------------

def trace(text):
    """The Call Trace: entries, one a line."""
    m = re.search(r"Call Trace:(.*?)^Code:", text, re.M | re.S)
    if not m:
        return []
    return [l.strip() for l in m.group(1).splitlines() if l.strip()]


def ex8(args):
    with open(answer(args, "ex8.txt")) as f:
        mine = f.read()
    # ksymoops' own lines: the raw oops, or a kallsyms kernel's, pasted
    # is not the answer
    if ">>EIP; " not in mine:
        raise Fail("ex8.txt is not scripts/ksymoops' output (it has no "
                   "`>>EIP; ` line)")
    if "EIP is at oops_null [kernel] 0x0" not in mine:
        raise Fail("ex8.txt does not say `EIP is at oops_null [kernel] 0x0`")
    vm = boot(args.build)
    try:
        want = trace(run(vm, "oops deep"))
    finally:
        vm.kill()
    if trace(mine) != want:
        raise Fail("ex8.txt's Call Trace:\n%s\nis not the kallsyms "
                   "kernel's:\n%s" % ("\n".join(trace(mine)),
                                      "\n".join(want)))
    return "pass"


CHECKS = {
    1: not_graded("name the faulting function and its callers; "
                  "addr2line confirms them"),
    2: not_graded("read BUG()'s line number from the Code: bytes"),
    3: with_modules(ex3, "greet.c"),
    4: with_modules(ex4, "greet.c"),
    5: with_modules(ex5, "adder.c", "ex5"),
    6: with_modules(ex6, "thief.c", "ex6"),
    7: not_graded("each extra entry of the scanned trace"),
    8: ex8,
    9: not_graded("S + A - P computed by hand for one R_386_PC32"),
    10: not_graded("why MemFree is the same after a second overflow"),
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
        except NotAttempted as e:
            verdict = "not attempted (%s)" % e
        except (Fail, qemu.Timeout) as e:
            verdict = "FAIL: %s" % e
            failed += 1
        print("exercise %d: %s" % (n, verdict), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
