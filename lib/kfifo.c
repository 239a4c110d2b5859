// SPDX-License-Identifier: GPL-2.0
/*
 * lib/kfifo.c - the untyped half of include/linux/kfifo.h: a fifo's
 * buffer, and copies of several elements in or out, each in at most two
 * pieces (up to the buffer's end, then from its start).  Counts are in
 * elements of fifo->esize bytes.
 */
#include "linux/kfifo.h"
#include "linux/export.h"
#include "linux/log2.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/errno.h"

/* size elements (rounded up to a power of two, at least 2) */
int __kfifo_alloc(struct __kfifo *fifo, unsigned int size, size_t esize,
		  gfp_t gfp)
{
	fifo->in = 0;
	fifo->out = 0;
	fifo->esize = esize;
	fifo->mask = 0;
	fifo->data = NULL;
	if (size < 2)
		return -EINVAL;
	size = roundup_pow_of_two(size);
	fifo->data = kmalloc_array(size, esize, gfp);
	if (!fifo->data)
		return -ENOMEM;
	fifo->mask = size - 1;
	return 0;
}
EXPORT_SYMBOL(__kfifo_alloc);

void __kfifo_free(struct __kfifo *fifo)
{
	kfree(fifo->data);
	fifo->in = 0;
	fifo->out = 0;
	fifo->esize = 0;
	fifo->mask = 0;
	fifo->data = NULL;
}
EXPORT_SYMBOL(__kfifo_free);

/* the caller's buffer of size bytes: as many elements as fit, rounded
 * down to a power of two */
int __kfifo_init(struct __kfifo *fifo, void *buffer, unsigned int size,
		 size_t esize)
{
	size /= esize;
	fifo->in = 0;
	fifo->out = 0;
	fifo->esize = esize;
	fifo->data = buffer;
	fifo->mask = 0;
	if (size < 2)
		return -EINVAL;
	fifo->mask = rounddown_pow_of_two(size) - 1;
	return 0;
}
EXPORT_SYMBOL(__kfifo_init);

static unsigned int kfifo_unused(const struct __kfifo *fifo)
{
	return fifo->mask + 1 - (fifo->in - fifo->out);
}

/* len elements from src into the slots from counter value at on */
static void kfifo_copy_in(struct __kfifo *fifo, const void *src,
			  unsigned int len, unsigned int at)
{
	unsigned int size = fifo->mask + 1, esize = fifo->esize;
	unsigned int first;

	at &= fifo->mask;
	first = min(len, size - at);
	memcpy(fifo->data + at * esize, src, first * esize);
	memcpy(fifo->data, src + first * esize, (len - first) * esize);
	smp_wmb();	/* the elements before the counter that shows them */
}

static void kfifo_copy_out(struct __kfifo *fifo, void *dst,
			   unsigned int len, unsigned int at)
{
	unsigned int size = fifo->mask + 1, esize = fifo->esize;
	unsigned int first;

	at &= fifo->mask;
	first = min(len, size - at);
	memcpy(dst, fifo->data + at * esize, first * esize);
	memcpy(dst + first * esize, fifo->data, (len - first) * esize);
	smp_wmb();	/* read before the counter gives the slots back */
}

unsigned int __kfifo_in(struct __kfifo *fifo, const void *buf,
			unsigned int len)
{
	len = min(len, kfifo_unused(fifo));
	kfifo_copy_in(fifo, buf, len, fifo->in);
	fifo->in += len;
	return len;
}
EXPORT_SYMBOL(__kfifo_in);

unsigned int __kfifo_out_peek(struct __kfifo *fifo, void *buf,
			      unsigned int len)
{
	len = min(len, fifo->in - fifo->out);
	kfifo_copy_out(fifo, buf, len, fifo->out);
	return len;
}
EXPORT_SYMBOL(__kfifo_out_peek);

unsigned int __kfifo_out(struct __kfifo *fifo, void *buf, unsigned int len)
{
	len = __kfifo_out_peek(fifo, buf, len);
	fifo->out += len;
	return len;
}
EXPORT_SYMBOL(__kfifo_out);

/*
 * A user copy of len elements at slot counter at, in two pieces: the
 * elements wholly copied (all of them unless a page faulted).
 */
static unsigned int kfifo_user_copy(struct __kfifo *fifo, void __user *ubuf,
				    unsigned int len, unsigned int at,
				    bool to_user)
{
	unsigned int esize = fifo->esize, first, done = 0;
	unsigned int piece[2];
	int i;

	at &= fifo->mask;
	first = min(len, fifo->mask + 1 - at);
	piece[0] = first;
	piece[1] = len - first;
	for (i = 0; i < 2; i++) {
		void *k = fifo->data + (i ? 0 : at * esize);
		void __user *u = ubuf + done * esize;
		unsigned long left = to_user ?
			copy_to_user(u, k, piece[i] * esize) :
			copy_from_user(k, u, piece[i] * esize);

		if (left)
			return done + (piece[i] * esize - left) / esize;
		done += piece[i];
	}
	return done;
}

int __kfifo_from_user(struct __kfifo *fifo, const void __user *from,
		      unsigned long len, unsigned int *copied)
{
	unsigned int n = min_t(unsigned long, len / fifo->esize,
			       kfifo_unused(fifo));
	unsigned int done = kfifo_user_copy(fifo, (void __user *)from, n,
					    fifo->in, false);

	smp_wmb();
	fifo->in += done;
	*copied = done * fifo->esize;
	return done < n ? -EFAULT : 0;
}
EXPORT_SYMBOL(__kfifo_from_user);

int __kfifo_to_user(struct __kfifo *fifo, void __user *to,
		    unsigned long len, unsigned int *copied)
{
	unsigned int n = min_t(unsigned long, len / fifo->esize,
			       fifo->in - fifo->out);
	unsigned int done = kfifo_user_copy(fifo, to, n, fifo->out, true);

	smp_wmb();
	fifo->out += done;
	*copied = done * fifo->esize;
	return done < n ? -EFAULT : 0;
}
EXPORT_SYMBOL(__kfifo_to_user);
