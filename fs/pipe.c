// SPDX-License-Identifier: GPL-2.0
/*
 * fs/pipe.c - pipe(2): a 64 KiB ring buffer with a reading and a writing
 * end.  A reader sleeps while it is empty and a writer remains; a writer
 * sleeps while it is full, and gets EPIPE once no reader is left.  With
 * O_NONBLOCK (pipe2(2) or fcntl(F_SETFL)) neither sleeps: EAGAIN.  The
 * capacity is Linux's default, 16 pages (pipe(7) "Pipe capacity"), and a
 * write of at most PIPE_BUF bytes goes in whole or waits (pipe(7)
 * "PIPE_BUF": atomic, never interleaved with another writer's).
 * pipe2(O_DIRECT) makes the write end's writes packets (pipe(7),
 * "packet mode"): a read returns at most one, dropping what of it did
 * not fit the reader's buffer.
 * An end with O_ASYNC gets SIGIO (or F_SETSIG's signal) when the other
 * end writes (POLL_IN) or reads (POLL_OUT), as Linux's pipes do.
 * A FIFO (fs/fifo.c) is the same pipe, reached through its inode.
 * fcntl(2)'s F_SETPIPE_SZ gives it another capacity: a power of 2 of
 * pages, at most /proc/sys/fs/pipe-max-size but for CAP_SYS_RESOURCE.
 * ioctl(2)'s FIONREAD tells how many bytes are queued.
 * splice(2), tee(2) and vmsplice(2) (fs/splice.c) fill and drain the
 * ring through pipe_fill() and pipe_drain(), under the same lock.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/pipe_fs_i.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/sysctl.h"
#include "linux/capability.h"
#include "linux/log2.h"
#include "linux/mutex.h"
#include "linux/vmalloc.h"
#include "asm/page.h"
#include "asm/termbits.h"
#include "asm/uaccess.h"

#define PIPE_SIZE	(16 * PAGE_SIZE)	/* 65536 bytes, at first */
#define PIPE_BUF	PAGE_SIZE		/* 4096: written atomically */
#define PIPE_PACKETS	16			/* Linux's pages of a pipe */

struct pipe {
	/* the ring: buf, size, head, tail and the packets.  Held by each
	 * read, write, splice and resize for its whole length, as Linux's
	 * pipe->mutex; let go while its holder sleeps (pipe_sleep()) */
	struct mutex mutex;
	char *buf;			/* size bytes, vmalloc()ed */
	unsigned int size;	/* a power of 2: PIPE_SIZE, or F_SETPIPE_SZ's */
	unsigned int head, tail;	/* free-running; head - tail bytes */
	int readers, writers;		/* under pipe_ends_lock */
	/* ends ever opened: a FIFO opener waiting for the other end sees
	 * it came even if it has gone again (fs/fifo.c); pipe_ends_lock */
	unsigned int r_counter, w_counter;
	wait_queue_head_t wait;
	struct fasync_struct *fasync_readers, *fasync_writers;
	/* packets (O_DIRECT) queued, each bytes [start, end) of the ring,
	 * pkt_head - pkt_tail of them (free-running) */
	struct { unsigned int start, end; } pkt[PIPE_PACKETS];
	unsigned int pkt_head, pkt_tail;
};

static size_t pipe_room(const struct pipe *p)
{
	return p->size - (p->head - p->tail);
}

/*
 * Can `need` bytes go in?  A packet also needs a slot: Linux keeps each
 * packet in a page of its own, 16 of them (pipe(7): a full pipe).
 */
static bool pipe_full(const struct pipe *p, size_t need, bool packet)
{
	return pipe_room(p) < need ||
	       (packet && p->pkt_head - p->pkt_tail == PIPE_PACKETS);
}

/*
 * Where a read from the tail must stop: *end, the head, or the first
 * queued packet's start (plain bytes before it) or its end (the tail is
 * inside it: true).
 */
static bool next_packet(const struct pipe *p, unsigned int *end)
{
	unsigned int i = p->pkt_tail % PIPE_PACKETS;

	if (p->pkt_tail == p->pkt_head)
		return false;
	if ((int)(p->tail - p->pkt[i].start) < 0) {
		*end = p->pkt[i].start;
		return false;
	}
	*end = p->pkt[i].end;
	return true;
}

void pipe_lock(struct pipe *p)
{
	mutex_lock(&p->mutex);
}

void pipe_unlock(struct pipe *p)
{
	mutex_unlock(&p->mutex);
}

