// SPDX-License-Identifier: GPL-2.0
/*
 * lib/sort.c - sort() and sort_r(): heapsort (Williams, CACM 7(6),
 * 1964; Knuth, TAOCP vol. 3, 5.2.3, Algorithm H).  Linux sorts with a
 * heap too, for the same reasons: no recursion on a small kernel stack,
 * no allocation, and no quadratic worst case an input could provoke.
 * sort() is sort_r() with the comparison and swap of the caller's
 * older, priv-less kind carried in priv.
 */
#include "linux/sort.h"
#include "linux/export.h"

struct sort_ops {
	cmp_r_func_t cmp;
	swap_r_func_t swap;
	const void *priv;
	size_t size;
};

static void swap_bytes(void *a, void *b, int size, const void *priv)
{
	char *p = a, *q = b;

	while (size--) {
		char t = *p;

		*p++ = *q;
		*q++ = t;
	}
}

static char *elem(void *base, size_t i, const struct sort_ops *o)
{
	return (char *)base + i * o->size;
}

/* Let element i sink below its larger children, in a heap of n. */
static void sift_down(void *base, size_t i, size_t n, const struct sort_ops *o)
{
	size_t child;

	while ((child = 2 * i + 1) < n) {
		if (child + 1 < n && o->cmp(elem(base, child, o),
					    elem(base, child + 1, o), o->priv) < 0)
			child++;
		if (o->cmp(elem(base, i, o), elem(base, child, o), o->priv) >= 0)
			return;
		o->swap(elem(base, i, o), elem(base, child, o), o->size, o->priv);
		i = child;
	}
}

void sort_r(void *base, size_t num, size_t size, cmp_r_func_t cmp,
	    swap_r_func_t swap, const void *priv)
{
	struct sort_ops o = { cmp, swap ? swap : swap_bytes, priv, size };
	size_t i;

	/* build a max-heap, then move its top to the end, num times */
	for (i = num / 2; i-- > 0;)
		sift_down(base, i, num, &o);
	for (i = num; i-- > 1;) {
		o.swap(base, elem(base, i, &o), size, priv);
		sift_down(base, 0, i, &o);
	}
}
EXPORT_SYMBOL(sort_r);

/* The priv-less caller's functions, for the adapters below */
struct plain_ops {
	cmp_func_t cmp;
	swap_func_t swap;
};

static int plain_cmp(const void *a, const void *b, const void *priv)
{
	return ((const struct plain_ops *)priv)->cmp(a, b);
}

static void plain_swap(void *a, void *b, int size, const void *priv)
{
	((const struct plain_ops *)priv)->swap(a, b, size);
}

void sort(void *base, size_t num, size_t size, cmp_func_t cmp,
	  swap_func_t swap)
{
	struct plain_ops p = { cmp, swap };

	sort_r(base, num, size, plain_cmp, swap ? plain_swap : NULL, &p);
}
EXPORT_SYMBOL(sort);
