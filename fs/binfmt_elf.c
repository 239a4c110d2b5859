// SPDX-License-Identifier: GPL-2.0
/*
 * fs/binfmt_elf.c - what execve() (fs/exec.c) checks of an ELF program
 * before it touches memory: the header, and where the segments go.
 * Pure logic on the file's bytes, so the host tests check it
 * (tests/host/test_binfmt_elf.c).
 */
#include "linux/binfmt_elf.h"
#include "linux/errno.h"
#include "linux/string.h"

#define ELF_PAGE_MASK	(~(u32)0xfff)	/* i386's 4 KiB pages */

/*
 * What the header alone must show (gABI, "ELF Header"): an ELF32,
 * little-endian, EM_386 program (ET_EXEC) or position-independent one
 * (ET_DYN), whose program headers lie inside the file.
 */
bool elf_header_ok(const Elf32_Ehdr *eh, size_t size)
{
	return size >= sizeof(*eh) && !memcmp(eh->e_ident, ELFMAG, SELFMAG) &&
	       eh->e_ident[EI_CLASS] == ELFCLASS32 &&
	       eh->e_ident[EI_DATA] == ELFDATA2LSB &&
	       (eh->e_type == ET_EXEC || eh->e_type == ET_DYN) &&
	       eh->e_machine == EM_386 &&
	       eh->e_phentsize == sizeof(Elf32_Phdr) && eh->e_phnum &&
	       eh->e_phnum <= ELF_MAX_PHNUM && eh->e_phoff < size &&
	       (size - eh->e_phoff) / sizeof(Elf32_Phdr) >= eh->e_phnum;
}

/*
 * The load bias of a file whose header elf_header_ok() passed and whose
 * program headers are ph: an ET_EXEC file's addresses are where it goes
 * (bias 0); an ET_DYN file's lowest page goes to l->base.  All its
 * segments must fit below l->limit, none may wrap around.  0 or
 * -ENOEXEC.
 */
int elf_layout(const Elf32_Ehdr *eh, const Elf32_Phdr *ph,
	       struct elf_layout *l)
{
	u32 low = ~(u32)0, high = 0, base = l->base;
	int i;

	for (i = 0; i < eh->e_phnum; i++) {
		if (ph[i].p_type != PT_LOAD)
			continue;
		if (ph[i].p_vaddr + ph[i].p_memsz < ph[i].p_vaddr)
			return -ENOEXEC;
		if ((ph[i].p_vaddr & ELF_PAGE_MASK) < low)
			low = ph[i].p_vaddr & ELF_PAGE_MASK;
		if (ph[i].p_vaddr + ph[i].p_memsz > high)
			high = ph[i].p_vaddr + ph[i].p_memsz;
	}
	if (high <= low || eh->e_type == ET_EXEC)
		base = low = 0;
	if (base > l->limit || high - low > l->limit - base)
		return -ENOEXEC;
	l->bias = base - low;
	l->end = high + l->bias;
	return 0;
}
