// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkmpg-rcu/lkmpg-rcu.c - read-copy update as the RCU
 * example of LKMPG teaches it: a reader thread fetches a shared pointer
 * under rcu_read_lock(), an updater publishes a new object with
 * rcu_assign_pointer() under a spinlock and frees the old one after
 * synchronize_rcu(); then a list walked with list_for_each_entry_rcu()
 * while an entry is replaced and one taken off.
 */
#include <linux/completion.h>
#include <linux/kthread.h>
#include <linux/module.h>
#include <linux/rculist.h>
#include <linux/rcupdate.h>
#include <linux/slab.h>
#include <linux/spinlock.h>

struct my_data {
	int value;
	struct list_head node;
};

static struct my_data __rcu *shared_data;
static DEFINE_SPINLOCK(data_lock);
static LIST_HEAD(items);
static DECLARE_COMPLETION(read_one);
static DECLARE_COMPLETION(go_read);

static int read_shared(void)
{
	struct my_data *p;
	int val = -1;

	rcu_read_lock();
	p = rcu_dereference(shared_data);
	if (p)
		val = p->value;
	rcu_read_unlock();
	return val;
}

/* Reads when told, twice, and reports each value */
static int reader_fn(void *unused)
{
	int i;

	for (i = 0; i < 2; i++) {
		wait_for_completion(&go_read);
		pr_info("rcu: reader sees %d\n", read_shared());
		complete(&read_one);
	}
	return 0;
}

static void update_data(int new_value)
{
	struct my_data *new_p = kmalloc(sizeof(*new_p), GFP_KERNEL);
	struct my_data *old_p;

	if (!new_p)
		return;
	new_p->value = new_value;
	spin_lock(&data_lock);
	old_p = rcu_dereference_protected(shared_data,
					  lockdep_is_held(&data_lock));
	rcu_assign_pointer(shared_data, new_p);
	spin_unlock(&data_lock);
	if (old_p) {
		synchronize_rcu();
		pr_info("rcu: old value %d freed after the grace period\n",
			old_p->value);
		kfree(old_p);
	}
}

static int sum_items(void)
{
	struct my_data *d;
	int sum = 0;

	rcu_read_lock();
	list_for_each_entry_rcu(d, &items, node)
		sum += d->value;
	rcu_read_unlock();
	return sum;
}

static void list_demo(void)
{
	struct my_data *d, *n;
	int i;

	for (i = 1; i <= 3; i++) {
		d = kmalloc(sizeof(*d), GFP_KERNEL);
		if (!d)
			return;
		d->value = i * 10;
		spin_lock(&data_lock);
		list_add_tail_rcu(&d->node, &items);
		spin_unlock(&data_lock);
	}
	pr_info("rcu: list sum %d\n", sum_items());
	d = list_first_entry(&items, struct my_data, node);
	n = kmalloc(sizeof(*n), GFP_KERNEL);
	if (n) {
		n->value = 5;
		spin_lock(&data_lock);
		list_replace_rcu(&d->node, &n->node);
		spin_unlock(&data_lock);
		synchronize_rcu();
		kfree(d);
	}
	d = list_last_entry(&items, struct my_data, node);
	spin_lock(&data_lock);
	list_del_rcu(&d->node);
	spin_unlock(&data_lock);
	synchronize_rcu();
	kfree(d);
	pr_info("rcu: list sum after replace and delete %d\n", sum_items());
}

static int __init rcu_example_init(void)
{
	struct task_struct *reader;

	update_data(42);
	reader = kthread_run(reader_fn, NULL, "rcu_reader");
	if (IS_ERR(reader))
		return PTR_ERR(reader);
	complete(&go_read);
	wait_for_completion(&read_one);
	update_data(100);
	complete(&go_read);
	wait_for_completion(&read_one);
	list_demo();
	return 0;
}

static void __exit rcu_example_exit(void)
{
	struct my_data *d, *n;

	spin_lock(&data_lock);
	d = rcu_dereference_protected(shared_data, lockdep_is_held(&data_lock));
	RCU_INIT_POINTER(shared_data, NULL);
	spin_unlock(&data_lock);
	synchronize_rcu();
	kfree(d);
	list_for_each_entry_safe(d, n, &items, node) {
		list_del_rcu(&d->node);
		synchronize_rcu();
		kfree(d);
	}
	pr_info("rcu: exit\n");
}

module_init(rcu_example_init);
module_exit(rcu_example_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("RCU, after LKMPG's RCU example");
