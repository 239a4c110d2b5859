/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/seq_file.h - a text file produced record by record
 * (fs/seq_file.c).  A module gives start/next/stop/show; seq_read()
 * runs them into a buffer, doubling the buffer while one record does
 * not fit, and hands the text to read(2) in pieces of any size, so a
 * file of any length comes out whole over several reads.
 * single_open() is the one-record case.
 */
#ifndef _LINUX_SEQ_FILE_H
#define _LINUX_SEQ_FILE_H

#include "linux/types.h"
#include "linux/list.h"
#include "linux/seq_buf.h"
#include "asm/uaccess.h"

struct file;
struct inode;

struct seq_file {
	char *buf;
	size_t size;
	size_t from;		/* the unread text starts here in buf */
	size_t count;		/* bytes of text in buf; size: overflowed */
	loff_t index;		/* the iterator's position */
	loff_t read_pos;	/* the file position the text is for */
	const struct seq_operations *op;
	void *private;
	struct file *file;
};

struct seq_operations {
	void *(*start)(struct seq_file *m, loff_t *pos);
	void (*stop)(struct seq_file *m, void *v);
	void *(*next)(struct seq_file *m, void *v, loff_t *pos);
	int (*show)(struct seq_file *m, void *v);
};

/* A show() returning SEQ_SKIP drops what it wrote for this record */
#define SEQ_SKIP		1
/* start() at position 0 may return this: "print the header line" */
#define SEQ_START_TOKEN		((void *)1)

int seq_open(struct file *file, const struct seq_operations *op);
ssize_t seq_read(struct file *file, char __user *buf, size_t size,
		 loff_t *ppos);
loff_t seq_lseek(struct file *file, loff_t offset, int whence);
int seq_release(struct inode *inode, struct file *file);
void *__seq_open_private(struct file *file, const struct seq_operations *op,
			 int psize);
int seq_open_private(struct file *file, const struct seq_operations *op,
		     int psize);
int seq_release_private(struct inode *inode, struct file *file);

int single_open(struct file *file, int (*show)(struct seq_file *, void *),
		void *data);
int single_open_size(struct file *file,
		     int (*show)(struct seq_file *, void *), void *data,
		     size_t size);
int single_release(struct inode *inode, struct file *file);

void seq_vprintf(struct seq_file *m, const char *fmt, va_list args);
void seq_puts(struct seq_file *m, const char *s);
void seq_putc(struct seq_file *m, char c);
void seq_write(struct seq_file *m, const void *data, size_t len);

static inline bool seq_has_overflowed(const struct seq_file *m)
{
	return m->count == m->size;
}

/* Iterating a list_head: the entry at *pos, and the one after v */
struct list_head *seq_list_start(struct list_head *head, loff_t pos);
struct list_head *seq_list_start_head(struct list_head *head, loff_t pos);
struct list_head *seq_list_next(void *v, struct list_head *head,
				loff_t *ppos);

#endif /* _LINUX_SEQ_FILE_H */
