// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg26-procfs/lkmpg26-procfs.c - /proc files the way
 * the 2.6 edition of LKMPG (2007) and drivers of that time made them:
 * create_proc_entry(), then the entry's fields set by hand (read_proc,
 * write_proc, owner, mode, uid, gid, size, proc_fops), &proc_root as
 * the parent, create_proc_read_entry with a data pointer.  Each file
 * uses one of read_proc's three ways of saying where its bytes are:
 *
 *   /proc/lkmpg26_buffer    start left NULL: the whole file in the page
 *                           (and write_proc keeps what is written)
 *   /proc/lkmpg26/squares   *start = page, off in bytes: "lines" lines,
 *                           several pages long, made from off on
 *   /proc/lkmpg26/records   *start = a record count: off counts records
 *   /proc/lkmpg26/config    create_proc_read_entry() with data
 *   /proc/lkmpg26/fops      ->proc_fops set after create_proc_entry()
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/init.h>
#include <linux/proc_fs.h>
#include <linux/string.h>
#include <asm/uaccess.h>

#define PROCFS_MAX_SIZE 1024
#define PROCFS_NAME "lkmpg26_buffer"

static int lines = 300;
module_param(lines, int, 0444);
MODULE_PARM_DESC(lines, "how many lines /proc/lkmpg26/squares has");

static struct proc_dir_entry *Our_Proc_File, *Our_Dir;
static char procfs_buffer[PROCFS_MAX_SIZE];
static unsigned long procfs_buffer_size;

/* Way 1: the whole file every time; nothing more past its end */
static int procfile_read(char *buffer, char **buffer_location, off_t offset,
			 int buffer_length, int *eof, void *data)
{
	if (offset > 0)
		return 0;
	memcpy(buffer, procfs_buffer, procfs_buffer_size);
	return procfs_buffer_size;
}

static int procfile_write(struct file *file, const char __user *buffer,
			  unsigned long count, void *data)
{
	procfs_buffer_size = count;
	if (procfs_buffer_size > PROCFS_MAX_SIZE)
		procfs_buffer_size = PROCFS_MAX_SIZE;
	if (copy_from_user(procfs_buffer, buffer, procfs_buffer_size))
		return -EFAULT;
	printk(KERN_INFO "lkmpg26: %lu bytes written\n", procfs_buffer_size);
	return procfs_buffer_size;
}

static int square_line(char *buf, int i)
{
	return sprintf(buf, "%d squared is %d\n", i, i * i);
}

/* Way 3: the bytes from off on, whole lines after the first piece */
static int squares_read(char *page, char **start, off_t off, int count,
			int *eof, void *data)
{
	char line[40];
	off_t pos = 0;
	int i, len = 0;

	for (i = 0; i < lines; i++) {
		int n = square_line(line, i);

		if (pos + n > off) {
			int skip = off > pos ? off - pos : 0;

			if (len + n - skip > count)
				break;
			memcpy(page + len, line + skip, n - skip);
			len += n - skip;
		}
		pos += n;
	}
	if (i == lines)
		*eof = 1;
	*start = page;
	return len;
}

/* Way 2: off is a record number; say how many records were given */
static int records_read(char *page, char **start, off_t off, int count,
			int *eof, void *data)
{
	int i, len = 0;

	for (i = off; i < lines / 10; i++) {
		if (len + 32 > count)
			break;
		len += sprintf(page + len, "record %d of %d\n", i, lines / 10);
	}
	if (i == lines / 10)
		*eof = 1;
	*start = (char *)(unsigned long)(i - off);
	return len;
}

struct config {
	const char *name;
	int value;
};

static struct config config = { "answer", 42 };

static int config_read(char *page, char **start, off_t off, int count,
		       int *eof, void *data)
{
	struct config *c = data;

	*eof = 1;
	if (off > 0)
		return 0;
	return sprintf(page, "%s = %d\n", c->name, c->value);
}

static ssize_t fops_read(struct file *file, char __user *buf, size_t len,
			 loff_t *offset)
{
	static const char text[] = "file_operations set by hand\n";

	return simple_read_from_buffer(buf, len, offset, text,
				       sizeof(text) - 1);
}

static const struct file_operations fops_4_our_file = {
	.owner = THIS_MODULE,
	.read = fops_read,
};

static int __init lkmpg26_init(void)
{
	struct proc_dir_entry *p;

	Our_Proc_File = create_proc_entry(PROCFS_NAME, 0644, NULL);
	if (Our_Proc_File == NULL) {
		remove_proc_entry(PROCFS_NAME, &proc_root);
		printk(KERN_ALERT "Error: Could not initialize /proc/%s\n",
		       PROCFS_NAME);
		return -ENOMEM;
	}
	Our_Proc_File->read_proc = procfile_read;
	Our_Proc_File->write_proc = procfile_write;
	Our_Proc_File->owner = THIS_MODULE;
	Our_Proc_File->mode = S_IFREG | S_IRUGO | S_IWUSR;
	Our_Proc_File->uid = 0;
	Our_Proc_File->gid = 0;
	Our_Proc_File->size = 37;

	Our_Dir = create_proc_entry("lkmpg26", S_IFDIR | 0555, &proc_root);
	if (!Our_Dir)
		goto fail;
	p = create_proc_entry("squares", 0444, Our_Dir);
	if (!p)
		goto fail;
	p->read_proc = squares_read;
	p = create_proc_entry("records", 0444, Our_Dir);
	if (!p)
		goto fail;
	p->read_proc = records_read;
	if (!create_proc_read_entry("config", 0444, Our_Dir, config_read,
				    &config))
		goto fail;
	p = create_proc_entry("fops", 0644, Our_Dir);
	if (!p)
		goto fail;
	p->proc_fops = &fops_4_our_file;
	p->mode = S_IFREG | S_IRUGO;	/* read-only after all */

	printk(KERN_INFO "/proc/%s created, and /proc/lkmpg26 (%d lines)\n",
	       PROCFS_NAME, lines);
	return 0;
fail:
	remove_proc_entry("lkmpg26", &proc_root);
	remove_proc_entry(PROCFS_NAME, &proc_root);
	return -ENOMEM;
}

static void __exit lkmpg26_exit(void)
{
	remove_proc_entry("fops", Our_Dir);
	remove_proc_entry("config", Our_Dir);
	remove_proc_entry("records", Our_Dir);
	remove_proc_entry("squares", Our_Dir);
	remove_proc_entry("lkmpg26", &proc_root);
	remove_proc_entry(PROCFS_NAME, &proc_root);
	printk(KERN_INFO "/proc/%s removed\n", PROCFS_NAME);
}

module_init(lkmpg26_init);
module_exit(lkmpg26_exit);
MODULE_LICENSE("GPL");
