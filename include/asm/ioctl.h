/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/ioctl.h - Linux's i386 asm/ioctl.h is asm-generic's
 * encoding of ioctl numbers, which linux/ioctl.h holds here; drivers
 * that include <asm/ioctl.h> get the same _IO*() macros.
 */
#ifndef _ASM_IOCTL_H
#define _ASM_IOCTL_H

#include "linux/ioctl.h"

#endif /* _ASM_IOCTL_H */
