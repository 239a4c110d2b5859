/* SPDX-License-Identifier: GPL-2.0 */
/*
 * mm/slab_debug.h - the byte-level half of slub_debug (mm/slab_debug.c):
 * where the red zones and the free pointer of a debug slab's object lie,
 * how they are filled, and how they are checked.  Pure code: it builds
 * for the host too (tests/host/test_slab_debug.c).  The reports and the
 * free lists are mm/slab.c's.
 */
#ifndef _MM_SLAB_DEBUG_H
#define _MM_SLAB_DEBUG_H

#include "linux/types.h"
#include "linux/slab_flags.h"

/* The checks, the boot option slub_debug's letters (their values in
 * include/linux/slab_flags.h, as Linux has them) */
#define SLAB_DEBUG_FLAGS	(SLAB_CONSISTENCY_CHECKS | SLAB_RED_ZONE | \
				 SLAB_POISON | SLAB_STORE_USER)
/* which of them are on (mm/slab.c) */
extern unsigned int slub_debug;

/* Bytes of red zone on each side of an object (slub_debug=Z) */
#define SLAB_RED_ZONE_SIZE	16
/* Slots start on this boundary, so every object does too */
#define SLAB_DEBUG_ALIGN	16

/* Who allocated or freed an object last (slub_debug=U) */
struct slab_track {
	unsigned long addr;	/* the caller of kmalloc() or kfree() */
	unsigned long when;	/* jiffies */
	int pid;
};

/* After each object of a debug slab: the object itself can then be
 * poisoned whole, as SLUB moves its free pointer out of the object */
struct slab_meta {
	void *fp;		/* the next free object, or NULL */
	unsigned int orig_size;	/* what kmalloc() was asked for; 0: free */
	struct slab_track alloc, free;
};

/*
 * One slot: [left red zone][object: size bytes][right red zone, up to
 * meta][struct slab_meta][padding to stride].  Without Z the red zones
 * are empty; the object's last orig_size..size bytes still count as its
 * right red zone while it is allocated, so kmalloc(10) writing byte 12
 * is caught.
 */
struct slab_layout {
	unsigned int flags;	/* SLAB_RED_ZONE, SLAB_POISON... */
	unsigned int size;	/* the object's size class */
	unsigned int red_left;	/* the object's offset in its slot */
	unsigned int meta;	/* struct slab_meta's offset in the slot */
	unsigned int stride;	/* bytes from one slot to the next */
};

/* What a check found: the bad bytes [start, end) of the area named
 * what, which should all be expected (SLUB's "First byte 0x.. instead
 * of 0x..") */
struct slab_fault {
	const char *what;	/* "Poison", "Left Redzone", "Right Redzone" */
	u8 *start, *end;
	u8 expected;
};

int slub_debug_parse(const char *val, unsigned int *flags);
void slab_layout_init(struct slab_layout *l, unsigned int size,
		      unsigned int flags);
struct slab_meta *slab_object_meta(const struct slab_layout *l, void *obj);
void slab_object_init(const struct slab_layout *l, void *obj, bool active,
		      unsigned int orig_size);
bool slab_object_check(const struct slab_layout *l, void *obj, bool active,
		       struct slab_fault *fault);
void slab_fault_fix(const struct slab_fault *fault);
long slab_slot_index(const struct slab_layout *l, unsigned long first,
		     unsigned long offset, unsigned long limit);

#endif /* _MM_SLAB_DEBUG_H */
