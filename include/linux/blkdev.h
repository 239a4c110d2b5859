/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/blkdev.h - block devices as Linux 6.1 gives them to
 * drivers (docs/block.md).  A driver registers a major number
 * (register_blkdev()), makes a struct gendisk - the disk: its name,
 * numbers, size in sectors and operations - and add_disk() makes it
 * appear: /dev/NAME, /sys/block/NAME, /proc/partitions (block/genhd.c).
 * Reads and writes reach the driver as bios: straight to its
 * fops->submit_bio (a bio-based driver, blk_alloc_disk()), or through
 * its request queue (blk-mq, include/linux/blk-mq.h) as requests.
 * Programs read and write /dev/NAME through the page cache in front of
 * the disk (block/bdev.c).
 */
#ifndef _LINUX_BLKDEV_H
#define _LINUX_BLKDEV_H

#include "linux/bio.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/ioctl.h"
#include "linux/kobject.h"
#include "linux/mutex.h"
#include "linux/numa.h"
#include "linux/types.h"

struct module;
struct device;
struct seq_buf;
struct gendisk;
struct hd_geometry;
struct blk_mq_tag_set;
struct blk_mq_ops;
struct blk_mq_hw_ctx;

#define DISK_NAME_LEN	32
#define BLKDEV_MAJOR_MAX	512

/*
 * The ioctls every block device answers (block/ioctl.c), numbers of
 * Linux's uapi/linux/fs.h: the size in 512-byte sectors (unsigned long)
 * or in bytes (u64), the logical block size (int), and "write back and
 * forget the cached pages"; BLKRRPART reads the partition table again.
 */
#define BLKRRPART	_IO(0x12, 95)
#define BLKGETSIZE	_IO(0x12, 96)
#define BLKFLSBUF	_IO(0x12, 97)
#define BLKSSZGET	_IO(0x12, 104)
#define BLKGETSIZE64	_IOR(0x12, 114, size_t)

/*
 * A disk, or a partition of it (bd_partno > 0: sectors bd_start_sect on
 * of the disk, bd_nr_sectors of them, /sys/block/DISK/NAME).  The pages
 * are cached once per disk, in the whole disk's (bd_disk->part0): a
 * partition's reads and writes go there, offset (block/bdev.c), so the
 * disk and its partitions always agree.  Each slot is uptodate (read
 * from the disk or entirely written) and maybe dirty.
 */
struct block_device {
	dev_t bd_dev;
	struct gendisk *bd_disk;
	struct request_queue *bd_queue;
	int bd_openers;
	u8 bd_partno;			/* 0: the whole disk */
	sector_t bd_start_sect, bd_nr_sectors;	/* a partition's */
	struct kobject bd_kobj;		/* a partition's sysfs directory */
	struct list_head bd_part_list;	/* in bd_disk->parts */
	struct mutex bd_mutex;		/* the cache below */
	struct page **bd_pages;		/* vmalloc'd, NULL until opened */
	unsigned long *bd_uptodate, *bd_dirty;	/* bitmaps, one per slot */
	unsigned long bd_nr_pages;	/* slots */
	/* read-ahead (block/bdev.c ra_window()): where a sequential read
	 * would miss next, and the window it had */
	unsigned long bd_ra_next, bd_ra_pages;
};

/* A disk's queue: its limits, and for blk-mq its tag set and methods */
struct request_queue {
	void *queuedata;		/* the driver's */
	unsigned int logical_block_size;
	unsigned int max_hw_sectors;
	struct blk_mq_tag_set *tag_set;	/* NULL: bio-based */
	const struct blk_mq_ops *mq_ops;
	struct blk_mq_hw_ctx *hctx;	/* one hardware queue */
};

struct block_device_operations {
	/* a bio-based driver's: do the bio, then bio_endio() it */
	void (*submit_bio)(struct bio *bio);
	int (*open)(struct block_device *bdev, fmode_t mode);
	void (*release)(struct gendisk *disk, fmode_t mode);
	int (*ioctl)(struct block_device *bdev, fmode_t mode,
		     unsigned int cmd, unsigned long arg);
	int (*compat_ioctl)(struct block_device *bdev, fmode_t mode,
			    unsigned int cmd, unsigned long arg);
	unsigned int (*check_events)(struct gendisk *disk,
				     unsigned int clearing);
	int (*getgeo)(struct block_device *bdev, struct hd_geometry *geo);
	void (*free_disk)(struct gendisk *disk);
	struct module *owner;
};

