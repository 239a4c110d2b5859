// SPDX-License-Identifier: GPL-2.0
/*
 * fs/splice.c - splice(2), tee(2) and vmsplice(2): bytes moved between a
 * pipe (fs/pipe.c) and another file, another pipe or user memory
 * without a user buffer between them.  The pipe's ring is filled or
 * drained in place (pipe_fill(), pipe_drain()) under the pipe's lock: a
 * file is read straight into it or written straight out of it
 * (kernel_read(), kernel_write()); tee(2) copies a pipe's bytes into
 * another pipe and leaves them where they were.
 *
 * What may be spliced is what Linux 6.1 has splice_read/splice_write
 * for: regular files (and the generated ones of /proc and sysfs, where
 * Linux 6.1 splices /proc/sys's) and sockets; anything else, a device
 * too, is EINVAL, as splice(2) says.  The
 * waits and errors are Linux's: a splice into a pipe waits for room,
 * one out of it for bytes, unless SPLICE_F_NONBLOCK (or O_NONBLOCK on
 * the pipe's end) makes it EAGAIN; a pipe with no reader left is EPIPE
 * and SIGPIPE.  SPLICE_F_MOVE, SPLICE_F_MORE and SPLICE_F_GIFT are
 * hints, taken and ignored (a copy is always made here).
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fdtable.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/net.h"
#include "linux/pipe_fs_i.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/syscalls.h"
#include "linux/uio.h"
#include "asm/uaccess.h"

#define SPLICE_F_MOVE		0x01
#define SPLICE_F_NONBLOCK	0x02
#define SPLICE_F_MORE		0x04
#define SPLICE_F_GIFT		0x08
#define SPLICE_F_ALL		(SPLICE_F_MOVE | SPLICE_F_NONBLOCK | \
				 SPLICE_F_MORE | SPLICE_F_GIFT)

/* A file bytes can be spliced from into a pipe (Linux's splice_read;
 * 6.1 has none for a device, not even /dev/zero), or into from a pipe
 * (write: splice_write) */
static bool splice_ok(const struct file *f, bool write)
{
	const struct inode *inode = f->f_inode;

	if (f->f_op == &socket_fops)
		return true;
	if (!inode || inode->is_dir)
		return false;
	return inode_keeps_bytes(inode) ||
	       (write ? inode->store != NULL : inode->show != NULL);
}

/* Open for reading (FMODE_READ) or writing: an O_PATH descriptor is
 * for neither, as Linux's fdget() does not even find one */
static bool open_for(const struct file *f, fmode_t mode)
{
	return (f->f_mode & mode) && !(f->f_flags & O_PATH);
}

/* The actors that give pipe_fill() and pipe_drain() their bytes */
struct file_cursor {
	struct file *file;
	loff_t *pos;
};

static ssize_t from_file(void *arg, char *buf, size_t len)
{
	struct file_cursor *c = arg;

	return kernel_read(c->file, buf, len, c->pos);
}

static ssize_t to_file(void *arg, char *buf, size_t len)
{
	struct file_cursor *c = arg;

	return kernel_write(c->file, buf, len, c->pos);
}

static ssize_t from_kernel(void *arg, char *buf, size_t len)
{
	const char **at = arg;

	memcpy(buf, *at, len);
	*at += len;
	return (ssize_t)len;
}

/* a piece of one pipe's ring into another pipe (arg), as much as fits */
static ssize_t to_pipe(void *arg, char *buf, size_t len)
{
	const char *at = buf;

	return pipe_fill(arg, len, from_kernel, &at);
}

/* Both pipes locked, the lower address first, as Linux's
 * pipe_double_lock(): two splices between them in opposite directions
 * cannot each hold one lock and wait for the other */
static void pipe_double_lock(struct pipe *a, struct pipe *b, bool lock)
{
	struct pipe *first = a < b ? a : b, *second = a < b ? b : a;

	if (lock) {
		pipe_lock(first);
		pipe_lock(second);
	} else {
		pipe_unlock(second);
		pipe_unlock(first);
	}
}

/*
 * splice(2) from pipe to pipe (consume) or tee(2) (not): wait for
 * bytes in ipipe and room in opipe, each under its own lock only (as
 * Linux's tee and splice do), then move what there is under
 * both.  0 once ipipe is empty with no writer left.
 */
