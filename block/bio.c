// SPDX-License-Identifier: GPL-2.0
/*
 * block/bio.c - bios: made (bio_alloc(), bio_add_page()), sent to their
 * disk (submit_bio()) and ended (bio_endio()).  A bio goes to its disk's
 * driver whole: a bio-based driver's fops->submit_bio, or the blk-mq
 * queue (block/blk-mq.c), which makes it a request (or adds it to the
 * request a plugged task is making).  Nothing is split; a bio past the
 * end of its disk is refused (BLK_STS_IOERR) before any driver sees
 * it, as Linux's bio_check_eod() does.
 */
#include "linux/kernel.h"
#include "linux/blk-mq.h"
#include "linux/completion.h"
#include "linux/export.h"
#include "linux/printk.h"
#include "linux/slab.h"

/* The pieces follow the bio in one allocation */
struct bio *bio_alloc(struct block_device *bdev, unsigned short nr_vecs,
		      blk_opf_t opf, gfp_t gfp)
{
	struct bio *bio = kzalloc(sizeof(*bio) +
				  nr_vecs * sizeof(struct bio_vec), gfp);

	if (!bio)
		return NULL;
	bio->bi_bdev = bdev;
	bio->bi_opf = opf;
	bio->bi_max_vecs = nr_vecs;
	bio->bi_io_vec = (struct bio_vec *)(bio + 1);
	return bio;
}
EXPORT_SYMBOL(bio_alloc);

void bio_put(struct bio *bio)
{
	kfree(bio);
}
EXPORT_SYMBOL(bio_put);

/* len bytes of page from off on, after what the bio has: len, or 0 when
 * it is full (bio_add_page()'s answer in Linux too) */
int bio_add_page(struct bio *bio, struct page *page, unsigned int len,
		 unsigned int off)
{
	struct bio_vec *bv;

	if (bio->bi_vcnt >= bio->bi_max_vecs || off + len > PAGE_SIZE)
		return 0;
	bv = &bio->bi_io_vec[bio->bi_vcnt++];
	bv->bv_page = page;
	bv->bv_len = len;
	bv->bv_offset = off;
	bio->bi_iter.bi_size += len;
	return len;
}
EXPORT_SYMBOL(bio_add_page);

void bio_endio(struct bio *bio)
{
	if (bio->bi_end_io)
		bio->bi_end_io(bio);
}
EXPORT_SYMBOL(bio_endio);

/* Linux's blk_errors[] table, for the statuses it has here */
int blk_status_to_errno(blk_status_t status)
{
	switch (status) {
	case BLK_STS_OK:
		return 0;
	case BLK_STS_NOTSUPP:
		return -EOPNOTSUPP;
	case BLK_STS_TIMEOUT:
		return -ETIMEDOUT;
	case BLK_STS_NOSPC:
		return -ENOSPC;
	case BLK_STS_RESOURCE:
	case BLK_STS_DEV_RESOURCE:
		return -ENOMEM;
	default:
		return -EIO;
	}
}
EXPORT_SYMBOL(blk_status_to_errno);

/* Inside the disk, whole logical blocks (a 4096-byte-sector disk takes
 * no 512-byte I/O: Linux's bio_check_eod() and the queue limits) */
static bool bio_fits(struct bio *bio)
{
	struct gendisk *disk = bio->bi_bdev->bd_disk;
	unsigned int lbs = queue_logical_block_size(disk->queue);
	sector_t sectors = bio_sectors(bio);

	if (((bio->bi_iter.bi_sector << SECTOR_SHIFT) |
	     bio->bi_iter.bi_size) & (lbs - 1))
		return false;
	return bio->bi_iter.bi_sector <= get_capacity(disk) &&
	       sectors <= get_capacity(disk) - bio->bi_iter.bi_sector;
}

void submit_bio(struct bio *bio)
{
	struct gendisk *disk = bio->bi_bdev->bd_disk;

	if (!bio_fits(bio)) {
		pr_err("%s: I/O of %u bytes at sector %lu is beyond the end\n",
		       disk->disk_name, bio->bi_iter.bi_size,
		       (unsigned long)bio->bi_iter.bi_sector);
		bio_io_error(bio);
		return;
	}
	if (disk->fops->submit_bio)
		disk->fops->submit_bio(bio);
	else
		blk_mq_submit_bio(bio);
}
EXPORT_SYMBOL(submit_bio);

static void submit_bio_wait_endio(struct bio *bio)
{
	complete(bio->bi_private);
}

/* Submit and sleep until the driver ends it: 0 or -errno */
int submit_bio_wait(struct bio *bio)
{
	DECLARE_COMPLETION_ONSTACK(done);

	bio->bi_private = &done;
	bio->bi_end_io = submit_bio_wait_endio;
	submit_bio(bio);
	wait_for_completion(&done);
	return blk_status_to_errno(bio->bi_status);
}
EXPORT_SYMBOL(submit_bio_wait);
