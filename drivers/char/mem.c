// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/mem.c - /dev/null and /dev/zero (null(4)): the first reads
 * end-of-file and swallows writes, the second reads zeroes.  Also makes
 * /dev itself, with the terminal's nodes (tty_init() in
 * drivers/char/tty_io.c).
 */
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/init.h"

static ssize_t null_read(struct file *f, char __user *buf, size_t count,
			 loff_t *pos)
{
	(void)f, (void)buf, (void)count, (void)pos;
	return 0;
}

static ssize_t null_write(struct file *f, const char __user *buf,
			  size_t count, loff_t *pos)
{
	(void)f, (void)buf, (void)pos;
	return (ssize_t)count;
}

static ssize_t zero_read(struct file *f, char __user *buf, size_t count,
			 loff_t *pos)
{
	(void)f, (void)pos;
	return clear_user(buf, count) ? -EFAULT : (ssize_t)count;
}

const struct file_operations null_fops = {
	.read = null_read,
	.write = null_write,
};

const struct file_operations zero_fops = {
	.read = zero_read,
	.write = null_write,
};

void __init dev_init(void)
{
	fs_create_dev("dev/null", &null_fops);
	fs_create_dev("dev/zero", &zero_fops);
	tty_init();
}
