/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Fixed-width types by their Linux names.  Only the compiler's own
 * freestanding headers are used, so this header (and every "pure" file
 * that includes it with quotes) compiles both in the kernel and on the
 * host, where lib/ code is unit-tested with sanitizers.
 */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int8_t s8;
typedef int16_t s16;
typedef int32_t s32;
typedef int64_t s64;

#endif /* _LINUX_TYPES_H */
