// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lockbug/lockbug.c - each report of the spinlock debugger
 * (kernel/locking/spinlock.c) on demand, one per load:
 *
 *	insmod lockbug.ko bug=recursion	spin_lock() of a lock this task holds
 *	insmod lockbug.ko bug=unlock	spin_unlock() of a lock nobody holds
 *	insmod lockbug.ko bug=owner	spin_unlock() of another CPU's lock
 *	insmod lockbug.ko bug=lockup	spin_lock() of a lock another CPU keeps
 *	insmod lockbug.ko bug=rwsem	insmod's mm->mmap_lock read twice, then
 *					released once too often
 *	insmod lockbug.ko bug=rwsem_order	a reader coming while a writer
 *					waits goes in after the writer
 *
 * The first three are reported and not done, and the module goes on and
 * says the lock is as it should be.  The last two need a second CPU:
 * the holder is a function-call IPI on it, which runs without the big
 * kernel lock (lib/kernel_lock.c), so it can hold l while insmod runs;
 * it keeps l with interrupts off until insmod has tried its unlock, or
 * until the lockup has been reported with both CPUs' traces.  insmod
 * stays on its CPU meanwhile (preemption off).
 */
#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/spinlock.h>
#include <linux/atomic.h>
#include <linux/delay.h>
#include <linux/smp.h>
#include <linux/cpumask.h>
#include <linux/mmap_lock.h>
#include <linux/sched.h>
#include <linux/kthread.h>

/* The IPI holder's limit, should the report never come */
#define HOLD_MS_MAX	30000

static char *bug = "";
module_param(bug, charp, 0);

static DEFINE_SPINLOCK(l);
static atomic_t holding = ATOMIC_INIT(0), tried = ATOMIC_INIT(0);

static void recursion(void)
{
	spin_lock(&l);
	spin_lock(&l);		/* reported, not taken */
	spin_unlock(&l);	/* pairs with the refused take: skipped */
	pr_info("lockbug: after recursion, held=%d\n", spin_is_locked(&l));
	spin_unlock(&l);
	pr_info("lockbug: unlocked, held=%d\n", spin_is_locked(&l));
}

static void unlock(void)
{
	spin_unlock(&l);	/* reported, not done */
	pr_info("lockbug: after bad unlock, held=%d\n", spin_is_locked(&l));
	spin_lock(&l);
	spin_unlock(&l);
	pr_info("lockbug: lock and unlock still work, held=%d\n",
		spin_is_locked(&l));
}

/* On the other CPU, in a function-call IPI, interrupts off: l, until
 * *until is not 0 */
static void hold(void *until)
{
	int ms;

	spin_lock(&l);
	atomic_set(&holding, 1);
	for (ms = 0; ms < HOLD_MS_MAX && !atomic_read(until); ms++)
		mdelay(1);
	spin_unlock(&l);
	atomic_set(&holding, 0);
}

static int other_cpu(int me)
{
	int cpu;

	for_each_online_cpu(cpu)
		if (cpu != me)
			return cpu;
	return -1;
}

/* The other CPU holds l until *until; false if there is none */
static bool held_elsewhere(atomic_t *until)
{
	int cpu = other_cpu(smp_processor_id());

	if (cpu < 0) {
		pr_info("lockbug: bug=%s needs a second CPU\n", bug);
		return false;
	}
	smp_call_function_single(cpu, hold, until, 0);
	while (!atomic_read(&holding))
		cpu_relax();
	return true;
}

/* insmod releases the lock the other CPU holds: reported, not done */
static void owner(void)
{
	preempt_disable();
	if (held_elsewhere(&tried)) {
		spin_unlock(&l);
		pr_info("lockbug: after wrong-owner unlock, held=%d\n",
			spin_is_locked(&l));
		atomic_set(&tried, 1);
		while (atomic_read(&holding))
			cpu_relax();
		pr_info("lockbug: owner let go, held=%d\n", spin_is_locked(&l));
	}
	preempt_enable();
}

