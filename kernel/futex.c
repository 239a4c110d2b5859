// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/futex.c - futex(2): "fast user-space locking".  A C library
 * takes an uncontended lock with one atomic instruction in user space
 * and asks the kernel only to sleep until a word changes (FUTEX_WAIT)
 * and to wake the sleepers on a word (FUTEX_WAKE); glibc's mutexes,
 * condition variables, pthread_join and semaphores are built so.
 *
 * A waiter is a struct futex_q on one queue, named by its key: the
 * address space and the user address for a private futex, and for a
 * shared one in private memory (copy-on-write pages belong to one
 * process however many map them until written); for a shared futex in
 * a MAP_SHARED page, the page itself and the offset in it, so that
 * every process mapping the page, at whatever address, names the same
 * word (futex(2): "the futex is shared between processes").  FUTEX_WAIT compares the word with the value the caller
 * saw and goes to sleep as one step - on one CPU, with interrupts
 * off - so a FUTEX_WAKE that follows a change of the word is never
 * lost (futex(2): "the check of the value and the sleep are atomic").
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/futex.h"
#include "linux/mm.h"
#include "linux/pid.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "asm/system.h"
#include "asm/uaccess.h"

struct futex_key {
	struct mm_struct *mm;		/* NULL for a MAP_SHARED page's */
	unsigned long address;		/* the user address, or the page's
					 * kernel address plus the offset */
	u32 __user *uaddr;		/* where the caller sees the word */
};

struct futex_q {
	struct list_head list;
	struct task_struct *task;
	struct futex_key key;
	u32 bitset;		/* FUTEX_WAIT_BITSET's; ~0 for FUTEX_WAIT */
	bool woken;
};

/*
 * futex_lock (Linux has one per hash bucket) covers futex_queue, each
 * waiter's key and woken, and orders a wait against a wake: the waiter
 * reads the word and queues itself under it, the waker (who changed the
 * word before its system call) wakes under it, so the waker either
 * finds the waiter queued or the waiter reads the new word.  Taken with
 * interrupts off (read_word_locked()); never held across a sleep.
 */
static DEFINE_SPINLOCK(futex_lock);
static LIST_HEAD(futex_queue);

/*
 * The key of the word at uaddr: EINVAL unless it is 4-byte aligned.
 * A shared futex's word must be mapped (EFAULT), as Linux finds its
 * page; a private one is looked at only when it is read.
 */
static int get_futex_key(u32 __user *uaddr, bool private,
			 struct futex_key *key)
{
	unsigned long address = (unsigned long)uaddr;
	u32 probe;

	u32 *pte;

	if (address % sizeof(u32))
		return -EINVAL;
	/* a word outside user space is EFAULT for every operation, the
	 * wakes too, though they never read it (Linux's get_futex_key()) */
	if (!access_ok(uaddr, sizeof(u32)))
		return -EFAULT;
	key->mm = current->mm;
	key->address = address;
	key->uaddr = uaddr;
	if (private)
		return 0;
	if (get_user_u32(&probe, uaddr))
		return -EFAULT;
	pte = user_pte_of(current->mm, address);
	if (pte && (*pte & _PAGE_SHARED) && pte_page(*pte)) {
		key->mm = NULL;
		key->address = (unsigned long)page_address(pte_page(*pte)) +
			       (address & ~PAGE_MASK);
	}
	return 0;
}

static u32 __user *key_uaddr(const struct futex_key *key)
{
	return key->uaddr;
}

/*
 * The word, read under futex_lock so that no wake comes between the
 * check and the sleep.  A fault then must not sleep (a driver's
 * vm_ops->fault may), so the page is first brought in with interrupts
 * on and no lock; with it present the second read cannot sleep.  The
 * caller has saved the flags and turned interrupts off; on return they
 * are off and futex_lock is held, whatever the read gave.
 */
static int read_word_locked(u32 *val, u32 __user *uaddr)
{
	int err;

	local_irq_enable();
	err = get_user(*val, uaddr);
	local_irq_disable();
	spin_lock(&futex_lock);
	return err ? err : get_user(*val, uaddr);
}

static bool match_key(const struct futex_key *a, const struct futex_key *b)
{
	return a->mm == b->mm && a->address == b->address;
}

/* Wake up to nr waiters on key whose bitset meets bitset; how many */
static int wake_waiters(const struct futex_key *key, int nr, u32 bitset)
{
	struct futex_q *q, *n;
	int woken = 0;

	list_for_each_entry_safe(q, n, &futex_queue, list) {
		if (woken >= nr)
			break;
		if (!match_key(&q->key, key) || !(q->bitset & bitset))
			continue;
		list_del_init(&q->list);
		q->woken = true;
		wake_up_process(q->task);
		woken++;
	}
	return woken;
}

