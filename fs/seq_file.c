// SPDX-License-Identifier: GPL-2.0
/*
 * fs/seq_file.c - sequential files: text generated one record at a time
 * by a module's seq_operations and read(2) in pieces of any size.
 *
 * The buffer holds whole records.  seq_read() first hands out what is
 * left of the last fill; then it starts the iterator at m->index and
 * shows records until the buffer would overflow (a record that alone
 * does not fit doubles the buffer, and is shown again) or the reader
 * has enough.  The position of the next record is kept in m->index,
 * so the next read(2) carries on where this one stopped; a read at
 * another file position replays the records up to it (traverse()).
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "asm/page.h"

static void seq_set_overflow(struct seq_file *m)
{
	m->count = m->size;
}

/* A buffer twice the size (the first is a page); false if out of memory */
static bool seq_grow(struct seq_file *m)
{
	kvfree(m->buf);
	m->count = 0;
	m->size = m->size ? m->size << 1 : PAGE_SIZE;
	m->buf = kvmalloc(m->size, GFP_KERNEL);
	return m->buf;
}

int seq_open(struct file *file, const struct seq_operations *op)
{
	struct seq_file *m = kzalloc(sizeof(*m), GFP_KERNEL);

	if (!m)
		return -ENOMEM;
	m->op = op;
	m->file = file;
	file->private_data = m;
	return 0;
}
EXPORT_SYMBOL(seq_open);

/*
 * Make the text at file position offset the next to be read: run the
 * records from the first, dropping offset bytes.  -EAGAIN: a record
 * did not fit, the buffer grew, try again.
 */
static int traverse(struct seq_file *m, loff_t offset)
{
	loff_t pos = 0;
	int error = 0;
	void *p;

	m->index = 0;
	m->count = m->from = 0;
	if (!offset)
		return 0;
	if (!m->buf && !seq_grow(m))
		return -ENOMEM;
	p = m->op->start(m, &m->index);
	while (p && !IS_ERR(p)) {
		error = m->op->show(m, p);
		if (error < 0)
			break;
		if (error) {
			error = 0;
			m->count = 0;
		}
		if (seq_has_overflowed(m)) {
			m->op->stop(m, p);
			return seq_grow(m) ? -EAGAIN : -ENOMEM;
		}
		p = m->op->next(m, p, &m->index);
		if (pos + (loff_t)m->count > offset) {
			m->from = (size_t)(offset - pos);
			m->count -= m->from;
			break;
		}
		pos += m->count;
		m->count = 0;
		if (pos == offset)
			break;
	}
	if (IS_ERR(p))
		error = (int)PTR_ERR(p);
	m->op->stop(m, p);
	return error;
}

static int traverse_to(struct seq_file *m, loff_t offset)
{
	int err;

	while ((err = traverse(m, offset)) == -EAGAIN)
		;
	return err;
}

/* Copy up to size bytes of the text already in the buffer */
static ssize_t drain(struct seq_file *m, char __user *buf, size_t size)
{
	size_t n = min(m->count, size);

	if (copy_to_user(buf, m->buf + m->from, n))
		return -EFAULT;
	m->count -= n;
	m->from += n;
	return (ssize_t)n;
}

/*
 * The first record from m->index that shows anything, alone in the
 * buffer (grown until it fits): the iterator's cursor for it.  At the
 * end or on an error the iterator is stopped and NULL returned, with
 * *err 0 or the error.
 */
static void *first_record(struct seq_file *m, int *err)
{
	void *p = m->op->start(m, &m->index);

	for (;;) {
		*err = IS_ERR(p) ? (int)PTR_ERR(p) : 0;
		if (!p || IS_ERR(p))
			break;
		*err = m->op->show(m, p);
		if (*err < 0)
			break;
		if (*err)
			m->count = 0;	/* SEQ_SKIP */
		if (!m->count) {
			p = m->op->next(m, p, &m->index);
			continue;
		}
		if (!seq_has_overflowed(m))
			return p;
		m->op->stop(m, p);
		if (!seq_grow(m)) {
			*err = -ENOMEM;
			return NULL;
		}
		p = m->op->start(m, &m->index);
	}
	m->op->stop(m, p);
	m->count = 0;
	return NULL;
}

