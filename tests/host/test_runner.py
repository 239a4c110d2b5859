#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""tests/tools/run_tests.py's scheduling around the background `make
test-modules` (its docstring's Scheduling); KTAP.

module_users() must find every test file that reads the built modules,
directly or through a file it imports, and no other; next_unit() must
hold back the units of those files while the make runs and hand them
out once it has ended, longest first as before; and that make must find
the kernel up to date."""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
BUILD = os.path.join(TOP, os.environ.get("BUILD", "build"))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import run_tests  # noqa: E402

RESULTS = []


def check(ok, name):
    RESULTS.append((bool(ok), name))


def fake_tests(d):
    """A folder of kernel test files: one reads the modules, one imports
    it, one imports that one, one reads none (and only mentions it in a
    word that is not an import)."""
    files = {
        "test_reads.py": "import test_module_api\n",
        "test_imports.py": "from test_reads import helper\n",
        "test_chain.py": "import os\n    import test_imports as t\n",
        "test_alone.py": "x = 'test_reads is not imported here'\n",
    }
    for name, text in files.items():
        with open(os.path.join(d, name), "w") as f:
            f.write(text)
    return {name: os.path.join(d, name) for name in files}


def test_module_users():
    with tempfile.TemporaryDirectory() as d:
        paths = fake_tests(d)
        run_tests.KERNEL_TESTS = d
        host = os.path.join(d, "tool.py")
        with open(host, "w") as f:
            f.write("glob(os.path.join(BUILD, 'test-modules'))\n")
        users = run_tests.module_users(list(paths.values()) + [host])
        for name in ("test_reads.py", "test_imports.py", "test_chain.py"):
            check(paths[name] in users, "module_users finds " + name)
        check(paths["test_alone.py"] not in users,
              "module_users leaves out a file that reads no module")
        check(host in users, "module_users finds a host program naming "
              "test-modules")
        only = run_tests.module_users([paths["test_chain.py"]])
        check(only == {paths["test_chain.py"]},
              "module_users gives only files it was asked about")


def test_next_unit():
    unit = lambda path: [("kernel", path, "test_x")]  # noqa: E731
    pending = [(9, False, unit("big-user")), (5, False, unit("mid")),
               (3, True, unit("waits-user")), (1, True, unit("waits"))]
    held = {"big-user", "waits-user"}
    got = run_tests.next_unit(pending, False, held)
    check(got == unit("mid"), "a -j worker skips a held unit, longest "
          "first among the rest")
    got = run_tests.next_unit(pending, True, held)
    check(got == unit("waits"), "the waiting worker skips a held unit")
    check(run_tests.next_unit(pending, False, held) is None,
          "nothing while only held units are left")
    got = run_tests.next_unit(pending, False, set())
    check(got == unit("big-user"), "held units come once the make ended")
    got = run_tests.next_unit(pending, False, set())
    check(got == unit("waits-user"), "then the waiting ones")
    check(pending == [], "every unit handed out once")


def test_background_make_builds_no_kernel():
    """The runner names the build folder by its absolute path, and so
    do the tests' own makes (make run, make debug); what make test built
    with BUILD=build must look up to date to them, or they would build
    the kernel, the initramfs or the ISO again under the running
    tests (a demo booting the ISO while it is rewritten sees nothing)."""
    # (not the ISO: make -n cannot know that the glibc programs' header,
    # rewritten only when it changes, stays as it is, and so lists all
    # that depends on it)
    p = subprocess.run(["make", "-n", "BUILD=" + os.path.abspath(BUILD),
                        "kernel", "modules", os.path.relpath(
                            os.path.join(BUILD, "initramfs.cpio"), TOP)],
                       cwd=TOP,
                       capture_output=True, text=True)
    again = [line for line in p.stdout.splitlines()
             if not re.match(r"make(\[\d+\])?:", line) and
             (" -c " in line or "vmlinux" in line or "cpio" in line)]
    check(p.returncode == 0 and not again, "the kernel and the initramfs "
          "are up to date for BUILD given absolute (%s)"
          % (again[:1] or p.stderr[-200:]))


def main():
    test_module_users()
    test_next_unit()
    test_background_make_builds_no_kernel()
    print("KTAP version 1\n1..%d" % len(RESULTS))
    for n, (ok, name) in enumerate(RESULTS, 1):
        print("%sok %d %s" % ("" if ok else "not ", n, name))
    return 0 if all(ok for ok, _ in RESULTS) else 1


if __name__ == "__main__":
    sys.exit(main())
