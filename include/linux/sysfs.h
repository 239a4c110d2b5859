/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sysfs.h - attributes: files under /sys that a kobject
 * (linux/kobject.h) shows, each read through show() into a page and
 * written through store(), as Linux 6.1 gives them to modules.  The
 * files are made by fs/sysfs/file.c, groups of them by fs/sysfs/group.c,
 * a kobject's directory by fs/sysfs/dir.c.
 */
#ifndef _LINUX_SYSFS_H
#define _LINUX_SYSFS_H

#include "linux/kernel.h"
#include "linux/stat.h"
#include "linux/stringify.h"

struct kobject;
struct module;

struct attribute {
	const char *name;
	umode_t mode;
};

/*
 * Attributes made and removed together, in a subdirectory if name is
 * set; is_visible() (optional) gives each one's mode, 0 leaving it out.
 */
struct attribute_group {
	const char *name;
	umode_t (*is_visible)(struct kobject *kobj, struct attribute *attr,
			      int n);
	struct attribute **attrs;
};

/* How a kobject type reads and writes its attributes (linux/kobject.h's
 * kobj_type): attr is inside the caller's own attribute structure */
struct sysfs_ops {
	ssize_t (*show)(struct kobject *kobj, struct attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct attribute *attr,
			 const char *buf, size_t count);
};

/* An attribute structure's initializer: the mode is checked at build
 * time (linux/kernel.h VERIFY_OCTAL_PERMISSIONS()) */
#define __ATTR(_name, _mode, _show, _store) {				\
	.attr = { .name = __stringify(_name),				\
		  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) },		\
	.show = _show,							\
	.store = _store,						\
}
#define __ATTR_RO_MODE(_name, _mode) {					\
	.attr = { .name = __stringify(_name),				\
		  .mode = VERIFY_OCTAL_PERMISSIONS(_mode) },		\
	.show = _name##_show,						\
}
#define __ATTR_RO(_name)	__ATTR_RO_MODE(_name, 0444)
#define __ATTR_RW_MODE(_name, _mode)					\
	__ATTR(_name, _mode, _name##_show, _name##_store)
#define __ATTR_RW(_name)	__ATTR(_name, 0644, _name##_show, _name##_store)
#define __ATTR_WO(_name) {						\
	.attr = { .name = __stringify(_name), .mode = 0200 },		\
	.store = _name##_store,						\
}
#define __ATTR_NULL		{ .attr = { .name = NULL } }

/* NAME_attrs[] (NULL-terminated) becomes NAME_group and NAME_groups[] */
#define __ATTRIBUTE_GROUPS(_name)					\
	static const struct attribute_group *_name##_groups[] = {	\
		&_name##_group,						\
		NULL,							\
	}
#define ATTRIBUTE_GROUPS(_name)						\
	static const struct attribute_group _name##_group = {		\
		.attrs = _name##_attrs,					\
	};								\
	__ATTRIBUTE_GROUPS(_name)

/* A kobject's directory, under its parent's or /sys (lib/kobject.c) */
int sysfs_create_dir(struct kobject *kobj);
void sysfs_remove_dir(struct kobject *kobj);

/* name in kobj's directory, a link to target's (fs/sysfs/symlink.c) */
struct dentry;
int sysfs_create_link(struct kobject *kobj, struct kobject *target,
		      const char *name);
void sysfs_remove_link(struct kobject *kobj, const char *name);
int sysfs_link_at(struct dentry *dir, struct dentry *target, const char *name);

int sysfs_create_file(struct kobject *kobj, const struct attribute *attr);
void sysfs_remove_file(struct kobject *kobj, const struct attribute *attr);
int sysfs_create_files(struct kobject *kobj,
		       const struct attribute *const *attrs);
void sysfs_remove_files(struct kobject *kobj,
			const struct attribute *const *attrs);
int sysfs_chmod_file(struct kobject *kobj, const struct attribute *attr,
		     umode_t mode);
int sysfs_create_group(struct kobject *kobj,
		       const struct attribute_group *grp);
void sysfs_remove_group(struct kobject *kobj,
			const struct attribute_group *grp);
int sysfs_create_groups(struct kobject *kobj,
			const struct attribute_group **groups);
void sysfs_remove_groups(struct kobject *kobj,
			 const struct attribute_group **groups);

/* poll(2) on attributes is not kept: nobody is told */
static inline void sysfs_notify(struct kobject *kobj, const char *dir,
				const char *attr)
{
	(void)kobj, (void)dir, (void)attr;
}

/* show()'s printf into its page buffer: the bytes written, never more
 * than the page holds (fs/sysfs/file.c) */
int sysfs_emit(char *buf, const char *fmt, ...) __printf(2, 3);
int sysfs_emit_at(char *buf, int at, const char *fmt, ...) __printf(3, 4);

#endif /* _LINUX_SYSFS_H */
