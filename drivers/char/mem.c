// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/mem.c - /dev/null and /dev/zero (null(4)): the first reads
 * end-of-file and swallows writes, the second reads zeroes.  Also makes
 * /dev itself (the terminal's nodes: tty_init() in
 * drivers/char/tty_io.c), and registers the numbers as Linux's
 * devices.txt assigns them (major 1 "mem": 3 null, 5 zero; 8 random and
 * 9 urandom, drivers/char/random.c), so a node
 * made with mknod(2) reaches them too.
 */
#include "linux/kernel.h"
#include "linux/stat.h"
#include "linux/cdev.h"
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

/* Both seek anywhere and stay at 0, as Linux's null_lseek() (so pread(2)
 * works on them) */
static loff_t null_lseek(struct file *f, loff_t offset, int whence)
{
	(void)offset, (void)whence;
	return f->f_pos = 0;
}

const struct file_operations null_fops = {
	.llseek = null_lseek,
	.read = null_read,
	.write = null_write,
};

const struct file_operations zero_fops = {
	.llseek = null_lseek,
	.read = zero_read,
	.write = null_write,
};

#define MEM_MAJOR	1

static int memory_open(struct inode *inode, struct file *f)
{
	switch (iminor(inode)) {
	case 3:
		return open_with_fops(inode, f, &null_fops);
	case 5:
		return open_with_fops(inode, f, &zero_fops);
	case 8:
	case 9:
		return open_with_fops(inode, f, &random_fops);
	default:
		return -ENXIO;
	}
}

static const struct file_operations memory_fops = {
	.open = memory_open,
};

/*
 * A node in /dev with its device number and mode, as stat(2) shows
 * them: each the mode Linux's devtmpfs gives it (its driver's
 * ->devnode(), or 0600 when the driver names none), owned by root
 */
struct dentry *__init dev_node(const char *path,
			       const struct file_operations *fops, dev_t dev,
			       umode_t mode)
{
	struct dentry *d = fs_create_dev(path, fops);

	if (d) {
		d->d_inode->i_rdev = dev;
		d->d_inode->i_mode = S_IFCHR | mode;
	}
	return d;
}

void __init dev_init(void)
{
	if (register_chrdev(MEM_MAJOR, "mem", &memory_fops))
		printk(KERN_ERR "mem: cannot register major %d\n", MEM_MAJOR);
	dev_node("dev/null", &null_fops, MKDEV(MEM_MAJOR, 3), 0666);
	dev_node("dev/zero", &zero_fops, MKDEV(MEM_MAJOR, 5), 0666);
	dev_node("dev/random", &random_fops, MKDEV(MEM_MAJOR, 8), 0666);
	dev_node("dev/urandom", &random_fops, MKDEV(MEM_MAJOR, 9), 0666);
	tty_init();
}
