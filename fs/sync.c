// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sync.c - sync(2), fsync(2), fdatasync(2).  Files in the in-memory
 * tree (fs/ramfs/inode.c) have no disk to go to: for them there is
 * nothing to do.  A disk's node caches the disk's pages (block/bdev.c):
 * sync(2) writes every mounted ext2 tree onto its disk (fs/ext2/super.c),
 * then every disk's dirty pages back; fsync(2) on a node that disk's.  busybox's init calls sync before poweroff.
 * sync_file_range(2) writes a disk node's pages back as fsync(2) does
 * (the whole disk's, not just the range's).
 */
#include "linux/blkdev.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/stat.h"
#include "linux/syscalls.h"

#define SYNC_FILE_RANGE_ALL	7	/* WAIT_BEFORE | WRITE | WAIT_AFTER */

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

/*
 * sync_file_range (314): i386 passes offset and nbytes in register
 * pairs, low word first.  Linux's checks in its order: no file, or an
 * O_PATH one, which names a file but is not open for anything (EBADF);
 * an unknown flag, a negative offset or length, an end past 2^63 - 1
 * (EINVAL); a file that is no regular file, block device, directory or
 * link (ESPIPE: a pipe, a socket, /dev/null).  Flags 0 ask for nothing.
 */
long sys_sync_file_range(int fd, u32 off_lo, u32 off_hi, u32 len_lo,
			 u32 len_hi, unsigned int flags)
{
	loff_t offset = (loff_t)((u64)off_hi << 32 | off_lo);
	loff_t nbytes = (loff_t)((u64)len_hi << 32 | len_lo);
	struct fd f = fdget((unsigned int)fd);
	umode_t mode;
	long ret = -EBADF;

	if (!f.file || (f.file->f_flags & O_PATH))
		goto out;	/* fdput() of no file does nothing */
	ret = -EINVAL;
	if ((flags & ~SYNC_FILE_RANGE_ALL) || offset < 0 || nbytes < 0 ||
	    offset > LLONG_MAX - nbytes)
		goto out;
	mode = f.file->f_inode ? inode_mode(f.file->f_inode) : 0;
	ret = -ESPIPE;
	if (!S_ISREG(mode) && !S_ISBLK(mode) && !S_ISDIR(mode) &&
	    !S_ISLNK(mode))
		goto out;
	ret = 0;
	if (flags && f.file->f_op == &def_blk_fops)
		ret = sync_blockdev(f.file->private_data);
out:
	fdput(f);
	return ret;
}
