// SPDX-License-Identifier: GPL-2.0
/*
 * kprobe-demo: a kprobe on vfs_read() in the style of "Linux Kernel
 * Debugging" ch. 4: the pre_handler counts the hits and names the first
 * by %pS of regs->ip, the post_handler counts the steps.  A second
 * kprobe at the same address shares the int3.  Init also shows the
 * errors register_kprobe() gives (an unknown symbol, both addr and
 * symbol_name, the same kprobe twice, a probe on the kprobes code), and
 * reads the probed byte unarmed, armed and after unregister_kprobe().
 * Every line it prints is the same on Linux 6.1 (tests/kernel/test_kprobes.py).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/kprobes.h>
#include <linux/atomic.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("a kprobe on vfs_read, with pre and post handlers");

static unsigned int offset;
module_param(offset, uint, 0);
MODULE_PARM_DESC(offset, "probe vfs_read+offset, an instruction's start");

static atomic_t pre_hits = ATOMIC_INIT(0);
static atomic_t post_hits = ATOMIC_INIT(0);
static atomic_t second_hits = ATOMIC_INIT(0);
static u8 unarmed;

static int handler_pre(struct kprobe *p, struct pt_regs *regs)
{
	if (atomic_inc_return(&pre_hits) == 1)
		pr_info("kprobe_demo: first hit at %ps\n", (void *)regs->ip);
	return 0;
}

static void handler_post(struct kprobe *p, struct pt_regs *regs,
			 unsigned long flags)
{
	atomic_inc(&post_hits);
}

static int handler_second(struct kprobe *p, struct pt_regs *regs)
{
	atomic_inc(&second_hits);
	return 0;
}

static struct kprobe kp = {
	.symbol_name = "vfs_read",
	.pre_handler = handler_pre,
	.post_handler = handler_post,
};

static struct kprobe kp2 = {
	.symbol_name = "vfs_read",
	.pre_handler = handler_second,
};

static void show_errors(void)
{
	struct kprobe bad = { .symbol_name = "no_such_function_kp" };
	struct kprobe both = { .symbol_name = "vfs_read" };
	struct kprobe self = { .symbol_name = "kprobe_int3_handler" };

	pr_info("kprobe_demo: unknown symbol: %d\n", register_kprobe(&bad));
	both.addr = kp.addr;
	pr_info("kprobe_demo: addr and symbol_name: %d\n",
		register_kprobe(&both));
	pr_info("kprobe_demo: registered twice: %d\n", register_kprobe(&kp));
	pr_info("kprobe_demo: on kprobe_int3_handler: %d\n",
		register_kprobe(&self));
}

static int __init kprobe_demo_init(void)
{
	struct kprobe find = { .symbol_name = "vfs_read" };
	int ret;

	kp.offset = offset;
	kp2.offset = offset;
	find.offset = offset;
	/* a probe only to learn the address and read the byte unarmed */
	ret = register_kprobe(&find);
	if (ret < 0) {
		pr_err("kprobe_demo: register_kprobe: %d\n", ret);
		return ret;
	}
	unregister_kprobe(&find);
	unarmed = *(u8 *)find.addr;
	ret = register_kprobe(&kp);
	if (ret < 0)
		return ret;
	ret = register_kprobe(&kp2);
	if (ret < 0) {
		unregister_kprobe(&kp);
		return ret;
	}
	pr_info("kprobe_demo: planted at %ps, offset %u\n", kp.addr, kp.offset);
	pr_info("kprobe_demo: armed byte differs: %s\n",
		*(u8 *)kp.addr != unarmed ? "yes" : "no");
	show_errors();
	return 0;
}

static void __exit kprobe_demo_exit(void)
{
	unregister_kprobe(&kp2);
	unregister_kprobe(&kp);
	pr_info("kprobe_demo: hits %s, post handler ran each time: %s, second probe hit: %s\n",
		atomic_read(&pre_hits) > 0 ? "yes" : "no",
		atomic_read(&post_hits) == atomic_read(&pre_hits) ? "yes" : "no",
		atomic_read(&second_hits) == atomic_read(&pre_hits) ? "yes" : "no");
	pr_info("kprobe_demo: byte restored: %s\n",
		*(u8 *)kp.addr == unarmed ? "yes" : "no");
}

module_init(kprobe_demo_init);
module_exit(kprobe_demo_exit);
