// SPDX-License-Identifier: GPL-2.0
/*
 * fs/eventfd.c - eventfd(2): a file that is a 64-bit counter.  A write
 * adds its 8-byte value, waiting while the sum would pass
 * 0xfffffffffffffffe; a read returns the counter and zeroes it, or with
 * EFD_SEMAPHORE returns 1 and takes 1 off, waiting while it is 0.  It
 * is readable when the counter is not 0 and writable while 1 more fits
 * (eventfd(2) "poll(2), select(2) (and similar)"), and wakes pollers
 * and epoll items (fs/eventpoll.c) with the event that happened.
 */
#include "linux/kernel.h"
#include "linux/eventfd.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

#define EFD_SEMAPHORE	1
#define EFD_CLOEXEC	O_CLOEXEC
#define EFD_NONBLOCK	O_NONBLOCK
#define EFD_MAX		0xfffffffffffffffeULL	/* the largest count */

struct eventfd_ctx {
	wait_queue_head_t wqh;	/* readers and writers waiting; pollers */
	u64 count;		/* under wqh.lock */
	unsigned int flags;	/* EFD_SEMAPHORE */
	unsigned int id;	/* /proc/PID/fdinfo's eventfd-id */
};

static atomic_t eventfd_ids = ATOMIC_INIT(0);

/* Can a read (val 0) or a write of val go ahead now? */
static bool eventfd_can(const struct eventfd_ctx *ctx, u64 val, bool write)
{
	return write ? EFD_MAX - ctx->count >= val : ctx->count != 0;
}

/*
 * Called and returns with ctx->wqh.lock held (*flags: the interrupt
 * state), dropped while asleep: 0 once the read or write can go
 * ahead, -EAGAIN for a non-blocking file, -ERESTARTSYS for a signal.
 */
static int eventfd_wait(struct file *f, struct eventfd_ctx *ctx, u64 val,
			bool write, unsigned long *flags)
{
	int err = 0;

	while (!err && !eventfd_can(ctx, val, write)) {
		if (f->f_flags & O_NONBLOCK)
			return -EAGAIN;
		spin_unlock_irqrestore(&ctx->wqh.lock, *flags);
		err = wait_event_interruptible(ctx->wqh,
					       eventfd_can(ctx, val, write));
		spin_lock_irqsave(&ctx->wqh.lock, *flags);
	}
	return err;
}

static ssize_t eventfd_read(struct file *f, char __user *buf, size_t count,
			    loff_t *pos)
{
	struct eventfd_ctx *ctx = f->private_data;
	unsigned long flags;
	u64 val;
	int err;

	(void)pos;
	if (count < sizeof(val))
		return -EINVAL;
	spin_lock_irqsave(&ctx->wqh.lock, flags);
	err = eventfd_wait(f, ctx, 0, false, &flags);
	if (err) {
		spin_unlock_irqrestore(&ctx->wqh.lock, flags);
		return err;
	}
	val = ctx->flags & EFD_SEMAPHORE ? 1 : ctx->count;
	ctx->count -= val;
	spin_unlock_irqrestore(&ctx->wqh.lock, flags);
	wake_up_poll(&ctx->wqh, POLLOUT);
	return copy_to_user(buf, &val, sizeof(val)) ? -EFAULT : (ssize_t)sizeof(val);
}

static ssize_t eventfd_write(struct file *f, const char __user *buf,
			     size_t count, loff_t *pos)
{
	struct eventfd_ctx *ctx = f->private_data;
	unsigned long flags;
	u64 val;
	int err;

	(void)pos;
	if (count < sizeof(val))
		return -EINVAL;
	if (copy_from_user(&val, buf, sizeof(val)))
		return -EFAULT;
	if (val == ~0ULL)
		return -EINVAL;
	spin_lock_irqsave(&ctx->wqh.lock, flags);
	err = eventfd_wait(f, ctx, val, true, &flags);
	if (!err)
		ctx->count += val;
	spin_unlock_irqrestore(&ctx->wqh.lock, flags);
	if (err)
		return err;
	wake_up_poll(&ctx->wqh, POLLIN);
	return (ssize_t)sizeof(val);
}

static unsigned int eventfd_poll(struct file *f, poll_table *pt)
{
	struct eventfd_ctx *ctx = f->private_data;
	unsigned int mask = 0;
	unsigned long flags;

	poll_wait(f, &ctx->wqh, pt);
	spin_lock_irqsave(&ctx->wqh.lock, flags);
	if (ctx->count)
		mask |= POLLIN | POLLRDNORM;
	if (ctx->count < EFD_MAX)
		mask |= POLLOUT | POLLWRNORM;
	spin_unlock_irqrestore(&ctx->wqh.lock, flags);
	return mask;
}

static int eventfd_release(struct inode *inode, struct file *f)
{
	(void)inode;
	kfree(f->private_data);
	return 0;
}

/* /proc/PID/fdinfo/N: the counter, as Linux 6.1's eventfd_show_fdinfo()
 * prints it (16 places of hexadecimal), then the instance's id: its
 * number among the eventfds made since boot, from 0 */
static void eventfd_show_fdinfo(struct seq_buf *m, struct file *f)
{
	struct eventfd_ctx *ctx = f->private_data;
	unsigned long long count;
	unsigned long flags;

	spin_lock_irqsave(&ctx->wqh.lock, flags);
	count = ctx->count;
	spin_unlock_irqrestore(&ctx->wqh.lock, flags);
	seq_printf(m, "eventfd-count: %16llx\neventfd-id: %u\n", count,
		   ctx->id);
}

const struct file_operations eventfd_fops = {
	.llseek = noop_llseek,	/* lseek(2) answers 0, as Linux's */
	.read = eventfd_read,
	.write = eventfd_write,
	.poll = eventfd_poll,
	.release = eventfd_release,
	.show_fdinfo = eventfd_show_fdinfo,
};

long sys_eventfd2(unsigned int count, int flags)
{
	struct eventfd_ctx *ctx;
	struct file *f;
	int fd;

	if (flags & ~(EFD_SEMAPHORE | EFD_CLOEXEC | EFD_NONBLOCK))
		return -EINVAL;
	ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);
	if (!ctx)
		return -ENOMEM;
	init_waitqueue_head(&ctx->wqh);
	ctx->count = count;
	ctx->flags = (unsigned int)flags & EFD_SEMAPHORE;
	ctx->id = (unsigned int)atomic_inc_return(&eventfd_ids) - 1;
	f = alloc_file(NULL, &eventfd_fops,
		       O_RDWR | ((unsigned int)flags & EFD_NONBLOCK));
	if (!f) {
		kfree(ctx);
		return -ENOMEM;
	}
	f->private_data = ctx;
	fd = fd_install(f, flags & EFD_CLOEXEC);
	if (fd < 0)
		fput(f);	/* frees ctx too (eventfd_release()) */
	return fd;
}

long sys_eventfd(unsigned int count)
{
	return sys_eventfd2(count, 0);
}
