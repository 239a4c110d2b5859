// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sched.c - a preemptive round-robin scheduler with a run queue
 * per CPU, as Linux 2.6's O(1) scheduler has (without its priority
 * arrays: each task in turn, for a slice its nice value sizes,
 * task_timeslice()).
 *
 * A runnable task sits on the run queue of the CPU it is bound to,
 * task_cpu(p) (its thread_info->cpu, which is also smp_processor_id()
 * while it runs), the running one included; the queue's own lock
 * protects the list and its count.  schedule() switches to the first
 * task of this CPU's queue that is not running, or to this CPU's idle
 * task (pid 0, swapper) when there is none.  Each CPU's timer tick takes
 * one tick off its task's slice and asks for a reschedule when it
 * reaches zero; the interrupt exit path (do_IRQ, exit_to_user_mode)
 * then preempts it.
 *
 * Tasks move between CPUs three ways (docs/smp.md, "Scheduling"):
 * a task woken goes to an idle CPU it may run on, if there is one
 * (select_task_rq(); a new one starts on its parent's,
 * wake_up_new_task()); a CPU with nothing to run pulls a waiting task
 * from the busiest queue (load_balance(): when it goes idle, and at its
 * ticks while idle); a busy CPU pulls too, every BALANCE_TICKS, when
 * another has two tasks more than it.  Only a task no CPU is running
 * moves (on_cpu, cleared after the switch away from it is complete,
 * finish_task_switch()), and only to a CPU its cpus_allowed names
 * (sched_setaffinity(2)).  Two queues are locked in CPU order
 * (double_rq_lock()), always with interrupts off.
 *
 * What each lock covers is said beside struct runqueue; two CPUs waking
 * the same task are kept apart by the task's pi_lock (wake_up_process()).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/sched.h"
#include "linux/kthread.h"
#include "linux/interrupt.h"
#include "linux/init.h"
#include "linux/preempt.h"
#include "linux/smp_lock.h"
#include "linux/rcupdate.h"
#include "linux/spinlock.h"
#include "asm/system.h"
#include "asm/uaccess.h"

/* A busy CPU looks for more work than its share this often */
#define BALANCE_TICKS	10

/*
 * One per CPU.  lock (Linux's rq->lock, always with interrupts off)
 * covers queue and nr_running, and for each task on the queue or being
 * put on it: its run_list, its thread_info->cpu (which queue it is on),
 * and its state as schedule() tests it against a wake-up (the waker
 * sets TASK_RUNNING under the task's queue lock, schedule() takes a
 * sleeper off under it, so one of the two sees the other).  Other
 * queues' nr_running are read without their locks as hints, and
 * checked again under them (load_balance()).  balance_ticks is the
 * CPU's own, touched only by its tick.  Two queues are taken in
 * address order (double_rq_lock()); a task's pi_lock comes before any
 * queue lock, and a task's siglock before both.
 */
struct runqueue {
	spinlock_t lock;
	struct list_head queue;		/* its runnable tasks, running one too */
	unsigned int nr_running;	/* how many: the balance's measure */
	unsigned int balance_ticks;	/* till the next busy balance */
};

static struct runqueue runqueues[NR_CPUS];
struct task_struct *idle_tasks[NR_CPUS] = { &init_task };
/* The running task, for code that cannot trust esp (arch/i386/kernel/doublefault.c) */
struct task_struct *cpu_curr[NR_CPUS] = { &init_task };
unsigned long idle_jiffies;		/* for /proc/uptime: every CPU's */
struct cpu_usage_stat kstat_cpu[NR_CPUS];	/* for /proc/stat's cpuN */

static inline int task_cpu(const struct task_struct *p)
{
	return p->thread_info->cpu;
}

static inline struct runqueue *cpu_rq(int cpu)
{
	return &runqueues[cpu];
}

static inline void set_need_resched(void)
{
	current_thread_info()->flags |= 1UL << TIF_NEED_RESCHED;
}

