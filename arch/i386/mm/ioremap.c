// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/mm/ioremap.c - a kernel pointer to a bus address.
 *
 * The kernel maps the first MiB of physical memory at PAGE_OFFSET with
 * the rest of low RAM (arch/i386/mm/init.c), so the ISA hole 0xA0000-
 * 0xFFFFF - the VGA buffers, option ROMs, the BIOS - is already
 * addressable: ioremap() of it is that address, as Linux's ISA fast
 * path is (LDD3 chapter 9, "ISA Memory Below 1 MB").  Device memory
 * elsewhere - a PCI card's BARs, near 4 GiB - gets pages of the
 * vmalloc area (mm/vmalloc.c's get_vm_area_caller(), flagged
 * VM_IOREMAP) whose entries name the device's frames, uncached (PCD
 * and PWT, Intel SDM vol. 3, 12.5.1: a register read must reach the
 * device, not a cache line), as Linux's ioremap() maps them.  RAM is
 * not device memory: asking for it is the caller's bug, refused as
 * Linux refuses it.
 */
#include "linux/kernel.h"
#include "linux/bug.h"
#include "linux/export.h"
#include "linux/mm.h"
#include "linux/printk.h"
#include "linux/vmalloc.h"
#include "asm/io.h"

#define ISA_START	0xa0000UL
#define ISA_END		0x100000UL

static bool in_isa_hole(unsigned long phys, unsigned long last)
{
	return phys >= ISA_START && last < ISA_END;
}

/* Does [phys, last] touch the RAM the kernel maps and allocates from? */
static bool is_ram(unsigned long phys, unsigned long last)
{
	return phys < (max_low_pfn << PAGE_SHIFT) && !in_isa_hole(phys, last);
}

static void unmap_io_pages(unsigned long addr, unsigned long size)
{
	unsigned long off;

	for (off = 0; off < size; off += PAGE_SIZE)
		unmap_kernel_page(addr + off);
}

/* The area's pages, one after another, on the frames from phys's */
static int map_io_pages(struct vm_struct *area, unsigned long phys)
{
	unsigned long off;

	for (off = 0; off < area->size; off += PAGE_SIZE) {
		if (map_kernel_page_prot(area->addr + off, phys + off,
					 _PAGE_RW | _PAGE_PCD | _PAGE_PWT)) {
			unmap_io_pages(area->addr, off);
			return -ENOMEM;
		}
	}
	return 0;
}

void __iomem *ioremap(phys_addr_t phys, unsigned long size)
{
	unsigned long last = (unsigned long)phys + size - 1, offset;
	struct vm_struct *area;

	/* the sum must not wrap: a BAR near 4 GiB with a bogus size */
	if (!size || last < phys)
		return NULL;
	if (in_isa_hole(phys, last))
		return (void __iomem *)__va(phys);
	if (is_ram(phys, last)) {
		WARN_ONCE(1, "ioremap on RAM at %#lx - %#lx\n",
			  (unsigned long)phys, last);
		return NULL;
	}
	offset = phys & ~PAGE_MASK;
	area = get_vm_area_caller(offset + size, VM_IOREMAP,
				  __builtin_return_address(0));
	if (!area)
		return NULL;
	area->phys_addr = phys - offset;
	if (map_io_pages(area, phys - offset)) {
		free_vm_area(area);
		return NULL;
	}
	return (void __iomem *)(area->addr + offset);
}
EXPORT_SYMBOL(ioremap);

void iounmap(volatile void __iomem *addr)
{
	unsigned long va = (unsigned long)addr;
	struct vm_struct *area;

	/* NULL, or the ISA hole in the direct map, which stays (as Linux,
	 * which returns for any address up to high_memory) */
	if (va <= (unsigned long)high_memory)
		return;
	area = find_vm_area((void *)(va & PAGE_MASK));
	if (!area || !(area->flags & VM_IOREMAP)) {
		WARN(1, "iounmap: no ioremap() at %p\n", (void *)va);
		return;
	}
	unmap_io_pages(area->addr, area->size);
	free_vm_area(area);
}
EXPORT_SYMBOL(iounmap);
