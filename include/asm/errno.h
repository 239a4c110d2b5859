/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/errno.h - the error numbers, which Linux's modules also
 * include under this name (LKMPG's chardev.c does); i386 has no numbers
 * of its own, so they are linux/errno.h's.
 */
#ifndef _ASM_ERRNO_H
#define _ASM_ERRNO_H

#include "linux/errno.h"

#endif /* _ASM_ERRNO_H */
