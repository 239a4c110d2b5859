// SPDX-License-Identifier: GPL-2.0
/*
 * sock-kern: sockets a module makes for itself with sock_create_kern(),
 * as smalinux's net example makes a TCP one at load and releases it at
 * unload: which kinds there are, and socket(2)'s errors for the rest.
 * Its lines are Linux 6.1's (tests/kernel/test_sock_kern.py).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/net.h>
#include <linux/in.h>
#include <linux/socket.h>
#include <net/sock.h>

static const struct {
	const char *what;
	int family, type, protocol;
} kinds[] = {
	{ "tcp", PF_INET, SOCK_STREAM, IPPROTO_TCP },
	{ "udp", PF_INET, SOCK_DGRAM, IPPROTO_UDP },
	{ "unix", PF_UNIX, SOCK_DGRAM, 0 },
	{ "stream with udp", PF_INET, SOCK_STREAM, IPPROTO_UDP },
	{ "type 99", PF_INET, 99, 0 },
	{ "family 99", 99, SOCK_DGRAM, 0 },
};

static struct socket *tcp;

static int __init sock_kern_init(void)
{
	struct socket *sock;
	size_t i;
	int err;

	for (i = 0; i < ARRAY_SIZE(kinds); i++) {
		err = sock_create_kern(&init_net, kinds[i].family,
				       kinds[i].type, kinds[i].protocol,
				       &sock);
		pr_info("sock_kern: %s: %d\n", kinds[i].what, err);
		if (!err)
			sock_release(sock);
	}
	/* one kept while the module is in, as the example does */
	return sock_create_kern(&init_net, PF_INET, SOCK_STREAM, IPPROTO_TCP,
				&tcp);
}

static void __exit sock_kern_exit(void)
{
	sock_release(tcp);
	pr_info("sock_kern: released\n");
}

module_init(sock_kern_init);
module_exit(sock_kern_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("sockets of a module's own: sock_create_kern()");