/* More whole records after p, while they fit and the reader wants more */
static void *fill(struct seq_file *m, void *p, size_t size)
{
	for (;;) {
		size_t offs = m->count;
		loff_t pos = m->index;
		int err;

		p = m->op->next(m, p, &m->index);
		if (pos == m->index) {
			printk(KERN_WARNING "seq_file: buggy .next function "
			       "%p did not update position index\n",
			       (void *)m->op->next);
			m->index++;
		}
		if (!p || IS_ERR(p) || m->count >= size)
			return p;
		err = m->op->show(m, p);
		if (err > 0) {
			m->count = offs;
		} else if (err || seq_has_overflowed(m)) {
			m->count = offs;
			return p;
		}
	}
}

ssize_t seq_read(struct file *file, char __user *buf, size_t size,
		 loff_t *ppos)
{
	struct seq_file *m = file->private_data;
	ssize_t copied = 0, n;
	int err = 0;
	void *p;

	if (*ppos != m->read_pos) {
		err = traverse_to(m, *ppos);
		if (err)
			return err;
		m->read_pos = *ppos;
	}
	if (!m->buf && !seq_grow(m))
		return -ENOMEM;
	if (m->count) {
		copied = drain(m, buf, size);
		if (copied < 0 || m->count || (size_t)copied == size)
			goto done;
	}
	m->from = 0;
	m->count = 0;
	p = first_record(m, &err);
	if (p) {
		p = fill(m, p, size - (size_t)copied);
		m->op->stop(m, p);
		n = drain(m, buf + copied, size - (size_t)copied);
		copied = n < 0 ? n : copied + n;
	}
done:
	if (copied > 0) {
		*ppos += copied;
		m->read_pos += copied;
		return copied;
	}
	return copied < 0 ? copied : err;
}
EXPORT_SYMBOL(seq_read);

/* SEEK_SET and SEEK_CUR only: a seq_file does not know its length */
loff_t seq_lseek(struct file *file, loff_t offset, int whence)
{
	struct seq_file *m = file->private_data;

	if (whence == SEEK_CUR)
		offset += file->f_pos;
	else if (whence != SEEK_SET)
		return -EINVAL;
	if (offset < 0)
		return -EINVAL;
	if (offset != m->read_pos) {
		int err = traverse_to(m, offset);

		if (err) {
			file->f_pos = m->read_pos = 0;
			m->index = 0;
			m->count = 0;
			return err;
		}
		m->read_pos = offset;
	}
	file->f_pos = offset;
	return offset;
}
EXPORT_SYMBOL(seq_lseek);

int seq_release(struct inode *inode, struct file *file)
{
	struct seq_file *m = file->private_data;

	(void)inode;
	kvfree(m->buf);
	kfree(m);
	return 0;
}
EXPORT_SYMBOL(seq_release);

/* seq_open() with psize zeroed bytes for the iterator, in m->private */
void *__seq_open_private(struct file *file, const struct seq_operations *op,
			 int psize)
{
	void *private = kzalloc((size_t)psize, GFP_KERNEL);

	if (!private)
		return NULL;
	if (seq_open(file, op)) {
		kfree(private);
		return NULL;
	}
	((struct seq_file *)file->private_data)->private = private;
	return private;
}
EXPORT_SYMBOL(__seq_open_private);

int seq_open_private(struct file *file, const struct seq_operations *op,
		     int psize)
{
	return __seq_open_private(file, op, psize) ? 0 : -ENOMEM;
}
EXPORT_SYMBOL(seq_open_private);

int seq_release_private(struct inode *inode, struct file *file)
{
	struct seq_file *m = file->private_data;

	kfree(m->private);
	return seq_release(inode, file);
}
EXPORT_SYMBOL(seq_release_private);

