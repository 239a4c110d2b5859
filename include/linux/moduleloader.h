/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/moduleloader.h - what each architecture does for the
 * module loader (arch/i386/kernel/module.c).  The arch part depends on
 * nothing of kernel/module/: the generic linker (kernel/module/elf.c)
 * calls it, never the other way round.
 */
#ifndef _LINUX_MODULELOADER_H
#define _LINUX_MODULELOADER_H

#include "linux/types.h"
#include "linux/elf.h"

/*
 * What the arch part tells the generic part about one relocation type:
 * elf_validity_check() uses it to refuse unknown types and relocations
 * whose field would not lie inside their section.
 */
struct elf_reloc_type {
	const char *name;	/* NULL: a type this linker does not apply */
	u8 size;		/* bytes patched at the place */
	bool pcrel;		/* result is relative to the place */
};

const struct elf_reloc_type *elf_reloc_type(u32 type);

/*
 * One SHT_REL section, checked by elf_validity_check(), and the section
 * it patches.  Linux's apply_relocate() takes the section headers and
 * reaches the entries, the symbols and the patched bytes through their
 * sh_addr; this linker also runs in 64-bit host tests, where a 32-bit
 * sh_addr cannot hold a pointer and the bytes (mem) are not where the
 * module will run (addr), so the generic part hands over both.
 */
struct reloc_section {
	const Elf32_Rel *rels;
	unsigned int nrels;
	const Elf32_Sym *syms;	/* st_value final (simplify_symbols()) */
	u8 *mem;		/* the patched section's bytes */
	u32 addr;		/* the address they will run at */
	/* Set when a result does not fit: which entry, and the result. */
	unsigned int bad;
	u32 value;
};

/*
 * Apply every entry of one SHT_REL section.  -ENOEXEC if a result does
 * not fit its 8- or 16-bit field (rs->bad and rs->value say which).
 */
int apply_relocate(struct reloc_section *rs);

#endif /* _LINUX_MODULELOADER_H */
