// SPDX-License-Identifier: GPL-2.0
/*
 * net/packet/af_packet.c - AF_PACKET sockets (packet(7)): a copy of
 * every frame a device receives (net/core/dev.c's deliver()) and, for
 * ETH_P_ALL sockets, of every frame it sends (dev_queue_xmit()), link
 * header and all for SOCK_RAW, from the network header for SOCK_DGRAM;
 * and frames sent as they are given (SOCK_RAW) or behind a link header
 * the device builds (SOCK_DGRAM).  Only CAP_NET_RAW may make one.
 *
 * The socket is an inet_sock (include/net/inet_sock.h) for its receive
 * queue, so net/ipv4/datagram.c's queue, recv(2) and poll(2) serve it;
 * each queued frame carries its struct sockaddr_ll in skb->cb.
 *
 * Not here: SOCK_PACKET (ESOCKTNOSUPPORT), the rings' memory and
 * mmap(2) - PACKET_RX_RING's request is checked as Linux checks it and
 * kept, frames still go to the queue - BPF filters, fanout, and
 * memberships that change a device (every frame reaches the socket
 * here anyway).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/if_ether.h"
#include "linux/if_packet.h"
#include "linux/slab.h"
#include "asm/page.h"
#include "asm/uaccess.h"
#include "net/inet_sock.h"
#include "net/ip.h"

/* The frame headers a ring slot starts with, i386's sizes: struct
 * tpacket_hdr, tpacket2_hdr or tpacket3_hdr, then a sockaddr_ll */
static const unsigned int tp_hdrlen[] = {
	[TPACKET_V1] = TPACKET_ALIGN(24) + sizeof(struct sockaddr_ll),
	[TPACKET_V2] = TPACKET_ALIGN(32) + sizeof(struct sockaddr_ll),
	[TPACKET_V3] = TPACKET_ALIGN(48) + sizeof(struct sockaddr_ll),
};
#define BLK_HDR_LEN	48	/* struct tpacket_block_desc, aligned to 8 */

struct packet_sock {
	struct inet_sock isk;	/* first: the queue datagram.c serves */
	int ifindex;		/* bound to: 0 for every device */
	__be16 num;		/* the protocol heard: ETH_P_ALL, one, or 0 */
	int version;		/* PACKET_VERSION */
	bool rx_ring;		/* a PACKET_RX_RING was set */
};

#define PACKET_CB(skb)	((struct sockaddr_ll *)(skb)->cb)

static LIST_HEAD(packet_list);	/* every packet socket, stack locked */
/* the socket whose send is going out now: not given its own frame
 * (Linux's skb_loop_sk()), stack locked */
static const struct packet_sock *packet_sender;

static struct packet_sock *pkt_sk(const struct socket *sock)
{
	return sock->sk;
}

static bool packet_wants(const struct packet_sock *po,
			 const struct sk_buff *skb, bool outgoing)
{
	if (po->ifindex && po->ifindex != skb->dev->ifindex)
		return false;
	if (po->num == htons(ETH_P_ALL))
		return !outgoing || po != packet_sender;
	return po->num && po->num == skb->protocol && !outgoing;
}

/* A frame's link-layer facts for the reader: the sender's hardware
 * address is the Ethernet source, where there is one */
static void packet_fill_ll(struct sockaddr_ll *sll, const struct sk_buff *skb,
			   const u8 *frame, unsigned int link, bool outgoing)
{
	const struct net_device *dev = skb->dev;

	memset(sll, 0, sizeof(*sll));
	sll->sll_family = AF_PACKET;
	sll->sll_protocol = skb->protocol;
	sll->sll_ifindex = dev->ifindex;
	sll->sll_hatype = dev->type;
	sll->sll_pkttype = outgoing ? PACKET_OUTGOING : skb->pkt_type;
	if (dev->header_ops && link >= ETH_HLEN && dev->addr_len == ETH_ALEN) {
		sll->sll_halen = ETH_ALEN;
		memcpy(sll->sll_addr, frame + ETH_ALEN, ETH_ALEN);
	}
}

