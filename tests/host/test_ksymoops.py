#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Tests of scripts/ksymoops; prints KTAP.

Synthetic oopses are decoded against synthetic System.maps and the exact
output lines are checked, starting with the sample oops of the kksymoops
announcement (Linux 2.5.38), whose decoded lines the tool must rebuild
from the bare addresses.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
KSYMOOPS = os.path.join(HERE, "..", "..", "scripts", "ksymoops")

# The addresses of the announcement's oops: sys_gettimeofday at c011bbe0
# puts EIP c011bc64 at 0x84, syscall_call at c010796c puts c0107973 at 0x7.
SYSTEM_MAP = """\
c0100000 T _text
c0107940 T system_call
c010796c t syscall_call
c0107990 t syscall_exit
c0112a40 T do_page_fault
c011bbe0 T sys_gettimeofday
c011bd00 T sys_settimeofday
c0300000 A __start___kallsyms
c0300000 A _end
"""

HEAD = """\
------------[ cut here ]------------
kernel BUG at time.c:100!
invalid operand: 0000
CPU:    1
EIP:    0060:[<c011bc64>]    Not tainted
EFLAGS: 00010246
"""
EIP_AT = "EIP is at sys_gettimeofday [kernel] 0x84\n"
REGS = """\
eax: 0000004e   ebx: ceea0000   ecx: 00000000   edx: 00000068
esi: 00000000   edi: 00000000   ebp: bffffad8   esp: ceea1fa0
ds: 0068   es: 0068   ss: 0068
Process gettimeofday (pid: 547, threadinfo=ceea0000 task=cef2b0c0)
Stack: 00000001 00000004 40156154 00000004 c0112a40 ceea0000 400168e4 bffffb44
       c0107973 00000000 00000000 40156154 400168e4 bffffb44 bffffad8 0000004e
       0000002b 0000002b 0000004e 400cecc1 00000023 00000246 bffffacc 0000002b
"""
TRACE = """\
Call Trace: [<c0112a40>] do_page_fault [kernel] 0x0
[<c0107973>] syscall_call [kernel] 0x7
"""
CODE = "Code: 0f 0b 64 00 67 b4 26 c0 eb b6 89 f6 83 ec 0c 89 5c 24 04 8b\n"
SAMPLE = HEAD + EIP_AT + REGS + TRACE + CODE

MODULES = "hello 4096 0 - Live 0xc8850000\n"
MODULE_SYMS = """\
c8850000 t hello_init\t[hello]
c8850040 t hello_fault\t[hello]
c0100000 T _text
"""

results = []


def check(ok, name):
    results.append((bool(ok), name))


