/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/ptrace.h - who may look into another process
 * (kernel/ptrace.c): /proc/PID's links, and ptrace(2)'s attach.
 */
#ifndef _LINUX_PTRACE_H
#define _LINUX_PTRACE_H

#include "linux/sched.h"

bool ptrace_may_access(struct task_struct *task);

#endif /* _LINUX_PTRACE_H */