static bool allowed_on(const struct task_struct *p, int cpu)
{
	return p->cpus_allowed & (1UL << cpu);
}

static bool queued(const struct task_struct *p)
{
	return !list_empty(&p->run_list);
}

/* rq's lock held: p joins its tail, or leaves it */
static void activate_task(struct task_struct *p, struct runqueue *rq)
{
	list_add_tail(&p->run_list, &rq->queue);
	rq->nr_running++;
}

static void deactivate_task(struct task_struct *p, struct runqueue *rq)
{
	list_del_init(&p->run_list);
	rq->nr_running--;
}

/* Both queues locked, the lower CPU's first: two CPUs locking the same
 * pair cannot each hold the lock the other waits for */
static void double_rq_lock(struct runqueue *a, struct runqueue *b)
{
	if (a == b) {
		spin_lock(&a->lock);
	} else if (a < b) {
		spin_lock(&a->lock);
		spin_lock(&b->lock);
	} else {
		spin_lock(&b->lock);
		spin_lock(&a->lock);
	}
}

static void double_rq_unlock(struct runqueue *a, struct runqueue *b)
{
	spin_unlock(&a->lock);
	if (a != b)
		spin_unlock(&b->lock);
}

/* cpu has nothing to do: its idle task runs, and no task waits there */
static bool cpu_idle_now(int cpu)
{
	return is_idle_task(cpu_curr[cpu]) && !cpu_rq(cpu)->nr_running;
}

/* Make cpu look at its queue: a reschedule, here or by IPI */
static void resched_cpu(int cpu)
{
	if (cpu == smp_processor_id())
		set_tsk_need_resched(cpu_curr[cpu]);
	else
		smp_send_reschedule(cpu);
}

/*
 * Where a task that no CPU runs should wait (Linux's select_task_rq()):
 * on this CPU if the waker is exiting (its parent, woken by its death,
 * takes over this CPU instead of waking another: Linux's sync wake-up),
 * else on the CPU it last ran on if that one is idle (its cache may
 * still hold the task's data), else on any idle CPU it may run on, else
 * on its last CPU, or, if it may no longer run there, the first it may.
 */
static int select_task_rq(const struct task_struct *p)
{
	int prev = task_cpu(p), cpu, first = -1;

	if (current->state == TASK_ZOMBIE &&
	    allowed_on(p, smp_processor_id()))
		return smp_processor_id();
	if (allowed_on(p, prev) && cpu_online(prev) && cpu_idle_now(prev))
		return prev;
	for_each_online_cpu(cpu) {
		if (!allowed_on(p, cpu))
			continue;
		if (cpu_idle_now(cpu))
			return cpu;
		if (first < 0)
			first = cpu;
	}
	if (allowed_on(p, prev) && cpu_online(prev))
		return prev;
	return first < 0 ? prev : first;
}

/*
 * The queue p is on, locked (Linux's task_rq_lock()): p's CPU may change
 * (load_balance()) between reading it and taking its lock, so look
 * again once it is taken.  Interrupts off.
 */
static struct runqueue *task_rq_lock(struct task_struct *p)
{
	struct runqueue *rq;

	for (;;) {
		rq = cpu_rq(task_cpu(p));
		spin_lock(&rq->lock);
		if (rq == cpu_rq(task_cpu(p)))
			return rq;
		spin_unlock(&rq->lock);
	}
}

/* p, which is on no queue, to cpu's; an idle CPU is told to look */
static void enqueue_task(struct task_struct *p, int cpu)
{
	struct runqueue *rq = cpu_rq(cpu);

	spin_lock(&rq->lock);
	p->thread_info->cpu = cpu;
	activate_task(p, rq);
	spin_unlock(&rq->lock);
	if (!p->on_cpu && is_idle_task(cpu_curr[cpu]))
		resched_cpu(cpu);
}

