"""Independent answers about an ELF file, from GNU binutils and the ELF
spec (not from oops386's own code): the oracles kernel tests compare
the kernel's decoding against."""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "lib"))
from elfread import Elf  # noqa: E402

PT_LOAD = 1  # gABI p_type


def nm(path):
    """{name: (address, type)} from `nm`; the first of duplicate names."""
    syms = {}
    out = subprocess.run(["nm", "-n", path], capture_output=True,
                         text=True, check=True).stdout
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3:
            syms.setdefault(parts[2], (int(parts[0], 16), parts[1]))
    return syms


def nm_lines(path):
    """[(address, type, name)] from `nm -n`, in order."""
    out = subprocess.run(["nm", "-n", path], capture_output=True,
                         text=True, check=True).stdout
    res = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3:
            res.append((int(parts[0], 16), parts[1], parts[2]))
    return res


def addr2line(path, addrs):
    """[(function, "file:line")] for each address, from `addr2line -f`:
    the function that really contains it - with -i, the outermost of
    the inlined scopes (an inlined helper is not a symbol), and the
    innermost file:line."""
    if not addrs:
        return []
    out = subprocess.run(["addr2line", "-a", "-f", "-i", "-e", path] +
                         ["%x" % a for a in addrs], capture_output=True,
                         text=True, check=True).stdout.splitlines()
    groups = []
    for line in out:
        if line.startswith("0x"):
            groups.append([])
        else:
            groups[-1].append(line)
    return [(g[-2], g[1]) for g in groups]


def read_bytes(path, vaddr, n):
    """n bytes of the loaded image at virtual address vaddr (ELF32
    program headers: p_vaddr, p_offset, p_filesz)."""
    with open(path, "rb") as f:
        elf = Elf(f.read())
    for ph in elf.ph:
        start = ph["offset"] + vaddr - ph["vaddr"]
        if (ph["type"] == PT_LOAD and ph["vaddr"] <= vaddr
                and vaddr + n <= ph["vaddr"] + ph["filesz"]):
            return elf.data[start:start + n]
    raise ValueError("%08x is not in a loaded segment" % vaddr)


OOPS_LINE = re.compile(r"\[<([0-9a-f]{8})>\] (\S+) \[(\S+)\] 0x([0-9a-f]+)")
EIP_AT = re.compile(r"^EIP is at (\S+) \[(\S+)\] 0x([0-9a-f]+)$", re.M)
EIP_REG = re.compile(r"^EIP:    0060:\[<([0-9a-f]{8})>\]", re.M)
CODE = re.compile(r"^Code: ((?:[0-9a-f]{2} ?){20})$", re.M)


def parse_oops(text):
    """The decoded parts of one oops: eip, (name, module, offset) it is
    at, the trace entries [(addr, name, module, offset)], code bytes."""
    eip = int(EIP_REG.search(text).group(1), 16)
    at = EIP_AT.search(text)
    trace_text = text[text.index("Call Trace:"):text.index("\nCode:")]
    trace = [(int(a, 16), n, m, int(o, 16))
             for a, n, m, o in OOPS_LINE.findall(trace_text)]
    code = bytes.fromhex(CODE.search(text).group(1).replace(" ", ""))
    return {
        "eip": eip,
        "at": (at.group(1), at.group(2), int(at.group(3), 16)) if at
        else None,
        "trace": trace,
        "code": code,
    }
