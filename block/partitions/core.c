// SPDX-License-Identifier: GPL-2.0
/*
 * block/partitions/core.c - a disk's partitions.  At add_disk() and at
 * ioctl(BLKRRPART) the disk's partition table is read (msdos.c, through
 * the disk's page cache) and each partition becomes a struct
 * block_device with the number first_minor + N: /dev/sbulla1, a line of
 * /proc/partitions, /sys/block/sbulla/sbulla1/{start,size,partition,
 * dev,ro,...}.  As in Linux 6.1 (block/ioctl.c's blkdev_reread_part()), the
 * table is not read again while a partition is open or mounted: EBUSY.
 * The partitions go at the next read of the table or at del_gendisk().
 */
#include "linux/kernel.h"
#include "linux/blkdev.h"
#include "linux/device.h"
#include "linux/printk.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/sysfs.h"
#include "check.h"

static struct block_device *to_part(struct kobject *kobj)
{
	return container_of(kobj, struct block_device, bd_kobj);
}

/* The last reference (an open file's, or the disk's list): a partition
 * has no cache of its own to free */
static void part_release(struct kobject *kobj)
{
	kfree(to_part(kobj));
}

/* /sys/block/DISK/PART's files, with Linux's formats (sysfs-block ABI) */
static const struct kobj_type part_ktype = {
	.release = part_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

static ssize_t start_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%lu\n",
			  (unsigned long)to_part(kobj)->bd_start_sect);
}

static ssize_t size_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%lu\n",
			  (unsigned long)to_part(kobj)->bd_nr_sectors);
}

static ssize_t partition_show(struct kobject *kobj,
			      struct kobj_attribute *attr, char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%u\n", to_part(kobj)->bd_partno);
}

static ssize_t dev_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	dev_t dev = to_part(kobj)->bd_dev;

	(void)attr;
	return sysfs_emit(buf, "%u:%u\n", MAJOR(dev), MINOR(dev));
}

/* ro, alignment_offset, discard_alignment: nothing here is read-only
 * or misaligned */
static ssize_t zero_show(struct kobject *kobj, struct kobj_attribute *attr,
			 char *buf)
{
	(void)kobj;
	(void)attr;
	return sysfs_emit(buf, "0\n");
}

static struct kobj_attribute part_attr[] = {
	__ATTR_RO(start), __ATTR_RO(size), __ATTR_RO(partition),
	__ATTR_RO(dev), __ATTR(ro, 0444, zero_show, NULL),
	__ATTR(alignment_offset, 0444, zero_show, NULL),
	__ATTR(discard_alignment, 0444, zero_show, NULL),
};

static const struct attribute *part_attrs[] = {
	&part_attr[0].attr, &part_attr[1].attr, &part_attr[2].attr,
	&part_attr[3].attr, &part_attr[4].attr, &part_attr[5].attr,
	&part_attr[6].attr, NULL,
};

/* Partition partno of disk, sectors [from, from + size): its sysfs
 * directory and /dev node; disk->open_mutex held */
static int add_partition(struct gendisk *disk, int partno, sector_t from,
			 sector_t size)
{
	struct block_device *part = bdev_alloc(disk);
	char name[DISK_NAME_LEN + 4];
	int err;

	if (!part)
		return -ENOMEM;
	part->bd_partno = partno;
	part->bd_start_sect = from;
	part->bd_nr_sectors = size;
	part->bd_dev = MKDEV(disk->major, disk->first_minor + partno);
	disk_name(disk, partno, name);
	kobject_init(&part->bd_kobj, &part_ktype);
	err = kobject_add(&part->bd_kobj, &disk->kobj, "%s", name);
	if (!err)
		err = sysfs_create_files(&part->bd_kobj, part_attrs);
	if (!err)
		err = devtmpfs_create_blk_node(name, part->bd_dev);
	if (err) {
		kobject_del(&part->bd_kobj);
		kobject_put(&part->bd_kobj);
		return err;
	}
	list_add_tail(&part->bd_part_list, &disk->parts);
	return 0;
}

/* Every partition gone from /dev and /sys; an open one is freed at its
 * last close.  disk->open_mutex held. */