/*
 * The queue for p woken: the one of the CPU it runs on if it is still
 * running (it is on its way to sleep there, and moving a running task
 * would change the smp_processor_id() under it), else
 * select_task_rq()'s.
 */
static int wake_cpu(const struct task_struct *p)
{
	return p->on_cpu ? task_cpu(p) : select_task_rq(p);
}

/* A task on rq that no CPU runs and that may run on cpu; rq locked */
static struct task_struct *movable_task(struct runqueue *rq, int cpu)
{
	struct task_struct *p;

	list_for_each_entry(p, &rq->queue, run_list)
		if (!p->on_cpu && allowed_on(p, cpu))
			return p;
	return NULL;
}

/* The online CPU with the most runnable tasks, other than cpu */
static int busiest_cpu(int cpu)
{
	unsigned int most = 0;
	int i, busiest = -1;

	for_each_online_cpu(i) {
		if (i != cpu && cpu_rq(i)->nr_running > most) {
			most = cpu_rq(i)->nr_running;
			busiest = i;
		}
	}
	return busiest;
}

/*
 * Pull migration (Linux 2.6's load_balance()): this CPU takes one waiting
 * task from the busiest queue, if that queue has more than this one's
 * tasks plus imbalance.  Interrupts off.  True if a task was pulled.
 */
static bool load_balance(int cpu, unsigned int imbalance)
{
	struct runqueue *rq = cpu_rq(cpu), *busiest;
	struct task_struct *p = NULL;
	int from = busiest_cpu(cpu);

	if (from < 0 || cpu_rq(from)->nr_running < rq->nr_running + imbalance)
		return false;
	busiest = cpu_rq(from);
	double_rq_lock(rq, busiest);
	/* counted without the locks: look again */
	if (busiest->nr_running >= rq->nr_running + imbalance)
		p = movable_task(busiest, cpu);
	if (p) {
		deactivate_task(p, busiest);
		p->thread_info->cpu = cpu;
		activate_task(p, rq);
	}
	double_rq_unlock(rq, busiest);
	return p != NULL;
}

/* A task on cpu's queue that no CPU runs, other than prev (leaving it) */
static struct task_struct *waiting_task(struct task_struct *prev, int cpu)
{
	struct task_struct *p;

	list_for_each_entry(p, &cpu_rq(cpu)->queue, run_list)
		if (p != prev && !p->on_cpu)
			return p;
	return NULL;
}

static struct task_struct *pick_next(struct task_struct *prev, int cpu)
{
	/* round robin: whoever has waited longest is at the head */
	struct task_struct *next = waiting_task(prev, cpu);

	if (next)
		return next;
	if (queued(prev) && allowed_on(prev, cpu))
		return prev;
	return idle_tasks[cpu];
}

/*
 * p, queued on a CPU it may no longer run on and not running, moves to
 * one it may (set_cpus_allowed()).  Interrupts off.  Between the two
 * queues p is on none, runnable: p's pi_lock keeps a waker out
 * meanwhile, who would queue it a second time (wake_up_process()).
 */
static void move_disallowed(struct task_struct *p)
{
	struct runqueue *rq;
	bool move;

	spin_lock(&p->pi_lock);
	rq = task_rq_lock(p);
	move = queued(p) && !p->on_cpu && !allowed_on(p, task_cpu(p));
	if (move)
		deactivate_task(p, rq);
	spin_unlock(&rq->lock);
	if (move)
		enqueue_task(p, select_task_rq(p));
	spin_unlock(&p->pi_lock);
}

/*
 * In the task just switched to, for the one switched away from (Linux's
 * finish_task_switch()): prev's stack is no longer in use, so another
 * CPU may run it from now on, or it may be freed.  A task that left
 * because it may no longer run here is queued where it may.
 */
