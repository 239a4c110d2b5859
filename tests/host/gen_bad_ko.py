#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Derive malformed module objects from a valid one.

    gen_bad_ko.py GOOD.ko OUTDIR

writes OUTDIR/NN-name.ko, one defect each, and OUTDIR/cases.tsv: one line
per file, "file<TAB>substring", the substring being part of the message
the module linker (lib/module_elf*.c) refuses that file with.  The host
test and the kernel test load every file and expect that message.

Each defect is made so that it is the first one the linker's checks meet,
which follows the order of kernel/module/check.c: ELF header, section
header table, section name table, each section, overlaps, the special
sections, the names of loaded sections, the symbol table, relocations; then layout, bind (the unknown
symbol case) and relocate (the overflow case).  Cases a GOOD.ko lacks the
material for (say, no undefined symbol) are skipped.
"""

import os
import struct
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "lib"))
from elfread import EHDR, SHDR, SH_FIELDS, SYM32, Elf  # noqa: E402

# gABI record layouts (little-endian: ELFDATA2LSB); a module is ELFCLASS32
EHDR, SHDR, SYM = EHDR[False], SHDR[False], SYM32
REL = struct.Struct("<II")

# gABI and i386 psABI constants, as named there
ELFCLASS64, ELFDATA2MSB = 2, 2
ET_EXEC = 2
EM_X86_64 = 62
SHT_PROGBITS, SHT_SYMTAB, SHT_RELA = 1, 2, 4
SHT_NOBITS, SHT_REL = 8, 9
SHF_ALLOC = 0x2
SHN_UNDEF, SHN_LORESERVE, SHN_HIPROC = 0, 0xFF00, 0xFF1F
SHN_COMMON, SHN_XINDEX = 0xFFF2, 0xFFFF
STT_SECTION = 3
STB_WEAK = 2
R_386_32, R_386_8 = 1, 22
UNKNOWN_RELOC_TYPE = 42

# Offsets of header fields patched below (gABI Elf32_Ehdr / Elf32_Shdr)
E_IDENT_CLASS, E_IDENT_DATA, E_IDENT_VERSION = 4, 5, 6
E_TYPE, E_MACHINE, E_VERSION = 16, 18, 20
E_SHOFF, E_EHSIZE, E_SHENTSIZE, E_SHNUM, E_SHSTRNDX = 32, 40, 46, 48, 50

UNKNOWN_NAME = b"no_such_symbol_gen_bad_ko"


class NotApplicable(Exception):
    """GOOD.ko has nothing a case could damage."""


def pick(candidates):
    """The first candidate; a case without one does not apply."""
    for c in candidates:
        return c
    raise NotApplicable


class Obj(Elf):
    """A parsed copy of GOOD.ko that cases patch."""

    def __init__(self, data):
        super().__init__(bytearray(data))
        self.symindex = self.symtab()
        if self.symindex is None:
            raise NotApplicable
        sym = self.sh[self.symindex]
        self.strindex = sym["link"]
        self.nsyms = sym["size"] // SYM.size
        self.syms = [SYM.unpack_from(self.data, sym["offset"] + SYM.size * i)
                     for i in range(self.nsyms)]
        self.modinfo = self.find(".modinfo")
        self.this_module = self.find(".gnu.linkonce.this_module")

    # -- reading --
    name = Elf.section_name

    def find(self, name):
        return pick(i for i in range(1, self.shnum) if self.name(i) == name)

    def loaded(self, i):
        return (0 < i < self.shnum and self.sh[i]["flags"] & SHF_ALLOC
                and i != self.modinfo)

    def sym_name(self, k):
        return self.string(self.strindex, self.syms[k][0])

    def rels(self, i):
        """(entry number, file offset, r_offset, sym, type) of section i."""
        base = self.sh[i]["offset"]
        for n in range(self.sh[i]["size"] // REL.size):
            off = base + REL.size * n
            r_offset, r_info = REL.unpack_from(self.data, off)
            yield n, off, r_offset, r_info >> 8, r_info & 0xFF

    def applied_rel_sections(self):
        return [i for i in range(1, self.shnum)
                if self.sh[i]["type"] == SHT_REL
                and self.loaded(self.sh[i]["info"])]

    def first_rel(self, want):
        """First applied relocation (section, entry...) matching want."""
        return pick((i,) + rel for i in self.applied_rel_sections()
                    for rel in self.rels(i) if want(rel))

    def first_rel_section(self):
        return pick(self.applied_rel_sections())

    def end_of_contents(self):
        """One past the last byte the linker reads."""
        ends = [self.shoff + SHDR.size * self.shnum]
        ends += [s["offset"] + s["size"] for s in self.sh[1:]
                 if s["type"] != SHT_NOBITS]
        return max(ends)

    # -- patching --
    def set_u8(self, off, v):
        self.data[off] = v

    def set_u16(self, off, v):
        struct.pack_into("<H", self.data, off, v)

    def set_u32(self, off, v):
        struct.pack_into("<I", self.data, off, v & 0xFFFFFFFF)

    def set_sh(self, i, field, v):
        self.set_u32(self.shoff + SHDR.size * i + 4 * SH_FIELDS.index(field),
                     v)

    def set_sym(self, k, st_name=None, st_value=None, st_shndx=None):
        off = self.sh[self.symindex]["offset"] + SYM.size * k
        old = list(SYM.unpack_from(self.data, off))
        for field, value in ((0, st_name), (1, st_value), (5, st_shndx)):
            if value is not None:
                old[field] = value
        SYM.pack_into(self.data, off, *old)

    def set_rel(self, file_off, r_offset=None, sym=None, rtype=None):
        old_offset, info = REL.unpack_from(self.data, file_off)
        sym = info >> 8 if sym is None else sym
        rtype = info & 0xFF if rtype is None else rtype
        REL.pack_into(self.data, file_off,
                      old_offset if r_offset is None else r_offset,
                      (sym << 8) | rtype)


def progbits(obj, at_least=1):
    """Sections with contents that no other check looks into."""
    special = {obj.shstrndx, obj.symindex, obj.strindex, obj.modinfo}
    return [i for i in range(1, obj.shnum)
            if obj.sh[i]["type"] == SHT_PROGBITS
            and obj.sh[i]["size"] >= at_least and i not in special]


def named_defined_symbol(obj):
    """A named symbol defined in a section (not SHN_ABS, not undefined)."""
    return pick(k for k in range(1, obj.nsyms)
                if 0 < obj.syms[k][5] < SHN_LORESERVE
                and obj.syms[k][0] and obj.syms[k][3] & 0xF != STT_SECTION)


def sec_msg(obj, i, text):
    return "section %d (%s) %s" % (i, obj.name(i), text)


# ---------------------------------------------------------------------------
# The cases.  Each takes a fresh Obj, damages it, and returns the expected
# message substring; NotApplicable when GOOD.ko has nothing to damage so.
# ---------------------------------------------------------------------------

def bad_magic(o):
    o.set_u8(1, ord("e"))
    return "bad ELF magic"


def bad_class(o):
    o.set_u8(E_IDENT_CLASS, ELFCLASS64)
    return "not a 32-bit ELF object (EI_CLASS 2)"


def bad_endianness(o):
    o.set_u8(E_IDENT_DATA, ELFDATA2MSB)
    return "not a little-endian ELF object (EI_DATA 2)"


def bad_ident_version(o):
    o.set_u8(E_IDENT_VERSION, 2)
    return "bad ELF identification version 2"


def bad_type(o):
    o.set_u16(E_TYPE, ET_EXEC)
    return "not a relocatable object (e_type 2)"


def bad_machine(o):
    o.set_u16(E_MACHINE, EM_X86_64)
    return "not an i386 object (e_machine 62)"


def bad_version(o):
    o.set_u32(E_VERSION, 0)
    return "bad ELF version 0"


def bad_ehsize(o):
    o.set_u16(E_EHSIZE, 64)
    return "bad ELF header size 64"


def bad_shentsize(o):
    o.set_u16(E_SHENTSIZE, 64)
    return "bad section header size 64"


def no_section_headers(o):
    o.set_u16(E_SHNUM, 0)
    return "no section headers"


def too_many_sections(o):
    o.set_u16(E_SHNUM, SHN_LORESERVE)
    return "too many sections (65280)"


def shoff_misaligned(o):
    o.set_u32(E_SHOFF, o.shoff + 2)
    return "section header table is misaligned"


def shoff_past_eof(o):
    o.set_u32(E_SHOFF, (len(o.data) - 8) & ~3)  # stay 4-byte aligned
    return "section header table extends past end of file"


def shoff_overflow(o):
    o.set_u32(E_SHOFF, 0xFFFFFFF8)
    return "section header table extends past end of file"


def shstrndx_out_of_range(o):
    o.set_u16(E_SHSTRNDX, o.shnum)
    return "section name table index %d out of range" % o.shnum


def shstrndx_not_strtab(o):
    o.set_u16(E_SHSTRNDX, o.symindex)
    return "section name table (section %d) is not SHT_STRTAB" % o.symindex


def shstrtab_past_eof(o):
    o.set_sh(o.shstrndx, "offset", len(o.data))
    return ("section name table (section %d) extends past end of file"
            % o.shstrndx)


def shstrtab_empty(o):
    o.set_sh(o.shstrndx, "size", 0)
    return "section name table is empty"


def shstrtab_unterminated(o):
    s = o.sh[o.shstrndx]
    o.set_u8(s["offset"] + s["size"] - 1, ord("x"))
    return "section name table is not NUL-terminated"


def sh_name_out_of_range(o):
    size = o.sh[o.shstrndx]["size"]
    o.set_sh(1, "name", size)
    return "section 1 has name offset %d outside the section name table" % size


def section_past_eof(o):
    i = pick(progbits(o))
    o.set_sh(i, "offset", len(o.data) - 1)
    o.set_sh(i, "size", max(2, o.sh[i]["size"]))
    return sec_msg(o, i, "extends past end of file")


def section_size_overflow(o):
    i = pick(progbits(o))
    o.set_sh(i, "size", 0xFFFFFFFF - o.sh[i]["offset"] + 16)
    return sec_msg(o, i, "extends past end of file")


def bad_alignment(o):
    i = pick(progbits(o))
    o.set_sh(i, "addralign", 3)
    return sec_msg(o, i, "has alignment 3, not a power of two")


def rela_section(o):
    i = o.first_rel_section()
    o.set_sh(i, "type", SHT_RELA)
    return sec_msg(o, i, "is SHT_RELA; i386 modules use SHT_REL")


def overlaps_header(o):
    i = pick(progbits(o))
    o.set_sh(i, "offset", 0)
    return sec_msg(o, i, "overlaps the ELF header")


def overlaps_section_table(o):
    i = pick(i for i in progbits(o)
             if o.sh[i]["size"] <= SHDR.size * o.shnum)
    o.set_sh(i, "offset", o.shoff)
    return sec_msg(o, i, "overlaps the section header table")


def sections_overlap(o):
    if len(progbits(o)) < 2:
        raise NotApplicable
    a, b = progbits(o)[:2]
    o.set_sh(b, "offset", o.sh[a]["offset"])
    o.set_sh(b, "size", min(o.sh[a]["size"], o.sh[b]["size"]))
    first, second = max(a, b), min(a, b)
    return "section %d (%s) overlaps section %d (%s) in the file" % (
        first, o.name(first), second, o.name(second))


def no_symtab(o):
    o.set_sh(o.symindex, "type", SHT_PROGBITS)
    return "no symbol table"


def two_symtabs(o):
    i = pick(progbits(o))
    o.set_sh(i, "type", SHT_SYMTAB)
    first, second = min(i, o.symindex), max(i, o.symindex)
    return "more than one symbol table (sections %d and %d)" % (first, second)


def no_modinfo(o):
    o.set_sh(o.modinfo, "name", 0)
    return "no .modinfo section"


def two_modinfo(o):
    i = pick(i for i in progbits(o, 0) if i != o.this_module)
    o.set_sh(i, "name", o.sh[o.modinfo]["name"])
    first, second = min(i, o.modinfo), max(i, o.modinfo)
    return "more than one .modinfo section (sections %d and %d)" % (
        first, second)


def no_this_module(o):
    o.set_sh(o.this_module, "name", 0)
    return "no .gnu.linkonce.this_module section"


def two_this_module(o):
    i = pick(i for i in progbits(o, 0) if i != o.this_module)
    o.set_sh(i, "name", o.sh[o.this_module]["name"])
    first, second = min(i, o.this_module), max(i, o.this_module)
    return ("more than one .gnu.linkonce.this_module section "
            "(sections %d and %d)" % (first, second))


def this_module_not_alloc(o):
    o.set_sh(o.this_module, "flags", o.sh[o.this_module]["flags"] & ~SHF_ALLOC)
    return "section .gnu.linkonce.this_module is not SHF_ALLOC"


def modinfo_nobits(o):
    o.set_sh(o.modinfo, "type", SHT_NOBITS)
    return "section .modinfo is SHT_NOBITS"


def modinfo_unterminated(o):
    s = o.sh[o.modinfo]
    if not s["size"]:
        raise NotApplicable
    o.set_u8(s["offset"] + s["size"] - 1, ord("x"))
    return "section .modinfo is not NUL-terminated"


def loaded_sections(o):
    """Loaded sections with contents, struct module's aside."""
    return [i for i in progbits(o) if o.loaded(i) and i != o.this_module]


