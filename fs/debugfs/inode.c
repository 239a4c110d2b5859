// SPDX-License-Identifier: GPL-2.0
/*
 * fs/debugfs/inode.c - debugfs: its own tree of names, whose root is
 * seen at /sys/kernel/debug only while debugfs is mounted there.  As in
 * Linux 6.1, that directory is an empty dr-xr-xr-x one of sysfs until
 * then; mounting puts debugfs's drwx------ root in its place (the
 * dentry /sys/kernel holds is swapped: an open file or a working
 * directory keeps the one it had), and unmounting puts it back.
 *
 * A file's operations are the module's, reached through a guard: its
 * open pins the module (open_with_fops(), as a device's open does), and
 * a removed file opens no more.  What a module left behind at rmmod is
 * removed then, and said in the log, as /proc's entries are.
 */
#include "linux/kernel.h"
#include "linux/debugfs.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/stat.h"
#include "linux/rcupdate.h"

/* While unmounted, its own parent, as a root is (fs/dcache.c); its
 * inode is made at boot (debugfs_init()) */
static struct dentry debugfs_root = {
	.d_count = 1,
	.d_name = { "debug", 5 },
	.d_parent = &debugfs_root,
	.d_subdirs = LIST_HEAD_INIT(debugfs_root.d_subdirs),
	.d_child = LIST_HEAD_INIT(debugfs_root.d_child),
	.d_iname = "debug",
};

static struct dentry *mountpoint;	/* sysfs's /sys/kernel/debug */

bool debugfs_mounted(void)
{
	return !IS_ROOT(&debugfs_root);
}

/* new takes old's place in old's directory */
static void swap_in(struct dentry *old, struct dentry *new)
{
	struct dentry *dir = old->d_parent;

	new->d_parent = dget(dir);
	list_add_tail(&new->d_child, &dir->d_subdirs);
	list_del_init(&old->d_child);
	old->d_parent = old;
	dput(dir);
}

/* mount(2) of debugfs on /sys/kernel/debug: EBUSY if it already is,
 * as Linux answers a second mount of one file system on one place */
int debugfs_mount(void)
{
	if (debugfs_mounted())
		return -EBUSY;
	swap_in(mountpoint, &debugfs_root);
	return 0;
}

int debugfs_umount(void)
{
	if (!debugfs_mounted())
		return -EINVAL;
	swap_in(&debugfs_root, mountpoint);
	return 0;
}

bool debugfs_initialized(void)
{
	return mountpoint;
}
EXPORT_SYMBOL(debugfs_initialized);

void __init debugfs_init(void)
{
	struct dentry *kernel = fs_lookup("/sys/kernel");

	mountpoint = kernel ? fs_create_at(kernel, "debug", true) : NULL;
	if (!mountpoint)
		panic("debugfs: cannot create /sys/kernel/debug");
	mountpoint->d_inode->i_mode = S_IFDIR | 0555;
	dget(mountpoint);	/* kept while debugfs stands in for it */
	debugfs_root.d_inode = ramfs_get_inode(NULL, true);
	if (!debugfs_root.d_inode)
		panic("debugfs: no memory for its root");
	debugfs_root.d_inode->i_mode = S_IFDIR | 0700;
}

/* parent (NULL: the root), or NULL for an ERR_PTR one */
static struct dentry *parent_dir(struct dentry *parent)
{
	if (IS_ERR(parent))
		return NULL;
	return parent ? parent : &debugfs_root;
}

/* A new name in parent: the dentry, or ERR_PTR (EEXIST: taken) */
static struct dentry *debugfs_new(const char *name, struct dentry *parent,
				  umode_t mode)
{
	struct dentry *dir = parent_dir(parent);
	struct dentry *d;

	if (!dir)
		return ERR_PTR(-ENOENT);
	if (lookup_one(dir, name)) {
		printk(KERN_ERR "debugfs: File '%s' in directory '%s' already "
		       "present!\n", name, dir->d_name.name);
		return ERR_PTR(-EEXIST);
	}
	d = fs_create_at(dir, name, S_ISDIR(mode));
	if (!d)
		return ERR_PTR(-ENOMEM);
	d->d_inode->i_mode = mode;
	return d;
}

struct dentry *debugfs_create_dir(const char *name, struct dentry *parent)
{
	return debugfs_new(name, parent, S_IFDIR | 0755);
}
EXPORT_SYMBOL(debugfs_create_dir);

