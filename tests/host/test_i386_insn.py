#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The oops' i386 decoder (lib/i386_insn.c) against GNU objdump; KTAP.

Every instruction objdump -d finds in vmlinux and in each in-tree module
(modules/, and tests/modules/ as gcc and clang built them)
is given, as its bytes, to the decoder (build/host/disasm_i386): it must
never fail to return (ASan and UBSan watch), must take as many bytes as
objdump where it knows the instruction, and print the same text (the
" <symbol+off>" objdump adds after a jump's target left out).  What it
does not know it calls "(bad)", as objdump does for a byte that is no
instruction.  Each file's line says how many of its instructions read
the same: the coverage.  A file passes when at least MIN_SHARE of them
do and no known instruction has another length or text.

Environment: BUILD (the build folder, default build).
"""
import glob
import os
import re
import subprocess
import sys

TOP = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
BUILD = os.path.join(TOP, os.environ.get("BUILD", "build"))
TOOL = os.path.join(BUILD, "host", "disasm_i386")
MIN_SHARE = 0.99
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
import testmods  # noqa: E402
LINE = re.compile(r"^ *([0-9a-f]+):\t([0-9a-f ]+?) *(?:\t(.*))?$")
FILE = re.compile(r"^(\S.*):\s+file format ")


def norm(text):
    text = re.sub(r" <[^>]*>", "", text.split("#")[0])
    return re.sub(r"\s+", " ", text).strip()


def instructions(paths):
    """{path: [(address, bytes, objdump's text)]} from one objdump run
    over every file (a process per file cost more than the decoding),
    an instruction's bytes gathered from the lines objdump wraps them
    over."""
    out = subprocess.run(["objdump", "-d", "-w"] + paths, capture_output=True,
                         text=True, check=True).stdout
    found, insns = {}, None
    for line in out.splitlines():
        head = FILE.match(line)
        if head:
            insns = found.setdefault(head.group(1), [])
            continue
        m = LINE.match(line)
        if not m:
            continue
        code = bytes.fromhex(m.group(2).replace(" ", ""))
        if m.group(3) is None and insns:
            a, c, t = insns[-1]
            insns[-1] = (a, c + code, t)
        else:
            insns.append((int(m.group(1), 16), code, norm(m.group(3) or "")))
    return found


def compare(insns, decoded):
    """(count, same, wrong) of one file's instructions against what the
    decoder made of them (decode()'s (length, " ", text))"""
    same, wrong = 0, []
    for (a, code, theirs), (length, _, mine) in zip(insns, decoded):
        if int(length) == len(code) and norm(mine) == theirs:
            same += 1
        elif mine != "(bad)":
            wrong.append((a, code.hex(), mine, theirs))
    return len(insns), same, wrong


def decode(lines):
    out = subprocess.run([TOOL], input="".join(lines), capture_output=True,
                         text=True, check=True, timeout=600).stdout
    return [l.partition(" ") for l in out.splitlines()]


def unknown_and_cut():
    """x87 (which the kernel is built without) and an instruction cut
    short are "(bad)" with length 0; every opcode byte pair, then three
    bytes of padding, decodes without a sanitizer report."""
    bad = decode(["c0100000 d9ee\n", "c0100000 e80000\n", "c0100000 0f\n"])
    every = decode("c0100000 %04x909090\n" % i for i in range(65536))
    return all(n == "0" and t == "(bad)" for n, _, t in bad) and \
        len(every) == 65536 and all(0 <= int(n) <= 5 for n, _, _ in every)


def main():
    # the kernel, its modules, and tests/modules built by gcc and clang
    # (make test-modules), when they are there
    files = [os.path.join(BUILD, "vmlinux")] + \
        sorted(glob.glob(os.path.join(BUILD, "modules", "*.ko"))) + \
        sorted(glob.glob(os.path.join(testmods.wait(BUILD), "*", "*",
                                      "*.ko")))
    files = [f for f in files if os.path.exists(f)]
    print("KTAP version 1\n1..%d" % (len(files) + 2))
    failed = 0
    total = same_all = 0
    found = instructions(files)
    # one decoder run for every file's instructions, in files' order
    decoded = decode("%x %s\n" % (a, c.hex())
                     for f in files for a, c, _ in found[f])
    at = 0
    for n, path in enumerate(files, 1):
        insns = found[path]
        count, same, wrong = compare(insns, decoded[at:at + len(insns)])
        at += len(insns)
        total += count
        same_all += same
        ok = not wrong and same >= MIN_SHARE * count
        failed += not ok
        print("%sok %d %s: %d of %d instructions read as objdump reads "
              "them" % ("" if ok else "not ", n, os.path.relpath(path, TOP),
                        same, count))
        for a, code, mine, theirs in wrong[:10]:
            print("# %08x %s: decoder %r, objdump %r" % (a, code, mine,
                                                        theirs))
    ok = total > 0
    print("%sok %d all: %d of %d instructions identical (%.2f%%)"
          % ("" if ok else "not ", len(files) + 1, same_all, total,
             100.0 * same_all / max(total, 1)))
    failed += not ok
    ok = unknown_and_cut()
    print("%sok %d unknown opcodes and cut instructions are (bad); all "
          "65536 opcode byte pairs decode" % ("" if ok else "not ",
                                            len(files) + 2))
    return 1 if failed or not ok else 0


if __name__ == "__main__":
    sys.exit(main())
