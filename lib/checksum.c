// SPDX-License-Identifier: GPL-2.0
/*
 * lib/checksum.c - the Internet checksum's sum (RFC 1071, section 4.1's
 * method: 32-bit accumulation, the carries folded at the end).
 */
#include "linux/export.h"
#include "asm/byteorder.h"
#include "asm/checksum.h"

/* Add a and b with the carry wrapped round, ones' complement style */
static u32 add32(u32 a, u32 b)
{
	u32 s = a + b;

	return s + (s < a);
}

__wsum csum_partial(const void *buff, int len, __wsum sum)
{
	const unsigned char *p = buff;
	u32 acc = 0;

	for (; len > 1; len -= 2, p += 2)
		acc += (u32)(p[0] | p[1] << 8);	/* < 2^31 for 64 KiB */
	if (len > 0)
		acc += p[0];	/* the odd byte, padded with a zero */
	return add32(sum, acc);
}
EXPORT_SYMBOL(csum_partial);

__wsum csum_tcpudp_nofold(__be32 saddr, __be32 daddr, __u32 len, __u8 proto,
			  __wsum sum)
{
	sum = add32(sum, saddr);
	sum = add32(sum, daddr);
	/* the words 0:proto and len, as they would lie in memory */
	sum = add32(sum, (u32)proto << 8);
	return add32(sum, htons((u16)len));
}
EXPORT_SYMBOL(csum_tcpudp_nofold);
