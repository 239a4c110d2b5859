// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sched.c - a preemptive round-robin scheduler, one run queue
 * for every CPU.
 *
 * Runnable tasks sit on run_queue, the running ones included (on_cpu
 * says which CPU has each); schedule() switches to the first task that
 * no CPU runs and that may run here (cpus_allowed, sched_setaffinity(2)),
 * or to this CPU's idle task (pid 0, swapper) when there is none.  Each
 * CPU's timer tick takes one tick off its task's slice and asks for a
 * reschedule when it reaches zero; the interrupt exit path (do_IRQ,
 * exit_to_user_mode) then preempts it.  A task made runnable, or
 * preempted while still runnable, wakes an idle CPU that may run it with
 * a reschedule IPI.  Every manipulation of the queue happens with the big
 * kernel lock held (lib/kernel_lock.c) and interrupts off: one CPU at a
 * time, as Linux 2.0 and 2.2 did (docs/smp.md).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/interrupt.h"
#include "linux/init.h"
#include "linux/preempt.h"
#include "linux/smp_lock.h"
#include "asm/system.h"
#include "asm/uaccess.h"

static LIST_HEAD(run_queue);
struct task_struct *idle_tasks[NR_CPUS] = { &init_task };
/* The running task, for code that cannot trust esp (arch/i386/kernel/doublefault.c) */
struct task_struct *cpu_curr[NR_CPUS] = { &init_task };
unsigned long idle_jiffies;		/* for /proc/uptime: every CPU's */
struct cpu_usage_stat kstat_cpu[NR_CPUS];	/* for /proc/stat's cpuN */

static bool is_idle_task(const struct task_struct *p)
{
	return !p->pid;
}

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
	if (!is_idle_task(p) && list_empty(&p->run_list))
		list_add_tail(&p->run_list, &run_queue);
}

static bool allowed_on(const struct task_struct *p, int cpu)
{
	return p->cpus_allowed & (1UL << cpu);
}

/* Wake an idle CPU p may run on: it will find p on the queue */
static void kick_idle_cpu(struct task_struct *p)
{
	int cpu;

	for_each_online_cpu(cpu) {
		if (!allowed_on(p, cpu) || !is_idle_task(cpu_curr[cpu]))
			continue;
		if (cpu == smp_processor_id())
			set_tsk_need_resched(cpu_curr[cpu]);
		else
			smp_send_reschedule(cpu);
		return;
	}
}

/* A queued task no CPU runs that may run on cpu (prev: leaving it) */
static struct task_struct *waiting_task(struct task_struct *prev, int cpu)
{
	struct task_struct *p;

	list_for_each_entry(p, &run_queue, run_list)
		if (p != prev && !p->on_cpu && allowed_on(p, cpu))
			return p;
	return NULL;
}

static struct task_struct *pick_next(struct task_struct *prev, int cpu)
{
	/* round robin: whoever has waited longest is at the head */
	struct task_struct *next = waiting_task(prev, cpu);

	if (next)
		return next;
	if (!list_empty(&prev->run_list) && allowed_on(prev, cpu))
		return prev;
	return idle_tasks[cpu];
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
	int cpu = smp_processor_id();
	unsigned long flags;

