// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/exec_domain.c - personality(2): the execution domain a
 * process asks for, a number kept with the task, inherited by fork(2)
 * and kept across execve(2), as Linux keeps it.
 *
 * Only PER_LINUX (0) is an execution domain here, and two flags change
 * what the kernel does: STICKY_TIMEOUTS keeps select(2)'s timeout as
 * given (fs/select.c sys_select()), and UNAME26 makes uname(2) report a
 * 2.6 release to programs that cannot parse 6.1.0-oops386 (kernel/sys.c
 * uname26()).  Any value is taken, as Linux takes it; 0xffffffff only
 * asks.
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/syscalls.h"

/* The old personality; the new one set unless it is 0xffffffff */
long sys_personality(unsigned int personality)
{
	unsigned int old = current->personality;

	if (personality != 0xffffffff)
		current->personality = personality;
	return (long)old;
}
