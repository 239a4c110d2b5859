// SPDX-License-Identifier: GPL-2.0
/*
 * fs/read_write.c - read(2), write(2), pread64(2), pwrite64(2),
 * readv(2), writev(2), lseek(2),
 * _llseek(2) and sendfile(2): the descriptor's file does the work through its f_op,
 * by way of vfs_read()/vfs_write() (the names an oops's Call Trace
 * shows between a driver's method and the system call, as Linux's),
 * and the llseek methods a driver may name.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/limits.h"
#include "linux/slab.h"
#include "linux/syscalls.h"

#define IOV_MAX		1024	/* UIO_MAXIOV */
#define MAX_RW_COUNT	0x7ffff000UL	/* read(2): larger counts shrink */

/* noinline: each VFS step stays a frame of its own in a Call Trace */
noinline ssize_t vfs_read(struct file *f, char __user *buf, size_t count,
			  loff_t *pos)
{
	if ((f->f_flags & O_ACCMODE) == O_WRONLY)
		return -EBADF;
	if (!f->f_op->read)
		return -EINVAL;
	/* the whole range first, as Linux: a count past user space is
	 * EFAULT, even if the file has fewer bytes than that */
	if (!access_ok(buf, count))
		return -EFAULT;
	count = min(count, MAX_RW_COUNT);
	return f->f_op->read(f, buf, count, pos);
}
EXPORT_SYMBOL(vfs_read);

noinline ssize_t vfs_write(struct file *f, const char __user *buf,
			   size_t count, loff_t *pos)
{
	if ((f->f_flags & O_ACCMODE) == O_RDONLY)
		return -EBADF;
	if (!f->f_op->write)
		return -EINVAL;
	if (!access_ok(buf, count))
		return -EFAULT;
	count = min(count, MAX_RW_COUNT);
	return f->f_op->write(f, buf, count, pos);
}
EXPORT_SYMBOL(vfs_write);

/*
 * Each call holds the file for its whole length (fdget()): another
 * thread's close(2) cannot free it under a read asleep on a pipe.
 */
static long do_rw(unsigned int fd, char __user *buf, size_t count,
		  bool write)
{
	struct fd f = fdget(fd);
	long ret = -EBADF;

	if (f.file && write)
		ret = vfs_write(f.file, buf, count, &f.file->f_pos);
	else if (f.file)
		ret = vfs_read(f.file, buf, count, &f.file->f_pos);
	fdput(f);
	return ret;
}

long sys_read(unsigned int fd, char __user *buf, size_t count)
{
	return do_rw(fd, buf, count, false);
}

long sys_write(unsigned int fd, const char __user *buf, size_t count)
{
	return do_rw(fd, (char __user *)buf, count, true);
}

/* pread64(2)/pwrite64(2): at a position of their own, f_pos untouched;
 * a file that cannot seek (no llseek: a pipe, a terminal) is ESPIPE */
static long pos_rw(struct file *f, char __user *buf, size_t count,
		   long long pos, bool write)
{
	if (pos < 0)
		return -EINVAL;
	if (!f->f_op->llseek)
		return -ESPIPE;
	return write ? vfs_write(f, buf, count, &pos) :
		       vfs_read(f, buf, count, &pos);
}

static long do_pos_rw(unsigned int fd, char __user *buf, size_t count,
		      long long pos, bool write)
{
	struct fd f = fdget(fd);
	long ret = -EBADF;

	if (f.file)
		ret = pos_rw(f.file, buf, count, pos, write);
	fdput(f);
	return ret;
}

/* the 64-bit position comes in two registers, low word first */
long sys_pread64(unsigned int fd, char __user *buf, size_t count,
		 unsigned long lo, unsigned long hi)
{
	return do_pos_rw(fd, buf, count, (long long)((u64)hi << 32 | lo),
			 false);
}

long sys_pwrite64(unsigned int fd, const char __user *buf, size_t count,
		  unsigned long lo, unsigned long hi)
{
	return do_pos_rw(fd, (char __user *)buf, count,
			 (long long)((u64)hi << 32 | lo), true);
}

struct iovec {
	void __user *iov_base;
	size_t iov_len;
};

