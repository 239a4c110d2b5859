/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/compiler.h - what code says to the compiler rather than
 * the machine: branch hints (likely(), unlikely()) and the compiler
 * barrier (barrier(): no memory access moves across it, the CPU's
 * order aside), with the attributes' short names
 * (linux/compiler_attributes.h), as Linux 6.1's header gives them.
 * linux/kernel.h and linux/preempt.h bring it; modules may include it
 * themselves (the cheat's scull module does).
 */
#ifndef _LINUX_COMPILER_H
#define _LINUX_COMPILER_H

#include "linux/compiler_attributes.h"

#define likely(x)	__builtin_expect(!!(x), 1)
#define unlikely(x)	__builtin_expect(!!(x), 0)
#define barrier()	asm volatile("" ::: "memory")

#endif /* _LINUX_COMPILER_H */