static void finish_task_switch(struct task_struct *prev)
{
	/* a release store: what prev wrote is seen by the next CPU to run
	 * it (SDM vol. 3, 8.2.2: stores are not reordered with stores) */
	__atomic_store_n(&prev->on_cpu, 0, __ATOMIC_RELEASE);
	if (prev->state == TASK_ZOMBIE)
		free_task(prev);
	else if (queued(prev) && !allowed_on(prev, task_cpu(prev)))
		move_disallowed(prev);
}

/*
 * Runs in the task just switched to: the previous one may be freed now.
 * A child made with CLONE_CHILD_SETTID writes its tid in its own memory.
 */
void schedule_tail(struct task_struct *prev)
{
	finish_task_switch(prev);
	local_irq_enable();
	if (current->set_child_tid)	/* a bad address is ignored, as in Linux */
		(void)put_user(task_pid_vnr(current),
			       (int __user *)current->set_child_tid);
	current->set_child_tid = 0;
}

/*
 * preempt: the task is switched away by an interrupt, not going to
 * sleep, so it stays runnable whatever state it had set (a task between
 * set_current_state() and its test of the condition is not asleep yet),
 * as Linux's __schedule(SM_PREEMPT).
 */
/*
 * A slice of DEF_TIMESLICE at nice 0, a quarter longer for each nice
 * level below and a fifth shorter for each above (the ratio of Linux's
 * CFS weights: a CPU-bound task gets about 10 % more CPU than one
 * niced a level higher, sched(7)), from 1 tick to a second.
 */
static int task_timeslice(const struct task_struct *p)
{
	unsigned int scaled = DEF_TIMESLICE * 1024;	/* ticks << 10 */
	int n;

	for (n = p->nice; n < 0 && scaled < HZ * 1024; n++)
		scaled += scaled / 4;
	for (; n > 0; n--)
		scaled -= scaled / 5;
	return clamp_t(int, (scaled + 512) >> 10, 1, HZ);
}

static void __schedule(bool preempt)
{
	struct task_struct *prev = current, *next;
	struct runqueue *rq;
	unsigned long flags;
	int cpu;

	if (!schedule_debug(prev))	/* kernel/preempt.c */
		return;
	/* the task switched to may be in kernel code, which runs under
	 * the big kernel lock: a caller without it (a system call that
	 * runs without it, sys_call_nobkl[], yielding or preempted) takes
	 * it here, and gives it back on its way out to user mode */
	lock_kernel();
	local_irq_save(flags);	/* this CPU's switch; its queue is locked below */
	/* only now, with interrupts off, is this CPU the one the switch
	 * happens on: until here an interrupt could preempt the caller (its
	 * preempt count is 0) and another CPU pull it (load_balance(),
	 * set_cpus_allowed()), and a CPU read before would name the first
	 * CPU's queue and idle task here (Linux's __schedule() reads it
	 * with preemption off) */
	cpu = smp_processor_id();
	rq = cpu_rq(cpu);
	touch_softlockup_watchdog();
	rcu_note_context_switch(cpu);	/* in no reader's section */
	clear_bit(TIF_NEED_RESCHED, &prev->thread_info->flags);
	/* a signal sent before the caller set its state must not be slept
	 * through: the sleep it would end ends now (Linux's __schedule()) */
	if (signal_pending_state(prev->state, prev))
		prev->state = TASK_RUNNING;
	spin_lock(&rq->lock);
	if (queued(prev) && prev->state != TASK_RUNNING && !preempt)
		deactivate_task(prev, rq);
	next = pick_next(prev, cpu);
	if (is_idle_task(next)) {	/* about to idle: find work first */
		spin_unlock(&rq->lock);
		load_balance(cpu, 1);
		spin_lock(&rq->lock);
		next = pick_next(prev, cpu);
	}
	if (queued(prev)) {		/* to the back of the queue */
		list_del(&prev->run_list);
		list_add_tail(&prev->run_list, &rq->queue);
	}
	next->time_slice = task_timeslice(next);
	if (next != prev) {
		cpu_curr[cpu] = next;
		next->on_cpu = 1;
	}
	spin_unlock(&rq->lock);
	if (next != prev) {
		/* a task that set a sleeping state and was not preempted
		 * gave the CPU up itself (Linux's nvcsw, getrusage(2)) */
		if (prev->state != TASK_RUNNING && !preempt)
			prev->nvcsw++;
		else
			prev->nivcsw++;
		switch_to_arch(prev, next);
		prev = __switch_to_asm(prev, next);
		finish_task_switch(prev);
	}
	local_irq_restore(flags);
}

