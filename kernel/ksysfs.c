// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ksysfs.c - /sys/kernel, the kobject modules hang their own
 * directories from (kernel_kobj), as LKMPG's hello-sysfs does; in it
 * the uevent files (lib/kobject_uevent.c): uevent_seqnum, the events
 * sent so far, and uevent_helper, the program that is told of each.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/kobject.h"

struct kobject *kernel_kobj;
EXPORT_SYMBOL(kernel_kobj);

extern char uevent_helper[UEVENT_HELPER_PATH_LEN];
extern u64 uevent_seqnum;

static ssize_t uevent_seqnum_show(struct kobject *kobj,
				  struct kobj_attribute *attr, char *buf)
{
	(void)kobj, (void)attr;
	return sysfs_emit(buf, "%llu\n", uevent_seqnum);
}
static struct kobj_attribute uevent_seqnum_attr = __ATTR_RO(uevent_seqnum);

static ssize_t uevent_helper_show(struct kobject *kobj,
				  struct kobj_attribute *attr, char *buf)
{
	(void)kobj, (void)attr;
	return sysfs_emit(buf, "%s\n", uevent_helper);
}

/* The path, without its newline; Linux refuses one too long with ENOENT */
static ssize_t uevent_helper_store(struct kobject *kobj,
				   struct kobj_attribute *attr,
				   const char *buf, size_t count)
{
	(void)kobj, (void)attr;
	if (count + 1 > UEVENT_HELPER_PATH_LEN)
		return -ENOENT;
	memcpy(uevent_helper, buf, count);
	uevent_helper[count] = '\0';
	if (count && uevent_helper[count - 1] == '\n')
		uevent_helper[count - 1] = '\0';
	return count;
}
static struct kobj_attribute uevent_helper_attr = __ATTR_RW(uevent_helper);

static const struct attribute *const kernel_attrs[] = {
	&uevent_seqnum_attr.attr,
	&uevent_helper_attr.attr,
	NULL,
};

void __init ksysfs_init(void)
{
	kernel_kobj = kobject_create_and_add("kernel", NULL);
	if (!kernel_kobj || sysfs_create_files(kernel_kobj, kernel_attrs))
		panic("ksysfs: cannot create /sys/kernel");
}
