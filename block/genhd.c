// SPDX-License-Identifier: GPL-2.0
/*
 * block/genhd.c - disks.  register_blkdev() keeps a block major under a
 * name (/proc/devices' "Block devices:"); a struct gendisk is made with
 * its queue (blk_alloc_disk(), or blk_mq_alloc_disk() in block/blk-mq.c),
 * appears with add_disk() - /dev/NAME, /sys/block/NAME/{dev,size,...},
 * a line of /proc/partitions, and its partitions (block/partitions/) -
 * and goes with del_gendisk(), which first
 * writes back and drops its cached pages (block/bdev.c).  The disk
 * itself is freed at the last reference, put_disk()'s for a driver that
 * holds no other (its kobject's release).
 */
#include "linux/kernel.h"
#include "linux/blk-mq.h"
#include "linux/device.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/printk.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/sysfs.h"

/* Dynamic majors, highest first, as Linux 6.1 hands them out */
#define BLKDEV_MAJOR_DYN_START	254
#define BLKDEV_NAME_LEN		16

struct blk_major_name {
	struct list_head list;		/* in major_names, by major */
	unsigned int major;
	char name[BLKDEV_NAME_LEN];
};

static LIST_HEAD(major_names);
static LIST_HEAD(disks);		/* added, in order */
static DEFINE_MUTEX(block_class_lock);
static struct kobject *block_kobj;	/* /sys/block */

static struct blk_major_name *find_major(unsigned int major)
{
	struct blk_major_name *n;

	list_for_each_entry(n, &major_names, list)
		if (n->major == major)
			return n;
	return NULL;
}

static int free_dynamic_major(void)
{
	unsigned int major;

	for (major = BLKDEV_MAJOR_DYN_START; major > 0; major--)
		if (!find_major(major))
			return (int)major;
	return -EBUSY;
}

/* major 0: a free one, returned; otherwise 0.  Messages as Linux's. */
int register_blkdev(unsigned int major, const char *name)
{
	struct blk_major_name *n, *p;
	int ret = 0;

	if (major >= BLKDEV_MAJOR_MAX) {
		pr_err("%s: major requested (%u) is greater than the maximum (%u) for %s\n",
		       __func__, major, BLKDEV_MAJOR_MAX - 1, name);
		return -EINVAL;
	}
	mutex_lock(&block_class_lock);
	if (!major) {
		ret = free_dynamic_major();
		if (ret < 0) {
			pr_err("%s: failed to get major for %s\n", __func__,
			       name);
			goto out;
		}
		major = (unsigned int)ret;
	} else if (find_major(major)) {
		pr_err("%s: cannot get major %u for %s\n", __func__, major,
		       name);
		ret = -EBUSY;
		goto out;
	}
	n = kzalloc(sizeof(*n), GFP_KERNEL);
	if (!n) {
		ret = -ENOMEM;
		goto out;
	}
	n->major = major;
	strlcpy(n->name, name, sizeof(n->name));
	list_for_each_entry(p, &major_names, list)
		if (p->major > major)
			break;
	list_add_tail(&n->list, &p->list);
out:
	mutex_unlock(&block_class_lock);
	return ret;
}
EXPORT_SYMBOL(register_blkdev);

void unregister_blkdev(unsigned int major, const char *name)
{
	struct blk_major_name *n;

	mutex_lock(&block_class_lock);
	n = find_major(major);
	if (n && !strcmp(n->name, name))
		list_del(&n->list);
	else
		n = NULL;
	mutex_unlock(&block_class_lock);
	if (!n)
		pr_warn("unregister_blkdev: major %u is not %s's\n", major,
			name);
	kfree(n);
}
EXPORT_SYMBOL(unregister_blkdev);

/* /proc/devices' second part: "major name" per registered major */
void blkdev_show(struct seq_buf *s)
{
	struct blk_major_name *n;

	seq_printf(s, "\nBlock devices:\n");
	mutex_lock(&block_class_lock);
	list_for_each_entry(n, &major_names, list)
		seq_printf(s, "%3u %s\n", n->major, n->name);
	mutex_unlock(&block_class_lock);
}

void blk_queue_logical_block_size(struct request_queue *q, unsigned int size)
{
	q->logical_block_size = size;
}
EXPORT_SYMBOL(blk_queue_logical_block_size);

