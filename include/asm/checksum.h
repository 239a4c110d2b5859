/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/checksum.h - the Internet checksum (RFC 1071): the ones'
 * complement of the ones' complement sum of 16-bit words (lib/checksum.c).
 * A partial sum is a __wsum, folded to 16 bits and complemented by
 * csum_fold(); the words are summed as they lie in memory, so the
 * result is already in network order.
 */
#ifndef _ASM_CHECKSUM_H
#define _ASM_CHECKSUM_H

#include "linux/types.h"

typedef u32 __wsum;
typedef u16 __sum16;

__wsum csum_partial(const void *buff, int len, __wsum sum);

static inline __sum16 csum_fold(__wsum sum)
{
	sum = (sum & 0xffff) + (sum >> 16);
	sum = (sum & 0xffff) + (sum >> 16);
	return (__sum16)~sum;
}

/* The IP header's checksum over ihl 32-bit words; 0 when it is right */
static inline __sum16 ip_fast_csum(const void *iph, unsigned int ihl)
{
	return csum_fold(csum_partial(iph, (int)ihl * 4, 0));
}

/* UDP's and TCP's pseudo-header (RFC 768) added to sum */
__wsum csum_tcpudp_nofold(__be32 saddr, __be32 daddr, __u32 len, __u8 proto,
			  __wsum sum);

static inline __sum16 csum_tcpudp_magic(__be32 saddr, __be32 daddr, __u32 len,
					__u8 proto, __wsum sum)
{
	return csum_fold(csum_tcpudp_nofold(saddr, daddr, len, proto, sum));
}

#endif /* _ASM_CHECKSUM_H */
