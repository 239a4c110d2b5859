/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/futex.h - futex(2)'s operations and flags, Linux's
 * values (Linux's uapi linux/futex.h), and the kernel's own wake-up of
 * a thread's tid word at its exit (kernel/futex.c).
 */
#ifndef _LINUX_FUTEX_H
#define _LINUX_FUTEX_H

#include "linux/types.h"

#define FUTEX_WAIT		0
#define FUTEX_WAKE		1
#define FUTEX_REQUEUE		3
#define FUTEX_CMP_REQUEUE	4
#define FUTEX_WAIT_BITSET	9
#define FUTEX_WAKE_BITSET	10
#define FUTEX_PRIVATE_FLAG	128
#define FUTEX_CLOCK_REALTIME	256
#define FUTEX_CMD_MASK		(~(FUTEX_PRIVATE_FLAG | FUTEX_CLOCK_REALTIME))
#define FUTEX_BITSET_MATCH_ANY	0xffffffff

/* A robust futex's word (Linux's uapi): the owner's tid and two flags */
#define FUTEX_WAITERS		0x80000000
#define FUTEX_OWNER_DIED	0x40000000
#define FUTEX_TID_MASK		0x3fffffff

struct task_struct;

void futex_wake_tid(u32 __user *uaddr);
void exit_robust_list(struct task_struct *tsk);

#endif /* _LINUX_FUTEX_H */
