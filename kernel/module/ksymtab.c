// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/ksymtab.c - finding an export by name.
 *
 * The kernel's __ksymtab (linker.ld) and each module's (scripts/module.lds)
 * are sorted by name when they are linked, so the module loader binds an
 * undefined symbol with a binary search: O(log n) strcmp()s.  Pure code:
 * the host benchmark (tests/host/bench_module_elf.c) times this function.
 */
#include "linux/export.h"
#include "linux/string.h"

const struct kernel_symbol *ksymtab_find(const char *name,
					 const struct kernel_symbol *start,
					 const struct kernel_symbol *stop)
{
	size_t lo = 0, hi = stop - start;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(name, start[mid].name);

		if (!c)
			return &start[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}
