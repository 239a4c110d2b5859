// SPDX-License-Identifier: GPL-2.0
/*
 * sbull.c - "simple block utility for loading localities", LDD3 chapter
 * 16's RAM disk, written here for Linux 6.1's block API the way the book
 * writes it: ndevices disks sbulla, sbullb... of nsectors sectors of
 * hardsect_size bytes each, kept in vmalloc'd memory.  request_mode
 * picks how requests arrive, as in the book:
 *   0 (RM_SIMPLE)  blk-mq, one request at a time, walked a segment at a
 *                  time with rq_for_each_segment()
 *   1 (RM_FULL)    blk-mq, the request's bios walked one by one
 *   2 (RM_NOQUEUE) no queue: the disk's submit_bio gets each bio
 * The book's media-change timer is left out (6.1 dropped
 * revalidate_disk, and nothing here ejects media).
 */
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/fs.h>
#include <linux/errno.h>
#include <linux/types.h>
#include <linux/vmalloc.h>
#include <linux/blkdev.h>
#include <linux/blk-mq.h>
#include <linux/bio.h>
#include <linux/hdreg.h>
#include <linux/highmem.h>
#include <linux/spinlock.h>

MODULE_LICENSE("Dual BSD/GPL");

static int sbull_major;
module_param(sbull_major, int, 0);
static int hardsect_size = 512;
module_param(hardsect_size, int, 0);
static int nsectors = 1024;	/* how big the drive is */
module_param(nsectors, int, 0);
static int ndevices = 4;
module_param(ndevices, int, 0);

enum {
	RM_SIMPLE = 0,	/* the extra-simple request function */
	RM_FULL = 1,	/* the full-blown version */
	RM_NOQUEUE = 2,	/* use submit_bio */
};
static int request_mode = RM_SIMPLE;
module_param(request_mode, int, 0);

#define SBULL_MINORS	16
#define KERNEL_SECTOR_SIZE	512

/* The internal representation of our device. */
struct sbull_dev {
	int size;			/* device size in bytes */
	u8 *data;			/* the data array */
	short users;			/* how many users */
	spinlock_t lock;		/* for mutual exclusion */
	struct blk_mq_tag_set tag_set;
	struct gendisk *gd;
};

static struct sbull_dev *devices;

/* Handle an I/O request: nsect sectors from sector on */
static int sbull_transfer(struct sbull_dev *dev, unsigned long sector,
			  unsigned long nsect, char *buffer, int write)
{
	unsigned long offset = sector * KERNEL_SECTOR_SIZE;
	unsigned long nbytes = nsect * KERNEL_SECTOR_SIZE;

	if ((offset + nbytes) > dev->size) {
		pr_notice("sbull: beyond-end write (%ld %ld)\n", offset,
			  nbytes);
		return -EIO;
	}
	if (write)
		memcpy(dev->data + offset, buffer, nbytes);
	else
		memcpy(buffer, dev->data + offset, nbytes);
	return 0;
}

/* Transfer a single bio; its pieces carry their own sectors */
static int sbull_xfer_bio(struct sbull_dev *dev, struct bio *bio)
{
	struct bio_vec bvec;
	struct bvec_iter iter;
	sector_t sector = bio->bi_iter.bi_sector;

	bio_for_each_segment(bvec, bio, iter) {
		char *buffer = kmap_atomic(bvec.bv_page) + bvec.bv_offset;
		int err = sbull_transfer(dev, sector,
					 bvec.bv_len / KERNEL_SECTOR_SIZE,
					 buffer, bio_data_dir(bio) == WRITE);

		kunmap_atomic(buffer);
		if (err)
			return err;
		sector += bvec.bv_len / KERNEL_SECTOR_SIZE;
	}
	return 0;
}