void schedule(void)
{
	__schedule(false);
}
EXPORT_SYMBOL(schedule);

/*
 * p runnable.  p's pi_lock (Linux's name: the task's own lock) lets one
 * waker at a time decide whether p must be queued, so two CPUs waking
 * it cannot queue it twice; its state changes under its queue's lock,
 * against schedule() taking it off (struct runqueue).  1 if p was
 * asleep, 0 if it already ran, as Linux's (drivers test it).
 */
int wake_up_process(struct task_struct *p)
{
	struct runqueue *rq;
	unsigned long flags;
	bool enqueue, woken;

	spin_lock_irqsave(&p->pi_lock, flags);
	rq = task_rq_lock(p);
	woken = p->state != TASK_RUNNING;
	p->state = TASK_RUNNING;
	p->timeout = 0;
	enqueue = !queued(p) && !is_idle_task(p);
	spin_unlock(&rq->lock);
	if (enqueue)
		enqueue_task(p, wake_cpu(p));
	spin_unlock_irqrestore(&p->pi_lock, flags);
	return woken;
}
EXPORT_SYMBOL(wake_up_process);

/*
 * A task fork() or kernel_thread() made starts on its parent's CPU, as
 * Linux 2.6's wake_up_new_task() starts it: a parent that waits for it
 * leaves the CPU to it, and an idle CPU pulls it if both go on.
 */
void wake_up_new_task(struct task_struct *p)
{
	unsigned long flags;
	int cpu;

	local_irq_save(flags);	/* on this CPU, which it starts on */
	cpu = smp_processor_id();	/* the parent's, interrupts off */
	p->state = TASK_RUNNING;
	enqueue_task(p, allowed_on(p, cpu) ? cpu : select_task_rq(p));
	local_irq_restore(flags);
}

/* From each CPU's timer interrupt: on CPU 0 (the one that counts
 * jiffies) wake sleepers whose time came; count down the running
 * task's slice; balance the load (an idle CPU at every tick, a busy one
 * every BALANCE_TICKS), and have an idle CPU that has work switch to it */
void scheduler_tick(void)
{
	int cpu = smp_processor_id();
	struct runqueue *rq = cpu_rq(cpu);
	struct task_struct *p;

	if (!cpu) {
		read_lock(&tasklist_lock);	/* the list (kernel/fork.c) */
		list_for_each_entry(p, &task_list, tasks)
			if (p->timeout && (long)(jiffies - p->timeout) >= 0 &&
			    (p->state & (TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE)))
				wake_up_process(p);
		read_unlock(&tasklist_lock);
	}
	softlockup_tick();
	if (is_idle_task(current)) {
		if (rq->nr_running || load_balance(cpu, 1))
			set_need_resched();
		return;
	}
	if (!--rq->balance_ticks) {
		rq->balance_ticks = BALANCE_TICKS;
		load_balance(cpu, 2);
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
		/* every CPU's tick adds, none waiting for another */
		__atomic_fetch_add(&idle_jiffies, 1, __ATOMIC_RELAXED);
	} else if (user_tick) {
		current->utime++;
		stat->user++;
	} else {
		current->stime++;
		stat->system++;
	}
	if (is_idle_task(current))
		return;
	cpu_itimers_tick(current, user_tick);
	/* the limits are the process's, which prlimit(2) changes under the
	 * big kernel lock: checked at a tick that holds it (do_interrupt()
	 * only tried), the next one if not; the check is a >= and loses
	 * nothing */
	if (kernel_locked())
		rlimit_cpu_tick(current);
}