static long pipe_to_pipe(struct pipe *ipipe, struct pipe *opipe, size_t len,
			 bool nonblock, bool consume)
{
	long ret;

	do {
		pipe_lock(ipipe);
		ret = pipe_wait_data(ipipe, nonblock);
		pipe_unlock(ipipe);
		if (ret <= 0)
			return ret;
		pipe_lock(opipe);
		ret = pipe_wait_room(opipe, nonblock);
		pipe_unlock(opipe);
		if (ret)
			return ret;
		pipe_double_lock(ipipe, opipe, true);
		ret = pipe_drain(ipipe, len, to_pipe, opipe, consume);
		pipe_double_lock(ipipe, opipe, false);
	} while (!ret);		/* another task came first: again */
	return ret;
}

/* One splice(2), its files and offsets checked */
struct splice_req {
	struct file *in, *out;
	loff_t *pos;		/* the file's position, or off_in/off_out's */
	size_t len;
	unsigned int flags;
};

/* splice(2) from a file into a pipe: as much as there is room for */
static long file_to_pipe(struct splice_req *r, struct pipe *opipe)
{
	struct file_cursor c = { r->in, r->pos };
	long ret;

	if (!splice_ok(r->in, false))
		return -EINVAL;
	pipe_lock(opipe);
	ret = pipe_wait_room(opipe, r->flags & SPLICE_F_NONBLOCK);
	if (!ret)
		ret = pipe_fill(opipe, r->len, from_file, &c);
	pipe_unlock(opipe);
	if (ret > 0)
		fsnotify_file(r->in, IN_ACCESS);
	return ret;
}

/* ... and from a pipe into a file: what the pipe has, up to len; a file
 * in append mode is EINVAL (splice(2)) */
static long pipe_to_file(struct splice_req *r, struct pipe *ipipe)
{
	struct file_cursor c = { r->out, r->pos };
	long ret;

	if ((r->out->f_flags & O_APPEND) || !splice_ok(r->out, true))
		return -EINVAL;
	pipe_lock(ipipe);
	ret = pipe_wait_data(ipipe, r->flags & SPLICE_F_NONBLOCK);
	if (ret > 0)
		ret = pipe_drain(ipipe, r->len, to_file, &c, true);
	pipe_unlock(ipipe);
	if (ret > 0)
		fsnotify_file(r->out, IN_MODIFY);
	return ret;
}

/* The offset of a file that may be read or written at one (pread(2)):
 * EINVAL if it may not or is negative, EFAULT */
static long get_offset(struct file *f, const loff_t __user *uoff,
		       fmode_t mode, loff_t *pos)
{
	if (!(f->f_mode & mode))
		return -EINVAL;
	if (copy_from_user(pos, uoff, sizeof(*pos)))
		return -EFAULT;
	return *pos < 0 ? -EINVAL : 0;
}

/*
 * In the order of Linux 6.1's checks: an offset
 * for a pipe (ESPIPE), the ends' access modes (EBADF), then by which
 * end is a pipe; neither is EINVAL.  A file moves from its position, or
 * from the offset given, which is written back instead.
 */
static long do_splice(struct splice_req *r, loff_t __user *off_in,
		      loff_t __user *off_out)
{
	struct pipe *ipipe = get_pipe_info(r->in);
	struct pipe *opipe = get_pipe_info(r->out);
	bool pipe_in = ipipe != NULL;
	struct file *f = pipe_in ? r->out : r->in;
	loff_t __user *uoff = pipe_in ? off_out : off_in;
	loff_t pos;
	long ret;

	if ((ipipe && off_in) || (opipe && off_out))
		return -ESPIPE;
	if (!open_for(r->in, FMODE_READ) || !open_for(r->out, FMODE_WRITE))
		return -EBADF;
	/* a pipe's end in O_NONBLOCK mode does not wait (a file's does) */
	if (((ipipe ? r->in->f_flags : 0) | (opipe ? r->out->f_flags : 0)) &
	    O_NONBLOCK)
		r->flags |= SPLICE_F_NONBLOCK;
	if (ipipe && opipe)
		return ipipe == opipe ? -EINVAL :
		       pipe_to_pipe(ipipe, opipe, r->len,
				    r->flags & SPLICE_F_NONBLOCK, true);
	if (!ipipe && !opipe)
		return -EINVAL;
	pos = f->f_pos;
	if (uoff) {
		ret = get_offset(f, uoff, pipe_in ? FMODE_PWRITE : FMODE_PREAD,
				 &pos);
		if (ret)
			return ret;
	}
	r->pos = &pos;
	ret = pipe_in ? pipe_to_file(r, ipipe) : file_to_pipe(r, opipe);
	if (!uoff)
		f->f_pos = pos;
	else if (copy_to_user(uoff, &pos, sizeof(pos)))
		return -EFAULT;
	return ret;
}

