/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/linkage.h - asmlinkage: a function called from assembly
 * (the system-call entry, arch/i386/kernel/entry.S) takes every argument
 * on the stack.  The kernel is built without -mregparm, so that is what
 * every function does; modules written for Linux's i386 (built with
 * -mregparm=3) say it, so it is here.
 */
#ifndef _LINUX_LINKAGE_H
#define _LINUX_LINKAGE_H

#define asmlinkage	__attribute__((regparm(0)))

#endif /* _LINUX_LINKAGE_H */
