/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sysctl.h - numbers under /proc/sys that root may set
 * (proc(5)), each one file showing one int (fs/proc/proc_sysctl.c).
 */
#ifndef _LINUX_SYSCTL_H
#define _LINUX_SYSCTL_H

#include "linux/types.h"

/*
 * One file: its name, its int, and what a written value becomes
 * (proc_handler: 0 and *val stored as it leaves it, or -EINVAL).  A
 * NULL handler takes 0 to INT_MAX, as Linux's proc_dointvec_minmax()
 * with extra1 0.  A table ends with an entry whose procname is NULL.
 */
struct ctl_table {
	const char *procname;
	int *data;
	int (*proc_handler)(int *val);
};

/* The table's files in /proc/sys/PATH (path: "fs/inotify"): 0 or
 * -ENOMEM */
int register_sysctl(const char *path, struct ctl_table *table);

/*
 * A file showing a string (core_pattern, modprobe): it reads as the
 * string and a newline; root's write replaces it with what comes before
 * the first newline.  A string that does not fit maxlen bytes with its
 * NUL is EINVAL and changes nothing, where Linux's proc_dostring()
 * keeps a prefix: nothing here is cut short silently.
 */
struct ctl_string {
	const char *procname;
	char *data;
	size_t maxlen;
};

int register_sysctl_string(const char *path, struct ctl_string *s);
long sysctl_string_write(char *dst, size_t maxlen, const char *buf,
			 size_t len);

#endif /* _LINUX_SYSCTL_H */
