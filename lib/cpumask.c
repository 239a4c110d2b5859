// SPDX-License-Identifier: GPL-2.0
/*
 * lib/cpumask.c - the masks cpumask_of(cpu) points to: one set bit each,
 * constant, so a caller may keep the pointer (include/linux/cpumask.h).
 */
#include "linux/cpumask.h"
#include "linux/export.h"

_Static_assert(NR_CPUS == 8, "one entry per CPU below");

const struct cpumask cpu_bit_masks[NR_CPUS] = {
	{ { 1UL << 0 } }, { { 1UL << 1 } }, { { 1UL << 2 } }, { { 1UL << 3 } },
	{ { 1UL << 4 } }, { { 1UL << 5 } }, { { 1UL << 6 } }, { { 1UL << 7 } },
};
EXPORT_SYMBOL(cpu_bit_masks);
