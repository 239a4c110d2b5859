// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/osc-tasks/osc-tasks.c - Operating System Concepts'
 * "Linux kernel module for listing tasks" project (chapter 3): every
 * task linearly with for_each_process(), then the tree by a depth-first
 * walk of the children and sibling lists from init_task; and, as its
 * sequel asks, one task found from its pid (find_vpid(), pid_task()).
 * It also keeps a reference to the task that loaded it (insmod), so
 * that at unload it can show that the task is gone but its
 * task_struct, held by get_task_struct(), is still readable.
 */
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/sched.h>
#include <linux/sched/signal.h>
#include <linux/sched/task.h>
#include <linux/pid.h>
#include <linux/list.h>

static int pid = 1;
module_param(pid, int, 0444);
MODULE_PARM_DESC(pid, "the task to look up by its pid");

static struct task_struct *loader;
static int loader_pid;

static void list_linear(void)
{
	struct task_struct *task;

	rcu_read_lock();
	for_each_process(task)
		printk(KERN_INFO "task: pid=%d tgid=%d ppid=%d state=%c comm=%s\n",
		       task->pid, task->tgid, task_ppid_nr(task),
		       task_state_to_char(task), task->comm);
	rcu_read_unlock();
}

/* The book's recursion: a task, then each of its children's subtrees */
static void dfs(struct task_struct *task, int depth)
{
	struct task_struct *child;
	struct list_head *list;

	printk(KERN_INFO "dfs: %d %d %s\n", depth, task->pid, task->comm);
	list_for_each(list, &task->children) {
		child = list_entry(list, struct task_struct, sibling);
		dfs(child, depth + 1);
	}
}

static void find_one(int nr)
{
	struct task_struct *task;

	rcu_read_lock();
	task = pid_task(find_vpid(nr), PIDTYPE_PID);
	if (task)
		printk(KERN_INFO "pid %d: comm=%s state=%u parent=%d\n", nr,
		       task->comm, task_state_index(task),
		       task->real_parent->pid);
	else
		printk(KERN_INFO "pid %d: no such task\n", nr);
	rcu_read_unlock();
}

int tasks_init(void)
{
	char comm[TASK_COMM_LEN];

	printk(KERN_INFO "Loading Module\n");
	list_linear();
	rcu_read_lock();
	dfs(&init_task, 0);
	rcu_read_unlock();
	find_one(pid);
	loader = get_task_struct(current);
	loader_pid = task_pid_nr(current);
	printk(KERN_INFO "current: pid=%d comm=%s\n", loader_pid,
	       get_task_comm(comm, current));
	return 0;
}

void tasks_exit(void)
{
	printk(KERN_INFO "loader %d (%s) still listed: %d\n", loader_pid,
	       loader->comm, pid_task(find_vpid(loader_pid), PIDTYPE_PID) != NULL);
	put_task_struct(loader);
	printk(KERN_INFO "Removing Module\n");
}

module_init(tasks_init);
module_exit(tasks_exit);

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("Lists tasks, linearly and as a tree");
MODULE_AUTHOR("oops386");