/* what the medium's sectors are; nothing here reads it */
void blk_queue_physical_block_size(struct request_queue *q, unsigned int size)
{
	(void)q;
	(void)size;
}
EXPORT_SYMBOL(blk_queue_physical_block_size);

void blk_queue_max_hw_sectors(struct request_queue *q, unsigned int max)
{
	q->max_hw_sectors = max;
}
EXPORT_SYMBOL(blk_queue_max_hw_sectors);

static struct gendisk *to_disk(struct kobject *kobj)
{
	return container_of(kobj, struct gendisk, kobj);
}

/* The last reference: the driver's free_disk, then what came with it */
static void disk_release(struct kobject *kobj)
{
	struct gendisk *disk = to_disk(kobj);

	if (disk->fops && disk->fops->free_disk)
		disk->fops->free_disk(disk);
	bdev_free(disk->part0);
	kfree(disk->queue->hctx);
	kfree(disk->queue);
	kfree(disk);
}

/* /sys/block/NAME's files, with Linux's formats (sysfs-block ABI) */
struct disk_attribute {
	struct attribute attr;
	ssize_t (*show)(struct gendisk *disk, char *buf);
};

static ssize_t disk_attr_show(struct kobject *kobj, struct attribute *attr,
			      char *buf)
{
	return container_of(attr, struct disk_attribute, attr)->show(
		to_disk(kobj), buf);
}

static const struct sysfs_ops disk_sysfs_ops = {
	.show = disk_attr_show,
};

static const struct kobj_type disk_ktype = {
	.release = disk_release,
	.sysfs_ops = &disk_sysfs_ops,
};

static ssize_t size_show(struct gendisk *disk, char *buf)
{
	return sysfs_emit(buf, "%llu\n", (unsigned long long)
			  get_capacity(disk));
}

static ssize_t dev_show(struct gendisk *disk, char *buf)
{
	return sysfs_emit(buf, "%u:%u\n", MAJOR(disk_devt(disk)),
			  MINOR(disk_devt(disk)));
}

static ssize_t removable_show(struct gendisk *disk, char *buf)
{
	return sysfs_emit(buf, "%d\n",
			  !!(disk->flags & GENHD_FL_REMOVABLE));
}

static ssize_t ro_show(struct gendisk *disk, char *buf)
{
	(void)disk;
	return sysfs_emit(buf, "0\n");
}

