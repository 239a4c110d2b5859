// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/mem.c - /proc/PID/mem: a process's memory as a file, read and
 * written at the process's own addresses (proc(5)): lseek(2) to an
 * address, then read(2) or write(2) there.  Debuggers use it to move
 * whole blocks where PTRACE_PEEKDATA moves a word at a time.
 *
 * The rules, as Linux 6.1's proc_mem_open() and mem_rw() keep them:
 * - Only who may trace the process opens it (ptrace_may_access(), the
 *   same test as maps and environ), and the file keeps the address
 *   space the process had at open(2): after an exec - of a set-user-ID
 *   program, say - the opener still reaches the old one, never the
 *   new.  Once no process has that address space (it exec'd or
 *   exited), reads and writes move nothing, as on Linux: the file holds
 *   the mm_struct (mmgrab()), not its pages, which go with the last
 *   process; each access is a user of the address space while it runs
 *   (mmget_not_zero()), so an exit on another CPU cannot free the pages
 *   under it.
 * - Every access is a tracer's (access_remote_vm() with FOLL_FORCE):
 *   a write reaches read-only private memory, a program's text, as a
 *   breakpoint must; it lands in a private copy of the page, never in
 *   the file the page came from, and never in read-only shared memory
 *   (the rule the "Dirty COW" bug broke, CVE-2016-5195; LTP's dirtyc0w
 *   writes here while another thread drops the page).
 * - An address with no memory is EIO when nothing was moved; what was
 *   moved before it counts.
 * - The position is an address: on i386 one above 2 GiB is a negative
 *   loff_t, which lseek(2) takes here (Linux's FMODE_UNSIGNED_OFFSET)
 *   and _llseek(2) returns as Linux's does.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/fs.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/uaccess.h"
#include "internal.h"

static int mem_open(struct inode *inode, struct file *f)
{
	int err = proc_pid_may_open_private(inode->priv);
	struct mm_struct *mm;

	if (err)
		return err;
	/* a kernel thread has none: reads and writes then move nothing */
	mm = proc_pid_mm(inode->priv);
	if (mm) {
		mmgrab(mm);
		mmput(mm);
	}
	f->private_data = mm;
	return 0;
}

/* count bytes between buf and the memory at *ppos, a page at a time
 * through a kernel buffer (access_remote_vm() copies kernel memory) */
static ssize_t mem_rw(struct file *f, char __user *buf, size_t count,
		      loff_t *ppos, bool write)
{
	struct mm_struct *mm = f->private_data;
	unsigned int flags = FOLL_FORCE | (write ? FOLL_WRITE : 0);
	unsigned long addr = (unsigned long)*ppos;
	ssize_t done = 0;
	char *page;
	int n, got;

	if (!count || !mm || !mmget_not_zero(mm))
		return 0;
	page = kmalloc(PAGE_SIZE, GFP_KERNEL);
	if (!page) {
		done = -ENOMEM;
		goto out;
	}
	while (count) {
		n = (int)min(count, (size_t)PAGE_SIZE);
		if (write && copy_from_user(page, buf + done, n)) {
			done = done ? done : -EFAULT;
			break;
		}
		got = access_remote_vm(mm, addr, page, n, flags);
		if (!got) {
			done = done ? done : -EIO;
			break;
		}
		if (!write && copy_to_user(buf + done, page, got)) {
			done = done ? done : -EFAULT;
			break;
		}
		addr += got;
		done += got;
		count -= got;
	}
	kfree(page);
	if (done > 0)
		*ppos += done;
out:
	mmput(mm);
	return done;
}

static ssize_t mem_read(struct file *f, char __user *buf, size_t count,
			loff_t *ppos)
{
	return mem_rw(f, buf, count, ppos, false);
}

static ssize_t mem_write(struct file *f, const char __user *buf,
			 size_t count, loff_t *ppos)
{
	return mem_rw(f, (char __user *)buf, count, ppos, true);
}

/* SEEK_SET and SEEK_CUR to any address; the file has no end to seek
 * from (EINVAL), as Linux's mem_lseek() */
static loff_t mem_lseek(struct file *f, loff_t off, int whence)
{
	if (whence == SEEK_SET)
		f->f_pos = off;
	else if (whence == SEEK_CUR)
		f->f_pos += off;
	else
		return -EINVAL;
	return f->f_pos;
}

static int mem_release(struct inode *inode, struct file *f)
{
	(void)inode;
	if (f->private_data)
		mmdrop(f->private_data);
	return 0;
}

const struct file_operations proc_mem_operations = {
	.llseek = mem_lseek,
	.read = mem_read,
	.write = mem_write,
	.open = mem_open,
	.release = mem_release,
};
