// SPDX-License-Identifier: GPL-2.0
/*
 * block/blk-mq.c - the request queue of a blk-mq driver.  The tag set
 * owns queue_depth requests, made when the set is (each followed by the
 * driver's cmd_size bytes); a tag is a request's index, taken for each
 * request and given back when the driver ends it.  A bio waits for a
 * free tag, becomes a request and goes to queue_rq() at once - unless
 * its task holds a plug (blk_start_plug()): then the request is held,
 * and each following bio that goes on where it ends (the next sector,
 * the same operation) is added to it, as Linux merges back-to-back
 * bios, so the driver sees one large request instead of many.  The
 * driver may end a request in queue_rq() or later (a timer, an
 * interrupt).  One hardware queue serves every CPU.
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/blk-mq.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/printk.h"
#include "linux/sched.h"
#include "linux/slab.h"

/* A sane bound on a driver's numbers (Linux's BLK_MQ_MAX_DEPTH) */
#define BLK_MQ_MAX_DEPTH	10240

static size_t rq_size(const struct blk_mq_tag_set *set)
{
	return ALIGN(sizeof(struct request) + set->cmd_size, sizeof(long));
}

static struct request *tag_to_rq(struct blk_mq_tag_set *set, int tag)
{
	return (struct request *)((char *)set->rqs + tag * rq_size(set));
}

static void exit_requests(struct blk_mq_tag_set *set, unsigned int n)
{
	while (set->ops->exit_request && n--)
		set->ops->exit_request(set, tag_to_rq(set, n), 0);
}

int blk_mq_alloc_tag_set(struct blk_mq_tag_set *set)
{
	unsigned int i;
	int err = -ENOMEM;

	if (!set->ops || !set->ops->queue_rq || !set->queue_depth ||
	    set->queue_depth > BLK_MQ_MAX_DEPTH || !set->nr_hw_queues)
		return -EINVAL;
	set->rqs = kcalloc(set->queue_depth, rq_size(set), GFP_KERNEL);
	set->tags_used = kcalloc(BITS_TO_LONGS(set->queue_depth),
				 sizeof(long), GFP_KERNEL);
	if (!set->rqs || !set->tags_used)
		goto out_free;
	init_waitqueue_head(&set->tag_wait);
	for (i = 0; i < set->queue_depth; i++) {
		struct request *rq = tag_to_rq(set, i);

		rq->set = set;
		rq->tag = (int)i;
		err = set->ops->init_request ?
			set->ops->init_request(set, rq, 0, 0) : 0;
		if (err)
			goto out_exit;
	}
	return 0;
out_exit:
	exit_requests(set, i);
out_free:
	kfree(set->tags_used);
	kfree(set->rqs);
	set->rqs = set->tags_used = NULL;
	return err;
}
EXPORT_SYMBOL(blk_mq_alloc_tag_set);

void blk_mq_free_tag_set(struct blk_mq_tag_set *set)
{
	exit_requests(set, set->queue_depth);
	kfree(set->tags_used);
	kfree(set->rqs);
	set->rqs = set->tags_used = NULL;
}
EXPORT_SYMBOL(blk_mq_free_tag_set);

/* A queue and its one hardware context, with the disk they serve */
struct gendisk *__blk_mq_alloc_disk(struct blk_mq_tag_set *set,
				    void *queuedata)
{
	struct gendisk *disk;
	struct blk_mq_hw_ctx *hctx;

	if (!set->rqs)
		return ERR_PTR(-EINVAL);	/* no blk_mq_alloc_tag_set() */
	hctx = kzalloc(sizeof(*hctx), GFP_KERNEL);
	if (!hctx)
		return ERR_PTR(-ENOMEM);
	disk = __blk_alloc_disk(NUMA_NO_NODE);
	if (IS_ERR(disk)) {
		kfree(hctx);
		return disk;
	}
	hctx->queue = disk->queue;
	hctx->driver_data = set->driver_data;
	disk->queue->queuedata = queuedata;
	disk->queue->tag_set = set;
	disk->queue->mq_ops = set->ops;
	disk->queue->hctx = hctx;
	return disk;
}
EXPORT_SYMBOL(__blk_mq_alloc_disk);

static int get_tag(struct blk_mq_tag_set *set)
{
	unsigned long tag;

	do {
		tag = find_first_zero_bit(set->tags_used, set->queue_depth);
		if (tag >= set->queue_depth)
			return -1;
	} while (test_and_set_bit(tag, set->tags_used));
	return (int)tag;
}