#define DISK_ATTR(_name) \
	static struct disk_attribute disk_attr_##_name = \
		{ { #_name, 0444 }, _name##_show }
DISK_ATTR(size);
DISK_ATTR(dev);
DISK_ATTR(removable);
DISK_ATTR(ro);

static const struct attribute *disk_attrs[] = {
	&disk_attr_size.attr, &disk_attr_dev.attr, &disk_attr_removable.attr,
	&disk_attr_ro.attr, NULL,
};

/* A disk and a queue for a bio-based driver: 512-byte blocks until the
 * driver says (blk_queue_logical_block_size()) */
struct gendisk *__blk_alloc_disk(int node)
{
	struct gendisk *disk = kzalloc(sizeof(*disk), GFP_KERNEL);

	(void)node;
	if (!disk)
		return ERR_PTR(-ENOMEM);
	disk->queue = kzalloc(sizeof(*disk->queue), GFP_KERNEL);
	if (!disk->queue)
		goto out_disk;
	disk->queue->logical_block_size = SECTOR_SIZE;
	disk->queue->max_hw_sectors = UINT_MAX;
	disk->part0 = bdev_alloc(disk);
	if (!disk->part0)
		goto out_queue;
	INIT_LIST_HEAD(&disk->list);
	INIT_LIST_HEAD(&disk->parts);
	mutex_init(&disk->open_mutex);
	kobject_init(&disk->kobj, &disk_ktype);
	return disk;
out_queue:
	kfree(disk->queue);
out_disk:
	kfree(disk);
	return ERR_PTR(-ENOMEM);
}
EXPORT_SYMBOL(__blk_alloc_disk);

static bool disk_taken(const struct gendisk *disk)
{
	struct gendisk *d;

	list_for_each_entry(d, &disks, list)
		if (d->major == disk->major &&
		    d->first_minor == disk->first_minor)
			return true;
	return false;
}

/* A disk's numbers and name must be free; its size may be anything */
int device_add_disk(struct device *parent, struct gendisk *disk,
		    const void *groups)
{
	int err;

	(void)parent;
	(void)groups;
	if (!disk->major || !disk->fops || disk->added) {
		pr_err("add_disk: %s has no major or operations\n",
		       disk->disk_name);
		return -EINVAL;
	}
	mutex_lock(&block_class_lock);
	err = disk_taken(disk) ? -EEXIST :
	      kobject_add(&disk->kobj, block_kobj, "%s", disk->disk_name);
	if (!err)
		err = sysfs_create_files(&disk->kobj, disk_attrs);
	if (!err)
		err = devtmpfs_create_blk_node(disk->disk_name,
					       disk_devt(disk));
	if (err) {
		kobject_del(&disk->kobj);
	} else {
		disk->part0->bd_dev = disk_devt(disk);
		list_add_tail(&disk->list, &disks);
		disk->added = true;
	}
	mutex_unlock(&block_class_lock);
	if (!err)
		bdev_disk_changed(disk);	/* its partition table */
	return err;
}
EXPORT_SYMBOL(device_add_disk);

/* Gone from /dev, /sys and /proc; its dirty pages written back first,
 * while the driver still serves them */
void del_gendisk(struct gendisk *disk)
{
	if (!disk->added)
		return;
	invalidate_bdev(disk->part0);
	blk_drop_partitions(disk);
	mutex_lock(&block_class_lock);
	list_del_init(&disk->list);
	disk->added = false;
	devtmpfs_delete_node(disk->disk_name, disk_devt(disk));
	kobject_del(&disk->kobj);
	mutex_unlock(&block_class_lock);
}
EXPORT_SYMBOL(del_gendisk);

void put_disk(struct gendisk *disk)
{
	if (disk)
		kobject_put(&disk->kobj);
}
EXPORT_SYMBOL(put_disk);

/* The added disk that owns this number (its own or a partition's), or
 * NULL */
struct gendisk *get_gendisk(dev_t dev)
{
	struct gendisk *d, *found = NULL;

	mutex_lock(&block_class_lock);
	list_for_each_entry(d, &disks, list)
		if (MAJOR(dev) == (unsigned int)d->major &&
		    MINOR(dev) >= (unsigned int)d->first_minor &&
		    MINOR(dev) < (unsigned int)(d->first_minor +
						max(d->minors, 1)))
			found = d;
	mutex_unlock(&block_class_lock);
	return found;
}

/* Each added disk's dirty pages to it (sync(2)) */
void sync_all_blockdevs(void)
{
	struct gendisk *d;

	mutex_lock(&block_class_lock);
	list_for_each_entry(d, &disks, list)
		sync_blockdev(d->part0);
	mutex_unlock(&block_class_lock);
}

/* A partition's name, as /dev and /proc/partitions show it: the disk's
 * and the number, with a 'p' between when the disk's name ends in a
 * digit ("sbulla1", "loop0p1"); buf holds DISK_NAME_LEN + 4 */
void disk_name(struct gendisk *disk, int partno, char *buf)
{
	size_t len = strlen(disk->disk_name);
	char last = len ? disk->disk_name[len - 1] : 0;

	snprintf(buf, DISK_NAME_LEN + 4, "%s%s%d", disk->disk_name,
		 last >= '0' && last <= '9' ? "p" : "", partno);
}

/* /proc/partitions: sizes in 1 KiB blocks, each disk then its
 * partitions; nothing, not even the header, without a disk
 * (as Linux 6.1's show_partition()) */
static size_t partitions_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	struct gendisk *d;

	(void)priv;
	mutex_lock(&block_class_lock);
	if (!list_empty(&disks))
		seq_printf(&s, "major minor  #blocks  name\n\n");
	list_for_each_entry(d, &disks, list) {
		seq_printf(&s, "%4d  %7d %10llu %s\n", d->major,
			   d->first_minor,
			   (unsigned long long)get_capacity(d) >> 1,
			   d->disk_name);
		disk_show_partitions(&s, d);
	}
	mutex_unlock(&block_class_lock);
	return s.len;
}

static int __init genhd_device_init(void)
{
	block_kobj = kobject_create_and_add("block", NULL);
	if (!block_kobj ||
	    !fs_create_gen("proc/partitions", partitions_show, NULL))
		panic("block: cannot create /sys/block or /proc/partitions");
	return 0;
}
device_initcall(genhd_device_init);