/* The pipe of a pipe's or FIFO's end, or NULL (Linux's get_pipe_info()) */
struct pipe *get_pipe_info(struct file *f)
{
	return f->f_op == &pipefifo_fops ? f->private_data : NULL;
}

/* Let the lock go until cond may hold (a waker's wake_up(&p->wait)) or a
 * signal comes, then take it again; the caller looks again */
#define pipe_sleep(p, cond)						\
	do {								\
		mutex_unlock(&(p)->mutex);				\
		(void)wait_event_interruptible((p)->wait, cond);	\
		mutex_lock(&(p)->mutex);				\
	} while (0)

/*
 * With the lock held: sleep until there are bytes to read; their number,
 * or 0 when there are none and no writer is left (end of file), -EAGAIN
 * (nonblock), -ERESTARTSYS (a signal; SA_RESTART may restart the call)
 */
long pipe_wait_data(struct pipe *p, bool nonblock)
{
	while (p->head == p->tail) {
		if (!p->writers)
			return 0;
		if (nonblock)
			return -EAGAIN;
		if (signal_pending(current))
			return -ERESTARTSYS;
		pipe_sleep(p, p->head != p->tail || !p->writers);
	}
	return (long)(p->head - p->tail);
}

/*
 * With the lock held: sleep until need bytes (and a packet's slot) fit;
 * 0, -EPIPE with SIGPIPE sent once no reader is left (pipe(7)), -EAGAIN
 * (nonblock), -ERESTARTSYS
 */
static long wait_room(struct pipe *p, size_t need, bool packet,
		      bool nonblock)
{
	for (;;) {
		if (!p->readers) {
			send_sig(SIGPIPE, current, 1);
			return -EPIPE;
		}
		if (!pipe_full(p, need, packet))
			return 0;
		if (nonblock)
			return -EAGAIN;
		if (signal_pending(current))
			return -ERESTARTSYS;
		pipe_sleep(p, !pipe_full(p, need, packet) || !p->readers);
	}
}

/* The same for one byte at least: splice(2) and vmsplice(2) wait so, as
 * Linux's do */
long pipe_wait_room(struct pipe *p, bool nonblock)
{
	return wait_room(p, 1, false, nonblock);
}

/*
 * Lock held: up to len bytes into the ring at its head, as many as fit,
 * each piece (two if the ring wraps) made by fill(arg, where, length),
 * which returns what it made or an error; a short piece ends it.
 * Readers are woken.  The bytes added, or fill's first error.
 */
ssize_t pipe_fill(struct pipe *p, size_t len, pipe_actor_t fill, void *arg)
{
	ssize_t done = 0, n = 0;

	len = min(len, pipe_room(p));
	while ((size_t)done < len) {
		size_t at = p->head % p->size;
		size_t chunk = min(len - (size_t)done, p->size - at);

		n = fill(arg, p->buf + at, chunk);
		if (n <= 0)
			break;
		p->head += (unsigned int)n;
		done += n;
		if ((size_t)n < chunk)
			break;
	}
	if (done) {
		/* keyed: an EPOLLOUT item of the writing end stays asleep
		 * (fs/eventpoll.c; epoll(7) EPOLLET) */
		wake_up_poll(&p->wait, POLLIN | POLLRDNORM);
		kill_fasync(&p->fasync_readers, SIGIO, POLL_IN);
	}
	return done ? done : n;
}

/* The tail moved on to tail: the packets it passed are read */
static void pipe_consume(struct pipe *p, unsigned int tail)
{
	p->tail = tail;
	while (p->pkt_tail != p->pkt_head &&
	       (int)(p->pkt[p->pkt_tail % PIPE_PACKETS].end - tail) <= 0)
		p->pkt_tail++;
	/* keyed: an EPOLLIN item of the reading end stays asleep
	 * (fs/eventpoll.c; epoll(7) EPOLLET) */
	wake_up_poll(&p->wait, POLLOUT | POLLWRNORM);
	kill_fasync(&p->fasync_writers, SIGIO, POLL_OUT);
}

/*
 * Lock held: up to len of the bytes queued, from the tail, each piece
 * given to drain(arg, where, length), which returns what it took or an
 * error; a short piece ends it.  consume: they leave the pipe (splice),
 * else they stay (tee).  The bytes taken, or drain's first error.
 */
