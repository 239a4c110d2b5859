/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_IO_H
#define _ASM_IO_H

#include "linux/types.h"

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

/* A write to the unused POST port 0x80 takes about a microsecond: the
 * classic delay between accesses to slow ISA devices such as the 8259. */
static inline void io_delay(void)
{
	outb(0, 0x80);
}

#endif /* _ASM_IO_H */
