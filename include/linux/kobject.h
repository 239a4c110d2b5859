/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kobject.h - a kobject is an object with a name, a
 * reference count and a directory in /sys (its parent's, or /sys
 * itself); its type says how its attributes (linux/sysfs.h) are read
 * and written and how it is freed when the last reference goes
 * (lib/kobject.c).  kernel_kobj is /sys/kernel.
 */
#ifndef _LINUX_KOBJECT_H
#define _LINUX_KOBJECT_H

#include "linux/kernel.h"
#include "linux/kref.h"
#include "linux/list.h"
#include "linux/sysfs.h"

struct dentry;

struct kobj_uevent_env;

struct kobj_type {
	void (*release)(struct kobject *kobj);
	const struct sysfs_ops *sysfs_ops;
	const struct attribute_group **default_groups;
	/*
	 * oops386's stand-in for Linux's kset uevent_ops: the variables an
	 * event of this kobject carries after ACTION and DEVPATH (the
	 * first SUBSYSTEM); nonzero sends none (lib/kobject_uevent.c)
	 */
	int (*uevent)(struct kobject *kobj, struct kobj_uevent_env *env);
};

struct kobject {
	const char *name;		/* kmalloc'd */
	struct kobject *parent;		/* holds a reference on it */
	const struct kobj_type *ktype;
	struct dentry *sd;		/* its directory, NULL until added */
	struct kref kref;
	unsigned int state_initialized:1;
	unsigned int state_in_sysfs:1;
};

/* A kobject's attribute as most modules declare theirs (__ATTR()) */
struct kobj_attribute {
	struct attribute attr;
	ssize_t (*show)(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf);
	ssize_t (*store)(struct kobject *kobj, struct kobj_attribute *attr,
			 const char *buf, size_t count);
};

/* kobj_attribute's show/store behind the generic attribute */
extern const struct sysfs_ops kobj_sysfs_ops;

/*
 * A uevent: what happened to a kobject, told to user space as
 * NAME=VALUE variables (ACTION, DEVPATH, SUBSYSTEM, ...), the helper
 * in /sys/kernel/uevent_helper run with them as its environment
 * (lib/kobject_uevent.c).
 */
enum kobject_action {
	KOBJ_ADD,
	KOBJ_REMOVE,
	KOBJ_CHANGE,
	KOBJ_MOVE,
	KOBJ_ONLINE,
	KOBJ_OFFLINE,
	KOBJ_BIND,
	KOBJ_UNBIND,
};

#define UEVENT_HELPER_PATH_LEN	256
#define UEVENT_NUM_ENVP		64	/* variables in an event */
#define UEVENT_BUFFER_SIZE	2048	/* their text */

struct kobj_uevent_env {
	char *argv[3];
	char *envp[UEVENT_NUM_ENVP];
	int envp_idx;
	char buf[UEVENT_BUFFER_SIZE];
	int buflen;
};

int add_uevent_var(struct kobj_uevent_env *env, const char *format, ...)
	__printf(2, 3);
int kobject_uevent(struct kobject *kobj, enum kobject_action action);
int kobject_uevent_env(struct kobject *kobj, enum kobject_action action,
		       char *envp_ext[]);
/* An event written to a "uevent" file ("add\n"): EINVAL if no action */
int kobject_synth_uevent(struct kobject *kobj, const char *buf, size_t count);
/* "/devices/platform/NAME": its directory under /sys, kmalloc'd */
char *kobject_get_path(const struct kobject *kobj, gfp_t gfp_mask);

static inline const char *kobject_name(const struct kobject *kobj)
{
	return kobj->name;
}

void kobject_init(struct kobject *kobj, const struct kobj_type *ktype);
int kobject_add(struct kobject *kobj, struct kobject *parent,
		const char *fmt, ...) __printf(3, 4);
int kobject_init_and_add(struct kobject *kobj, const struct kobj_type *ktype,
			 struct kobject *parent, const char *fmt, ...)
	__printf(4, 5);
int kobject_set_name(struct kobject *kobj, const char *fmt, ...)
	__printf(2, 3);
struct kobject *kobject_create_and_add(const char *name,
				       struct kobject *parent);
void kobject_del(struct kobject *kobj);
struct kobject *kobject_get(struct kobject *kobj);
void kobject_put(struct kobject *kobj);

/* /sys/kernel (kernel/ksysfs.c), made at boot by ksysfs_init() */
extern struct kobject *kernel_kobj;
void ksysfs_init(void);

#endif /* _LINUX_KOBJECT_H */