ssize_t pipe_drain(struct pipe *p, size_t len, pipe_actor_t drain, void *arg,
		   bool consume)
{
	unsigned int tail = p->tail;
	ssize_t done = 0, n = 0;

	len = min(len, (size_t)(p->head - p->tail));
	while ((size_t)done < len) {
		size_t at = tail % p->size;
		size_t chunk = min(len - (size_t)done, p->size - at);

		n = drain(arg, p->buf + at, chunk);
		if (n <= 0)
			break;
		tail += (unsigned int)n;
		done += n;
		if ((size_t)n < chunk)
			break;
	}
	if (consume && done)
		pipe_consume(p, tail);
	return done ? done : n;
}

/* pipe_fill()'s and pipe_drain()'s user memory: cursor (a char __user
 * **) moves on by what was copied; a fault with nothing copied EFAULT */
ssize_t pipe_from_user(void *cursor, char *buf, size_t len)
{
	const char __user **at = cursor;
	size_t n = len - copy_from_user(buf, *at, len);

	*at += n;
	return n ? (ssize_t)n : -EFAULT;
}

ssize_t pipe_to_user(void *cursor, char *buf, size_t len)
{
	char __user **at = cursor;
	size_t n = len - copy_to_user(*at, buf, len);

	*at += n;
	return n ? (ssize_t)n : -EFAULT;
}

static ssize_t pipe_read(struct file *f, char __user *ubuf, size_t count,
			 loff_t *pos)
{
	struct pipe *p = f->private_data;
	size_t n = 0, left = 0;
	long ret;

	(void)pos;
	pipe_lock(p);
	ret = pipe_wait_data(p, f->f_flags & O_NONBLOCK);
	if (ret <= 0) {
		pipe_unlock(p);
		return ret;
	}
	/* the bytes up to the buffer's end, then those from its start;
	 * a packet ends the read, and what of it did not fit is dropped */
	while (n < count && p->head != p->tail && !left) {
		size_t at = p->tail % p->size;
		unsigned int end = p->head;
		bool in_packet = next_packet(p, &end);
		size_t chunk = min3(count - n, (size_t)(end - p->tail),
				    p->size - at);

		left = copy_to_user(ubuf + n, p->buf + at, chunk);
		n += chunk - left;
		if (in_packet && !left && (p->tail + chunk == end || n == count)) {
			pipe_consume(p, end);
			break;
		}
		pipe_consume(p, p->tail + (unsigned int)(chunk - left));
	}
	pipe_unlock(p);
	return n || !left ? (ssize_t)n : -EFAULT;
}