/* Move up to nr of key's waiters to key2 (FUTEX_REQUEUE); how many */
static int requeue_waiters(const struct futex_key *key,
			   const struct futex_key *key2, int nr)
{
	struct futex_q *q;
	int moved = 0;

	list_for_each_entry(q, &futex_queue, list) {
		if (moved >= nr)
			break;
		if (match_key(&q->key, key)) {
			q->key = *key2;
			moved++;
		}
	}
	return moved;
}

/*
 * Sleep on uaddr while it holds val, for at most timeout ticks
 * (MAX_SCHEDULE_TIMEOUT: no limit).  0 when woken, EAGAIN when the word
 * differs, ETIMEDOUT, or a restart code when a signal comes first:
 * futex(2) says EINTR to a handler's caller; a wait with no time limit
 * is run again with SA_RESTART, one with a limit never (Linux's
 * restart block would resume it with the time left).
 */
static long futex_wait(const struct futex_key *key, u32 val, long timeout,
		       u32 bitset)
{
	struct futex_q q = { .task = current, .key = *key, .bitset = bitset };
	unsigned long flags;
	long ret;
	u32 cur;

	if (!bitset)
		return -EINVAL;
	local_irq_save(flags);
	if (read_word_locked(&cur, key_uaddr(key))) {
		ret = -EFAULT;
	} else if (cur != val) {
		ret = -EAGAIN;
	} else {
		list_add_tail(&q.list, &futex_queue);
		/* asleep under the lock the waker sets woken under */
		while (!q.woken && timeout && !signal_pending(current)) {
			current->state = TASK_INTERRUPTIBLE;
			spin_unlock(&futex_lock);
			timeout = schedule_timeout(timeout);
			spin_lock(&futex_lock);
		}
		if (!q.woken)
			list_del(&q.list);
		if (q.woken)
			ret = 0;
		else if (!timeout)
			ret = -ETIMEDOUT;
		else
			ret = timeout == MAX_SCHEDULE_TIMEOUT ? -ERESTARTSYS :
								-ERESTARTNOHAND;
	}
	spin_unlock_irqrestore(&futex_lock, flags);
	return ret;
}

static long futex_wake(const struct futex_key *key, int nr, u32 bitset)
{
	unsigned long flags;
	long ret;

	if (!bitset)
		return -EINVAL;
	spin_lock_irqsave(&futex_lock, flags);
	ret = wake_waiters(key, nr, bitset);
	spin_unlock_irqrestore(&futex_lock, flags);
	return ret;
}

/*
 * FUTEX_CMP_REQUEUE (cmp true: only if *uaddr still holds val3, else
 * EAGAIN) and FUTEX_REQUEUE: wake nr_wake waiters of uaddr, move up to
 * nr_requeue others to uaddr2; the number woken plus moved.
 */
static long futex_requeue(const struct futex_key *key,
			  const struct futex_key *key2, int nr_wake,
			  int nr_requeue, const u32 *cmp)
{
	unsigned long flags;
	long ret;
	u32 cur;

	if (nr_wake < 0 || nr_requeue < 0)
		return -EINVAL;
	local_irq_save(flags);
	if (!cmp)
		spin_lock(&futex_lock);
	if (cmp && read_word_locked(&cur, key_uaddr(key)))
		ret = -EFAULT;
	else if (cmp && cur != *cmp)
		ret = -EAGAIN;
	else
		ret = wake_waiters(key, nr_wake, FUTEX_BITSET_MATCH_ANY) +
		      requeue_waiters(key, key2, nr_requeue);
	spin_unlock_irqrestore(&futex_lock, flags);
	return ret;
}

/* A thread's exit with CLONE_CHILD_CLEARTID: one waiter (pthread_join),
 * as a shared futex, glibc's wait on the tid */
void futex_wake_tid(u32 __user *uaddr)
{
	struct futex_key key;

	if (!get_futex_key(uaddr, false, &key))
		futex_wake(&key, 1, FUTEX_BITSET_MATCH_ANY);
}

/*
 * The wait's time limit in ticks: FUTEX_WAIT's is relative, on the
 * monotonic clock; FUTEX_WAIT_BITSET's absolute, on the monotonic
 * clock or with FUTEX_CLOCK_REALTIME the wall clock.  A time already
 * past gives ETIMEDOUT at once (0 ticks).
 */
