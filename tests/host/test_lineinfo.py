#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The line table against addr2line (GNU binutils); prints KTAP.

For every instruction objdump -d finds, in the module linker's sample
built by gcc and clang in DWARF 4 and 5 (tests/host/lineinfo.mk) and in
the kernel itself (build/vmlinux.nokallsyms and the table the build made
of it, build/lineinfo.bin), scripts/lineinfo --lookup must give the
file:line addr2line gives.  Where addr2line names another file for the
same line, gdb's `info line` settles it: binutils 2.40 names the
compilation unit's file for some rows of a header's out-of-line inline
function, which gdb, objdump --dwarf=decodedline and the kernel agree
are the header's.  Where gdb names the first of several rows at one
address and the table the last (as DWARF's line program means it),
objdump --dwarf=decodedline's last row there settles it.

Environment: BUILD (the build folder, default build).
"""
import os
import re
import subprocess
import sys

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BUILD = os.path.join(TOP, os.environ.get("BUILD", "build"))
TOOL = os.path.join(BUILD, "scripts", "lineinfo")


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                          check=True, timeout=300).stdout


def instructions(elf):
    """The address of every instruction objdump -d decodes."""
    return [int(m.group(1), 16) for m in re.finditer(
        r"^ *([0-9a-f]+):\t", run(["objdump", "-d", elf]), re.M)]


def norm(where):
    """ "file:line" with the path normalised; None for no line."""
    where = where.split(" (discriminator")[0].strip()
    path, _, line = where.rpartition(":")
    if path in ("", "??") or line in ("?", "0"):
        return None
    return "%s:%s" % (os.path.normpath(path), line)


def ours(blob, addrs):
    out = run([TOOL, "--lookup", blob], "\n".join("%x" % a for a in addrs))
    return [norm(l.split(" ", 1)[1]) for l in out.splitlines()]


def addr2line(elf, addrs):
    out = run(["addr2line", "-e", elf], "\n".join("%x" % a for a in addrs))
    return [norm(l) for l in out.splitlines()]


def gdb_lines(elf, addrs):
    """gdb's file:line of each address (`info line *ADDR`)."""
    cmds = []
    for a in addrs:
        cmds += ["-ex", "info line *0x%x" % a]
    out = run(["gdb", "-batch", "-nx"] + cmds + [elf])
    found = re.findall(r'^Line (\d+) of "([^"]+)"', out, re.M)
    return ["%s:%s" % (os.path.normpath(f), n) for n, f in found]


def compare(elf, blob):
    """(addresses, identical, settled by gdb, [differences])"""
    addrs = instructions(elf)
    mine, theirs = ours(blob, addrs), addr2line(elf, addrs)
    odd = [(a, m, t) for a, m, t in zip(addrs, mine, theirs) if m != t]
    # the same line, another file: gdb decides
    same_line = [(a, m, t) for a, m, t in odd
                 if m and t and m.rsplit(":", 1)[1] == t.rsplit(":", 1)[1]]
    settled = 0
    if same_line:
        by_gdb = gdb_lines(elf, [a for a, _, _ in same_line])
        if len(by_gdb) == len(same_line):
            left = [(a, m) for g, (a, m, _) in zip(by_gdb, same_line)
                    if g != m]
            settled = len(same_line) - len(left)
            settled += sum(last_row(elf, left).get(a) ==
                           (os.path.basename(m.rsplit(":", 1)[0]),
                            m.rsplit(":", 1)[1]) for a, m in left)
    return len(addrs), len(addrs) - len(odd), settled, odd


def last_row(elf, left):
    """{address: (file's base name, line)} of the last row objdump
    --dwarf=decodedline lists at each address of left: where several
    rows share an address (an inline function's end and its caller's
    line, told apart by views), DWARF's last one covers the
    instruction, and gdb may name the first"""
    want = {a for a, _ in left}
    rows = {}
    if not want:
        return rows
    for line in run(["objdump", "--dwarf=decodedline", elf]).splitlines():
        w = line.split()
        if len(w) >= 3 and w[1].isdigit() and w[2].startswith("0x") and \
                int(w[2], 16) in want:
            rows[int(w[2], 16)] = (w[0], w[1])
    return rows


def main():
    tests = []
    for cc in ("gcc", "clang"):
        for dw in ("4", "5"):
            elf = os.path.join(BUILD, "lineinfo", "sample-%s-%s.elf"
                               % (cc, dw))
            tests.append(("%s -gdwarf-%s" % (cc, dw), elf,
                          elf + ".lineinfo"))
    tests.append(("the kernel (build/lineinfo.bin)",
                  os.path.join(BUILD, "vmlinux.nokallsyms"),
                  os.path.join(BUILD, "lineinfo.bin")))
    print("KTAP version 1\n1..%d" % len(tests))
    failed = 0
    for n, (name, elf, blob) in enumerate(tests, 1):
        if blob.endswith("lineinfo.bin") and not os.path.exists(blob):
            print("ok %d %s # SKIP %s is not built" % (n, name, blob))
            continue
        if not blob.endswith("lineinfo.bin"):
            run([TOOL, elf, blob])
        total, same, settled, odd = compare(elf, blob)
        ok = total > 0 and same + settled == total
        failed += not ok
        print("%sok %d %s: %d instructions, %d with addr2line's file:line, "
              "%d more with gdb's" % ("" if ok else "not ", n, name, total,
                                      same, settled))
        if not ok:
            for a, m, t in odd[:10]:
                print("# %08x: table %s, addr2line %s" % (a, m, t))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
