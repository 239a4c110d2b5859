// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkp2e-api/lkp2e-api.c - what Linux Kernel Programming's
 * second edition (2024, Linux 6.1) takes for granted, in its style: its
 * helpers include only <linux/module.h> and still sleep with
 * set_current_state() + schedule_timeout(), ask in_task(), lock a
 * spinlock and walk an RCU list; <linux/sched/signal.h> alone gives
 * get_task_struct(); totalram_pages() is a function; <linux/mmzone.h>
 * names the memory model's mem_map; and a WQ_HIGHPRI workqueue's work
 * runs at nice -20.  The test (tests/kernel/test_lkp2e_api.py) checks
 * each line against /proc.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/sched/signal.h>
#include <linux/mm.h>
#include <linux/mmzone.h>
#include <linux/slab.h>
#include <linux/vmalloc.h>
#include <asm/io.h>
#include <linux/workqueue.h>

struct item {
	int val;
	struct list_head node;
};

static LIST_HEAD(items);
static DEFINE_SPINLOCK(items_lock);
static struct workqueue_struct *hi_wq;
static struct work_struct hi_work;

/* The book's helper library's sleep, from <linux/module.h> alone */
static void show_sleep(void)
{
	long left;

	set_current_state(TASK_INTERRUPTIBLE);
	left = schedule_timeout(HZ / 20);
	pr_info("sleep: in_task=%d left=%ld\n", !!in_task(), left);
}

static int add_item(int val)
{
	struct item *it = kzalloc(sizeof(*it), GFP_KERNEL);

	if (!it)
		return -ENOMEM;
	it->val = val;
	spin_lock(&items_lock);
	list_add_tail_rcu(&it->node, &items);
	spin_unlock(&items_lock);
	return 0;
}

static void free_items(void)
{
	struct item *it, *next;

	spin_lock(&items_lock);
	list_for_each_entry_safe(it, next, &items, node)
		list_del_rcu(&it->node);
	spin_unlock(&items_lock);
	synchronize_rcu();
	list_for_each_entry_safe(it, next, &items, node)
		kfree(it);
}

static void show_rcu_list(void)
{
	struct item *it;
	int sum = 0, n = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(it, &items, node) {
		sum += it->val;
		n++;
	}
	rcu_read_unlock();
	pr_info("rcu: items=%d sum=%d\n", n, sum);
}

/* The book's prcs_showall: every process under RCU, one held past it */
static void show_tasks(void)
{
	struct task_struct *p, *me = NULL;
	int n = 0;

	rcu_read_lock();
	for_each_process(p) {
		n++;
		if (p == current)
			me = get_task_struct(p);
	}
	rcu_read_unlock();
	pr_info("tasks: processes=%d self=%d pid=%d\n", n, me != NULL,
		me ? me->pid : -1);
	if (me)
		put_task_struct(me);
}

/* LKP 2e's kernel library checks this before virt_to_phys() */
static void show_virt_addr_valid(void *lowmem)
{
	void *v = vmalloc(64);

	pr_info("virt_addr_valid: kmalloc %d, vmalloc %d, module %d, user %d\n",
		virt_addr_valid(lowmem), v && virt_addr_valid(v),
		virt_addr_valid(&show_virt_addr_valid),
		virt_addr_valid((void *)0x8048000));
	vfree(v);
}

static void show_memory(void)
{
	void *buf = kmalloc(64, GFP_KERNEL);

	pr_info("ram: %lu kB\n", totalram_pages() << (PAGE_SHIFT - 10));
	if (!buf)
		return;
	pr_info("mmzone: flat=%d\n",
		virt_to_page(buf) == mem_map + (__pa(buf) >> PAGE_SHIFT));
	show_virt_addr_valid(buf);
	kfree(buf);
}

static void hi_work_fn(struct work_struct *w)
{
	pr_info("wq: highpri worker %d nice=%d\n", task_pid_nr(current),
		task_nice(current));
}

static int __init lkp2e_api_init(void)
{
	int i, ret;

	show_sleep();
	for (i = 1; i <= 3; i++) {
		ret = add_item(i);
		if (ret)
			goto out_items;
	}
	show_rcu_list();
	show_tasks();
	show_memory();
	hi_wq = alloc_workqueue("lkp2e_hi", WQ_UNBOUND | WQ_HIGHPRI, 0);
	if (!hi_wq) {
		ret = -ENOMEM;
		goto out_items;
	}
	INIT_WORK(&hi_work, hi_work_fn);
	queue_work(hi_wq, &hi_work);
	flush_workqueue(hi_wq);
	return 0;

out_items:
	free_items();
	return ret;
}

static void __exit lkp2e_api_exit(void)
{
	destroy_workqueue(hi_wq);
	free_items();
	pr_info("bye\n");
}

module_init(lkp2e_api_init);
module_exit(lkp2e_api_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LKP 2e's implicit includes, totalram_pages(), WQ_HIGHPRI");
