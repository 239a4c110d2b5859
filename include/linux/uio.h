/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/uio.h - an iov_iter: a cursor over the pieces of one
 * read or write (Linux 3.16's model, with 6.1's names).  readv(2) hands
 * the kernel a vector of user buffers; a driver's read_iter/write_iter
 * walks them with copy_to_iter()/copy_from_iter() without knowing
 * whether they are user memory (ITER_IOVEC), kernel memory (ITER_KVEC)
 * or pages (ITER_BVEC).  count is what is left in all of them,
 * iov_offset how far into the first one the cursor is.  lib/iov_iter.c.
 */
#ifndef _LINUX_UIO_H
#define _LINUX_UIO_H

#include "linux/types.h"
#include "asm/uaccess.h"	/* __user */

struct page;
struct bio_vec;

/* readv(2)'s vector element (man 2 readv) */
struct iovec {
	void __user *iov_base;
	size_t iov_len;
};

/* the same in kernel memory */
struct kvec {
	void *iov_base;
	size_t iov_len;
};

#define UIO_FASTIOV	8	/* vectors this short need no allocation */
#define UIO_MAXIOV	1024	/* IOV_MAX: more is EINVAL */

/* the direction: READ fills the buffers, WRITE drains them (linux/fs.h
 * in Linux; bio.h names them too) */
#define READ	0
#define WRITE	1

enum iter_type {
	ITER_IOVEC,
	ITER_KVEC,
	ITER_BVEC,
};

struct iov_iter {
	u8 iter_type;
	bool data_source;	/* WRITE: the buffers are the source */
	size_t iov_offset;
	size_t count;
	union {
		const struct iovec *iov;
		const struct kvec *kvec;
		const struct bio_vec *bvec;
	};
	unsigned long nr_segs;
};

static inline enum iter_type iov_iter_type(const struct iov_iter *i)
{
	return i->iter_type;
}

static inline bool iter_is_iovec(const struct iov_iter *i)
{
	return i->iter_type == ITER_IOVEC;
}

static inline bool iov_iter_is_kvec(const struct iov_iter *i)
{
	return i->iter_type == ITER_KVEC;
}

static inline bool iov_iter_is_bvec(const struct iov_iter *i)
{
	return i->iter_type == ITER_BVEC;
}

static inline size_t iov_iter_count(const struct iov_iter *i)
{
	return i->count;
}

/* READ or WRITE: which way the data goes, as the caller set it up */
static inline int iov_iter_rw(const struct iov_iter *i)
{
	return i->data_source ? WRITE : READ;
}

/* See only the first count bytes (a driver at its end of device) */
static inline void iov_iter_truncate(struct iov_iter *i, u64 count)
{
	if (i->count > count)
		i->count = (size_t)count;
}

/* Undo iov_iter_truncate(): count must be what the buffers hold */
static inline void iov_iter_reexpand(struct iov_iter *i, size_t count)
{
	i->count = count;
}

void iov_iter_init(struct iov_iter *i, unsigned int direction,
		   const struct iovec *iov, unsigned long nr_segs,
		   size_t count);
void iov_iter_kvec(struct iov_iter *i, unsigned int direction,
		   const struct kvec *kvec, unsigned long nr_segs,
		   size_t count);
void iov_iter_bvec(struct iov_iter *i, unsigned int direction,
		   const struct bio_vec *bvec, unsigned long nr_segs,
		   size_t count);
void iov_iter_advance(struct iov_iter *i, size_t bytes);
size_t copy_to_iter(const void *addr, size_t bytes, struct iov_iter *i);
size_t copy_from_iter(void *addr, size_t bytes, struct iov_iter *i);
size_t copy_page_to_iter(struct page *page, size_t offset, size_t bytes,
			 struct iov_iter *i);
size_t copy_page_from_iter(struct page *page, size_t offset, size_t bytes,
			   struct iov_iter *i);
size_t iov_iter_zero(size_t bytes, struct iov_iter *i);

/* All of bytes or nothing: false (and the cursor where it was) when
 * the buffers end or fault first */
static inline bool copy_from_iter_full(void *addr, size_t bytes,
				       struct iov_iter *i)
{
	struct iov_iter start = *i;

	if (copy_from_iter(addr, bytes, i) == bytes)
		return true;
	*i = start;
	return false;
}

ssize_t import_iovec(int type, const struct iovec __user *uvec,
		     unsigned int nr_segs, unsigned int fast_segs,
		     struct iovec **iovp, struct iov_iter *i);
int import_single_range(int type, void __user *buf, size_t len,
			struct iovec *iov, struct iov_iter *i);

#endif /* _LINUX_UIO_H */
