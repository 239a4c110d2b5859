/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kfifo.h - a ring of fixed-size elements, Linux's
 * interface: a power-of-two number of slots, two free-running counters
 * (in: elements ever put, out: elements ever taken; their difference is
 * what is queued, unsigned arithmetic makes the wrap right), a slot
 * found by masking a counter.  One writer and one reader need no lock
 * (the counters are published after the data, smp_wmb()); more of
 * either take a lock: kfifo_in_spinlocked().
 *
 * A fifo is typed: DECLARE_KFIFO(fifo, int, 16) holds ints in itself,
 * DECLARE_KFIFO_PTR(fifo, int) / struct kfifo (bytes) get their buffer
 * from kfifo_alloc() or kfifo_init().  The type rides along as a pointer
 * member of a union, so the macros know the element type and size.
 * Lengths are in elements (bytes for struct kfifo), except the user
 * copies' len and *copied, which are bytes, as Linux's.  Linux's record
 * fifos (STRUCT_KFIFO_REC_1/2) and DMA scatterlists are not here.
 */
#ifndef _LINUX_KFIFO_H
#define _LINUX_KFIFO_H

#include "linux/kernel.h"
#include "linux/types.h"
#include "linux/gfp.h"
#include "linux/spinlock.h"
#include "linux/compiler.h"
#include "asm/barrier.h"
#include "asm/uaccess.h"

struct __kfifo {
	unsigned int in;	/* elements ever put */
	unsigned int out;	/* elements ever taken */
	unsigned int mask;	/* slots - 1; 0: no buffer */
	unsigned int esize;	/* bytes of an element */
	void *data;
};

#define __STRUCT_KFIFO_COMMON(datatype)					\
	union {								\
		struct __kfifo kfifo;					\
		datatype *type;						\
		const datatype *const_type;				\
	}

/* size must be a power of two, at least 2: otherwise the array's size
 * is negative and the compiler refuses it */
#define __STRUCT_KFIFO(type, size)					\
{									\
	__STRUCT_KFIFO_COMMON(type);					\
	type buf[((size) < 2 || ((size) & ((size) - 1))) ? -1 : (size)]; \
}

#define __STRUCT_KFIFO_PTR(type)					\
{									\
	__STRUCT_KFIFO_COMMON(type);					\
	type buf[0];							\
}

#define STRUCT_KFIFO(type, size)	struct __STRUCT_KFIFO(type, size)
#define STRUCT_KFIFO_PTR(type)		struct __STRUCT_KFIFO_PTR(type)

/* bytes, with a buffer of its own (kfifo_alloc() or kfifo_init()) */
struct kfifo __STRUCT_KFIFO_PTR(unsigned char);

#define DECLARE_KFIFO_PTR(fifo, type)	STRUCT_KFIFO_PTR(type) fifo
#define DECLARE_KFIFO(fifo, type, size)	STRUCT_KFIFO(type, size) fifo

/* a fifo whose buffer is a pointer is only as big as the pointer one */
#define __is_kfifo_ptr(fifo)						\
	(sizeof(*(fifo)) == sizeof(STRUCT_KFIFO_PTR(__typeof__(*(fifo)->type))))

#define INIT_KFIFO(fifo)						\
do {									\
	__typeof__(&(fifo)) __tmp = &(fifo);				\
	struct __kfifo *__k = &__tmp->kfifo;				\
									\
	__k->in = 0;							\
	__k->out = 0;							\
	__k->mask = __is_kfifo_ptr(__tmp) ? 0 : ARRAY_SIZE(__tmp->buf) - 1; \
	__k->esize = sizeof(*__tmp->buf);				\
	__k->data = __is_kfifo_ptr(__tmp) ? NULL : __tmp->buf;		\
} while (0)

#define DEFINE_KFIFO(fifo, type, size)					\
	DECLARE_KFIFO(fifo, type, size) = (__typeof__(fifo)) {		\
		{ { .in = 0, .out = 0,					\
		    .mask = ARRAY_SIZE((fifo).buf) - 1,			\
		    .esize = sizeof(*(fifo).buf),			\
		    .data = (fifo).buf } } }

/* lib/kfifo.c */
int __kfifo_alloc(struct __kfifo *fifo, unsigned int size, size_t esize,
		  gfp_t gfp);
void __kfifo_free(struct __kfifo *fifo);
int __kfifo_init(struct __kfifo *fifo, void *buffer, unsigned int size,
		 size_t esize);
unsigned int __kfifo_in(struct __kfifo *fifo, const void *buf,
			unsigned int len);
unsigned int __kfifo_out(struct __kfifo *fifo, void *buf, unsigned int len);
unsigned int __kfifo_out_peek(struct __kfifo *fifo, void *buf,
			      unsigned int len);
int __kfifo_from_user(struct __kfifo *fifo, const void __user *from,
		      unsigned long len, unsigned int *copied);
int __kfifo_to_user(struct __kfifo *fifo, void __user *to,
		    unsigned long len, unsigned int *copied);

