// SPDX-License-Identifier: GPL-2.0
/*
 * block/ioctl.c - ioctl(2) on a disk's node.  The generic ones are
 * answered here, as Linux's blkdev_ioctl() does: the size in sectors
 * (BLKGETSIZE, an unsigned long) and in bytes
 * (BLKGETSIZE64), the logical block size (BLKSSZGET), BLKFLSBUF (write
 * back and drop the cached pages: CAP_SYS_ADMIN), HDIO_GETGEO through
 * the driver's getgeo, BLKRRPART (read the partition table again:
 * block/partitions/core.c); anything else goes to the driver's ioctl,
 * ENOTTY without one.
 */
#include "linux/kernel.h"
#include "linux/blkdev.h"
#include "linux/capability.h"
#include "linux/hdreg.h"
#include "linux/uaccess.h"

static long blkdev_getgeo(struct block_device *bdev, void __user *arg)
{
	struct gendisk *disk = bdev->bd_disk;
	struct hd_geometry geo = { 0 };
	int err;

	if (!disk->fops->getgeo)
		return -ENOTTY;
	err = disk->fops->getgeo(bdev, &geo);
	if (err)
		return err;
	return copy_to_user(arg, &geo, sizeof(geo)) ? -EFAULT : 0;
}

long blkdev_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct block_device *bdev = f->private_data;
	struct gendisk *disk = bdev->bd_disk;
	void __user *argp = (void __user *)arg;
	sector_t sectors = bdev_nr_sectors(bdev);
	u64 bytes = (u64)sectors << SECTOR_SHIFT;

	switch (cmd) {
	case BLKGETSIZE:
		return put_user((unsigned long)sectors,
				(unsigned long __user *)argp);
	case BLKGETSIZE64:
		return copy_to_user(argp, &bytes, sizeof(bytes)) ? -EFAULT : 0;
	case BLKSSZGET:
		return put_user((int)bdev_logical_block_size(bdev),
				(int __user *)argp);
	case BLKFLSBUF:
		if (!capable(CAP_SYS_ADMIN))
			return -EACCES;
		invalidate_bdev(bdev);
		return 0;
	case HDIO_GETGEO:
		return blkdev_getgeo(bdev, argp);
	case BLKRRPART:		/* Linux 6.1's blkdev_reread_part() */
		if (!capable(CAP_SYS_ADMIN))
			return -EACCES;
		if (bdev->bd_partno)
			return -EINVAL;
		return bdev_disk_changed(disk);
	}
	if (!disk->fops->ioctl)
		return -ENOTTY;
	return disk->fops->ioctl(bdev, f->f_mode, cmd, arg);
}
