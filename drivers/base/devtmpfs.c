// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/devtmpfs.c - device nodes made by the kernel: what Linux's
 * devtmpfs (and udev after it) do when a driver registers a device,
 * here straight into the ramfs /dev.  The node is an ordinary character
 * device node (fs/char_dev.c's def_chr_fops, as mknod(2) makes) or a
 * disk's block device node (block/bdev.c's def_blk_fops), so the user
 * may also remove it; deleting checks it is still ours.
 */
#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/slab.h"
#include "linux/stat.h"

/* "dev/NAME", kmalloc()ed: the caller kfree()s it */
static char *dev_path(const char *name)
{
	return kasprintf(GFP_KERNEL, "dev/%s", name);
}

static struct dentry *new_node(const char *path,
			       const struct file_operations *fops)
{
	if (fs_lookup(path))
		return ERR_PTR(-EEXIST);
	return fs_create_dev(path, fops) ?: ERR_PTR(-ENOMEM);
}

/* mode 0: 0600, as Linux's devtmpfs makes a node nobody chose a mode for */
static int create_node(const char *name, dev_t dev, umode_t mode,
		       const struct file_operations *fops)
{
	char *path = dev_path(name);
	struct dentry *d = path ? new_node(path, fops) : ERR_PTR(-ENOMEM);

	kfree(path);
	if (IS_ERR(d))
		return PTR_ERR(d);
	d->d_inode->i_rdev = dev;
	d->d_inode->i_mode = (mode & S_IFMT) | (mode & 07777 ?: 0600);
	return 0;
}

int devtmpfs_create_node(const char *name, dev_t dev, umode_t mode)
{
	return create_node(name, dev, S_IFCHR | (mode & 07777), &def_chr_fops);
}

/* a disk's node (block/genhd.c's add_disk()): opens the disk's page
 * cache, block/bdev.c */
int devtmpfs_create_blk_node(const char *name, dev_t dev)
{
	return create_node(name, dev, S_IFBLK, &def_blk_fops);
}

void devtmpfs_delete_node(const char *name, dev_t dev)
{
	char *path = dev_path(name);
	struct dentry *d = path ? fs_lookup(path) : NULL;

	kfree(path);
	if (d && (d->d_inode->fops == &def_chr_fops ||
		  d->d_inode->fops == &def_blk_fops) &&
	    d->d_inode->i_rdev == dev)
		fs_remove(d);
}
