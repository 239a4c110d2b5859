/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/smp_lock.h - the big kernel lock (lib/kernel_lock.c):
 * the stage-1 SMP design of Linux 2.0 and 2.2, where a CPU runs kernel
 * code only while it holds this one lock.  docs/smp.md explains it.
 */
#ifndef _LINUX_SMP_LOCK_H
#define _LINUX_SMP_LOCK_H

#include "linux/types.h"

bool lock_kernel(void);
bool trylock_kernel(void);
void unlock_kernel(void);
bool kernel_locked(void);

#endif /* _LINUX_SMP_LOCK_H */
