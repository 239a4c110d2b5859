// SPDX-License-Identifier: GPL-2.0
/*
 * fs/read_write.c - read(2), write(2), pread64(2), pwrite64(2),
 * readv(2), writev(2), preadv(2), pwritev(2), lseek(2),
 * _llseek(2) and sendfile(2): the descriptor's file does the work through its f_op,
 * by way of vfs_read()/vfs_write() (the names an oops's Call Trace
 * shows between a driver's method and the system call, as Linux's),
 * and the llseek methods a driver may name.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/fanotify.h"
#include "linux/fsnotify.h"
#include "linux/limits.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/uio.h"

/*
 * A file gives read or read_iter (or both); each call below uses what
 * there is, as Linux's vfs_read() and do_iter_read() do: read(2) prefers
 * read and otherwise makes its one buffer an iov_iter for read_iter;
 * readv(2) prefers read_iter, one call for the whole vector, and
 * otherwise calls read once per element.  The same for writes.
 */

/* The one buffer of read(2) or write(2) through read_iter/write_iter:
 * a kiocb at *pos (moved to where the method left it) */
static ssize_t sync_iter_rw(struct file *f, char __user *buf, size_t count,
			    loff_t *pos, bool write)
{
	struct iovec iov = { .iov_base = buf, .iov_len = count };
	struct iov_iter iter;
	struct kiocb kiocb;
	ssize_t ret;

	init_sync_kiocb(&kiocb, f);
	kiocb.ki_pos = *pos;
	iov_iter_init(&iter, write ? WRITE : READ, &iov, 1, count);
	ret = write ? f->f_op->write_iter(&kiocb, &iter) :
		      f->f_op->read_iter(&kiocb, &iter);
	*pos = kiocb.ki_pos;
	return ret;
}

/* open for it (EBADF) and with a method for it (EINVAL), in that order;
 * then a read asks fanotify's FAN_ACCESS_PERM listeners (EPERM) */
static int rw_allowed(struct file *f, bool write)
{
	if ((f->f_flags & O_ACCMODE) == (write ? O_RDONLY : O_WRONLY))
		return -EBADF;
	if (write ? !f->f_op->write && !f->f_op->write_iter :
		    !f->f_op->read && !f->f_op->read_iter)
		return -EINVAL;
	return write ? 0 : fsnotify_perm(f, FAN_ACCESS_PERM);
}

/*
 * noinline, and the driver's method called from right here: each VFS
 * step stays a frame of its own in a Call Trace, vfs_write between the
 * driver's write and the system call, as Linux's.  The whole range is
 * checked first, as Linux does: a count past user space is EFAULT, even
 * if the file has fewer bytes than that.
 */
noinline ssize_t vfs_read(struct file *f, char __user *buf, size_t count,
			  loff_t *pos)
{
	ssize_t ret = rw_allowed(f, false);

	if (ret)
		return ret;
	if (!access_ok(buf, count))
		return -EFAULT;
	count = min(count, MAX_RW_COUNT);
	if (f->f_op->read)
		ret = f->f_op->read(f, buf, count, pos);
	else
		ret = sync_iter_rw(f, buf, count, pos, false);
	if (ret > 0)
		fsnotify_file(f, IN_ACCESS);
	return ret;
}
EXPORT_SYMBOL(vfs_read);

