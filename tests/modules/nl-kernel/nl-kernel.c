// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/nl-kernel/nl-kernel.c - a netlink protocol of a module's
 * own, as the books' netlink demos make one (net/netlink/af_netlink.c):
 * netlink_kernel_create() on a free unit, an input() that logs each
 * message a process sends and answers it reversed with
 * nlmsg_new()/nlmsg_put()/nlmsg_unicast() to the port the message names
 * (nlmsg_pid), and netlink_kernel_release().  tests/glibc/nlkcheck.c is
 * the process.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/netlink.h>
#include <linux/skbuff.h>
#include <net/sock.h>

#define NL_DEMO_UNIT 29		/* no Linux protocol has it */

static struct sock *nlsk;
static unsigned int nmsgs;

/* text, as it came, to group 1's members: -ESRCH while none listens */
static void tell_group(const char *text, int len)
{
	struct nlmsghdr *nlh;
	struct sk_buff *out = nlmsg_new(len, GFP_KERNEL);

	if (!out)
		return;
	nlh = nlmsg_put(out, 0, 0, NLMSG_DONE, len, 0);
	NETLINK_CB(out).dst_group = 1;
	memcpy(nlmsg_data(nlh), text, len);
	pr_info("broadcast: %d\n",
		netlink_broadcast(nlsk, out, 0, 1, GFP_KERNEL));
}

static void nl_demo_input(struct sk_buff *skb)
{
	struct nlmsghdr *nlh = nlmsg_hdr(skb);
	const char *text = nlmsg_data(nlh);
	int len = nlmsg_len(nlh);
	u32 port = nlh->nlmsg_pid;
	struct nlmsghdr *reply;
	struct sk_buff *out;
	char *back;
	int i;

	pr_info("message %u, %d bytes from port %s: %.*s\n", ++nmsgs, len,
		NETLINK_CB(skb).portid == port ? "nlmsg_pid" : "other",
		len, text);
	out = nlmsg_new(len, GFP_KERNEL);
	if (!out)
		return;
	reply = nlmsg_put(out, 0, nlh->nlmsg_seq, NLMSG_DONE, len, 0);
	NETLINK_CB(out).dst_group = 0;
	back = nlmsg_data(reply);
	for (i = 0; i < len; i++)
		back[i] = text[len - 1 - i];
	pr_info("reply: %d\n", nlmsg_unicast(nlsk, out, port));
	tell_group(text, len);
}

static struct netlink_kernel_cfg nl_demo_cfg = {
	.input = nl_demo_input,
};

static int __init nl_demo_init(void)
{
	struct sock *again;

	nlsk = netlink_kernel_create(&init_net, NL_DEMO_UNIT, &nl_demo_cfg);
	if (!nlsk)
		return -ENOMEM;
	/* a unit has one kernel socket */
	again = netlink_kernel_create(&init_net, NL_DEMO_UNIT, &nl_demo_cfg);
	pr_info("unit %d: created, again: %s\n", NL_DEMO_UNIT,
		again ? "created" : "NULL");
	netlink_kernel_release(again);
	return 0;
}

static void __exit nl_demo_exit(void)
{
	netlink_kernel_release(nlsk);
	pr_info("released after %u messages\n", nmsgs);
}

module_init(nl_demo_init);
module_exit(nl_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("A netlink unit of its own that answers reversed");