/* The simple form of the request function: a segment at a time */
static blk_status_t sbull_request(struct blk_mq_hw_ctx *hctx,
				  const struct blk_mq_queue_data *bd)
{
	struct request *req = bd->rq;
	struct sbull_dev *dev = req->q->queuedata;
	struct req_iterator iter;
	struct bio_vec bvec;
	sector_t pos = blk_rq_pos(req);
	blk_status_t ret = BLK_STS_OK;

	blk_mq_start_request(req);
	spin_lock(&dev->lock);
	rq_for_each_segment(bvec, req, iter) {
		char *buffer = kmap_atomic(bvec.bv_page) + bvec.bv_offset;

		if (sbull_transfer(dev, pos, bvec.bv_len / KERNEL_SECTOR_SIZE,
				   buffer, rq_data_dir(req) == WRITE))
			ret = BLK_STS_IOERR;
		kunmap_atomic(buffer);
		pos += bvec.bv_len / KERNEL_SECTOR_SIZE;
	}
	spin_unlock(&dev->lock);
	blk_mq_end_request(req, ret);
	return BLK_STS_OK;
}

/* The full form: every bio of the request, one after another */
static blk_status_t sbull_full_request(struct blk_mq_hw_ctx *hctx,
				       const struct blk_mq_queue_data *bd)
{
	struct request *req = bd->rq;
	struct sbull_dev *dev = req->q->queuedata;
	struct bio *bio;
	blk_status_t ret = BLK_STS_OK;

	blk_mq_start_request(req);
	spin_lock(&dev->lock);
	__rq_for_each_bio(bio, req)
		if (sbull_xfer_bio(dev, bio))
			ret = BLK_STS_IOERR;
	spin_unlock(&dev->lock);
	blk_mq_end_request(req, ret);
	return BLK_STS_OK;
}

/* The direct make request version: no queue at all */
static void sbull_make_request(struct bio *bio)
{
	struct sbull_dev *dev = bio->bi_bdev->bd_disk->private_data;
	int status;

	spin_lock(&dev->lock);
	status = sbull_xfer_bio(dev, bio);
	spin_unlock(&dev->lock);
	bio->bi_status = status ? BLK_STS_IOERR : BLK_STS_OK;
	bio_endio(bio);
}

static int sbull_open(struct block_device *bdev, fmode_t mode)
{
	struct sbull_dev *dev = bdev->bd_disk->private_data;

	spin_lock(&dev->lock);
	dev->users++;
	spin_unlock(&dev->lock);
	return 0;
}

static void sbull_release(struct gendisk *disk, fmode_t mode)
{
	struct sbull_dev *dev = disk->private_data;

	spin_lock(&dev->lock);
	dev->users--;
	spin_unlock(&dev->lock);
}

/* A made-up geometry: 4 heads, 16 sectors, as the book's */
static int sbull_getgeo(struct block_device *bdev, struct hd_geometry *geo)
{
	struct sbull_dev *dev = bdev->bd_disk->private_data;
	long size = dev->size / KERNEL_SECTOR_SIZE;

	geo->cylinders = (size & ~0x3f) >> 6;
	geo->heads = 4;
	geo->sectors = 16;
	geo->start = 4;
	return 0;
}

static const struct block_device_operations sbull_ops = {
	.owner = THIS_MODULE,
	.open = sbull_open,
	.release = sbull_release,
	.getgeo = sbull_getgeo,
};

static const struct block_device_operations sbull_bio_ops = {
	.owner = THIS_MODULE,
	.submit_bio = sbull_make_request,
	.open = sbull_open,
	.release = sbull_release,
	.getgeo = sbull_getgeo,
};

static const struct blk_mq_ops sbull_mq_ops_simple = {
	.queue_rq = sbull_request,
};

static const struct blk_mq_ops sbull_mq_ops_full = {
	.queue_rq = sbull_full_request,
};

static struct gendisk *sbull_alloc_disk(struct sbull_dev *dev)
{
	struct gendisk *gd;
	int err;

