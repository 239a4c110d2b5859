# SPDX-License-Identifier: GPL-2.0
"""The one ELF reader of the Python tools: the section and program
headers, section names and symbols of a little-endian ELF file, ELFCLASS32 or ELFCLASS64
(gABI "ELF Header", "Sections", "Symbol Table").

Used by tests/host/gen_bad_ko.py (which patches what it reads),
tests/tools/kallsyms_corpus.py, tests/kernel/oracle.py and
scripts/gdb/oops386.py.  The last runs
inside gdb's embedded Python, the system python3, so this file uses the
standard library only.
"""

import struct

ELFCLASS64 = 2
SHT_SYMTAB = 2

# Elf32_Ehdr / Elf64_Ehdr after e_ident, and the headers and symbols
EHDR = {False: struct.Struct("<16sHHIIIIIHHHHHH"),
        True: struct.Struct("<16sHHIQQQIHHHHHH")}
SHDR = {False: struct.Struct("<10I"), True: struct.Struct("<IIQQQQIIQQ")}
SH_FIELDS = ("name", "type", "flags", "addr", "offset", "size", "link",
             "info", "addralign", "entsize")
# Elf32_Phdr and Elf64_Phdr order their fields differently
PHDR = {False: (struct.Struct("<8I"), ("type", "offset", "vaddr", "paddr",
                                        "filesz", "memsz", "flags",
                                        "align")),
        True: (struct.Struct("<IIQQQQQQ"), ("type", "flags", "offset",
                                             "vaddr", "paddr", "filesz",
                                             "memsz", "align"))}
SYM32 = struct.Struct("<IIIBBH")      # name, value, size, info, other, shndx
SYM64 = struct.Struct("<IBBHQQ")      # name, info, other, shndx, value, size


class Elf:
    """One ELF file's section headers (self.sh: dicts keyed by SH_FIELDS)
    and program headers (self.ph: dicts keyed by gABI names), read when
    made; self.data is kept as given (a bytearray may be
    patched by the caller)."""

    def __init__(self, data):
        if data[:4] != b"\x7fELF":
            raise ValueError("not ELF")
        self.data = data
        self.wide = data[4] == ELFCLASS64
        hdr = EHDR[self.wide].unpack_from(data)
        phoff, phentsize, phnum = hdr[5], hdr[9], hdr[10]
        self.shoff, shentsize = hdr[6], hdr[11]
        self.shnum, self.shstrndx = hdr[12], hdr[13]
        self.sh = [dict(zip(SH_FIELDS, SHDR[self.wide].unpack_from(
            data, self.shoff + shentsize * i))) for i in range(self.shnum)]
        phdr, ph_fields = PHDR[self.wide]
        self.ph = [dict(zip(ph_fields, phdr.unpack_from(
            data, phoff + phentsize * i))) for i in range(phnum)]

    def string(self, strtab, off):
        """The NUL-terminated name at off in string table section strtab."""
        base = self.sh[strtab]["offset"] + off
        return bytes(self.data[base:self.data.index(b"\0", base)]).decode()

    def section_name(self, i):
        return self.string(self.shstrndx, self.sh[i]["name"])

    def section_names(self):
        return [self.section_name(i) for i in range(self.shnum)]

    def symtab(self):
        """The index of the (first) symbol table, or None."""
        return next((i for i, s in enumerate(self.sh)
                     if s["type"] == SHT_SYMTAB), None)

    def symbols(self):
        """(name, value, size, info, shndx) of each symbol after the null
        one, in table order."""
        i = self.symtab()
        if i is None:
            return
        sh, size = self.sh[i], SYM64.size if self.wide else SYM32.size
        for off in range(sh["offset"] + size, sh["offset"] + sh["size"],
                         size):
            if self.wide:
                name, info, _, shndx, value, sz = SYM64.unpack_from(
                    self.data, off)
            else:
                name, value, sz, info, _, shndx = SYM32.unpack_from(
                    self.data, off)
            yield self.string(sh["link"], name), value, sz, info, shndx
