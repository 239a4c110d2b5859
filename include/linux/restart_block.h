/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/restart_block.h - what a system call that a signal cut
 * short needs to go on from where it stopped.  The call returns
 * -ERESTART_RESTARTBLOCK; on the way back to user space
 * (syscall_restart(), arch/i386/kernel/signal.c) that becomes EINTR if a
 * handler runs, otherwise the call is turned into restart_syscall(2),
 * which runs fn (sys_restart_syscall(), kernel/time.c).  Linux's design;
 * here only the sleeps of nanosleep(2) and clock_nanosleep(2) use it.
 */
#ifndef _LINUX_RESTART_BLOCK_H
#define _LINUX_RESTART_BLOCK_H

#include "linux/types.h"

struct restart_block {
	long (*fn)(struct restart_block *restart);
	struct {
		unsigned long expires;	/* the sleep's end, in jiffies */
		s64 end;		/* and on the monotonic clock, ns */
		void __user *rem;	/* where the time left goes */
		bool time64;		/* rem is a __kernel_timespec */
	} nanosleep;
};

#endif /* _LINUX_RESTART_BLOCK_H */
