// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/mm-locks/mm-locks.c - the allocators' locks under real
 * contention.  One thread per online CPU gives up the big kernel lock
 * (lib/kernel_lock.c), which would otherwise let only one CPU at a time
 * into the allocators, and then, all at once, for rounds= rounds, each
 * replaces one of its SLOTS blocks: a page block (alloc_pages(), the
 * zone's lock), a kmalloc() object of a size class (the class's
 * list_lock, mm/slab.c), a kmem_cache object of one cache all threads
 * share (its atomic count) or, with vmalloc=1, a vmalloc() area
 * (vmap_area_lock).  Not by default: vmalloc() memory used off the big
 * kernel lock still fails under this load, vmap_area_lock or not (an
 * area's page-table entry found cleared at vfree(); docs/smp.md,
 * "Locks of mm/ and arch/").  Every
 * block is filled with a pattern of its owner and round, checked before
 * it is freed: two CPUs handed the same memory overwrite each other's
 * pattern, and the debug allocator reports what a lost free list or
 * page map does ("Poison overwritten", "pagealloc: memory corruption",
 * an oops).  The load prints the CPUs the threads ran on and the blocks
 * found overwritten; the test compares memory before and after.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kthread.h>
#include <linux/completion.h>
#include <linux/atomic.h>
#include <linux/mm.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <linux/smp.h>
#include <linux/smp_lock.h>
#include <linux/cpumask.h>
#include <linux/minmax.h>
#include <asm/processor.h>

#define SLOTS		8
#define MAX_THREADS	NR_CPUS

static unsigned int rounds = 2000;
module_param(rounds, uint, 0);
static bool vmalloc_too;
module_param_named(vmalloc, vmalloc_too, bool, 0);

enum kind { PAGES, KMALLOC, CACHE, VMALLOC, NR_KINDS };

struct block {
	enum kind kind;
	u32 *p;
	size_t size;
	unsigned int order;
	u32 pattern;
};

struct hammer {
	struct block slot[SLOTS];
	u32 seed;
	unsigned long cpus;	/* the CPUs it ran on */
	unsigned int bad;
	struct completion done;
};

static struct hammer hammers[MAX_THREADS];
static struct kmem_cache *shared_cache;
static atomic_t ready = ATOMIC_INIT(0);
static unsigned int nthreads;

/* xorshift32: each thread's own choices, no shared state */
static u32 next_rand(struct hammer *h)
{
	h->seed ^= h->seed << 13;
	h->seed ^= h->seed >> 17;
	h->seed ^= h->seed << 5;
	return h->seed;
}

static void fill(struct block *b)
{
	size_t i;

	for (i = 0; i < b->size / sizeof(u32); i++)
		b->p[i] = b->pattern + (u32)i;
}

/* Every word still what its owner wrote? */
static bool intact(const struct block *b)
{
	size_t i;

	for (i = 0; i < b->size / sizeof(u32); i++)
		if (b->p[i] != b->pattern + (u32)i)
			return false;
	return true;
}

static void get_block(struct hammer *h, struct block *b, u32 r)
{
	b->kind = r % (vmalloc_too ? NR_KINDS : VMALLOC);
	b->order = 0;
	switch (b->kind) {
	case PAGES:
		b->order = (r >> 4) % 3;
		b->size = PAGE_SIZE << b->order;
		b->p = (u32 *)__get_free_pages(GFP_KERNEL, b->order);
		break;
	case KMALLOC:
		b->size = 16 + (r >> 4) % 3000;	/* the classes and pages */
		b->p = kmalloc(b->size, GFP_KERNEL);
		break;
	case CACHE:
		b->size = 192;
		b->p = kmem_cache_alloc(shared_cache, GFP_KERNEL);
		break;
	default:
		b->size = PAGE_SIZE * (1 + (r >> 4) % 3);
		b->p = vmalloc(b->size);
		break;
	}
	if (!b->p) {
		h->bad++;	/* memory is plenty: a lost page shows here */
		return;
	}
	fill(b);
}

static void put_block(struct hammer *h, struct block *b)
{
	if (!b->p)
		return;
	if (!intact(b))
		h->bad++;
	if (b->kind == PAGES)
		free_pages((unsigned long)b->p, b->order);
	else if (b->kind == KMALLOC)
		kfree(b->p);
	else if (b->kind == CACHE)
		kmem_cache_free(shared_cache, b->p);
	else
		vfree(b->p);
	b->p = NULL;
}

/* Off the big kernel lock, which an interrupt or a schedule() takes:
 * from here only the allocators' own locks keep the CPUs apart */
static void leave_bkl(struct hammer *h)
{
	if (kernel_locked())
		unlock_kernel();
	h->cpus |= 1UL << smp_processor_id();
}

static int hammer_fn(void *data)
{
	struct hammer *h = data;
	unsigned int i;

	leave_bkl(h);
	atomic_inc(&ready);
	while ((unsigned int)atomic_read(&ready) < nthreads)
		cpu_relax();	/* all start at once */
	for (i = 0; i < rounds; i++) {
		u32 r = next_rand(h);
		struct block *b = &h->slot[r % SLOTS];

		leave_bkl(h);
		put_block(h, b);
		b->pattern = (u32)(h - hammers) << 24 ^ i << 8;
		get_block(h, b, r / SLOTS);
	}
	for (i = 0; i < SLOTS; i++)
		put_block(h, &h->slot[i]);
	lock_kernel();	/* the way out, do_exit(), runs under it */
	complete_and_exit(&h->done, 0);
}

static int __init mm_locks_init(void)
{
	unsigned long cpus = 0;
	unsigned int i, bad = 0;

	nthreads = min_t(unsigned int, num_online_cpus(), MAX_THREADS);
	shared_cache = kmem_cache_create("mm_locks", 192, 0, 0, NULL);
	if (!shared_cache)
		return -ENOMEM;
	for (i = 0; i < nthreads; i++) {
		hammers[i].seed = 2463534242U + i;
		init_completion(&hammers[i].done);
		if (IS_ERR(kthread_run(hammer_fn, &hammers[i], "mmhammer%u",
				       i))) {
			hammers[i].bad++;	/* counted, not waited for */
			atomic_inc(&ready);
			complete(&hammers[i].done);
		}
	}
	for (i = 0; i < nthreads; i++) {
		wait_for_completion(&hammers[i].done);
		cpus |= hammers[i].cpus;
		bad += hammers[i].bad;
	}
	kmem_cache_destroy(shared_cache);	/* reports objects left */
	pr_info("mm-locks: %u threads, %u rounds, on CPUs %#lx, %u blocks "
		"bad\n", nthreads, rounds, cpus, bad);
	return 0;
}

static void __exit mm_locks_exit(void)
{
}

module_init(mm_locks_init);
module_exit(mm_locks_exit);
MODULE_LICENSE("GPL");
