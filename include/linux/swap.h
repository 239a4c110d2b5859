/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/swap.h - nothing is ever swapped out here (no file is a
 * swap area: swapon(2) is EINVAL, docs/syscalls.md), so of Linux's header
 * a module finds only what it brings in on the way: linux/mm.h,
 * linux/sched.h and linux/fs.h, as Linux 6.1's does.  Examples include
 * it for those (4ge32's RCU sample).
 */
#ifndef _LINUX_SWAP_H
#define _LINUX_SWAP_H

#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/sched.h"

#endif
