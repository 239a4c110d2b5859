/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pfn.h - page frame numbers and physical addresses, one
 * from the other: PFN_DOWN the frame an address is in, PFN_UP the first
 * frame at or after it, PFN_PHYS a frame's address, PHYS_PFN its
 * inverse (LKP's lowlevel_mem prints them).
 */
#ifndef _LINUX_PFN_H
#define _LINUX_PFN_H

#include "asm/page.h"

#define PFN_ALIGN(x)	(((unsigned long)(x) + (PAGE_SIZE - 1)) & PAGE_MASK)
#define PFN_UP(x)	(((x) + PAGE_SIZE - 1) >> PAGE_SHIFT)
#define PFN_DOWN(x)	((x) >> PAGE_SHIFT)
#define PFN_PHYS(x)	((phys_addr_t)(x) << PAGE_SHIFT)
#define PHYS_PFN(x)	((unsigned long)((x) >> PAGE_SHIFT))

#endif /* _LINUX_PFN_H */
