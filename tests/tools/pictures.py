#!/usr/bin/env python3
"""The pictures of docs/pictures.md, drawn from a running kernel.

A picture in the Markdown file is a fenced block after a marker:

    <!-- picture: NAME -->
    ```text
    ...drawn by this script...
    ```

Every picture is drawn from one boot of build/vmlinux (what /proc,
/sys and an oops say), build/System.map and the constants of the
headers, so it cannot drift from the kernel: tests/kernel/test_pictures.py
draws them again and compares, numbers and addresses too (drawn up to
doc_transcripts.py's RUNS times: a timer tick leaves words on the oops's
stack).

  pictures.py --check docs/pictures.md     exit 1 if a picture drifted
  pictures.py --update docs/pictures.md    redraw them
"""

import bisect
import os
import re
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(TOP, "tests", "lib"))
sys.path.insert(0, HERE)
import qemu  # noqa: E402
import gdb_session  # noqa: E402
from doc_transcripts import check_or_update_parser, settle  # noqa: E402

MARKER = re.compile(r"^<!-- picture: (\w+) -->\n```text\n(.*?)^```$",
                    re.M | re.S)
TIMEOUT = 120


def header_constant(path, name):
    """A #define's value in a header of the tree: a number, or sums and
    products of numbers such as (2 * 1024 * 1024)."""
    with open(os.path.join(TOP, path)) as f:
        m = re.search(r"#define\s+%s\s+([^/\n]+)" % name, f.read())
    expr = re.sub(r"(?<=[0-9a-fA-F])[uUlL]+\b", "", m.group(1).strip())
    if not re.fullmatch(r"[0-9a-fA-Fx()*+ -]+", expr):
        raise ValueError("%s: %s is not a number: %s" % (path, name, expr))
    return eval(expr)  # digits and + - * ( ) only, checked above


def struct_words(path, name):
    """sizeof a struct of int and long members only (i386: 4 bytes each)."""
    with open(os.path.join(TOP, path)) as f:
        body = re.search(r"struct %s \{(.*?)\};" % name, f.read(), re.S)
    return 4 * len(re.findall(r"^\s*(?:int|long)\s+\w+;", body.group(1), re.M))


def first_load(path):
    """p_vaddr of an ELF32 file's first PT_LOAD (ELF gABI)."""
    with open(path, "rb") as f:
        elf = f.read()
    phoff, = struct.unpack_from("<I", elf, 28)
    phentsize, phnum = struct.unpack_from("<HH", elf, 42)
    for i in range(phnum):
        p_type, _, p_vaddr = struct.unpack_from("<III", elf,
                                                phoff + i * phentsize)
        if p_type == 1:
            return p_vaddr
    raise ValueError("%s has no PT_LOAD" % path)


class SystemMap:
    def __init__(self, path):
        self.syms = []
        with open(path) as f:
            for line in f:
                addr, kind, name = line.split()[:3]
                if kind in "tTwW":
                    self.syms.append((int(addr, 16), name))
        self.syms.sort()
        self.addrs = [a for a, _ in self.syms]
        self.by_name = {}
        with open(path) as f:
            for line in f:
                addr, _, name = line.split()[:3]
                self.by_name[name] = int(addr, 16)

    def name(self, addr):
        i = bisect.bisect_right(self.addrs, addr) - 1
        if i < 0 or addr >= self.by_name["_etext"]:
            return None
        a, n = self.syms[i]
        return "%s+0x%x" % (n, addr - a)


def observe(build):
    """What one boot says: {command: output}."""
    cmds = ["cat /proc/meminfo", "insmod /lib/modules/hello.ko",
            "cat /proc/modules", "ls /sys/module/hello/sections"]
    vm = qemu.Qemu(kernel=os.path.join(build, "vmlinux"),
                   initrd=[os.path.join(build, "initramfs.cpio")])
    try:
        vm.wait_prompt(TIMEOUT)
        seen = {c: vm.run(c, TIMEOUT) for c in cmds}
        for sec in seen["ls /sys/module/hello/sections"].split():
            c = "cat /sys/module/hello/sections/" + sec
            seen[c] = vm.run(c, TIMEOUT)
        seen["oops null"] = vm.run("oops null", TIMEOUT)
        return seen
    finally:
        vm.kill()


