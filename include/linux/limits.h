/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_LIMITS_H
#define _LINUX_LIMITS_H

/*
 * The ranges of the integer types, from the compiler's own predefined
 * macros (so that kernel code needs no C library header).  Guarded: host
 * builds of pure code may see the C library's <limits.h> too.
 */
#ifndef INT_MAX
#define UCHAR_MAX	(__SCHAR_MAX__ * 2 + 1)
#define SHRT_MAX	__SHRT_MAX__
#define SHRT_MIN	(-SHRT_MAX - 1)
#define USHRT_MAX	(SHRT_MAX * 2 + 1)
#define INT_MAX		__INT_MAX__
#define INT_MIN		(-INT_MAX - 1)
#define UINT_MAX	(INT_MAX * 2U + 1U)
#define LONG_MAX	__LONG_MAX__
#define LONG_MIN	(-LONG_MAX - 1L)
#define ULONG_MAX	(LONG_MAX * 2UL + 1UL)
#define LLONG_MAX	__LONG_LONG_MAX__
#define LLONG_MIN	(-LLONG_MAX - 1LL)
#define ULLONG_MAX	(LLONG_MAX * 2ULL + 1ULL)
#endif

/* Linux's fixed-width ranges (linux/limits.h since 4.x) */
#define U8_MAX		((u8)~0U)
#define S8_MAX		((s8)(U8_MAX >> 1))
#define S8_MIN		((s8)(-S8_MAX - 1))
#define U16_MAX		((u16)~0U)
#define S16_MAX		((s16)(U16_MAX >> 1))
#define S16_MIN		((s16)(-S16_MAX - 1))
#define U32_MAX		((u32)~0U)
#define S32_MAX		((s32)(U32_MAX >> 1))
#define S32_MIN		((s32)(-S32_MAX - 1))
#define U64_MAX		((u64)~0ULL)
#define S64_MAX		((s64)(U64_MAX >> 1))
#define S64_MIN		((s64)(-S64_MAX - 1))
#define PHYS_ADDR_MAX	(~(phys_addr_t)0)
#ifndef SIZE_MAX		/* host builds: <stdint.h>'s */
#define SIZE_MAX	(~(size_t)0)
#endif

#endif /* _LINUX_LIMITS_H */
