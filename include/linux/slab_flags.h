/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/slab_flags.h - kmem_cache_create()'s flags, Linux's
 * values, apart from linux/slab.h so that the debug allocator's checks
 * (mm/slab_debug.c) also build for the host without the rest.
 */
#ifndef _LINUX_SLAB_FLAGS_H
#define _LINUX_SLAB_FLAGS_H

/* The debug allocator's checks, which the boot option slub_debug turns
 * on for every cache at once (mm/slab_debug.c); as kmem_cache_create()
 * flags they are accepted, with no effect of their own */
#define SLAB_CONSISTENCY_CHECKS	0x00000100u	/* F: free pointers, frees */
#define SLAB_RED_ZONE		0x00000400u	/* Z: red zones */
#define SLAB_POISON		0x00000800u	/* P: poison, also free pages */
#define SLAB_STORE_USER		0x00010000u	/* U: who allocated, freed */

/* kmem_cache_create() flags: accepted, with no effect here */
#define SLAB_HWCACHE_ALIGN	0x00002000u
#define SLAB_PANIC		0x00040000u
#define SLAB_ACCOUNT		0x04000000u
#define SLAB_RECLAIM_ACCOUNT	0x00020000u

#endif /* _LINUX_SLAB_FLAGS_H */
