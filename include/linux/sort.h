/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sort.h - sort an array in place (lib/sort.c), with
 * Linux's signature: cmp returns < 0, 0 or > 0 as qsort(3)'s does;
 * swap may be NULL (the bytes are exchanged).  Heapsort: O(n log n)
 * in the worst case, no memory, and, as Linux says, not stable.
 */
#ifndef _LINUX_SORT_H
#define _LINUX_SORT_H

#include "linux/types.h"

typedef int (*cmp_func_t)(const void *a, const void *b);
typedef int (*cmp_r_func_t)(const void *a, const void *b, const void *priv);
typedef void (*swap_func_t)(void *a, void *b, int size);
typedef void (*swap_r_func_t)(void *a, void *b, int size, const void *priv);

void sort_r(void *base, size_t num, size_t size, cmp_r_func_t cmp,
	    swap_r_func_t swap, const void *priv);
void sort(void *base, size_t num, size_t size, cmp_func_t cmp,
	  swap_func_t swap);

#endif /* _LINUX_SORT_H */
