// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sched.c - a preemptive round-robin scheduler for one CPU.
 *
 * Runnable tasks sit on run_queue; schedule() switches to the one after
 * the current task, or to the idle task (pid 0, swapper) when none is
 * runnable.  The timer tick takes one tick off the running task's slice
 * and asks for a reschedule when it reaches zero; the interrupt exit path
 * (do_IRQ) then preempts it.  Every manipulation of the queues happens
 * with interrupts off - on one CPU that is the whole locking story.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/interrupt.h"
#include "linux/init.h"
#include "linux/preempt.h"
#include "asm/system.h"
#include "asm/uaccess.h"

static LIST_HEAD(run_queue);
static struct task_struct *idle_task;
/* The running task, for code that cannot trust esp (arch/i386/kernel/doublefault.c) */
struct task_struct *cpu_curr = &init_task;
unsigned long idle_jiffies;		/* for /proc/uptime */

static inline void set_need_resched(void)
{
	current_thread_info()->flags |= 1UL << TIF_NEED_RESCHED;
}

static inline bool need_resched(void)
{
	return current_thread_info()->flags & (1UL << TIF_NEED_RESCHED);
}

static void enqueue(struct task_struct *p)
{
	if (p != idle_task && list_empty(&p->run_list))
		list_add_tail(&p->run_list, &run_queue);
}

static struct task_struct *pick_next(struct task_struct *prev)
{
	struct task_struct *next;

	if (list_empty(&run_queue))
		return idle_task;
	/* round robin: whoever has waited longest is at the head */
	next = list_first_entry(&run_queue, struct task_struct, run_list);
	if (next == prev && prev->run_list.next != &run_queue)
		next = list_entry(prev->run_list.next, struct task_struct,
				  run_list);
	return next;
}

/*
 * Runs in the task just switched to: the previous one may be freed now.
 * A child made with CLONE_CHILD_SETTID writes its tid in its own memory.
 */
void schedule_tail(struct task_struct *prev)
{
	if (prev->state == TASK_ZOMBIE)
		free_task(prev);
	local_irq_enable();
	if (current->set_child_tid)	/* a bad address is ignored, as in Linux */
		(void)put_user(current->pid,
			       (int __user *)current->set_child_tid);
	current->set_child_tid = 0;
}

/*
 * preempt: the task is switched away by an interrupt, not going to
 * sleep, so it stays runnable whatever state it had set (a task between
 * set_current_state() and its test of the condition is not asleep yet),
 * as Linux's __schedule(SM_PREEMPT).
 */
static void __schedule(bool preempt)
{
	struct task_struct *prev = current, *next;
	unsigned long flags;

	if (!schedule_debug(prev))	/* kernel/preempt.c */
		return;
	local_irq_save(flags);
	prev->thread_info->flags &= ~(1UL << TIF_NEED_RESCHED);
	/* a signal sent before the caller set its state must not be slept
	 * through: the sleep it would end ends now (Linux's __schedule()) */
	if (signal_pending_state(prev->state, prev))
		prev->state = TASK_RUNNING;
	if (prev->state != TASK_RUNNING && !preempt)
		list_del(&prev->run_list);
	next = pick_next(prev);
	if ((prev->state == TASK_RUNNING || preempt) && prev != idle_task) {
		/* to the back of the queue */
		list_del(&prev->run_list);
		list_add_tail(&prev->run_list, &run_queue);
	}
	next->time_slice = DEF_TIMESLICE;
	if (next != prev) {
		cpu_curr = next;
		switch_to_arch(prev, next);
		prev = __switch_to_asm(prev, next);
		if (prev->state == TASK_ZOMBIE)
			free_task(prev);
	}
	local_irq_restore(flags);
}

void schedule(void)
{
	__schedule(false);
}
EXPORT_SYMBOL(schedule);

void wake_up_process(struct task_struct *p)
{
	unsigned long flags;

	local_irq_save(flags);
	p->state = TASK_RUNNING;
	p->timeout = 0;
	enqueue(p);
	local_irq_restore(flags);
}
EXPORT_SYMBOL(wake_up_process);