noinline ssize_t vfs_write(struct file *f, const char __user *buf,
			   size_t count, loff_t *pos)
{
	ssize_t ret = rw_allowed(f, true);

	if (ret)
		return ret;
	if (!access_ok(buf, count))
		return -EFAULT;
	count = min(count, MAX_RW_COUNT);
	if (f->f_op->write)
		ret = f->f_op->write(f, buf, count, pos);
	else
		ret = sync_iter_rw(f, (char __user *)buf, count, pos, true);
	if (ret > 0)
		fsnotify_file(f, IN_MODIFY);
	return ret;
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

/* pread64(2)/pwrite64(2), preadv(2)/pwritev(2): at a position of their
 * own, f_pos untouched; a file that cannot seek (no llseek: a pipe, a
 * terminal; or nonseekable_open()) is ESPIPE.  (A negative position is
 * EINVAL before the descriptor is looked at, as Linux's.) */
static long pos_ok(struct file *f)
{
	if (!f->f_op->llseek || !(f->f_mode & FMODE_PREAD))
		return -ESPIPE;
	return 0;
}

static long do_pos_rw(unsigned int fd, char __user *buf, size_t count,
		      long long pos, bool write)
{
	struct fd f;
	long ret = -EBADF;

	if (pos < 0)
		return -EINVAL;
	f = fdget(fd);
	if (f.file)
		ret = pos_ok(f.file);
	if (f.file && !ret && write)
		ret = vfs_write(f.file, buf, count, &pos);
	else if (f.file && !ret)
		ret = vfs_read(f.file, buf, count, &pos);
	fdput(f);
	return ret;
}

/* the 64-bit position comes in two registers, low word first */
static long long pos_from(unsigned long lo, unsigned long hi)
{
	return (long long)((u64)hi << 32 | lo);
}

long sys_pread64(unsigned int fd, char __user *buf, size_t count,
		 unsigned long lo, unsigned long hi)
{
	return do_pos_rw(fd, buf, count, pos_from(lo, hi), false);
}

long sys_pwrite64(unsigned int fd, const char __user *buf, size_t count,
		  unsigned long lo, unsigned long hi)
{
	return do_pos_rw(fd, (char __user *)buf, count, pos_from(lo, hi),
			 true);
}

/* A file with only read or write: one call per piece of iter, until
 * one comes up short; what was done, or the first call's error */
static ssize_t loop_rw(struct file *f, struct iov_iter *iter, loff_t *pos,
		       bool write)
{
	ssize_t total = 0;

	while (iov_iter_count(iter)) {
		size_t len = min(iter->iov->iov_len - iter->iov_offset,
				 iov_iter_count(iter));
		char __user *at = (char __user *)iter->iov->iov_base +
				  iter->iov_offset;
		ssize_t n = write ? f->f_op->write(f, at, len, pos) :
				    f->f_op->read(f, at, len, pos);

		if (n < 0)
			return total ? total : n;
		total += n;
		if ((size_t)n < len)
			break;
		iov_iter_advance(iter, n);
	}
	return total;
}

/* A whole iov_iter, user pieces (readv(2)) or kernel ones: through
 * read_iter/write_iter if the file has it, else a piece at a time */
static ssize_t iter_rw(struct file *f, struct iov_iter *iter, loff_t *pos,
		       int flags, bool write)
{
	ssize_t ret = rw_allowed(f, write);
	struct kiocb kiocb;

	if (ret || !iov_iter_count(iter))
		return ret;
	if (!(write ? f->f_op->write_iter : f->f_op->read_iter)) {
		ret = iter_is_iovec(iter) ? loop_rw(f, iter, pos, write) :
					    -EINVAL;
	} else {
		init_sync_kiocb(&kiocb, f);
		kiocb.ki_flags |= flags;
		kiocb.ki_pos = *pos;
		ret = write ? f->f_op->write_iter(&kiocb, iter) :
			      f->f_op->read_iter(&kiocb, iter);
		*pos = kiocb.ki_pos;
	}
	if (ret > 0)
		fsnotify_file(f, write ? IN_MODIFY : IN_ACCESS);
	return ret;
}

ssize_t vfs_iter_read(struct file *f, struct iov_iter *iter, loff_t *ppos,
		      int flags)
{
	return iter_rw(f, iter, ppos, flags, false);
}
EXPORT_SYMBOL(vfs_iter_read);

ssize_t vfs_iter_write(struct file *f, struct iov_iter *iter, loff_t *ppos,
		       int flags)
{
	return iter_rw(f, iter, ppos, flags, true);
}
EXPORT_SYMBOL(vfs_iter_write);

/* readv(2)/writev(2) and the positioned preadv(2)/pwritev(2) (pos not
 * NULL): the vector checked whole before the file is asked (EINVAL,
 * EFAULT, as Linux's import_iovec()), then one iter_rw() */
static long vec_rw(struct file *f, const struct iovec __user *vec,
		   unsigned long vlen, loff_t *pos, bool write)
{
	struct iovec fast[UIO_FASTIOV], *iov = fast;
	struct iov_iter iter;
	long ret;

	if (vlen > UIO_MAXIOV)
		return -EINVAL;
	ret = import_iovec(write ? WRITE : READ, vec, vlen, UIO_FASTIOV, &iov,
			   &iter);
	if (ret < 0)
		return ret;
	ret = iter_rw(f, &iter, pos ? pos : &f->f_pos, 0, write);
	kfree(iov);
	return ret;
}

static long do_vec_rw(unsigned int fd, const struct iovec __user *vec,
		      unsigned long vlen, long long *pos, bool write)
{
	struct fd f;
	long ret = -EBADF;

	if (pos && *pos < 0)
		return -EINVAL;
	f = fdget(fd);
	if (f.file)
		ret = pos ? pos_ok(f.file) : 0;
	if (f.file && !ret)
		ret = vec_rw(f.file, vec, vlen, pos, write);
	fdput(f);
	return ret;
}

long sys_readv(unsigned int fd, const struct iovec __user *vec,
	       unsigned long vlen)
{
	return do_vec_rw(fd, vec, vlen, NULL, false);
}

long sys_writev(unsigned int fd, const struct iovec __user *vec,
		unsigned long vlen)
{
	return do_vec_rw(fd, vec, vlen, NULL, true);
}

long sys_preadv(unsigned int fd, const struct iovec __user *vec,
		unsigned long vlen, unsigned long lo, unsigned long hi)
{
	long long pos = pos_from(lo, hi);

	return do_vec_rw(fd, vec, vlen, &pos, false);
}

long sys_pwritev(unsigned int fd, const struct iovec __user *vec,
		 unsigned long vlen, unsigned long lo, unsigned long hi)
{
	long long pos = pos_from(lo, hi);

	return do_vec_rw(fd, vec, vlen, &pos, true);
}

/* Where whence counts from (lseek(2), fcntl(2)'s l_whence): 0 or
 * -EINVAL for an unknown one; eof is SEEK_END's */
int whence_base(const struct file *f, int whence, loff_t eof, loff_t *base)
{
	switch (whence) {
	case SEEK_SET:
		*base = 0;
		return 0;
	case SEEK_CUR:
		*base = f->f_pos;
		return 0;
	case SEEK_END:
		*base = eof;
		return 0;
	default:
		return -EINVAL;
	}
}

/*
 * The new position from whence and off, if it lies in [0, maxsize]
 * (lseek(2): EINVAL otherwise); eof is where SEEK_END counts from.
 * SEEK_DATA and SEEK_HOLE see the whole file as data and its end as
 * the one hole, as Linux's generic answer: ENXIO at or past the end.
 */
loff_t generic_file_llseek_size(struct file *f, loff_t off, int whence,
				loff_t maxsize, loff_t eof)
{
	loff_t base;

	if (whence == SEEK_DATA || whence == SEEK_HOLE) {
		if (off < 0 || off >= eof)
			return -ENXIO;
		if (whence == SEEK_HOLE)
			off = eof;
		if (off > maxsize)
			return -EINVAL;
		f->f_pos = off;
		return off;
	}
	if (whence_base(f, whence, eof, &base))
		return -EINVAL;
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
 * Read or write count bytes of a kernel buffer from or to f through its
 * own method, as if they were user space's (Linux 2.6 did this with
 * set_fs(KERNEL_DS)): only the kernel may point there, so only the
 * kernel may call these (sendfile(2) here, splice(2) in fs/splice.c).
 */
static ssize_t kernel_rw(struct file *f, void *buf, size_t count,
			 loff_t *pos, bool write)
{
	struct thread_info *ti = current_thread_info();
	ssize_t ret;

	if (!(write ? f->f_op->write || f->f_op->write_iter :
		     f->f_op->read || f->f_op->read_iter))
		return -EINVAL;
	ti->uaccess_kernel = true;
	if (write && f->f_op->write)
		ret = f->f_op->write(f, buf, count, pos);
	else if (!write && f->f_op->read)
		ret = f->f_op->read(f, buf, count, pos);
	else
		ret = sync_iter_rw(f, (char __user *)buf, count, pos, write);
	ti->uaccess_kernel = false;
	return ret;
}

ssize_t kernel_read(struct file *f, void *buf, size_t count, loff_t *pos)
{
	return kernel_rw(f, buf, count, pos, false);
}

ssize_t kernel_write(struct file *f, const void *buf, size_t count,
		     loff_t *pos)
{
	return kernel_rw(f, (void *)buf, count, pos, true);
}

/* Copy from in's pages at *pos to out at *out_pos, a page at a time,
 * until count bytes, the end of in, or a short or failed write: how
 * many, or the first error */
static long sendfile_copy(struct file *out, loff_t *out_pos, struct inode *in,
			  loff_t *pos, size_t count)
{
	char *page = kmalloc(PAGE_SIZE, GFP_KERNEL);
	long done = 0;

	if (!page)
		return -ENOMEM;
	while ((size_t)done < count && *pos < (loff_t)in->size) {
		size_t n = filemap_read(in, (size_t)*pos, page,
					min(count - done, PAGE_SIZE));
		ssize_t w = kernel_write(out, page, n, out_pos);

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
	if ((out.file->f_flags & O_APPEND) ||
	    (!out.file->f_op->write && !out.file->f_op->write_iter))
		goto put_out;
	ret = sendfile_copy(out.file, &out.file->f_pos, in.file->f_inode, &pos,
			    min(count, MAX_RW_COUNT));
	if (ret > 0) {		/* as Linux's do_sendfile() reports them */
		fsnotify_file(in.file, IN_ACCESS);
		fsnotify_file(out.file, IN_MODIFY);
	}
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

/*
 * copy_file_range(2)'s checks, in the order Linux 6.1 makes them: both
 * regular files (EISDIR for a directory, else EINVAL), in open for
 * reading and out for writing, not appending (EBADF); positions that
 * do not overflow (EOVERFLOW); *len cut at in's end; then the ranges
 * of one file overlapping, or a position below 0, EINVAL, and two file
 * systems EXDEV.
 */
static long copy_range_checks(struct file *in, loff_t pos_in,
			      struct file *out, loff_t pos_out, size_t *len)
{
	struct inode *src = in->f_inode, *dst = out->f_inode;
	loff_t n = (loff_t)*len;

	if ((src && src->is_dir) || (dst && dst->is_dir))
		return -EISDIR;
	if (!src || !dst || !S_ISREG(inode_mode(src)) ||
	    !S_ISREG(inode_mode(dst)) || !inode_keeps_bytes(src))
		return -EINVAL;
	if (!(in->f_mode & FMODE_READ) || !(out->f_mode & FMODE_WRITE) ||
	    (out->f_flags & O_APPEND))
		return -EBADF;
	if (pos_in + n < pos_in || pos_out + n < pos_out)
		return -EOVERFLOW;
	n = pos_in >= (loff_t)src->size ? 0 : min(n, (loff_t)src->size - pos_in);
	*len = (size_t)n;
	if ((src == dst && pos_out < pos_in + n && pos_in < pos_out + n) ||
	    pos_in < 0 || pos_out < 0)
		return -EINVAL;
	return src->i_shmem != dst->i_shmem ? -EXDEV : 0;
}

/* An offset argument: *pos from user memory, or the file's own (NULL) */
static long get_range_pos(const loff_t __user *upos, struct file *f,
			  loff_t *pos)
{
	if (!upos) {
		*pos = f->f_pos;
		return 0;
	}
	return copy_from_user(pos, upos, sizeof(*pos)) ? -EFAULT : 0;
}

/* ...and back: to user memory, or the file's position moves */
static long put_range_pos(loff_t __user *upos, struct file *f, loff_t pos)
{
	if (!upos) {
		f->f_pos = pos;
		return 0;
	}
	return copy_to_user(upos, &pos, sizeof(pos)) ? -EFAULT : 0;
}

/* The copy itself: the bytes copied, 0 at in's end, or an error */
static long copy_range(struct file *in, loff_t __user *off_in,
		       struct file *out, loff_t __user *off_out, size_t len)
{
	loff_t pos_in, pos_out;
	long ret = get_range_pos(off_in, in, &pos_in) ?:
		   get_range_pos(off_out, out, &pos_out) ?:
		   copy_range_checks(in, pos_in, out, pos_out, &len);

	if (ret || !len)
		return ret;
	ret = sendfile_copy(out, &pos_out, in->f_inode, &pos_in,
			    min(len, MAX_RW_COUNT));
	if (ret <= 0)
		return ret;
	fsnotify_file(in, IN_ACCESS);
	fsnotify_file(out, IN_MODIFY);
	if (put_range_pos(off_in, in, pos_in) ||
	    put_range_pos(off_out, out, pos_out))
		return -EFAULT;
	return ret;
}

/*
 * copy_file_range(2): len bytes of fd_in from *off_in (or its position,
 * which then moves) to fd_out at *off_out (or its position), through
 * the kernel; flags must be 0 (EINVAL, once both are descriptors).
 */
long sys_copy_file_range(int fd_in, loff_t __user *off_in, int fd_out,
			 loff_t __user *off_out, size_t len, unsigned int flags)
{
	struct fd in = fdget((unsigned int)fd_in), out = { NULL, 0 };
	long ret = -EBADF;

	if (in.file)
		out = fdget((unsigned int)fd_out);
	if (out.file)
		ret = flags ? -EINVAL :
			      copy_range(in.file, off_in, out.file, off_out, len);
	fdput(out);
	fdput(in);
	return ret;
}
