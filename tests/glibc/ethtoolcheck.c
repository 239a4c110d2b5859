// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ethtoolcheck.c - the SIOCETHTOOL ioctl (net/ethtool/
 * ioctl.c) on lo, the same lines on Linux 6.1
 * (tests/kernel/ethtoolcheck.linux) and oops386: the link state down
 * and up (lo's driver says its link is always there, the device must
 * run), the requests lo's driver has no operation for, a request
 * nobody knows, an interface that is not there, a bad buffer, and a
 * change asked by a user without CAP_NET_ADMIN.
 */
#include "report.h"
#include <linux/ethtool.h>
#include <linux/sockios.h>
#include <net/if.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

static int sock;

/* request cmd on name with buf as ifr_data */
static long ethtool(const char *name, void *buf)
{
	struct ifreq ifr;

	memset(&ifr, 0, sizeof(ifr));
	strncpy(ifr.ifr_name, name, IFNAMSIZ - 1);
	ifr.ifr_data = buf;
	return ioctl(sock, SIOCETHTOOL, &ifr);
}

static void link_state(const char *when)
{
	struct ethtool_value v = { .cmd = ETHTOOL_GLINK, .data = 7 };

	T(ethtool("lo", &v));
	printf("%s: link %u\n", when, v.data);
}

static void set_lo_up(int up)
{
	struct ifreq ifr;

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	ioctl(sock, SIOCGIFFLAGS, &ifr);
	ifr.ifr_flags = up ? ifr.ifr_flags | IFF_UP : ifr.ifr_flags & ~IFF_UP;
	T(ioctl(sock, SIOCSIFFLAGS, &ifr));
}

int main(void)
{
	struct ethtool_drvinfo info = { .cmd = ETHTOOL_GDRVINFO };
	struct ethtool_value v = { .cmd = ETHTOOL_GMSGLVL };
	struct ethtool_value unknown = { .cmd = 0x7fff };

	setvbuf(stdout, NULL, _IONBF, 0);
	sock = socket(AF_INET, SOCK_DGRAM, 0);
	set_lo_up(0);
	link_state("down");
	set_lo_up(1);
	link_state("up");
	T(ethtool("lo", &info));
	T(ethtool("lo", &v));
	v.cmd = ETHTOOL_SMSGLVL;
	T(ethtool("lo", &v));
	T(ethtool("lo", &unknown));
	T(ethtool("nosuch0", &v));
	T(ethtool("lo", (void *)16));
	if (!fork()) {
		T(setuid(65534));
		link_state("as nobody");
		v.cmd = ETHTOOL_SMSGLVL;
		T(ethtool("lo", &v));
		_exit(0);
	}
	wait(NULL);
	return 0;
}
