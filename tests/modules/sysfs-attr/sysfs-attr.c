// SPDX-License-Identifier: GPL-2.0
/*
 * sysfs-attr: a module in the manner of LKMPG's sysfs chapter, written
 * here.  /sys/kernel/sysfs_attr holds an integer (number, mode 0660:
 * cat shows it, echo sets it, anything but a number is EINVAL), a
 * read-only greeting, a write-only "reset", and a named group
 * "limits/" with a bounded value.  A class "sysfs_attr" (registered as a
 * struct with class_groups, as LKMPG's vinput does) takes "add" and
 * "count" attributes; "add N" makes device sysfs_attrN with a "level"
 * attribute (DEVICE_ATTR_RW).
 */
#include <linux/kobject.h>
#include <linux/module.h>
#include <linux/init.h>
#include <linux/string.h>
#include <linux/sysfs.h>
#include <linux/device.h>

static struct kobject *attr_kobj;
static int number = 7;
static int level = 3;
static int limit = 10;
static int devices;
static struct device *dev;

static ssize_t number_show(struct kobject *kobj, struct kobj_attribute *attr,
			   char *buf)
{
	return sprintf(buf, "%d\n", number);
}

static ssize_t number_store(struct kobject *kobj, struct kobj_attribute *attr,
			    const char *buf, size_t count)
{
	int err = kstrtoint(buf, 10, &number);

	return err ? err : count;
}

static ssize_t greeting_show(struct kobject *kobj, struct kobj_attribute *attr,
			     char *buf)
{
	return sysfs_emit(buf, "hello from %s\n", kobject_name(kobj));
}

static ssize_t reset_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	if (!sysfs_streq(buf, "yes"))
		return -EINVAL;
	number = 0;
	pr_info("sysfs_attr: number reset\n");
	return count;
}

static ssize_t limit_show(struct kobject *kobj, struct kobj_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%d\n", limit);
}

static ssize_t limit_store(struct kobject *kobj, struct kobj_attribute *attr,
			   const char *buf, size_t count)
{
	int v, err = kstrtoint(buf, 0, &v);

	if (err)
		return err;
	if (v < 0 || v > 100)
		return -ERANGE;
	limit = v;
	return count;
}

/* show() may fill most of its page: 4000 bytes of one letter */
static ssize_t big_show(struct kobject *kobj, struct kobj_attribute *attr,
			char *buf)
{
	int n = 0;

	while (n < 4000)
		n += sysfs_emit_at(buf, n, "x");
	return n + sysfs_emit_at(buf, n, "\n");
}

static struct kobj_attribute number_attribute =
	__ATTR(number, 0660, number_show, number_store);
static struct kobj_attribute greeting_attribute = __ATTR_RO(greeting);
static struct kobj_attribute reset_attribute = __ATTR_WO(reset);
static struct kobj_attribute big_attribute = __ATTR(big, 0400, big_show, NULL);
static struct kobj_attribute limit_attribute = __ATTR_RW(limit);

static struct attribute *limits_attrs[] = {
	&limit_attribute.attr,
	NULL,
};

static const struct attribute_group limits_group = {
	.name = "limits",
	.attrs = limits_attrs,
};

static ssize_t level_show(struct device *d, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%s level %d\n", dev_name(d), level);
}

static ssize_t level_store(struct device *d, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	int err = kstrtoint(buf, 10, &level);

	return err ? err : count;
}
static DEVICE_ATTR_RW(level);

static ssize_t count_show(struct class *cls, struct class_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%s: %d device(s)\n", cls->name, devices);
}
static CLASS_ATTR_RO(count);

static struct class sysfs_attr_class;

/* "add": one device at a time, named by the number written */
static ssize_t add_store(struct class *cls, struct class_attribute *attr,
			 const char *buf, size_t count)
{
	unsigned int n;
	int err = kstrtouint(buf, 10, &n);

	if (err)
		return err;
	if (dev)
		return -EBUSY;
	dev = device_create(cls, NULL, 0, NULL, "sysfs_attr%u", n);
	if (IS_ERR(dev)) {
		err = PTR_ERR(dev);
		dev = NULL;
		return err;
	}
	err = device_create_file(dev, &dev_attr_level);
	if (err)
		return err;
	devices++;
	return count;
}
static CLASS_ATTR_WO(add);

static struct attribute *sysfs_attr_class_attrs[] = {
	&class_attr_count.attr,
	&class_attr_add.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sysfs_attr_class);

static struct class sysfs_attr_class = {
	.name = "sysfs_attr",
	.owner = THIS_MODULE,
	.class_groups = sysfs_attr_class_groups,
};

static int __init sysfs_attr_init(void)
{
	int err;

	attr_kobj = kobject_create_and_add("sysfs_attr", kernel_kobj);
	if (!attr_kobj)
		return -ENOMEM;
	err = sysfs_create_file(attr_kobj, &number_attribute.attr);
	if (!err)
		err = sysfs_create_file(attr_kobj, &greeting_attribute.attr);
	if (!err)
		err = sysfs_create_file(attr_kobj, &reset_attribute.attr);
	if (!err)
		err = sysfs_create_file(attr_kobj, &big_attribute.attr);
	if (!err)
		err = sysfs_create_group(attr_kobj, &limits_group);
	/* a second file of the same name is refused */
	if (!err && sysfs_create_file(attr_kobj, &number_attribute.attr) ==
			    -EEXIST)
		pr_info("sysfs_attr: duplicate refused with EEXIST\n");
	if (!err)
		err = class_register(&sysfs_attr_class);
	if (err) {
		kobject_put(attr_kobj);
		return err;
	}
	pr_info("sysfs_attr: /sys/kernel/sysfs_attr/number is %d\n", number);
	return 0;
}

static void __exit sysfs_attr_exit(void)
{
	if (dev)
		device_destroy(&sysfs_attr_class, 0);
	class_unregister(&sysfs_attr_class);
	sysfs_remove_group(attr_kobj, &limits_group);
	kobject_put(attr_kobj);
	pr_info("sysfs_attr: number was %d\n", number);
}

module_init(sysfs_attr_init);
module_exit(sysfs_attr_exit);
MODULE_LICENSE("GPL");