/*
 * A frame dev received (data at its network header, its link header
 * before) or is sending (data at the link header), to each socket that
 * wants it (stack locked), as Linux's dev_queue_xmit_nit() and
 * Linux's __netif_receive_skb() tap them: a frame going out is ETH_P_ALL's only.
 */
void packet_tap(struct sk_buff *skb, bool outgoing)
{
	unsigned int link = outgoing ? skb->dev->hard_header_len :
			    (unsigned int)(skb->data - skb_mac_header(skb));
	const u8 *frame = outgoing ? skb->data : skb_mac_header(skb);
	struct packet_sock *po;
	struct sk_buff *copy;

	if (outgoing ? link > skb->len : skb->mac_header > skb->network_header)
		link = 0;
	list_for_each_entry(po, &packet_list, isk.node) {
		if (!packet_wants(po, skb, outgoing))
			continue;
		copy = skb_copy(skb, GFP_ATOMIC);
		if (!copy)
			continue;
		packet_fill_ll(PACKET_CB(copy), skb, frame, link, outgoing);
		if (outgoing && po->isk.sock->type == SOCK_DGRAM)
			skb_pull(copy, link);
		else if (!outgoing && po->isk.sock->type == SOCK_RAW)
			skb_push(copy, link);
		sock_queue_rcv(&po->isk, copy);
	}
}

/* bind(2): a device (0: all) and a protocol (0: the socket's own) */
static int packet_bind(struct socket *sock, const struct sockaddr_un *a,
		       int len)
{
	struct packet_sock *po = pkt_sk(sock);
	struct sockaddr_ll sll;
	int err = 0;

	if (len < (int)sizeof(sll))
		return -EINVAL;
	memcpy(&sll, a, sizeof(sll));
	if (sll.sll_family != AF_PACKET)
		return -EINVAL;
	net_stack_lock();
	if (sll.sll_ifindex && !dev_get_by_index_locked(sll.sll_ifindex)) {
		err = -ENODEV;
	} else {
		po->ifindex = sll.sll_ifindex;
		if (sll.sll_protocol)
			po->num = sll.sll_protocol;
	}
	net_stack_unlock();
	return err;
}

/* getsockname(2): family, protocol, device and its hardware address;
 * the length ends with the address (Linux's packet_getname()) */
static int packet_getname(struct socket *sock, struct sockaddr_un *a,
			  bool peer)
{
	const struct packet_sock *po = pkt_sk(sock);
	struct sockaddr_ll sll = { .sll_family = AF_PACKET };
	const struct net_device *dev;

	if (peer)
		return -EOPNOTSUPP;
	sll.sll_protocol = po->num;
	sll.sll_ifindex = po->ifindex;
	net_stack_lock();
	dev = po->ifindex ? dev_get_by_index_locked(po->ifindex) : NULL;
	if (dev) {
		sll.sll_hatype = dev->type;
		sll.sll_halen = (u8)min_t(unsigned int, dev->addr_len, 8);
		memcpy(sll.sll_addr, dev->dev_addr, sll.sll_halen);
	}
	net_stack_unlock();
	memcpy(a, &sll, sizeof(sll));
	return (int)offsetof(struct sockaddr_ll, sll_addr) + sll.sll_halen;
}

static int packet_skb_name(const struct inet_sock *isk,
			   const struct sk_buff *skb, struct sockaddr_un *a)
{
	(void)isk;
	memcpy(a, PACKET_CB(skb), sizeof(struct sockaddr_ll));
	return sizeof(struct sockaddr_ll);
}

static long packet_recvmsg(struct socket *sock, struct msghdr_k *m)
{
	return datagram_recvmsg(sock, m, packet_skb_name);
}

/* The user's frame (SOCK_RAW) or payload (SOCK_DGRAM), room in front
 * for a link header */
