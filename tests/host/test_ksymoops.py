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


def build_vmlinux(s):
    """An i386 ELF with "boom" (nop, nop, ud2, ret) and its nm listing;
    None without gcc -m32."""
    src = s.file("boom.S", ".text\n.globl boom\n.type boom, @function\n"
                 "boom:\n\tnop\n\tnop\n\tud2\n\tret\n"
                 ".size boom, . - boom\n")
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
    """The output less objdump's lines (" addr:\tbytes\tinsn")."""
    return [l for l in lines if ":\t" not in l]


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

    built = build_vmlinux(s) if shutil.which("objdump") else None
    if built:
        elf, listing = built
        boom = int(next(l for l in listing.splitlines()
                        if l.endswith(" boom")).split()[0], 16)
        rc, out, _ = s.run(f"EIP:    0060:[<{boom + 2:08x}>]    Not tainted\n"
                           "Code: 0f 0b c3\n", "-o", elf,
                           system_map=listing)
        marked = [l for l in out if l.endswith("<-- EIP")]
        check(f"boom in {elf}:" in out and len(marked) == 2 and
              f"{boom + 2:x}:" in marked[1] and "ud2" in marked[1],
              "-o disassembles the function around EIP from vmlinux")
    else:
        check(True, "-o disassembles from vmlinux # SKIP no gcc -m32")

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
