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
Prints KTAP as it goes, with a progress line ("# progress: ...") now and
then, the ten slowest tests and the ten that used the most host CPU
(BUILD/test-cpu.json has every test's) at the end, and as the last line
"N passed, N failed, N skipped".  -k REGEX picks tests (a host program's
name, or FILE:FUNCTION of a kernel test); several -k pick what any of
them matches.

Scheduling.  Host programs and kernel tests run side by side in -j
worker processes (default: one per CPU).  The work is cut into units: a
host program, or some tests of one file (tests of a file stay together,
so they can share a machine; a file whose tests take long is cut into
units of about UNIT_SECONDS).  Units run longest first, the longest
known from the last run (BUILD/test-times.json) or, on a fresh tree,
from tests/tools/test-times.json.  A kernel test that mostly waits
(its host CPU time under a third of its wall time in an idle run:
tests/tools/test-cpu.json against tests/tools/test-times.json, not
the last run's, whose wall times a busy host stretches; a guest asleep
in nanosleep or on a lossy wire, a module that naps) keeps a worker
but not a CPU busy, so one worker more than -j runs those units only,
beside the others, and the -j workers take them last.  Both seed
files are a quiet `make test`'s BUILD/test-times.json and
BUILD/test-cpu.json, copied.

The modules of tests/modules are built by one parallel make (`make
test-modules`, about 115 s of CPU) that the runner starts in the
background at nice 10, while the tests that load none of them run: it
takes the CPU those tests leave idle (a guest asleep, a worker between
tests) and no more.  The units of files that read the built modules
(module_users()) wait until the make has ended; what reads them waits
for it too (tests/lib/testmods.py), so a file the scan misses is only
late, never wrong.

Shared machines.  A test that needs only a shell asks for one with
    vm = k.boot(shared=True)            # or (append=..., initrd=[...])
and gets the machine the tests of its unit share in this worker, booted
once for these boot arguments: at a prompt, with vm.log and expect()
starting where this test starts.  After a test the runner checks the
machine: it is kept for the next test only if the test passed and the
machine answers, with the modules, / and /dev and the processes it was
booted with (SharedMachines.PROBES); otherwise it is killed and the next test boots
its own.  So a shared test must leave the machine as it found it (unload
what it loads, remove what it creates) and must not read what another
test may have left: the kernel log (dmesg), pid numbers, counters since
boot.  A test that crashes the kernel, powers off, needs boot options
of its own or reads the boot messages boots a machine of its own with
k.boot() and says why.

Some x86-64 hosts run a 64-bit kernel without IA32 emulation: there a
-m32 host program fails to start with ENOEXEC.  Such programs are
reported once each as skipped ("ok N name # SKIP reason"), and every
other test still runs.
"""

import argparse
import errno
import importlib.util
import json
import multiprocessing
import multiprocessing.connection
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
import traceback
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
KERNEL_TESTS = os.path.join(TOP, "tests", "kernel")
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
sys.path.insert(0, KERNEL_TESTS)
import qemu  # noqa: E402
import testmods  # noqa: E402

KTAP_RESULT = re.compile(r"^(not )?ok (\d+) ?(.*)$")
SKIP = re.compile(r" # SKIP ?", re.I)
HOST_TIMEOUT = 600          # seconds for one host test program
UNIT_SECONDS = 30           # a file's tests are cut into units of this
GUESS_KERNEL = 3.0          # seconds, for a test no run has timed yet
GUESS_HOST = 10.0
PROGRESS_EVERY = 10         # seconds between progress lines
SLOWEST = 10
SEED_TIMES = os.path.join(HERE, "test-times.json")
SEED_CPU = os.path.join(HERE, "test-cpu.json")
WAITING_SHARE = 1 / 3       # CPU time / wall time under which a test waits


class SharedMachines:
    """The machines the tests of one unit share in a worker process,
    one per set of boot arguments: see k.boot(shared=True)."""

    # What a test must leave as it found it: modules, files, processes
    # (ps without its pid numbers, which go on growing, and the spaces
    # that align them)
    PROBES = ("cat /proc/modules", "ls /", "ls /dev", "ps")

    def __init__(self):
        self.vms = {}           # key: [Qemu, its state after boot]

    def get(self, key, start):
        """The machine for key, booted by start() if there is none."""
        if key not in self.vms:
            vm = start()
            self.vms[key] = [vm, self.state(vm)]
        vm = self.vms[key][0]
        vm.restart_log()
        return vm

    def state(self, vm):
        return [" ".join(re.sub(r"\d+", "", vm.run(cmd)).split())
                for cmd in self.PROBES]

    def check(self, keys, passed):
        """After a test that used keys: keep a machine only if the test
        passed and it is as it was booted."""
        for key in keys:
            vm, state = self.vms[key]
            try:
                keep = passed and vm.proc.poll() is None and \
                    self.state(vm) == state
            except (qemu.Timeout, OSError):     # gone, or not answering
                keep = False
            if not keep:
                vm.kill()
                del self.vms[key]

    def close(self):
        for vm, _ in self.vms.values():
            vm.kill()
        self.vms = {}
# What the debug allocator (slub_debug, mm/slab.c, mm/page_alloc.c)
# prints when it finds a use after free, an overflow or a bad free
SLAB_REPORT = re.compile(r"^(BUG kmalloc-\d+ \((Not tainted|Tainted: [^)]*)\)"
                         r": |pagealloc: memory corruption)", re.M)


class Context:
    """What a kernel test gets: paths, and boot() that starts QEMU."""

    def __init__(self, build, shared=None):
        self.build = build
        self.top = TOP
        self.vmlinux = os.path.join(build, "vmlinux")
        self.vmlinux_nokallsyms = os.path.join(build, "vmlinux.nokallsyms")
        self.iso = os.path.join(build, "oops386.iso")
        self.modules = os.path.join(build, "modules")
        self.machines = []          # every machine this test used
        self.own = []               # those it started for itself
        self.shared_keys = []
        self._shared = shared or SharedMachines()
        # a test that provokes the debug allocator's reports sets this
        self.slab_reports_expected = False

    def boot(self, append="", initrd=(), kernel=None, prompt=True,
             shared=False, **kwargs):
        """Boot with -kernel (fast); wait for the first prompt unless
        prompt is False.  shared=True: the machine this unit's tests
        share for these arguments (the module docstring says when)."""
        def start():
            if kwargs.get("iso") or kwargs.get("command"):
                vm = qemu.Qemu(**kwargs)
            else:
                vm = qemu.Qemu(kernel=kernel or self.vmlinux,
                               append=qemu.kernel_cmdline(append),
                               initrd=initrd, **kwargs)
            if not shared:
                self.own.append(vm)
            if prompt:
                vm.wait_prompt()
            return vm

        if not shared:
            vm = start()
        else:
            assert prompt and not set(kwargs) & {"iso", "command", "paused",
                                                 "gdb_port"}, \
                "a shared machine is booted to a prompt by -kernel"
            key = repr((kernel or self.vmlinux, append, tuple(initrd),
                        sorted(kwargs.items())))
            vm = self._shared.get(key, start)
            if key not in self.shared_keys:
                self.shared_keys.append(key)
        self.machines.append(vm)
        return vm

    def module(self, name):
        return os.path.join(self.modules, name + ".ko")

    def close(self, passed):
        for vm in self.own:
            vm.kill()
        self._shared.check(self.shared_keys, passed)


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


def load_module(path):
    """A test file, imported once per process under its own name (so
    `import test_module_api` elsewhere finds the same module)."""
    name = os.path.basename(path)[:-3]
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    return sys.modules[name]


def load_kernel_tests(match):
    """[(path, function name)] of the kernel tests match() picks."""
    tests = []
    for fname in sorted(os.listdir(KERNEL_TESTS)):
        if not (fname.startswith("test_") and fname.endswith(".py")):
            continue
        path = os.path.join(KERNEL_TESTS, fname)
        mod = load_module(path)
        for name in sorted(dir(mod)):
            if name.startswith("test_") and \
                    match("%s:%s" % (fname[:-3], name)):
                tests.append((path, name))
    return tests


def run_kernel_test(path, name, build, shared):
    """[(ok, label, detail)] of one kernel test (ok None: skipped)."""
    k = Context(build, shared)
    ok = False
    try:
        getattr(load_module(path), name)(k)
        for vm in k.machines:
            m = SLAB_REPORT.search(vm.log)
            assert k.slab_reports_expected or not m, \
                "the debug allocator found: " + m.group(0)
        ok, detail = True, ""
    except unittest.SkipTest as e:
        ok, detail = None, str(e)
    except Exception:
        detail = traceback.format_exc()
        for i, vm in enumerate(k.machines):
            how = "" if vm in k.own else \
                " (shared: booted before, from where this test began)"
            detail += "\n--- serial log of QEMU #%d%s: %s\n%s\n--- end\n" % (
                i, how, " ".join(vm.cmd), vm.log)
    finally:
        k.close(ok is True)
    return [(ok, "%s:%s" % (os.path.basename(path)[:-3], name), detail)]


def cpu_seconds():
    """The host CPU time this worker and its children (QEMU, gcc, gdb)
    have used: a test's share of the 2 cores, which its wall time on a
    busy host is not.  A machine shared by several tests is counted in
    the one that ends it."""
    me = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def worker(conn, build):
    """A worker process: runs the units it is sent, item by item,
    sending back ("result", item, [(ok, label, detail)], seconds), then
    ("done",) at the end of each unit; None ends it."""
    shared = SharedMachines()
    # killed (the runner was): the machines go too, through the finally
    # clauses, whose QEMU runs in a session of its own
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        while True:
            unit = conn.recv()
            if unit is None:
                return
            for item in unit:
                start, cpu = time.monotonic(), cpu_seconds()
                if item[0] == "host":
                    results = run_host(item[1])
                else:
                    results = run_kernel_test(item[1], item[2], build,
                                              shared)
                conn.send(("result", item, results,
                           (time.monotonic() - start,
                            cpu_seconds() - cpu)))
            shared.close()
            conn.send(("done",))
    except (KeyboardInterrupt, EOFError):
        pass
    finally:
        shared.close()


def label(item):
    if item[0] == "host":
        return os.path.basename(item[1])
    return "%s:%s" % (os.path.basename(item[1])[:-3], item[2])


def read_times(build, seed=SEED_TIMES, name="test-times.json"):
    """{label: seconds}: the seed file's, and the last run's over them
    (wall times; with SEED_CPU and "test-cpu.json", host CPU times;
    build None: the seed's alone)."""
    times = {}
    for path in (seed, build and os.path.join(build, name)):
        if not path:
            continue
        try:
            with open(path) as f:
                times.update(json.load(f))
        except (OSError, ValueError):
            continue
    return times


def waiting_tests():
    """The kernel tests that used the host's CPU for less than
    WAITING_SHARE of their time in the seeds' idle run.  A host program
    is compiling or linking: CPU work, whatever a run said."""
    times = read_times(None)
    cpus = read_times(None, SEED_CPU)
    return set(key for key in times if ":" in key and key in cpus
               and cpus[key] < times[key] * WAITING_SHARE)


def make_units(items, times, waiting):
    """Host programs one unit each; a file's kernel tests in units of
    about UNIT_SECONDS, those that wait apart from the others; longest
    unit first.  [(seconds, waits, [item])]"""
    def guess(item):
        return times.get(label(item),
                         GUESS_HOST if item[0] == "host" else GUESS_KERNEL)

    units, files = [], {}
    for item in items:
        if item[0] == "host":
            units.append((guess(item), False, [item]))
        else:
            key = (item[1], label(item) in waiting)
            files.setdefault(key, []).append(item)
    for (_, waiting), tests in files.items():
        unit, secs = [], 0.0
        for item in sorted(tests, key=guess, reverse=True):
            if unit and secs + guess(item) > UNIT_SECONDS:
                units.append((secs, waiting, unit))
                unit, secs = [], 0.0
            unit.append(item)
            secs += guess(item)
        units.append((secs, waiting, unit))
    return sorted(units, key=lambda u: -u[0])


# What a test file that reads the built tests/modules names: the
# helpers that read them, or the folder itself
MODULE_READERS = re.compile(r"\b(test_module_api|testmods|bench_block)\b"
                            r"|test-modules")


def module_users(paths):
    """The files of paths (kernel test files, host programs) that read
    what `make test-modules` builds: those that name a reader of it, and
    the kernel test files that import such a file (test_oops imports
    test_module_api, test_lineinfo imports test_oops)."""
    paths, texts = set(paths), {}
    for path in paths | set(
            os.path.join(KERNEL_TESTS, f) for f in os.listdir(KERNEL_TESTS)
            if f.endswith(".py")):
        if path.endswith(".py"):
            with open(path) as f:
                texts[path] = f.read()
    users = set(p for p, text in texts.items() if MODULE_READERS.search(text))
    grown = True
    while grown:
        names = "|".join(os.path.basename(p)[:-3] for p in users
                         if os.path.dirname(p) == KERNEL_TESTS)
        importer = re.compile(r"^\s*(from|import)\s+(%s)\b" % names, re.M)
        more = set(p for p, text in texts.items()
                   if p not in users and importer.search(text))
        grown = bool(more)
        users |= more
    return users & paths


class ModulesMake:
    """`make test-modules` in the background (the module docstring's
    Scheduling), its output kept in a file and printed when it ends."""

    def __init__(self, build, jobs):
        env = {key: v for key, v in os.environ.items()
               if key not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
        self.build, self.started = build, time.monotonic()
        self.out = tempfile.TemporaryFile(mode="w+")
        testmods.mark_pending(build)
        self.proc = subprocess.Popen(
            ["nice", "-n", "10", "make", "-s", "-j%d" % jobs,
             "BUILD=" + build, "test-modules"], cwd=TOP, env=env,
            stdout=self.out, stderr=subprocess.STDOUT,
            start_new_session=True)

    def ended(self):
        """True once the make has ended; prints what it said, once"""
        if self.proc is None:
            return True
        if self.proc.poll() is None:
            return False
        testmods.mark_done(self.build)
        self.out.seek(0)
        for line in self.out.read().splitlines():
            print("# " + line)
        print("# make test-modules ended (exit %d) after %d s"
              % (self.proc.returncode, time.monotonic() - self.started))
        self.out.close()
        self.proc = None
        return True

    def kill(self):
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
            except ProcessLookupError:      # it had ended
                pass
            self.proc.wait()
            self.ended()


class Report:
    """KTAP numbering and the counts of the closing line."""

    def __init__(self):
        self.n = self.passed = self.failed = self.skipped = 0

    def __call__(self, ok, name, detail, secs=None):
        """ok is True, False, or None for a skip (detail is the reason)."""
        self.n += 1
        if ok is None:
            self.skipped += 1
            print("ok %d %s # SKIP %s" % (self.n, name, detail))
            return
        if ok:
            self.passed += 1
        else:
            self.failed += 1
        t = "" if secs is None else " # %.1fs" % secs
        print("%sok %d %s%s" % ("" if ok else "not ", self.n, name, t))
        if not ok and detail:
            print("\n".join("# " + line for line in detail.splitlines()))


def next_unit(pending, waiting_only, held):
    """The next unit a worker runs, taken off pending (longest first),
    none of whose file is in held: the waiting worker's, the first that
    waits, or None; a -j worker's, the first that does not, else the
    first"""
    for want in (True,) if waiting_only else (False, True):
        for i, (_, waiting, unit) in enumerate(pending):
            if waiting == want and unit[0][1] not in held:
                del pending[i]
                return unit
    return None


def run_units(units, jobs, build, report, modules=None):
    """Run the units on jobs workers, and one more for the units that
    wait (the module docstring's Scheduling); modules: (the ModulesMake
    under way, the files whose units wait for it).  ({label: seconds},
    {label: CPU seconds}) of every item."""
    ctx = multiprocessing.get_context("fork")
    pending = list(units)
    total = sum(len(unit) for _, _, unit in pending)
    times, cpus, done = {}, {}, 0
    start = last = time.monotonic()
    workers = {}    # connection: (process, unit left, waiting units only)
    make, held = modules or (None, set())
    parked = []     # workers with nothing to run until the make ends

    def feed(conn):
        proc, _, waiting_only = workers[conn]
        unit = next_unit(pending, waiting_only, held)
        if unit:
            conn.send(unit)
            workers[conn] = (proc, list(unit), waiting_only)
        elif next_unit(list(pending), waiting_only, ()):
            parked.append(conn)
        else:
            conn.send(None)
            proc.join()
            del workers[conn]

    count = max(1, min(jobs, len(pending)))
    waiting = any(w for _, w, _ in pending)
    for n in range(count + waiting):
        ours, theirs = ctx.Pipe()
        proc = ctx.Process(target=worker, args=(theirs, build))
        proc.start()
        theirs.close()
        workers[ours] = (proc, [], n == count)
        feed(ours)
    try:
        while workers:
            ready = multiprocessing.connection.wait(
                list(workers), 1.0 if held else None)
            if held and make.ended():
                held = set()
                while parked:
                    feed(parked.pop())
            for conn in ready:
                try:
                    msg = conn.recv()
                except EOFError:
                    # the worker died: what it had left fails, the rest
                    # goes on without it
                    proc, left, _ = workers.pop(conn)
                    for item in left:
                        report(False, label(item), "the worker process "
                               "running it died (exit status %s)"
                               % proc.exitcode)
                        done += 1
                    continue
                if msg[0] == "done":
                    feed(conn)
                    continue
                _, item, results, (secs, cpu) = msg
                workers[conn][1].remove(item)
                times[label(item)] = round(secs, 1)
                cpus[label(item)] = round(cpu, 1)
                done += 1
                for ok, name, detail in results:
                    report(ok, name, detail,
                           secs if item[0] == "kernel" else None)
                now = time.monotonic()
                if now - last >= PROGRESS_EVERY or done == total:
                    last = now
                    print("# progress: %d/%d tests and host programs done, "
                          "%d s elapsed" % (done, total, now - start))
                sys.stdout.flush()
    finally:
        if make:
            make.kill()
        for proc, _, _ in workers.values():
            proc.terminate()
        for proc, _, _ in workers.values():
            proc.join(10)
    for item in [item for _, _, unit in pending for item in unit]:
        report(False, label(item), "not run: every worker process died")
    return times, cpus


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default="build")
    ap.add_argument("--host", nargs="*", default=[],
                    help="host test programs (KTAP)")
    ap.add_argument("-k", "--filter", action="append", default=[],
                    help="regex on test names (host program, or "
                    "file:function for kernel tests); several -k: any")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--no-host", action="store_true")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    pattern = re.compile("|".join("(?:%s)" % f for f in args.filter))

    print("KTAP version 1")
    sys.stdout.flush()
    items = [] if args.no_host else \
        [("host", prog) for prog in args.host
         if pattern.search(os.path.basename(prog))]
    kernel = load_kernel_tests(pattern.search)
    items += [("kernel", path, name) for path, name in kernel]
    users = module_users(item[1] for item in items)
    modules = users and (ModulesMake(build, args.jobs), users)

    report = Report()
    start = time.monotonic()
    units = make_units(items, read_times(build), waiting_tests())
    times, cpus = run_units(units, args.jobs, build, report, modules)
    print("# %d s in all; the slowest:" % (time.monotonic() - start))
    for name, secs in sorted(times.items(), key=lambda t: -t[1])[:SLOWEST]:
        print("#  %6.1f s  %s" % (secs, name))
    print("# %d s of host CPU in all; the most:" % sum(cpus.values()))
    for name, secs in sorted(cpus.items(), key=lambda t: -t[1])[:SLOWEST]:
        print("#  %6.1f s  %s" % (secs, name))
    for seed, name, new in ((SEED_CPU, "test-cpu.json", cpus),
                            (SEED_TIMES, "test-times.json", times)):
        old = read_times(build, seed, name)
        old.update(new)
        with open(os.path.join(build, name), "w") as f:
            json.dump(old, f, indent=0, sort_keys=True)
    print("1..%d" % report.n)
    print("%d passed, %d failed, %d skipped" % (report.passed, report.failed,
                                               report.skipped))
    return 1 if report.failed or not report.passed else 0


if __name__ == "__main__":
    sys.exit(main())
