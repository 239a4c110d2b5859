#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""LTP's syscalls scenario on oops386 and on Linux 6.1, side by side.

  tests/ltp/run_syscalls.py LTP_DIR [--only REGEX] [--build build]
                            [--out docs/ltp-syscalls.md] [--timeout S]

LTP_DIR is a checkout of the Linux Test Project (never part of this
tree: fetch it yourself).  Without one the script says "skipped: no LTP
checkout" and succeeds, which is what CI sees.  Otherwise it

1. builds LTP's library and the test programs runtest/syscalls names
   (those --only's regular expression matches, if given) with LTP's own
   build: ./configure for a static i386 build (gcc -m32 -static), then
   make in each test's directory;
2. packs them under /ltp, boots oops386 (build/vmlinux, busybox sh as
   pid 1, the project's two initramfs archives and this one) and runs
   each test's command line from runtest/syscalls with a time limit;
3. runs the same binaries the same way on Debian's Linux 6.1 through
   /work/shared/tools/linux-reference (LINUX_REFERENCE overrides it);
4. writes OUT: pass (exit 0), conf (32: TCONF), fail (any other exit:
   TFAIL 1, TBROK 2, TWARN 4, or a time-out) per test on both kernels,
   and how many of the tests Linux passes pass here too.
"""

import argparse
import os
import re
import shlex
import subprocess
import sys
import tarfile
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

REFERENCE = os.environ.get("LINUX_REFERENCE",
                           "/work/shared/tools/linux-reference")
MARK = re.compile(r"@@LTP (\S+) (\d+)@@")
TCONF = 32


def tests_of(ltp, only):
    """(name, argv) of each runtest/syscalls line --only selects"""
    tests = []
    with open(os.path.join(ltp, "runtest", "syscalls")) as f:
        for line in f:
            words = line.split()
            if not words or words[0].startswith("#") or len(words) < 2:
                continue
            if only and not re.search(only, words[0]):
                continue
            tests.append((words[0], words[1:]))
    return tests


def run(cmd, cwd):
    print("+ " + " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=cwd, check=True)


def build(ltp, programs):
    """LTP's own build, static i386: the library, then each program's
    directory (make there builds all of that directory's tests)"""
    if not os.path.exists(os.path.join(ltp, "configure")):
        run(["make", "autotools"], ltp)
    if not os.path.exists(os.path.join(ltp, "include", "mk",
                                       "config.mk")):
        run(["./configure", "--host=i686-linux-gnu", "CC=gcc -m32",
             "CFLAGS=-m32 -O2", "LDFLAGS=-m32 -static"], ltp)
    run(["make", "-j2", "-C", "lib"], ltp)
    dirs = set()
    where = os.path.join(ltp, "testcases", "kernel", "syscalls")
    for root, _, files in os.walk(where):
        for name in files:
            if name.endswith(".c") and name[:-2] in programs:
                dirs.add(root)
    for d in sorted(dirs):
        run(["make", "-j2", "-C", d], ltp)


def binaries(ltp, programs):
    """program name -> its built file"""
    found = {}
    where = os.path.join(ltp, "testcases", "kernel", "syscalls")
    for root, _, files in os.walk(where):
        for name in files:
            path = os.path.join(root, name)
            if name in programs and os.access(path, os.X_OK) and \
                    not name.endswith((".c", ".sh", ".h")):
                found[name] = path
    return found


def script(tests, timeout):
    """The shell lines that run each test and mark its exit status"""
    lines = ["export LTPROOT=/ltp PATH=/ltp:$PATH TMPDIR=/tmp",
             "mkdir -p /tmp && cd /tmp"]
    for name, argv in tests:
        lines.append("timeout %d %s > /dev/null 2>&1; echo \"@@LTP %s $?@@\""
                     % (timeout, " ".join(shlex.quote(a) for a in argv),
                        name))
    return lines


def pack_tar(found, path):
    with tarfile.open(path, "w") as tar:
        for name, src in found.items():
            tar.add(src, arcname="ltp/" + name)


def on_oops386(build_dir, tar, lines, timeout):
    """{test: exit status} from oops386 under QEMU"""
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "root")
        with tarfile.open(tar) as t:
            t.extractall(root)
        cpio = os.path.join(tmp, "ltp.cpio")
        subprocess.run([sys.executable, os.path.join(TOP, "scripts",
                                                     "mkcpio.py"),
                        cpio, root], check=True)
        vm = qemu.Qemu(kernel=os.path.join(build_dir, "vmlinux"),
                       append="init=/bin/busybox sh", memory="256M",
                       initrd=[os.path.join(build_dir, "initramfs.cpio"),
                               os.path.join(build_dir, "linux-progs.cpio"),
                               cpio])
        results = {}
        try:
            vm.expect("# ", timeout=120)
            for line in lines:
                vm.send(line + "\r")
                if "@@LTP" in line:
                    m = vm.expect(MARK, timeout + 30)
                    results[m.group(1)] = int(m.group(2))
        except qemu.Timeout:
            pass            # what ran is kept; the rest did not finish
        finally:
            vm.kill()
        return results


def on_linux(tar, lines, per_boot=2):
    """{test: exit status} from Linux 6.1 (linux-reference), per_boot
    tests a boot: the reference gives one boot about two minutes"""
    setup, tests = lines[:2], lines[2:]
    results = {}
    for i in range(0, len(tests), per_boot):
        cmds = ["true", "tar -xf /%s -C /" % os.path.basename(tar)] + \
            setup + tests[i:i + per_boot]
        out = subprocess.run([REFERENCE, tar],
                             input="\n".join(cmds) + "\n",
                             capture_output=True, text=True).stdout
        results.update((m.group(1), int(m.group(2)))
                       for m in MARK.finditer(out))
    return results


def verdict(rc):
    if rc is None:
        return "-"
    return "pass" if rc == 0 else "conf" if rc == TCONF else "fail"


def write_table(out, tests, ours, linux, only):
    rows, both, linux_pass = [], 0, 0
    for name, argv in tests:
        o, l = verdict(ours.get(name)), verdict(linux.get(name))
        linux_pass += l == "pass"
        both += l == "pass" and o == "pass"
        rows.append("| %s | %s | %s |" % (name, l, o))
    share = 100.0 * both / linux_pass if linux_pass else 0.0
    with open(out, "w") as f:
        f.write("# LTP's syscalls scenario on Linux 6.1 and on oops386\n\n"
                "**Who needs this:** whoever compares oops386's system "
                "calls with Linux's.\n\n"
                "Made by `tests/ltp/run_syscalls.py LTP_DIR%s` (do not "
                "edit): each test of LTP's runtest/syscalls, built static "
                "for i386 by LTP's own build, run as root from busybox sh "
                "on Debian 12's Linux 6.1 and on oops386.  pass: exit 0; "
                "conf: 32 (TCONF, the test does not apply); fail: any "
                "other exit or a time-out; -: not run.\n\n"
                "Of the %d tests Linux passes, oops386 passes %d "
                "(%.1f %%).\n\n| test | Linux 6.1 | oops386 |\n"
                "|---|---|---|\n" % (" --only '%s'" % only if only else "",
                                     linux_pass, both, share))
        f.write("\n".join(rows) + "\n")
    print("ltp: %d of the %d tests Linux passes pass here (%.1f %%)"
          % (both, linux_pass, share))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ltp", nargs="?")
    ap.add_argument("--only", help="a regular expression of test names")
    ap.add_argument("--build", default=os.path.join(TOP, "build"))
    ap.add_argument("--out", default=os.path.join(TOP, "docs",
                                                  "ltp-syscalls.md"))
    ap.add_argument("--timeout", type=int, default=50,
                    help="seconds a test may take (linux-reference waits 60)")
    args = ap.parse_args()
    if not args.ltp or not os.path.isfile(os.path.join(args.ltp, "runtest",
                                                       "syscalls")):
        print("skipped: no LTP checkout")
        return 0
    ltp = os.path.abspath(args.ltp)
    tests = tests_of(ltp, args.only)
    programs = {argv[0] for _, argv in tests}
    build(ltp, programs)
    found = binaries(ltp, programs)
    tests = [(n, a) for n, a in tests if a[0] in found]
    lines = script(tests, args.timeout)
    with tempfile.TemporaryDirectory() as tmp:
        tar = os.path.join(tmp, "ltp.tar")
        pack_tar(found, tar)
        ours = on_oops386(args.build, tar, lines, args.timeout)
        linux = on_linux(tar, lines)
    write_table(args.out, tests, ours, linux, args.only)
    return 0


if __name__ == "__main__":
    sys.exit(main())
