// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ksysfs.c - /sys/kernel, the kobject modules hang their own
 * directories from (kernel_kobj), as LKMPG's hello-sysfs does.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/kobject.h"

struct kobject *kernel_kobj;
EXPORT_SYMBOL(kernel_kobj);

void __init ksysfs_init(void)
{
	kernel_kobj = kobject_create_and_add("kernel", NULL);
	if (!kernel_kobj)
		panic("ksysfs: cannot create /sys/kernel");
}
