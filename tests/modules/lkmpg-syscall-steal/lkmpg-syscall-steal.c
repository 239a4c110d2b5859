// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg-syscall-steal/lkmpg-syscall-steal.c - a system
 * call replaced in sys_call_table, the way LKMPG's syscall-steal goes
 * about it on Linux 5.7 and later, where the table is not exported and
 * kallsyms_lookup_name() is reached through a kprobe.  Without
 * CONFIG_KPROBES (this kernel has no kprobes) the table's address must
 * come as the sym parameter, checked by sprint_symbol(); without it the
 * module says so and its init fails with -1, which insmod reports as
 * EPERM.  Given it, CR0.WP is cleared to write the read-only table,
 * openat(2) is wrapped to log the files user "uid" opens, and the exit
 * puts the real one back.
 */
#include <linux/delay.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/unistd.h>
#include <linux/cred.h>
#include <linux/uidgid.h>
#include <linux/version.h>
#include <linux/sched.h>
#include <linux/uaccess.h>

#if LINUX_VERSION_CODE < KERNEL_VERSION(5, 7, 0) || defined(CONFIG_KPROBES)
#error "written for a 5.7+ kernel without kprobes"
#endif
#include <linux/kallsyms.h>

#define CR0_WP_BIT	16	/* ring 0 honours read-only pages */

static unsigned long sym;
module_param(sym, ulong, 0644);
static uid_t uid = -1;
module_param(uid, int, 0644);

static unsigned long **table;
static asmlinkage long (*real_openat)(int, const char __user *, int,
				      umode_t);

static asmlinkage long spy_openat(int dfd, const char __user *filename,
				  int flags, umode_t mode)
{
	char name[64];

	if (__kuid_val(current_uid()) == uid &&
	    strncpy_from_user(name, filename, sizeof(name) - 1) > 0) {
		name[sizeof(name) - 1] = '\0';
		pr_info("syscall_steal: uid %d opens %s\n", uid, name);
	}
	return real_openat(dfd, filename, flags, mode);
}

/* sys_call_table's address, from sym only if that is what sym names */
static unsigned long **find_table(void)
{
	char symbol[KSYM_SYMBOL_LEN];

	if (!sym) {
		pr_alert("syscall_steal: no kprobes to find sys_call_table\n");
		pr_info("syscall_steal: give its address from /proc/kallsyms "
			"as sym=\n");
		return NULL;
	}
	sprint_symbol(symbol, sym);
	if (strncmp(symbol, "sys_call_table+0x0/", 19)) {
		pr_alert("syscall_steal: %#lx is %s, not sys_call_table\n", sym,
			 symbol);
		return NULL;
	}
	return (unsigned long **)sym;
}

static void put_openat(void *fn)
{
	unsigned long cr0 = read_cr0();

	clear_bit(CR0_WP_BIT, &cr0);
	write_cr0(cr0);
	table[__NR_openat] = fn;
	set_bit(CR0_WP_BIT, &cr0);
	write_cr0(cr0);
}

static int __init syscall_steal_init(void)
{
	table = find_table();
	if (!table)
		return -1;
	real_openat = (void *)table[__NR_openat];
	put_openat(spy_openat);
	pr_info("syscall_steal: spying on uid %d\n", uid);
	return 0;
}

static void __exit syscall_steal_exit(void)
{
	if (table[__NR_openat] != (unsigned long *)spy_openat)
		pr_alert("syscall_steal: someone else replaced openat too\n");
	put_openat(real_openat);
	msleep(100);	/* a caller still inside spy_openat leaves it */
	pr_info("syscall_steal: openat is the kernel's again\n");
}

module_init(syscall_steal_init);
module_exit(syscall_steal_exit);

MODULE_LICENSE("GPL");