struct gendisk {
	int major;
	int first_minor;
	int minors;			/* numbers it owns: partitions */
	char disk_name[DISK_NAME_LEN];
	const struct block_device_operations *fops;
	struct request_queue *queue;
	void *private_data;		/* the driver's */
	int flags;			/* GENHD_FL_* */
	sector_t capacity;		/* in 512-byte sectors */
	struct block_device *part0;	/* the whole disk */
	struct list_head parts;		/* its partitions, by number */
	struct mutex open_mutex;	/* opens, closes and parts */
	int open_partitions;		/* opens of its partitions */
	struct kobject kobj;		/* /sys/block/NAME */
	struct list_head list;		/* in the added disks */
	bool added;
	bool own_queue;			/* made with it: put_disk() frees it */
};

#define GENHD_FL_REMOVABLE	(1 << 0)
#define GENHD_FL_HIDDEN		(1 << 1)
#define GENHD_FL_NO_PART	(1 << 2)

static inline void set_capacity(struct gendisk *disk, sector_t size)
{
	disk->capacity = size;
}

static inline sector_t get_capacity(struct gendisk *disk)
{
	return disk->capacity;
}

static inline sector_t bdev_nr_sectors(struct block_device *bdev)
{
	return bdev->bd_partno ? bdev->bd_nr_sectors :
				 get_capacity(bdev->bd_disk);
}

static inline struct block_device *bdev_whole(struct block_device *bdev)
{
	return bdev->bd_disk->part0;
}

static inline dev_t disk_devt(struct gendisk *disk)
{
	return MKDEV(disk->major, disk->first_minor);
}

/* The sizes a driver sets on its queue (block/genhd.c keeps them) */
void blk_queue_logical_block_size(struct request_queue *q, unsigned int size);
void blk_queue_physical_block_size(struct request_queue *q, unsigned int size);
void blk_queue_max_hw_sectors(struct request_queue *q, unsigned int max);

/*
 * A task's plug (Linux 6.1's struct blk_plug): between blk_start_plug()
 * and blk_finish_plug(), a bio for a blk-mq disk that goes on where the
 * held request ends (same disk, same operation, the next sector) joins
 * that request instead of becoming one; the request goes to the driver
 * when a bio that does not fit comes, or at blk_finish_plug()
 * (block/blk-mq.c).  No bio may be waited for while plugged.
 */
struct blk_plug {
	struct request *rq;		/* being made, not yet dispatched */
};
void blk_start_plug(struct blk_plug *plug);
void blk_finish_plug(struct blk_plug *plug);

static inline unsigned int queue_logical_block_size(struct request_queue *q)
{
	return q->logical_block_size;
}

static inline unsigned int bdev_logical_block_size(struct block_device *bdev)
{
	return queue_logical_block_size(bdev->bd_queue);
}

/* block/genhd.c */
int register_blkdev(unsigned int major, const char *name);
void unregister_blkdev(unsigned int major, const char *name);
struct gendisk *__blk_alloc_disk(int node);
#define blk_alloc_disk(node)	__blk_alloc_disk(node)
int device_add_disk(struct device *parent, struct gendisk *disk,
		    const void *groups);
static inline int add_disk(struct gendisk *disk)
{
	return device_add_disk(NULL, disk, NULL);
}
void del_gendisk(struct gendisk *disk);
void put_disk(struct gendisk *disk);
struct gendisk *get_gendisk(dev_t dev);
void disk_name(struct gendisk *disk, int partno, char *buf);
void blkdev_show(struct seq_buf *s);

/* block/bdev.c: the page cache in front of a disk */
struct block_device *bdev_alloc(struct gendisk *disk);
void bdev_free(struct block_device *bdev);
int sync_blockdev(struct block_device *bdev);
void invalidate_bdev(struct block_device *bdev);
void sync_all_blockdevs(void);
struct block_device *blkdev_get_by_dev(dev_t dev, fmode_t mode, void *holder);
void blkdev_put(struct block_device *bdev, fmode_t mode);
int bdev_rw_kernel(struct block_device *bdev, loff_t pos, void *buf,
		   size_t len, bool write);
unsigned long bdev_cache_pages(void);
int blkdev_get_whole(struct block_device *bdev, fmode_t mode);
void blkdev_put_whole(struct block_device *bdev, fmode_t mode);

/* block/partitions/core.c: the partitions of a disk */
int bdev_disk_changed(struct gendisk *disk);
void blk_drop_partitions(struct gendisk *disk);
struct block_device *disk_get_part(struct gendisk *disk, dev_t dev);
void disk_show_partitions(struct seq_buf *s, struct gendisk *disk);

/* block/ioctl.c */
long blkdev_ioctl(struct file *f, unsigned int cmd, unsigned long arg);

#endif /* _LINUX_BLKDEV_H */
