/* SPDX-License-Identifier: GPL-2.0 */
/* include/asm/bitops.h - where Linux 2.6 modules include it from; the
 * operations are in linux/bitops.h. */
#ifndef _ASM_BITOPS_H
#define _ASM_BITOPS_H

#include "linux/bitops.h"

#endif /* _ASM_BITOPS_H */
