// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/utsname_sysctl.c - the system's names under /proc/sys/kernel
 * (proc(5)): ostype, osrelease and version, read-only, and hostname
 * and domainname, which root may also set by writing them, as
 * sethostname(2) and setdomainname(2) do (kernel/sys.c).  Each reads
 * as uname(2)'s field and a newline; a write keeps what comes before
 * the first newline (Linux's proc_dostring()).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/string.h"
#include "linux/sysctl.h"
#include "linux/utsname.h"

/* priv: the field's offset in the reader's names (its UTS namespace's,
 * kernel/utsname.c) */
static char *uts_field(void *priv)
{
	return (char *)utsname() + (size_t)priv;
}

static size_t uts_show(char *buf, size_t size, void *priv)
{
	return snprintf(buf, size, "%s\n", uts_field(priv));
}

/* A name longer than __NEW_UTS_LEN bytes is EINVAL, as sethostname(2) */
static long uts_store(const char *buf, size_t len, void *priv)
{
	return sysctl_string_write(uts_field(priv), __NEW_UTS_LEN + 1, buf,
				   len);
}

#define UTS_FILE(name, field, writable)					\
	{ "proc/sys/kernel/" name, offsetof(struct new_utsname, field),	\
	  writable }

static int __init utsname_sysctl_init(void)
{
	static const struct {
		const char *path;
		size_t offset;
		bool writable;
	} names[] = {
		UTS_FILE("ostype", sysname, false),
		UTS_FILE("osrelease", release, false),
		UTS_FILE("version", version, false),
		UTS_FILE("hostname", nodename, true),
		UTS_FILE("domainname", domainname, true),
	};
	struct dentry *d;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(names); i++) {
		d = fs_create_gen(names[i].path, uts_show,
				  (void *)names[i].offset);
		if (!d)
			return -ENOMEM;
		if (names[i].writable)
			d->d_inode->store = uts_store;
	}
	return 0;
}
fs_initcall(utsname_sysctl_init);
