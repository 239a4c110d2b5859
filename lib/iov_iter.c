// SPDX-License-Identifier: GPL-2.0
/*
 * lib/iov_iter.c - walking an iov_iter (include/linux/uio.h): copies in
 * and out of its pieces, a piece at a time, moving the cursor past what
 * was copied.  A user piece is copied with copy_to_user()/
 * copy_from_user(), which stop at an unmapped page: the copy then ends
 * short and says how much it did, as read(2) must (a partial read
 * returns what was read, man 2 read).  Kernel pieces and pages cannot
 * fault.  Every page here is in the kernel's direct map (no highmem),
 * so a bio_vec's bytes are at page_address() + bv_offset.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/uio.h"
#include "linux/fs.h"	/* MAX_RW_COUNT */
#include "linux/bvec.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "asm/uaccess.h"

static void iter_setup(struct iov_iter *i, enum iter_type type,
		       unsigned int direction, unsigned long nr_segs,
		       size_t count)
{
	i->iter_type = type;
	i->data_source = direction == WRITE;
	i->iov_offset = 0;
	i->count = count;
	i->nr_segs = nr_segs;
}

void iov_iter_init(struct iov_iter *i, unsigned int direction,
		   const struct iovec *iov, unsigned long nr_segs,
		   size_t count)
{
	iter_setup(i, ITER_IOVEC, direction, nr_segs, count);
	i->iov = iov;
}
EXPORT_SYMBOL(iov_iter_init);

void iov_iter_kvec(struct iov_iter *i, unsigned int direction,
		   const struct kvec *kvec, unsigned long nr_segs,
		   size_t count)
{
	iter_setup(i, ITER_KVEC, direction, nr_segs, count);
	i->kvec = kvec;
}
EXPORT_SYMBOL(iov_iter_kvec);

void iov_iter_bvec(struct iov_iter *i, unsigned int direction,
		   const struct bio_vec *bvec, unsigned long nr_segs,
		   size_t count)
{
	iter_setup(i, ITER_BVEC, direction, nr_segs, count);
	i->bvec = bvec;
}
EXPORT_SYMBOL(iov_iter_bvec);

/* The length of the cursor's current piece, all of it */
static size_t seg_len(const struct iov_iter *i)
{
	switch (i->iter_type) {
	case ITER_IOVEC:
		return i->iov->iov_len;
	case ITER_KVEC:
		return i->kvec->iov_len;
	default:
		return i->bvec->bv_len;
	}
}

/* Where the cursor is, in its current piece */
static char *seg_at(const struct iov_iter *i)
{
	switch (i->iter_type) {
	case ITER_IOVEC:
		return (char *)i->iov->iov_base + i->iov_offset;
	case ITER_KVEC:
		return (char *)i->kvec->iov_base + i->iov_offset;
	default:
		return (char *)page_address(i->bvec->bv_page) +
		       i->bvec->bv_offset + i->iov_offset;
	}
}

static void next_seg(struct iov_iter *i)
{
	switch (i->iter_type) {
	case ITER_IOVEC:
		i->iov++;
		break;
	case ITER_KVEC:
		i->kvec++;
		break;
	default:
		i->bvec++;
	}
	i->nr_segs--;
	i->iov_offset = 0;
}

/* Past bytes more (at most what is left), and past any empty pieces
 * after them, so that seg_at() is always where the next byte goes */
void iov_iter_advance(struct iov_iter *i, size_t bytes)
{
	bytes = min(bytes, i->count);
	i->count -= bytes;
	while (i->nr_segs && i->iov_offset + bytes >= seg_len(i)) {
		bytes -= seg_len(i) - i->iov_offset;
		next_seg(i);
		if (!i->count)
			return;
	}
	i->iov_offset += bytes;
}
EXPORT_SYMBOL(iov_iter_advance);

/*
 * Copy up to bytes between buf and the pieces (into them if to_iter),
 * or clear the pieces if buf is NULL: how many bytes, which the cursor
 * has moved past.  Short at the end of the pieces or at a user fault.
 */
static size_t iterate(struct iov_iter *i, char *buf, size_t bytes,
		      bool to_iter)
{
	size_t done = 0;

	bytes = min(bytes, i->count);
	while (done < bytes) {
		size_t n = min(bytes - done, seg_len(i) - i->iov_offset);
		size_t left = 0;
		char *at = seg_at(i);

		if (i->iter_type != ITER_IOVEC && !buf)
			memset(at, 0, n);
		else if (i->iter_type != ITER_IOVEC)
			memcpy(to_iter ? at : buf + done,
			       to_iter ? buf + done : at, n);
		else if (!buf)
			left = clear_user((void __user *)at, n);
		else if (to_iter)
			left = copy_to_user((void __user *)at, buf + done, n);
		else
			left = copy_from_user(buf + done,
					      (const void __user *)at, n);
		iov_iter_advance(i, n - left);
		done += n - left;
		if (left)
			break;
	}
	return done;
}

