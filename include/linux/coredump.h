/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/coredump.h - the core file a signal's Core action
 * leaves (fs/coredump.c, core(5)).
 */
#ifndef _LINUX_COREDUMP_H
#define _LINUX_COREDUMP_H

#include "linux/types.h"

/* The current process dies of sig: its image, named by core_pattern,
 * if RLIMIT_CORE and dumpability allow; true when one was written
 * (the wait status then has 0x80, WCOREDUMP) */
bool do_coredump(int sig);

#endif /* _LINUX_COREDUMP_H */
