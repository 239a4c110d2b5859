/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/slab.h - small-object allocation, Linux's interface:
 * kmalloc() and friends (mm/slab.c), object caches (mm/slab_common.c),
 * copies of strings and buffers (mm/util.c).
 */
#ifndef _LINUX_SLAB_H
#define _LINUX_SLAB_H

#include "linux/types.h"
#include "linux/limits.h"
#include "linux/gfp.h"
#include "linux/err.h"	/* kmem_cache users test IS_ERR(): Linux's
				 * slab.h reaches it through its own headers */

#include "linux/slab_flags.h"

void *kmalloc(size_t size, gfp_t flags);
/* kmalloc() and kfree() that name caller as the user (slub_debug=U) */
void *__kmalloc_track_caller(size_t size, gfp_t flags, unsigned long caller);
void __kfree_track_caller(const void *p, unsigned long caller);
/* Linux's name (linux/instruction_pointer.h): where this function returns */
#ifndef _RET_IP_
#define _RET_IP_ ((unsigned long)__builtin_return_address(0))
#endif
#define kmalloc_track_caller(size, flags) \
	__kmalloc_track_caller(size, flags, _RET_IP_)
void *kzalloc(size_t size, gfp_t flags);
void kfree(const void *p);
size_t ksize(const void *p);
void *krealloc(const void *p, size_t new_size, gfp_t flags);
unsigned long slab_pages(void);

#define kvmalloc(size, flags)	kmalloc(size, flags)
#define kvzalloc(size, flags)	kzalloc(size, flags)
#define kvfree(p)		kfree(p)
void *kvrealloc(const void *p, size_t oldsize, size_t newsize, gfp_t flags);
#define kfree_sensitive(p)	kfree(p)
#define kzfree(p)		kfree(p)

/* n * size, or NULL when the product does not fit (as Linux checks) */
static inline void *kmalloc_array(size_t n, size_t size, gfp_t flags)
{
	if (size && n > SIZE_MAX / size)
		return NULL;
	return kmalloc(n * size, flags);
}

static inline void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return kmalloc_array(n, size, flags | __GFP_ZERO);
}

struct kmem_cache;
struct kmem_cache *kmem_cache_create(const char *name, unsigned int size,
				     unsigned int align, unsigned int flags,
				     void (*ctor)(void *));
unsigned int kmem_cache_size(struct kmem_cache *s);
void kmem_cache_destroy(struct kmem_cache *s);
void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags);
void kmem_cache_free(struct kmem_cache *s, void *p);

static inline void *kmem_cache_zalloc(struct kmem_cache *s, gfp_t flags)
{
	return kmem_cache_alloc(s, flags | __GFP_ZERO);
}

/* A cache for struct s, named after it */
#define KMEM_CACHE(s, flags)                                            \
	kmem_cache_create(#s, sizeof(struct s), __alignof__(struct s),  \
			  (flags), NULL)

#endif /* _LINUX_SLAB_H */
