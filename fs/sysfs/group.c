// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sysfs/group.c - attribute groups: made together (in a subdirectory
 * named by the group, if it has a name) and, if one file cannot be
 * made, none are kept; is_visible() may give a file another mode or
 * leave it out (0).
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/kobject.h"
#include "sysfs.h"

/* The group's directory: the kobject's own, or the named one in it */
static struct dentry *group_dir(struct kobject *kobj,
				const struct attribute_group *grp)
{
	if (!grp->name)
		return kobj->sd;
	return kobj->sd ? lookup_one(kobj->sd, grp->name) : NULL;
}

static void remove_files(struct dentry *dir,
			 const struct attribute_group *grp)
{
	struct attribute *const *attr;

	for (attr = grp->attrs; attr && *attr; attr++)
		sysfs_remove_name(dir, (*attr)->name);
}

static int create_files(struct kobject *kobj, struct dentry *dir,
			const struct attribute_group *grp)
{
	int i, err = 0;

	for (i = 0; grp->attrs && grp->attrs[i] && !err; i++) {
		struct attribute *attr = grp->attrs[i];
		umode_t mode = attr->mode;

		if (grp->is_visible)
			mode = grp->is_visible(kobj, attr, i);
		if (mode)
			err = sysfs_add_file(dir, kobj, attr, mode);
	}
	if (err)
		remove_files(dir, grp);
	return err;
}

int sysfs_create_group(struct kobject *kobj,
		       const struct attribute_group *grp)
{
	struct dentry *dir = kobj ? kobj->sd : NULL;
	int err;

	if (!dir || !grp)
		return -EINVAL;
	if (grp->name) {
		dir = sysfs_new(dir, grp->name, true);
		if (IS_ERR(dir))
			return PTR_ERR(dir);
	}
	err = create_files(kobj, dir, grp);
	if (err && grp->name)
		sysfs_remove_name(kobj->sd, grp->name);
	return err;
}
EXPORT_SYMBOL(sysfs_create_group);

void sysfs_remove_group(struct kobject *kobj,
			const struct attribute_group *grp)
{
	struct dentry *dir = group_dir(kobj, grp);

	if (!dir)
		return;
	if (grp->name)
		sysfs_remove_name(kobj->sd, grp->name);
	else
		remove_files(dir, grp);
}
EXPORT_SYMBOL(sysfs_remove_group);

/* Each group of a NULL-terminated list (none: NULL), all or none */
int sysfs_create_groups(struct kobject *kobj,
			const struct attribute_group **groups)
{
	int i, err;

	for (i = 0; groups && groups[i]; i++) {
		err = sysfs_create_group(kobj, groups[i]);
		if (err) {
			while (i--)
				sysfs_remove_group(kobj, groups[i]);
			return err;
		}
	}
	return 0;
}
EXPORT_SYMBOL(sysfs_create_groups);

void sysfs_remove_groups(struct kobject *kobj,
			 const struct attribute_group **groups)
{
	int i;

	for (i = 0; groups && groups[i]; i++)
		sysfs_remove_group(kobj, groups[i]);
}
EXPORT_SYMBOL(sysfs_remove_groups);