def loaded_section_unnamed(o):
    i = pick(loaded_sections(o))
    o.set_sh(i, "name", 0)
    return "section %d is loaded but has no name" % i


def loaded_sections_same_name(o):
    if len(loaded_sections(o)) < 2:
        raise NotApplicable
    a, b = loaded_sections(o)[:2]
    o.set_sh(b, "name", o.sh[a]["name"])
    return "sections %d and %d are both named %s" % (a, b, o.name(a))


def symtab_entsize(o):
    o.set_sh(o.symindex, "entsize", 24)
    return sec_msg(o, o.symindex, "has entry size 24, expected 16")


def symtab_size(o):
    size = o.sh[o.symindex]["size"] - 4
    o.set_sh(o.symindex, "size", size)
    return sec_msg(o, o.symindex, "size %d is not a multiple of 16" % size)


def symtab_misaligned(o):
    s = o.sh[o.symindex]
    o.set_sh(o.symindex, "offset", s["offset"] + 2)
    o.set_sh(o.symindex, "size", s["size"] - SYM.size)
    return sec_msg(o, o.symindex, "is misaligned in the file")


def symtab_empty(o):
    o.set_sh(o.symindex, "size", 0)
    return "symbol table is empty"


def symtab_link_out_of_range(o):
    o.set_sh(o.symindex, "link", o.shnum + 5)
    return "symbol table links to section %d, not a string table" % (
        o.shnum + 5)


