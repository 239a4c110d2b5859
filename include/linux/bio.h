/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/bio.h - making, walking and ending bios (block/bio.c).
 * A driver walks a bio's memory with bio_for_each_segment(): each step
 * gives a bio_vec of at most one page, and the iterator's bi_sector is
 * the disk sector that piece starts at.
 */
#ifndef _LINUX_BIO_H
#define _LINUX_BIO_H

#include "linux/blk_types.h"
#include "linux/gfp.h"
#include "linux/kernel.h"

static inline enum req_op bio_op(const struct bio *bio)
{
	return bio->bi_opf & REQ_OP_MASK;
}

/* READ (0) or WRITE (1), as LDD3's drivers test it */
#define READ	0
#define WRITE	1
static inline int bio_data_dir(const struct bio *bio)
{
	return bio_op(bio) == REQ_OP_WRITE ? WRITE : READ;
}

static inline unsigned int bio_sectors(const struct bio *bio)
{
	return bio->bi_iter.bi_size >> SECTOR_SHIFT;
}

/* The piece of memory the iterator is at, cut to what is left */
static inline struct bio_vec bio_iter_iovec(const struct bio *bio,
					    struct bvec_iter iter)
{
	struct bio_vec bv = bio->bi_io_vec[iter.bi_idx];

	bv.bv_offset += iter.bi_bvec_done;
	bv.bv_len = min(bv.bv_len - iter.bi_bvec_done, iter.bi_size);
	return bv;
}

/* Past bytes of the current piece (no more than it has left) */
static inline void bio_advance_iter_single(const struct bio *bio,
					   struct bvec_iter *iter,
					   unsigned int bytes)
{
	iter->bi_bvec_done += bytes;
	iter->bi_size -= bytes;
	iter->bi_sector += bytes >> SECTOR_SHIFT;
	if (iter->bi_bvec_done == bio->bi_io_vec[iter->bi_idx].bv_len) {
		iter->bi_idx++;
		iter->bi_bvec_done = 0;
	}
}

#define __bio_for_each_segment(bvl, bio, iter, start)			\
	for (iter = (start);						\
	     (iter).bi_size && ((bvl = bio_iter_iovec((bio), (iter))), 1); \
	     bio_advance_iter_single((bio), &(iter), (bvl).bv_len))

#define bio_for_each_segment(bvl, bio, iter)				\
	__bio_for_each_segment(bvl, bio, iter, (bio)->bi_iter)

/* the most pieces a bio is made with (Linux's): 1 MiB of pages */
#define BIO_MAX_VECS	256

struct bio *bio_alloc(struct block_device *bdev, unsigned short nr_vecs,
		      blk_opf_t opf, gfp_t gfp);
void bio_put(struct bio *bio);
int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int off);
void bio_endio(struct bio *bio);
void submit_bio(struct bio *bio);
int submit_bio_wait(struct bio *bio);
int blk_status_to_errno(blk_status_t status);

static inline void bio_io_error(struct bio *bio)
{
	bio->bi_status = BLK_STS_IOERR;
	bio_endio(bio);
}

#endif /* _LINUX_BIO_H */
