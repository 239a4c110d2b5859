/* SPDX-License-Identifier: GPL-2.0 */
/* include/asm/atomic.h - where Linux 2.6 modules include it from; the
 * operations are in linux/atomic.h. */
#ifndef _ASM_ATOMIC_H
#define _ASM_ATOMIC_H

#include "linux/atomic.h"

#endif /* _ASM_ATOMIC_H */