/*
 * Every CPU's tick, after CPU 0's has counted jiffies (Linux's name):
 * the tick charged to the interrupted task, the scheduler's work, and
 * RCU's look at this CPU.  None of it waits for the big kernel lock
 * (do_interrupt() only tried for it): docs/smp.md, "The tick without
 * the big kernel lock".
 */
void update_process_times(bool user_tick)
{
	account_process_tick(user_tick);
	scheduler_tick();
	rcu_check_callbacks(smp_processor_id(), user_tick);
}

/*
 * Linux 2.6's set_cpus_allowed(): p may run on the CPUs of mask from now
 * on.  Waiting on a queue it may no longer use, it moves; running where
 * it may no longer run, it is made to leave that CPU at once (this one's
 * by a reschedule, another's by a reschedule IPI), and
 * finish_task_switch() queues it where it may.
 */
void set_cpus_allowed(struct task_struct *p, unsigned long mask)
{
	int cpu = task_cpu(p);
	unsigned long flags;

	p->cpus_allowed = mask;
	if (allowed_on(p, cpu))
		return;
	if (p == current) {
		__schedule(true);
		return;
	}
	/* this CPU's: no tick between the test and the IPI; p's queue is
	 * locked in move_disallowed() */
	local_irq_save(flags);
	if (p->on_cpu) {
		set_tsk_need_resched(p);
		smp_send_reschedule(cpu);
	} else {
		move_disallowed(p);	/* asleep: its wake-up places it */
	}
	local_irq_restore(flags);
}

/* Linux's kthread_bind(): a kernel thread not yet woken (kthread_create())
 * runs on cpu alone; its wake-up queues it there (select_task_rq()) */
void kthread_bind(struct task_struct *k, unsigned int cpu)
{
	if (cpu >= NR_CPUS || !cpu_online(cpu)) {
		WARN_ON(1);
		return;
	}
	set_cpus_allowed(k, 1UL << cpu);
}
EXPORT_SYMBOL(kthread_bind);

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
	/* this task's own timeout, read by CPU 0's tick under
	 * tasklist_lock, which wakes through wake_up_process() */
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
 * while halted and takes again after (an interrupt handler takes it
 * meanwhile, do_interrupt(), but the timer tick only tries), and an
 * interrupt that finds work for this CPU sets need_resched
 * (scheduler_tick(), a reschedule IPI from enqueue_task()).
 */
void cpu_idle(void)
{
	int cpu = smp_processor_id();

	for (;;) {
		local_irq_disable();	/* this CPU's: no wake-up before hlt */
		touch_softlockup_watchdog();
		rcu_idle_enter(cpu);	/* in no reader's section; the
					 * callbacks may find work for it */
		if (need_resched() || cpu_rq(cpu)->nr_running ||
		    load_balance(cpu, 1)) {
			schedule();
			continue;
		}
		unlock_kernel();
		/* sti; hlt: the interrupt that ends hlt cannot slip in
		 * between (SDM vol. 2, STI: one-instruction shadow) */
		asm volatile("sti; hlt" ::: "memory");
		rcu_idle_exit(cpu);
		lock_kernel();
	}
}

void __init sched_init(void)
{
	int cpu;

	for (cpu = 0; cpu < NR_CPUS; cpu++) {
		spin_lock_init(&cpu_rq(cpu)->lock);
		INIT_LIST_HEAD(&cpu_rq(cpu)->queue);
		cpu_rq(cpu)->balance_ticks = BALANCE_TICKS;
	}
	init_task.on_cpu = 1;
	list_add(&init_task.tasks, &task_list);
}
