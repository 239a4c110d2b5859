// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/module.c - i386 relocations for the module linker
 * (apply_relocate(), called by apply_relocations() in
 * kernel/module/elf.c; it calls nothing back).  The i386 psABI uses REL
 * entries only: the addend A is the value already stored in the field
 * being patched.  With S the bound value of the symbol and P the run
 * address of the field, each type stores S + A or S + A - P.
 */
#include "linux/errno.h"
#include "linux/moduleloader.h"

/*
 * The types a module needs.  A module is linked without a PLT or GOT,
 * so R_386_PLT32 (which gcc and clang emit for "call f@PLT") is the
 * direct call it would resolve to: the same as R_386_PC32.  The 8- and
 * 16-bit types are GNU additions to the psABI, used by assembler code.
 */
static const struct elf_reloc_type i386_relocs[] = {
	[R_386_NONE] = {"R_386_NONE", 0, false},
	[R_386_32] = {"R_386_32", 4, false},
	[R_386_PC32] = {"R_386_PC32", 4, true},
	[R_386_PLT32] = {"R_386_PLT32", 4, true},
	[R_386_16] = {"R_386_16", 2, false},
	[R_386_PC16] = {"R_386_PC16", 2, true},
	[R_386_8] = {"R_386_8", 1, false},
	[R_386_PC8] = {"R_386_PC8", 1, true},
};

#define BITS_PER_BYTE 8

const struct elf_reloc_type *elf_reloc_type(u32 type)
{
	if (type >= sizeof(i386_relocs) / sizeof(i386_relocs[0]) ||
	    !i386_relocs[type].name)
		return NULL;
	return &i386_relocs[type];
}

/*
 * The field is little-endian (psABI) and need not be aligned: read and
 * write it a byte at a time, which is also independent of the host.
 */
static u32 get_field(const u8 *p, unsigned int size)
{
	u32 v = 0;

	while (size--)
		v = (v << BITS_PER_BYTE) | p[size];
	return v;
}

static void put_field(u8 *p, unsigned int size, u32 v)
{
	for (; size; size--, v >>= BITS_PER_BYTE)
		*p++ = (u8)v;
}

/* A narrow field's contents as a signed number, so that A can be < 0. */
static u32 sign_extend(u32 v, unsigned int size)
{
	unsigned int shift = (sizeof(v) - size) * BITS_PER_BYTE;

	return (u32)((s32)(v << shift) >> shift);
}

/*
 * Whether value fits a field of size bytes.  A PC-relative result is a
 * signed displacement.  An absolute one may be meant signed or unsigned,
 * so both readings are allowed: -2^(n-1) .. 2^n - 1 for n bits.
 */
static bool fits(u32 value, const struct elf_reloc_type *type)
{
	unsigned int bits = type->size * BITS_PER_BYTE;
	s32 v = (s32)value;

	if (type->size == sizeof(u32))
		return true;
	if (v < -(1 << (bits - 1)))
		return false;
	return type->pcrel ? v < (1 << (bits - 1)) : v < (1 << bits);
}

/* Apply one checked relocation to the patched section. */
static int apply_one(struct reloc_section *rs, const Elf32_Rel *rel)
{
	const struct elf_reloc_type *type;
	u8 *field = rs->mem + rel->r_offset;
	u32 p = rs->addr + rel->r_offset;
	u32 s = rs->syms[ELF32_R_SYM(rel->r_info)].st_value;
	u32 a, value;

	type = elf_reloc_type(ELF32_R_TYPE(rel->r_info));
	if (!type->size)
		return 0; /* R_386_NONE */
	a = sign_extend(get_field(field, type->size), type->size);
	value = s + a - (type->pcrel ? p : 0);
	if (!fits(value, type)) {
		rs->value = value;
		return -ENOEXEC;
	}
	put_field(field, type->size, value);
	return 0;
}

/* Linux's name and job: every entry of one SHT_REL section. */
int apply_relocate(struct reloc_section *rs)
{
	unsigned int n;
	int ret;

	for (n = 0; n < rs->nrels; n++) {
		ret = apply_one(rs, &rs->rels[n]);
		if (ret) {
			rs->bad = n;
			return ret;
		}
	}
	return 0;
}