def symtab_link_not_strtab(o):
    o.set_sh(o.symindex, "link", o.symindex)
    return "symbol table links to section %d, not a string table" % (
        o.symindex)


def own_strtab(o):
    """The symbol string table, when section names are not in it too
    (clang's objects share one): damage to it would be found first as
    damage to the section name table."""
    if o.strindex == o.shstrndx:
        raise NotApplicable
    return o.strindex


def strtab_empty(o):
    own_strtab(o)
    o.set_sh(o.strindex, "size", 0)
    return "symbol string table is empty"


def strtab_no_leading_nul(o):
    o.set_u8(o.sh[o.strindex]["offset"], ord("x"))
    return "symbol string table does not start with NUL"


def strtab_unterminated(o):
    s = o.sh[own_strtab(o)]
    o.set_u8(s["offset"] + s["size"] - 1, ord("x"))
    return "symbol string table is not NUL-terminated"


def st_name_out_of_range(o):
    k = named_defined_symbol(o)
    o.set_sym(k, st_name=0x7FFFFFFF)
    return "symbol %d has name offset %d outside the string table" % (
        k, 0x7FFFFFFF)


def st_shndx_out_of_range(o):
    k = named_defined_symbol(o)
    o.set_sym(k, st_shndx=o.shnum + 3)
    return "symbol %d (%s) has section index %d out of range" % (
        k, o.sym_name(k), o.shnum + 3)