static struct sk_buff *packet_skb_from_user(const struct msghdr_k *m,
					    int *err)
{
	unsigned int room = NET_SKB_PAD + MAX_ADDR_LEN;
	struct sk_buff *skb;

	if (m->len > 0x10000 + MAX_ADDR_LEN) {	/* beyond any MTU here */
		*err = -EMSGSIZE;
		return NULL;
	}
	skb = alloc_skb(room + m->len, GFP_KERNEL);
	if (!skb) {
		*err = -ENOBUFS;
		return NULL;
	}
	skb_reserve(skb, (int)room);
	if (memcpy_from_msg(skb_put(skb, m->len), m, 0, m->len)) {
		kfree_skb(skb);
		*err = -EFAULT;
		return NULL;
	}
	*err = 0;
	return skb;
}

/*
 * The frame out of dev (stack locked), Linux's packet_snd() checks:
 * ENXIO for no device, ENETDOWN for one down, EMSGSIZE past its MTU,
 * EINVAL for a raw frame shorter than its link header.
 */
static int packet_xmit(struct packet_sock *po, struct sk_buff *skb,
		       const struct sockaddr_ll *to)
{
	int ifindex = to ? to->sll_ifindex : po->ifindex;
	__be16 proto = to ? to->sll_protocol : po->num;
	struct net_device *dev = dev_get_by_index_locked(ifindex);
	bool raw = po->isk.sock->type == SOCK_RAW;
	int err;

	if (!dev)
		return -ENXIO;
	if (!(dev->flags & IFF_UP))
		return -ENETDOWN;
	if (skb->len > dev->mtu + (raw ? dev->hard_header_len : 0))
		return -EMSGSIZE;
	if (raw && skb->len < dev->hard_header_len)
		return -EINVAL;
	skb->dev = dev;
	skb->protocol = proto;
	if (!raw && (!to || skb_headroom(skb) < dev->hard_header_len ||
		     dev_hard_header(skb, dev, ntohs(proto), to->sll_addr,
				     NULL, skb->len) < 0))
		return -EINVAL;
	skb_reset_network_header(skb);
	packet_sender = po;
	err = dev_queue_xmit(skb);
	packet_sender = NULL;
	return err ? err : 1;
}

static long packet_sendmsg(struct socket *sock, struct msghdr_k *m)
{
	struct packet_sock *po = pkt_sk(sock);
	const struct sockaddr_ll *to = NULL;
	struct sockaddr_ll sll;
	struct sk_buff *skb;
	int err;

	if (m->addrlen) {
		memcpy(&sll, &m->addr, sizeof(sll));
		if (m->addrlen < (int)sizeof(sll) ||
		    m->addrlen < (int)offsetof(struct sockaddr_ll, sll_addr) +
				 sll.sll_halen)
			return -EINVAL;
		to = &sll;
	}
	skb = packet_skb_from_user(m, &err);
	if (!skb)
		return err;
	net_stack_lock();
	err = packet_xmit(po, skb, to);
	if (err < 0)
		kfree_skb(skb);
	net_stack_unlock();
	net_rx_flush();
	return err < 0 ? err : (long)m->len;
}

/* PACKET_RX_RING's request against Linux's packet_set_ring() rules;
 * no blocks takes the ring down */
static int packet_ring_check(const struct packet_sock *po,
			     const struct tpacket_req3 *req, bool tx)
{
	unsigned int hdrlen = tp_hdrlen[po->version], per_block;

	if (!req->tp_block_nr)
		return req->tp_frame_nr ? -EINVAL : 0;
	if (tx && po->version == TPACKET_V3)
		return -EINVAL;		/* no V3 transmit ring (Linux) */
	if ((int)req->tp_block_size <= 0 || req->tp_block_size % PAGE_SIZE)
		return -EINVAL;
	if (po->version == TPACKET_V3 &&
	    req->tp_block_size < BLK_HDR_LEN +
	    ALIGN((u64)req->tp_sizeof_priv, 8) + hdrlen)
		return -EINVAL;
	if (req->tp_frame_size < hdrlen ||
	    req->tp_frame_size % TPACKET_ALIGNMENT)
		return -EINVAL;
	per_block = req->tp_block_size / req->tp_frame_size;
	if (!per_block || per_block > UINT_MAX / req->tp_block_nr ||
	    per_block * req->tp_block_nr != req->tp_frame_nr)
		return -EINVAL;
	return 0;
}