long sys_splice(int fd_in, loff_t __user *off_in, int fd_out,
		loff_t __user *off_out, size_t len, unsigned int flags)
{
	struct splice_req r = { .len = min(len, MAX_RW_COUNT),
				.flags = flags };
	struct fd in, out = { NULL };
	long ret = -EBADF;

	if (!len)
		return 0;
	if (flags & ~SPLICE_F_ALL)
		return -EINVAL;
	in = fdget((unsigned int)fd_in);
	if (in.file)
		out = fdget((unsigned int)fd_out);
	if (out.file) {
		r.in = in.file;
		r.out = out.file;
		ret = do_splice(&r, off_in, off_out);
		fdput(out);
	}
	if (in.file)
		fdput(in);
	return ret;
}

/* tee(2): both ends pipes, and not the same pipe, else EINVAL */
long sys_tee(int fd_in, int fd_out, size_t len, unsigned int flags)
{
	struct fd in, out = { NULL };
	struct pipe *ipipe, *opipe;
	long ret = -EBADF;

	if (flags & ~SPLICE_F_ALL)
		return -EINVAL;
	if (!len)
		return 0;
	in = fdget((unsigned int)fd_in);
	if (in.file)
		out = fdget((unsigned int)fd_out);
	if (out.file && open_for(in.file, FMODE_READ) &&
	    open_for(out.file, FMODE_WRITE)) {
		ipipe = get_pipe_info(in.file);
		opipe = get_pipe_info(out.file);
		if ((in.file->f_flags | out.file->f_flags) & O_NONBLOCK)
			flags |= SPLICE_F_NONBLOCK;
		ret = !ipipe || !opipe || ipipe == opipe ? -EINVAL :
		      pipe_to_pipe(ipipe, opipe, min(len, MAX_RW_COUNT),
				   flags & SPLICE_F_NONBLOCK, false);
	}
	if (out.file)
		fdput(out);
	if (in.file)
		fdput(in);
	return ret;
}

/*
 * vmsplice(2)'s two directions over the vector's pieces, the pipe
 * locked: into the pipe as much as fits once there is room, or out of it
 * what there is once there is some, as Linux's vmsplice does.  A short
 * piece ends it.
 */
static long vmsplice_pipe(struct pipe *p, const struct iovec *iov,
			  unsigned long nr, bool write, bool nonblock)
{
	long ret = write ? pipe_wait_room(p, nonblock) :
			   pipe_wait_data(p, nonblock);
	long done = 0;
	unsigned long i;

	if (ret < 0 || (!write && !ret))
		return ret;
	for (i = 0; i < nr; i++) {
		char __user *at = iov[i].iov_base;

		ret = write ? pipe_fill(p, iov[i].iov_len, pipe_from_user, &at) :
			      pipe_drain(p, iov[i].iov_len, pipe_to_user, &at,
					 true);
		if (ret < 0)
			break;
		done += ret;
		if ((size_t)ret < iov[i].iov_len)
			break;
	}
	return done ? done : ret;
}

/*
 * vmsplice(2): a pipe's write end takes the user memory, its read end
 * gives its bytes to it; another file, or one open for neither, is
 * EBADF; more than IOV_MAX pieces EINVAL (Linux's import_iovec()).
 */
long sys_vmsplice(int fd, const struct iovec __user *uiov,
		  unsigned long nr_segs, unsigned int flags)
{
	struct iovec fast[UIO_FASTIOV], *iov = fast, *vec;
	struct fd f;
	struct iov_iter iter;
	struct pipe *p;
	bool write;
	long ret;

	if (flags & ~SPLICE_F_ALL)
		return -EINVAL;
	f = fdget((unsigned int)fd);
	if (!f.file)
		return -EBADF;
	write = open_for(f.file, FMODE_WRITE);
	p = get_pipe_info(f.file);
	ret = -EBADF;
	if (!write && !open_for(f.file, FMODE_READ))
		goto out;
	ret = import_iovec(write ? WRITE : READ, uiov,
			   (unsigned int)min(nr_segs, (unsigned long)UINT_MAX),
			   UIO_FASTIOV, &iov, &iter);
	vec = iov ? iov : fast;
	if (ret > 0 && !p)
		ret = -EBADF;
	if (ret > 0) {
		if (write && (f.file->f_flags & O_NONBLOCK))
			flags |= SPLICE_F_NONBLOCK;
		pipe_lock(p);
		ret = vmsplice_pipe(p, vec, nr_segs, write,
				    flags & SPLICE_F_NONBLOCK);
		pipe_unlock(p);
	}
	kfree(iov);
out:
	fdput(f);
	return ret;
}
