// SPDX-License-Identifier: GPL-2.0
/*
 * net/core/skbuff.c - sk_buffs (include/linux/skbuff.h): the structure
 * and its data buffer from kmalloc(), the pointer moves that add and
 * take off headers, and the locked queues of them.
 *
 * Going past either end of the buffer is the caller's bug, and Linux's
 * answer is a BUG() ("skb_over_panic", "skb_under_panic") that names
 * the caller.  Here too: the oops' backtrace names the caller.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/skbuff.h"
#include "linux/slab.h"
#include "linux/netdevice.h"

struct sk_buff *alloc_skb(unsigned int size, gfp_t gfp)
{
	struct sk_buff *skb;

	if (size > 0x10000 + NET_SKB_PAD + MAX_ADDR_LEN + 64)
		return NULL;	/* no packet is larger than IP's 64 KiB */
	skb = kzalloc(sizeof(*skb), gfp);
	if (!skb)
		return NULL;
	skb->head = kmalloc(size ? size : 1, gfp);
	if (!skb->head) {
		kfree(skb);
		return NULL;
	}
	skb->data = skb->tail = skb->head;
	skb->end = skb->head + size;
	skb->truesize = size + sizeof(*skb);
	return skb;
}
EXPORT_SYMBOL(alloc_skb);

/* A buffer for a received packet, with headroom (NET_SKB_PAD) */
struct sk_buff *__dev_alloc_skb(unsigned int length, gfp_t gfp)
{
	struct sk_buff *skb = alloc_skb(length + NET_SKB_PAD, gfp);

	if (skb)
		skb_reserve(skb, NET_SKB_PAD);
	return skb;
}
EXPORT_SYMBOL(__dev_alloc_skb);

/* A copy with its own data, the same headroom and header offsets */
struct sk_buff *skb_copy(const struct sk_buff *skb, gfp_t gfp)
{
	unsigned int size = (unsigned int)(skb->end - skb->head);
	struct sk_buff *n = alloc_skb(size, gfp);

	if (!n)
		return NULL;
	skb_reserve(n, (int)skb_headroom(skb));
	skb_put_data(n, skb->data, skb->len);
	memcpy(n->head, skb->head, skb_headroom(skb));
	n->dev = skb->dev;
	n->protocol = skb->protocol;
	n->pkt_type = skb->pkt_type;
	n->ip_summed = skb->ip_summed;
	n->mac_header = skb->mac_header;
	n->network_header = skb->network_header;
	n->transport_header = skb->transport_header;
	memcpy(n->cb, skb->cb, sizeof(n->cb));
	return n;
}
EXPORT_SYMBOL(skb_copy);

void kfree_skb(struct sk_buff *skb)
{
	if (!skb)
		return;
	kfree(skb->head);
	kfree(skb);
}
EXPORT_SYMBOL(kfree_skb);

/* Freed after use, not dropped: Linux counts the two apart (drop
 * monitors); here they are the same */
void consume_skb(struct sk_buff *skb)
{
	kfree_skb(skb);
}
EXPORT_SYMBOL(consume_skb);

void *skb_put(struct sk_buff *skb, unsigned int len)
{
	unsigned char *old = skb->tail;

	if (len > (unsigned int)(skb->end - skb->tail)) {
		pr_emerg("skb_over_panic: put %u: len %u, room %d\n", len,
			 skb->len, skb_tailroom(skb));
		BUG();
	}
	skb->tail += len;
	skb->len += len;
	return old;
}
EXPORT_SYMBOL(skb_put);

void *skb_push(struct sk_buff *skb, unsigned int len)
{
	if (len > skb_headroom(skb)) {
		pr_emerg("skb_under_panic: push %u: headroom %u\n", len,
			 skb_headroom(skb));
		BUG();
	}
	skb->data -= len;
	skb->len += len;
	return skb->data;
}
EXPORT_SYMBOL(skb_push);

/* Take len bytes off the front: NULL (and nothing taken) if shorter */
void *skb_pull(struct sk_buff *skb, unsigned int len)
{
	if (len > skb->len)
		return NULL;
	skb->data += len;
	skb->len -= len;
	return skb->data;
}
EXPORT_SYMBOL(skb_pull);

void skb_trim(struct sk_buff *skb, unsigned int len)
{
	if (len >= skb->len)
		return;
	skb->len = len;
	skb->tail = skb->data + len;
}
EXPORT_SYMBOL(skb_trim);

static void link_between(struct sk_buff *skb, struct sk_buff *prev,
			 struct sk_buff *next, struct sk_buff_head *list)
{
	skb->next = next;
	skb->prev = prev;
	next->prev = prev->next = skb;
	list->qlen++;
}

void skb_queue_tail(struct sk_buff_head *list, struct sk_buff *skb)
{
	unsigned long flags;

	spin_lock_irqsave(&list->lock, flags);
	link_between(skb, list->prev, (struct sk_buff *)list, list);
	spin_unlock_irqrestore(&list->lock, flags);
}
EXPORT_SYMBOL(skb_queue_tail);

void skb_queue_head(struct sk_buff_head *list, struct sk_buff *skb)
{
	unsigned long flags;

	spin_lock_irqsave(&list->lock, flags);
	link_between(skb, (struct sk_buff *)list, list->next, list);
	spin_unlock_irqrestore(&list->lock, flags);
}
EXPORT_SYMBOL(skb_queue_head);

struct sk_buff *skb_dequeue(struct sk_buff_head *list)
{
	struct sk_buff *skb;
	unsigned long flags;

	spin_lock_irqsave(&list->lock, flags);
	skb = skb_peek(list);
	if (skb) {
		skb->next->prev = skb->prev;
		skb->prev->next = skb->next;
		skb->next = skb->prev = NULL;
		list->qlen--;
	}
	spin_unlock_irqrestore(&list->lock, flags);
	return skb;
}
EXPORT_SYMBOL(skb_dequeue);

void skb_queue_purge(struct sk_buff_head *list)
{
	struct sk_buff *skb;

	while ((skb = skb_dequeue(list)))
		kfree_skb(skb);
}
EXPORT_SYMBOL(skb_queue_purge);
