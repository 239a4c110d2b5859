#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Tests of tests/tools/check_params.py, the check that no function of
the project's own takes more than 5 parameters; prints KTAP.

Each case is a few C files handed to its report(): a function of six
parameters fails, naming itself; five pass; a function pointer's own
parameters count, unless its type is named; what Linux mandates (a
system call, an allowed name, a read_proc_t callback), prototypes and
macros pass; and an allowance no file needs any more fails.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tools"))
import check_params  # noqa: E402

# Every allowed name, defined as Linux has it, so none is stale
LINUX = "".join("int %s(int a, int b, int c, int d, int e, int f)\n{\n"
                "\treturn 0;\n}\n" % name for name in check_params.ALLOWED)


def run(files, allowed=True):
    """The checker on {path: text} (and every ALLOWED function in a file
    of its own, unless allowed is False); (status, output)."""
    if allowed:
        files = dict(files, **{"lib/linux.c": LINUX})
    lines, status = check_params.report(files)
    return status, "\n".join(lines)


SIX = "static int six(int a, int b, int c, int d, int e, int f)\n{\n" \
      "\treturn a;\n}\n"
FIVE = "static int five(int a, int b,\n\t\tint c, int d, int e)\n{\n" \
       "\treturn a;\n}\n"
POINTER = ("static int walk(int a, int b, int c,\n"
           "\t\tint (*fn)(int x, int y, int z))\n{\n"
           "\treturn fn(a, b, c);\n}\n")
NAMED = ("typedef int (*pair_fn)(int x, int y);\n\n"
         "static int walk(int a, int b, int c, pair_fn fn)\n{\n"
         "\treturn fn(a, b);\n}\n")
LINUX_WAYS = (
    "long sys_mmap2(long a, long b, long c, long d, long e, long f)\n{\n"
    "\treturn 0;\n}\n"
    "static int old_read(char *page, char **start, off_t off, int count,\n"
    "\t\t    int *eof, void *data)\n{\n\treturn 0;\n}\n"
    "int proto(int a, int b, int c, int d, int e, int f);\n"
    "#define BUILD(a, b, c, d, e, f) \\\n"
    "int f(int a, int b, int c, int d, int e, int g) { return 0; }\n")

CASES = [
    ("six parameters fail, naming the function", {"kernel/a.c": SIX},
     True, 1, "kernel/a.c: six() takes 6 parameters, more than 5"),
    ("five pass, over two lines", {"kernel/a.c": FIVE}, True, 0, None),
    ("a function pointer's own parameters count",
     {"kernel/a.c": POINTER}, True, 1,
     "kernel/a.c: walk() takes 6 parameters"),
    ("a named function-pointer type counts once",
     {"kernel/a.c": NAMED}, True, 0, None),
    ("system calls, read_proc_t, prototypes and macros pass",
     {"kernel/a.c": LINUX_WAYS}, True, 0, None),
    ("an allowance no file needs any more fails", {"kernel/a.c": FIVE},
     False, 1, "ALLOWED names device_create(), which no file defines"),
]


def main():
    print("KTAP version 1")
    print("1..%d" % len(CASES))
    failed = 0
    for i, (name, files, allowed, status, text) in enumerate(CASES, 1):
        rc, out = run(files, allowed)
        ok = rc == status and (text is None or text in out)
        print("%sok %d %s" % ("" if ok else "not ", i, name))
        if not ok:
            failed += 1
            for line in out.splitlines():
                print("# " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