def st_shndx_reserved(o):
    k = named_defined_symbol(o)
    o.set_sym(k, st_shndx=SHN_HIPROC)
    return "symbol %d (%s) has section index %d out of range" % (
        k, o.sym_name(k), SHN_HIPROC)


def st_shndx_xindex(o):
    k = named_defined_symbol(o)
    o.set_sym(k, st_shndx=SHN_XINDEX)
    return "symbol %d (%s) has section index %d out of range" % (
        k, o.sym_name(k), SHN_XINDEX)


def common_symbol(o):
    k = named_defined_symbol(o)
    o.set_sym(k, st_shndx=SHN_COMMON)
    return "symbol %d (%s) is a common symbol: compile with -fno-common" % (
        k, o.sym_name(k))


def st_value_out_of_range(o):
    k = named_defined_symbol(o)
    shndx = o.syms[k][5]
    value = o.sh[shndx]["size"] + 1
    o.set_sym(k, st_value=value)
    return "symbol %d (%s) has value 0x%x outside section %d (%s)" % (
        k, o.sym_name(k), value, shndx, o.name(shndx))


def undefined_without_name(o):
    k = named_defined_symbol(o)
    o.set_sym(k, st_name=0, st_shndx=SHN_UNDEF)
    return "symbol %d is undefined and has no name" % k


