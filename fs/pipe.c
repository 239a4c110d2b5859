// SPDX-License-Identifier: GPL-2.0
/*
 * fs/pipe.c - pipe(2): a 64 KiB ring buffer with a reading and a writing
 * end.  A reader sleeps while it is empty and a writer remains; a writer
 * sleeps while it is full, and gets EPIPE once no reader is left.  With
 * O_NONBLOCK (pipe2(2) or fcntl(F_SETFL)) neither sleeps: EAGAIN.  The
 * capacity is Linux's default, 16 pages (pipe(7) "Pipe capacity"), and a
 * write of at most PIPE_BUF bytes goes in whole or waits (pipe(7)
 * "PIPE_BUF": atomic, never interleaved with another writer's).
 * An end with O_ASYNC gets SIGIO (or F_SETSIG's signal) when the other
 * end writes (POLL_IN) or reads (POLL_OUT), as Linux's pipes do.
 * A FIFO (fs/fifo.c) is the same pipe, reached through its inode.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/pipe_fs_i.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/page.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define PIPE_SIZE	(16 * PAGE_SIZE)	/* 65536 bytes */
#define PIPE_BUF	PAGE_SIZE		/* 4096: written atomically */

struct pipe {
	char *buf;			/* PIPE_SIZE bytes, vmalloc()ed */
	unsigned int head, tail;	/* free-running; head - tail bytes */
	int readers, writers;
	/* ends ever opened: a FIFO opener waiting for the other end sees
	 * it came even if it has gone again (fs/fifo.c) */
	unsigned int r_counter, w_counter;
	wait_queue_head_t wait;
	struct fasync_struct *fasync_readers, *fasync_writers;
};

static size_t pipe_room(const struct pipe *p)
{
	return PIPE_SIZE - (p->head - p->tail);
}

static ssize_t pipe_read(struct file *f, char __user *ubuf, size_t count,
			 loff_t *pos)
{
	struct pipe *p = f->private_data;
	unsigned long flags;
	size_t n = 0, left = 0;

	(void)pos;
	local_irq_save(flags);
	while (p->head == p->tail && p->writers && !signal_pending(current) &&
	       !(f->f_flags & O_NONBLOCK))
		sleep_on_irqoff(&p->wait);
	local_irq_restore(flags);
	if (p->head == p->tail && p->writers)	/* SA_RESTART may restart it */
		return signal_pending(current) ? -ERESTARTSYS : -EAGAIN;
	/* the bytes up to the buffer's end, then those from its start */
	while (n < count && p->head != p->tail && !left) {
		size_t at = p->tail % PIPE_SIZE;
		size_t chunk = min3(count - n, (size_t)(p->head - p->tail),
				    PIPE_SIZE - at);

		left = copy_to_user(ubuf + n, p->buf + at, chunk);
		p->tail += chunk - left;
		n += chunk - left;
	}
	wake_up(&p->wait);
	if (n)
		kill_fasync(&p->fasync_writers, SIGIO, POLL_OUT);
	return n || !left ? (ssize_t)n : -EFAULT;
}

static ssize_t pipe_write(struct file *f, const char __user *ubuf,
			  size_t count, loff_t *pos)
{
	struct pipe *p = f->private_data;
	unsigned long flags;
	size_t n = 0;

	(void)pos;
	while (n < count) {
		/* a write of up to PIPE_BUF bytes waits for room for all */
		size_t need = count - n <= PIPE_BUF ? count - n : 1;
		size_t at = p->head % PIPE_SIZE, chunk, left;

		if (!p->readers) {
			send_sig(SIGPIPE, current);
			return n ? (ssize_t)n : -EPIPE;
		}
		if (pipe_room(p) < need && (f->f_flags & O_NONBLOCK))
			return n ? (ssize_t)n : -EAGAIN;
		local_irq_save(flags);
		while (pipe_room(p) < need && p->readers &&
		       !signal_pending(current))
			sleep_on_irqoff(&p->wait);
		local_irq_restore(flags);
		if (signal_pending(current))
			return n ? (ssize_t)n : -ERESTARTSYS;
		if (pipe_room(p) < need)
			continue;	/* the last reader went: EPIPE */
		chunk = min3(count - n, pipe_room(p), PIPE_SIZE - at);
		left = copy_from_user(p->buf + at, ubuf + n, chunk);
		p->head += chunk - left;
		n += chunk - left;
		wake_up(&p->wait);
		kill_fasync(&p->fasync_readers, SIGIO, POLL_IN);
		if (left)
			return n ? (ssize_t)n : -EFAULT;
	}
	return (ssize_t)n;
}

/* poll(2): readable with data or no writer left (POLLHUP), writable
 * with room; a write end without readers has an error (pipe(7)) */
static unsigned int pipe_poll(struct file *f, poll_table *pt)
{
	struct pipe *p = f->private_data;
	unsigned int mask = 0;

	poll_wait(f, &p->wait, pt);
	if (f->f_flags & (O_WRONLY | O_RDWR)) {
		if (pipe_room(p) >= PIPE_BUF)	/* pipe(7): room to write */
			mask |= POLLOUT | POLLWRNORM;
		if (!p->readers)
			mask |= POLLERR;
	}
	if (!(f->f_flags & O_WRONLY)) {
		if (p->head != p->tail)
			mask |= POLLIN | POLLRDNORM;
		if (!p->writers)
			mask |= POLLHUP;
	}
	return mask;
}

