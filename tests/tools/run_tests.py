#!/usr/bin/env python3
"""The test runner behind `make test`.

Runs, and counts one result per test:
  * host programs (unit tests of the pure lib/ code, built with ASan and
    UBSan), which print KTAP: every "ok N" / "not ok N" line is a test,
    and "ok N name # SKIP reason" one that could not run here;
  * kernel tests, tests/kernel/test_*.py: every function test_*(k)
    boots QEMU through k.boot(...) and asserts on what the kernel printed
    on its serial line.  A failure prints the traceback and every serial
    log that test produced; a test that raises unittest.SkipTest (it
    cannot run here) is reported skipped, with the reason.
Prints KTAP as it goes; the last line is "N passed, N failed, N skipped".

Some x86-64 hosts run a 64-bit kernel without IA32 emulation: there a
-m32 host program fails to start with ENOEXEC.  Such programs are
reported once each as skipped ("ok N name # SKIP reason"), and every
other test still runs.
"""

import errno

import argparse
import concurrent.futures
import importlib.util
import os
import re
import subprocess
import sys
import time
import traceback
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import qemu  # noqa: E402

KTAP_RESULT = re.compile(r"^(not )?ok (\d+) ?(.*)$")
SKIP = re.compile(r" # SKIP ?", re.I)
HOST_TIMEOUT = 600          # seconds for one host test program
# What the debug allocator (slub_debug, mm/slab.c, mm/page_alloc.c)
# prints when it finds a use after free, an overflow or a bad free
SLAB_REPORT = re.compile(r"^(BUG kmalloc-\d+ \((Not tainted|Tainted: [^)]*)\)"
                         r": |pagealloc: memory corruption)", re.M)


class Context:
    """What a kernel test gets: paths, and boot() that starts QEMU."""

    def __init__(self, build):
        self.build = build
        self.top = TOP
        self.vmlinux = os.path.join(build, "vmlinux")
        self.vmlinux_nokallsyms = os.path.join(build, "vmlinux.nokallsyms")
        self.iso = os.path.join(build, "oops386.iso")
        self.modules = os.path.join(build, "modules")
        self.machines = []
        # a test that provokes the debug allocator's reports sets this
        self.slab_reports_expected = False

    def boot(self, append="", initrd=(), kernel=None, prompt=True,
             **kwargs):
        """Boot with -kernel (fast); wait for the first prompt unless
        prompt is False."""
        if kwargs.get("iso") or kwargs.get("command"):
            vm = qemu.Qemu(**kwargs)
        else:
            vm = qemu.Qemu(kernel=kernel or self.vmlinux,
                           append=qemu.kernel_cmdline(append),
                           initrd=initrd, **kwargs)
        self.machines.append(vm)
        if prompt:
            vm.wait_prompt()
        return vm

    def module(self, name):
        return os.path.join(self.modules, name + ".ko")

    def close(self):
        for vm in self.machines:
            vm.kill()


def run_host(prog):
    """Run one KTAP-speaking host program; return [(ok, name, detail)]."""
    cmd = [prog] if os.access(prog, os.X_OK) else [sys.executable, prog]
    base = os.path.basename(prog)
    try:
        p = subprocess.run(cmd, cwd=TOP, capture_output=True, text=True,
                           timeout=HOST_TIMEOUT)
        out, rc = p.stdout + p.stderr, p.returncode
    except subprocess.TimeoutExpired as e:
        out, rc = str(e.stdout or "") + "\ntimed out", -1
    except OSError as e:
        if e.errno != errno.ENOEXEC:
            raise
        return [(None, base, "this host cannot run 32-bit (i386) programs "
                 "(a 64-bit kernel without IA32 emulation)")]
    results = []
    for line in out.splitlines():
        m = KTAP_RESULT.match(line)
        if m and SKIP.search(m.group(3)) and m.group(1) is None:
            name, why = SKIP.split(m.group(3), 1)
            results.append([None, "%s: %s" % (base, name), why])
        elif m:
            results.append([m.group(1) is None,
                            "%s: %s" % (base, m.group(3)), ""])
        elif line.startswith("# ") and results and not results[-1][0]:
            # KTAP diagnostics after a failure explain that failure
            results[-1][2] += line[2:] + "\n"
    if rc != 0 and all(ok for ok, _, _ in results):
        results.append([False, "%s: exit status %d" % (base, rc), out])
    elif rc != 0:
        for r in results:
            if r[0] is False and not r[2]:
                r[2] = out
    return [tuple(r) for r in results]


def load_kernel_tests(pattern):
    tests = []
    tdir = os.path.join(TOP, "tests", "kernel")
    for fname in sorted(os.listdir(tdir)):
        if not (fname.startswith("test_") and fname.endswith(".py")):
            continue
        path = os.path.join(tdir, fname)
        spec = importlib.util.spec_from_file_location(fname[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        for name in sorted(dir(mod)):
            full = "%s:%s" % (fname[:-3], name)
            if name.startswith("test_") and re.search(pattern, full):
                tests.append((path, name))
    return tests


def run_kernel_test(path, name, build):
    """Runs in a worker process; returns (ok, name, detail, seconds)."""
    sys.path.insert(0, os.path.dirname(path))
    spec = importlib.util.spec_from_file_location(
        os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    k = Context(build)
    start = time.monotonic()
    try:
        getattr(mod, name)(k)
        for vm in k.machines:
            m = SLAB_REPORT.search(vm.log)
            assert k.slab_reports_expected or not m, \
                "the debug allocator found: " + m.group(0)
        ok, detail = True, ""
    except unittest.SkipTest as e:
        ok, detail = None, str(e)
    except Exception:
        ok = False
        detail = traceback.format_exc()
        for i, vm in enumerate(k.machines):
            detail += "\n--- serial log of QEMU #%d: %s\n%s\n--- end\n" % (
                i, " ".join(vm.cmd), vm.log)
    finally:
        k.close()
    label = "%s:%s" % (os.path.basename(path)[:-3], name)
    return ok, label, detail, time.monotonic() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--host", nargs="*", default=[],
                    help="host test programs (KTAP)")
    ap.add_argument("-k", "--filter", default="",
                    help="regex on test names (host program, or "
                    "file:function for kernel tests)")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--no-host", action="store_true")
    args = ap.parse_args()
    build = os.path.abspath(args.build)

    print("KTAP version 1")
    n = passed = failed = skipped = 0

    def report(ok, name, detail, secs=None):
        """ok is True, False, or None for a skip (detail is the reason)."""
        nonlocal n, passed, failed, skipped
        n += 1
        if ok is None:
            skipped += 1
            print("ok %d %s # SKIP %s" % (n, name, detail))
            sys.stdout.flush()
            return
        if ok:
            passed += 1
        else:
            failed += 1
        t = "" if secs is None else " # %.1fs" % secs
        print("%sok %d %s%s" % ("" if ok else "not ", n, name, t))
        if not ok and detail:
            print("\n".join("# " + line for line in detail.splitlines()))
        sys.stdout.flush()

    if not args.no_host:
        for prog in args.host:
            if not re.search(args.filter, os.path.basename(prog)):
                continue
            for ok, name, detail in run_host(prog):
                report(ok, name, detail)

    tests = load_kernel_tests(args.filter)
    with concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_kernel_test, p, t, build)
                   for p, t in tests]
        for f in futures:
            report(*f.result())

    print("1..%d" % n)
    print("%d passed, %d failed, %d skipped" % (passed, failed, skipped))
    return 1 if failed or not passed else 0


if __name__ == "__main__":
    sys.exit(main())