static void put_tag(struct blk_mq_tag_set *set, int tag)
{
	clear_bit(tag, set->tags_used);
	wake_up(&set->tag_wait);
}

/* The request to the driver; one it refuses ends here (Linux retries
 * BLK_STS_RESOURCE later; here it fails the I/O) */
static void dispatch(struct request *rq)
{
	struct blk_mq_queue_data bd = { .rq = rq, .last = true };
	blk_status_t ret = rq->q->mq_ops->queue_rq(rq->q->hctx, &bd);

	if (ret != BLK_STS_OK)
		blk_mq_end_request(rq, ret);
}

/* bio goes on where rq ends, the same way, and both fit in one request
 * of the queue's largest size (max_hw_sectors) */
static bool bio_mergeable(const struct request *rq, const struct bio *bio)
{
	const struct request_queue *q = bio->bi_bdev->bd_disk->queue;

	return rq->q == q && req_op(rq) == bio_op(bio) &&
	       blk_rq_pos(rq) + blk_rq_sectors(rq) == bio->bi_iter.bi_sector &&
	       bio->bi_iter.bi_size <= UINT_MAX - blk_rq_bytes(rq) &&
	       blk_rq_sectors(rq) + bio_sectors(bio) <= q->max_hw_sectors;
}

static void merge_bio(struct request *rq, struct bio *bio)
{
	bio->bi_next = NULL;
	rq->biotail->bi_next = bio;
	rq->biotail = bio;
	rq->__data_len += bio->bi_iter.bi_size;
}

void blk_mq_submit_bio(struct bio *bio)
{
	struct request_queue *q = bio->bi_bdev->bd_disk->queue;
	struct blk_mq_tag_set *set = q->tag_set;
	struct blk_plug *plug = current->plug;
	struct request *rq;
	int tag = -1;

	if (plug && plug->rq) {
		if (bio_mergeable(plug->rq, bio)) {
			merge_bio(plug->rq, bio);
			return;
		}
		/* before a new tag is waited for: the held request may
		 * hold the last one */
		dispatch(plug->rq);
		plug->rq = NULL;
	}
	wait_event(set->tag_wait, (tag = get_tag(set)) >= 0);
	rq = tag_to_rq(set, tag);
	rq->q = q;
	rq->cmd_flags = bio->bi_opf;
	rq->state = MQ_RQ_IDLE;
	rq->__sector = bio->bi_iter.bi_sector;
	rq->__data_len = bio->bi_iter.bi_size;
	rq->bio = rq->biotail = bio;
	rq->status = BLK_STS_OK;
	bio->bi_next = NULL;
	if (plug)
		plug->rq = rq;
	else
		dispatch(rq);
}

void blk_start_plug(struct blk_plug *plug)
{
	plug->rq = NULL;
	if (!current->plug)	/* nested: the outer one holds the bios */
		current->plug = plug;
}
EXPORT_SYMBOL(blk_start_plug);

void blk_finish_plug(struct blk_plug *plug)
{
	if (current->plug != plug)
		return;
	if (plug->rq)
		dispatch(plug->rq);
	plug->rq = NULL;
	current->plug = NULL;
}
EXPORT_SYMBOL(blk_finish_plug);

void blk_mq_start_request(struct request *rq)
{
	rq->state = MQ_RQ_IN_FLIGHT;
}
EXPORT_SYMBOL(blk_mq_start_request);

/* The bios end with error, then the tag is free for the next */
void blk_mq_end_request(struct request *rq, blk_status_t error)
{
	struct bio *bio = rq->bio, *next;

	if (rq->state == MQ_RQ_COMPLETE || !bio) {
		pr_err("blk_mq_end_request: request %d ended twice\n",
		       rq->tag);
		return;
	}
	rq->state = MQ_RQ_COMPLETE;
	rq->bio = rq->biotail = NULL;
	for (; bio; bio = next) {
		next = bio->bi_next;
		bio->bi_next = NULL;
		bio->bi_status = error;
		bio_endio(bio);
	}
	put_tag(rq->set, rq->tag);
}
EXPORT_SYMBOL(blk_mq_end_request);

/* The driver's complete() finishes it (Linux may move it to another
 * CPU first; there is one queue here) */
void blk_mq_complete_request(struct request *rq)
{
	if (rq->q->mq_ops->complete)
		rq->q->mq_ops->complete(rq);
	else
		blk_mq_end_request(rq, rq->status);
}
EXPORT_SYMBOL(blk_mq_complete_request);
