// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/ip6_checksum.c - UDP's, TCP's and ICMPv6's checksum over
 * IPv6's pseudo-header (RFC 8200 8.1): both addresses, the upper-layer
 * length as 32 bits and the next header as the last of 4 bytes.
 */
#include "linux/kernel.h"
#include "net/ipv6.h"

__sum16 csum_ipv6_magic(const struct in6_addr *saddr,
			const struct in6_addr *daddr, u32 len, u8 proto,
			__wsum sum)
{
	struct {
		struct in6_addr saddr, daddr;
		__be32 len, proto;
	} ph = { *saddr, *daddr, htonl(len), htonl(proto) };

	return csum_fold(csum_partial(&ph, sizeof(ph), sum));
}
