// SPDX-License-Identifier: GPL-2.0
/*
 * mm/percpu.c - the per-CPU areas (include/linux/percpu.h says what they
 * are for) and the allocator of their dynamic part.
 *
 * At boot, one block holds NR_CPUS areas of the same size; each starts
 * with a copy of the kernel's .data..percpu (the static variables) and
 * goes on with PERCPU_DYNAMIC_SIZE bytes for alloc_percpu() and for the
 * modules' .data..percpu (Linux's "reserved" and "dynamic" chunks, here
 * one fixed chunk: Linux grows its chunks, oops386 refuses when this one
 * is full).  A __percpu pointer is the address the copy would have in
 * the template, past __per_cpu_end, so the same __per_cpu_offset[cpu]
 * leads from it to each CPU's copy as from a static variable.
 *
 * The dynamic part is handed out in PCPU_UNIT-byte units, first fit; a
 * unit is free or used, and an allocation's first unit keeps its length
 * (free_percpu() needs it), all under pcpu_lock.  The areas are never
 * given back: a CPU that is possible may come up at any time.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/percpu.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/string.h"
#include "asm/page.h"

#define PERCPU_DYNAMIC_SIZE	(8U << 10)
#define PCPU_UNIT		4U
#define PCPU_UNITS		(PERCPU_DYNAMIC_SIZE / PCPU_UNIT)

extern char __per_cpu_start[], __per_cpu_end[];	/* linker.ld */

unsigned long __per_cpu_offset[NR_CPUS];
EXPORT_SYMBOL(__per_cpu_offset);

static DEFINE_SPINLOCK(pcpu_lock);	/* protects pcpu_used, pcpu_len */
static bool pcpu_used[PCPU_UNITS];
static u16 pcpu_len[PCPU_UNITS];	/* at an allocation's first unit */
static unsigned long pcpu_static_size;	/* rounded to a page */

void __init setup_per_cpu_areas(void)
{
	unsigned long static_size = __per_cpu_end - __per_cpu_start;
	unsigned long unit_size;
	char *areas;
	int cpu;

	pcpu_static_size = ALIGN(static_size, PAGE_SIZE);
	unit_size = pcpu_static_size + PERCPU_DYNAMIC_SIZE;
	areas = kmalloc(NR_CPUS * unit_size, GFP_KERNEL);
	if (!areas)
		panic("Failed to allocate %lu bytes for the per-CPU areas",
		      NR_CPUS * unit_size);
	for (cpu = 0; cpu < NR_CPUS; cpu++) {
		char *area = areas + cpu * unit_size;

		memcpy(area, __per_cpu_start, static_size);
		memset(area + static_size, 0, unit_size - static_size);
		__per_cpu_offset[cpu] = (unsigned long)(area - __per_cpu_start);
	}
	printk(KERN_INFO "percpu: %d areas of %lu bytes: %lu static, %u "
	       "dynamic\n", NR_CPUS, unit_size, static_size,
	       PERCPU_DYNAMIC_SIZE);
}

/* The first free run of units at a multiple of step units, or -1 */
static int pcpu_find(unsigned int units, unsigned int step)
{
	unsigned int start, i;

	for (start = 0; start + units <= PCPU_UNITS; start += step) {
		for (i = 0; i < units && !pcpu_used[start + i]; i++)
			;
		if (i == units)
			return (int)start;
	}
	return -1;
}

static char __percpu *pcpu_base(void)
{
	return __per_cpu_start + pcpu_static_size;
}

/*
 * size bytes at align (a power of two, at most a page) on every CPU,
 * zeroed: the __percpu pointer, or NULL with the reason printed.
 */
void __percpu *__alloc_percpu(size_t size, size_t align)
{
	unsigned int units = DIV_ROUND_UP(size, PCPU_UNIT);
	unsigned long flags;
	char __percpu *p;
	int start, cpu;

	if (!size || size > PERCPU_DYNAMIC_SIZE || !align ||
	    (align & (align - 1)) || align > PAGE_SIZE) {
		printk(KERN_WARNING "illegal size (%zu) or align (%zu) for "
		       "percpu allocation\n", size, align);
		return NULL;
	}
	spin_lock_irqsave(&pcpu_lock, flags);
	start = pcpu_find(units, max(1U, (unsigned int)align / PCPU_UNIT));
	if (start >= 0) {
		memset(&pcpu_used[start], 1, units);
		pcpu_len[start] = (u16)units;
	}
	spin_unlock_irqrestore(&pcpu_lock, flags);
	if (start < 0) {
		printk(KERN_WARNING "percpu: allocation failed, size=%zu "
		       "align=%zu, no room left in the %u dynamic bytes\n",
		       size, align, PERCPU_DYNAMIC_SIZE);
		return NULL;
	}
	p = pcpu_base() + start * PCPU_UNIT;
	for (cpu = 0; cpu < NR_CPUS; cpu++)
		memset(per_cpu_ptr(p, cpu), 0, size);
	return p;
}
EXPORT_SYMBOL(__alloc_percpu);

/* NULL is nothing; a pointer alloc_percpu() did not give is reported
 * and left alone. */
void free_percpu(void __percpu *ptr)
{
	unsigned long off = (unsigned long)((char *)ptr - pcpu_base());
	unsigned long flags;
	unsigned int start = off / PCPU_UNIT;
	bool ok;

	if (!ptr)
		return;
	spin_lock_irqsave(&pcpu_lock, flags);
	ok = off < PERCPU_DYNAMIC_SIZE && !(off % PCPU_UNIT) &&
	     pcpu_len[start];
	if (ok) {
		memset(&pcpu_used[start], 0, pcpu_len[start]);
		pcpu_len[start] = 0;
	}
	spin_unlock_irqrestore(&pcpu_lock, flags);
	if (!ok) {
		printk(KERN_ERR "free_percpu: %p was not allocated by "
		       "alloc_percpu\n", ptr);
		dump_stack();
	}
}
EXPORT_SYMBOL(free_percpu);