#define kfifo_alloc(fifo, size, gfp)					\
	__kfifo_alloc(&(fifo)->kfifo, size, sizeof(*(fifo)->type), gfp)
#define kfifo_free(fifo)		__kfifo_free(&(fifo)->kfifo)
/* size in bytes; the fifo takes the largest power of two of elements */
#define kfifo_init(fifo, buffer, size)					\
	__kfifo_init(&(fifo)->kfifo, buffer, size, sizeof(*(fifo)->type))

#define kfifo_initialized(fifo)	((fifo)->kfifo.mask != 0)
#define kfifo_esize(fifo)	((fifo)->kfifo.esize)
#define kfifo_recsize(fifo)	0
#define kfifo_size(fifo)	((fifo)->kfifo.mask + 1)
#define kfifo_len(fifo)		((fifo)->kfifo.in - (fifo)->kfifo.out)
#define kfifo_is_empty(fifo)	((fifo)->kfifo.in == (fifo)->kfifo.out)
#define kfifo_is_full(fifo)	(kfifo_len(fifo) > (fifo)->kfifo.mask)
#define kfifo_avail(fifo)	(kfifo_size(fifo) - kfifo_len(fifo))
#define kfifo_reset(fifo)						\
	((void)((fifo)->kfifo.in = (fifo)->kfifo.out = 0))
#define kfifo_reset_out(fifo)	((void)((fifo)->kfifo.out = (fifo)->kfifo.in))
#define kfifo_skip(fifo)	((void)((fifo)->kfifo.out++))

/* One element by value: 1 if put, 0 if the fifo was full */
#define kfifo_put(fifo, val)						\
({									\
	__typeof__(fifo) __f = (fifo);					\
	__typeof__(*__f->const_type) __v = (val);			\
	unsigned int __ok = !kfifo_is_full(__f);			\
									\
	if (__ok) {							\
		((__typeof__(__f->type))__f->kfifo.data)		\
			[__f->kfifo.in & __f->kfifo.mask] = __v;	\
		smp_wmb();	/* the element before the count */	\
		__f->kfifo.in++;					\
	}								\
	__ok;								\
})

/* One element into *val: 1, or 0 if the fifo was empty; peek keeps it */
#define __kfifo_get_one(fifo, val, take)				\
({									\
	__typeof__(fifo) __f = (fifo);					\
	__typeof__(__f->type) __p = (val);				\
	unsigned int __ok = !kfifo_is_empty(__f);			\
									\
	if (__ok) {							\
		*__p = ((__typeof__(__f->type))__f->kfifo.data)		\
			[__f->kfifo.out & __f->kfifo.mask];		\
		smp_wmb();	/* read before the slot is given back */ \
		__f->kfifo.out += (take);				\
	}								\
	__ok;								\
})
#define kfifo_get(fifo, val)	__kfifo_get_one(fifo, val, 1)
#define kfifo_peek(fifo, val)	__kfifo_get_one(fifo, val, 0)

/* n elements: how many went in / came out (fewer if full / empty) */
#define kfifo_in(fifo, buf, n)						\
	__kfifo_in(&(fifo)->kfifo, (__typeof__((fifo)->const_type))(buf), n)
#define kfifo_out(fifo, buf, n)						\
	__kfifo_out(&(fifo)->kfifo, (__typeof__((fifo)->type))(buf), n)
#define kfifo_out_peek(fifo, buf, n)					\
	__kfifo_out_peek(&(fifo)->kfifo, (__typeof__((fifo)->type))(buf), n)

/* op (kfifo_in or kfifo_out) under lock, interrupts off */
#define __kfifo_spinlocked(op, fifo, buf, n, lock)			\
({									\
	unsigned long __flags;						\
	unsigned int __r;						\
									\
	spin_lock_irqsave(lock, __flags);				\
	__r = op(fifo, buf, n);						\
	spin_unlock_irqrestore(lock, __flags);				\
	__r;								\
})
#define kfifo_in_spinlocked(fifo, buf, n, lock)				\
	__kfifo_spinlocked(kfifo_in, fifo, buf, n, lock)
#define kfifo_out_spinlocked(fifo, buf, n, lock)			\
	__kfifo_spinlocked(kfifo_out, fifo, buf, n, lock)
/* the names before 4.x */
#define kfifo_in_locked(fifo, buf, n, lock)				\
	kfifo_in_spinlocked(fifo, buf, n, lock)
#define kfifo_out_locked(fifo, buf, n, lock)				\
	kfifo_out_spinlocked(fifo, buf, n, lock)

/* len bytes of user memory in / out; *copied the bytes moved; 0 or
 * -EFAULT (what was moved before the fault stays moved) */
#define kfifo_from_user(fifo, from, len, copied)			\
	__kfifo_from_user(&(fifo)->kfifo, from, len, copied)
#define kfifo_to_user(fifo, to, len, copied)				\
	__kfifo_to_user(&(fifo)->kfifo, to, len, copied)

#endif /* _LINUX_KFIFO_H */
