/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kref.h - a reference count whose last put calls a
 * release function, the way kobjects (lib/kobject.c) and drivers count
 * the users of an object.
 */
#ifndef _LINUX_KREF_H
#define _LINUX_KREF_H

#include "linux/atomic.h"

struct kref {
	atomic_t refcount;
};

#define KREF_INIT(n)	{ .refcount = ATOMIC_INIT(n) }

static inline void kref_init(struct kref *kref)
{
	atomic_set(&kref->refcount, 1);
}

static inline unsigned int kref_read(const struct kref *kref)
{
	return (unsigned int)atomic_read(&kref->refcount);
}

static inline void kref_get(struct kref *kref)
{
	atomic_inc(&kref->refcount);
}

/* 1 if this put was the last one (and release ran), else 0 */
static inline int kref_put(struct kref *kref,
			   void (*release)(struct kref *kref))
{
	if (!atomic_dec_and_test(&kref->refcount))
		return 0;
	release(kref);
	return 1;
}

#endif /* _LINUX_KREF_H */
