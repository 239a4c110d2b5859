// SPDX-License-Identifier: GPL-2.0
/*
 * net/netfilter/core.c - the hooks modules hang on the IPv4 paths
 * and IPv6 ones (include/linux/netfilter.h), as Linux 6.1's
 * nf_register_net_hook() takes them.
 *
 * One list holds every registered hook, each entry naming its family
 * and point, sorted by priority (lowest first, equals in the order they
 * came, as Linux places them); nf_hook_slow() walks it for the entries
 * of one point.  Packets pass the hooks under net_stack_lock()
 * (nf_hook() from net/ipv4/ip.c's ip_rcv() and ip_output_locked(), and
 * their IPv6 twins in net/ipv6/), and an entry is linked and unlinked
 * under that lock too: a packet sees a hook whole or not at all, and
 * once nf_unregister_net_hook() has let the lock go no CPU is inside
 * the hook, so the module may go.  Linux swaps an array of hooks under
 * RCU for the same guarantee.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/bug.h"
#include "linux/list.h"
#include "linux/slab.h"
#include "linux/netfilter.h"
#include "net/ip.h"

struct nf_hook_entry {
	struct list_head list;
	const struct nf_hook_ops *ops;
	u8 pf;			/* NFPROTO_IPV4 or _IPV6: _INET is both */
};

static LIST_HEAD(nf_hooks);	/* by priority; net_stack_lock() */

static int nf_hook_add(const struct nf_hook_ops *ops, u8 pf)
{
	struct nf_hook_entry *e = kmalloc(sizeof(*e), GFP_KERNEL);
	struct nf_hook_entry *pos;

	if (!e)
		return -ENOMEM;
	e->ops = ops;
	e->pf = pf;
	net_stack_lock();
	list_for_each_entry(pos, &nf_hooks, list)
		if (pos->ops->priority > ops->priority)
			break;
	list_add_tail(&e->list, &pos->list);	/* before pos, or last */
	net_stack_unlock();
	return 0;
}

/* true if ops was there for pf (and is gone now) */
static bool nf_hook_del(const struct nf_hook_ops *ops, u8 pf)
{
	struct nf_hook_entry *e, *found = NULL;

	net_stack_lock();
	list_for_each_entry(e, &nf_hooks, list) {
		if (e->ops == ops && e->pf == pf) {
			list_del(&e->list);
			found = e;
			break;
		}
	}
	net_stack_unlock();
	kfree(found);
	return found != NULL;
}

/* Linux's: NFPROTO_INET is a hook for IPv4 and for IPv6 */
int nf_register_net_hook(struct net *net, const struct nf_hook_ops *reg)
{
	int err;

	if (net != &init_net || !reg->hook || reg->hooknum >= NF_INET_NUMHOOKS)
		return -EINVAL;
	if (reg->pf == NFPROTO_IPV4 || reg->pf == NFPROTO_IPV6)
		return nf_hook_add(reg, reg->pf);
	if (reg->pf != NFPROTO_INET)
		return -EINVAL;
	err = nf_hook_add(reg, NFPROTO_IPV4);
	if (err)
		return err;
	err = nf_hook_add(reg, NFPROTO_IPV6);
	if (err)
		nf_hook_del(reg, NFPROTO_IPV4);
	return err;
}
EXPORT_SYMBOL(nf_register_net_hook);

void nf_unregister_net_hook(struct net *net, const struct nf_hook_ops *reg)
{
	bool found;

	if (reg->pf == NFPROTO_INET)
		found = nf_hook_del(reg, NFPROTO_IPV4) &
			nf_hook_del(reg, NFPROTO_IPV6);
	else
		found = nf_hook_del(reg, reg->pf);
	WARN(!found, "nf_unregister_net_hook: hook not found!\n");
}
EXPORT_SYMBOL(nf_unregister_net_hook);

/* all of reg or none: those registered are taken back on a failure */
int nf_register_net_hooks(struct net *net, const struct nf_hook_ops *reg,
			  unsigned int n)
{
	unsigned int i;
	int err;

	for (i = 0; i < n; i++) {
		err = nf_register_net_hook(net, &reg[i]);
		if (err) {
			nf_unregister_net_hooks(net, reg, i);
			return err;
		}
	}
	return 0;
}
EXPORT_SYMBOL(nf_register_net_hooks);

void nf_unregister_net_hooks(struct net *net, const struct nf_hook_ops *reg,
			     unsigned int n)
{
	while (n--)
		nf_unregister_net_hook(net, &reg[n]);
}
EXPORT_SYMBOL(nf_unregister_net_hooks);

/*
 * The verdicts as Linux 6.1's nf_hook_slow() takes them: NF_ACCEPT on
 * to the next hook; NF_DROP frees the skb (the sender gets -EPERM, or
 * the errno of NF_DROP_ERR()); NF_QUEUE, with no queue to user space
 * here (Linux's without nfnetlink_queue loaded), frees it too, and the
 * sender hears of nothing, unless NF_VERDICT_FLAG_QUEUE_BYPASS says
 * accept; anything else - NF_STOLEN, NF_REPEAT, NF_STOP - leaves the
 * skb to the hook, which must free or pass it on.
 */
int nf_hook_slow(struct sk_buff *skb, const struct nf_hook_state *state)
{
	const struct nf_hook_entry *e;
	unsigned int verdict;

	list_for_each_entry(e, &nf_hooks, list) {
		if (e->pf != state->pf || e->ops->hooknum != state->hook)
			continue;
		verdict = e->ops->hook(e->ops->priv, skb, state);
		switch (verdict & NF_VERDICT_MASK) {
		case NF_ACCEPT:
			break;
		case NF_DROP:
			kfree_skb(skb);
			return NF_DROP_GETERR(verdict) ?: -EPERM;
		case NF_QUEUE:
			if (verdict & NF_VERDICT_FLAG_QUEUE_BYPASS)
				break;
			kfree_skb(skb);
			return 0;
		default:
			return 0;
		}
	}
	return 1;
}
