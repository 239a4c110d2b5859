/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm-generic/io.h - port and memory-mapped I/O and the address
 * conversions (virt_to_phys() ...).  On Linux's x86, asm/io.h defines
 * the architecture's accessors and then includes this header for the
 * generic rest, so a module that includes it itself (the cheat's
 * mmap.c, for virt_to_phys()) gets one set of names either way; here
 * all of them live in asm/io.h.
 */
#ifndef _ASM_GENERIC_IO_H
#define _ASM_GENERIC_IO_H

#include "asm/io.h"

#endif /* _ASM_GENERIC_IO_H */
