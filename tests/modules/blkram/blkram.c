// SPDX-License-Identifier: GPL-2.0
/*
 * blkram.c - a RAM disk on blk-mq, in the manner of LKMPG's examples:
 * one disk, /dev/blkram, of capacity_mb MiB (a module parameter), its
 * bytes vmalloc'd.  Each request is served in queue_rq(): the driver's
 * own bytes of the request (cmd_size, blk_mq_rq_to_pdu()) count what
 * it moved, which it then reports.
 */
#include <linux/blk-mq.h>
#include <linux/blkdev.h>
#include <linux/highmem.h>
#include <linux/init.h>
#include <linux/module.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>

static unsigned long capacity_mb = 16;
module_param(capacity_mb, ulong, 0444);
MODULE_PARM_DESC(capacity_mb, "size of the disk in MiB");

struct blkram_cmd {
	unsigned int bytes;	/* moved for this request */
};

struct blkram_dev {
	sector_t capacity;	/* in sectors */
	u8 *data;
	struct blk_mq_tag_set tag_set;
	struct gendisk *disk;
	unsigned long requests;
};

static int major;
static struct blkram_dev *blkram;

static blk_status_t blkram_queue_rq(struct blk_mq_hw_ctx *hctx,
				    const struct blk_mq_queue_data *bd)
{
	struct request *rq = bd->rq;
	struct blkram_dev *dev = hctx->queue->queuedata;
	struct blkram_cmd *cmd = blk_mq_rq_to_pdu(rq);
	loff_t pos = (loff_t)blk_rq_pos(rq) << SECTOR_SHIFT;
	struct req_iterator iter;
	struct bio_vec bv;

	blk_mq_start_request(rq);
	if (blk_rq_pos(rq) + blk_rq_sectors(rq) > dev->capacity)
		return BLK_STS_IOERR;
	cmd->bytes = 0;
	rq_for_each_segment(bv, rq, iter) {
		void *buf = bvec_kmap_local(&bv);

		if (rq_data_dir(rq) == WRITE)
			memcpy(dev->data + pos, buf, bv.bv_len);
		else
			memcpy(buf, dev->data + pos, bv.bv_len);
		kunmap_local(buf);
		pos += bv.bv_len;
		cmd->bytes += bv.bv_len;
	}
	dev->requests++;
	blk_mq_end_request(rq, BLK_STS_OK);
	return BLK_STS_OK;
}

static const struct blk_mq_ops blkram_mq_ops = {
	.queue_rq = blkram_queue_rq,
};

static const struct block_device_operations blkram_fops = {
	.owner = THIS_MODULE,
};

static int __init blkram_init(void)
{
	int err;

	major = register_blkdev(0, "blkram");
	if (major < 0)
		return major;
	blkram = kzalloc(sizeof(*blkram), GFP_KERNEL);
	if (!blkram) {
		err = -ENOMEM;
		goto out_unregister;
	}
	blkram->capacity = capacity_mb << (20 - SECTOR_SHIFT);
	blkram->data = vzalloc(capacity_mb << 20);
	if (!blkram->data) {
		err = -ENOMEM;
		goto out_free;
	}
	blkram->tag_set.ops = &blkram_mq_ops;
	blkram->tag_set.nr_hw_queues = 1;
	blkram->tag_set.queue_depth = 16;
	blkram->tag_set.numa_node = NUMA_NO_NODE;
	blkram->tag_set.cmd_size = sizeof(struct blkram_cmd);
	err = blk_mq_alloc_tag_set(&blkram->tag_set);
	if (err)
		goto out_vfree;
	blkram->disk = blk_mq_alloc_disk(&blkram->tag_set, blkram);
	if (IS_ERR(blkram->disk)) {
		err = PTR_ERR(blkram->disk);
		goto out_tags;
	}
	blkram->disk->major = major;
	blkram->disk->first_minor = 0;
	blkram->disk->minors = 1;
	blkram->disk->fops = &blkram_fops;
	blkram->disk->private_data = blkram;
	snprintf(blkram->disk->disk_name, DISK_NAME_LEN, "blkram");
	set_capacity(blkram->disk, blkram->capacity);
	err = add_disk(blkram->disk);
	if (err)
		goto out_disk;
	pr_info("blkram: %lu MiB disk, major %d\n", capacity_mb, major);
	return 0;

out_disk:
	put_disk(blkram->disk);
out_tags:
	blk_mq_free_tag_set(&blkram->tag_set);
out_vfree:
	vfree(blkram->data);
out_free:
	kfree(blkram);
out_unregister:
	unregister_blkdev(major, "blkram");
	return err;
}

static void __exit blkram_exit(void)
{
	del_gendisk(blkram->disk);
	put_disk(blkram->disk);
	blk_mq_free_tag_set(&blkram->tag_set);
	pr_info("blkram: %lu requests served\n", blkram->requests);
	vfree(blkram->data);
	kfree(blkram);
	unregister_blkdev(major, "blkram");
}

module_init(blkram_init);
module_exit(blkram_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A RAM disk on blk-mq");