	if (!schedule_debug(prev))	/* kernel/preempt.c */
		return;
	local_irq_save(flags);
	touch_softlockup_watchdog();
	prev->thread_info->flags &= ~(1UL << TIF_NEED_RESCHED);
	/* a signal sent before the caller set its state must not be slept
	 * through: the sleep it would end ends now (Linux's __schedule()) */
	if (signal_pending_state(prev->state, prev))
		prev->state = TASK_RUNNING;
	if (prev->state != TASK_RUNNING && !preempt)
		list_del(&prev->run_list);
	next = pick_next(prev, cpu);
	if ((prev->state == TASK_RUNNING || preempt) && !is_idle_task(prev)) {
		/* to the back of the queue */
		list_del(&prev->run_list);
		list_add_tail(&prev->run_list, &run_queue);
	}
	next->time_slice = DEF_TIMESLICE;
	if (next != prev) {
		cpu_curr[cpu] = next;
		prev->on_cpu = 0;
		next->on_cpu = 1;
		next->thread_info->cpu = cpu;
		/* still runnable: another CPU may take it once this one lets
		 * go of the big kernel lock, after the switch */
		if (!list_empty(&prev->run_list))
			kick_idle_cpu(prev);
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
	if (!p->on_cpu)
		kick_idle_cpu(p);
	local_irq_restore(flags);
}
EXPORT_SYMBOL(wake_up_process);

/* From each CPU's timer interrupt: on CPU 0 (the one that counts
 * jiffies) wake sleepers whose time came; count down the running
 * task's slice, or have the idle task look for work. */
void scheduler_tick(void)
{
	int cpu = smp_processor_id();
	struct task_struct *p;

	if (!cpu)
		list_for_each_entry(p, &task_list, tasks)
			if (p->timeout && (long)(jiffies - p->timeout) >= 0 &&
			    (p->state & (TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE)))
				wake_up_process(p);
	softlockup_tick();
	if (is_idle_task(current)) {
		if (waiting_task(current, cpu))
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
	struct cpu_usage_stat *stat = &kstat_cpu[smp_processor_id()];

	if (is_idle_task(current)) {
		stat->idle++;
		idle_jiffies++;
	} else if (user_tick) {
		current->utime++;
		stat->user++;
	} else {
		current->stime++;
		stat->system++;
	}
}

/*
 * Linux 2.6's set_cpus_allowed(): p may run on the CPUs of mask from now
 * on.  Running elsewhere, it is made to leave that CPU at once: this
 * one's by a reschedule, another's by a reschedule IPI.
 */
void set_cpus_allowed(struct task_struct *p, unsigned long mask)
{
	int cpu = p->thread_info->cpu;

	p->cpus_allowed = mask;
	if (!p->on_cpu || allowed_on(p, cpu))
		return;
	if (p == current) {
		__schedule(true);
		return;
	}
	set_tsk_need_resched(p);
	smp_send_reschedule(cpu);
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
/* A func may take its entry off the queue (linux/wait.h) */
static void __wake_up_key(wait_queue_head_t *q, unsigned long key)
{
	struct wait_queue_entry *w, *next;

	list_for_each_entry_safe(w, next, &q->task_list, entry) {
		if (!w->func)
			wake_up_process(w->task);
		else if (w->func(w, key) && (w->flags & WQ_FLAG_EXCLUSIVE))
			break;
	}
}

void __wake_up_locked(wait_queue_head_t *q)
{
	__wake_up_key(q, 0);
}
EXPORT_SYMBOL(__wake_up_locked);

void wake_up_poll(wait_queue_head_t *q, unsigned long key)
{
	unsigned long flags;

	spin_lock_irqsave(&q->lock, flags);
	__wake_up_key(q, key);
	spin_unlock_irqrestore(&q->lock, flags);
}
EXPORT_SYMBOL(wake_up_poll);

void wake_up(wait_queue_head_t *q)
{
	wake_up_poll(q, 0);
}
EXPORT_SYMBOL(wake_up);

/*
 * pid 0 of each CPU: runs when nobody else can, halting the CPU until an
 * interrupt.  Called with the big kernel lock held, which it gives back
 * while halted: an interrupt takes it again (do_interrupt()), and one
 * that finds work for this CPU sets need_resched (scheduler_tick(), a
 * reschedule IPI, kick_idle_cpu()).
 */
void cpu_idle(void)
{
	for (;;) {
		local_irq_disable();
		touch_softlockup_watchdog();
		if (need_resched() || waiting_task(current,
						   smp_processor_id())) {
			schedule();
			continue;
		}
		unlock_kernel();
		/* sti; hlt: the interrupt that ends hlt cannot slip in
		 * between (SDM vol. 2, STI: one-instruction shadow) */
		asm volatile("sti; hlt" ::: "memory");
		lock_kernel();
	}
}

void __init sched_init(void)
{
	init_task.on_cpu = 1;
	list_add(&init_task.tasks, &task_list);
}
