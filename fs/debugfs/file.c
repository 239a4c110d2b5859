// SPDX-License-Identifier: GPL-2.0
/*
 * fs/debugfs/file.c - debugfs files for one variable: the number files
 * (simple_attr's, fs/libfs.c: read in their format, written in any
 * base kstrtoull() reads), a bool (Y or N; written as kstrtobool()
 * reads: y/n, 1/0, on/off) and a blob (read-only bytes).  As in Linux,
 * a mode without write bits gives a file whose writes fail with EACCES,
 * one without read bits a file whose reads do.  Once the name is removed
 * (a module's exit), an open file's reads and writes are EIO
 * (file_unlinked(), fs/libfs.c): the variable may be freed.
 */
#include "linux/kernel.h"
#include "linux/debugfs.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/stat.h"

/* The operations mode allows: rw, read-only or write-only */
static void debugfs_create_mode(const char *name, umode_t mode,
				struct dentry *parent, void *value,
				const struct file_operations *const fops[3])
{
	const struct file_operations *f = fops[0];

	if (!(mode & S_IWUGO))
		f = fops[1];
	else if (!(mode & S_IRUGO))
		f = fops[2];
	debugfs_create_file(name, mode, parent, value, f);
}

/* get/set for a variable of kind: read is its value, write stores val */
#define DEBUGFS_ACCESS(kind, read, write)				\
static int kind##_get(void *data, u64 *val)				\
{									\
	*val = (u64)(read);						\
	return 0;							\
}									\
static int kind##_set(void *data, u64 val)				\
{									\
	write;								\
	return 0;							\
}

DEBUGFS_ACCESS(u8, *(u8 *)data, *(u8 *)data = (u8)val)
DEBUGFS_ACCESS(u16, *(u16 *)data, *(u16 *)data = (u16)val)
DEBUGFS_ACCESS(u32, *(u32 *)data, *(u32 *)data = (u32)val)
DEBUGFS_ACCESS(u64, *(u64 *)data, *(u64 *)data = val)
DEBUGFS_ACCESS(ulong, *(unsigned long *)data,
	       *(unsigned long *)data = (unsigned long)val)
DEBUGFS_ACCESS(size_t, *(size_t *)data,
	       *(size_t *)data = (size_t)val)
DEBUGFS_ACCESS(atomic_t, (s64)atomic_read((atomic_t *)data),
	       atomic_set((atomic_t *)data, (int)val))

/* debugfs_create_ + name: a file of kind's accessors shown in fmt */
#define DEBUGFS_NUMBER(name, kind, type, fmt)				\
DEFINE_SIMPLE_ATTRIBUTE(fops_##name, kind##_get, kind##_set, fmt);	\
DEFINE_SIMPLE_ATTRIBUTE(fops_##name##_ro, kind##_get, NULL, fmt);	\
DEFINE_SIMPLE_ATTRIBUTE(fops_##name##_wo, NULL, kind##_set, fmt);	\
void debugfs_create_##name(const char *n, umode_t mode,			\
			   struct dentry *parent, type *value)		\
{									\
	static const struct file_operations *const fops[3] = {		\
		&fops_##name, &fops_##name##_ro, &fops_##name##_wo,	\
	};								\
	debugfs_create_mode(n, mode, parent, value, fops);		\
}									\
EXPORT_SYMBOL(debugfs_create_##name)

DEBUGFS_NUMBER(u8, u8, u8, "%llu\n");
DEBUGFS_NUMBER(u16, u16, u16, "%llu\n");
DEBUGFS_NUMBER(u32, u32, u32, "%llu\n");
DEBUGFS_NUMBER(u64, u64, u64, "%llu\n");
DEBUGFS_NUMBER(ulong, ulong, unsigned long, "%llu\n");
DEBUGFS_NUMBER(x8, u8, u8, "0x%02llx\n");
DEBUGFS_NUMBER(x16, u16, u16, "0x%04llx\n");
DEBUGFS_NUMBER(x32, u32, u32, "0x%08llx\n");
DEBUGFS_NUMBER(x64, u64, u64, "0x%016llx\n");
DEBUGFS_NUMBER(size_t, size_t, size_t, "%llu\n");
DEBUGFS_NUMBER(atomic_t, atomic_t, atomic_t, "%lld\n");

static ssize_t bool_read(struct file *f, char __user *buf, size_t count,
			 loff_t *ppos)
{
	const bool *value = f->f_inode->i_private;
	char text[2];

	if (file_unlinked(f))	/* the variable may be gone: libfs.c */
		return -EIO;
	text[0] = *value ? 'Y' : 'N';
	text[1] = '\n';
	return simple_read_from_buffer(buf, count, ppos, text, sizeof(text));
}

static ssize_t bool_write(struct file *f, const char __user *buf,
			  size_t count, loff_t *ppos)
{
	bool *value = f->f_inode->i_private;
	bool v;
	int err = kstrtobool_from_user(buf, count, &v);

	(void)ppos;
	if (!err && file_unlinked(f))
		err = -EIO;
	if (err)
		return err;
	*value = v;
	return (ssize_t)count;
}

static const struct file_operations fops_bool = {
	.read = bool_read,
	.write = bool_write,
	.llseek = default_llseek,
};
static const struct file_operations fops_bool_ro = {
	.read = bool_read,
	.llseek = default_llseek,
};
static const struct file_operations fops_bool_wo = {
	.write = bool_write,
	.llseek = default_llseek,
};

void debugfs_create_bool(const char *name, umode_t mode,
			 struct dentry *parent, bool *value)
{
	static const struct file_operations *const fops[3] = {
		&fops_bool, &fops_bool_ro, &fops_bool_wo,
	};

	debugfs_create_mode(name, mode, parent, value, fops);
}
EXPORT_SYMBOL(debugfs_create_bool);

static ssize_t blob_read(struct file *f, char __user *buf, size_t count,
			 loff_t *ppos)
{
	const struct debugfs_blob_wrapper *blob = f->f_inode->i_private;

	if (file_unlinked(f))
		return -EIO;
	return simple_read_from_buffer(buf, count, ppos, blob->data,
				       blob->size);
}

static const struct file_operations fops_blob = {
	.read = blob_read,
	.llseek = default_llseek,
};

/* Read-only bytes: the mode's read bits only, as Linux 6.1 keeps */
struct dentry *debugfs_create_blob(const char *name, umode_t mode,
				   struct dentry *parent,
				   struct debugfs_blob_wrapper *blob)
{
	return debugfs_create_file(name, mode & 0444, parent, blob,
				   &fops_blob);
}
EXPORT_SYMBOL(debugfs_create_blob);
