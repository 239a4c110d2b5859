// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sysfs/symlink.c - links between kobjects' directories: how one
 * device is in several places at once (/sys/class/CLASS/NAME and
 * /sys/bus/BUS/devices/NAME lead to its one directory under
 * /sys/devices; its "subsystem" and "driver" lead back).  As Linux's
 * kernfs writes them, the target is relative ("../../devices/..."), so
 * the tree reads the same wherever sysfs is mounted.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/kobject.h"
#include "linux/slab.h"
#include "sysfs.h"

/* How many '/'-separated names path has */
static int path_depth(const char *path)
{
	int n = 0;

	for (; *path; path++)
		if (*path == '/')
			n++;
	return n;
}

/*
 * to, relative to the directory from (both absolute): a "../" for each
 * of from's names below their common ancestor, then the rest of to.
 */
static int relative_path(char *buf, size_t size, const char *from,
			 const char *to)
{
	size_t common = 0, i, n = 0;
	int up;

	for (i = 0; from[i] && from[i] == to[i]; i++)
		if (from[i] == '/')
			common = i;
	if (!from[i] && to[i] == '/')
		common = i;	/* from is an ancestor of to */
	up = path_depth(from + common);
	while (up-- > 0 && n < size)
		n += snprintf(buf + n, size - n, "../");
	if (n < size)
		n += snprintf(buf + n, size - n, "%s", to + common + 1);
	return n < size ? 0 : -ENAMETOOLONG;
}

/* dir/name, a link to target's directory */
int sysfs_link_at(struct dentry *dir, struct dentry *target, const char *name)
{
	char *from, *to, *rel;
	struct dentry *d;
	int err = -ENOMEM;

	if (!dir || !target)
		return -ENOENT;
	if (lookup_one(dir, name)) {
		sysfs_warn_dup(dir, name);
		return -EEXIST;
	}
	from = kmalloc(3 * PATH_MAX, GFP_KERNEL);
	if (!from)
		return -ENOMEM;
	to = from + PATH_MAX;
	rel = to + PATH_MAX;
	err = -ENAMETOOLONG;
	if (d_abspath(dir, from, PATH_MAX) && d_abspath(target, to, PATH_MAX))
		err = relative_path(rel, PATH_MAX, from, to);
	if (!err) {
		d = filename_create(dir, name, 0);
		err = IS_ERR(d) ? PTR_ERR(d) :
				  vfs_symlink(dir->d_inode, d, rel);
		if (!IS_ERR(d))
			dput(d);
	}
	kfree(from);
	return err;
}

int sysfs_create_link(struct kobject *kobj, struct kobject *target,
		      const char *name)
{
	if (!kobj || !target)
		return -EINVAL;
	return sysfs_link_at(kobj->sd, target->sd, name);
}
EXPORT_SYMBOL(sysfs_create_link);

void sysfs_remove_link(struct kobject *kobj, const char *name)
{
	if (kobj)
		sysfs_remove_name(kobj->sd, name);
}
EXPORT_SYMBOL(sysfs_remove_link);
