// SPDX-License-Identifier: GPL-2.0
/*
 * net/ipv6/seg6.c - the Segment Routing Header (RFC 8754 2, routing
 * header type 4): whether one is well formed, as Linux 6.1's
 * seg6_validate_srh() judges a header IPV6_RTHDR is given.
 */
#include "linux/kernel.h"
#include "net/ipv6.h"

/* RFC 8754 2: the fixed part, then 16-byte segments, then TLVs */
struct ipv6_sr_hdr {
	u8 nexthdr;
	u8 hdrlen;		/* 8-byte units after the first 8 */
	u8 type;		/* IPV6_SRCRT_TYPE_4 */
	u8 segments_left;
	u8 first_segment;	/* index of the last entry of the list */
	u8 flags;
	__be16 tag;
	struct in6_addr segments[];
};

/* RFC 8754 2.1: a TLV's type, then the length of what follows */
struct sr6_tlv {
	u8 type;
	u8 len;
};

/* Do the TLVs from off to len end exactly at len? */
static bool seg6_tlvs_fit(const u8 *hdr, unsigned int off, unsigned int len)
{
	while (off < len) {
		if (len - off < sizeof(struct sr6_tlv))
			return false;
		off += sizeof(struct sr6_tlv) +
		       ((const struct sr6_tlv *)(hdr + off))->len;
	}
	return off == len;
}

/*
 * The header (len bytes): its length is its hdrlen's, segments_left
 * at most first_segment, the list (first_segment + 1 entries) within
 * the header, and the TLVs after it fill the rest.
 */
bool seg6_validate_srh(const void *hdr, unsigned int len)
{
	const struct ipv6_sr_hdr *srh = hdr;
	unsigned int list;

	if (srh->type != IPV6_SRCRT_TYPE_4 ||
	    (srh->hdrlen + 1U) * 8 != len ||
	    srh->segments_left > srh->first_segment ||
	    srh->first_segment > srh->hdrlen / 2 - 1)
		return false;
	list = sizeof(*srh) + (srh->first_segment + 1U) *
	       sizeof(struct in6_addr);
	return list <= len && seg6_tlvs_fit(hdr, list, len);
}
