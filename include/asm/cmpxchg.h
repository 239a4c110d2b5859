/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/cmpxchg.h - xchg() and cmpxchg() on a 32-bit word (an int,
 * a long or a pointer: all 4 bytes on i386), Linux's interface.
 *
 * XCHG with a memory operand is locked by the processor whatever the
 * prefix (Intel SDM vol. 3A, 9.1.2.1); CMPXCHG is atomic only with the
 * LOCK prefix, which makes the read, the compare and the write one bus
 * transaction no other CPU's access can come between.  Both are full
 * memory barriers (SDM vol. 3A, 9.2.2: locked instructions have a total
 * order), so a lock built on them needs no separate fence.  The "memory"
 * clobber keeps the compiler from moving other memory accesses across.
 * Sizes other than 4 bytes are refused at compile time: nothing here
 * needs them.
 */
#ifndef _ASM_CMPXCHG_H
#define _ASM_CMPXCHG_H

#include "linux/build_bug.h"

#define LOCK_PREFIX	"lock; "

/* Store v in *ptr; returns what *ptr held. */
#define xchg(ptr, v)                                                    \
	({                                                              \
		__typeof__(*(ptr)) __x = (v);                           \
		BUILD_BUG_ON(sizeof(*(ptr)) != 4);                      \
		asm volatile("xchgl %0, %1"                             \
			     : "+r"(__x), "+m"(*(ptr))                  \
			     :                                          \
			     : "memory");                               \
		__x;                                                    \
	})

/* Store n in *ptr if it holds o; returns what *ptr held (o: stored). */
#define cmpxchg(ptr, o, n)                                              \
	({                                                              \
		__typeof__(*(ptr)) __ret, __o = (o), __n = (n);         \
		BUILD_BUG_ON(sizeof(*(ptr)) != 4);                      \
		asm volatile(LOCK_PREFIX "cmpxchgl %2, %1"              \
			     : "=a"(__ret), "+m"(*(ptr))                \
			     : "r"(__n), "0"(__o)                       \
			     : "memory");                               \
		__ret;                                                  \
	})

#endif /* _ASM_CMPXCHG_H */
