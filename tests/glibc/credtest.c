// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/credtest.c - credentials(7) and capabilities(7), call by
 * call: started as root, it walks the uid changes the man pages
 * describe, printing each call's result ("0", a value, or the errno's
 * name) and the capability sets after it, then, as an unprivileged
 * user, tries what only root may do.  The same binary runs on Linux
 * (linux-reference) and oops386; tests/kernel/test_cred.py compares.
 * The raw 16- and 32-bit system calls are used, not glibc's wrappers,
 * which broadcast to threads and pick one width.
 */
#include "report.h"
#include <signal.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>
#include <linux/capability.h>

static void caps(const char *when)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		printf("%s caps: capget %s\n", when, strerrorname_np(errno));
	else
		printf("%s caps: eff %08x%08x prm %08x%08x inh %08x%08x\n", when,
		       d[1].effective, d[0].effective, d[1].permitted,
		       d[0].permitted, d[1].inheritable, d[0].inheritable);
}

static void ids(const char *when)
{
	unsigned int u[3], g[3];
	unsigned short u16[3];
	gid_t groups[8];
	int n, i;

	syscall(SYS_getresuid32, &u[0], &u[1], &u[2]);
	syscall(SYS_getresgid32, &g[0], &g[1], &g[2]);
	syscall(SYS_getresuid, &u16[0], &u16[1], &u16[2]);
	printf("%s ids: uid %u %u %u (16-bit %u %u %u) fsuid %ld gid %u %u %u"
	       " fsgid %ld groups", when, u[0], u[1], u[2], u16[0], u16[1],
	       u16[2], syscall(SYS_setfsuid32, -1), g[0], g[1], g[2],
	       syscall(SYS_setfsgid32, -1));
	n = syscall(SYS_getgroups32, 8, groups);
	for (i = 0; i < n; i++)
		printf(" %u", groups[i]);
	printf("\n");
}

/* The capability header: versions, a bad one, other pids */
static void capget_rules(void)
{
	struct __user_cap_header_struct h = { 0x12345678, 0 };
	struct __user_cap_data_struct d[2];

	T(syscall(SYS_capget, &h, d));
	printf("bad version answered: %#x\n", h.version);
	h.version = 0x12345678;
	T(syscall(SYS_capget, &h, NULL));
	h = (struct __user_cap_header_struct){ _LINUX_CAPABILITY_VERSION_1, 1 };
	T(syscall(SYS_capget, &h, d));
	h.pid = -5;
	T(syscall(SYS_capget, &h, d));
	h.pid = 99999;
	T(syscall(SYS_capget, &h, d));
	T(syscall(SYS_capset, &h, d));
	T(prctl(PR_CAPBSET_READ, CAP_SYS_MODULE));
	T(prctl(PR_CAPBSET_READ, 99));
}

/* Drop CAP_SYS_MODULE from the effective set, then from permitted:
 * capset may lower, never raise */
static void capset_rules(void)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[2];

	syscall(SYS_capget, &h, d);
	d[0].effective &= ~(1u << CAP_SYS_MODULE);
	T(syscall(SYS_capset, &h, d));
	caps("capset eff");
	T(syscall(SYS_init_module, NULL, 0, ""));
	d[0].effective |= 1u << CAP_SYS_MODULE;
	T(syscall(SYS_capset, &h, d));
	d[0].permitted &= ~(1u << CAP_SYS_MODULE);
	d[0].effective &= ~(1u << CAP_SYS_MODULE);
	T(syscall(SYS_capset, &h, d));
	d[0].permitted |= 1u << CAP_SYS_MODULE;
	T(syscall(SYS_capset, &h, d));
	d[0].inheritable |= 1u << CAP_KILL;
	d[0].permitted &= ~(1u << CAP_SYS_MODULE);
	T(syscall(SYS_capset, &h, d));
	caps("capset inh");
}

/* The uid walk of setresuid(2), setreuid(2), setuid(2), setfsuid(2) in a
 * child, so that the parent stays root for the next part */
static void uid_walk(void)
{
	gid_t g[3] = { 30, 10, 20 };
	unsigned short g16[2] = { 7, 0xffff };

	T(syscall(SYS_setgroups32, 3, g));
	T(syscall(SYS_setgroups32, 65537, g));
	T(syscall(SYS_setgroups, 2, g16));
	T(syscall(SYS_setgroups, 1, g16));
	ids("groups16");
	T(syscall(SYS_setresgid32, 100, 100, 100));
	T(syscall(SYS_setresuid32, 1000, 1000, 0));
	ids("ruid=euid=1000 suid=0");
	caps("ruid=euid=1000 suid=0");
	T(syscall(SYS_setreuid32, -1, 0));
	ids("seteuid(0)");
	caps("seteuid(0)");
	T(syscall(SYS_setfsuid32, 1000));
	caps("setfsuid(1000)");
	T(syscall(SYS_setfsuid32, 0));
	caps("setfsuid(0)");
	T(syscall(SYS_setreuid32, 2000, 3000));
	ids("setreuid(2000,3000)");
	caps("setreuid(2000,3000)");
	T(syscall(SYS_setuid32, 0));
	T(syscall(SYS_setuid32, 3000));
	T(syscall(SYS_setreuid32, 3000, 2000));
	ids("setreuid(3000,2000)");
	T(syscall(SYS_setresuid32, 1, -1, -1));
	T(syscall(SYS_setuid32, -1));
	T(syscall(SYS_setuid, 0xffff));
	T(syscall(SYS_setfsuid32, 5));
	T(syscall(SYS_setfsuid32, 3000));
	ids("setfsuid(3000)");
	T(syscall(SYS_setgid32, 0));
	T(syscall(SYS_setgroups32, 0, g));
	T(syscall(SYS_setresgid32, -1, -1, 100));
	T(syscall(SYS_getgroups32, 1, g));
	T(syscall(SYS_getgroups32, -1, g));
	T(syscall(SYS_getgroups32, 0, NULL));
}

int main(void)
{
	pid_t pid;
	int status;

	ids("root");
	caps("root");
	capget_rules();
	pid = fork();
	if (pid == 0) {
		capset_rules();
		_exit(0);
	}
	waitpid(pid, &status, 0);
	pid = fork();
	if (pid == 0) {
		uid_walk();
		_exit(0);
	}
	waitpid(pid, &status, 0);
	printf("done\n");
	return 0;
}
