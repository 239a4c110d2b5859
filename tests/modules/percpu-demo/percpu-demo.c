// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/percpu-demo/percpu-demo.c - per-CPU data from a module,
 * in the style of LTP's test_per_cpu_allocator_module: static per-CPU
 * variables (the module's .data..percpu, copied per CPU by the loader,
 * initial values included), the this_cpu operations, and alloc_percpu()
 * of many sizes and alignments, each CPU's copy written with its own
 * pattern through per_cpu_ptr() and read back, then freed.  One
 * allocation lives until rmmod, so that leaks show: the per-CPU room
 * is fixed, and a module loaded again and again whose memory was not
 * given back would soon find none.
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/percpu.h>
#include <linux/cpumask.h>
#include <linux/string.h>
#include <linux/smp.h>

#define NR_ALLOCS	24
#define NR_BIG		40	/* 40 x 8 KiB: more than the first chunk */

struct stats {
	unsigned int magic;
	unsigned long events;
};

static DEFINE_PER_CPU(int, hits);
static DEFINE_PER_CPU(struct stats, st) = { .magic = 0x5a5a };
static long __percpu *kept;

static void bump(void *unused)
{
	this_cpu_inc(hits);
}

static int check_static(void)
{
	int cpu, copies = 0, sum = 0, mine;

	for_each_possible_cpu(cpu)
		copies += per_cpu(st, cpu).magic == 0x5a5a;
	this_cpu_inc(hits);
	this_cpu_inc(hits);
	this_cpu_add(hits, 5);
	this_cpu_dec(hits);
	mine = this_cpu_read(hits);
	get_cpu_var(hits)++;
	put_cpu_var(hits);
	on_each_cpu(bump, NULL, 1);
	for_each_possible_cpu(cpu)
		sum += per_cpu(hits, cpu);
	pr_info("percpu: template on %d of %u CPUs, this_cpu=%d, sum=%d\n",
		copies, num_possible_cpus(), mine, sum);
	return copies == (int)num_possible_cpus() ? 0 : -EINVAL;
}

/* Every CPU's copy of p: aligned, apart from the others', and holding
 * the pattern written to it (cpu + seed) and nothing of its neighbours' */
static bool check_copies(u8 __percpu *p, size_t size, size_t align, int seed)
{
	int cpu;
	size_t i;

	for_each_possible_cpu(cpu) {
		u8 *c = per_cpu_ptr(p, cpu);

		if ((unsigned long)c & (align - 1))
			return false;
		memset(c, cpu + seed, size);
	}
	for_each_possible_cpu(cpu) {
		u8 *c = per_cpu_ptr(p, cpu);

		for (i = 0; i < size; i++)
			if (c[i] != (u8)(cpu + seed))
				return false;
	}
	return true;
}

static int check_alloc(void)
{
	void __percpu *p[NR_ALLOCS];
	int i, good = 0;

	for (i = 0; i < NR_ALLOCS; i++) {
		size_t size = 1U << (i % 9), align = 1U << (i % 5);

		p[i] = __alloc_percpu(size, align);
		if (p[i] && check_copies(p[i], size, align, i))
			good++;
	}
	for (i = 0; i < NR_ALLOCS; i++)
		free_percpu(p[i]);
	pr_info("percpu: %d of %d allocations good\n", good, NR_ALLOCS);
	return good == NR_ALLOCS ? 0 : -ENOMEM;
}

/* Many allocations of a whole unit each, as LTP's module makes: the
 * allocator takes more chunks, and gives them back when they empty */
static int check_big(void)
{
	static void __percpu *big[NR_BIG];
	int i, good = 0;

	for (i = 0; i < NR_BIG; i++) {
		big[i] = __alloc_percpu(8192, 8);
		if (big[i] && check_copies(big[i], 8192, 8, i))
			good++;
	}
	for (i = 0; i < NR_BIG; i++)
		free_percpu(big[i]);
	pr_info("percpu: %d of %d allocations of 8192 bytes good\n", good,
		NR_BIG);
	return good == NR_BIG ? 0 : -ENOMEM;
}

static int __init percpu_demo_init(void)
{
	int cpu, zero = 0, err;

	err = check_static();
	if (!err)
		err = check_alloc();
	if (!err)
		err = check_big();
	if (err)
		return err;
	pr_info("percpu: too big: %s\n",
		__alloc_percpu(1 << 20, 4) ? "allocated" : "refused");
	kept = alloc_percpu(long);
	if (!kept)
		return -ENOMEM;
	for_each_possible_cpu(cpu)
		zero += *per_cpu_ptr(kept, cpu) == 0;
	pr_info("percpu: alloc_percpu(long) zeroed on %d CPUs\n", zero);
	return 0;
}

static void __exit percpu_demo_exit(void)
{
	free_percpu(kept);
	pr_info("percpu: freed\n");
}

module_init(percpu_demo_init);
module_exit(percpu_demo_exit);
MODULE_LICENSE("GPL");