static void drop_partitions(struct gendisk *disk)
{
	struct block_device *part, *next;
	char name[DISK_NAME_LEN + 4];

	list_for_each_entry_safe(part, next, &disk->parts, bd_part_list) {
		disk_name(disk, part->bd_partno, name);
		devtmpfs_delete_node(name, part->bd_dev);
		list_del_init(&part->bd_part_list);
		kobject_del(&part->bd_kobj);
		kobject_put(&part->bd_kobj);
	}
}

void blk_drop_partitions(struct gendisk *disk)
{
	mutex_lock(&disk->open_mutex);
	drop_partitions(disk);
	mutex_unlock(&disk->open_mutex);
}

/* The number dev of disk: the disk itself or one of its partitions, or
 * NULL; disk->open_mutex held */
struct block_device *disk_get_part(struct gendisk *disk, dev_t dev)
{
	struct block_device *part;

	if (dev == disk_devt(disk))
		return disk->part0;
	list_for_each_entry(part, &disk->parts, bd_part_list)
		if (part->bd_dev == dev)
			return part;
	return NULL;
}

/* /proc/partitions' lines of disk's partitions (block/genhd.c) */
void disk_show_partitions(struct seq_buf *s, struct gendisk *disk)
{
	struct block_device *part;
	char name[DISK_NAME_LEN + 4];

	mutex_lock(&disk->open_mutex);
	list_for_each_entry(part, &disk->parts, bd_part_list) {
		disk_name(disk, part->bd_partno, name);
		seq_printf(s, "%4d  %7d %10llu %s\n", disk->major,
			   MINOR(part->bd_dev),
			   (unsigned long long)part->bd_nr_sectors >> 1, name);
	}
	mutex_unlock(&disk->open_mutex);
}

/* The parser's view of the disk: its sectors through the page cache */
static int read_sector(void *dev, u64 n, unsigned char *buf)
{
	return bdev_rw_kernel(dev, (loff_t)n << SECTOR_SHIFT, buf, SECTOR_SIZE,
			      false);
}

/* Read the table and make what it says; disk->open_mutex held, no
 * partition open.  Messages as Linux's check_partition(). */
static int scan_partitions(struct gendisk *disk,
			   struct parsed_partitions *state)
{
	const char *line, *end;
	int err, i;

	err = blkdev_get_whole(disk->part0, FMODE_READ);
	if (err)
		return err;
	*state = (struct parsed_partitions){
		.name = disk->disk_name, .capacity = get_capacity(disk),
		.limit = disk->minors, .read_sector = read_sector,
		.dev = disk->part0,
	};
	err = msdos_partition(state);
	blkdev_put_whole(disk->part0, FMODE_READ);
	if (err < 0) {
		pr_info(" %s: unable to read partition table\n", disk->disk_name);
		if (err == -ENOSPC)
			pr_warn("%s: partition table beyond EOD, truncated\n",
				disk->disk_name);
		return -EIO;
	}
	if (!err)
		return 0;
	pr_info("%s\n", state->line);
	/* then the damage, as Linux's blk_add_partition() reports it */
	for (line = state->msgs; *line; line = *end ? end + 1 : end) {
		end = strchr(line, '\n') ?: line + strlen(line);
		pr_warn("%.*s\n", (int)(end - line), line);
	}
	for (err = 0, i = 1; i < state->limit && !err; i++)
		if (state->parts[i].size)
			err = add_partition(disk, i, state->parts[i].from,
					    state->parts[i].size);
	return err;
}

/* The partitions dropped and the table read again (add_disk(),
 * BLKRRPART): 0, -EBUSY while one is open, -EIO if the table cannot be
 * read */
int bdev_disk_changed(struct gendisk *disk)
{
	struct parsed_partitions *state = kmalloc(sizeof(*state), GFP_KERNEL);
	int err = -EBUSY;

	/* no numbers for partitions: nothing to read (as GENHD_FL_NO_PART) */
	if (disk->minors <= 1 || (disk->flags & GENHD_FL_NO_PART)) {
		kfree(state);
		return 0;
	}
	if (!state)
		return -ENOMEM;
	mutex_lock(&disk->open_mutex);
	if (!disk->open_partitions) {
		drop_partitions(disk);
		err = get_capacity(disk) ? scan_partitions(disk, state) : 0;
	}
	mutex_unlock(&disk->open_mutex);
	kfree(state);
	return err;
}
