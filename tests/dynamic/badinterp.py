#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Make the malformed programs tests/dynamic/execerr.c runs: copies of a
dynamically linked i386 program whose PT_INTERP names something that is
no ELF interpreter, or is itself malformed (docs/dynamic.md).

Usage: badinterp.py DIR PROGRAM

Writes into DIR (the guest sees it as /dyn):
  notelf          a text file, as an interpreter: ELIBBAD
  elf64           an x86-64 ELF header, as an interpreter: ELIBBAD
  bad-noent       PT_INTERP names /dyn/no-such-ld.so: ENOENT
  bad-notelf      PT_INTERP names /dyn/notelf
  bad-elf64       PT_INTERP names /dyn/elf64
  bad-dir         PT_INTERP names /dyn (a directory): EACCES
  bad-nonul       PT_INTERP's bytes do not end in a NUL: ENOEXEC
  bad-empty       PT_INTERP is one byte, a NUL: ENOEXEC
and "#!" scripts (fs/binfmt_script.c):
  script-bash     #!/bin/bash -e, printing $0, $1 and $#: runs
  script-noent    #!/dyn/no-such-interp: ENOENT
  script-empty    "#!" alone: ENOEXEC
  script-blank    "#!" and blanks: ENOEXEC
  script-loop     its own interpreter: ELOOP
  script-long     an interpreter name past the 256 bytes read: ENOEXEC
The new path goes at the end of the file; the header's p_offset and
p_filesz point at it.
"""

import os
import struct
import sys

PT_INTERP = 3
PHDR = struct.Struct("<8I")     # Elf32_Phdr: type, offset, vaddr, ...


def with_interp(image, interp):
    """image with its PT_INTERP pointing at the bytes interp."""
    phoff, = struct.unpack_from("<I", image, 28)
    phentsize, phnum = struct.unpack_from("<HH", image, 42)
    out = bytearray(image)
    for i in range(phnum):
        at = phoff + i * phentsize
        ph = list(PHDR.unpack_from(out, at))
        if ph[0] == PT_INTERP:
            ph[1], ph[4] = len(out), len(interp)
            PHDR.pack_into(out, at, *ph)
            return bytes(out + interp)
    raise SystemExit("%s: no PT_INTERP" % sys.argv[2])


def elf64_header():
    """The 64 bytes of an ELF64 x86-64 executable's header, no more."""
    ident = b"\x7fELF" + bytes([2, 1, 1]) + bytes(9)
    return ident + struct.pack("<HHIQQQIHHHHHH", 2, 62, 1, 0, 64, 0, 0,
                               64, 56, 0, 64, 0, 0)


def main():
    out, prog = sys.argv[1], sys.argv[2]
    image = open(prog, "rb").read()
    os.makedirs(out, exist_ok=True)
    files = {
        "notelf": b"not an ELF interpreter\n",
        "elf64": elf64_header(),
        "bad-noent": with_interp(image, b"/dyn/no-such-ld.so\0"),
        "bad-notelf": with_interp(image, b"/dyn/notelf\0"),
        "bad-elf64": with_interp(image, b"/dyn/elf64\0"),
        "bad-dir": with_interp(image, b"/dyn\0"),
        "bad-nonul": with_interp(image, b"/lib/ld-linux.so.2"),
        "bad-empty": with_interp(image, b"\0"),
        "script-bash": b'#!/bin/bash -e\necho "[$0] [$1] [$#]"\n',
        "script-noent": b"#!/dyn/no-such-interp\n",
        "script-empty": b"#!\n",
        "script-blank": b"#!  \t \n",
        "script-loop": b"#!/dyn/script-loop\n",
        "script-long": b"#!/" + b"a" * 300 + b"\n",
    }
    for name, data in files.items():
        path = os.path.join(out, name)
        with open(path, "wb") as f:
            f.write(data)
        os.chmod(path, 0o755)


if __name__ == "__main__":
    main()
