// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/proc_sysctl.c - a /proc/sys file per int (include/linux/
 * sysctl.h): it reads as the number and a newline, and root's write of
 * a number sets it, as Linux's proc_dointvec_minmax() does: a value
 * out of range (below 0, or refused by the entry's handler) is EINVAL
 * and leaves it as it was.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/fs.h"
#include "linux/kstrtox.h"
#include "linux/sysctl.h"

static size_t sysctl_show(char *buf, size_t size, void *priv)
{
	const struct ctl_table *t = priv;

	return snprintf(buf, size, "%d\n", *t->data);
}

static long sysctl_store(const char *buf, size_t len, void *priv)
{
	const struct ctl_table *t = priv;
	int val;

	if (kstrtoint(buf, 10, &val) || val < 0 ||
	    (t->proc_handler && t->proc_handler(&val)))
		return -EINVAL;
	*t->data = val;
	return (long)len;
}

int register_sysctl(const char *path, struct ctl_table *table)
{
	char name[PATH_MAX];
	struct dentry *d;

	for (; table->procname; table++) {
		snprintf(name, sizeof(name), "proc/sys/%s", path);
		if (!fs_mkdir_p(name))
			return -ENOMEM;
		snprintf(name, sizeof(name), "proc/sys/%s/%s", path,
			 table->procname);
		d = fs_create_gen(name, sysctl_show, table);
		if (!d)
			return -ENOMEM;
		d->d_inode->store = sysctl_store;
	}
	return 0;
}
