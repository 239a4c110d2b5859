/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm-generic/rwonce.h - READ_ONCE(x) and WRITE_ONCE(x, v): one
 * load or store of x, as written, that the compiler may neither merge
 * with another, split (for a type of 4 bytes or less), repeat nor drop,
 * through a volatile access (C11 6.7.3: a volatile object is accessed
 * as the abstract machine says).  Linux's names for what a flag shared
 * with another CPU or an interrupt needs.  A u64 is still two loads on
 * i386, as in Linux.
 */
#ifndef _ASM_GENERIC_RWONCE_H
#define _ASM_GENERIC_RWONCE_H

#define READ_ONCE(x)	(*(const volatile __typeof__(x) *)&(x))
#define WRITE_ONCE(x, val)                                              \
	do {                                                            \
		*(volatile __typeof__(x) *)&(x) = (val);                \
	} while (0)

#endif /* _ASM_GENERIC_RWONCE_H */
