// SPDX-License-Identifier: GPL-2.0
/*
 * procnet-demo: a seq_file under /proc/net, made with init_net.proc_net
 * as its parent (kabirz's kobject/seqfile and seq_hello give it to
 * proc_create() with their own proc_ops; proc_create_seq() is the same):
 * three lines, one per record the iterator gives.
 */
#include <linux/module.h>
#include <linux/proc_fs.h>
#include <linux/seq_file.h>
#include <net/net_namespace.h>

static void *demo_start(struct seq_file *m, loff_t *pos)
{
	return *pos < 3 ? pos : NULL;
}

static void *demo_next(struct seq_file *m, void *v, loff_t *pos)
{
	++*pos;
	return demo_start(m, pos);
}

static void demo_stop(struct seq_file *m, void *v)
{
}

static int demo_show(struct seq_file *m, void *v)
{
	loff_t n = *(loff_t *)v;

	seq_printf(m, "record %lld\n", n);
	pr_info("procnet_demo: showed record %lld\n", n);
	return 0;
}

static const struct seq_operations demo_seq = {
	.start = demo_start,
	.next = demo_next,
	.stop = demo_stop,
	.show = demo_show,
};

static int __init procnet_demo_init(void)
{
	if (!proc_create_seq("procnet_demo", 0444, init_net.proc_net,
			     &demo_seq))
		return -ENOMEM;
	pr_info("procnet_demo: in /proc/net\n");
	return 0;
}

static void __exit procnet_demo_exit(void)
{
	remove_proc_entry("procnet_demo", init_net.proc_net);
	pr_info("procnet_demo: done\n");
}

module_init(procnet_demo_init);
module_exit(procnet_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("a seq_file in /proc/net (init_net.proc_net)");
