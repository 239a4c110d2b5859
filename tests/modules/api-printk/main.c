// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-printk/main.c - the pr_*() family with a pr_fmt()
 * prefix, pr_cont() and KERN_CONT continuing a line, pr_debug() silent
 * without DEBUG (debug.c defines it), and <linux/types.h> names.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/stat.h>

void api_printk_debug(void);

static int level = 7;
module_param(level, int, S_IRUSR | S_IWUSR | S_IRGRP | S_IROTH);

/* printk_ratelimit(): a burst of 10 in 5 seconds, then silence */
static void api_printk_ratelimit(void)
{
	int i, allowed = 0;

	for (i = 0; i < 15; i++)
		allowed += !!printk_ratelimit();
	pr_info("ratelimit %d of 15\n", allowed);
}

static int __init api_printk_init(void)
{
	__u8 u8v = 255;
	__s16 s16v = -2;
	__u64 u64v = 1ULL << 40;
	ssize_t ss = -1;
	loff_t off = 1LL << 33;
	umode_t mode = S_IRUGO | S_IWUSR;
	pid_t pid = 1;
	dev_t dev = 0;
	gfp_t gfp = 0;

	pr_emerg("emerg\n");
	pr_alert("alert\n");
	pr_crit("crit\n");
	pr_err("err\n");
	pr_warn("warn\n");
	pr_notice("notice\n");
	pr_info("info level=%d\n", level);
	pr_debug("no debug here\n");
	pr_info("one");
	pr_cont(" two");
	printk(KERN_CONT " three\n");
	pr_info("sizes %zu %zu %zu %zu %zu\n", sizeof(u8v), sizeof(s16v),
		sizeof(u64v), sizeof(ss), sizeof(off));
	pr_info("values %u %d %llu %d %lld %o %d %u %u\n", u8v, s16v,
		(unsigned long long)u64v, (int)ss, (long long)off, mode, pid,
		dev, gfp);
	pr_info("modes %o %o %o %o\n", S_IRUGO, S_IWUGO, S_IRWXU, S_IXUGO);
	api_printk_debug();
	api_printk_ratelimit();
	return 0;
}

static void __exit api_printk_exit(void)
{
	pr_info("exit\n");
}

module_init(api_printk_init);
module_exit(api_printk_exit);
MODULE_LICENSE("GPL");
MODULE_SUPPORTED_DEVICE("api");
