// SPDX-License-Identifier: GPL-2.0
/*
 * mm/slab_common.c - object caches, Linux's kmem_cache_*() interface.
 *
 * A cache here is a name, an object size and a constructor over
 * kmalloc() (mm/slab.c already keeps objects of one size class
 * together); it counts its live objects so that destroying a cache that
 * still has some is reported the way SLUB reports it, "Objects
 * remaining" - those objects are then leaked, as in Linux.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/slab.h"
#include "linux/atomic.h"

struct kmem_cache {
	const char *name;
	unsigned int size;
	void (*ctor)(void *);
	/* allocated, not yet freed: atomic, as CPUs allocate and free
	 * from one cache at once (the objects themselves are kmalloc()'s,
	 * under its class's list_lock) */
	atomic_long_t objects;
};

struct kmem_cache *kmem_cache_create(const char *name, unsigned int size,
				     unsigned int align, unsigned int flags,
				     void (*ctor)(void *))
{
	struct kmem_cache *s = kzalloc(sizeof(*s), GFP_KERNEL);

	/* kmalloc's objects are aligned to their power-of-two size class */
	(void)align;
	if (!s) {
		if (flags & SLAB_PANIC)
			panic("kmem_cache_create: Failed to create slab '%s'",
			      name);
		return NULL;
	}
	s->name = name;
	s->size = size;
	s->ctor = ctor;
	return s;
}
EXPORT_SYMBOL(kmem_cache_create);

void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags)
{
	void *p = kmalloc(s->size, flags & ~__GFP_ZERO);

	if (!p)
		return NULL;
	if (s->ctor)
		s->ctor(p);
	if (flags & __GFP_ZERO)	/* after the constructor, as in Linux */
		memset(p, 0, s->size);
	atomic_long_inc(&s->objects);
	return p;
}
EXPORT_SYMBOL(kmem_cache_alloc);

void kmem_cache_free(struct kmem_cache *s, void *p)
{
	if (!p)
		return;
	atomic_long_dec(&s->objects);
	kfree(p);
}
EXPORT_SYMBOL(kmem_cache_free);

void kmem_cache_destroy(struct kmem_cache *s)
{
	if (!s)
		return;
	if (atomic_long_read(&s->objects)) {
		printk(KERN_ERR "BUG %s: Objects remaining in %s on "
		       "__kmem_cache_shutdown()\n", s->name, s->name);
		printk(KERN_ERR "kmem_cache_destroy %s: Slab cache still has "
		       "objects (%ld, leaked)\n", s->name,
		       atomic_long_read(&s->objects));
		dump_stack();
	}
	kfree(s);
}
EXPORT_SYMBOL(kmem_cache_destroy);

/* The size of each object, as the cache was made */
unsigned int kmem_cache_size(struct kmem_cache *s)
{
	return s->size;
}
EXPORT_SYMBOL(kmem_cache_size);
