// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/ldd3-scullmem/scullv.c - LDD3's scullv: scull's quanta
 * from vmalloc() (chapter 8), virtually contiguous, 2^order pages each
 * (order 4 by default, as the book's: 64 KiB that the page allocator
 * would rather not give in one piece).
 */
#include <linux/module.h>
#include <linux/vmalloc.h>

#define NAME "scullv"

static int order = 4;
module_param(order, int, 0444);
#define QUANTUM (PAGE_SIZE << order)

static void *quantum_alloc(void)
{
	return vzalloc(QUANTUM);
}

static void quantum_free(void *q)
{
	vfree(q);
}

static int backend_init(void)
{
	return order < 0 || order > 6 ? -EINVAL : 0;
}

static void backend_exit(void)
{
}

#include "scullmem.h"
