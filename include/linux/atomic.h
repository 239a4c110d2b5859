/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/atomic.h - atomic_t, where modules since 2.6.37 include
 * it from; the operations are the architecture's (asm/atomic.h), as in
 * Linux 2.6.
 */
#ifndef _LINUX_ATOMIC_H
#define _LINUX_ATOMIC_H

#include "asm/atomic.h"

#endif /* _LINUX_ATOMIC_H */
