// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/kmod.c - the kernel asking user space to load a module, as
 * Linux 6.1's request_module(): it runs modprobe_path (root may change
 * it through /proc/sys/kernel/modprobe; empty turns requests off) as
 *	modprobe -q -- NAME
 * with a fixed environment, through the user-mode helper
 * (kernel/umh.c), and by default waits for it.  modprobe does the rest:
 * finds NAME (or an alias of it) in /lib/modules/$(uname -r), loads
 * what it depends on, and calls init_module(2) - this kernel's own
 * module loader, kernel/module/.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/kmod.h"
#include "linux/module.h"
#include "linux/sched.h"
#include "linux/sysctl.h"

char modprobe_path[KMOD_PATH_LEN] = "/sbin/modprobe";

int __request_module(bool wait, const char *fmt, ...)
{
	static char *envp[] = { "HOME=/", "TERM=linux",
				"PATH=/sbin:/usr/sbin:/bin:/usr/bin", NULL };
	char name[MODULE_NAME_LEN];
	char *argv[] = { modprobe_path, "-q", "--", name, NULL };
	va_list args;
	int len;

	/* it waits for a program: never from atomic context */
	might_sleep();
	va_start(args, fmt);
	len = vsnprintf(name, sizeof(name), fmt, args);
	va_end(args);
	if (len >= (int)sizeof(name))
		return -ENAMETOOLONG;
	if (!modprobe_path[0])
		return -ENOENT;
	return call_usermodehelper(modprobe_path, argv, envp,
				   wait ? UMH_WAIT_PROC : UMH_WAIT_EXEC);
}
EXPORT_SYMBOL(__request_module);

static int __init kmod_sysctl_init(void)
{
	static struct ctl_string modprobe_sysctl = {
		"modprobe", modprobe_path, KMOD_PATH_LEN };

	return register_sysctl_string("kernel", &modprobe_sysctl);
}
fs_initcall(kmod_sysctl_init);
