/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/div64.h - do_div(n, base): divide the u64 lvalue n by a
 * 32-bit base in place and give the remainder, Linux's oldest 64-bit
 * division (linux/math64.h has the newer ones it is built on).
 */
#ifndef _ASM_DIV64_H
#define _ASM_DIV64_H

#include "linux/math64.h"

#define do_div(n, base)							\
	({								\
		u32 __rem;						\
		(n) = div_u64_rem((n), (base), &__rem);			\
		__rem;							\
	})

#endif /* _ASM_DIV64_H */