def rel_entsize(o):
    i = o.first_rel_section()
    o.set_sh(i, "entsize", 12)
    return sec_msg(o, i, "has entry size 12, expected 8")


def rel_size(o):
    i = o.first_rel_section()
    size = o.sh[i]["size"] - 4
    o.set_sh(i, "size", size)
    return sec_msg(o, i, "size %d is not a multiple of 8" % size)


def rel_link(o):
    i = o.first_rel_section()
    o.set_sh(i, "link", o.strindex)
    return sec_msg(o, i, "links to section %d, not the symbol table"
                   % o.strindex)


def rel_info_out_of_range(o):
    i = o.first_rel_section()
    o.set_sh(i, "info", o.shnum + 1)
    return sec_msg(o, i, "applies to section %d, out of range" % (o.shnum + 1))


def rel_info_zero(o):
    i = o.first_rel_section()
    o.set_sh(i, "info", 0)
    return sec_msg(o, i, "applies to section 0, out of range")


def rel_target_nobits(o):
    bss = pick(i for i in range(1, o.shnum)
               if o.sh[i]["type"] == SHT_NOBITS)
    i = o.first_rel_section()
    o.set_sh(i, "info", bss)
    return sec_msg(o, i, "applies to section %d (%s), which has no contents"
                   % (bss, o.name(bss)))


def rel_bad_type(o):
    i, n, off = o.first_rel(lambda r: True)[:3]
    o.set_rel(off, rtype=UNKNOWN_RELOC_TYPE)
    return "bad relocation type %d in section %s" % (UNKNOWN_RELOC_TYPE,
                                                     o.name(i))


def rel_symbol_out_of_range(o):
    i, n, off = o.first_rel(lambda r: True)[:3]
    o.set_rel(off, sym=o.nsyms + 10)
    return "relocation %d in section %s refers to symbol %d, out of range" % (
        n, o.name(i), o.nsyms + 10)


def rel_offset_outside(o):
    i, n, off = o.first_rel(lambda r: r[4] == R_386_32)[:3]
    target = o.sh[i]["info"]
    size = o.sh[target]["size"]
    o.set_rel(off, r_offset=size - 2)
    return "relocation %d in section %s at offset 0x%x is outside section %s" \
        % (n, o.name(i), size - 2, o.name(target))


def rel_symbol_not_loaded(o):
    unloaded = [k for k in range(1, o.nsyms)
                if 0 < o.syms[k][5] < o.shnum and not o.loaded(o.syms[k][5])]
    # A named one reads better in the message than a section symbol.
    k = pick(sorted(unloaded, key=lambda k: o.syms[k][0] == 0))
    i, n, off = o.first_rel(lambda r: True)[:3]
    o.set_rel(off, sym=k)
    return ("relocation %d in section %s refers to symbol %d (%s) in section "
            "%s, which is not loaded" % (n, o.name(i), k, o.sym_name(k),
                                         o.name(o.syms[k][5])))


def layout_too_large(o):
    bss = pick(i for i in range(1, o.shnum)
               if o.sh[i]["type"] == SHT_NOBITS and o.loaded(i)
               and not o.name(i).startswith(".init"))
    o.set_sh(bss, "size", 0xFFFFFFF0)
    return "core sections exceed 4 GiB"


def unknown_symbol(o):
    """Rename an undefined symbol to one no kernel exports, appending a
    copy of the string table that holds the new name."""
    # A strong one: an unknown weak symbol would just be 0.
    k = pick(k for k in range(1, o.nsyms)
             if o.syms[k][5] == SHN_UNDEF and o.syms[k][3] >> 4 != STB_WEAK)
    s = o.sh[o.strindex]
    table = bytes(o.data[s["offset"]:s["offset"] + s["size"]])
    new_off = len(o.data)
    o.data += table + UNKNOWN_NAME + b"\0"
    o.set_sh(o.strindex, "offset", new_off)
    o.set_sh(o.strindex, "size", len(table) + len(UNKNOWN_NAME) + 1)
    o.set_sym(k, st_name=len(table))
    return "Unknown symbol " + UNKNOWN_NAME.decode()


