// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/notifier-demo/notifier-demo.c - what Billimoria's Linux
 * Kernel Debugging modules use from linux/notifier.h,
 * linux/panic_notifier.h and linux/printk.h (kernel/notifier.c,
 * kernel/panic.c): a blocking chain of its own with three callbacks of
 * different priorities, one stopping the walk with an errno; an atomic
 * and a raw chain; a last word on panic_notifier_list (registered, not
 * called: nothing panics); LOGLEVEL_* and pr_info_ratelimited() from
 * linux/kernel.h alone.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/init.h>
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/notifier.h>
#include <linux/panic_notifier.h>

static char order[8];
static int pos;

static int note(char who, unsigned long action)
{
	order[pos++] = who;
	order[pos] = '\0';
	return action == 2 && who == 'b' ? notifier_from_errno(-EBUSY) :
					   NOTIFY_OK;
}

static int cb_a(struct notifier_block *nb, unsigned long action, void *d)
{
	return note('a', action);
}

static int cb_b(struct notifier_block *nb, unsigned long action, void *d)
{
	return note('b', action);
}

static int cb_c(struct notifier_block *nb, unsigned long action, void *d)
{
	return note('c', action);
}

static int last_word(struct notifier_block *nb, unsigned long action,
		     void *msg)
{
	pr_emerg("panic: %s\n", (char *)msg);
	return NOTIFY_DONE;
}

static BLOCKING_NOTIFIER_HEAD(demo_chain);
static ATOMIC_NOTIFIER_HEAD(demo_atomic);
static RAW_NOTIFIER_HEAD(demo_raw);
static struct notifier_block nb_a = { .notifier_call = cb_a, .priority = 0 };
static struct notifier_block nb_b = { .notifier_call = cb_b, .priority = 5 };
static struct notifier_block nb_c = { .notifier_call = cb_c, .priority = 0 };
static struct notifier_block nb_panic = { .notifier_call = last_word };

/* the chain called with action; the order the callbacks ran in */
static void call(unsigned long action)
{
	int ret;

	pos = 0;
	order[0] = '\0';
	ret = blocking_notifier_call_chain(&demo_chain, action, NULL);
	pr_info("action %lu: ran %s, answer %#x, errno %d\n", action, order,
		ret, notifier_to_errno(ret));
}

static void other_chains(void)
{
	int ret;

	pos = 0;
	atomic_notifier_chain_register(&demo_atomic, &nb_c);
	raw_notifier_chain_register(&demo_raw, &nb_a);
	ret = atomic_notifier_call_chain(&demo_atomic, 1, NULL);
	ret += raw_notifier_call_chain(&demo_raw, 1, NULL);
	pr_info("atomic and raw: ran %s, answers %d\n", order, ret);
	atomic_notifier_chain_unregister(&demo_atomic, &nb_c);
	raw_notifier_chain_unregister(&demo_raw, &nb_a);
}

static int __init notifier_demo_init(void)
{
	int i, first, again;

	pr_info("levels %d %d %d %d %d %d %d %d\n", LOGLEVEL_EMERG,
		LOGLEVEL_ALERT, LOGLEVEL_CRIT, LOGLEVEL_ERR, LOGLEVEL_WARNING,
		LOGLEVEL_NOTICE, LOGLEVEL_INFO, LOGLEVEL_DEBUG);
	for (i = 0; i < 15; i++)
		pr_info_ratelimited("burst %d\n", i);
	call(1);			/* empty */
	blocking_notifier_chain_register(&demo_chain, &nb_a);
	blocking_notifier_chain_register(&demo_chain, &nb_b);
	blocking_notifier_chain_register(&demo_chain, &nb_c);
	call(1);
	call(2);			/* b stops it with EBUSY */
	first = blocking_notifier_chain_unregister(&demo_chain, &nb_c);
	again = blocking_notifier_chain_unregister(&demo_chain, &nb_c);
	pr_info("unregister c: %d, again: %d\n", first, again);
	call(1);
	other_chains();
	return atomic_notifier_chain_register(&panic_notifier_list, &nb_panic);
}

static void __exit notifier_demo_exit(void)
{
	atomic_notifier_chain_unregister(&panic_notifier_list, &nb_panic);
	blocking_notifier_chain_unregister(&demo_chain, &nb_a);
	blocking_notifier_chain_unregister(&demo_chain, &nb_b);
	pr_info("gone\n");
}

module_init(notifier_demo_init);
module_exit(notifier_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Notifier chains, the panic chain, log levels");