/* insmod spins for the lock the other CPU holds until the report */
static void lockup(void)
{
	preempt_disable();
	if (held_elsewhere(&l.dbg.lockups)) {
		spin_lock(&l);	/* reported once it has spun long enough */
		pr_info("lockbug: lockups reported=%d, then taken on CPU#%d\n",
			atomic_read(&l.dbg.lockups), smp_processor_id());
		spin_unlock(&l);
	}
	preempt_enable();
}

/*
 * The reader-writer semaphore's checks (kernel/locking/rwsem.c) on the
 * address space's lock: a second read take by a reader (with a writer
 * waiting between, it would never return) is reported and refused, and
 * so is a release by a task that no longer holds it; the lock still
 * works after.  count: readers in, -1 for a writer.
 */
static void rwsem(void)
{
	struct mm_struct *mm = current->mm;

	mmap_read_lock(mm);
	mmap_read_lock(mm);	/* reported, not taken */
	mmap_read_unlock(mm);	/* pairs with the refused take: skipped */
	pr_info("lockbug: after rwsem recursion, count=%ld\n",
		mm->mmap_lock.count);
	mmap_read_unlock(mm);
	mmap_read_unlock(mm);	/* no holder: reported, not done */
	pr_info("lockbug: after bad up_read, count=%ld\n",
		mm->mmap_lock.count);
	mmap_write_lock(mm);
	pr_info("lockbug: write lock taken, count=%ld\n",
		mm->mmap_lock.count);
	mmap_write_unlock(mm);
}

/* rwsem_order: who had order_sem, in turn ("A W B" with writers first) */
static struct rw_semaphore order_sem;
static char order[8];
static atomic_t a_in = ATOMIC_INIT(0), b_trying = ATOMIC_INIT(0),
	done = ATOMIC_INIT(0);

static void note_turn(char who)
{
	size_t n = strlen(order);

	order[n] = who;
	order[n + 1] = ' ';
}

/* Reader A holds it until reader B has come and had time to wait */
static int reader_a(void *unused)
{
	down_read(&order_sem);
	atomic_set(&a_in, 1);
	while (!atomic_read(&b_trying))
		msleep(1);
	msleep(50);
	note_turn('A');
	up_read(&order_sem);
	atomic_inc(&done);
	return 0;
}

/* Reader B comes once the writer waits behind A */
static int reader_b(void *unused)
{
	while (!order_sem.writers_waiting)
		msleep(1);
	atomic_set(&b_trying, 1);
	down_read(&order_sem);
	note_turn('B');
	up_read(&order_sem);
	atomic_inc(&done);
	return 0;
}

static void rwsem_order(void)
{
	init_rwsem(&order_sem);
	kthread_run(reader_a, NULL, "lockbug-a");
	while (!atomic_read(&a_in))
		msleep(1);
	kthread_run(reader_b, NULL, "lockbug-b");
	down_write(&order_sem);		/* sleeps until A lets go */
	note_turn('W');
	up_write(&order_sem);
	while (atomic_read(&done) < 2)
		msleep(1);
	pr_info("lockbug: rwsem order: %s\n", order);
}

static int __init lockbug_init(void)
{
	if (!strcmp(bug, "recursion"))
		recursion();
	else if (!strcmp(bug, "unlock"))
		unlock();
	else if (!strcmp(bug, "owner"))
		owner();
	else if (!strcmp(bug, "lockup"))
		lockup();
	else if (!strcmp(bug, "rwsem"))
		rwsem();
	else if (!strcmp(bug, "rwsem_order"))
		rwsem_order();
	else
		return -EINVAL;
	return 0;
}

static void __exit lockbug_exit(void)
{
	pr_info("lockbug: exit\n");
}

module_init(lockbug_init);
module_exit(lockbug_exit);
MODULE_LICENSE("GPL");
