/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/fixmap.h - kernel virtual pages at addresses fixed at
 * compile time, for physical pages outside low memory: the local and
 * I/O APICs' registers and, while the boot reads them, the ACPI tables
 * (QEMU puts them at the top of RAM, past what arch/i386/mm/init.c
 * maps).  The last 4 MiB of the address space, as Linux's fixmap; its
 * page table is made at the first set_fixmap(), during start_kernel(),
 * so every page directory made later copies it (arch/i386/mm/pgtable.c).
 */
#ifndef _ASM_FIXMAP_H
#define _ASM_FIXMAP_H

#include "asm/page.h"

enum fixed_addresses {
	FIX_APIC_BASE,		/* the local APIC (each CPU sees its own) */
	FIX_ACPI_BEGIN,		/* a window of FIX_ACPI_PAGES on a table */
	FIX_ACPI_END = FIX_ACPI_BEGIN + 3,
	FIX_IO_APIC_BASE_0,	/* the I/O APICs' registers (io_apic.c) */
	FIX_IO_APIC_BASE_END = FIX_IO_APIC_BASE_0 + 1,	/* MAX_IO_APICS */
	__end_of_fixed_addresses
};

#define FIX_ACPI_PAGES		(FIX_ACPI_END - FIX_ACPI_BEGIN + 1)
#define FIXADDR_START		0xffc00000UL
#define fix_to_virt(idx)	(FIXADDR_START + (unsigned long)(idx) * PAGE_SIZE)
/* the part in use, from FIXADDR_START up (Linux's grows down from
 * FIXADDR_TOP; both end where the table of addresses ends) */
#define FIXADDR_SIZE		((unsigned long)__end_of_fixed_addresses << PAGE_SHIFT)
#define FIXADDR_TOP		(FIXADDR_START + FIXADDR_SIZE)

void set_fixmap(enum fixed_addresses idx, unsigned long phys);

#endif /* _ASM_FIXMAP_H */
