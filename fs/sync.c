// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sync.c - sync(2), fsync(2), fdatasync(2).  Files in the in-memory
 * tree (fs/ramfs/inode.c) have no disk to go to: for them there is
 * nothing to do.  A disk's node caches the disk's pages (block/bdev.c):
 * sync(2) writes every mounted ext2 tree onto its disk (fs/ext2/super.c),
 * then every disk's dirty pages back; fsync(2) on a node that disk's.  busybox's init calls sync before poweroff.
 */
#include "linux/blkdev.h"
#include "linux/file.h"
#include "linux/syscalls.h"

long sys_sync(void)
{
	ext2_sync_all();	/* the trees onto their disks' pages first */
	sync_all_blockdevs();
	return 0;
}

/* A pipe, a socket or another device has nothing to sync: EINVAL
 * (fsync(2) ERRORS) */
long sys_fsync(unsigned int fd)
{
	struct fd f = fdget(fd);
	struct inode *inode;
	long ret = 0;

	if (!f.file)
		return -EBADF;
	inode = f.file->f_inode;
	if (f.file->f_op == &def_blk_fops)
		ret = sync_blockdev(f.file->private_data);
	else if (!inode || inode->i_pipe || (inode->fops && !inode->is_dir))
		ret = -EINVAL;
	fdput(f);
	return ret;
}

/* the data is all a disk's node has */
long sys_fdatasync(unsigned int fd)
{
	return sys_fsync(fd);
}
