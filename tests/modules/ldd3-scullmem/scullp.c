// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/ldd3-scullmem/scullp.c - LDD3's scullp: scull's quanta
 * are blocks of 2^order whole pages from __get_free_pages() (chapter
 * 8), zeroed, given back with free_pages() of the same order.
 */
#include <linux/module.h>
#include <linux/mm.h>

#define NAME "scullp"

static int order;
module_param(order, int, 0444);
#define QUANTUM (PAGE_SIZE << order)

static void *quantum_alloc(void)
{
	return (void *)__get_free_pages(GFP_KERNEL | __GFP_ZERO, order);
}

static void quantum_free(void *q)
{
	free_pages((unsigned long)q, order);
}

static int backend_init(void)
{
	return order < 0 || order > 4 ? -EINVAL : 0;
}

static void backend_exit(void)
{
}

#include "scullmem.h"
