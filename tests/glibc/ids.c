// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ids.c - who am I: the real, effective and saved uids and
 * gids, the effective and permitted capabilities, and AT_SECURE
 * (getauxval(3)).  Run as a set-user-ID or set-group-ID file it shows
 * what execve(2) made of the file's bits; busybox's applets cannot,
 * since busybox gives such privileges up before an applet runs.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/capability.h>

int main(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2] = { 0 };
	uid_t r, e, s;
	gid_t gr, ge, gs;

	getresuid(&r, &e, &s);
	getresgid(&gr, &ge, &gs);
	syscall(SYS_capget, &h, d);
	printf("uid %u %u %u gid %u %u %u cap eff %08x%08x prm %08x%08x "
	       "secure %lu\n", r, e, s, gr, ge, gs, d[1].effective,
	       d[0].effective, d[1].permitted, d[0].permitted,
	       getauxval(AT_SECURE));
	return 0;
}
