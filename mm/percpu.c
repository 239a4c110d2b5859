// SPDX-License-Identifier: GPL-2.0
/*
 * mm/percpu.c - the per-CPU areas (include/linux/percpu.h says what they
 * are for) and the allocator of their dynamic part.
 *
 * At boot, one block holds NR_CPUS areas of the same size (unit_size);
 * each starts with a copy of the kernel's .data..percpu (the static
 * variables) and goes on with PERCPU_DYNAMIC_SIZE bytes for
 * alloc_percpu() and for the modules' .data..percpu: the first chunk.
 * A __percpu pointer is the address the copy would have in the
 * template, past __per_cpu_end, so the same __per_cpu_offset[cpu] leads
 * from it to each CPU's copy as from a static variable.
 *
 * When the first chunk is full, more chunks come as Linux's do: a
 * vmalloc()ed block of a unit_size copy for each possible CPU, laid
 * out unit_size apart as the first chunk's areas are, so that the same
 * offsets lead to them (a chunk's __percpu pointers are its block less
 * __per_cpu_offset[0]).  A chunk other than the first goes back when
 * its last allocation is freed: a module's per-CPU memory leaves
 * nothing behind at rmmod.  No allocation is bigger than a unit.
 *
 * A chunk is handed out in PCPU_UNIT-byte units, first fit; a unit is
 * free or used (a bitmap), and an allocation's first unit keeps its
 * length (free_percpu() needs it), all under pcpu_lock.  The first
 * chunk's areas are never given back: a CPU that is possible may come
 * up at any time.
 */
#include "linux/kernel.h"
#include "linux/bitmap.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/list.h"
#include "linux/percpu.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/string.h"
#include "linux/smp.h"
#include "linux/vmalloc.h"
#include "asm/page.h"

#define PERCPU_DYNAMIC_SIZE	(8U << 10)
#define PCPU_UNIT		4U

extern char __per_cpu_start[], __per_cpu_end[];	/* linker.ld */

unsigned long __per_cpu_offset[NR_CPUS];
EXPORT_SYMBOL(__per_cpu_offset);

/* Room on every CPU: [base, base + size) of CPU 0's copy, the others
 * unit_size apart */
struct pcpu_chunk {
	struct list_head list;
	char *base;
	unsigned int units;		/* size / PCPU_UNIT */
	unsigned int nr_allocs;		/* a chunk but the first goes at 0 */
	unsigned long *used;		/* a bit per unit */
	u16 *len;			/* at an allocation's first unit */
};

static DEFINE_SPINLOCK(pcpu_lock);	/* protects the chunks and their maps */
static LIST_HEAD(pcpu_chunks);		/* the first chunk first */
static struct pcpu_chunk first_chunk;
static unsigned long first_used[BITS_TO_LONGS(PERCPU_DYNAMIC_SIZE / PCPU_UNIT)];
static u16 first_len[PERCPU_DYNAMIC_SIZE / PCPU_UNIT];
static unsigned long pcpu_static_size;	/* rounded to a page */
static unsigned long pcpu_unit_size;	/* the distance between CPUs' copies */

void __init setup_per_cpu_areas(void)
{
	unsigned long static_size = __per_cpu_end - __per_cpu_start;
	char *areas;
	int cpu;

	pcpu_static_size = ALIGN(static_size, PAGE_SIZE);
	pcpu_unit_size = pcpu_static_size + PERCPU_DYNAMIC_SIZE;
	areas = kmalloc(NR_CPUS * pcpu_unit_size, GFP_KERNEL);
	if (!areas)
		panic("Failed to allocate %lu bytes for the per-CPU areas",
		      NR_CPUS * pcpu_unit_size);
	for (cpu = 0; cpu < NR_CPUS; cpu++) {
		char *area = areas + cpu * pcpu_unit_size;

		memcpy(area, __per_cpu_start, static_size);
		memset(area + static_size, 0, pcpu_unit_size - static_size);
		__per_cpu_offset[cpu] = (unsigned long)(area - __per_cpu_start);
	}
	first_chunk = (struct pcpu_chunk){
		.base = areas + pcpu_static_size,
		.units = PERCPU_DYNAMIC_SIZE / PCPU_UNIT,
		.used = first_used, .len = first_len,
	};
	list_add(&first_chunk.list, &pcpu_chunks);
	printk(KERN_INFO "percpu: %d areas of %lu bytes: %lu static, %u "
	       "dynamic\n", NR_CPUS, pcpu_unit_size, static_size,
	       PERCPU_DYNAMIC_SIZE);
}

/* The CPUs a new chunk has a copy for: up to the last possible one */
static unsigned int chunk_cpus(void)
{
	unsigned int cpu, n = 1;

	for (cpu = 0; cpu < NR_CPUS; cpu++)
		if (cpu_possible(cpu))
			n = cpu + 1;
	return n;
}

/* c and what it holds, what of it was made (kfree() and vfree() take
 * NULL) */
static void chunk_free(struct pcpu_chunk *c)
{
	kfree(c->len);
	kfree(c->used);
	vfree(c->base);
	kfree(c);
}

/* A new chunk of a unit on every possible CPU, zeroed, or NULL */
static struct pcpu_chunk *chunk_alloc(void)
{
	unsigned int units = pcpu_unit_size / PCPU_UNIT;
	struct pcpu_chunk *c = kzalloc(sizeof(*c), GFP_KERNEL);