/* The guard: the module's own operations, kept in inode->priv */
static int debugfs_open(struct inode *inode, struct file *f)
{
	const struct file_operations *fops = inode->priv;

	if (!fops)
		return -ENOENT;
	return open_with_fops(inode, f, fops);
}

static const struct file_operations debugfs_file_operations = {
	.open = debugfs_open,
};

struct dentry *debugfs_create_file(const char *name, umode_t mode,
				   struct dentry *parent, void *data,
				   const struct file_operations *fops)
{
	struct dentry *d;

	if (!(mode & S_IFMT))
		mode |= S_IFREG;
	d = debugfs_new(name, parent, mode);
	if (IS_ERR(d))
		return d;
	d->d_inode->fops = &debugfs_file_operations;
	d->d_inode->priv = (void *)fops;
	d->d_inode->i_private = data;
	return d;
}
EXPORT_SYMBOL(debugfs_create_file);

/* stat(2) says the size the module gave: nothing to bring up to date */
static void debugfs_keep_size(struct inode *inode)
{
	(void)inode;
}

/* stat(2) says file_size: for a file whose reads give that many bytes */
struct dentry *debugfs_create_file_size(const char *name, umode_t mode,
					struct dentry *parent, void *data,
					const struct file_operations *fops,
					loff_t file_size)
{
	struct dentry *d = debugfs_create_file(name, mode, parent, data,
					       fops);

	if (!IS_ERR(d)) {
		d->d_inode->size = (size_t)file_size;
		d->d_inode->getattr = debugfs_keep_size;
	}
	return d;
}
EXPORT_SYMBOL(debugfs_create_file_size);

/* What name in parent is, with a reference the caller dput()s; NULL if
 * nothing is */
struct dentry *debugfs_lookup(const char *name, struct dentry *parent)
{
	struct dentry *dir = parent_dir(parent);

	return dir ? dget(lookup_one(dir, name)) : NULL;
}
EXPORT_SYMBOL(debugfs_lookup);

/* Every file at or below d opens no more */
static void debugfs_deactivate(struct dentry *d)
{
	struct dentry *child;

	if (d->d_inode->fops == &debugfs_file_operations)
		d->d_inode->priv = NULL;
	rcu_read_lock();	/* no name freed under the walk */
	list_for_each_entry(child, &d->d_subdirs, d_child)
		debugfs_deactivate(child);
	rcu_read_unlock();
}

/* The name and everything below it; NULL and ERR_PTR are no error */
void debugfs_remove(struct dentry *dentry)
{
	if (IS_ERR_OR_NULL(dentry) || dentry == &debugfs_root ||
	    d_unhashed(dentry))
		return;
	debugfs_deactivate(dentry);
	fs_remove_tree(dentry);
}
EXPORT_SYMBOL(debugfs_remove);

void debugfs_lookup_and_remove(const char *name, struct dentry *parent)
{
	struct dentry *d = debugfs_lookup(name, parent);

	debugfs_remove(d);
	dput(d);
}
EXPORT_SYMBOL(debugfs_lookup_and_remove);

/* Whether d's operations or data are mod's, or those of a name in it */
static bool left_by(struct dentry *d, struct module *mod)
{
	struct inode *inode = d->d_inode;
	struct dentry *child;
	bool left = false;

	if (inode->fops == &debugfs_file_operations &&
	    (within_module((unsigned long)inode->priv, mod) ||
	     within_module((unsigned long)inode->i_private, mod)))
		return true;
	rcu_read_lock();	/* no name freed under the walk */
	list_for_each_entry(child, &d->d_subdirs, d_child)
		if (left_by(child, mod)) {
			left = true;
			break;
		}
	rcu_read_unlock();
	return left;
}

/* rmmod: a name in the root whose files point into mod goes now, as
 * they would run freed code or read freed data */
void debugfs_module_going(struct module *mod)
{
	struct dentry *d, *n;

	list_for_each_entry_safe(d, n, &debugfs_root.d_subdirs, d_child)
		if (left_by(d, mod)) {
			printk(KERN_WARNING "rmmod: %s left "
			       "/sys/kernel/debug/%s behind: removed\n",
			       mod->name, d->d_name.name);
			debugfs_remove(d);
		}
}
