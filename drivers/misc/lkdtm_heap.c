// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/misc/lkdtm_heap.c - heap mistakes on purpose, Linux's LKDTM
 * names for them: what the debug allocator (slub_debug, mm/slab.c) must
 * catch.  Unlike lkdtm.c's kinds these do not oops: with slub_debug the
 * kernel prints a report ("BUG kmalloc-1024 (Not tainted): Poison
 * overwritten"), repairs the damage and goes on; without it the mistake
 * passes silently, which is why every test boots with it.  Reached only
 * through /sys/kernel/debug/provoke-crash/DIRECT, as in Linux.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/poison.h"
#include "linux/slab.h"
#include "lkdtm.h"

#define HEAP_SIZE	1024	/* Linux's lkdtm uses kmalloc-1024 too */
/*
 * The word written and read after free: a quarter in, away from the
 * edges a debug slab's red zones guard and from the middle, where a
 * plain slab keeps the free object's link (mm/slab.c free_pointer(), as
 * SLUB does), which would read as changed whether poisoned or not.
 */
#define INSIDE		(HEAP_SIZE / sizeof(u32) / 4)
#define MARK		0x0abcdef0u

/* Freed, written, and allocated again: the same object comes back (the
 * free list is last-in first-out), whose poison is then checked */
static noinline void write_after_free(void)
{
	u32 *p = kmalloc(HEAP_SIZE, GFP_KERNEL);

	if (!p)
		return;
	kfree(p);
	printk(KERN_INFO "lkdtm: Attempting bad write to freed memory at "
			 "%p\n", &p[INSIDE]);
	p[INSIDE] = MARK;
	kfree(kmalloc(HEAP_SIZE, GFP_KERNEL));
}

/* What a freed object holds now: the poison, or still the old data */
static void read_freed(const volatile u32 *p, u32 old)
{
	u32 saw = p[INSIDE];

	if (saw == old)
		printk(KERN_ERR "lkdtm: FAIL: Memory was not poisoned\n");
	else
		printk(KERN_INFO "lkdtm: Memory correctly poisoned (%x)\n",
		       saw);
}

static noinline void read_after_free(void)
{
	u32 *p = kmalloc(HEAP_SIZE, GFP_KERNEL);

	if (!p)
		return;
	p[INSIDE] = MARK;
	kfree(p);
	printk(KERN_INFO "lkdtm: Attempting bad read from freed memory\n");
	read_freed(p, MARK);
}

static noinline void read_buddy_after_free(void)
{
	u32 *p = (u32 *)__get_free_page(GFP_KERNEL);

	if (!p)
		return;
	p[INSIDE] = MARK;
	free_page((unsigned long)p);
	printk(KERN_INFO "lkdtm: Attempting to read from freed memory\n");
	read_freed(p, MARK);
}

static noinline void slab_linear_overflow(void)
{
	u32 *p = kmalloc(HEAP_SIZE, GFP_KERNEL);

	if (!p)
		return;
	printk(KERN_INFO "lkdtm: Attempting slab linear overflow ...\n");
	p[HEAP_SIZE / sizeof(u32)] = MARK;	/* one word past the end */
	kfree(p);
}

static noinline void slab_free_double(void)
{
	void *p = kmalloc(HEAP_SIZE, GFP_KERNEL);

	if (!p)
		return;
	kfree(p);
	printk(KERN_INFO "lkdtm: Attempting double slab free ...\n");
	kfree(p);
}

/* Not Linux's: a pointer into the middle of an object (kfree(p + 8)) */
static noinline void slab_free_invalid(void)
{
	char *p = kmalloc(HEAP_SIZE, GFP_KERNEL);

	if (!p)
		return;
	printk(KERN_INFO "lkdtm: Attempting invalid slab free ...\n");
	kfree(p + 8);
	kfree(p);
}

static const struct {
	const char *name;
	void (*fn)(void);
} kinds[] = {
	{ "write_after_free", write_after_free },
	{ "read_after_free", read_after_free },
	{ "read_buddy_after_free", read_buddy_after_free },
	{ "slab_linear_overflow", slab_linear_overflow },
	{ "slab_free_double", slab_free_double },
	{ "slab_free_invalid", slab_free_invalid },
};

/*
 * 0, or -EINVAL for a kind that is not one of these.  Another object of
 * the same size lives meanwhile, so that the slab stays a slab when the
 * mistake's object is freed (an empty slab's page goes back at once, and
 * the mistake would land in a free page instead).
 */
int lkdtm_heap(const char *kind)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		if (!strcmp(kinds[i].name, kind)) {
			void *keep = kmalloc(HEAP_SIZE, GFP_KERNEL);

			kinds[i].fn();
			kfree(keep);
			return 0;
		}
	}
	return -EINVAL;
}
