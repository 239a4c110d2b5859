// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/ioremap.c - a kernel pointer to a bus address.
 *
 * The kernel maps the first MiB of physical memory at PAGE_OFFSET with
 * the rest of low RAM (arch/i386/mm/init.c), so the ISA hole 0xA0000-
 * 0xFFFFF - the VGA buffers, option ROMs, the BIOS - is already
 * addressable: ioremap() of it is that address, as Linux's ISA fast
 * path is (LDD3 chapter 9, "ISA Memory Below 1 MB").  Device memory
 * elsewhere (PCI BARs) is not mapped by this kernel: ioremap() says so
 * and returns NULL, which drivers already check.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/printk.h"
#include "asm/io.h"

#define ISA_START	0xa0000UL
#define ISA_END		0x100000UL

void __iomem *ioremap(phys_addr_t phys, unsigned long size)
{
	/* phys below ISA_END first: ISA_END - phys must not wrap (a PCI
	 * BAR near 4 GiB would pass the size test and get a bogus pointer) */
	if (phys >= ISA_START && phys < ISA_END && size &&
	    size <= ISA_END - phys)
		return (void __iomem *)__va(phys);
	pr_warn("ioremap: %#lx+%#lx is outside the ISA hole 0xa0000-0xfffff, the only device memory mapped\n",
		(unsigned long)phys, size);
	return NULL;
}
EXPORT_SYMBOL(ioremap);

void iounmap(volatile void __iomem *addr)
{
	(void)addr;	/* the direct map stays */
}
EXPORT_SYMBOL(iounmap);
