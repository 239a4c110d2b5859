// SPDX-License-Identifier: GPL-2.0
/*
 * lib/kobject.c - kobjects: a name, a reference count (the last
 * kobject_put() takes the directory out of /sys and calls the type's
 * release()), a parent whose directory holds its own, and
 * kobj_sysfs_ops for the kobj_attribute files most modules make.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/kobject.h"
#include "linux/slab.h"

static ssize_t kobj_attr_show(struct kobject *kobj, struct attribute *attr,
			      char *buf)
{
	struct kobj_attribute *ka = container_of(attr, struct kobj_attribute,
						 attr);

	return ka->show ? ka->show(kobj, ka, buf) : -EIO;
}

static ssize_t kobj_attr_store(struct kobject *kobj, struct attribute *attr,
			       const char *buf, size_t count)
{
	struct kobj_attribute *ka = container_of(attr, struct kobj_attribute,
						 attr);

	return ka->store ? ka->store(kobj, ka, buf, count) : -EIO;
}

const struct sysfs_ops kobj_sysfs_ops = {
	.show = kobj_attr_show,
	.store = kobj_attr_store,
};
EXPORT_SYMBOL(kobj_sysfs_ops);

void kobject_init(struct kobject *kobj, const struct kobj_type *ktype)
{
	if (!kobj)
		return;
	memset(kobj, 0, sizeof(*kobj));
	kref_init(&kobj->kref);
	kobj->ktype = ktype;
	kobj->state_initialized = 1;
}
EXPORT_SYMBOL(kobject_init);

/* The name from fmt; a '/' becomes '!', as a directory name cannot
 * hold one (Linux does the same) */
static int kobject_set_name_vargs(struct kobject *kobj, const char *fmt,
				  va_list ap)
{
	char *name = kvasprintf(GFP_KERNEL, fmt, ap);
	char *slash;

	if (!name)
		return -ENOMEM;
	while ((slash = strchr(name, '/')))
		*slash = '!';
	kfree(kobj->name);
	kobj->name = name;
	return 0;
}

int kobject_set_name(struct kobject *kobj, const char *fmt, ...)
{
	va_list ap;
	int err;

	va_start(ap, fmt);
	err = kobject_set_name_vargs(kobj, fmt, ap);
	va_end(ap);
	return err;
}
EXPORT_SYMBOL(kobject_set_name);

/* Named, then a directory under parent's (or /sys) with the type's
 * default groups in it; the parent is held while the kobject is there */
static int kobject_add_varg(struct kobject *kobj, struct kobject *parent,
			    const char *fmt, va_list ap)
{
	int err;

	if (!kobj->state_initialized) {
		printk(KERN_ERR "kobject (%p): tried to add an uninitialized "
		       "object\n", kobj);
		return -EINVAL;
	}
	err = kobject_set_name_vargs(kobj, fmt, ap);
	if (err)
		return err;
	kobj->parent = kobject_get(parent);
	err = sysfs_create_dir(kobj);
	if (!err && kobj->ktype) {
		err = sysfs_create_groups(kobj, kobj->ktype->default_groups);
		if (err)
			sysfs_remove_dir(kobj);
	}
	if (err) {
		printk(KERN_ERR "kobject_add_internal failed for %s with "
		       "error %d\n", kobj->name, err);
		kobject_put(kobj->parent);
		kobj->parent = NULL;
		return err;
	}
	kobj->state_in_sysfs = 1;
	return 0;
}

int kobject_add(struct kobject *kobj, struct kobject *parent,
		const char *fmt, ...)
{
	va_list ap;
	int err;

	if (!kobj)
		return -EINVAL;
	va_start(ap, fmt);
	err = kobject_add_varg(kobj, parent, fmt, ap);
	va_end(ap);
	return err;
}
EXPORT_SYMBOL(kobject_add);

int kobject_init_and_add(struct kobject *kobj, const struct kobj_type *ktype,
			 struct kobject *parent, const char *fmt, ...)
{
	va_list ap;
	int err;

	kobject_init(kobj, ktype);
	va_start(ap, fmt);
	err = kobject_add_varg(kobj, parent, fmt, ap);
	va_end(ap);
	return err;
}
EXPORT_SYMBOL(kobject_init_and_add);

/* Out of /sys: its directory goes, and its hold on the parent */
void kobject_del(struct kobject *kobj)
{
	if (!kobj || !kobj->state_in_sysfs)
		return;
	sysfs_remove_dir(kobj);
	kobj->state_in_sysfs = 0;
	kobject_put(kobj->parent);
	kobj->parent = NULL;
}
EXPORT_SYMBOL(kobject_del);

struct kobject *kobject_get(struct kobject *kobj)
{
	if (kobj)
		kref_get(&kobj->kref);
	return kobj;
}
EXPORT_SYMBOL(kobject_get);

/* The last reference: out of /sys, then the type frees it; the name is
 * the kobject's own, freed here */
static void kobject_release(struct kref *kref)
{
	struct kobject *kobj = container_of(kref, struct kobject, kref);
	const char *name = kobj->name;

	kobject_del(kobj);
	if (kobj->ktype && kobj->ktype->release)
		kobj->ktype->release(kobj);
	else
		printk(KERN_ERR "kobject: '%s' (%p): does not have a "
		       "release() function, it is broken and must be "
		       "fixed\n", name, kobj);
	kfree(name);
}

void kobject_put(struct kobject *kobj)
{
	if (!kobj)
		return;
	if (!kobj->state_initialized)
		printk(KERN_WARNING "kobject: '%s' (%p): is not initialized, "
		       "yet kobject_put() is being called\n", kobj->name, kobj);
	kref_put(&kobj->kref, kobject_release);
}
EXPORT_SYMBOL(kobject_put);

static void dynamic_kobj_release(struct kobject *kobj)
{
	kfree(kobj);
}

static const struct kobj_type dynamic_kobj_ktype = {
	.release = dynamic_kobj_release,
	.sysfs_ops = &kobj_sysfs_ops,
};

/* A kobject of its own memory, freed at its last kobject_put() */
struct kobject *kobject_create_and_add(const char *name,
				       struct kobject *parent)
{
	struct kobject *kobj = kmalloc(sizeof(*kobj), GFP_KERNEL);
	int err;

	if (!kobj)
		return NULL;
	kobject_init(kobj, &dynamic_kobj_ktype);
	err = kobject_add(kobj, parent, "%s", name);
	if (err) {
		printk(KERN_WARNING "%s: kobject_add error: %d\n", __func__,
		       err);
		kobject_put(kobj);
		return NULL;
	}
	return kobj;
}
EXPORT_SYMBOL(kobject_create_and_add);
