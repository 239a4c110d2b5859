/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fs/sysfs/sysfs.h - what fs/sysfs/'s files share: an attribute file is
 * a name in its kobject's directory whose inode keeps the attribute
 * (priv; NULL once removed, so an open file's calls end with ENODEV as
 * Linux's kernfs ends them) and the kobject (i_private).
 */
#ifndef _FS_SYSFS_SYSFS_H
#define _FS_SYSFS_SYSFS_H

#include "linux/fs.h"
#include "linux/kobject.h"

int sysfs_add_file(struct dentry *dir, struct kobject *kobj,
		   const struct attribute *attr, umode_t mode);
void sysfs_remove_name(struct dentry *dir, const char *name);
struct dentry *sysfs_new(struct dentry *dir, const char *name, bool is_dir);
void sysfs_warn_dup(struct dentry *dir, const char *name);

#endif /* _FS_SYSFS_SYSFS_H */
