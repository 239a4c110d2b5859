/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/binfmt_elf.h - the checks of an ELF program that need
 * nothing but its bytes (fs/binfmt_elf.c), and of a script's "#!" line
 * (fs/binfmt_script.c), for execve() (fs/exec.c) and the host tests
 * (tests/host/test_binfmt_elf.c).
 */
#ifndef _LINUX_BINFMT_ELF_H
#define _LINUX_BINFMT_ELF_H

#include "linux/elf.h"
#include "linux/types.h"

#define ELF_MAX_PHNUM	64

/* Where a file's PT_LOAD segments go, in i386's 32-bit arithmetic */
struct elf_layout {
	u32 base;	/* in: where an ET_DYN file's lowest page goes */
	u32 limit;	/* in: every segment must end at or below it */
	u32 bias;	/* out: added to each address of the file */
	u32 end;	/* out: where its last segment ends, biased */
};

/* The bytes of a "#!" line execve() reads (Linux's BINPRM_BUF_SIZE) */
#define BINPRM_BUF_SIZE	256

int script_parse(char *buf, size_t len, bool whole, const char **interp,
		 const char **arg);
bool elf_header_ok(const Elf32_Ehdr *eh, size_t size);
int elf_layout(const Elf32_Ehdr *eh, const Elf32_Phdr *ph,
	       struct elf_layout *l);

#endif