def memory_map(seen, smap, build):
    kb = int(re.search(r"MemTotal:\s+(\d+)", seen["cat /proc/meminfo"])
             .group(1))
    page_offset = header_constant("include/asm/page.h", "PAGE_OFFSET")
    vstart = header_constant("include/linux/vmalloc.h", "VMALLOC_START")
    vend = header_constant("include/linux/vmalloc.h", "VMALLOC_END")
    name, size, _, _, _, addr = seen["cat /proc/modules"].split()[:6]
    # the task that ran `oops null`: its kernel stack, as the oops says
    ti = int(re.search(r"threadinfo=([0-9a-f]{8})", seen["oops null"])
             .group(1), 16)
    stack_top = ti + header_constant("include/asm/thread_info.h",
                                     "THREAD_SIZE")
    regs = struct_words("include/asm/ptrace.h", "pt_regs")
    page = 1 << header_constant("include/asm/page.h", "PAGE_SHIFT")
    # include/linux/mm.h: the room kept below PAGE_OFFSET for the stack
    mm_h = "include/linux/mm.h"
    stack_room = (header_constant(mm_h, "USER_STACK_PAGES") * page +
                  header_constant(mm_h, "ARG_MAX") + 2 * page)
    rows = [
        (0xffffffff, "top of the 4 GiB"),
        (vend, "VMALLOC_END: above, nothing mapped"),
        (int(addr, 16), "%s's core, %s bytes (/proc/modules)" % (name, size)),
        (stack_top - regs, "oops's pt_regs (%d bytes): its user registers, "
         "saved at the top of its kernel stack" % regs),
        (ti, "threadinfo: oops's %d KiB kernel stack (vmalloc), "
         "growing down to here" % ((stack_top - ti) // 1024)),
        (ti - page, "guard page, unmapped: `oops overflow` faults here"),
        (vstart, "VMALLOC_START: vmalloc(), stacks and modules above"),
        (vstart - 0x800000, "8 MiB guard gap above: nothing maps it"),
        (page_offset + kb * 1024, "end of RAM (MemTotal %d kB)" % kb),
        (smap.by_name["_end"], "_end: pages for kmalloc() and tasks above"),
        (smap.by_name["__init_begin"], "__init_begin: boot-only code, data"),
        (smap.by_name["_etext"], "_etext: the kernel's data above"),
        (smap.by_name["_text"], "_text: the kernel's code (1 MiB up)"),
        (page_offset, "PAGE_OFFSET: RAM from physical 0, 1:1"),
        (page_offset - stack_room, "user stack above, growing down from "
         "its arguments at PAGE_OFFSET"),
        (header_constant(mm_h, "MMAP_BASE"), "mmap()'s mappings above"),
        (first_load(os.path.join(build, "user", "bin", "sh")),
         "user programs (sh's first PT_LOAD)"),
        (0, "address 0: never mapped (NULL)"),
    ]
    return "".join("%08x | %s\n" % r for r in sorted(rows, reverse=True))


def module_regions(seen):
    secs = []
    for c, out in seen.items():
        if c.startswith("cat /sys/module/hello/sections/"):
            secs.append((int(out.strip(), 16), c.rsplit("/", 1)[1]))
    core = int(seen["cat /proc/modules"].split()[5], 16)
    lines = []
    for addr, sec in sorted(secs):
        region = "init, freed" if sec.startswith(".init") else "core"
        lines.append("%08x +%-6x %-28s %s\n" % (addr, addr - core, sec,
                                                region))
    return "".join(lines)


def oops_stack(seen, smap):
    out = seen["oops null"]
    esp = int(re.search(r"esp: ([0-9a-f]{8})", out).group(1), 16)
    ebp = int(re.search(r"ebp: ([0-9a-f]{8})", out).group(1), 16)
    words = [int(w, 16) for w in re.findall(
        r"[0-9a-f]{8}", out[out.index("Stack:"):out.index("Call Trace:")])]
    chain = {}
    if re.search(r"EIP is at \S+ \[\w+\] 0x0\n", out):
        # the faulting function's first instruction: it pushed no ebp
        # yet, and its return address is the word on top of the stack
        chain[esp] = "return address: %s" % smap.name(words[0])
    at = ebp
    while esp <= at < esp + 4 * len(words):
        saved = words[(at - esp) // 4]
        chain[at] = "saved ebp: next frame at %08x" % saved
        chain[at + 4] = "return address: %s" % smap.name(words[(at - esp) // 4 + 1])
        at = saved
    lines = ["address   word       what it is\n"]
    for i, w in enumerate(words):
        a = esp + 4 * i
        what = chain.get(a)
        if what is None:
            # locals, arguments, or what calls already returned left:
            # which it is changes from boot to boot (an interrupt's
            # leftovers), so the picture does not guess
            what = "-"
        mark = "<- ebp" if a == ebp else ("<- esp" if a == esp else "")
        lines.append("%08x  %08x   %-48s %s\n" % (a, w, what, mark))
    return "".join(lines)


def definition(at, name):
    """FILE:LINE where function name is defined, in the file of gdb's
    FILE:LINE at (gdb stops a few lines in, after the prologue)."""
    path = at.rsplit(":", 1)[0]
    with open(os.path.join(TOP, path)) as f:
        for n, line in enumerate(f, 1):
            if re.match(r"^[a-z][\w ]*\b%s\(" % name, line):
                return "%s:%d" % (path, n)
    raise ValueError("%s: no definition of %s" % (path, name))


def syscall_path(build):
    """insmod's init_module() call stopped at sys_init_module by gdb, as
    make debug runs it: the frames, the number in eax and the table
    entry it indexes."""
    s = gdb_session.GdbSession(TOP, build, ["insmod /lib/modules/hello.ko"])
    try:
        for c in ("break sys_init_module", "continue"):
            s.run(c)
        bt = s.run("bt")
        nr = int(re.search(r"eax\s+0x[0-9a-f]+\s+(\d+)",
                           s.run("info registers eax")).group(1))
        entry = s.run("print sys_call_table[%d]" % nr)
    finally:
        s.close()
    frames = re.findall(r"^#(\d+)\s+(?:0x[0-9a-f]+ in )?(\w+) \((.*?)\) "
                        r"at (\S+)$", " ".join(bt.split("\n ")), re.M)
    target = re.search(r"<(\w+)>", entry).group(1)
    (_, callee, args, callee_at), (_, caller, _, caller_at) = frames[:2]
    return ("user space: insmod, int $0x80 with eax = %d\n"
            "      |  the CPU switches to the task's kernel stack\n"
            "      v\n"
            "%s  %s\n"
            "      |  call *sys_call_table(, %%eax, 4): "
            "sys_call_table[%d] = %s\n"
            "      v\n"
            "%s(%s)  %s\n"
            % (nr, caller, caller_at, nr, target, callee, args,
               definition(callee_at, callee)))


def draw(build):
    seen = observe(build)
    smap = SystemMap(os.path.join(build, "System.map"))
    return {"memory_map": memory_map(seen, smap, build),
            "module_regions": module_regions(seen),
            "oops_stack": oops_stack(seen, smap),
            "syscall_path": syscall_path(build)}


def main():
    ap = check_or_update_parser()
    ap.add_argument("file")
    args = ap.parse_args()
    with open(args.file) as f:
        doc = f.read()
    shown = dict(MARKER.findall(doc))
    pictures, _ = settle(lambda: draw(args.build), shown,
                         lambda got, want: all(got[n] == want[n]
                                               for n in want))
    bad = ["%s: picture %s drifted; now:\n%s" % (args.file, n, pictures[n])
           for n in shown if pictures[n] != shown[n]]
    if args.update:
        with open(args.file, "w") as f:
            f.write(MARKER.sub(lambda m: "<!-- picture: %s -->\n```text\n%s```"
                               % (m.group(1), pictures[m.group(1)]), doc))
        return 0
    for b in bad:
        print(b)
    print("%s: %d picture(s)%s" % (args.file, len(shown),
                                   ", drifted" if bad else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
