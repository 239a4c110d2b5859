// SPDX-License-Identifier: GPL-2.0
/*
 * fs/read_write.c - read(2), write(2), readv(2), writev(2), lseek(2) and
 * _llseek(2): the descriptor's file does the work through its f_op.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/syscalls.h"

#define SEEK_SET	0
#define SEEK_CUR	1
#define SEEK_END	2
#define IOV_MAX		1024	/* UIO_MAXIOV */
#define MAX_RW_COUNT	0x7ffff000UL	/* read(2): larger counts shrink */

long sys_read(unsigned int fd, char __user *buf, size_t count)
{
	struct file *f = fget((int)fd);

	if (!f || (f->f_flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	if (!f->f_op->read)
		return -EINVAL;
	count = min(count, MAX_RW_COUNT);
	if (!access_ok(buf, count))
		return -EFAULT;
	return f->f_op->read(f, buf, count, &f->f_pos);
}

long sys_write(unsigned int fd, const char __user *buf, size_t count)
{
	struct file *f = fget((int)fd);

	if (!f || (f->f_flags & O_ACCMODE) == O_RDONLY)
		return -EBADF;
	if (!f->f_op->write)
		return -EINVAL;
	count = min(count, MAX_RW_COUNT);
	if (!access_ok(buf, count))
		return -EFAULT;
	return f->f_op->write(f, buf, count, &f->f_pos);
}

struct iovec {
	void __user *iov_base;
	size_t iov_len;
};

/* One read or write per vector element, until one comes up short */
static long do_rw_vec(unsigned int fd, const struct iovec __user *vec,
		      unsigned long vlen, bool write)
{
	long total = 0;
	unsigned long i;

	if (vlen > IOV_MAX)
		return -EINVAL;
	if (!fget((int)fd))
		return -EBADF;
	for (i = 0; i < vlen; i++) {
		struct iovec v;
		long n;

		if (copy_from_user(&v, vec + i, sizeof(v)))
			return -EFAULT;
		if ((long)v.iov_len < 0)
			return -EINVAL;
		if (!v.iov_len)
			continue;
		n = write ? sys_write(fd, v.iov_base, v.iov_len) :
			    sys_read(fd, v.iov_base, v.iov_len);
		if (n < 0)
			return total ? total : n;
		total += n;
		if ((size_t)n < v.iov_len)
			break;
	}
	return total;
}

long sys_readv(unsigned int fd, const struct iovec __user *vec,
	       unsigned long vlen)
{
	return do_rw_vec(fd, vec, vlen, false);
}

long sys_writev(unsigned int fd, const struct iovec __user *vec,
		unsigned long vlen)
{
	return do_rw_vec(fd, vec, vlen, true);
}

/* Devices and pipes cannot seek: ESPIPE (lseek(2)) */
static long long do_lseek(unsigned int fd, long long off, unsigned int whence)
{
	struct file *f = fget((int)fd);
	long long base;

	if (!f)
		return -EBADF;
	if (!f->f_inode || f->f_inode->fops)
		return -ESPIPE;
	switch (whence) {
	case SEEK_SET:
		base = 0;
		break;
	case SEEK_CUR:
		base = f->f_pos;
		break;
	case SEEK_END:
		base = f->private_data ? (long long)f->private_len :
					 (long long)f->f_inode->size;
		break;
	default:
		return -EINVAL;
	}
	if (base + off < 0)
		return -EINVAL;
	f->f_pos = base + off;
	return f->f_pos;
}

long sys_lseek(unsigned int fd, long off, unsigned int whence)
{
	long long pos = do_lseek(fd, off, whence);

	if (pos > 0x7fffffffLL)
		return -EOVERFLOW;
	return (long)pos;
}

long sys_llseek(unsigned int fd, unsigned long high, unsigned long low,
		loff_t __user *result, unsigned int whence)
{
	long long pos = do_lseek(fd, (long long)((u64)high << 32 | low),
				 whence);

	if (pos < 0)
		return (long)pos;
	return copy_to_user(result, &pos, sizeof(pos)) ? -EFAULT : 0;
}
