// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/ldd3-scullmem/scullc.c - LDD3's scullc: scull's quanta
 * from a cache of their own (kmem_cache_create(), chapter 8), whose
 * size is a parameter: 4000 bytes as the book's, which is not a page
 * nor a power of two, so reads and writes cross quanta mid-page.
 */
#include <linux/module.h>
#include <linux/slab.h>

#define NAME "scullc"

static int quantum = 4000;
module_param(quantum, int, 0444);
#define QUANTUM ((unsigned long)quantum)

static struct kmem_cache *scullc_cache;

static void *quantum_alloc(void)
{
	return kmem_cache_zalloc(scullc_cache, GFP_KERNEL);
}

static void quantum_free(void *q)
{
	kmem_cache_free(scullc_cache, q);
}

static int backend_init(void)
{
	if (quantum <= 0 || quantum > 65536)
		return -EINVAL;
	scullc_cache = kmem_cache_create("scullc", quantum, 0,
					 SLAB_HWCACHE_ALIGN, NULL);
	return scullc_cache ? 0 : -ENOMEM;
}

static void backend_exit(void)
{
	kmem_cache_destroy(scullc_cache);
}

#include "scullmem.h"
