/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sysctl.h - numbers under /proc/sys that root may set
 * (proc(5)), each one file showing one int (fs/proc/proc_sysctl.c).
 */
#ifndef _LINUX_SYSCTL_H
#define _LINUX_SYSCTL_H

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

#endif /* _LINUX_SYSCTL_H */
