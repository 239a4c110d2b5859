/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/unistd.h - the system-call numbers (__NR_*), as modules
 * include them (LKMPG's syscall-steal): the one table of them is
 * include/asm/unistd.h.
 */
#ifndef _LINUX_UNISTD_H
#define _LINUX_UNISTD_H

#include "asm/unistd.h"

#endif /* _LINUX_UNISTD_H */
