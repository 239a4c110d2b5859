/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/bvec.h - a piece of memory named by its page (a
 * bio_vec), as bios (linux/blk_types.h) and page iov_iters
 * (linux/uio.h: iov_iter_bvec()) carry them, and a bio's cursor over
 * its pieces.
 */
#ifndef _LINUX_BVEC_H
#define _LINUX_BVEC_H

#include "linux/types.h"

struct page;

/* One piece of a bio's memory: len bytes at offset in page */
struct bio_vec {
	struct page *bv_page;
	unsigned int bv_len;
	unsigned int bv_offset;
};

/* Where a bio is: the next sector, the bytes left, the piece and how
 * far into it */
struct bvec_iter {
	sector_t bi_sector;
	unsigned int bi_size;
	unsigned int bi_idx;
	unsigned int bi_bvec_done;
};

#endif /* _LINUX_BVEC_H */
