/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/hashtable.h - a fixed-size hash table, Linux's
 * interface: an array of 2^bits hlist buckets (linux/list.h), a key
 * picked into a bucket by hash_min() (linux/hash.h's multiplicative
 * hash of the key's low 32 bits), entries found again by walking their
 * bucket and comparing keys.  The table never grows; its size is
 * known from the array (DEFINE_HASHTABLE()) or given (DECLARE_HASHTABLE()
 * in a struct, then hash_init()).
 */
#ifndef _LINUX_HASHTABLE_H
#define _LINUX_HASHTABLE_H

#include "linux/list.h"
#include "linux/rculist.h"
#include "linux/types.h"
#include "linux/kernel.h"
#include "linux/hash.h"
#include "linux/log2.h"

#define DEFINE_HASHTABLE(name, bits)					\
	struct hlist_head name[1 << (bits)] =				\
		{ [0 ... ((1 << (bits)) - 1)] = HLIST_HEAD_INIT }

#define DECLARE_HASHTABLE(name, bits)	struct hlist_head name[1 << (bits)]

#define HASH_SIZE(name)		(ARRAY_SIZE(name))
#define HASH_BITS(name)		ilog2(HASH_SIZE(name))

/* A key's bucket: keys of 32 bits or less hash as u32, wider as u64 */
#define hash_min(val, bits)						\
	(sizeof(val) <= 4 ? hash_32(val, bits) : hash_64(val, bits))

static inline void __hash_init(struct hlist_head *ht, unsigned int sz)
{
	unsigned int i;

	for (i = 0; i < sz; i++)
		INIT_HLIST_HEAD(&ht[i]);
}

#define hash_init(table)	__hash_init(table, HASH_SIZE(table))

#define hash_add(table, node, key)					\
	hlist_add_head(node, &(table)[hash_min(key, HASH_BITS(table))])
/* the same for tables readers walk under rcu_read_lock() */
#define hash_add_rcu(table, node, key)					\
	hlist_add_head_rcu(node, &(table)[hash_min(key, HASH_BITS(table))])

static inline bool hash_hashed(struct hlist_node *node)
{
	return !hlist_unhashed(node);
}

static inline bool __hash_empty(struct hlist_head *ht, unsigned int sz)
{
	unsigned int i;

	for (i = 0; i < sz; i++)
		if (!hlist_empty(&ht[i]))
			return false;
	return true;
}

#define hash_empty(table)	__hash_empty(table, HASH_SIZE(table))

static inline void hash_del(struct hlist_node *node)
{
	hlist_del_init(node);
}

static inline void hash_del_rcu(struct hlist_node *node)
{
	hlist_del_init_rcu(node);
}

/*
 * Every entry, bucket by bucket: bkt is the bucket's index.  The inner
 * loop ends with obj NULL, so the outer one goes on to the next bucket;
 * a break in the body leaves obj at the entry it stopped at.
 */
#define hash_for_each(name, bkt, obj, member)				\
	for ((bkt) = 0, obj = NULL; obj == NULL && (bkt) < HASH_SIZE(name); \
	     (bkt)++)							\
		hlist_for_each_entry(obj, &name[bkt], member)

#define hash_for_each_rcu(name, bkt, obj, member)			\
	for ((bkt) = 0, obj = NULL; obj == NULL && (bkt) < HASH_SIZE(name); \
	     (bkt)++)							\
		hlist_for_each_entry_rcu(obj, &name[bkt], member)

/* The same, obj may be taken off (tmp keeps the next node) */
#define hash_for_each_safe(name, bkt, tmp, obj, member)			\
	for ((bkt) = 0, obj = NULL; obj == NULL && (bkt) < HASH_SIZE(name); \
	     (bkt)++)							\
		hlist_for_each_entry_safe(obj, tmp, &name[bkt], member)

/* The entries of key's bucket: those of other keys too, which the body
 * tells apart by comparing keys */
#define hash_for_each_possible(name, obj, member, key)			\
	hlist_for_each_entry(obj, &name[hash_min(key, HASH_BITS(name))], member)

#define hash_for_each_possible_rcu(name, obj, member, key, ...)		\
	hlist_for_each_entry_rcu(obj,					\
		&name[hash_min(key, HASH_BITS(name))], member)

#define hash_for_each_possible_safe(name, obj, tmp, member, key)	\
	hlist_for_each_entry_safe(obj, tmp,				\
		&name[hash_min(key, HASH_BITS(name))], member)

#endif /* _LINUX_HASHTABLE_H */
