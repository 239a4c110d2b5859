// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sysfs/dir.c - a kobject's directory in /sys, and taking names out:
 * a file removed while open is cut off from its attribute first (its
 * inode->priv cleared), so that no later read or write calls into a
 * module that is gone, as Linux's kernfs deactivates a removed node.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/kobject.h"
#include "linux/rcupdate.h"
#include "sysfs.h"

/* "sysfs: cannot create duplicate filename", with the path under /sys
 * as Linux prints it */
void sysfs_warn_dup(struct dentry *dir, const char *name)
{
	char *buf = __getname();
	const char *path = buf && d_abspath(dir, buf, PATH_MAX) ?
			   buf + strlen("/sys") : "?";

	printk(KERN_WARNING "sysfs: cannot create duplicate filename "
	       "'%s/%s'\n", path, name);
	__putname(buf);
}

/* A new name in dir: ERR_PTR(-EEXIST) with Linux's line if it is
 * taken, ERR_PTR(-ENOMEM) if it cannot be made */
struct dentry *sysfs_new(struct dentry *dir, const char *name, bool is_dir)
{
	struct dentry *d;

	if (lookup_one(dir, name)) {
		sysfs_warn_dup(dir, name);
		return ERR_PTR(-EEXIST);
	}
	d = fs_create_at(dir, name, is_dir);
	return d ? d : ERR_PTR(-ENOMEM);
}

/* Every attribute file at or below d lets go of its attribute */
static void sysfs_deactivate(struct dentry *d)
{
	struct dentry *child;

	if (!d->d_inode->is_dir) {
		d->d_inode->priv = NULL;
		d->d_inode->i_private = NULL;	/* its kobject may go now */
		return;
	}
	rcu_read_lock();	/* no name freed under the walk */
	list_for_each_entry(child, &d->d_subdirs, d_child)
		sysfs_deactivate(child);
	rcu_read_unlock();
}

static void sysfs_remove(struct dentry *d)
{
	sysfs_deactivate(d);
	fs_remove_tree(d);
}

/* name in dir goes, with what is below it; a missing name is no error,
 * as in Linux's kernfs_remove_by_name() */
void sysfs_remove_name(struct dentry *dir, const char *name)
{
	struct dentry *d = dir ? lookup_one(dir, name) : NULL;

	if (d)
		sysfs_remove(d);
}

int sysfs_create_dir(struct kobject *kobj)
{
	struct dentry *parent = kobj->parent ? kobj->parent->sd :
					       fs_mkdir_p("sys");
	struct dentry *d;

	if (!parent)
		return -ENOENT;
	d = sysfs_new(parent, kobj->name, true);
	if (IS_ERR(d))
		return PTR_ERR(d);
	kobj->sd = dget(d);
	return 0;
}

/* The directory goes with everything in it (a child kobject's
 * directory too: that kobject keeps its dentry until it goes itself) */
void sysfs_remove_dir(struct kobject *kobj)
{
	struct dentry *d = kobj->sd;

	kobj->sd = NULL;
	if (!d)
		return;
	if (!d_unhashed(d))
		sysfs_remove(d);
	dput(d);
}
