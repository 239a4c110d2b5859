/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/byteorder.h - i386 is little-endian; the network's order
 * is big-endian (RFC 1700, "Data Notations"): the swaps between them,
 * with Linux's names (cpu_to_be16 ... and the BSD htons family).
 */
#ifndef _ASM_BYTEORDER_H
#define _ASM_BYTEORDER_H

#include "linux/types.h"

#define __LITTLE_ENDIAN_BITFIELD

/* Macros, so that a constant's swap is a constant (a case label) */
#define __swab16(x)	((u16)((u16)(x) << 8 | (u16)(x) >> 8))
#define __swab32(x)	((u32)((u32)(x) << 24 | ((u32)(x) & 0xff00) << 8 | \
			       ((u32)(x) >> 8 & 0xff00) | (u32)(x) >> 24))

#define cpu_to_be16(x)	((__be16)__swab16((u16)(x)))
#define be16_to_cpu(x)	__swab16((u16)(x))
#define cpu_to_be32(x)	((__be32)__swab32((u32)(x)))
#define be32_to_cpu(x)	__swab32((u32)(x))
#define cpu_to_le16(x)	((u16)(x))
#define le16_to_cpu(x)	((u16)(x))
#define cpu_to_le32(x)	((u32)(x))
#define le32_to_cpu(x)	((u32)(x))
#define htons(x)	cpu_to_be16(x)
#define ntohs(x)	be16_to_cpu(x)
#define htonl(x)	cpu_to_be32(x)
#define ntohl(x)	be32_to_cpu(x)

#endif /* _ASM_BYTEORDER_H */
