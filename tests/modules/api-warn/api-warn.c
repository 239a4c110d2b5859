// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/api-warn/api-warn.c - how a module of Linux 6.1 reports
 * trouble without dying: WARN_ON(), WARN(), the _ONCE kinds (once per
 * place, however often reached), refcount_t refusing to come back from
 * 0 or go below it, a private rate limit and pr_info_ratelimited(), and
 * printk's %p extensions (%pe, %pS, %ps, %pI4, %pM, %ph).  It prints
 * what each returned; the test checks those and the kernel's reports.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/bug.h>
#include <linux/err.h>
#include <linux/ratelimit.h>
#include <linux/refcount.h>

static int __init warned_here(int i)
{
	return (int)WARN_ON_ONCE(i >= 0);
}

static void __init warnings(void)
{
	int i, once = 0;

	pr_info("WARN_ON(0)=%d\n", (int)WARN_ON(0));
	pr_info("WARN_ON(1)=%d\n", (int)WARN_ON(1));
	pr_info("WARN=%d\n", (int)WARN(2 > 1, "api_warn: the message, %d\n", 42));
	for (i = 0; i < 3; i++)
		once += warned_here(i);
	pr_info("WARN_ON_ONCE true %d times\n", once);
}

static void __init refcounts(void)
{
	refcount_t r = REFCOUNT_INIT(1);
	unsigned int two;
	bool first, second;

	refcount_inc(&r);
	two = refcount_read(&r);
	first = refcount_dec_and_test(&r);
	second = refcount_dec_and_test(&r);
	pr_info("refcount %u, dec_and_test %d %d\n", two, first, second);
	pr_info("inc_not_zero on 0: %d\n", refcount_inc_not_zero(&r));
	refcount_inc(&r);	/* on 0: a use after free, refused */
	pr_info("after inc on 0: %d\n", (int)refcount_read(&r));
}

static void __init ratelimits(void)
{
	static DEFINE_RATELIMIT_STATE(rs, 60 * HZ, 3);
	int i, allowed = 0;

	for (i = 0; i < 8; i++)
		allowed += __ratelimit(&rs);
	pr_info("ratelimit %d of 8\n", allowed);
	for (i = 0; i < 12; i++)
		pr_info_ratelimited("limited %d\n", i);
}

static void __init formats(void)
{
	static const u8 ip[4] = { 10, 0, 2, 15 };
	static const u8 mac[6] = { 0x52, 0x54, 0x00, 0x12, 0x34, 0x56 };

	pr_info("%%pe %pe %pe %pe\n", ERR_PTR(-EINVAL), ERR_PTR(-ENOSPC),
		ERR_PTR(-EPROBE_DEFER));
	pr_info("%%pS %pS\n", warnings);
	pr_info("%%ps %ps\n", warnings);
	pr_info("%%pI4 %pI4 %%pi4 %pi4\n", ip, ip);
	pr_info("%%pM %pM %%pMR %pMR %%pm %pm\n", mac, mac, mac);
	pr_info("%%ph %4ph %%phC %3phC %%phN %2phN\n", mac, mac, mac);
	pr_info("%%px %px %%pK %pK\n", (void *)0xc0101234, (void *)0x10);
}

static int __init api_warn_init(void)
{
	warnings();
	refcounts();
	ratelimits();
	formats();
	return 0;
}

static void __exit api_warn_exit(void)
{
	pr_info("bye\n");
}

module_init(api_warn_init);
module_exit(api_warn_exit);
MODULE_LICENSE("GPL");
