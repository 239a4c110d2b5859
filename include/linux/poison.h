/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/poison.h - the byte values the debug allocator fills
 * memory with (slub_debug, mm/slab_debug.c), Linux's values and names,
 * so that a value seen in an oops's registers says where it came from:
 * 0x6b6b6b6b is a pointer read from a freed object, 0x5a5a5a5a one from
 * an object nobody initialised, 0xcccccccc one from past an object's end.
 */
#ifndef _LINUX_POISON_H
#define _LINUX_POISON_H

/* Object contents */
#define POISON_INUSE	0x5a	/* allocated, not yet written by its owner */
#define POISON_FREE	0x6b	/* freed */
#define POISON_END	0xa5	/* the last byte of a freed object */

/* Red zones around each object */
#define SLUB_RED_INACTIVE	0xbb	/* around a free object */
#define SLUB_RED_ACTIVE		0xcc	/* around an allocated object */

/* Whole pages the page allocator holds free (mm/page_alloc.c) */
#define PAGE_POISON	0xaa

#endif /* _LINUX_POISON_H */
