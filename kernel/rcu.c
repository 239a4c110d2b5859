// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/rcu.c - RCU grace periods on one CPU and on several.
 *
 * A reader's section (include/linux/rcupdate.h) holds preemption off,
 * so a CPU is outside every section - in a quiescent state - whenever it
 * switches tasks (rcu_note_context_switch(), from __schedule()), runs
 * user code or its idle task, or runs kernel code with a preempt count
 * of 0 outside another handler: what its timer tick sees
 * (rcu_check_callbacks()).  A grace period is over once every CPU that
 * was online when it began has passed one (one idle then counts as
 * passed: rcu_idle_now()); then every reader that could have seen an
 * object retired before it began is done.
 *
 * call_rcu() queues a callback on rcu_next; a grace period takes the
 * whole queue (rcu_wait) and, when it ends, hands it to rcu_done, whose
 * callbacks the next task switch or tick holding the big kernel lock
 * runs (rcu_do_done()):
 * they free what the readers used, drivers' data included, which the
 * big kernel lock still guards, so a reader holding that lock instead
 * of rcu_read_lock() is safe too.  One grace period at a time: the
 * callbacks queued meanwhile wait for the next, which starts as soon as
 * the running one ends.  rcu_lock, interrupts off, covers the three
 * lists and rcu_cpus_left.
 *
 * With one CPU online nothing waits: a caller of call_rcu() or
 * synchronize_rcu() is outside every section (neither may be called in
 * one), and no other CPU can be in one, so the grace period is already
 * over - Linux's Tiny RCU argument.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/interrupt.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "linux/smp_lock.h"
#include "linux/spinlock.h"

struct rcu_list {
	struct rcu_head *head;
	struct rcu_head **tail;
};

static DEFINE_SPINLOCK(rcu_lock);
static struct rcu_list rcu_next = { NULL, &rcu_next.head };
static struct rcu_list rcu_wait = { NULL, &rcu_wait.head };
static struct rcu_list rcu_done = { NULL, &rcu_done.head };
static volatile unsigned long rcu_cpus_left;	/* still to pass one */

/* from's callbacks to the end of to's, from left empty (rcu_lock held) */
static void rcu_splice(struct rcu_list *to, struct rcu_list *from)
{
	if (!from->head)
		return;
	*to->tail = from->head;
	to->tail = from->tail;
	from->head = NULL;
	from->tail = &from->head;
}

/*
 * Another CPU that runs its idle task and no handler is in no section
 * now, and a section it begins later cannot find what was taken out of
 * reach before: its handlers take the big kernel lock or, the tick's
 * walk of task_list, tasklist_lock, each a locked instruction after
 * which the updater's stores are seen (SDM vol. 3A, 9.2.2).
 */
static bool rcu_idle_now(int cpu)
{
	return cpu != smp_processor_id() && is_idle_task(cpu_curr[cpu]) &&
	       !local_irq_count[cpu];
}

/* A grace period for the queued callbacks, if none runs (rcu_lock held) */
static void rcu_start(void)
{
	int cpu;

	if (rcu_cpus_left || !rcu_next.head)
		return;
	rcu_splice(&rcu_wait, &rcu_next);
	rcu_cpus_left = cpu_online_map;
	for_each_online_cpu(cpu)
		if (rcu_idle_now(cpu))
			rcu_cpus_left &= ~(1UL << cpu);
	if (!rcu_cpus_left)	/* the caller is counted: never */
		rcu_splice(&rcu_done, &rcu_wait);
}

/* cpu passed a quiescent state: the last one ends the grace period */
static void rcu_qs(int cpu)
{
	unsigned long flags;

	if (!(rcu_cpus_left & (1UL << cpu)))
		return;		/* the common case: no lock taken */
	spin_lock_irqsave(&rcu_lock, flags);
	rcu_cpus_left &= ~(1UL << cpu);
	if (!rcu_cpus_left) {
		rcu_splice(&rcu_done, &rcu_wait);
		rcu_start();
	}
	spin_unlock_irqrestore(&rcu_lock, flags);
}

/* The callbacks whose grace period is over, in softirq context as the
 * timers' (kernel/timer.c); the big kernel lock held, interrupts off */
static void rcu_do_done(void)
{
	struct rcu_head *h, *next;

	if (!rcu_done.head || softirq_count())
		return;
	spin_lock(&rcu_lock);
	h = rcu_done.head;
	rcu_done.head = NULL;
	rcu_done.tail = &rcu_done.head;
	spin_unlock(&rcu_lock);
	preempt_count() += SOFTIRQ_OFFSET;
	for (; h; h = next) {
		next = h->next;
		h->func(h);
	}
	preempt_count() -= SOFTIRQ_OFFSET;
}

/* __schedule(), holding the big kernel lock: the callbacks whose grace
 * period this switch ended run at once, before the next task (a shell's
 * next command reading /proc/meminfo sees the memory back) */
void rcu_note_context_switch(int cpu)
{
	rcu_qs(cpu);
	rcu_do_done();
}

/*
 * Every CPU's tick: user says it interrupted user mode.  Kernel code
 * with a preempt count of 0, this tick the only handler, is in no
 * reader's section either (the idle loop's hlt is such code).
 */
void rcu_check_callbacks(int cpu, bool user)
{
	if (user || (!preempt_count() && local_irq_count[cpu] == 1))
		rcu_qs(cpu);
	if (kernel_locked())
		rcu_do_done();
}

/*
 * The idle loop (cpu_idle(), kernel/sched.c) is in no reader's section,
 * as Linux's, which RCU counts as an extended quiescent state.  A CPU
 * that was in an interrupt or on its way into the idle loop when a
 * grace period began is not idle for rcu_start(): it reports at once
 * when it gets there, not at its next tick - which does not count it
 * while it spins for the big kernel lock after a halt (preemption off)
 * for as long as another CPU keeps the lock, and meanwhile every task
 * freed is missing from /proc/meminfo.
 */

/* Looking for work before it halts, holding the big kernel lock,
 * interrupts off: report, and run the callbacks whose grace period is
 * over */
void rcu_idle_enter(int cpu)
{
	rcu_qs(cpu);
	rcu_do_done();
}

/* Woken from hlt, its interrupt over, before it waits for the big
 * kernel lock: report */
void rcu_idle_exit(int cpu)
{
	rcu_qs(cpu);
}

void call_rcu(struct rcu_head *head, rcu_callback_t func)
{
	unsigned long flags;

	head->func = func;
	head->next = NULL;
	if (num_online_cpus() == 1) {
		func(head);	/* the top of this file: no reader can be left */
		return;
	}
	spin_lock_irqsave(&rcu_lock, flags);
	*rcu_next.tail = head;
	rcu_next.tail = &head->next;
	rcu_start();
	spin_unlock_irqrestore(&rcu_lock, flags);
}
EXPORT_SYMBOL_GPL(call_rcu);

struct rcu_synchronize {
	struct rcu_head head;
	volatile bool done;
};

static void rcu_wakeme(struct rcu_head *head)
{
	container_of(head, struct rcu_synchronize, head)->done = true;
}

/* Sleeps a tick at a time until a grace period begun now is over */
void synchronize_rcu(void)
{
	struct rcu_synchronize rs = { .done = false };

	if (!__might_sleep(__FILE__, __LINE__))
		return;		/* inside rcu_read_lock(): reported, as Linux's */
	call_rcu(&rs.head, rcu_wakeme);
	while (!rs.done)
		schedule_timeout_uninterruptible(1);
}
EXPORT_SYMBOL_GPL(synchronize_rcu);