/* One read or write per vector element, until one comes up short */
static long rw_vec(struct file *f, const struct iovec __user *vec,
		   unsigned long vlen, bool write)
{
	long total = 0;
	unsigned long i;

	for (i = 0; i < vlen; i++) {
		struct iovec v;
		long n;

		if (copy_from_user(&v, vec + i, sizeof(v)))
			return -EFAULT;
		if ((long)v.iov_len < 0)
			return -EINVAL;
		if (!v.iov_len)
			continue;
		n = write ? vfs_write(f, v.iov_base, v.iov_len, &f->f_pos) :
			    vfs_read(f, v.iov_base, v.iov_len, &f->f_pos);
		if (n < 0)
			return total ? total : n;
		total += n;
		if ((size_t)n < v.iov_len)
			break;
	}
	return total;
}

static long do_rw_vec(unsigned int fd, const struct iovec __user *vec,
		      unsigned long vlen, bool write)
{
	struct fd f;
	long ret;

	if (vlen > IOV_MAX)
		return -EINVAL;
	f = fdget(fd);
	ret = f.file ? rw_vec(f.file, vec, vlen, write) : -EBADF;
	fdput(f);
	return ret;
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

/*
 * The new position from whence and off, if it lies in [0, maxsize]
 * (lseek(2): EINVAL otherwise); eof is where SEEK_END counts from.
 */
loff_t generic_file_llseek_size(struct file *f, loff_t off, int whence,
				loff_t maxsize, loff_t eof)
{
	loff_t base;

	switch (whence) {
	case SEEK_SET:
		base = 0;
		break;
	case SEEK_CUR:
		base = f->f_pos;
		break;
	case SEEK_END:
		base = eof;
		break;
	default:
		return -EINVAL;
	}
	if ((off < 0 && base + off < 0) || (off > 0 && off > maxsize - base))
		return -EINVAL;
	f->f_pos = base + off;
	return f->f_pos;
}
EXPORT_SYMBOL(generic_file_llseek_size);

/* A device of size bytes: no seeking past its end */
loff_t fixed_size_llseek(struct file *f, loff_t off, int whence, loff_t size)
{
	return generic_file_llseek_size(f, off, whence, size, size);
}
EXPORT_SYMBOL(fixed_size_llseek);

/* Anywhere in a file of the inode's size (0 for a device node) */
loff_t generic_file_llseek(struct file *f, loff_t off, int whence)
{
	loff_t size = f->f_inode ? (loff_t)f->f_inode->size : 0;

	return generic_file_llseek_size(f, off, whence, LLONG_MAX, size);
}
EXPORT_SYMBOL(generic_file_llseek);

loff_t default_llseek(struct file *f, loff_t off, int whence)
{
	return generic_file_llseek(f, off, whence);
}
EXPORT_SYMBOL(default_llseek);

/* Seeks "succeed" and move nothing: for devices that ignore position */
loff_t noop_llseek(struct file *f, loff_t off, int whence)
{
	(void)off, (void)whence;
	return f->f_pos;
}
EXPORT_SYMBOL(noop_llseek);

loff_t no_llseek(struct file *f, loff_t off, int whence)
{
	(void)f, (void)off, (void)whence;
	return -ESPIPE;
}
EXPORT_SYMBOL(no_llseek);

/* A driver's open says its file has no position: lseek(2) is ESPIPE */
int nonseekable_open(struct inode *inode, struct file *f)
{
	f->f_mode &= ~(FMODE_LSEEK | FMODE_PREAD | FMODE_PWRITE);
	return 0;
}
EXPORT_SYMBOL(nonseekable_open);

/*
 * A file without llseek (a pipe, a terminal), or opened with
 * nonseekable_open(), cannot seek: ESPIPE
 */
static long long do_lseek(unsigned int fd, long long off, unsigned int whence)
{
	struct fd f = fdget(fd);
	long long ret = -EBADF;

	if (f.file && (!(f.file->f_mode & FMODE_LSEEK) ||
		       !f.file->f_op->llseek))
		ret = -ESPIPE;
	else if (f.file)
		ret = f.file->f_op->llseek(f.file, off, (int)whence);
	fdput(f);
	return ret;
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

/*
 * Write count bytes of a kernel buffer to f through its own write
 * method, as if they came from user space (Linux 2.6 did this with
 * set_fs(KERNEL_DS)): only the kernel may point there, so only the
 * kernel may call this.
 */
static ssize_t kernel_write(struct file *f, const void *buf, size_t count,
			    loff_t *pos)
{
	struct thread_info *ti = current_thread_info();
	ssize_t ret;

	ti->uaccess_kernel = true;
	ret = f->f_op->write(f, (const char __user *)buf, count, pos);
	ti->uaccess_kernel = false;
	return ret;
}

/* Copy from in's pages at *pos to out, a page at a time, until count
 * bytes, the end of in, or a short or failed write: how many, or the
 * first error */
static long sendfile_copy(struct file *out, struct inode *in, loff_t *pos,
			  size_t count)
{
	char *page = kmalloc(PAGE_SIZE, GFP_KERNEL);
	long done = 0;

	if (!page)
		return -ENOMEM;
	while ((size_t)done < count && *pos < (loff_t)in->size) {
		size_t n = filemap_read(in, (size_t)*pos, page,
					min(count - done, PAGE_SIZE));
		ssize_t w = kernel_write(out, page, n, &out->f_pos);

		if (w <= 0) {
			done = done ? done : w;
			break;
		}
		*pos += w;
		done += w;
		if ((size_t)w < n)
			break;
	}
	kfree(page);
	if (done > 0)
		touch_atime(in);
	return done;
}

/*
 * sendfile(2) in the order of Linux's do_sendfile(): in open for reading
 * (EBADF) and a file kept in memory (EINVAL: a pipe, a socket, a device),
 * the position (EINVAL below 0), out open for writing (EBADF), not in
 * append mode (EINVAL).  From *ppos if given (in's own position stays),
 * else from in's position, which moves.
 */
static long do_sendfile(int out_fd, int in_fd, loff_t *ppos, size_t count)
{
	struct fd in = fdget(in_fd), out = { NULL };
	long ret = -EBADF;
	loff_t pos;

	if (!in.file || (in.file->f_flags & O_ACCMODE) == O_WRONLY)
		goto put_in;
	ret = -EINVAL;
	if (!in.file->f_inode || !inode_keeps_bytes(in.file->f_inode))
		goto put_in;
	pos = ppos ? *ppos : in.file->f_pos;
	if (pos < 0)
		goto put_in;
	out = fdget(out_fd);
	ret = -EBADF;
	if (!out.file || (out.file->f_flags & O_ACCMODE) == O_RDONLY)
		goto put_out;
	ret = -EINVAL;
	if ((out.file->f_flags & O_APPEND) || !out.file->f_op->write)
		goto put_out;
	ret = sendfile_copy(out.file, in.file->f_inode, &pos,
			    min(count, MAX_RW_COUNT));
	if (ppos)
		*ppos = pos;
	else
		in.file->f_pos = pos;
put_out:
	fdput(out);
put_in:
	fdput(in);
	return ret;
}

/* sendfile (187): the offset a 32-bit off_t */
long sys_sendfile(int out_fd, int in_fd, long __user *offset, size_t count)
{
	loff_t pos;
	long off, ret;

	if (!offset)
		return do_sendfile(out_fd, in_fd, NULL, count);
	if (get_user(off, offset))
		return -EFAULT;
	pos = off;
	ret = do_sendfile(out_fd, in_fd, &pos, count);
	if (put_user((long)pos, offset))
		return -EFAULT;
	return ret;
}

/* sendfile64 (239): the offset a 64-bit loff_t */
long sys_sendfile64(int out_fd, int in_fd, loff_t __user *offset,
		    size_t count)
{
	loff_t pos;
	long ret;

	if (!offset)
		return do_sendfile(out_fd, in_fd, NULL, count);
	if (copy_from_user(&pos, offset, sizeof(pos)))
		return -EFAULT;
	ret = do_sendfile(out_fd, in_fd, &pos, count);
	if (copy_to_user(offset, &pos, sizeof(pos)))
		return -EFAULT;
	return ret;
}