	if (request_mode == RM_NOQUEUE)
		return blk_alloc_disk(NUMA_NO_NODE);
	dev->tag_set.ops = request_mode == RM_FULL ? &sbull_mq_ops_full :
						     &sbull_mq_ops_simple;
	dev->tag_set.nr_hw_queues = 1;
	dev->tag_set.queue_depth = 128;
	dev->tag_set.numa_node = NUMA_NO_NODE;
	dev->tag_set.flags = BLK_MQ_F_SHOULD_MERGE;
	err = blk_mq_alloc_tag_set(&dev->tag_set);
	if (err)
		return ERR_PTR(err);
	gd = blk_mq_alloc_disk(&dev->tag_set, dev);
	if (IS_ERR(gd))
		blk_mq_free_tag_set(&dev->tag_set);
	return gd;
}

/* Set up our internal device. */
static int setup_device(struct sbull_dev *dev, int which)
{
	int err;

	memset(dev, 0, sizeof(struct sbull_dev));
	dev->size = nsectors * hardsect_size;
	dev->data = vmalloc(dev->size);
	if (!dev->data) {
		pr_notice("sbull: vmalloc failure.\n");
		return -ENOMEM;
	}
	memset(dev->data, 0, dev->size);
	spin_lock_init(&dev->lock);

	dev->gd = sbull_alloc_disk(dev);
	if (IS_ERR(dev->gd)) {
		err = PTR_ERR(dev->gd);
		goto out_vfree;
	}
	blk_queue_logical_block_size(dev->gd->queue, hardsect_size);
	dev->gd->major = sbull_major;
	dev->gd->first_minor = which * SBULL_MINORS;
	dev->gd->minors = SBULL_MINORS;
	dev->gd->fops = request_mode == RM_NOQUEUE ? &sbull_bio_ops :
						     &sbull_ops;
	dev->gd->private_data = dev;
	snprintf(dev->gd->disk_name, 32, "sbull%c", which + 'a');
	set_capacity(dev->gd, nsectors * (hardsect_size / KERNEL_SECTOR_SIZE));
	err = add_disk(dev->gd);
	if (err)
		goto out_disk;
	return 0;

out_disk:
	put_disk(dev->gd);
	if (request_mode != RM_NOQUEUE)
		blk_mq_free_tag_set(&dev->tag_set);
out_vfree:
	vfree(dev->data);
	dev->gd = NULL;
	return err;
}

static void sbull_teardown(struct sbull_dev *dev)
{
	if (!dev->gd)
		return;
	del_gendisk(dev->gd);
	put_disk(dev->gd);
	if (request_mode != RM_NOQUEUE)
		blk_mq_free_tag_set(&dev->tag_set);
	vfree(dev->data);
}

static int __init sbull_init(void)
{
	int i, err;

	if (request_mode < RM_SIMPLE || request_mode > RM_NOQUEUE ||
	    hardsect_size < KERNEL_SECTOR_SIZE || ndevices < 1 ||
	    ndevices > 26 || nsectors < 1)
		return -EINVAL;
	sbull_major = register_blkdev(sbull_major, "sbull");
	if (sbull_major <= 0) {
		pr_warn("sbull: unable to get major number\n");
		return -EBUSY;
	}
	devices = kcalloc(ndevices, sizeof(struct sbull_dev), GFP_KERNEL);
	if (!devices) {
		err = -ENOMEM;
		goto out_unregister;
	}
	for (i = 0; i < ndevices; i++) {
		err = setup_device(devices + i, i);
		if (err)
			goto out_devices;
	}
	return 0;

out_devices:
	while (i--)
		sbull_teardown(devices + i);
	kfree(devices);
out_unregister:
	unregister_blkdev(sbull_major, "sbull");
	return err;
}

static void sbull_exit(void)
{
	int i;

	for (i = 0; i < ndevices; i++)
		sbull_teardown(devices + i);
	unregister_blkdev(sbull_major, "sbull");
	kfree(devices);
}

module_init(sbull_init);
module_exit(sbull_exit);
