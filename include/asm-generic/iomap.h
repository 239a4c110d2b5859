/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_GENERIC_IOMAP_H
#define _ASM_GENERIC_IOMAP_H

/*
 * ioread8() and its kin take one kind of pointer for both of the PC's
 * address spaces (LDD3 chapter 9): a cookie from ioport_map(), or
 * pci_iomap() of an I/O BAR, names ports; one from ioremap() names
 * memory.  lib/iomap.c tells them apart by value.
 */
#include "linux/types.h"

unsigned int ioread8(const void __iomem *addr);
unsigned int ioread16(const void __iomem *addr);
unsigned int ioread32(const void __iomem *addr);
void iowrite8(u8 value, void __iomem *addr);
void iowrite16(u16 value, void __iomem *addr);
void iowrite32(u32 value, void __iomem *addr);

void __iomem *ioport_map(unsigned long port, unsigned int nr);
void ioport_unmap(void __iomem *addr);

#endif /* _ASM_GENERIC_IOMAP_H */