static ssize_t pipe_write(struct file *f, const char __user *ubuf,
			  size_t count, loff_t *pos)
{
	struct pipe *p = f->private_data;
	bool packet = f->f_flags & O_DIRECT;
	const char __user *at = ubuf;
	size_t n = 0;
	long err = 0;

	(void)pos;
	pipe_lock(p);
	while (n < count) {
		/* a write of up to PIPE_BUF bytes waits for room for all; in
		 * packet mode each PIPE_BUF bytes are a packet (pipe(7)) */
		size_t need = count - n <= PIPE_BUF ? count - n :
			      packet ? PIPE_BUF : 1;
		unsigned int start;
		size_t len;

		err = wait_room(p, need, packet, f->f_flags & O_NONBLOCK);
		if (err)
			break;
		/* taken after the wait: other writers move the head while
		 * the lock is let go, and their bytes are not this write's */
		start = p->head;
		len = min(packet ? need : count - n, pipe_room(p));
		err = pipe_fill(p, len, pipe_from_user, &at);
		n += p->head - start;
		if (err < 0 || (size_t)err < len) {
			err = -EFAULT;	/* short: a fault */
			break;
		}
		if (packet) {
			p->pkt[p->pkt_head % PIPE_PACKETS].start = start;
			p->pkt[p->pkt_head % PIPE_PACKETS].end = p->head;
			p->pkt_head++;
		}
	}
	pipe_unlock(p);
	return n ? (ssize_t)n : err;
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

/* ioctl(2) FIONREAD: the bytes queued, as Linux's pipes answer it
 * (LTP's pipe12); anything else is no command of a pipe's, ENOTTY */
static long pipe_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct pipe *p = f->private_data;
	int n;

	if (cmd != FIONREAD)
		return -ENOTTY;
	pipe_lock(p);
	n = (int)(p->head - p->tail);
	pipe_unlock(p);
	return put_user(n, (int __user *)arg);
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
 * pipe_ends_lock: every pipe's end counts (readers, writers and the
 * counters of ends ever opened) and every FIFO inode's i_pipe.  A FIFO's
 * open finds or makes its pipe and counts its end under it; a close
 * uncounts its end and, the last one, takes the pipe off its inode under
 * it, so that of two ends closed at once (a pipeline's ends exiting)
 * exactly one frees the pipe, and the other end is woken while it
 * surely still exists (Linux uses the inode's i_lock for i_pipe and the
 * pipe's mutex for the counts).  The ring's readers and writers read the
 * counts without it: a change wakes them (p->wait), and they look again.
 */
static DEFINE_SPINLOCK(pipe_ends_lock);

/* f's end(s) of p (a FIFO opened O_RDWR is both) are counted, and
 * whoever waits for them woken (pipe_ends_lock held) */
static void pipe_get_end(struct pipe *p, struct file *f)
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
 * A FIFO's open: f's ends of the inode's pipe, fresh (allocated by the
 * caller, who may sleep) becoming that pipe if the inode has none; the
 * pipe not used, for the caller to free, or NULL
 */
struct pipe *fifo_attach(struct inode *inode, struct pipe *fresh,
			 struct file *f)
{
	spin_lock(&pipe_ends_lock);
	if (!inode->i_pipe) {
		inode->i_pipe = fresh;
		fresh = NULL;
	}
	if (inode->i_pipe)
		pipe_get_end(inode->i_pipe, f);
	spin_unlock(&pipe_ends_lock);
	return fresh;
}

/* f's end(s) go; the last end frees the pipe, and a FIFO's inode no
 * longer has it (inode: NULL for pipe(2)'s ends) */
void pipe_put_end(struct inode *inode, struct file *f)
{
	struct pipe *p = f->private_data;
	bool last;

	spin_lock(&pipe_ends_lock);
	if (!(f->f_flags & O_WRONLY))
		p->readers--;
	if (f->f_flags & (O_WRONLY | O_RDWR))
		p->writers--;
	last = !p->readers && !p->writers;
	if (!last)
		wake_up(&p->wait);
	else if (inode)
		inode->i_pipe = NULL;
	spin_unlock(&pipe_ends_lock);
	if (last)
		free_pipe_info(p);
}

/* How many readers (writers false) or writers p has */
int pipe_ends(struct pipe *p, bool writers)
{
	int n;

	spin_lock(&pipe_ends_lock);
	n = writers ? p->writers : p->readers;
	spin_unlock(&pipe_ends_lock);
	return n;
}

/* The count of readers (writers false) or writers ever opened */
static unsigned int pipe_opened(struct pipe *p, bool writers)
{
	unsigned int n;

	spin_lock(&pipe_ends_lock);
	n = writers ? p->w_counter : p->r_counter;
	spin_unlock(&pipe_ends_lock);
	return n;
}

/* Sleep until p has, or has had since the call, a reader or a writer
 * (writers); -ERESTARTSYS if a signal comes first */
int pipe_wait_end(struct pipe *p, bool writers)
{
	unsigned int seen = pipe_opened(p, writers);

	return wait_event_interruptible(p->wait, pipe_ends(p, writers) ||
					pipe_opened(p, writers) != seen);
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
	.unlocked_ioctl = pipe_ioctl,
	.fasync = pipe_fasync,
};

/* /proc/sys/fs/pipe-max-size: what a user may ask F_SETPIPE_SZ for */
static int pipe_max_size = 1048576;

/* A capacity of whole pages, a power of 2 of them, at least one
 * (POSIX's PIPE_BUF); 0 past 2 GiB, which cannot be had */
static unsigned int round_pipe_size(unsigned long size)
{
	if (size > (1UL << 31))
		return 0;
	return size < PAGE_SIZE ? PAGE_SIZE :
				  (unsigned int)roundup_pow_of_two(size);
}

/* A write to pipe-max-size is rounded as F_SETPIPE_SZ rounds */
static int pipe_max_size_handler(int *val)
{
	unsigned int size = round_pipe_size((unsigned int)*val);

	if (!size || size > INT_MAX)
		return -EINVAL;
	*val = (int)size;
	return 0;
}

/*
 * The bytes queued move to a ring of size bytes, from its start (the
 * packets' bounds with them): 0, -EBUSY if they do not fit (pipe(7)),
 * -ENOMEM.  Under the pipe's lock, as a read.
 */
static long pipe_resize(struct pipe *p, unsigned int size)
{
	char *buf = vmalloc(size), *old;
	unsigned int i, n, at, first;

	if (!buf)
		return -ENOMEM;
	pipe_lock(p);
	n = p->head - p->tail;
	if (n > size) {
		pipe_unlock(p);
		vfree(buf);
		return -EBUSY;
	}
	at = p->tail % p->size;
	first = min(n, p->size - at);
	memcpy(buf, p->buf + at, first);
	memcpy(buf + first, p->buf, n - first);
	for (i = p->pkt_tail; i != p->pkt_head; i++) {
		p->pkt[i % PIPE_PACKETS].start -= p->tail;
		p->pkt[i % PIPE_PACKETS].end -= p->tail;
	}
	old = p->buf;
	p->buf = buf;
	p->size = size;
	p->tail = 0;
	p->head = n;
	pipe_unlock(p);
	vfree(old);
	wake_up_poll(&p->wait, POLLOUT);	/* there may be room now */
	return 0;
}

/* fcntl(2) F_SETPIPE_SZ and F_GETPIPE_SZ: the capacity in bytes; a
 * file that is no pipe or FIFO is EBADF, as on Linux */
long pipe_fcntl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct pipe *p = f->private_data;
	unsigned int size;
	long err;

	if (f->f_op != &pipefifo_fops)
		return -EBADF;
	if (cmd == F_GETPIPE_SZ)
		return p->size;
	size = round_pipe_size(arg);
	if (!size)
		return -EINVAL;
	if (size > p->size && size > (unsigned int)pipe_max_size &&
	    !capable(CAP_SYS_RESOURCE))
		return -EPERM;
	err = size == p->size ? 0 : pipe_resize(p, size);
	return err ? err : (long)p->size;
}

