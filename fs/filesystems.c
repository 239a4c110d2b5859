// SPDX-License-Identifier: GPL-2.0
/*
 * fs/filesystems.c - the file system types this kernel knows, listed by
 * /proc/filesystems (fs/proc/proc_misc.c) and numbered by sysfs(2).
 * Each is an in-memory one here ("nodev": it needs no device); rootfs
 * is a ramfs, and Linux does not list it either.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

static const char *const fs_names[] = {
	"sysfs", "proc", "ramfs", "debugfs", "tmpfs", "hugetlbfs",
};

size_t filesystems_show(char *buf, size_t size, void *priv)
{
	size_t len = 0;
	unsigned int i;

	(void)priv;
	for (i = 0; i < ARRAY_SIZE(fs_names) && len < size; i++)
		len += snprintf(buf + len, size - len, "nodev\t%s\n",
				fs_names[i]);
	return min(len, size);
}

/* sysfs(2) option 1: the index of the type user names, EINVAL if none;
 * an empty name is ENOENT, as Linux's getname() has it */
static long fs_index(const char __user *uname)
{
	char name[32];
	long len = strncpy_from_user(name, uname, sizeof(name));
	unsigned int i;

	if (len <= 0)
		return len ? len : -ENOENT;
	for (i = 0; len < (long)sizeof(name) && i < ARRAY_SIZE(fs_names); i++)
		if (!strcmp(fs_names[i], name))
			return i;
	return -EINVAL;
}

/* sysfs(2) option 2: type index's name, NUL-terminated, into buf */
static long fs_name(unsigned long index, char __user *buf)
{
	if (index >= ARRAY_SIZE(fs_names))
		return -EINVAL;
	if (copy_to_user(buf, fs_names[index], strlen(fs_names[index]) + 1))
		return -EFAULT;
	return 0;
}

/* sysfs(2): 1 a type's index, 2 an index's name, 3 how many types */
long sys_sysfs(int option, unsigned long arg1, unsigned long arg2)
{
	switch (option) {
	case 1:
		return fs_index((const char __user *)arg1);
	case 2:
		return fs_name(arg1, (char __user *)arg2);
	case 3:
		return ARRAY_SIZE(fs_names);
	}
	return -EINVAL;
}
