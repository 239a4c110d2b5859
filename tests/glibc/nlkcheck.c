// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/nlkcheck.c - a process talking to a module's netlink unit
 * (tests/modules/nl-kernel, net/netlink/af_netlink.c), the same lines on
 * Linux 6.1 (tests/kernel/nlkcheck.linux) and oops386.  It opens a
 * socket of the unit (EPROTONOSUPPORT without the module), sends
 * "hello kernel" to port 0 and reads the module's
 * answer, reversed, then sends one naming a port nobody has (the
 * module's nlmsg_unicast() says ECONNREFUSED, nothing comes back), and
 * shows that port ids are per protocol: a second socket of the unit
 * autobinds to a negative id, a NETLINK_ROUTE one may take the pid.
 * Last, a socket in the unit's group 1 gets what the module's
 * netlink_broadcast() tells it.
 */
#include "report.h"
#include <linux/netlink.h>
#include <sys/socket.h>
#include <unistd.h>

#define UNIT 29

struct msg {
	struct nlmsghdr h;
	char text[64];
};

/* text to the kernel, its header naming port as the sender */
static long send_text(int s, const char *text, unsigned int port)
{
	struct sockaddr_nl to = { .nl_family = AF_NETLINK };
	struct msg m = { .h = { .nlmsg_type = 0x10, .nlmsg_seq = 7,
				.nlmsg_pid = port } };

	strcpy(m.text, text);
	m.h.nlmsg_len = NLMSG_LENGTH(strlen(text));
	return sendto(s, &m, m.h.nlmsg_len, 0, (struct sockaddr *)&to,
		      sizeof(to));
}

/* one datagram, its header and text */
static void show_reply(int s, int flags)
{
	struct sockaddr_nl from;
	socklen_t len = sizeof(from);
	struct msg m;
	long n = recvfrom(s, &m, sizeof(m) - 1, flags,
			  (struct sockaddr *)&from, &len);

	if (n < 0) {
		show("recvfrom", n);
		return;
	}
	((char *)&m)[n] = 0;
	printf("recvfrom: %ld bytes from port %u: len %u type %u flags %u "
	       "seq %u: %s\n", n, from.nl_pid, m.h.nlmsg_len, m.h.nlmsg_type,
	       m.h.nlmsg_flags, m.h.nlmsg_seq, m.text);
}

/* a second socket's port, and which process may take which */
static void ports(void)
{
	struct sockaddr_nl a = { .nl_family = AF_NETLINK };
	socklen_t len = sizeof(a);
	int s2 = socket(AF_NETLINK, SOCK_RAW, UNIT);
	int r = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);

	T(send_text(s2, "ab", (unsigned int)getpid()));
	T(getsockname(s2, (struct sockaddr *)&a, &len));
	/* the pid is the first's: a negative id (Linux 6.1 draws it at
	 * random) */
	printf("second socket's port: %s\n",
	       (int)a.nl_pid < 0 ? "negative" : "other");
	a.nl_pid = (unsigned int)getpid();
	T(bind(r, (struct sockaddr *)&a, sizeof(a)));
	close(r);
	close(s2);
}

static int g;	/* a socket of the unit in its group 1 */

static void join_group(void)
{
	struct sockaddr_nl a = { .nl_family = AF_NETLINK, .nl_groups = 1 };

	g = socket(AF_NETLINK, SOCK_RAW, UNIT);
	T(bind(g, (struct sockaddr *)&a, sizeof(a)));
}

int main(void)
{
	struct sockaddr_nl me = { .nl_family = AF_NETLINK };
	int s = socket(AF_NETLINK, SOCK_RAW, UNIT);

	show("socket", s < 0 ? -1 : 0);
	if (s < 0)
		return 0;
	me.nl_pid = (unsigned int)getpid();
	T(bind(s, (struct sockaddr *)&me, sizeof(me)));
	T(send_text(s, "hello kernel", me.nl_pid));
	show_reply(s, 0);
	T(send_text(s, "lost", me.nl_pid + 1000));
	show_reply(s, MSG_DONTWAIT);
	ports();
	/* the second socket's "ab" was answered to this one's port */
	show_reply(s, MSG_DONTWAIT);
	join_group();
	T(send_text(s, "to all", me.nl_pid));
	show_reply(s, 0);
	show_reply(g, MSG_DONTWAIT);
	close(g);
	close(s);
	return 0;
}
