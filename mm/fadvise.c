// SPDX-License-Identifier: GPL-2.0
/*
 * mm/fadvise.c - posix_fadvise(2): what a program says it will do with
 * a file's range.  The page cache here reads nothing ahead and keeps
 * every page, so valid advice is taken and changes nothing, as Linux
 * takes it for a file on a memory file system; what Linux refuses is
 * refused: EBADF, ESPIPE for a pipe or FIFO, EINVAL for a negative
 * length or unknown advice.
 *
 * i386 passes 64-bit values in register pairs, low word first:
 * fadvise64 (250) is (fd, offset, offset_high, len, advice) with a
 * 32-bit length, fadvise64_64 (272) - glibc's - is (fd, offset,
 * offset_high, len, len_high, advice).
 *
 * readahead(2) (225: fd, offset, offset_high, count) is the advice
 * WILLNEED, taken the same way, for a regular file open for reading;
 * others are EBADF (not open for reading) or EINVAL.
 */
#include "linux/kernel.h"
#include "linux/fcntl.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/stat.h"
#include "linux/pipe_fs_i.h"
#include "linux/syscalls.h"

#define POSIX_FADV_NOREUSE	5	/* the highest advice (0..5) */

static long do_fadvise(int fd, loff_t offset, loff_t len, int advice)
{
	struct fd f = fdget((unsigned int)fd);
	long err = 0;

	(void)offset;
	if (!f.file)
		return -EBADF;
	if (f.file->f_op == &pipefifo_fops)
		err = -ESPIPE;
	else if (len < 0 || advice < 0 || advice > POSIX_FADV_NOREUSE)
		err = -EINVAL;
	fdput(f);
	return err;
}

static loff_t pair(u32 low, u32 high)
{
	return (loff_t)(((u64)high << 32) | low);
}

long sys_fadvise64(int fd, u32 offset, u32 offset_high, size_t len,
		   int advice)
{
	return do_fadvise(fd, pair(offset, offset_high), (loff_t)len, advice);
}

long sys_fadvise64_64(int fd, u32 offset, u32 offset_high, u32 len,
		      u32 len_high, int advice)
{
	return do_fadvise(fd, pair(offset, offset_high), pair(len, len_high),
			  advice);
}

long sys_readahead(int fd, u32 offset, u32 offset_high, size_t count)
{
	struct fd f = fdget((unsigned int)fd);
	long err = 0;

	(void)offset, (void)offset_high, (void)count;
	if (!f.file)
		return -EBADF;
	if (!(f.file->f_mode & FMODE_READ) || (f.file->f_flags & O_PATH))
		err = -EBADF;
	else if (!f.file->f_inode || !S_ISREG(inode_mode(f.file->f_inode)))
		err = -EINVAL;
	fdput(f);
	return err;
}
