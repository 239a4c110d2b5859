// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/inode.c - what a /proc entry's file does: every call goes to
 * the entry's struct proc_ops, or to the file_operations it was given
 * (proc_create() in 2.6 style, or ->proc_fops set as 2.6 modules set
 * it after create_proc_entry()) (a missing read or write is -EIO, a
 * missing lseek is default_llseek, as Linux's proc_reg_*() do).  While
 * the file is open, the module that made the entry is pinned, as the
 * file_operations owner pinned it in 2.6 (Linux 3.10 on instead cuts
 * open files off when the entry goes).  proc_create_single() and
 * proc_create_seq() entries have seq_file operations of their own.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/poll.h"
#include "linux/seq_file.h"
#include "internal.h"

static struct proc_dir_entry *PDE(const struct inode *inode)
{
	return inode->priv;
}

/* Looked up at each call: a 2.6 module may set ->proc_fops at any time */
const struct proc_ops *pde_ops(struct proc_dir_entry *pde)
{
	const struct file_operations *fops = pde->proc_fops;

	if (!fops)
		return pde->proc_ops;
	pde->fops_ops.proc_open = fops->open;
	pde->fops_ops.proc_read = fops->read;
	pde->fops_ops.proc_write = fops->write;
	pde->fops_ops.proc_lseek = fops->llseek;
	pde->fops_ops.proc_release = fops->release;
	pde->fops_ops.proc_ioctl = fops->unlocked_ioctl;
	pde->fops_ops.proc_poll = fops->poll;
	pde->fops_ops.proc_mmap = fops->mmap;
	pde->fops_ops.proc_get_unmapped_area = fops->get_unmapped_area;
	return &pde->fops_ops;
}

/*
 * A call of the entry's operations runs between use_pde() and
 * unuse_pde(); once remove_proc_entry() has begun (PDE_REMOVED) none
 * starts, and the removal waits for those inside (pde_rundown()), so
 * neither the module's code nor its struct module is reached after the
 * module has let the entry go - what Linux's use_pde() and its removal's
 * rundown do.  A file still open then gets EIO.
 */
#define PDE_REMOVED	(INT_MIN / 2)
static DECLARE_WAIT_QUEUE_HEAD(pde_rundown_wait);

static bool use_pde(struct proc_dir_entry *pde)
{
	int n = atomic_read(&pde->in_use), seen;

	while (n >= 0) {
		seen = atomic_cmpxchg(&pde->in_use, n, n + 1);
		if (seen == n)
			return true;
		n = seen;
	}
	return false;
}

static void unuse_pde(struct proc_dir_entry *pde)
{
	if (atomic_dec_return(&pde->in_use) == PDE_REMOVED)
		wake_up(&pde_rundown_wait);
}

void pde_rundown(struct proc_dir_entry *pde)
{
	atomic_add(PDE_REMOVED, &pde->in_use);
	wait_event(pde_rundown_wait,
		   atomic_read(&pde->in_use) == PDE_REMOVED);
}

static int proc_reg_open(struct inode *inode, struct file *f)
{
	struct proc_dir_entry *pde = PDE(inode);
	const struct proc_ops *ops;
	int err = -ENOENT;

	if (!use_pde(pde))
		return err;
	if (try_module_get(pde->owner)) {
		ops = pde_ops(pde);
		err = ops->proc_open ? ops->proc_open(inode, f) : 0;
		if (err)
			module_put(pde->owner);
	}
	unuse_pde(pde);
	return err;
}

/* The module stays until this file's release: open took a reference */
static int proc_reg_release(struct inode *inode, struct file *f)
{
	struct proc_dir_entry *pde = PDE(inode);
	const struct proc_ops *ops;
	int err = 0;

	if (use_pde(pde)) {
		ops = pde_ops(pde);
		if (ops->proc_release)
			err = ops->proc_release(inode, f);
		unuse_pde(pde);
	}
	module_put(pde->owner);
	return err;
}

static ssize_t proc_reg_read(struct file *f, char __user *buf, size_t count,
			     loff_t *ppos)
{
	struct proc_dir_entry *pde = PDE(f->f_inode);
	const struct proc_ops *ops;
	ssize_t ret = -EIO;

	if (!use_pde(pde))
		return ret;
	ops = pde_ops(pde);
	if (ops->proc_read)
		ret = ops->proc_read(f, buf, count, ppos);
	unuse_pde(pde);
	return ret;
}

static ssize_t proc_reg_write(struct file *f, const char __user *buf,
			      size_t count, loff_t *ppos)
{
	struct proc_dir_entry *pde = PDE(f->f_inode);
	const struct proc_ops *ops;
	ssize_t ret = -EIO;

	if (!use_pde(pde))
		return ret;
	ops = pde_ops(pde);
	if (ops->proc_write)
		ret = ops->proc_write(f, buf, count, ppos);
	unuse_pde(pde);
	return ret;
}

static loff_t proc_reg_llseek(struct file *f, loff_t off, int whence)
{
	struct proc_dir_entry *pde = PDE(f->f_inode);
	const struct proc_ops *ops;
	loff_t ret = -EIO;

	if (!use_pde(pde))
		return ret;
	ops = pde_ops(pde);
	ret = ops->proc_lseek ? ops->proc_lseek(f, off, whence) :
				default_llseek(f, off, whence);
	unuse_pde(pde);
	return ret;
}

static long proc_reg_ioctl(struct file *f, unsigned int cmd,
			   unsigned long arg)
{
	struct proc_dir_entry *pde = PDE(f->f_inode);
	const struct proc_ops *ops;
	long ret = -EIO;

	if (!use_pde(pde))
		return ret;
	ops = pde_ops(pde);
	ret = ops->proc_ioctl ? ops->proc_ioctl(f, cmd, arg) : -ENOTTY;
	unuse_pde(pde);
	return ret;
}

/* poll(2): a file without proc_poll is always ready, as Linux's; a
 * removed one says POLLERR */
static unsigned int proc_reg_poll(struct file *f, poll_table *pt)
{
	struct proc_dir_entry *pde = PDE(f->f_inode);
	const struct proc_ops *ops;
	unsigned int ret = POLLERR;

	if (!use_pde(pde))
		return ret;
	ops = pde_ops(pde);
	ret = ops->proc_poll ? ops->proc_poll(f, pt) : DEFAULT_POLLMASK;
	unuse_pde(pde);
	return ret;
}

/* mmap2(2): an entry without proc_mmap cannot be mapped, EIO as Linux's */
static int proc_reg_mmap(struct file *f, struct vm_area_struct *vma)
{
	struct proc_dir_entry *pde = PDE(f->f_inode);
	const struct proc_ops *ops;
	int ret = -EIO;

	if (!use_pde(pde))
		return ret;
	ops = pde_ops(pde);
	if (ops->proc_mmap)
		ret = ops->proc_mmap(f, vma);
	unuse_pde(pde);
	return ret;
}

const struct file_operations proc_reg_file_ops = {
	.mmap = proc_reg_mmap,
	.poll = proc_reg_poll,
	.llseek = proc_reg_llseek,
	.read = proc_reg_read,
	.write = proc_reg_write,
	.unlocked_ioctl = proc_reg_ioctl,
	.open = proc_reg_open,
	.release = proc_reg_release,
};

static int proc_single_open(struct inode *inode, struct file *f)
{
	struct proc_dir_entry *pde = PDE(inode);

	return single_open(f, pde->single_show, pde->data);
}

const struct proc_ops proc_single_ops = {
	.proc_open = proc_single_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = single_release,
};

static int proc_seq_open(struct inode *inode, struct file *f)
{
	struct proc_dir_entry *pde = PDE(inode);

	if (pde->state_size)
		return seq_open_private(f, pde->seq_ops, (int)pde->state_size);
	return seq_open(f, pde->seq_ops);
}

static int proc_seq_release(struct inode *inode, struct file *f)
{
	struct proc_dir_entry *pde = PDE(inode);

	if (pde->state_size)
		return seq_release_private(inode, f);
	return seq_release(inode, f);
}

const struct proc_ops proc_seq_ops = {
	.proc_open = proc_seq_open,
	.proc_read = seq_read,
	.proc_lseek = seq_lseek,
	.proc_release = proc_seq_release,
};
