/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/blk-mq.h - the multi-queue block layer's driver side,
 * Linux 6.1's names (block/blk-mq.c).  A driver describes its hardware
 * in a tag set (struct blk_mq_tag_set: its methods, how many requests
 * may be in flight, how many bytes of its own each request carries) and
 * makes its disk with blk_mq_alloc_disk().  Each bio then reaches its
 * queue_rq() as a struct request: the driver calls
 * blk_mq_start_request(), moves the data (rq_for_each_segment()), and
 * blk_mq_end_request() - there or later, from a timer or interrupt.
 * Here there is one hardware queue; back-to-back bios of a plugged task
 * are merged into one request (linux/blkdev.h struct blk_plug).
 */
#ifndef _LINUX_BLK_MQ_H
#define _LINUX_BLK_MQ_H

#include "linux/blkdev.h"
#include "linux/wait.h"

struct request;

struct blk_mq_hw_ctx {
	struct request_queue *queue;
	void *driver_data;		/* set->driver_data */
	unsigned int queue_num;
};

struct blk_mq_queue_data {
	struct request *rq;
	bool last;			/* no more follow now */
};

struct blk_mq_ops {
	blk_status_t (*queue_rq)(struct blk_mq_hw_ctx *hctx,
				 const struct blk_mq_queue_data *bd);
	/* a request's own bytes made ready once, when the set is made */
	int (*init_request)(struct blk_mq_tag_set *set, struct request *rq,
			    unsigned int hctx_idx, unsigned int numa_node);
	void (*exit_request)(struct blk_mq_tag_set *set, struct request *rq,
			     unsigned int hctx_idx);
	/* blk_mq_complete_request()'s second half */
	void (*complete)(struct request *rq);
};

#define BLK_MQ_F_SHOULD_MERGE	(1 << 0)
#define BLK_MQ_F_BLOCKING	(1 << 5)

struct blk_mq_tag_set {
	const struct blk_mq_ops *ops;
	unsigned int nr_hw_queues;
	unsigned int queue_depth;	/* requests in flight at most */
	unsigned int reserved_tags;
	unsigned int cmd_size;		/* the driver's bytes per request */
	int numa_node;
	unsigned int timeout;
	unsigned int flags;
	void *driver_data;
	/* block/blk-mq.c's: the requests, which are free, who waits */
	void *rqs;
	unsigned long *tags_used;
	wait_queue_head_t tag_wait;
};

/* A request's state (blk_mq_rq_state()) */
enum mq_rq_state {
	MQ_RQ_IDLE = 0,
	MQ_RQ_IN_FLIGHT = 1,
	MQ_RQ_COMPLETE = 2,
};

struct request {
	struct request_queue *q;
	struct blk_mq_tag_set *set;
	blk_opf_t cmd_flags;		/* the bio's REQ_OP_* and flags */
	int tag;
	enum mq_rq_state state;
	sector_t __sector;		/* where it starts */
	unsigned int __data_len;	/* bytes */
	struct bio *bio, *biotail;
	blk_status_t status;		/* blk_mq_complete_request()'s */
	/* the driver's cmd_size bytes follow (blk_mq_rq_to_pdu()) */
};

static inline void *blk_mq_rq_to_pdu(struct request *rq)
{
	return rq + 1;
}

static inline struct request *blk_mq_rq_from_pdu(void *pdu)
{
	return (struct request *)pdu - 1;
}

static inline enum req_op req_op(const struct request *rq)
{
	return rq->cmd_flags & REQ_OP_MASK;
}

/* Whether rq carries a driver's private command rather than data (LKMPG's
 * blkram fails those) */
static inline bool blk_rq_is_passthrough(const struct request *rq)
{
	return blk_op_is_passthrough(req_op(rq));
}

static inline int rq_data_dir(const struct request *rq)
{
	return req_op(rq) == REQ_OP_WRITE ? WRITE : READ;
}

static inline sector_t blk_rq_pos(const struct request *rq)
{
	return rq->__sector;
}

static inline unsigned int blk_rq_bytes(const struct request *rq)
{
	return rq->__data_len;
}

static inline unsigned int blk_rq_sectors(const struct request *rq)
{
	return blk_rq_bytes(rq) >> SECTOR_SHIFT;
}

/* the bytes of the first piece (bio_vec) of the request */
static inline unsigned int blk_rq_cur_bytes(const struct request *rq)
{
	return rq->bio ? bio_iter_iovec(rq->bio, rq->bio->bi_iter).bv_len : 0;
}

static inline enum mq_rq_state blk_mq_rq_state(struct request *rq)
{
	return rq->state;
}

/* Every piece of every bio of a request, in order */
struct req_iterator {
	struct bvec_iter iter;
	struct bio *bio;
};

#define __rq_for_each_bio(_bio, rq)					\
	if ((rq->bio))							\
		for (_bio = (rq)->bio; _bio; _bio = _bio->bi_next)

#define rq_for_each_segment(bvl, _rq, _iter)				\
	__rq_for_each_bio(_iter.bio, _rq)				\
		bio_for_each_segment(bvl, _iter.bio, _iter.iter)

int blk_mq_alloc_tag_set(struct blk_mq_tag_set *set);
void blk_mq_free_tag_set(struct blk_mq_tag_set *set);
struct gendisk *__blk_mq_alloc_disk(struct blk_mq_tag_set *set,
				    void *queuedata);
#define blk_mq_alloc_disk(set, queuedata)	\
	__blk_mq_alloc_disk(set, queuedata)
void blk_mq_start_request(struct request *rq);
void blk_mq_end_request(struct request *rq, blk_status_t error);
void blk_mq_complete_request(struct request *rq);
void blk_mq_submit_bio(struct bio *bio);

#endif /* _LINUX_BLK_MQ_H */
