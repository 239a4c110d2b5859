/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/sockios.h - the socket ioctls of netdevice(7) and
 * route(8)'s SIOCADDRT, Linux's numbers.
 */
#ifndef _LINUX_SOCKIOS_H
#define _LINUX_SOCKIOS_H

#define SIOCADDRT	0x890B
#define SIOCDELRT	0x890C
#define SIOCGIFNAME	0x8910
#define SIOCGIFCONF	0x8912
#define SIOCGIFFLAGS	0x8913
#define SIOCSIFFLAGS	0x8914
#define SIOCGIFADDR	0x8915
#define SIOCSIFADDR	0x8916
#define SIOCGIFDSTADDR	0x8917
#define SIOCSIFDSTADDR	0x8918
#define SIOCGIFBRDADDR	0x8919
#define SIOCSIFBRDADDR	0x891a
#define SIOCGIFNETMASK	0x891b
#define SIOCSIFNETMASK	0x891c
#define SIOCGIFMETRIC	0x891d
#define SIOCSIFMETRIC	0x891e
#define SIOCGIFMTU	0x8921
#define SIOCSIFMTU	0x8922
#define SIOCSIFNAME	0x8923
#define SIOCSIFHWADDR	0x8924
#define SIOCGIFHWADDR	0x8927
#define SIOCGIFINDEX	0x8933
#define SIOCGIFTXQLEN	0x8942
#define SIOCSIFTXQLEN	0x8943
#define SIOCETHTOOL	0x8946	/* ethtool(8)'s, net/ethtool/ioctl.c */
#define SIOCGIFMAP	0x8970
#define SIOCSIFMAP	0x8971

#endif /* _LINUX_SOCKIOS_H */
