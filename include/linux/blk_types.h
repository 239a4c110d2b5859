/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/blk_types.h - what a block I/O is made of, with Linux
 * 6.1's names: a bio is one request to read or write consecutive sectors
 * of a disk, its memory a list of page pieces (struct bio_vec), and
 * bi_iter the part still to do (block/bio.c).  A sector is 512 bytes
 * whatever the disk's block size, as everywhere in Linux's block layer.
 */
#ifndef _LINUX_BLK_TYPES_H
#define _LINUX_BLK_TYPES_H

#include "linux/types.h"
#include "linux/bvec.h"	/* struct bio_vec, struct bvec_iter */

struct page;
struct bio;
struct block_device;

#define SECTOR_SHIFT	9
#define SECTOR_SIZE	(1 << SECTOR_SHIFT)

/* How an I/O ended: 0 done, else one of these (blk_status_to_errno()) */
typedef u8 blk_status_t;
#define BLK_STS_OK		0
#define BLK_STS_NOTSUPP		1
#define BLK_STS_TIMEOUT		2
#define BLK_STS_NOSPC		3
#define BLK_STS_TRANSPORT	4
#define BLK_STS_TARGET		5
#define BLK_STS_NEXUS		6
#define BLK_STS_MEDIUM		7
#define BLK_STS_PROTECTION	8
#define BLK_STS_RESOURCE	9
#define BLK_STS_IOERR		10
#define BLK_STS_DEV_RESOURCE	13

typedef void (bio_end_io_t)(struct bio *);

typedef unsigned int blk_opf_t;

/* bi_opf's low byte: the operation (bio_op(), req_op()) */
#define REQ_OP_BITS	8
#define REQ_OP_MASK	((1 << REQ_OP_BITS) - 1)
enum req_op {
	REQ_OP_READ = 0,
	REQ_OP_WRITE = 1,
	REQ_OP_FLUSH = 2,
	/* a driver's private commands (SCSI passthrough and the like), by
	 * Linux's numbers; nothing here issues them yet */
	REQ_OP_DRV_IN = 34,
	REQ_OP_DRV_OUT = 35,
};

static inline bool blk_op_is_passthrough(blk_opf_t op)
{
	op &= REQ_OP_MASK;
	return op == REQ_OP_DRV_IN || op == REQ_OP_DRV_OUT;
}
#define REQ_SYNC	(1U << 11)

struct bio {
	struct bio *bi_next;		/* the next in a request */
	struct block_device *bi_bdev;
	blk_opf_t bi_opf;		/* REQ_OP_* and flags */
	blk_status_t bi_status;
	struct bvec_iter bi_iter;
	bio_end_io_t *bi_end_io;	/* run by bio_endio() */
	void *bi_private;		/* its submitter's */
	unsigned short bi_vcnt;		/* pieces in bi_io_vec */
	unsigned short bi_max_vecs;
	struct bio_vec *bi_io_vec;	/* follows the bio (bio_alloc()) */
};

#endif /* _LINUX_BLK_TYPES_H */