/* single_open(): one record, shown by show() */
static void *single_start(struct seq_file *m, loff_t *pos)
{
	(void)m;
	return *pos ? NULL : SEQ_START_TOKEN;
}

static void *single_next(struct seq_file *m, void *v, loff_t *pos)
{
	(void)m, (void)v;
	++*pos;
	return NULL;
}

static void single_stop(struct seq_file *m, void *v)
{
	(void)m, (void)v;
}

int single_open(struct file *file, int (*show)(struct seq_file *, void *),
		void *data)
{
	struct seq_operations *op = kmalloc(sizeof(*op), GFP_KERNEL);
	int err = -ENOMEM;

	if (op) {
		op->start = single_start;
		op->next = single_next;
		op->stop = single_stop;
		op->show = show;
		err = seq_open(file, op);
	}
	if (err) {
		kfree(op);
		return err;
	}
	((struct seq_file *)file->private_data)->private = data;
	return 0;
}
EXPORT_SYMBOL(single_open);

/* single_open() with a buffer of size bytes from the start */
int single_open_size(struct file *file,
		     int (*show)(struct seq_file *, void *), void *data,
		     size_t size)
{
	char *buf = kvmalloc(size, GFP_KERNEL);
	struct seq_file *m;
	int err;

	if (!buf)
		return -ENOMEM;
	err = single_open(file, show, data);
	if (err) {
		kvfree(buf);
		return err;
	}
	m = file->private_data;
	m->buf = buf;
	m->size = size;
	return 0;
}
EXPORT_SYMBOL(single_open_size);

int single_release(struct inode *inode, struct file *file)
{
	const struct seq_operations *op =
		((struct seq_file *)file->private_data)->op;
	int err = seq_release(inode, file);

	kfree(op);
	return err;
}
EXPORT_SYMBOL(single_release);

void seq_vprintf(struct seq_file *m, const char *fmt, va_list args)
{
	if (m->count < m->size) {
		int len = vsnprintf(m->buf + m->count, m->size - m->count,
				    fmt, args);

		if (m->count + (size_t)len < m->size) {
			m->count += (size_t)len;
			return;
		}
	}
	seq_set_overflow(m);
}
EXPORT_SYMBOL(seq_vprintf);

void seq_file_printf(struct seq_file *m, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	seq_vprintf(m, fmt, args);
	va_end(args);
}
EXPORT_SYMBOL(seq_file_printf);

void seq_write(struct seq_file *m, const void *data, size_t len)
{
	if (m->count + len < m->size) {
		memcpy(m->buf + m->count, data, len);
		m->count += len;
		return;
	}
	seq_set_overflow(m);
}
EXPORT_SYMBOL(seq_write);

void seq_puts(struct seq_file *m, const char *s)
{
	seq_write(m, s, strlen(s));
}
EXPORT_SYMBOL(seq_puts);

void seq_putc(struct seq_file *m, char c)
{
	seq_write(m, &c, 1);
}
EXPORT_SYMBOL(seq_putc);

struct list_head *seq_list_start(struct list_head *head, loff_t pos)
{
	struct list_head *lh;

	for (lh = head->next; lh != head; lh = lh->next)
		if (pos-- == 0)
			return lh;
	return NULL;
}
EXPORT_SYMBOL(seq_list_start);

/* As seq_list_start(), with the head itself at position 0 */
struct list_head *seq_list_start_head(struct list_head *head, loff_t pos)
{
	return pos ? seq_list_start(head, pos - 1) : head;
}
EXPORT_SYMBOL(seq_list_start_head);

struct list_head *seq_list_next(void *v, struct list_head *head,
				loff_t *ppos)
{
	struct list_head *lh = ((struct list_head *)v)->next;

	++*ppos;
	return lh == head ? NULL : lh;
}
EXPORT_SYMBOL(seq_list_next);