class Scratch:
    """Files for one ksymoops run, in a temporary directory."""

    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="test_ksymoops.")

    def file(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def run(self, oops, *args, system_map=SYSTEM_MAP):
        """(exit status, stdout lines, stderr) of ksymoops on oops."""
        p = subprocess.run([sys.executable, KSYMOOPS, "-m",
                            self.file("System.map", system_map)] +
                           list(args), input=oops, capture_output=True,
                           text=True)
        return p.returncode, p.stdout.splitlines(), p.stderr


# boom: nop, nop, ud2, then BUG()'s line (.word) and file (.long), ret;
# framed: the prologue "push %ebp; mov %esp,%ebp", then ud2.
BOOM_S = """\
.text
.globl boom
.type boom, @function
boom:
\tnop
\tnop
\tud2
\t.word 42
\t.long file
\tret
.size boom, . - boom
.globl framed
.type framed, @function
framed:
\tpush %ebp
\tmov %esp, %ebp
\tud2
\tret
.size framed, . - framed
.section .rodata
file:
\t.asciz "boom.txt"
"""


def build_vmlinux(s):
    """An i386 ELF of BOOM_S and its nm listing; None without gcc -m32."""
    src = s.file("boom.S", BOOM_S)
    elf = os.path.join(s.dir, "vmlinux")
    try:
        subprocess.run(["gcc", "-m32", "-nostdlib", "-static", "-no-pie",
                        "-Wl,-e,boom", "-o", elf, src], check=True,
                       capture_output=True)
        listing = subprocess.run(["nm", "-n", "-S", elf], check=True,
                                 capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    return elf, listing


def without_disassembly(lines):
    """The output less objdump's lines (" addr:\tbytes\tinsn") and the
    closing summary (">>EIP; ...", "Trace; ...")."""
    return [l for l in lines if ":\t" not in l and
            not l.startswith((">>EIP; ", "Trace; "))]


def check_with_vmlinux(s, elf, listing):
    """-o: disassembly from vmlinux, uncertain entries, BUG()'s file."""
    addr = {l.split()[-1]: int(l.split()[0], 16)
            for l in listing.splitlines()}
    boom, framed = addr["boom"], addr["framed"]
    words = (42).to_bytes(2, "little") + addr["file"].to_bytes(4, "little")
    bug = f"EIP:    0060:[<{boom + 2:08x}>]    Not tainted\n" \
          f"Code: 0f 0b {words.hex(' ')} c3\n"
    rc, out, _ = s.run(bug, "-o", elf, system_map=listing)
    marked = [l for l in out if l.endswith("<-- EIP")]
    check(f"boom in {elf}:" in out and len(marked) == 2 and
          f"{boom + 2:x}:" in marked[1] and "ud2" in marked[1],
          "-o disassembles the function around EIP from vmlinux")
    # In vmlinux the .long holds file's address: read the string there.
    longs = [l for l in out if ".long" in l and f"{boom + 6:x}:" in l]
    check(len(longs) == 2 and 'file "boom.txt"' in longs[1],
          "-o names BUG()'s file")

    # A "? " entry after an address in boom (no prologue) is its caller;
    # after one in framed (past its prologue) it is stale; at framed's
    # first byte nothing is pushed yet, so it is the caller again.
    def trace(eip, *entries):
        text = f"EIP:    0060:[<{eip:08x}>]    Not tainted\nCall Trace:" + \
            "".join(f" [<{a:08x}>]{m}" for a, m in entries) + "\n"
        rc, out, _ = s.run(text, "-o", elf, system_map=listing)
        return [l for l in out if not l.startswith("EIP:")]
    got = [trace(boom + 2, (framed + 1, " ?"), (boom + 1, "")),
           trace(framed + 3, (boom + 1, " ?"), (boom, "")),
           trace(framed, (boom + 1, " ?")),
           trace(framed + 3, (boom, ""), (boom + 1, " ?"))]
    check(got == [[f"Call Trace: [<{framed + 1:08x}>] framed [kernel] 0x1",
                   f"[<{boom + 1:08x}>] boom [kernel] 0x1"],
                  [f"Call Trace: [<{boom:08x}>] boom [kernel] 0x0"],
                  [f"Call Trace: [<{boom + 1:08x}>] boom [kernel] 0x1"],
                  [f"Call Trace: [<{boom:08x}>] boom [kernel] 0x0",
                   f"[<{boom + 1:08x}>] boom [kernel] 0x1"]],
          "-o settles uncertain entries as the kallsyms kernel does")
    rc, out, _ = s.run(f"EIP:    0060:[<{framed + 3:08x}>]    Not tainted\n"
                       f"Call Trace: [<{boom + 1:08x}>] ?\n",
                       system_map=listing)
    check(out[-1] == f"Call Trace: [<{boom + 1:08x}>] ? boom [kernel] 0x1",
          "without -o an uncertain entry stays marked")


def main():
    s = Scratch()
    sample = SAMPLE.splitlines()

    rc, out, _ = s.run(SAMPLE)
    check(rc == 0 and without_disassembly(out) == sample,
          "the decoded sample oops comes back unchanged")

    bare = (HEAD + REGS + "Call Trace: [<c0112a40>]\n[<c0107973>]\n" +
            CODE)
    rc, out, _ = s.run(bare)
    check(without_disassembly(out) == sample,
          "the bare sample oops decodes to the announcement's lines")

    rc, out, _ = s.run(HEAD + EIP_AT.replace("sys_gettimeofday [kernel] 0x84",
                                             "[unresolved]") +
                       "Call Trace: [<c0112a40>] [unresolved]"
                       " [<c0107973>] [unresolved]\n")
    check(out[6:] == [EIP_AT.rstrip()] + TRACE.splitlines(),
          "[unresolved] entries, two on a line, are decoded one a line")

    rc, out, _ = s.run("Call Trace:\n  [<c0112a40>] [<c0107990>]\n"
                       "  [<c0107973>]\nend\n")
    check(out == ["Call Trace:", "[<c0112a40>] do_page_fault [kernel] 0x0",
                  "[<c0107990>] syscall_exit [kernel] 0x0",
                  "[<c0107973>] syscall_call [kernel] 0x7", "end"],
          "2.4-style indented trace lines are decoded and ended")

    rc, out, _ = s.run("Call Trace: [<c00fffff>] [<c0300000>] [<c02fffff>]\n")
    check(out == ["Call Trace: [<c00fffff>] [unresolved]",
                  "[<c0300000>] [unresolved]",
                  "[<c02fffff>] sys_settimeofday [kernel] 0x1e42ff"],
          "below the first symbol and from the table on: [unresolved]")

    mods = s.file("modules", MODULES)
    syms = s.file("kallsyms", MODULE_SYMS)
    oops = ("EIP:    0060:[<c8850052>]    Not tainted\nEFLAGS: 00010246\n"
            "Call Trace: [<c8850052>] [<c8851000>] [<c0112a41>]\n")
    rc, out, _ = s.run(oops, "-l", mods, "-k", syms)
    check(out == ["EIP:    0060:[<c8850052>]    Not tainted",
                  "EFLAGS: 00010246",
                  "EIP is at hello_fault [hello] 0x12",
                  "Call Trace: [<c8850052>] hello_fault [hello] 0x12",
                  "[<c8851000>] [unresolved]",
                  "[<c0112a41>] do_page_fault [kernel] 0x1"],
          "module addresses decode through -l and -k")

    rc, out, _ = s.run("Call Trace: [<c8850010>]\n", "-l", mods)
    check(out == ["Call Trace: [<c8850010>] [unresolved]"],
          "a module address without its symbols stays unresolved")

    oops = ("EIP:    0060:[<c8860016>]    Tainted: G     \nEFLAGS: 00010246\n"
            "EIP is at crasher_fire [crasher] 0x16\n"
            "Call Trace: [<c8860016>] crasher_fire [crasher] 0x16\n"
            "[<c8850010>] [unresolved]\n")
    for opts in ((), ("-l", mods)):
        rc, out, _ = s.run(oops, *opts)
        check(out[2:] == ["EIP is at crasher_fire [crasher] 0x16",
                          "Call Trace: [<c8860016>] crasher_fire [crasher]"
                          " 0x16", "[<c8850010>] [unresolved]"],
              "the kernel's own decoding of an address no map given "
              "covers is kept%s" % (" (with -l)" if opts else ""))

    aliases = ("c0100000 T _text\nc0100000 00000020 t startup_32\n"
               "c0100020 T start_kernel\nc0100020 T _sinittext\n"
               "c0200000 A __start___kallsyms\n")
    rc, out, _ = s.run("Call Trace: [<c0100004>] [<c0100024>]\n",
                       system_map=aliases)
    check(out == ["Call Trace: [<c0100004>] startup_32 [kernel] 0x4",
                  "[<c0100024>] start_kernel [kernel] 0x4"],
          "same-address symbols: a sized one, else the first in nm")

    two = HEAD + REGS + HEAD.replace("c011bc64", "c0112a50") + REGS
    rc, out, _ = s.run(two)
    check([l for l in out if l.startswith("EIP is at")] ==
          ["EIP is at sys_gettimeofday [kernel] 0x84",
           "EIP is at do_page_fault [kernel] 0x10"],
          "each oops of a log gets its own EIP line")

    rc, out, _ = s.run(SAMPLE)
    code = out.index(CODE.rstrip())
    if shutil.which("objdump"):
        check("ud2" in out[code + 1] and out[code + 1].endswith("<-- EIP")
              and "c011bc64:" in out[code + 1],
              "Code: is disassembled from EIP, the fault marked")
    else:
        check(True, "Code: is disassembled # SKIP objdump not installed")

    # The sizes run to the next symbol: sys_gettimeofday c011bbe0 to
    # c011bd00, syscall_call c010796c to c0107990.
    check(out[-3:] == [">>EIP; c011bc64 <sys_gettimeofday+0x84/0x120>"
                       "   <=====",
                       "Trace; c0112a40 <do_page_fault+0x0/0x91a0>",
                       "Trace; c0107973 <syscall_call+0x7/0x24>"],
          "the summary gives EIP and each entry with symbol sizes")
    rc, out, _ = s.run("EIP:    0060:[<c8850052>]    Not tainted\n"
                       "Call Trace: [<c8850052>]\nCode: 90\n", "-l", mods,
                       "-k", syms)
    check(out[-2:] == [">>EIP; c8850052 <hello_fault+0x12/0xfc0 [hello]>"
                       "   <=====",
                       "Trace; c8850052 <hello_fault+0x12/0xfc0 [hello]>"],
          "a module symbol's size runs to the module's end")

    if shutil.which("objdump"):
        rc, out, _ = s.run(SAMPLE)
        code = out.index(CODE.rstrip())
        # 64 00: line 100 of "kernel BUG at time.c:100!"
        check("ud2" in out[code + 1] and
              out[code + 2].startswith(" c011bc66:\t64 00 ") and
              ".word 0x64" in out[code + 2] and "line 100" in out[code + 2]
              and out[code + 3].startswith(" c011bc68:\t67 b4 26 c0 ") and
              ".long 0xc026b467" in out[code + 3] and
              out[code + 4].startswith(" c011bc6c:\teb b6 ") and
              "jmp" in out[code + 4],
              "BUG()'s line and file words are shown as data, not code")
    else:
        check(True, "BUG()'s words are data # SKIP objdump not installed")

    built = build_vmlinux(s) if shutil.which("objdump") else None
    if built:
        check_with_vmlinux(s, *built)
    else:
        for what in ("-o disassembles the function around EIP from vmlinux",
                     "-o settles uncertain entries", "-o names BUG()'s file"):
            check(True, what + " # SKIP no gcc -m32")

    rc, _, err = s.run(SAMPLE, system_map="c0100000 T\n")
    check(rc == 1 and err.startswith("ksymoops: "),
          "a malformed System.map is reported")
    rc, _, err = s.run(SAMPLE, "-k", syms)
    check(rc == 2 and "-k needs -l" in err, "-k without -l is refused")

    shutil.rmtree(s.dir)
    print("KTAP version 1")
    print(f"1..{len(results)}")
    for i, (ok, name) in enumerate(results, 1):
        print(f"{'' if ok else 'not '}ok {i} {name}")
    return 0 if all(ok for ok, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
