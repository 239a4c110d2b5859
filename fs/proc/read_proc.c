// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/read_proc.c - the file of an entry made by create_proc_entry()
 * (Linux 2.6 to 3.9): read(2) calls the module's read_proc, write(2)
 * its write_proc.
 *
 * read_proc(page, &start, off, count, &eof, data) is handed an empty
 * page and the file position off, and returns how many bytes it made,
 * 0 at the end of the file or an errno.  Where the bytes are is told by
 * start, in one of three ways (2.6's fs/proc/generic.c, the comment
 * above proc_file_read()):
 *
 *  1. start left NULL: the module wrote the whole file into the page,
 *     from its first byte, and returned its length; the bytes from off
 *     on are given.  Such a file holds at most a page.
 *  2. start set to a small number (below the page's address): the
 *     bytes are at the start of the page, and the position moves by
 *     that number, not by the bytes given - the module counts records,
 *     not bytes, in off.
 *  3. start set to where the bytes are - in the page, or in a buffer of
 *     the module's own - and the position moves by the bytes given.
 *
 * A read(2) calls read_proc again, with the position moved on, until it
 * has count bytes, read_proc returns 0 or sets *eof.  Each call is asked
 * for at most PROC_BLOCK_SIZE bytes: a module that writes a whole record
 * past count still stays inside its page.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/slab.h"
#include "linux/uaccess.h"
#include "asm/page.h"
#include "internal.h"

#define PROC_BLOCK_SIZE	(PAGE_SIZE - 1024)	/* 2.6's */

/* One read_proc call's answer: its page, where it said the bytes are
 * (start) and how many it made (n) */
struct reply {
	const char *page;
	const char *start;
	size_t n;
};

/* One call's bytes: where they are, how many, how far the position moves */
struct chunk {
	const char *from;
	size_t len;
	loff_t advance;
};

static bool chunk_of(const struct reply *r, loff_t pos, size_t count,
		     struct chunk *c)
{
	size_t n = r->n;

	if (!r->start) {			/* way 1 */
		n = min(n, (size_t)PAGE_SIZE);
		if (pos >= (loff_t)n)
			return false;
		c->from = r->page + pos;
		c->len = min(n - (size_t)pos, count);
		c->advance = (loff_t)c->len;
	} else if (r->start < r->page) {	/* way 2 */
		c->from = r->page;
		c->len = min(n, count);
		c->advance = (loff_t)(unsigned long)r->start;
	} else {				/* way 3 */
		if (r->start < r->page + PAGE_SIZE)
			n = min(n, (size_t)(r->page + PAGE_SIZE - r->start));
		c->from = r->start;
		c->len = min(n, count);
		c->advance = (loff_t)c->len;
	}
	return c->len > 0;
}

static ssize_t proc_file_read(struct file *f, char __user *buf,
			      size_t nbytes, loff_t *ppos)
{
	struct proc_dir_entry *pde = f->f_inode->priv;
	char *page;
	ssize_t done = 0;
	int eof = 0;

	if (!pde->read_proc)
		return 0;		/* 2.6: an entry without one is empty */
	page = kmalloc(PAGE_SIZE, GFP_KERNEL);
	if (!page)
		return -ENOMEM;
	while (nbytes > 0 && !eof) {
		size_t count = min(nbytes, (size_t)PROC_BLOCK_SIZE);
		char *start = NULL;
		struct chunk c;
		int n = pde->read_proc(page, &start, (off_t)*ppos, (int)count,
				       &eof, pde->data);
		struct reply r = { .page = page, .start = start, .n = n };

		if (n < 0 && !done)
			done = n;
		if (n <= 0 || !chunk_of(&r, *ppos, count, &c))
			break;
		/* 2.6 gave it all, past the reader's buffer: cut here */
		if (start && start < page && (size_t)n > count)
			printk(KERN_WARNING "proc: read_proc of %s "
			       "gave %d bytes for %zu: the rest is lost\n",
			       pde->dentry->d_name.name, n, count);
		if (copy_to_user(buf, c.from, c.len)) {
			done = done ? done : -EFAULT;
			break;
		}
		*ppos += c.advance;
		buf += c.len;
		nbytes -= c.len;
		done += (ssize_t)c.len;
	}
	kfree(page);
	return done;
}

/* The user's buffer goes to write_proc as it is; the position stays */
static ssize_t proc_file_write(struct file *f, const char __user *buf,
			       size_t count, loff_t *ppos)
{
	struct proc_dir_entry *pde = f->f_inode->priv;

	(void)ppos;
	if (!pde->write_proc)
		return -EIO;
	return pde->write_proc(f, buf, count, pde->data);
}

/* 2.6's proc_file_lseek(): from the start or from here, not the end */
static loff_t proc_file_lseek(struct file *f, loff_t off, int whence)
{
	if (whence == SEEK_CUR)
		off += f->f_pos;
	else if (whence != SEEK_SET)
		return -EINVAL;
	if (off < 0)
		return -EINVAL;
	f->f_pos = off;
	return off;
}

const struct proc_ops proc_legacy_ops = {
	.proc_read = proc_file_read,
	.proc_write = proc_file_write,
	.proc_lseek = proc_file_lseek,
};