/*
 * /proc/sys/fs/pipe-user-pages-soft and -hard (proc(5)): Linux's
 * defaults, 16384 pages and none, read and set - but not enforced:
 * this kernel keeps no count of each user's pipe pages, so a user's
 * pipes past the soft limit keep their 16 pages (root's do on Linux
 * too: CAP_SYS_RESOURCE).
 */
static int pipe_user_pages_soft = 16384;
static int pipe_user_pages_hard;

static struct ctl_table pipe_table[] = {
	{ .procname = "pipe-max-size", .data = &pipe_max_size,
	  .proc_handler = pipe_max_size_handler },
	{ .procname = "pipe-user-pages-soft", .data = &pipe_user_pages_soft },
	{ .procname = "pipe-user-pages-hard", .data = &pipe_user_pages_hard },
	{}
};

static int __init pipe_sysctl_init(void)
{
	return register_sysctl("fs", pipe_table);
}
fs_initcall(pipe_sysctl_init);

static struct file *pipe_end(struct pipe *p, unsigned int flags)
{
	struct file *f = alloc_file(NULL, &pipefifo_fops, flags);

	if (f)
		f->private_data = p;
	return f;
}

/*
 * A pipe with no ends yet: pipe(2)'s, or a FIFO's at its first open.
 * Its capacity is PIPE_SIZE, or pipe-max-size where that is less and
 * the caller lacks CAP_SYS_RESOURCE (pipe(7): the limit caps what an
 * unprivileged user gets, at creation as at F_SETPIPE_SZ; LTP's
 * fcntl35).  pipe-max-size is a power of 2 of at least a page.
 */
struct pipe *alloc_pipe_info(void)
{
	struct pipe *p = kzalloc(sizeof(*p), GFP_KERNEL);

	if (!p)
		return NULL;
	p->size = PIPE_SIZE;
	if (p->size > (unsigned int)pipe_max_size &&
	    !capable(CAP_SYS_RESOURCE))
		p->size = (unsigned int)pipe_max_size;
	p->buf = vmalloc(p->size);
	if (!p->buf) {
		kfree(p);
		return NULL;
	}
	init_waitqueue_head(&p->wait);
	mutex_init(&p->mutex);
	return p;
}

/* pipe2(2): O_CLOEXEC and O_NONBLOCK apply to both ends; O_DIRECT
 * (packet mode) is the writer's: its writes are packets, and only its
 * F_GETFL shows the flag, as on Linux */
long sys_pipe2(int __user *fds, int flags)
{
	struct pipe *p;
	struct file *r, *w;
	int fd[2];
	bool cloexec = flags & O_CLOEXEC;

	if (flags & ~(O_CLOEXEC | O_NONBLOCK | O_DIRECT))
		return -EINVAL;
	p = alloc_pipe_info();
	if (!p)
		return -ENOMEM;
	p->readers = p->writers = 1;
	r = pipe_end(p, O_RDONLY | (flags & O_NONBLOCK));
	w = pipe_end(p, O_WRONLY | (flags & (O_NONBLOCK | O_DIRECT)));
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