static long futex_timeout(int op, const struct __kernel_timespec *ts)
{
	int cmd = op & FUTEX_CMD_MASK;
	int clock = op & FUTEX_CLOCK_REALTIME ? CLOCK_REALTIME :
						CLOCK_MONOTONIC;

	if (!ts)
		return MAX_SCHEDULE_TIMEOUT;
	return timespec_timeout(clock, cmd == FUTEX_WAIT_BITSET, ts);
}

/* futex(2)'s arguments past the operation, the word and val */
struct futex_args {
	const struct __kernel_timespec *ts;	/* or nr_requeue (val2) */
	unsigned long val2;
	u32 __user *uaddr2;
	u32 val3;
};

static long do_futex(u32 __user *uaddr, int op, u32 val,
		     const struct futex_args *a)
{
	int cmd = op & FUTEX_CMD_MASK;
	bool private = op & FUTEX_PRIVATE_FLAG;
	struct futex_key key, key2;
	long timeout, ret;

	if ((op & FUTEX_CLOCK_REALTIME) &&
	    cmd != FUTEX_WAIT && cmd != FUTEX_WAIT_BITSET)
		return -ENOSYS;
	if (cmd != FUTEX_WAIT && cmd != FUTEX_WAIT_BITSET &&
	    cmd != FUTEX_WAKE && cmd != FUTEX_WAKE_BITSET &&
	    cmd != FUTEX_REQUEUE && cmd != FUTEX_CMP_REQUEUE)
		return -ENOSYS;	/* FUTEX_WAKE_OP, the priority-inheritance ones */
	timeout = futex_timeout(op, a->ts);
	if (timeout < 0)
		return timeout;
	ret = get_futex_key(uaddr, private, &key);
	if (!ret && (cmd == FUTEX_REQUEUE || cmd == FUTEX_CMP_REQUEUE))
		ret = get_futex_key(a->uaddr2, private, &key2);
	if (ret)
		return ret;
	switch (cmd) {
	case FUTEX_WAIT:
	case FUTEX_WAIT_BITSET:
		return futex_wait(&key, val, timeout,
				  cmd == FUTEX_WAIT ? FUTEX_BITSET_MATCH_ANY :
						      a->val3);
	case FUTEX_WAKE:
		return futex_wake(&key, (int)val, FUTEX_BITSET_MATCH_ANY);
	case FUTEX_WAKE_BITSET:
		return futex_wake(&key, (int)val, a->val3);
	default:
		return futex_requeue(&key, &key2, (int)val, (int)a->val2,
				     cmd == FUTEX_CMP_REQUEUE ? &a->val3 : NULL);
	}
}

static bool futex_has_timeout(int op)
{
	int cmd = op & FUTEX_CMD_MASK;

	return cmd == FUTEX_WAIT || cmd == FUTEX_WAIT_BITSET;
}

/*
 * futex(2), the i386 form: utime is a struct old_timespec32 for the
 * waits, the count nr_requeue for the requeues.
 */
long sys_futex(u32 __user *uaddr, int op, u32 val,
	       const struct old_timespec32 __user *utime,
	       u32 __user *uaddr2, u32 val3)
{
	struct futex_args a = { NULL, (unsigned long)utime, uaddr2, val3 };
	struct __kernel_timespec ts;
	struct old_timespec32 t;

	if (utime && futex_has_timeout(op)) {
		if (copy_from_user(&t, utime, sizeof(t)))
			return -EFAULT;
		ts.tv_sec = t.tv_sec;
		ts.tv_nsec = t.tv_nsec;
		a.ts = &ts;
	}
	return do_futex(uaddr, op, val, &a);
}

/* futex_time64 (Linux 5.1), which glibc 2.34+ tries first on i386 */
long sys_futex_time64(u32 __user *uaddr, int op, u32 val,
		      const struct __kernel_timespec __user *utime,
		      u32 __user *uaddr2, u32 val3)
{
	struct futex_args a = { NULL, (unsigned long)utime, uaddr2, val3 };
	struct __kernel_timespec ts;

	if (utime && futex_has_timeout(op)) {
		if (copy_from_user(&ts, utime, sizeof(ts)))
			return -EFAULT;
		a.ts = &ts;
	}
	return do_futex(uaddr, op, val, &a);
}

/*
 * futex_waitv(2) (Linux 5.16): one sleep on up to FUTEX_WAITV_MAX words,
 * each given as a struct futex_waitv - its value, its address and
 * futex2's flags, which must name the size (FUTEX_32, the only one) and
 * may say FUTEX_PRIVATE_FLAG.  A FUTEX_WAKE on any of them ends it.
 */
