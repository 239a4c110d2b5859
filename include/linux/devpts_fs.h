/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/devpts_fs.h - the pty numbers and the slaves' nodes in
 * /dev/pts (fs/devpts/inode.c), for the pty driver (drivers/char/pty.c).
 */
#ifndef _LINUX_DEVPTS_FS_H
#define _LINUX_DEVPTS_FS_H

#include "linux/types.h"
#include "linux/kdev_t.h"

struct dentry;

/* ptys at once: Linux's /proc/sys/kernel/pty/max is 4096 by default */
#define NR_UNIX98_PTY_MAX	1024
#define UNIX98_PTY_MASTER_MAJOR	128	/* devices.txt */
#define UNIX98_PTY_SLAVE_MAJOR	136
#define DEV_PTMX		MKDEV(5, 2)	/* /dev/ptmx */

int devpts_new_index(void);
void devpts_kill_index(int idx);
struct dentry *devpts_pty_new(int index);
void devpts_pty_kill(struct dentry *dentry);
void devpts_init(void);

#endif /* _LINUX_DEVPTS_FS_H */
