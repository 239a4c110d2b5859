// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sysfs/file.c - an attribute's file.  As in Linux 6.1: the mode is
 * the attribute's, and even root may not open for reading a file
 * without read bits or for writing one without write bits (EACCES);
 * the first read (and each read from offset 0) calls show() with a
 * zeroed page to fill; a write hands at most a page, NUL-terminated, to
 * store(), whose result (a count or an error) is write(2)'s.  The
 * kobject type's sysfs_ops make the call (lib/kobject.c's for a
 * kobj_attribute).
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/kobject.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "asm/page.h"
#include "sysfs.h"

static const struct sysfs_ops *sysfs_ops_of(const struct inode *inode)
{
	const struct kobject *kobj = inode->i_private;

	return kobj->ktype ? kobj->ktype->sysfs_ops : NULL;
}

static int sysfs_open(struct inode *inode, struct file *f)
{
	if (!inode->priv)
		return -ENODEV;
	if ((f->f_mode & FMODE_WRITE) && !(inode->i_mode & S_IWUGO))
		return -EACCES;
	if ((f->f_mode & FMODE_READ) && !(inode->i_mode & S_IRUGO))
		return -EACCES;
	return 0;
}

static int sysfs_release(struct inode *inode, struct file *f)
{
	(void)inode;
	if (f->private_data)
		free_page((unsigned long)f->private_data);
	return 0;
}

/* show() into the file's page: its length, or show()'s error */
static ssize_t sysfs_fill(struct file *f)
{
	struct inode *inode = f->f_inode;
	const struct sysfs_ops *ops;
	ssize_t n;

	/* removed (sysfs_remove()): its kobject may be freed already */
	if (!inode->priv)
		return -ENODEV;
	ops = sysfs_ops_of(inode);
	if (!ops || !ops->show)
		return -EIO;
	if (!f->private_data)	/* a page of its own: sysfs_emit() checks */
		f->private_data = (void *)__get_free_page(GFP_KERNEL);
	if (!f->private_data)
		return -ENOMEM;
	memset(f->private_data, 0, PAGE_SIZE);
	n = ops->show(inode->i_private, inode->priv, f->private_data);
	if (n < 0)
		return n;
	if (n >= (ssize_t)PAGE_SIZE) {
		printk(KERN_WARNING "fill_read_buffer: %ps returned bad "
		       "count\n", ops->show);
		n = PAGE_SIZE - 1;	/* Linux struggles along, so do we */
	}
	f->private_len = (size_t)n;
	return n;
}

static ssize_t sysfs_read(struct file *f, char __user *buf, size_t count,
			  loff_t *pos)
{
	if (*pos == 0 || !f->private_data) {
		ssize_t err = sysfs_fill(f);

		if (err < 0)
			return err;
	}
	return simple_read_from_buffer(buf, count, pos, f->private_data,
				       f->private_len);
}

static ssize_t sysfs_write(struct file *f, const char __user *buf,
			   size_t count, loff_t *pos)
{
	struct inode *inode = f->f_inode;
	const struct sysfs_ops *ops;
	size_t len = min(count, (size_t)PAGE_SIZE);
	ssize_t ret;
	char *kbuf;

	if (!inode->priv)	/* removed, as in sysfs_fill() */
		return -ENODEV;
	ops = sysfs_ops_of(inode);
	if (!ops || !ops->store)
		return -EIO;
	if (!len)
		return 0;
	kbuf = kmalloc(len + 1, GFP_KERNEL);
	if (!kbuf)
		return -ENOMEM;
	ret = copy_from_user(kbuf, buf, len) ? -EFAULT : 0;
	if (!ret) {
		kbuf[len] = '\0';
		ret = ops->store(inode->i_private, inode->priv, kbuf, len);
	}
	kfree(kbuf);
	if (ret > 0)
		*pos += ret;
	return ret;
}

static const struct file_operations sysfs_file_operations = {
	.open = sysfs_open,
	.read = sysfs_read,
	.write = sysfs_write,
	.llseek = generic_file_llseek,
	.release = sysfs_release,
};

/* stat(2) says a page, the most show() may give, as Linux's sysfs */
static void sysfs_getattr(struct inode *inode)
{
	inode->size = PAGE_SIZE;
}

/* attr's file in dir, with mode's permission bits (EEXIST: taken) */
int sysfs_add_file(struct dentry *dir, struct kobject *kobj,
		   const struct attribute *attr, umode_t mode)
{
	struct dentry *d;
	struct inode *inode;

	if (!dir)
		return -ENOENT;
	d = sysfs_new(dir, attr->name, false);
	if (IS_ERR(d))
		return PTR_ERR(d);
	inode = d->d_inode;
	inode->i_mode = S_IFREG | (mode & S_IALLUGO);
	inode->fops = &sysfs_file_operations;
	inode->priv = (void *)attr;
	inode->i_private = kobj;
	inode->getattr = sysfs_getattr;
	return 0;
}

int sysfs_create_file(struct kobject *kobj, const struct attribute *attr)
{
	if (!kobj || !attr)
		return -EINVAL;
	return sysfs_add_file(kobj->sd, kobj, attr, attr->mode);
}
EXPORT_SYMBOL(sysfs_create_file);

void sysfs_remove_file(struct kobject *kobj, const struct attribute *attr)
{
	sysfs_remove_name(kobj->sd, attr->name);
}
EXPORT_SYMBOL(sysfs_remove_file);

int sysfs_create_files(struct kobject *kobj,
		       const struct attribute *const *attrs)
{
	int i, err;

	for (i = 0; attrs[i]; i++) {
		err = sysfs_create_file(kobj, attrs[i]);
		if (err) {
			while (i--)
				sysfs_remove_file(kobj, attrs[i]);
			return err;
		}
	}
	return 0;
}
EXPORT_SYMBOL(sysfs_create_files);

void sysfs_remove_files(struct kobject *kobj,
			const struct attribute *const *attrs)
{
	int i;

	for (i = 0; attrs[i]; i++)
		sysfs_remove_file(kobj, attrs[i]);
}
EXPORT_SYMBOL(sysfs_remove_files);

/* A new mode for an attribute's file (chmod(2) as the module sees it) */
int sysfs_chmod_file(struct kobject *kobj, const struct attribute *attr,
		     umode_t mode)
{
	struct dentry *d = kobj->sd ? lookup_one(kobj->sd, attr->name) :
				      NULL;

	if (!d)
		return -ENOENT;
	d->d_inode->i_mode = S_IFREG | (mode & S_IALLUGO);
	return 0;
}
EXPORT_SYMBOL(sysfs_chmod_file);

/* vsnprintf() into show()'s page from offset at: what was written */
static int sysfs_vemit(char *buf, int at, const char *fmt, va_list ap)
{
	int n;

	if (!buf || ((unsigned long)buf & (PAGE_SIZE - 1)) || at < 0 ||
	    at >= (int)PAGE_SIZE) {
		printk(KERN_WARNING "sysfs_emit: invalid buffer %p or "
		       "offset %d\n", buf, at);
		return 0;
	}
	n = vsnprintf(buf + at, PAGE_SIZE - at, fmt, ap);
	return min(n, (int)PAGE_SIZE - at - 1);
}

int sysfs_emit(char *buf, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = sysfs_vemit(buf, 0, fmt, ap);
	va_end(ap);
	return n;
}
EXPORT_SYMBOL(sysfs_emit);

int sysfs_emit_at(char *buf, int at, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = sysfs_vemit(buf, at, fmt, ap);
	va_end(ap);
	return n;
}
EXPORT_SYMBOL(sysfs_emit_at);