static int packet_set_ring(struct packet_sock *po, const void __user *val,
			   int len, bool tx)
{
	struct tpacket_req3 req = { 0 };
	int size = po->version == TPACKET_V3 ? (int)sizeof(req) :
					       TPACKET_REQ_LEN;
	int err;

	if (len < size)
		return -EINVAL;
	if (copy_from_user(&req, val, size))
		return -EFAULT;
	err = packet_ring_check(po, &req, tx);
	if (!err && !tx)
		po->rx_ring = req.tp_block_nr != 0;
	return err;
}

/* PACKET_ADD_MEMBERSHIP and _DROP_: a struct packet_mreq; an add names
 * a device and an address no longer than the device's, a drop is 0
 * whatever it names, as Linux's packet_mc_drop() answers */
static int packet_membership(const void __user *val, int len, bool add)
{
	struct packet_mreq mreq = { 0 };
	struct net_device *dev;
	int err = 0;

	if (len < (int)sizeof(mreq))
		return -EINVAL;
	if (copy_from_user(&mreq, val, sizeof(mreq)))
		return -EFAULT;
	if (!add)
		return 0;
	net_stack_lock();
	dev = dev_get_by_index_locked(mreq.mr_ifindex);
	if (!dev)
		err = -ENODEV;
	else if (mreq.mr_alen > dev->addr_len)
		err = -EINVAL;
	net_stack_unlock();
	return err;
}

static int packet_setsockopt(struct socket *sock, int level, int name,
			     const void __user *val, int len)
{
	struct packet_sock *po = pkt_sk(sock);
	int v;

	if (level != SOL_PACKET)
		return -ENOPROTOOPT;
	switch (name) {
	case PACKET_ADD_MEMBERSHIP:
	case PACKET_DROP_MEMBERSHIP:
		return packet_membership(val, len,
					 name == PACKET_ADD_MEMBERSHIP);
	case PACKET_RX_RING:
	case PACKET_TX_RING:
		return packet_set_ring(po, val, len, name == PACKET_TX_RING);
	case PACKET_VERSION:
		if (len != (int)sizeof(int))
			return -EINVAL;
		if (get_user(v, (const int __user *)val))
			return -EFAULT;
		if (v < TPACKET_V1 || v > TPACKET_V3)
			return -EINVAL;
		if (po->rx_ring)
			return -EBUSY;
		po->version = v;
		return 0;
	default:
		return -ENOPROTOOPT;
	}
}

static const struct proto_ops packet_ops = {
	.release = inet_release,
	.bind = packet_bind,
	.connect = sock_no_connect,
	.socketpair = sock_no_socketpair,
	.accept = sock_no_accept,
	.getname = packet_getname,
	.poll = datagram_poll,
	.listen = sock_no_listen,
	.shutdown = sock_no_shutdown,
	.getsockopt = inet_getsockopt,
	.setsockopt = packet_setsockopt,
	.sendmsg = packet_sendmsg,
	.recvmsg = packet_recvmsg,
};

/* socket(AF_PACKET, type, protocol): EPERM without CAP_NET_RAW, then
 * the type, as Linux's packet_create() */
int packet_create(struct socket *sock, int protocol)
{
	struct packet_sock *po;

	if (!capable(CAP_NET_RAW))
		return -EPERM;
	if (sock->type != SOCK_RAW && sock->type != SOCK_DGRAM)
		return -ESOCKTNOSUPPORT;
	po = kzalloc(sizeof(*po), GFP_KERNEL);
	if (!po)
		return -ENOMEM;
	po->isk.sock = sock;
	po->isk.family = AF_PACKET;
	po->num = (__be16)protocol;
	skb_queue_head_init(&po->isk.rxq);
	init_waitqueue_head(&po->isk.wait);
	sock->sk = po;
	sock->ops = &packet_ops;
	sock->protocol = protocol;
	net_stack_lock();
	list_add_tail(&po->isk.node, &packet_list);
	net_stack_unlock();
	return 0;
}