def reloc_overflow(o):
    """An R_386_32 to a symbol inside the module made 8 bits wide: a
    module address never fits."""
    i, n, off, r_offset = o.first_rel(lambda r: r[4] == R_386_32
                                      and o.loaded(o.syms[r[3]][5]))[:4]
    o.set_rel(off, rtype=R_386_8)
    return "R_386_8 relocation at %s+0x%x overflows" % (
        o.name(o.sh[i]["info"]), r_offset)


CASES = [
    bad_magic, bad_class, bad_endianness, bad_ident_version, bad_type,
    bad_machine, bad_version, bad_ehsize, bad_shentsize,
    no_section_headers, too_many_sections, shoff_misaligned, shoff_past_eof,
    shoff_overflow, shstrndx_out_of_range, shstrndx_not_strtab,
    shstrtab_past_eof, shstrtab_empty, shstrtab_unterminated,
    sh_name_out_of_range, section_past_eof, section_size_overflow,
    bad_alignment, rela_section, overlaps_header, overlaps_section_table,
    sections_overlap, no_symtab, two_symtabs, no_modinfo, two_modinfo,
    no_this_module, two_this_module, this_module_not_alloc, modinfo_nobits,
    modinfo_unterminated, loaded_section_unnamed, loaded_sections_same_name,
    symtab_entsize, symtab_size, symtab_misaligned,
    symtab_empty, symtab_link_out_of_range, symtab_link_not_strtab,
    strtab_empty, strtab_no_leading_nul, strtab_unterminated,
    st_name_out_of_range, st_shndx_out_of_range, st_shndx_reserved,
    st_shndx_xindex, common_symbol, st_value_out_of_range,
    undefined_without_name, rel_entsize, rel_size, rel_link,
    rel_info_out_of_range, rel_info_zero, rel_target_nobits, rel_bad_type,
    rel_symbol_out_of_range, rel_offset_outside, rel_symbol_not_loaded,
    layout_too_large, unknown_symbol, reloc_overflow,
]


def truncation_lengths(obj):
    """Cut points: inside the ELF header, at its end, and at the start,
    middle and last byte of every range the linker reads."""
    end = obj.end_of_contents()
    cuts = {0, 1, 4, 16, EHDR.size - 1, EHDR.size, obj.shoff,
            obj.shoff + SHDR.size - 1, end - 1}
    for s in obj.sh[1:]:
        if s["type"] != SHT_NOBITS and s["size"]:
            cuts |= {s["offset"], s["offset"] + s["size"] // 2,
                     s["offset"] + s["size"] - 1}
    return sorted(c for c in cuts if 0 <= c < end)


def truncation_message(length):
    if length < EHDR.size:
        return "ELF header extends past end of file"
    return "extends past end of file"


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: gen_bad_ko.py GOOD.ko OUTDIR")
    with open(sys.argv[1], "rb") as f:
        good = f.read()
    outdir = sys.argv[2]
    try:
        Obj(good)
    except NotApplicable:
        sys.exit("gen_bad_ko: %s lacks a symbol table, .modinfo or "
                 ".gnu.linkonce.this_module" % sys.argv[1])
    os.makedirs(outdir, exist_ok=True)
    rows = []

    def emit(name, data, expect):
        fname = "%02d-%s.ko" % (len(rows) + 1, name)
        with open(os.path.join(outdir, fname), "wb") as out:
            out.write(data)
        rows.append("%s\t%s\n" % (fname, expect))

    for case in CASES:
        obj = Obj(good)
        try:
            expect = case(obj)
        except NotApplicable:
            print("gen_bad_ko: %s: nothing in %s to damage" % (
                case.__name__, sys.argv[1]), file=sys.stderr)
            continue
        emit(case.__name__.replace("_", "-"), obj.data, expect)
    for length in truncation_lengths(Obj(good)):
        emit("truncated-%d" % length, good[:length],
             truncation_message(length))
    with open(os.path.join(outdir, "cases.tsv"), "w") as f:
        f.writelines(rows)
    print("gen_bad_ko: %d malformed objects in %s" % (len(rows), outdir))


if __name__ == "__main__":
    main()
