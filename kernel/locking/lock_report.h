/* SPDX-License-Identifier: GPL-2.0 */
/* kernel/locking/lock_report.h - the sleeping locks' misuse reports,
 * in lockdep's words (kernel/locking/mutex.c), shared with rwsem.c */
#ifndef _KERNEL_LOCKING_LOCK_REPORT_H
#define _KERNEL_LOCKING_LOCK_REPORT_H

struct task_struct;

void lock_report_recursion(const char *name, const char *fn);
void lock_report_bad_unlock(const char *name,
			    const struct task_struct *owner);

#endif
