/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/cpumask.h - which CPUs exist and which run, under the
 * header name modules include for it.  The masks (cpu_online_map,
 * cpu_possible_map), cpu_online(), num_online_cpus() and the
 * for_each_online_cpu()/for_each_possible_cpu() loops are
 * include/linux/smp.h's, next to the cross-CPU calls that use them
 * (kernel/smp.c, arch/i386/kernel/smp.c).
 *
 * Linux 2.6.28 on hands CPU sets around as struct cpumask, a bitmap of
 * NR_CPUS bits, through const pointers (cpu_online_mask, ...) and the
 * cpumask_*() calls; modules that pin a thread to a CPU build one on
 * their stack (cpumask_clear(), cpumask_set_cpu()).  Here NR_CPUS fits
 * one unsigned long, so a struct cpumask is that word in a struct, laid
 * out as smp.h's maps: cpu_online_mask is cpu_online_map seen as one.
 */
#ifndef _LINUX_CPUMASK_H
#define _LINUX_CPUMASK_H

#include "linux/smp.h"
#include "linux/bitops.h"

struct cpumask {
	unsigned long bits[1];		/* bit N: CPU N (NR_CPUS <= 32) */
};
typedef struct cpumask cpumask_t;

#define cpumask_bits(maskp)	((maskp)->bits)
#define nr_cpumask_bits		NR_CPUS
/* one past the highest CPU that may ever run (Linux's nr_cpu_ids) */
#define nr_cpu_ids		((unsigned int)fls(cpu_possible_map))

#define cpu_online_mask		((const struct cpumask *)&cpu_online_map)
#define cpu_possible_mask	((const struct cpumask *)&cpu_possible_map)
/* every CPU found is brought up at boot, none is taken down */
#define cpu_present_mask	cpu_possible_mask
#define cpu_active_mask		cpu_online_mask

static inline void cpumask_set_cpu(unsigned int cpu, struct cpumask *m)
{
	set_bit(cpu, cpumask_bits(m));
}

static inline void cpumask_clear_cpu(int cpu, struct cpumask *m)
{
	clear_bit(cpu, cpumask_bits(m));
}

static inline bool cpumask_test_cpu(int cpu, const struct cpumask *m)
{
	return (m->bits[0] >> cpu) & 1UL;
}

static inline void cpumask_clear(struct cpumask *m)
{
	m->bits[0] = 0;
}

/* every CPU there may be, as Linux's sets all nr_cpumask_bits */
static inline void cpumask_setall(struct cpumask *m)
{
	m->bits[0] = (1UL << NR_CPUS) - 1;
}

static inline void cpumask_copy(struct cpumask *dst, const struct cpumask *src)
{
	dst->bits[0] = src->bits[0];
}

static inline unsigned int cpumask_weight(const struct cpumask *m)
{
	return cpus_weight(m->bits[0]);
}

static inline bool cpumask_empty(const struct cpumask *m)
{
	return !m->bits[0];
}

static inline bool cpumask_equal(const struct cpumask *a,
				 const struct cpumask *b)
{
	return a->bits[0] == b->bits[0];
}

/* dst = a & b; false: no CPU is in both */
static inline bool cpumask_and(struct cpumask *dst, const struct cpumask *a,
			       const struct cpumask *b)
{
	dst->bits[0] = a->bits[0] & b->bits[0];
	return dst->bits[0] != 0;
}

static inline void cpumask_or(struct cpumask *dst, const struct cpumask *a,
			      const struct cpumask *b)
{
	dst->bits[0] = a->bits[0] | b->bits[0];
}

/* the first CPU in m after n (n = -1: the first of all), or
 * nr_cpumask_bits when there is none */
static inline unsigned int cpumask_next(int n, const struct cpumask *m)
{
	return find_next_bit(cpumask_bits(m), nr_cpumask_bits, n + 1);
}
#define cpumask_first(m)	cpumask_next(-1, (m))

#define for_each_cpu(cpu, mask)						\
	for ((cpu) = cpumask_first(mask); (cpu) < nr_cpumask_bits;	\
	     (cpu) = cpumask_next((cpu), (mask)))

/* The mask of one CPU, read-only (Linux's cpumask_of()): lib/cpumask.c's
 * table of one-bit words, so the pointer outlives the caller */
extern const struct cpumask cpu_bit_masks[NR_CPUS];
#define cpumask_of(cpu)		(&cpu_bit_masks[(cpu)])

/* kernel/sys.c: pin task pid (0: the caller) to the CPUs in mask, as
 * sched_setaffinity(2) does; -EINVAL if none of them runs */
long sched_setaffinity(pid_t pid, const struct cpumask *mask);

#endif /* _LINUX_CPUMASK_H */
