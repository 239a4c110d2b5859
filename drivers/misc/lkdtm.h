/* SPDX-License-Identifier: GPL-2.0 */
/*
 * drivers/misc/lkdtm.h - the heap mistakes of drivers/misc/lkdtm_heap.c,
 * for the DIRECT file (lkdtm_direct.c).
 */
#ifndef _DRIVERS_MISC_LKDTM_H
#define _DRIVERS_MISC_LKDTM_H

#include "linux/types.h"

int lkdtm_heap(const char *kind);

#endif /* _DRIVERS_MISC_LKDTM_H */
