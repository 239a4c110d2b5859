/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/skbuff.h - struct sk_buff, one packet (net/core/skbuff.c).
 *
 * The bytes live in one buffer from head to end; the packet is data to
 * data + len, and tail = data + len.  A driver or protocol adds a header
 * in front with skb_push(), payload behind with skb_put(), takes a
 * header off with skb_pull(), and leaves room for headers to come with
 * skb_reserve() on an empty buffer.  On i386 Linux keeps tail and end as
 * pointers (NET_SKBUFF_DATA_USES_OFFSET is 64-bit only), so here too.
 * Where each layer's header starts is kept as an offset from head
 * (skb_reset_network_header() and friends).
 *
 * Unlike Linux, the data is never shared: skb_clone() is not here, and
 * a packet that goes to two sockets is copied (skb_copy()).
 */
#ifndef _LINUX_SKBUFF_H
#define _LINUX_SKBUFF_H

#include "linux/types.h"
#include "linux/gfp.h"
#include "linux/spinlock.h"
#include "linux/string.h"

struct net_device;

/* ip_summed: what the device says of the checksums */
#define CHECKSUM_NONE		0	/* nothing: the stack checks */
#define CHECKSUM_UNNECESSARY	1	/* checked, or cannot be wrong */
#define CHECKSUM_COMPLETE	2
#define CHECKSUM_PARTIAL	3

/* pkt_type, eth_type_trans()'s verdict on the destination */
#define PACKET_HOST		0
#define PACKET_BROADCAST	1
#define PACKET_MULTICAST	2
#define PACKET_OTHERHOST	3
#define PACKET_OUTGOING		4
#define PACKET_LOOPBACK		5

#define NET_SKB_PAD		32	/* headroom dev_alloc_skb() leaves */
#define NET_IP_ALIGN		2	/* so the IP header after 14 is aligned */

struct sk_buff {
	struct sk_buff *next, *prev;	/* on a sk_buff_head */
	struct net_device *dev;		/* arrived on, or leaves by */
	void *sk;			/* the socket it was sent from */
	char cb[48];			/* each layer's scratch */
	unsigned int len;
	unsigned int truesize;		/* what it costs (sockets' rcvbuf) */
	__be16 protocol;		/* ETH_P_, network order */
	__u8 pkt_type;
	__u8 ip_summed;
	__u16 mac_header, network_header, transport_header;
	unsigned char *head, *data, *tail, *end;
};

struct sk_buff_head {
	struct sk_buff *next, *prev;	/* first: a list, as sk_buff */
	__u32 qlen;
	spinlock_t lock;
};

struct sk_buff *alloc_skb(unsigned int size, gfp_t gfp);
struct sk_buff *__dev_alloc_skb(unsigned int length, gfp_t gfp);
struct sk_buff *skb_copy(const struct sk_buff *skb, gfp_t gfp);
void kfree_skb(struct sk_buff *skb);
void consume_skb(struct sk_buff *skb);
void *skb_put(struct sk_buff *skb, unsigned int len);
void *skb_push(struct sk_buff *skb, unsigned int len);
void *skb_pull(struct sk_buff *skb, unsigned int len);
void skb_trim(struct sk_buff *skb, unsigned int len);

#define dev_alloc_skb(length)	__dev_alloc_skb(length, GFP_ATOMIC)
#define netdev_alloc_skb(dev, length)	__dev_alloc_skb(length, GFP_ATOMIC)

static inline void *skb_put_data(struct sk_buff *skb, const void *from,
				 unsigned int len)
{
	void *p = skb_put(skb, len);

	memcpy(p, from, len);
	return p;
}

static inline unsigned int skb_headroom(const struct sk_buff *skb)
{
	return (unsigned int)(skb->data - skb->head);
}

static inline int skb_tailroom(const struct sk_buff *skb)
{
	return (int)(skb->end - skb->tail);
}

/* Room for headers: only on a buffer nothing was put in yet */
static inline void skb_reserve(struct sk_buff *skb, int len)
{
	skb->data += len;
	skb->tail += len;
}

static inline unsigned char *skb_tail_pointer(const struct sk_buff *skb)
{
	return skb->tail;
}

static inline unsigned char *skb_mac_header(const struct sk_buff *skb)
{
	return skb->head + skb->mac_header;
}

static inline unsigned char *skb_network_header(const struct sk_buff *skb)
{
	return skb->head + skb->network_header;
}

static inline unsigned char *skb_transport_header(const struct sk_buff *skb)
{
	return skb->head + skb->transport_header;
}

static inline void skb_reset_mac_header(struct sk_buff *skb)
{
	skb->mac_header = (__u16)(skb->data - skb->head);
}

static inline void skb_reset_network_header(struct sk_buff *skb)
{
	skb->network_header = (__u16)(skb->data - skb->head);
}

static inline void skb_reset_transport_header(struct sk_buff *skb)
{
	skb->transport_header = (__u16)(skb->data - skb->head);
}

static inline void skb_set_network_header(struct sk_buff *skb, int offset)
{
	skb_reset_network_header(skb);
	skb->network_header += offset;
}

static inline void skb_set_transport_header(struct sk_buff *skb, int offset)
{
	skb_reset_transport_header(skb);
	skb->transport_header += offset;
}

static inline void skb_tx_timestamp(struct sk_buff *skb)
{
	(void)skb;	/* no time stamping here */
}

/* The queue of sk_buffs: sockets' receive queues, the backlog */
static inline void skb_queue_head_init(struct sk_buff_head *list)
{
	spin_lock_init(&list->lock);
	list->next = list->prev = (struct sk_buff *)list;
	list->qlen = 0;
}

static inline __u32 skb_queue_len(const struct sk_buff_head *list)
{
	return list->qlen;
}

static inline bool skb_queue_empty(const struct sk_buff_head *list)
{
	return list->next == (const struct sk_buff *)list;
}

static inline struct sk_buff *skb_peek(const struct sk_buff_head *list)
{
	struct sk_buff *skb = list->next;

	return skb == (const struct sk_buff *)list ? NULL : skb;
}

void skb_queue_tail(struct sk_buff_head *list, struct sk_buff *skb);
void skb_queue_head(struct sk_buff_head *list, struct sk_buff *skb);
struct sk_buff *skb_dequeue(struct sk_buff_head *list);
void skb_queue_purge(struct sk_buff_head *list);

#endif /* _LINUX_SKBUFF_H */
