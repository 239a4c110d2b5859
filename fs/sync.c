// SPDX-License-Identifier: GPL-2.0
/*
 * fs/sync.c - sync(2).  Every file lives in memory (fs/ramfs/inode.c)
 * and there is no disk to write back to, so there is nothing to do;
 * sync(2) always succeeds.  busybox's init calls it before poweroff.
 */
#include "linux/syscalls.h"

long sys_sync(void)
{
	return 0;
}