#define FUTEX_WAITV_MAX		128
#define FUTEX_32		2

struct futex_waitv {
	u64 val;
	u64 uaddr;
	u32 flags;
	u32 __reserved;
};

/* One waiter's queue entry: EINVAL for unknown flags, no size, a
 * reserved field set or a misaligned word (get_futex_key()) */
static int waitv_key(const struct futex_waitv *w, struct futex_q *q)
{
	if ((w->flags & ~(FUTEX_32 | FUTEX_PRIVATE_FLAG)) || w->__reserved ||
	    !(w->flags & FUTEX_32))
		return -EINVAL;
	q->task = current;
	q->bitset = FUTEX_BITSET_MATCH_ANY;
	return get_futex_key((u32 __user *)(unsigned long)w->uaddr,
			     w->flags & FUTEX_PRIVATE_FLAG, &q->key);
}

/* The first of the n entries a wake took, or -1 (futex_lock held) */
static int first_woken(const struct futex_q *qs, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (qs[i].woken)
			return (int)i;
	return -1;
}

/* Every word still holds its value: 0, -EAGAIN or -EFAULT */
static long waitv_check(const struct futex_waitv *vs,
			const struct futex_q *qs, unsigned int n)
{
	unsigned int i;
	u32 cur;

	for (i = 0; i < n; i++) {
		if (get_user(cur, key_uaddr(&qs[i].key)))
			return -EFAULT;
		if (cur != vs[i].val)
			return -EAGAIN;
	}
	return 0;
}

/*
 * futex_wait()'s sleep on n words at once: the index of the one woken,
 * -EAGAIN if a word differs from its value, -ETIMEDOUT, or -ERESTARTSYS
 * for a signal (the time limit is absolute: the call can be made again).
 */
static long futex_wait_multiple(const struct futex_waitv *vs,
				struct futex_q *qs, unsigned int n,
				long timeout)
{
	unsigned long flags;
	unsigned int i;
	long ret;

	/* first unlocked, so that the pages are brought in with interrupts
	 * on (read_word_locked()); then again under the lock */
	ret = waitv_check(vs, qs, n);
	if (ret)
		return ret;
	spin_lock_irqsave(&futex_lock, flags);
	ret = waitv_check(vs, qs, n);
	for (i = 0; !ret && i < n; i++)
		list_add_tail(&qs[i].list, &futex_queue);
	while (!ret && first_woken(qs, n) < 0 && timeout &&
	       !signal_pending(current)) {
		current->state = TASK_INTERRUPTIBLE;
		spin_unlock(&futex_lock);
		timeout = schedule_timeout(timeout);
		spin_lock(&futex_lock);
	}
	if (!ret) {
		for (i = 0; i < n; i++)
			if (!qs[i].woken)
				list_del(&qs[i].list);
		ret = first_woken(qs, n);
		if (ret < 0)
			ret = timeout ? -ERESTARTSYS : -ETIMEDOUT;
	}
	spin_unlock_irqrestore(&futex_lock, flags);
	return ret;
}

/* The time limit: none, or absolute on CLOCK_REALTIME or CLOCK_MONOTONIC
 * (EINVAL for another clock); in ticks, or -errno */
static long waitv_timeout(const struct __kernel_timespec __user *uts,
			  int clockid)
{
	struct __kernel_timespec ts;

	if (!uts)
		return MAX_SCHEDULE_TIMEOUT;
	if (clockid != CLOCK_REALTIME && clockid != CLOCK_MONOTONIC)
		return -EINVAL;
	if (copy_from_user(&ts, uts, sizeof(ts)))
		return -EFAULT;
	return timespec_timeout(clockid, true, &ts);
}

long sys_futex_waitv(const struct futex_waitv __user *waiters,
		     unsigned int nr_futexes, unsigned int flags,
		     const struct __kernel_timespec __user *timeout,
		     int clockid)
{
	struct futex_waitv *vs;
	struct futex_q *qs;
	unsigned int i;
	long ret, ticks;

	if (flags || !nr_futexes || nr_futexes > FUTEX_WAITV_MAX || !waiters)
		return -EINVAL;
	ticks = waitv_timeout(timeout, clockid);
	if (ticks < 0)
		return ticks;
	vs = kmalloc_array(nr_futexes, sizeof(*vs), GFP_KERNEL);
	qs = kcalloc(nr_futexes, sizeof(*qs), GFP_KERNEL);
	ret = vs && qs ? 0 : -ENOMEM;
	if (!ret && copy_from_user(vs, waiters, nr_futexes * sizeof(*vs)))
		ret = -EFAULT;
	for (i = 0; !ret && i < nr_futexes; i++)
		ret = waitv_key(&vs[i], &qs[i]);
	if (!ret)
		ret = futex_wait_multiple(vs, qs, nr_futexes, ticks);
	kfree(qs);
	kfree(vs);
	return ret;
}