/* A copy against the iterator's direction (into a writer's buffers)
 * is a driver's bug: said, and nothing copied, as Linux's WARN_ON */
static bool wrong_way(const struct iov_iter *i, bool to_iter)
{
	if (i->data_source != to_iter)
		return false;
	pr_warn("iov_iter: copy %s a %s iterator refused\n",
		to_iter ? "into" : "out of", to_iter ? "WRITE" : "READ");
	dump_stack();
	return true;
}

/* A read: the driver's bytes into the reader's buffers */
size_t copy_to_iter(const void *addr, size_t bytes, struct iov_iter *i)
{
	if (wrong_way(i, true))
		return 0;
	return iterate(i, (char *)addr, bytes, true);
}
EXPORT_SYMBOL(copy_to_iter);

/* A write: the writer's bytes into the driver's memory */
size_t copy_from_iter(void *addr, size_t bytes, struct iov_iter *i)
{
	if (wrong_way(i, false))
		return 0;
	return iterate(i, addr, bytes, false);
}
EXPORT_SYMBOL(copy_from_iter);

/* Zeros into the reader's buffers (a hole, /dev/zero) */
size_t iov_iter_zero(size_t bytes, struct iov_iter *i)
{
	if (wrong_way(i, true))
		return 0;
	return iterate(i, NULL, bytes, true);
}
EXPORT_SYMBOL(iov_iter_zero);

/* offset + bytes must lie in the block the page heads (Linux warns and
 * copies nothing otherwise): more would be another owner's memory */
static bool page_range_ok(struct page *page, size_t offset, size_t bytes)
{
	size_t size = PAGE_SIZE << ((page->flags & PG_head) ? page->order : 0);

	if (offset <= size && bytes <= size - offset)
		return true;
	pr_warn("iov_iter: %zu bytes at %zu past a %zu-byte page block\n",
		bytes, offset, size);
	dump_stack();
	return false;
}

size_t copy_page_to_iter(struct page *page, size_t offset, size_t bytes,
			 struct iov_iter *i)
{
	if (!page_range_ok(page, offset, bytes))
		return 0;
	return copy_to_iter((char *)page_address(page) + offset, bytes, i);
}
EXPORT_SYMBOL(copy_page_to_iter);

size_t copy_page_from_iter(struct page *page, size_t offset, size_t bytes,
			   struct iov_iter *i)
{
	if (!page_range_ok(page, offset, bytes))
		return 0;
	return copy_from_iter((char *)page_address(page) + offset, bytes, i);
}
EXPORT_SYMBOL(copy_page_from_iter);

/*
 * readv(2)'s vector, copied in and checked as Linux checks it: more than
 * UIO_MAXIOV elements or a negative length is EINVAL, a vector or buffer
 * outside user space EFAULT; the total is cut to what one read(2) may do
 * (MAX_RW_COUNT).  *iovp comes in as a caller's array of fast_segs; it
 * goes out as the array to kfree(), or NULL if the caller's was used.
 * The total, or an errno.
 */
ssize_t import_iovec(int type, const struct iovec __user *uvec,
		     unsigned int nr_segs, unsigned int fast_segs,
		     struct iovec **iovp, struct iov_iter *i)
{
	struct iovec *iov = *iovp;
	size_t total = 0;
	unsigned int n;
	ssize_t ret;

	*iovp = NULL;
	if (nr_segs > UIO_MAXIOV)
		return -EINVAL;
	if (nr_segs > fast_segs) {
		iov = kmalloc_array(nr_segs, sizeof(*iov), GFP_KERNEL);
		if (!iov)
			return -ENOMEM;
	}
	ret = -EFAULT;
	if (copy_from_user(iov, uvec, nr_segs * sizeof(*iov)))
		goto fail;
	ret = -EINVAL;
	for (n = 0; n < nr_segs; n++)
		if ((ssize_t)iov[n].iov_len < 0)
			goto fail;
	ret = -EFAULT;
	for (n = 0; n < nr_segs; n++) {
		if (!access_ok(iov[n].iov_base, iov[n].iov_len))
			goto fail;
		iov[n].iov_len = min(iov[n].iov_len, MAX_RW_COUNT - total);
		total += iov[n].iov_len;
	}
	iov_iter_init(i, type, iov, nr_segs, total);
	if (nr_segs > fast_segs)
		*iovp = iov;
	return (ssize_t)total;
fail:
	if (nr_segs > fast_segs)
		kfree(iov);
	return ret;
}
EXPORT_SYMBOL(import_iovec);

/* read(2)'s one buffer as an iov_iter (iov is the caller's to keep) */
int import_single_range(int type, void __user *buf, size_t len,
			struct iovec *iov, struct iov_iter *i)
{
	len = min(len, MAX_RW_COUNT);
	if (!access_ok(buf, len))
		return -EFAULT;
	iov->iov_base = buf;
	iov->iov_len = len;
	iov_iter_init(i, type, iov, 1, len);
	return 0;
}
EXPORT_SYMBOL(import_single_range);
