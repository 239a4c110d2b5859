/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_IO_H
#define _ASM_IO_H

#include "linux/types.h"
#include "asm/page.h"
#include "linux/pfn.h"	/* PHYS_PFN() next to virt_to_phys(), as Linux's
			 * asm/io.h reaches it */

/* sparse's address-space marks; nothing to the compiler */
#ifndef __iomem
#define __iomem
#endif
#ifndef __force
#define __force
#endif

static inline void outb(u8 value, u16 port)
{
	asm volatile("outb %0, %1" : : "a"(value), "Nd"(port));
}

static inline u8 inb(u16 port)
{
	u8 v;

	asm volatile("inb %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

static inline void outw(u16 value, u16 port)
{
	asm volatile("outw %0, %1" : : "a"(value), "Nd"(port));
}

static inline void outl(u32 value, u16 port)
{
	asm volatile("outl %0, %1" : : "a"(value), "Nd"(port));
}

static inline u16 inw(u16 port)
{
	u16 v;

	asm volatile("inw %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

static inline u32 inl(u16 port)
{
	u32 v;

	asm volatile("inl %1, %0" : "=a"(v) : "Nd"(port));
	return v;
}

/*
 * The string forms move count items between one port and memory
 * (Intel SDM vol. 2, INS/OUTS with REP): LDD3's insb() and friends.
 */
#define __BUILD_IO_STRING(bwl, type)					\
static inline void ins##bwl(u16 port, void *addr, unsigned long count)	\
{									\
	asm volatile("rep; ins" #bwl					\
		     : "+D"(addr), "+c"(count) : "d"(port) : "memory");	\
}									\
static inline void outs##bwl(u16 port, const void *addr,		\
			     unsigned long count)			\
{									\
	asm volatile("rep; outs" #bwl					\
		     : "+S"(addr), "+c"(count) : "d"(port) : "memory");	\
}
__BUILD_IO_STRING(b, u8)
__BUILD_IO_STRING(w, u16)
__BUILD_IO_STRING(l, u32)

/* A write to the unused POST port 0x80 takes about a microsecond: the
 * classic delay between accesses to slow ISA devices such as the 8259. */
static inline void io_delay(void)
{
	outb(0, 0x80);
}

/* The "pausing" forms: the access, then io_delay() for a slow device. */
#define __BUILD_IO_PAUSE(bwl, type)					\
static inline void out##bwl##_p(type value, u16 port)			\
{									\
	out##bwl(value, port);						\
	io_delay();							\
}									\
static inline type in##bwl##_p(u16 port)				\
{									\
	type v = in##bwl(port);						\
									\
	io_delay();							\
	return v;							\
}
__BUILD_IO_PAUSE(b, u8)
__BUILD_IO_PAUSE(w, u16)
__BUILD_IO_PAUSE(l, u32)

/*
 * Memory-mapped I/O (arch/i386/mm/ioremap.c): a bus address made a
 * kernel pointer, then read and written through volatile accesses so
 * that the compiler neither merges nor drops them (LDD3 chapter 9).
 */
void __iomem *ioremap(phys_addr_t phys, unsigned long size);
void iounmap(volatile void __iomem *addr);
/* The caching a mapping may ask for.  This kernel leaves the PAT as the
 * CPU resets it (Intel SDM vol. 3, 12.12.4), so, as Linux does without
 * PAT, write-combining and write-through mappings are uncached. */
#define ioremap_uc(phys, size)	ioremap(phys, size)
#define ioremap_wc(phys, size)	ioremap(phys, size)
#define ioremap_wt(phys, size)	ioremap(phys, size)

#define __BUILD_MMIO(bwl, type)						\
static inline type read##bwl(const volatile void __iomem *addr)	\
{									\
	return *(const volatile type __force *)addr;			\
}									\
static inline void write##bwl(type value, volatile void __iomem *addr)	\
{									\
	*(volatile type __force *)addr = value;				\
}
__BUILD_MMIO(b, u8)
__BUILD_MMIO(w, u16)
__BUILD_MMIO(l, u32)

/* ioread8() ... on a port or a memory cookie: lib/iomap.c */
#include "asm-generic/iomap.h"

static inline void memcpy_fromio(void *to, const volatile void __iomem *from,
				 size_t n)
{
	u8 *d = to;

	while (n--)
		*d++ = readb(from++);
}

static inline void memcpy_toio(volatile void __iomem *to, const void *from,
			       size_t n)
{
	const u8 *s = from;

	while (n--)
		writeb(*s++, to++);
}

static inline void memset_io(volatile void __iomem *to, int c, size_t n)
{
	while (n--)
		writeb(c, to++);
}

/* The direct map: RAM's physical address plus PAGE_OFFSET */
#define virt_to_phys(x)	__pa(x)
#define phys_to_virt(x)	__va(x)

#endif /* _ASM_IO_H */
