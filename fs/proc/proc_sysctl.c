// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/proc_sysctl.c - a /proc/sys file per int (include/linux/
 * sysctl.h): it reads as the number and a newline, and root's write of
 * a number sets it, as Linux's proc_dointvec_minmax() does: a value
 * out of range (below 0, or refused by the entry's handler) is EINVAL
 * and leaves it as it was.  A string file (struct ctl_string) takes
 * what comes before the first newline.
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

long sysctl_string_write(char *dst, size_t maxlen, const char *buf,
			 size_t len)
{
	size_t n = strcspn(buf, "\n");

	if (n >= maxlen)
		return -EINVAL;
	memcpy(dst, buf, n);
	memset(dst + n, 0, maxlen - n);
	return (long)len;
}

static size_t sysctl_string_show(char *buf, size_t size, void *priv)
{
	const struct ctl_string *s = priv;

	return snprintf(buf, size, "%s\n", s->data);
}

static long sysctl_string_store(const char *buf, size_t len, void *priv)
{
	const struct ctl_string *s = priv;

	return sysctl_string_write(s->data, s->maxlen, buf, len);
}

/* How a /proc/sys file of each kind reads and writes */
struct sysctl_kind {
	gen_show_t show;
	long (*store)(const char *buf, size_t len, void *priv);
};

static const struct sysctl_kind sysctl_int = { sysctl_show, sysctl_store };
static const struct sysctl_kind sysctl_string = { sysctl_string_show,
						   sysctl_string_store };

/* /proc/sys/PATH/NAME, its directory made if missing, read and written
 * as kind says; name: a PATH_MAX buffer */
static int add_sysctl(char *name, const char *path, const char *procname,
		      const struct sysctl_kind *kind, void *priv)
{
	struct dentry *d;

	snprintf(name, PATH_MAX, "proc/sys/%s", path);
	if (!fs_mkdir_p(name))
		return -ENOMEM;
	snprintf(name, PATH_MAX, "proc/sys/%s/%s", path, procname);
	d = fs_create_gen(name, kind->show, priv);
	if (!d)
		return -ENOMEM;
	d->d_inode->store = kind->store;
	return 0;
}

int register_sysctl(const char *path, struct ctl_table *table)
{
	char *name = __getname();
	int err = name ? 0 : -ENOMEM;

	for (; !err && table->procname; table++)
		err = add_sysctl(name, path, table->procname, &sysctl_int,
				 table);
	__putname(name);
	return err;
}

int register_sysctl_string(const char *path, struct ctl_string *s)
{
	char *name = __getname();
	int err = name ? 0 : -ENOMEM;

	if (name)
		err = add_sysctl(name, path, s->procname, &sysctl_string, s);
	__putname(name);
	return err;
}
