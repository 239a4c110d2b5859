// SPDX-License-Identifier: GPL-2.0
/*
 * nf-demo: a "firewall" in the manner of the books' netfilter
 * examples.  One counting hook at each IPv4 point, registered as an
 * array; at drop_hook (NF_INET_LOCAL_IN, or NF_INET_LOCAL_OUT: 3) it
 * decides on ICMP echo requests, and drops those to drop_to (an
 * address, e.g. 127.0.0.1) when given.  A
 * second LOCAL_IN hook, registered last but at NF_IP_PRI_FIRST, runs
 * before the deciding one; a third, NFPROTO_INET, counts what reaches
 * LOCAL_IN of IPv4 and of IPv6.  rmmod tells the counts.
 *
 *	insmod nf-demo.ko drop_to=127.0.0.1 [drop_hook=3]
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/netfilter.h>
#include <linux/netfilter_ipv4.h>
#include <linux/ip.h>
#include <linux/icmp.h>
#include <linux/inet.h>
#include <linux/skbuff.h>

static char *drop_to;
module_param(drop_to, charp, 0444);
MODULE_PARM_DESC(drop_to, "drop ICMP echo requests to this IPv4 address");
static int drop_hook = NF_INET_LOCAL_IN;
module_param(drop_hook, int, 0444);
MODULE_PARM_DESC(drop_hook, "where: 1 LOCAL_IN (unanswered), 3 LOCAL_OUT (EPERM)");

static __be32 drop_addr;
static unsigned int counts[NF_INET_NUMHOOKS];
static unsigned int inet_counts[2];	/* LOCAL_IN's IPv4, IPv6 */
static const char *const names[NF_INET_NUMHOOKS] = {
	"PRE_ROUTING", "LOCAL_IN", "FORWARD", "LOCAL_OUT", "POST_ROUTING",
};

static unsigned int count_hook(void *priv, struct sk_buff *skb,
			       const struct nf_hook_state *state)
{
	counts[state->hook]++;
	return NF_ACCEPT;
}

static unsigned int inet_hook(void *priv, struct sk_buff *skb,
			      const struct nf_hook_state *state)
{
	inet_counts[state->pf == NFPROTO_IPV6]++;
	return NF_ACCEPT;
}

static unsigned int first_hook(void *priv, struct sk_buff *skb,
			       const struct nf_hook_state *state)
{
	const struct iphdr *iph = ip_hdr(skb);

	if (iph->protocol == IPPROTO_ICMP)
		pr_info("%s first: in %s, ICMP from %pI4\n", names[state->hook],
			state->in ? state->in->name : "-", &iph->saddr);
	return NF_ACCEPT;
}

static unsigned int decide_hook(void *priv, struct sk_buff *skb,
				const struct nf_hook_state *state)
{
	const struct iphdr *iph = ip_hdr(skb);
	const struct icmphdr *icmph;
	bool drop;

	counts[state->hook]++;
	if (state->hook != drop_hook || iph->protocol != IPPROTO_ICMP)
		return NF_ACCEPT;
	icmph = icmp_hdr(skb);
	if (icmph->type != ICMP_ECHO) {
		pr_info("%s: ICMP type %u %pI4 -> %pI4: accept\n",
			names[state->hook], icmph->type, &iph->saddr,
			&iph->daddr);
		return NF_ACCEPT;
	}
	drop = drop_addr && iph->daddr == drop_addr;
	pr_info("%s: echo request %pI4 -> %pI4 seq %u: %s\n",
		names[state->hook], &iph->saddr, &iph->daddr,
		ntohs(icmph->un.echo.sequence), drop ? "drop" : "accept");
	return drop ? NF_DROP : NF_ACCEPT;
}

static const struct nf_hook_ops ops[] = {
	{ .hook = count_hook, .pf = NFPROTO_IPV4,
	  .hooknum = NF_INET_PRE_ROUTING, .priority = NF_IP_PRI_FILTER },
	{ .hook = decide_hook, .pf = NFPROTO_IPV4,
	  .hooknum = NF_INET_LOCAL_IN, .priority = NF_IP_PRI_FILTER },
	{ .hook = count_hook, .pf = NFPROTO_IPV4,
	  .hooknum = NF_INET_FORWARD, .priority = NF_IP_PRI_FILTER },
	{ .hook = decide_hook, .pf = NFPROTO_IPV4,
	  .hooknum = NF_INET_LOCAL_OUT, .priority = NF_IP_PRI_FILTER },
	{ .hook = count_hook, .pf = NFPROTO_IPV4,
	  .hooknum = NF_INET_POST_ROUTING, .priority = NF_IP_PRI_FILTER },
	{ .hook = first_hook, .pf = NFPROTO_IPV4,
	  .hooknum = NF_INET_LOCAL_IN, .priority = NF_IP_PRI_FIRST },
	{ .hook = inet_hook, .pf = NFPROTO_INET,
	  .hooknum = NF_INET_LOCAL_IN, .priority = NF_IP_PRI_LAST },
};

static int __init nf_demo_init(void)
{
	int err;

	if (drop_to)
		drop_addr = in_aton(drop_to);
	err = nf_register_net_hooks(&init_net, ops, ARRAY_SIZE(ops));
	pr_info("registered %zu hooks: %d, dropping echo requests to %pI4\n",
		ARRAY_SIZE(ops), err, &drop_addr);
	return err;
}

static void __exit nf_demo_exit(void)
{
	int i;

	nf_unregister_net_hooks(&init_net, ops, ARRAY_SIZE(ops));
	for (i = 0; i < NF_INET_NUMHOOKS; i++)
		pr_info("%s: %u packets\n", names[i], counts[i]);
	pr_info("INET LOCAL_IN: %u IPv4, %u IPv6 packets\n", inet_counts[0],
		inet_counts[1]);
}

module_init(nf_demo_init);
module_exit(nf_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("netfilter hooks: counts at each point, drops pings");
