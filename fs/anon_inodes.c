// SPDX-License-Identifier: GPL-2.0
/*
 * fs/anon_inodes.c - files of a driver's own operations with no name in
 * any directory (include/linux/anon_inodes.h).  Linux makes each one a
 * dentry NAME on its anon_inodefs mount, all sharing one inode; here
 * it is a file without a dentry, as eventfd's and timerfd's are, that
 * keeps a copy of NAME for /proc/PID/fd (fs/proc/fd.c).  The file holds
 * a reference on the module of the operations, which fput() gives back
 * after their release (fs/file.c), as Linux's file does.
 */
#include "linux/kernel.h"
#include "linux/anon_inodes.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fcntl.h"
#include "linux/file.h"
#include "linux/fdtable.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/string.h"

/* flags: open(2)'s access mode and O_NONBLOCK (the rest is ignored, as
 * on Linux); ERR_PTR(-ENOENT) if the operations' module is going */
struct file *anon_inode_getfile(const char *name,
				const struct file_operations *fops,
				void *priv, int flags)
{
	char *copy;
	struct file *f;

	if (!try_module_get(fops->owner))
		return ERR_PTR(-ENOENT);
	copy = kstrdup(name, GFP_KERNEL);
	if (!copy)
		goto out_put;
	f = alloc_file(NULL, fops, (unsigned int)flags & (O_ACCMODE | O_NONBLOCK));
	if (!f)
		goto out_free;
	f->f_anon_name = copy;
	f->private_data = priv;
	return f;
out_free:
	kfree(copy);
out_put:
	module_put(fops->owner);
	return ERR_PTR(-ENOMEM);
}
EXPORT_SYMBOL_GPL(anon_inode_getfile);

/* A file no descriptor took goes through these: Linux takes the
 * descriptor before it makes the file, so the driver's release never
 * runs for a file user space never saw and priv stays the caller's */
static const struct file_operations unused_fops;

/* The lowest free descriptor, O_CLOEXEC from flags, or -errno */
int anon_inode_getfd(const char *name, const struct file_operations *fops,
		     void *priv, int flags)
{
	struct file *f = anon_inode_getfile(name, fops, priv, flags);
	int fd;

	if (IS_ERR(f))
		return (int)PTR_ERR(f);
	fd = fd_install(f, flags & O_CLOEXEC);
	if (fd < 0) {
		module_put(fops->owner);
		f->f_op = &unused_fops;
		fput(f);
	}
	return fd;
}
EXPORT_SYMBOL_GPL(anon_inode_getfd);
