#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""LTP's syscalls scenario on oops386 and on Linux 6.1, side by side.

  tests/ltp/run_syscalls.py LTP_DIR [--only REGEX] [--build build]
                            [--out docs/ltp-syscalls.md] [--timeout S]
                            [--batch N] [--cache FILE] [--no-make]
                            [--no-run]

LTP_DIR is a checkout of the Linux Test Project (never part of this
tree: fetch it yourself).  Without one the script says "skipped: no LTP
checkout" and succeeds, which is what CI sees.  Otherwise it

1. builds LTP's library and the test programs runtest/syscalls names
   (those --only's regular expression matches, if given) with LTP's own
   build: ./configure for a static i386 build (gcc -m32 -static), then
   make in each test's directory (--no-make: use what is built);
2. cuts the tests into batches of --batch (a static LTP program is
   about 700 KB: the whole scenario does not fit one initramfs), and
   for each batch packs its programs and their directories' helper
   programs under /ltp, boots oops386 (build/vmlinux, busybox sh as
   pid 1) and runs each test's command line with a time limit;
3. runs the same batches the same way on Debian's Linux 6.1 through
   /work/shared/tools/linux-reference (LINUX_REFERENCE overrides it),
   at the same time as step 2 (the two kernels are two QEMUs);
4. writes OUT: pass (exit 0), conf (32: TCONF), fail (any other exit:
   TFAIL 1, TBROK 2, TWARN 4, 124 a time-out, or the machine stopped
   answering) per test on both kernels, and how many of the tests Linux
   passes pass here too.

--cache FILE keeps every result as it comes (JSON) and a later run
with the same FILE runs only the tests it lacks: a run of the whole
scenario takes hours under TCG, and can be resumed.  --no-run writes
OUT from FILE's results alone, running nothing (a test it lacks is -).
"""

import argparse
import json
import queue
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

REFERENCE = os.environ.get("LINUX_REFERENCE",
                           "/work/shared/tools/linux-reference")
MARK = re.compile(r"@@LTP (\S+) (\d+)@@")
TCONF = 32
LOST = 255          # the machine stopped answering during the test
SYSCALLS = os.path.join("testcases", "kernel", "syscalls")
# runtest/syscalls also names a few programs kept elsewhere under
# testcases/kernel (ipc/pipeio, ipc/msgstress, security/dirtyc0w ...)
KERNEL = os.path.join("testcases", "kernel")
# Both shells: LTP's programs first in PATH (/ltp on oops386, / on
# linux-reference; helpers such as execve_child are found there), scratch files in /tmp, and the device
# nodes LTP opens (/dev/null, /dev/zero, loop devices) from devtmpfs
# where the kernel has it.  /bin/sh is busybox on both (system(3) runs
# "sh -c", which oops386's own user/sh does not take), so is /bin/true
# (setrlimit04 execs it; oops386's own initramfs has no such program,
# Debian's busybox image links it already), and lo is up, as
# on any installed system (LTP's socket tests connect to 0.0.0.0 and
# 127.0.0.1; both kernels boot with lo down).  /etc/passwd and
# /etc/group are Debian's system accounts (ACCOUNTS below), as on any
# installed system: a third of the tests switch to "nobody" or "bin"
# with getpwnam(3) and stop (TBROK) on a root without them.
SETUP = ["export LTPROOT=/ltp PATH=/ltp:/:$PATH TMPDIR=/tmp",
         "mount -t devtmpfs dev /dev 2>/dev/null; mkdir -p /tmp && cd /tmp",
         "ln -sf /bin/busybox /bin/sh; ln -sf /bin/busybox /bin/true; "
         "ip link set lo up",
         "mkdir -p /etc; for f in passwd group; do "
         "cp /ltp/etc-$f /etc/$f 2>/dev/null || cp /etc-$f /etc/$f; done"]
# Debian's base-passwd package (essential: on every Debian host) keeps
# the system accounts' lines every installed system starts from
ACCOUNTS = "/usr/share/base-passwd"


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


def source_dirs(ltp, programs):
    """The directories under testcases/kernel that build one of
    programs: those with its source (its name, .c), and those whose
    .gitignore names it, where LTP lists every program a directory's
    Makefile builds (sethostname01-03 are setdomainname's sources
    built again with -DTEST_SETHOSTNAME, nftw01 is built from sources
    of other names: neither has a source of its own name)"""
    dirs = set()
    for root, _, files in os.walk(os.path.join(ltp, KERNEL)):
        for name in files:
            if name.endswith(".c") and name[:-2] in programs:
                dirs.add(root)
        if ".gitignore" in files:
            with open(os.path.join(root, ".gitignore")) as f:
                if {l.strip().lstrip("/") for l in f} & programs:
                    dirs.add(root)
    return dirs


def build(ltp, programs):
    """LTP's own build, static i386: the library, then each program's
    directory (make there builds all of that directory's tests; -k: a
    test that does not build here is reported as not run)"""
    if not os.path.exists(os.path.join(ltp, "configure")):
        run(["make", "autotools"], ltp)
    if not os.path.exists(os.path.join(ltp, "include", "mk",
                                       "config.mk")):
        run(["./configure", "--host=i686-linux-gnu", "CC=gcc -m32",
             "CFLAGS=-m32 -O2", "LDFLAGS=-m32 -static"], ltp)
    run(["make", "-j2", "-C", "lib"], ltp)
    for d in sorted(source_dirs(ltp, programs)):
        subprocess.run(["make", "-j2", "-k", "-C", d], cwd=ltp)


def executables(ltp):
    """program name -> its built file, for every program LTP built
    under testcases/kernel/syscalls, then under the rest of
    testcases/kernel for a name syscalls/ does not have"""
    found = {}
    for top in (SYSCALLS, KERNEL):
        for root, _, files in os.walk(os.path.join(ltp, top)):
            for name in files:
                path = os.path.join(root, name)
                if os.access(path, os.X_OK) and "." not in name and \
                        os.path.isfile(path):
                    found.setdefault(name, path)
    return found


def payload(batch, found, programs):
    """The files a batch needs: its programs, and the helper programs
    (those runtest/syscalls never names) of their directories"""
    dirs = {os.path.dirname(found[argv[0]]) for _, argv in batch}
    files = {argv[0]: found[argv[0]] for _, argv in batch}
    for name, path in found.items():
        if os.path.dirname(path) in dirs and name not in programs:
            files[name] = path
    return files


def command(name, argv, timeout):
    """The shell line that runs one test and marks its exit status"""
    return "timeout %d %s > /dev/null 2>&1; echo \"@@LTP %s $?@@\"" % (
        timeout, " ".join(shlex.quote(a) for a in argv), name)


def stage(files, tmp):
    """tmp/ltp/NAME for each of files, stripped (a third smaller: more
    tests fit one boot's memory) when an ELF file, etc-passwd and
    etc-group (SETUP copies them to /etc), and tmp/ltp.cpio, a newc
    archive of them (scripts/mkcpio.py); the directory's path"""
    os.mkdir(os.path.join(tmp, "tree"))
    where = os.path.join(tmp, "tree", "ltp")
    os.mkdir(where)
    for name, src in files.items():
        # a helper that is a shell script (ioctl's test_ioctl) is no
        # ELF file for strip: copied as it is
        if subprocess.run(["strip", "-o", os.path.join(where, name), src],
                          stderr=subprocess.DEVNULL).returncode:
            shutil.copy(src, os.path.join(where, name))
    for name in ("passwd", "group"):
        shutil.copy(os.path.join(ACCOUNTS, name + ".master"),
                    os.path.join(where, "etc-" + name))
    subprocess.run([sys.executable, os.path.join(TOP, "scripts",
                                                 "mkcpio.py"),
                    os.path.join(tmp, "ltp.cpio"),
                    os.path.join(tmp, "tree")], check=True)
    return where


def on_oops386(build_dir, where, batch, timeout):
    """{test: exit status} of one batch on oops386 under QEMU; a test
    after which the machine stops answering is LOST, and the rest of
    the batch goes to a fresh boot"""
    results, todo = {}, list(batch)
    initrd = [os.path.join(build_dir, "initramfs.cpio"),
              os.path.join(build_dir, "linux-progs.cpio"),
              os.path.join(os.path.dirname(os.path.dirname(where)),
                           "ltp.cpio")]
    while todo:
        vm = qemu.Qemu(kernel=os.path.join(build_dir, "vmlinux"),
                       append="init=/bin/busybox sh", memory="256M",
                       initrd=initrd)
        try:
            vm.expect("# ", timeout=180)
        except qemu.Timeout:
            print("oops386: no shell came up:\n" + vm.log[-2000:])
            vm.kill()
            return results
        try:
            for line in SETUP:
                vm.send(line + "\r")
            while todo:
                name, argv = todo[0]
                vm.send(command(name, argv, timeout) + "\r")
                m = vm.expect(MARK, timeout + 60)
                results[m.group(1)] = int(m.group(2))
                todo.pop(0)
        except qemu.Timeout:
            results[todo.pop(0)[0]] = LOST
        finally:
            vm.kill()
    return results


def on_linux(where, batch, timeout):
    """{test: exit status} of one batch on Linux 6.1 (linux-reference,
    the programs its FILEs, so in /): two first commands absorb what the
    booting console eats, then one command a test; a test it gets no
    status for is LOST"""
    results, todo, failed_boots = {}, list(batch), 0
    files = [os.path.join(where, n) for n in sorted(os.listdir(where))]
    while todo:
        cmds = ["true", "true"] + SETUP + [command(n, a, timeout) for n, a in todo]
        out = subprocess.run([REFERENCE] + files,
                             input="\n".join(cmds) + "\n",
                             capture_output=True, text=True).stdout
        results.update((m.group(1), int(m.group(2)))
                       for m in MARK.finditer(out))
        done = [t for t in todo if t[0] in results]
        if not done and "@@LTP %s " % todo[0][0] not in out:
            # under a loaded host's TCG, Linux's boot sometimes panics
            # ("IO-APIC + timer doesn't work"): boot again
            print("linux: the tests did not start:\n" + out[-600:])
            failed_boots += 1
            if failed_boots == 3:
                return results
            continue
        rest = todo[len(done):] if done == todo[:len(done)] else []
        if rest:
            results[rest[0][0]] = LOST
            rest = rest[1:]
        todo = rest
    return results


class Cache:
    """{kernel: {test: status}}, in FILE when given, saved as it grows"""

    def __init__(self, path):
        self.path, self.lock, self.data = path, threading.Lock(), {}
        if path and os.path.exists(path):
            with open(path) as f:
                self.data = json.load(f)

    def get(self, kernel):
        return dict(self.data.get(kernel, {}))

    def add(self, kernel, results):
        with self.lock:
            self.data.setdefault(kernel, {}).update(results)
            if self.path:
                with open(self.path + ".new", "w") as f:
                    json.dump(self.data, f, indent=0, sort_keys=True)
                os.replace(self.path + ".new", self.path)


def run_batches(kernel, runner, batches, cache):
    """Each batch the cache lacks, in a cpio of its own made for it;
    batches is a queue shared with the kernel's other workers"""
    while True:
        try:
            n, batch, files = batches.get_nowait()
        except queue.Empty:
            return
        have = cache.get(kernel)
        todo = [t for t in batch if t[0] not in have]
        if not todo:
            continue
        with tempfile.TemporaryDirectory() as tmp:
            cache.add(kernel, runner(stage(files, tmp), todo))
        print("%s: batch %d (%s..%s) done" % (kernel, n, batch[0][0],
                                              batch[-1][0]), flush=True)


def workers(kernel, runner, batches, cache, count):
    """count threads running batches on kernel"""
    work = queue.Queue()
    for n, (batch, files) in enumerate(batches):
        work.put((n + 1, batch, files))
    return [threading.Thread(target=run_batches,
                             args=(kernel, runner, work, cache))
            for _ in range(count)]


def verdict(rc):
    if rc is None:
        return "-"
    return "pass" if rc == 0 else "conf" if rc == TCONF else "fail"


# OUT's hand-written part, kept when the table is written again: why
# tests fail here that pass on Linux
CAUSES = re.compile(r"^## Causes.*?(?=^\| test \|)", re.M | re.S)


def kept_causes(out):
    """the "## Causes" section OUT has (up to the table), or an empty
    string"""
    if not os.path.exists(out):
        return ""
    with open(out) as f:
        m = CAUSES.search(f.read())
    return m.group(0) if m else ""


def write_table(out, tests, ours, linux, options):
    rows, both, linux_pass, ran = [], 0, 0, 0
    causes = kept_causes(out)
    for name, argv in tests:
        o, l = verdict(ours.get(name)), verdict(linux.get(name))
        ran += o != "-" and l != "-"
        linux_pass += l == "pass" and o != "-"
        both += l == "pass" and o == "pass"
        rows.append("| %s | %s | %s |" % (name, l, o))
    share = 100.0 * both / linux_pass if linux_pass else 0.0
    with open(out, "w") as f:
        f.write("# LTP's syscalls scenario on Linux 6.1 and on oops386\n\n"
                "**Who needs this:** whoever compares oops386's system "
                "calls with Linux's.\n\n"
                "Made by `tests/ltp/run_syscalls.py LTP_DIR%s` (do not "
                "edit but the Causes section, which it keeps): each test of LTP's runtest/syscalls, built static "
                "for i386 by LTP's own build, run as root from busybox sh "
                "on Debian 12's Linux 6.1 and on oops386.  pass: exit 0; "
                "conf: 32 (TCONF, the test does not apply); fail: any "
                "other exit, a time-out or a machine that stopped "
                "answering; -: not run (not built, or not reached).  "
                "`--no-run` writes the table again from FILE alone.\n\n"
                "%d tests ran on oops386, %d on Linux 6.1, %d on both "
                "(a run cut short, or resumed later with --cache, leaves "
                "-).  Of the tests of both that Linux passes (%d), "
                "oops386 passes %d (%.1f %%).\n\n"
                "%s| test | Linux 6.1 | oops386 |\n|---|---|---|\n"
                % (options,
                   sum(verdict(ours.get(n)) != "-" for n, _ in tests),
                   sum(verdict(linux.get(n)) != "-" for n, _ in tests),
                   ran, linux_pass, both, share, causes))
        f.write("\n".join(rows) + "\n")
    print("ltp: %d ran on both; %d of the %d tests Linux passes pass here "
          "(%.1f %%)" % (ran, both, linux_pass, share))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("ltp", nargs="?")
    ap.add_argument("--only", help="a regular expression of test names")
    ap.add_argument("--build", default=os.path.join(TOP, "build"))
    ap.add_argument("--out", default=os.path.join(TOP, "docs",
                                                  "ltp-syscalls.md"))
    ap.add_argument("--timeout", type=int, default=40,
                    help="seconds a test may take (linux-reference waits 60)")
    ap.add_argument("--batch", type=int, default=30,
                    help="tests a boot")
    ap.add_argument("--linux-jobs", type=int, default=2,
                    help="linux-reference machines at once (its boot is "
                    "slow: about two minutes under TCG)")
    ap.add_argument("--cache", help="results kept between runs (JSON)")
    ap.add_argument("--no-make", action="store_true",
                    help="run what LTP_DIR has built, build nothing")
    ap.add_argument("--no-run", action="store_true",
                    help="write OUT from --cache's results, run nothing")
    args = ap.parse_args()
    if not args.ltp or not os.path.isfile(os.path.join(args.ltp, "runtest",
                                                       "syscalls")):
        print("skipped: no LTP checkout")
        return 0
    ltp = os.path.abspath(args.ltp)
    tests = tests_of(ltp, args.only)
    programs = {argv[0] for _, argv in tests}
    if not args.no_make and not args.no_run:
        build(ltp, programs)
    found = executables(ltp)
    runnable = [(n, a) for n, a in tests if a[0] in found]
    cache = Cache(args.cache)
    named = {argv[0] for _, argv in tests_of(ltp, None)}
    batches = [(runnable[i:i + args.batch],
                payload(runnable[i:i + args.batch], found, named))
               for i in range(0, len(runnable), args.batch)]
    threads = [] if args.no_run else workers("oops386", lambda c, b: on_oops386(
        args.build, c, b, args.timeout), batches, cache, 1) + \
        workers("linux", lambda c, b: on_linux(c, b, args.timeout),
                batches, cache, args.linux_jobs)
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    write_table(args.out, tests, cache.get("oops386"), cache.get("linux"),
                (" --only '%s'" % args.only if args.only else "") +
                (" --cache FILE" if args.cache else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