/*
 * Robust futexes (Documentation/robust-futex-ABI in Linux's tree, and
 * set_robust_list(2)): each thread tells the kernel where its C library
 * keeps the list of mutexes it holds.  The head is three words: the
 * first entry (the head itself when empty), the offset from an entry to
 * its futex word, and the entry being locked or unlocked right now.
 */
struct robust_list {
	struct robust_list __user *next;
};

struct robust_list_head {
	struct robust_list list;
	long futex_offset;
	struct robust_list __user *list_op_pending;
};

#define ROBUST_LIST_LIMIT	2048	/* Linux's: a loop is no hang */

long sys_set_robust_list(void __user *head, size_t len)
{
	if (len != sizeof(struct robust_list_head))
		return -EINVAL;
	current->robust_list = (unsigned long)head;
	return 0;
}

/* get_robust_list(2): ESRCH for no such thread; another user's needs
 * CAP_SYS_PTRACE (Linux: ptrace_may_access(), PTRACE_MODE_READ) */
long sys_get_robust_list(int pid, void __user *__user *head_ptr,
			 size_t __user *len_ptr)
{
	struct task_struct *p = pid ? find_task_by_vpid(pid) : current;
	const struct cred *me = current_cred(), *them;
	unsigned long head;
	bool ok;

	if (!p)
		return -ESRCH;
	them = get_task_cred(p);
	ok = uid_eq(me->uid, them->uid) && uid_eq(me->uid, them->euid) &&
	     uid_eq(me->uid, them->suid);
	put_cred(them);
	if (!ok && !capable(CAP_SYS_PTRACE))
		return -EPERM;
	head = p->robust_list;
	if (put_user(sizeof(struct robust_list_head), len_ptr))
		return -EFAULT;
	return put_user((void __user *)head, head_ptr) ? -EFAULT : 0;
}

/*
 * The dying owner's word: if it still names tsk, the next owner must
 * learn the mutex's state may be inconsistent - FUTEX_OWNER_DIED, the
 * waiters bit kept, and one waiter woken (glibc's mutex lock then says
 * EOWNERDEAD).  Under futex_lock the check and the store are one step
 * for other futex calls; a thread storing to the word from user mode on
 * another CPU is not held off (Linux's cmpxchg on the word would be).
 */
static void handle_futex_death(u32 __user *uaddr, struct task_struct *tsk)
{
	unsigned long flags;
	bool wake = false;
	u32 val;

	if ((unsigned long)uaddr % sizeof(u32))
		return;
	local_irq_save(flags);
	if (!read_word_locked(&val, uaddr) &&
	    (val & FUTEX_TID_MASK) == (u32)tsk->pid &&
	    !put_user((val & FUTEX_WAITERS) | FUTEX_OWNER_DIED, uaddr))
		wake = val & FUTEX_WAITERS;
	spin_unlock_irqrestore(&futex_lock, flags);
	if (wake)
		futex_wake_tid(uaddr);
}

/* An entry's pointer (the low bit marks a priority-inheritance futex) */
static int fetch_entry(struct robust_list __user **entry,
		       struct robust_list __user *const __user *from)
{
	unsigned long p;

	if (get_user(p, (const unsigned long __user *)from))
		return -EFAULT;
	*entry = (struct robust_list __user *)(p & ~1UL);
	return 0;
}

/* At exit and exec: every robust mutex the thread still holds */
void exit_robust_list(struct task_struct *tsk)
{
	struct robust_list_head __user *head = (void __user *)tsk->robust_list;
	struct robust_list __user *entry, *pending;
	unsigned int limit = ROBUST_LIST_LIMIT;
	long offset;

	tsk->robust_list = 0;
	if (!head || fetch_entry(&entry, &head->list.next) ||
	    get_user(offset, &head->futex_offset) ||
	    fetch_entry(&pending, &head->list_op_pending))
		return;
	while (entry != &head->list && limit--) {
		struct robust_list __user *next;

		if (fetch_entry(&next, &entry->next))
			return;
		/* the pending one is released after the walk, once */
		if (entry != pending)
			handle_futex_death((u32 __user *)((char __user *)entry +
							  offset), tsk);
		entry = next;
	}
	if (pending)
		handle_futex_death((u32 __user *)((char __user *)pending +
						  offset), tsk);
}
