/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/jump_label.h - static keys, Linux's interface: a branch
 * that is almost always taken one way, switched at run time.  Linux
 * patches the branch into a jump or a no-op (asm goto) so the test
 * costs nothing; oops386 patches no code, so a key is a counter and the
 * branch tests it, with the compiler told which way it usually goes
 * (__builtin_expect).  What a module sees is the same: a branch that
 * follows static_branch_enable() and static_branch_disable() at once.
 */
#ifndef _LINUX_JUMP_LABEL_H
#define _LINUX_JUMP_LABEL_H

#include "linux/atomic.h"
#include "linux/kernel.h"

/* enabled > 0: the branch is taken; static_branch_inc() counts users */
struct static_key {
	atomic_t enabled;
};

/* Which way the branch goes by default: the type says */
struct static_key_true {
	struct static_key key;
};

struct static_key_false {
	struct static_key key;
};

#define STATIC_KEY_INIT_TRUE	{ .enabled = ATOMIC_INIT(1) }
#define STATIC_KEY_INIT_FALSE	{ .enabled = ATOMIC_INIT(0) }
#define STATIC_KEY_INIT		STATIC_KEY_INIT_FALSE
#define STATIC_KEY_TRUE_INIT	(struct static_key_true){ .key = STATIC_KEY_INIT_TRUE }
#define STATIC_KEY_FALSE_INIT	(struct static_key_false){ .key = STATIC_KEY_INIT_FALSE }

#define DEFINE_STATIC_KEY_TRUE(name)	struct static_key_true name = STATIC_KEY_TRUE_INIT
#define DEFINE_STATIC_KEY_FALSE(name)	struct static_key_false name = STATIC_KEY_FALSE_INIT
#define DEFINE_STATIC_KEY_TRUE_RO(name)		DEFINE_STATIC_KEY_TRUE(name)
#define DEFINE_STATIC_KEY_FALSE_RO(name)	DEFINE_STATIC_KEY_FALSE(name)
#define DECLARE_STATIC_KEY_TRUE(name)	extern struct static_key_true name
#define DECLARE_STATIC_KEY_FALSE(name)	extern struct static_key_false name

static inline int static_key_count(struct static_key *key)
{
	return atomic_read(&key->enabled);
}

static inline void static_key_slow_inc(struct static_key *key)
{
	atomic_inc(&key->enabled);
}

static inline void static_key_slow_dec(struct static_key *key)
{
	atomic_dec(&key->enabled);
}

/* enable and disable set the key, whatever its count was */
static inline void static_key_enable(struct static_key *key)
{
	atomic_set(&key->enabled, 1);
}

static inline void static_key_disable(struct static_key *key)
{
	atomic_set(&key->enabled, 0);
}

/* The older interface (before 4.3): the key is expected off, or on */
static inline bool static_key_false(struct static_key *key)
{
	return unlikely(static_key_count(key) > 0);
}

static inline bool static_key_true(struct static_key *key)
{
	return likely(static_key_count(key) > 0);
}

/* Of a struct static_key, static_key_true or static_key_false (the key
 * is their first member) */
#define __static_key_of(x)                                              \
	_Generic((x), struct static_key * : (struct static_key *)(x),   \
		 struct static_key_true * : (struct static_key *)(x),    \
		 struct static_key_false * : (struct static_key *)(x))
#define static_key_enabled(x)	(static_key_count(__static_key_of(x)) > 0)

#define static_branch_likely(x)	likely(static_key_count(&(x)->key) > 0)
#define static_branch_unlikely(x)	unlikely(static_key_count(&(x)->key) > 0)
#define static_branch_inc(x)		static_key_slow_inc(&(x)->key)
#define static_branch_dec(x)		static_key_slow_dec(&(x)->key)
#define static_branch_enable(x)		static_key_enable(&(x)->key)
#define static_branch_disable(x)	static_key_disable(&(x)->key)

#endif /* _LINUX_JUMP_LABEL_H */
