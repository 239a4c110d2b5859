// SPDX-License-Identifier: GPL-2.0
/*
 * fs/fifo.c - named pipes (fifo(7)): a node mknod(2) or mkfifo(3) made,
 * S_IFIFO, whose opens all reach one pipe (fs/pipe.c), made at the
 * first open and gone with the last close.  open(2) of one end waits
 * for the other: a reader until a writer comes, a writer until a reader
 * does.  With O_NONBLOCK a reader does not wait, and a writer with no
 * reader gets ENXIO; O_RDWR (which POSIX leaves undefined, Linux
 * allows) is both ends at once and never waits.
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/pipe_fs_i.h"
#include "linux/sched.h"

/*
 * f's ends of the inode's pipe, the pipe made if this is the first open.
 * It is allocated before fifo_attach() takes its lock (allocating may
 * sleep), and dropped if another open made one meanwhile.  (The look at
 * i_pipe without the lock only saves an allocation; fifo_attach()
 * decides.)
 */
static int fifo_get(struct inode *inode, struct file *f)
{
	struct pipe *fresh = inode->i_pipe ? NULL : alloc_pipe_info();

	fresh = fifo_attach(inode, fresh, f);
	if (fresh)
		free_pipe_info(fresh);
	return f->private_data ? 0 : -ENOMEM;
}

/* Wait for the other end when open(2) says to: 0, or the error */
static int fifo_wait(struct pipe *p, struct file *f)
{
	int acc = f->f_flags & O_ACCMODE;
	bool nonblock = f->f_flags & O_NONBLOCK;

	if (acc == O_RDWR || (acc == O_RDONLY && nonblock))
		return 0;
	if (nonblock)			/* a writer, no reader: fifo(7) */
		return pipe_ends(p, false) ? 0 : -ENXIO;
	return pipe_wait_end(p, acc == O_RDONLY);
}

static int fifo_open(struct inode *inode, struct file *f)
{
	int err = fifo_get(inode, f);

	if (err)
		return err;
	f->f_op = &pipefifo_fops;
	err = fifo_wait(f->private_data, f);
	if (err)
		pipe_put_end(inode, f);	/* the failed open holds nothing */
	return err;
}

/* What a FIFO node's opens start with (mknod(2) S_IFIFO) */
const struct file_operations def_fifo_fops = {
	.open = fifo_open,
};