/* O_ASYNC on an end puts its file on that end's list (fcntl(2)) */
static int pipe_fasync(int fd, struct file *f, int on)
{
	struct pipe *p = f->private_data;

	return fasync_helper(fd, f, on, f->f_flags & O_WRONLY ?
			     &p->fasync_writers : &p->fasync_readers);
}

void free_pipe_info(struct pipe *p)
{
	vfree(p->buf);
	kfree(p);
}

/*
 * f's end(s) of p (a FIFO opened O_RDWR is both) are counted, and
 * whoever waits for them woken (fs/fifo.c); interrupts off
 */
void pipe_get_end(struct pipe *p, struct file *f)
{
	f->private_data = p;
	if (!(f->f_flags & O_WRONLY)) {
		p->readers++;
		p->r_counter++;
	}
	if (f->f_flags & (O_WRONLY | O_RDWR)) {
		p->writers++;
		p->w_counter++;
	}
	wake_up(&p->wait);
}

/*
 * f's end(s) go; the last end frees the pipe, and a FIFO's inode no
 * longer has it (inode: NULL for pipe(2)'s ends).  The two ends may be
 * closed by two tasks at once (a pipeline's ends exiting): with
 * interrupts off, no switch comes between the count and the decision,
 * so exactly one of them frees the pipe, and the other end is woken
 * while it surely still exists.
 */
void pipe_put_end(struct inode *inode, struct file *f)
{
	struct pipe *p = f->private_data;
	unsigned long flags;
	bool last;

	local_irq_save(flags);
	if (!(f->f_flags & O_WRONLY))
		p->readers--;
	if (f->f_flags & (O_WRONLY | O_RDWR))
		p->writers--;
	last = !p->readers && !p->writers;
	if (!last)
		wake_up(&p->wait);
	else if (inode)
		inode->i_pipe = NULL;
	local_irq_restore(flags);
	if (last)
		free_pipe_info(p);
}

/* How many readers (writers false) or writers p has */
int pipe_ends(const struct pipe *p, bool writers)
{
	return writers ? p->writers : p->readers;
}

/* Sleep (interrupts off) until p has, or has had since the call, a
 * reader or a writer (writers); -ERESTARTSYS if a signal comes first */
int pipe_wait_end(struct pipe *p, bool writers)
{
	const unsigned int *counter = writers ? &p->w_counter : &p->r_counter;
	unsigned int seen = *counter;

	while (!pipe_ends(p, writers) && *counter == seen) {
		if (signal_pending(current))
			return -ERESTARTSYS;
		sleep_on_irqoff(&p->wait);
	}
	return 0;
}

static int pipe_release(struct inode *inode, struct file *f)
{
	pipe_put_end(inode, f);
	return 0;
}

const struct file_operations pipefifo_fops = {
	.read = pipe_read,
	.write = pipe_write,
	.release = pipe_release,
	.poll = pipe_poll,
	.fasync = pipe_fasync,
};

static struct file *pipe_end(struct pipe *p, unsigned int flags)
{
	struct file *f = alloc_file(NULL, &pipefifo_fops, flags);

	if (f)
		f->private_data = p;
	return f;
}

/* A pipe with no ends yet: pipe(2)'s, or a FIFO's at its first open */
struct pipe *alloc_pipe_info(void)
{
	struct pipe *p = kzalloc(sizeof(*p), GFP_KERNEL);

	if (!p)
		return NULL;
	p->buf = vmalloc(PIPE_SIZE);
	if (!p->buf) {
		kfree(p);
		return NULL;
	}
	init_waitqueue_head(&p->wait);
	return p;
}

/* pipe2(2): O_CLOEXEC and O_NONBLOCK apply to both ends */
long sys_pipe2(int __user *fds, int flags)
{
	struct pipe *p;
	struct file *r, *w;
	int fd[2];
	bool cloexec = flags & O_CLOEXEC;

	if (flags & ~(O_CLOEXEC | O_NONBLOCK))
		return -EINVAL;
	p = alloc_pipe_info();
	if (!p)
		return -ENOMEM;
	p->readers = p->writers = 1;
	r = pipe_end(p, O_RDONLY | (flags & O_NONBLOCK));
	w = pipe_end(p, O_WRONLY | (flags & O_NONBLOCK));
	if (!r || !w) {
		kfree(r);
		kfree(w);
		free_pipe_info(p);
		return -ENOMEM;
	}
	fd[0] = fd_install(r, cloexec);
	fd[1] = fd[0] < 0 ? -EMFILE : fd_install(w, cloexec);
	if (fd[1] < 0 || copy_to_user(fds, fd, sizeof(fd))) {
		long err = fd[1] < 0 ? -EMFILE : -EFAULT;

		if (fd[0] >= 0)
			sys_close(fd[0]);
		if (fd[1] >= 0)
			sys_close(fd[1]);
		else
			fput(w);
		if (fd[0] < 0)
			fput(r);
		return err;
	}
	return 0;
}

long sys_pipe(int __user *fds)
{
	return sys_pipe2(fds, 0);
}