/* From the timer interrupt: wake sleepers whose time came, and count
 * down the running task's slice. */
void scheduler_tick(void)
{
	struct task_struct *p;

	list_for_each_entry(p, &task_list, tasks)
		if (p->timeout && (long)(jiffies - p->timeout) >= 0 &&
		    (p->state & (TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE)))
			wake_up_process(p);
	if (current == idle_task) {
		idle_jiffies++;
		if (!list_empty(&run_queue))
			set_need_resched();
		return;
	}
	if (--current->time_slice <= 0)
		set_need_resched();
}

/*
 * The tick is charged to the task it interrupted: to its user time if
 * it was in user mode, else to its system time (the idle task's go to
 * idle_jiffies) - Linux's tick-based accounting, what getrusage(2),
 * times(2) and /proc/PID/stat report.
 */
void account_process_tick(bool user_tick)
{
	if (current == idle_task)
		return;
	if (user_tick)
		current->utime++;
	else
		current->stime++;
}

/* sched_yield(2): to the back of the run queue */
long sys_sched_yield(void)
{
	schedule();
	return 0;
}

/* Called on the way out of a hardware interrupt (arch/i386/kernel/i8259.c). */
void preempt_schedule_irq(void)
{
	if (need_resched() && !current_thread_info()->preempt_count)
		__schedule(true);
}

/* The end of a preempt_disable() section (preempt_check_resched()): a
 * preemption too, not a sleep, whatever state the task had set */
void preempt_schedule(void)
{
	__schedule(true);
}

/*
 * Linux's schedule_timeout(): sleep in the state the caller set (a
 * TASK_RUNNING caller only yields) until woken or until timeout ticks
 * have passed; returns the ticks left, 0 once the time is up.
 */
long schedule_timeout(long timeout)
{
	unsigned long expire = jiffies + timeout, flags;
	long left;

	if (timeout == MAX_SCHEDULE_TIMEOUT) {
		schedule();
		return timeout;
	}
	local_irq_save(flags);
	current->timeout = expire;
	schedule();
	current->timeout = 0;
	local_irq_restore(flags);
	left = (long)(expire - jiffies);
	return left < 0 ? 0 : left;
}
EXPORT_SYMBOL(schedule_timeout);

void init_waitqueue_head(wait_queue_head_t *q)
{
	spin_lock_init(&q->lock);
	INIT_LIST_HEAD(&q->task_list);
}
EXPORT_SYMBOL(init_waitqueue_head);

/* Sleep on q until woken or timeout ticks pass; returns the ticks left */
long sleep_on_timeout_irqoff(wait_queue_head_t *q, long timeout)
{
	struct wait_queue_entry w = { .task = current };

	add_wait_queue(q, &w);
	current->state = TASK_INTERRUPTIBLE;
	timeout = schedule_timeout(timeout);
	remove_wait_queue(q, &w);
	return timeout;
}

void sleep_on_irqoff(wait_queue_head_t *q)
{
	sleep_on_timeout_irqoff(q, MAX_SCHEDULE_TIMEOUT);
}

/* Every task on q runnable; the caller holds q->lock */
void __wake_up_locked(wait_queue_head_t *q)
{
	struct wait_queue_entry *w;

	list_for_each_entry(w, &q->task_list, entry)
		wake_up_process(w->task);
}
EXPORT_SYMBOL(__wake_up_locked);

void wake_up(wait_queue_head_t *q)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	__wake_up_locked(q);
	spin_unlock_irqrestore(&q->lock, flags);
}
EXPORT_SYMBOL(wake_up);

/* pid 0: runs when nobody else can, halting the CPU until an interrupt. */
void cpu_idle(void)
{
	for (;;) {
		local_irq_disable();
		if (!list_empty(&run_queue)) {
			schedule();
			continue;
		}
		/* sti; hlt: the interrupt that ends hlt cannot slip in
		 * between (SDM vol. 2, STI: one-instruction shadow) */
		asm volatile("sti; hlt" ::: "memory");
	}
}

void __init sched_init(void)
{
	idle_task = &init_task;
	list_add(&init_task.tasks, &task_list);
}