	if (!c)
		return NULL;
	c->units = units;
	c->base = vzalloc(chunk_cpus() * pcpu_unit_size);
	c->used = kcalloc(BITS_TO_LONGS(units), sizeof(long), GFP_KERNEL);
	c->len = kcalloc(units, sizeof(u16), GFP_KERNEL);
	if (c->base && c->used && c->len)
		return c;
	chunk_free(c);
	return NULL;
}

/* c's __percpu pointer for offset off (bytes) */
static char __percpu *chunk_ptr(const struct pcpu_chunk *c, unsigned long off)
{
	return c->base - __per_cpu_offset[0] + off;
}

/* units at a multiple of step units taken in c: the offset in bytes,
 * or -1 if c has no such room */
static long chunk_take(struct pcpu_chunk *c, unsigned int units,
		       unsigned int step)
{
	unsigned long start = bitmap_find_next_zero_area(c->used, c->units,
							 0, units, step - 1);

	if (start + units > c->units)
		return -1;
	bitmap_set(c->used, start, units);
	c->len[start] = (u16)units;
	c->nr_allocs++;
	return (long)(start * PCPU_UNIT);
}

/* The first room in any chunk, under pcpu_lock; *spare (a new chunk
 * made beforehand, or NULL) joins the list if it is where the room is */
static char __percpu *pcpu_take(unsigned int units, unsigned int step,
				struct pcpu_chunk **spare)
{
	struct pcpu_chunk *c;
	long off;

	list_for_each_entry(c, &pcpu_chunks, list) {
		off = chunk_take(c, units, step);
		if (off >= 0)
			return chunk_ptr(c, off);
	}
	if (!*spare)
		return NULL;
	c = *spare;
	*spare = NULL;
	list_add_tail(&c->list, &pcpu_chunks);
	return chunk_ptr(c, chunk_take(c, units, step));
}

/* One try at the chunks there are, one with a new chunk made outside
 * the lock (vzalloc() may sleep) */
static char __percpu *pcpu_alloc(unsigned int units, unsigned int step)
{
	struct pcpu_chunk *spare = NULL;
	unsigned long flags;
	char __percpu *p;

	spin_lock_irqsave(&pcpu_lock, flags);
	p = pcpu_take(units, step, &spare);
	spin_unlock_irqrestore(&pcpu_lock, flags);
	if (p)
		return p;
	spare = chunk_alloc();
	if (!spare)
		return NULL;
	spin_lock_irqsave(&pcpu_lock, flags);
	p = pcpu_take(units, step, &spare);
	spin_unlock_irqrestore(&pcpu_lock, flags);
	if (spare)	/* another caller freed room meanwhile */
		chunk_free(spare);
	return p;
}

/*
 * size bytes at align (a power of two, at most a page) on every CPU,
 * zeroed: the __percpu pointer, or NULL with the reason printed.
 */
void __percpu *__alloc_percpu(size_t size, size_t align)
{
	unsigned int units = DIV_ROUND_UP(size, PCPU_UNIT);
	char __percpu *p;
	int cpu;

	if (!size || size > PERCPU_DYNAMIC_SIZE || !align ||
	    (align & (align - 1)) || align > PAGE_SIZE) {
		printk(KERN_WARNING "illegal size (%zu) or align (%zu) for "
		       "percpu allocation\n", size, align);
		return NULL;
	}
	p = pcpu_alloc(units, max(1U, (unsigned int)align / PCPU_UNIT));
	if (!p) {
		printk(KERN_WARNING "percpu: allocation failed, size=%zu "
		       "align=%zu, no memory for another chunk\n", size, align);
		return NULL;
	}
	for (cpu = 0; cpu < NR_CPUS; cpu++)
		if (cpu_possible(cpu))
			memset(per_cpu_ptr(p, cpu), 0, size);
	return p;
}
EXPORT_SYMBOL(__alloc_percpu);

/* ptr's chunk, and its first unit there (*unit), if an allocation
 * starts there; NULL otherwise.  Under pcpu_lock. */
static struct pcpu_chunk *chunk_of(const char __percpu *ptr,
				   unsigned int *unit)
{
	struct pcpu_chunk *c;
	unsigned long off;

	list_for_each_entry(c, &pcpu_chunks, list) {
		off = (unsigned long)(ptr - chunk_ptr(c, 0));
		*unit = off / PCPU_UNIT;
		if (off < c->units * PCPU_UNIT && !(off % PCPU_UNIT) &&
		    c->len[*unit])
			return c;
	}
	return NULL;
}

/* NULL is nothing; a pointer alloc_percpu() did not give is reported
 * and left alone.  A chunk but the first left empty goes. */
void free_percpu(void __percpu *ptr)
{
	struct pcpu_chunk *c, *gone = NULL;
	unsigned long flags;
	unsigned int start;

	if (!ptr)
		return;
	spin_lock_irqsave(&pcpu_lock, flags);
	c = chunk_of(ptr, &start);
	if (c) {
		bitmap_clear(c->used, start, c->len[start]);
		c->len[start] = 0;
		if (!--c->nr_allocs && c != &first_chunk) {
			list_del(&c->list);
			gone = c;
		}
	}
	spin_unlock_irqrestore(&pcpu_lock, flags);
	if (gone)
		chunk_free(gone);
	if (!c) {
		printk(KERN_ERR "free_percpu: %p was not allocated by "
		       "alloc_percpu\n", ptr);
		dump_stack();
	}
}
EXPORT_SYMBOL(free_percpu);
