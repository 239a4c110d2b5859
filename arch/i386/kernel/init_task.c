// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/init_task.c - pid 0, the boot task, later the idle task
 * ("swapper", as in Linux).  Its stack is the one arch/i386/kernel/head.S starts on.
 */
#include "linux/sched.h"
#include "linux/cred.h"
#include "linux/export.h"

static struct signal_struct init_signals = {
	.count = 1,
	.live = 1,
	.thread_head = LIST_HEAD_INIT(init_task.thread_node),
	.wait_chldexit = __WAIT_QUEUE_HEAD_INITIALIZER(init_signals.wait_chldexit),
	.signalfd_wqh = __WAIT_QUEUE_HEAD_INITIALIZER(init_signals.signalfd_wqh),
	.rlim = INIT_RLIMITS,
};

static struct sighand_struct init_sighand = {
	.count = ATOMIC_INIT(1), .siglock = __SPIN_LOCK_UNLOCKED(init_sighand.siglock) };

struct task_struct init_task = {
	.state = TASK_RUNNING,
	.pid = 0,
	.comm = "swapper",
	.cred = &init_cred,
	.thread_info = &init_thread_union.thread_info,
	.usage = ATOMIC_INIT(1),
	.real_parent = &init_task,
	.tasks = LIST_HEAD_INIT(init_task.tasks),
	.children = LIST_HEAD_INIT(init_task.children),
	.sibling = LIST_HEAD_INIT(init_task.sibling),
	.ptraced = LIST_HEAD_INIT(init_task.ptraced),
	.ptrace_entry = LIST_HEAD_INIT(init_task.ptrace_entry),
	.run_list = LIST_HEAD_INIT(init_task.run_list),
	.pi_lock = __SPIN_LOCK_UNLOCKED(init_task.pi_lock),
	.alloc_lock = __SPIN_LOCK_UNLOCKED(init_task.alloc_lock),
	.cpus_allowed = ~0UL,
	.group_leader = &init_task,
	.thread_node = LIST_HEAD_INIT(init_signals.thread_head),
	.signal = &init_signals,
	.sighand = &init_sighand,
	.stack = &init_thread_union,
};
EXPORT_SYMBOL(init_task);	/* the root of every task walk */

union thread_union init_thread_union
	__attribute__((section(".data.init_task"), aligned(THREAD_SIZE))) = {
	.thread_info = { .task = &init_task },
};
