// SPDX-License-Identifier: GPL-2.0
/*
 * ipc/sem.c - System V semaphores (semget(2), semop(2), semtimedop(2),
 * semctl(2)).  A set holds nsems counters; semop(2) applies an array of
 * operations all at once or not at all: while one of them cannot go
 * (a decrement below zero, a wait for zero on a counter that is not) the
 * caller sleeps, unless that operation has IPC_NOWAIT (EAGAIN), and tries
 * again whenever the set changes.  A signal ends the sleep with EINTR,
 * IPC_RMID with EIDRM, semtimedop(2)'s limit with EAGAIN.
 *
 * SEM_UNDO: each task keeps, per set, the sum of what its SEM_UNDO
 * operations did to each counter (struct sem_undo, one list for all,
 * keyed by the task's struct sem_undo_list), and the sums are undone
 * when the last task that shares them exits (exit_sem()): clone(2)'s
 * CLONE_SYSVSEM shares them (glibc's threads, and a child process
 * cloned so), and unshare(2) CLONE_SYSVSEM lets go of them (man 2
 * unshare); SETVAL and SETALL clear those sums for the counters they
 * set, as semctl(2) says.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/ipc.h"
#include "linux/jiffies.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/timekeeping.h"
#include "linux/vmalloc.h"
#include "linux/wait.h"
#include "asm/uaccess.h"

#define SEM_UNDO	0x1000	/* sem_flg */
#define GETPID		11	/* semctl(2) commands */
#define GETVAL		12
#define GETALL		13
#define GETNCNT		14
#define GETZCNT		15
#define SETVAL		16
#define SETALL		17
#define SEM_STAT	18
#define SEM_INFO	19
#define SEM_STAT_ANY	20

/* the limits of include/linux/ipc.h, and what IPC_INFO adds */
#define SEMVMX		32767
#define SEMUSZ		20	/* what IPC_INFO says of struct sem_undo */

struct sem {
	int semval, sempid;
	int ncnt, zcnt;		/* sleepers for an increase, for zero */
};

struct sem_array {
	struct kern_ipc_perm perm;	/* first: ipc/util.c's view */
	time64_t otime, ctime;
	wait_queue_head_t wait;		/* semop(2) sleepers */
	unsigned long changes;		/* bumped at each change: wakes them */
	int sleepers;			/* in sem_sleep(): the last frees a
					 * removed set */
	int nsems;
	struct sem sems[];
};

/* What tasks sharing their adjustments share (task->sysvsem): the key
 * of their entries, counted by its tasks */
struct sem_undo_list {
	atomic_t refcnt;
};

/* One task's (and those sharing its list's) adjustments to one set */
struct sem_undo {
	struct list_head list;
	struct sem_undo_list *owner;
	struct ipc_ids *ids;	/* the set's namespace's table */
	int semid;
	short adj[];
};

static LIST_HEAD(undo_list);

struct sembuf {
	u16 sem_num;
	s16 sem_op, sem_flg;
};

/* semid64_ds, i386 (asm/sembuf.h) */
struct semid64_ds {
	struct ipc64_perm sem_perm;
	u32 sem_otime, sem_otime_high, sem_ctime, sem_ctime_high;
	u32 sem_nsems, __unused3, __unused4;
};

struct seminfo {
	s32 semmap, semmni, semmns, semmnu, semmsl, semopm, semume, semusz,
	    semvmx, semaem;
};

static struct kern_ipc_perm *sem_newary(int key, int flag, long nsems);
static int sem_more_checks(struct kern_ipc_perm *p, long nsems);

/* the caller's IPC namespace's sets (ipc/namespace.c) */
static struct ipc_ids *sem_ids(void)
{
	return current_ipc_ids(IPC_SEM_IDS);
}

void sem_init_ns(struct ipc_ids *ids)
{
	ids->max = SEMMNI;
	ids->newary = sem_newary;
	ids->more_checks = sem_more_checks;
}

static struct sem_array *sem_of(struct kern_ipc_perm *p)
{
	return container_of(p, struct sem_array, perm);
}

static size_t sem_array_size(long nsems)
{
	return sizeof(struct sem_array) + (size_t)nsems * sizeof(struct sem);
}

/*
 * A set of up to a page from the slab, a bigger one (SEMMSL semaphores
 * are 512 KB) from vmalloc: each vmalloc'd area takes a page and a
 * guard page of vmalloc's space, and 32000 small sets (LTP's semget05)
 * would not fit there.
 */
static struct sem_array *sem_alloc(long nsems)
{
	size_t size = sem_array_size(nsems);

	return size <= PAGE_SIZE ? kzalloc(size, GFP_KERNEL) : vzalloc(size);
}

static void sem_free(struct sem_array *sma)
{
	if (sem_array_size(sma->nsems) <= PAGE_SIZE)
		kfree(sma);
	else
		sem_free(sma);
}

static struct kern_ipc_perm *sem_newary(int key, int flag, long nsems)
{
	struct sem_array *sma;

	if (!nsems)
		return ERR_PTR(-EINVAL);
	sma = sem_alloc(nsems);
	if (!sma)
		return ERR_PTR(-ENOMEM);
	sma->perm.key = key;
	sma->perm.mode = flag & 0777;
	sma->nsems = (int)nsems;
	sma->ctime = ktime_get_real_seconds();
	init_waitqueue_head(&sma->wait);
	return &sma->perm;
}

static int sem_more_checks(struct kern_ipc_perm *p, long nsems)
{
	return nsems > sem_of(p)->nsems ? -EINVAL : 0;
}

long ksys_semget(int key, int nsems, int flag)
{
	if (nsems < 0 || nsems > SEMMSL)
		return -EINVAL;
	return ipcget(sem_ids(), key, flag, nsems);
}

/* The set changed: every sleeper looks again */
static void sem_changed(struct sem_array *sma)
{
	sma->changes++;
	wake_up(&sma->wait);
}

/* The caller's list, made at its first SEM_UNDO (or its first clone
 * with CLONE_SYSVSEM), as Linux's get_undo_list(); NULL: no memory */
static struct sem_undo_list *undo_list_get(void)
{
	struct sem_undo_list *ulp = current->sysvsem;

	if (ulp)
		return ulp;
	ulp = kmalloc(sizeof(*ulp), GFP_KERNEL);
	if (ulp) {
		atomic_set(&ulp->refcnt, 1);
		current->sysvsem = ulp;
	}
	return ulp;
}

/* The caller's adjustments to semid, made if make says so; NULL if
 * there are none (or no memory: ENOMEM) */
static struct sem_undo *find_undo(int semid, int nsems, bool make)
{
	struct sem_undo_list *ulp;
	struct sem_undo *un;

	list_for_each_entry(un, &undo_list, list)
		if (un->owner == current->sysvsem && un->semid == semid &&
		    un->ids == sem_ids())
			return un;
	ulp = make ? undo_list_get() : NULL;
	if (!ulp)
		return NULL;
	un = kzalloc(sizeof(*un) + (size_t)nsems * sizeof(short), GFP_KERNEL);
	if (!un)
		return NULL;
	un->owner = ulp;
	un->semid = semid;
	un->ids = sem_ids();
	list_add(&un->list, &undo_list);
	return un;
}

/* SETVAL, SETALL, IPC_RMID: every process's sums for sem num (-1: all,
 * the set gone: the entries go too) */
static void clear_undos(struct sem_array *sma, int num, bool gone)
{
	struct sem_undo *un, *next;

	list_for_each_entry_safe(un, next, &undo_list, list) {
		if (un->semid != sma->perm.id || un->ids != sma->perm.ids)
			continue;
		if (gone) {
			list_del(&un->list);
			kfree(un);
		} else if (num < 0) {
			memset(un->adj, 0, (size_t)sma->nsems * sizeof(short));
		} else {
			un->adj[num] = 0;
		}
	}
}

/*
 * Can every operation go now?  0 and they are done; -EAGAIN for one that
 * would sleep but has IPC_NOWAIT; -ERANGE past SEMVMX; 1 if the caller
 * must sleep, *blocker the operation it waits on.
 */
static int try_ops(struct sem_array *sma, const struct sembuf *sops,
		   unsigned int nsops, const struct sembuf **blocker)
{
	unsigned int i;
	int v;

	for (i = 0; i < nsops; i++) {
		v = sma->sems[sops[i].sem_num].semval + sops[i].sem_op;
		if ((sops[i].sem_op < 0 && v < 0) ||
		    (!sops[i].sem_op && sma->sems[sops[i].sem_num].semval)) {
			*blocker = &sops[i];
			goto undo;
		}
		if (v > SEMVMX) {
			*blocker = NULL;
			goto undo;
		}
		sma->sems[sops[i].sem_num].semval = v;
	}
	return 0;
undo:				/* the ones done so far are taken back */
	while (i--)
		sma->sems[sops[i].sem_num].semval -= sops[i].sem_op;
	if (!*blocker)
		return -ERANGE;
	return (*blocker)->sem_flg & IPC_NOWAIT ? -EAGAIN : 1;
}

/* The operations went: who did them, when, and their SEM_UNDO sums */
static long ops_done(struct sem_array *sma, const struct sembuf *sops,
		     unsigned int nsops, struct sem_undo *un)
{
	unsigned int i;

	for (i = 0; i < nsops; i++) {
		sma->sems[sops[i].sem_num].sempid = current->tgid;
		if (un && (sops[i].sem_flg & SEM_UNDO))
			un->adj[sops[i].sem_num] -= sops[i].sem_op;
	}
	sma->otime = ktime_get_real_seconds();
	sem_changed(sma);
	return 0;
}

/* Sleep on blocker's counter until the set changes: 0, -EINTR, -EAGAIN
 * (the time ran out), -EIDRM (the set went) */
static long sem_sleep(struct sem_array *sma, const struct sembuf *blocker,
		      long *left)
{
	struct sem *s = &sma->sems[blocker->sem_num];
	unsigned long seen = sma->changes;
	int *cnt = blocker->sem_op ? &s->ncnt : &s->zcnt;
	long r;

	(*cnt)++;
	sma->sleepers++;
	r = wait_event_interruptible_timeout(sma->wait,
					     sma->changes != seen ||
					     sma->perm.deleted, *left);
	sma->sleepers--;
	(*cnt)--;
	if (sma->perm.deleted) {
		if (!sma->sleepers)
			sem_free(sma);
		return -EIDRM;
	}
	if (r < 0)
		return -EINTR;
	if (!r && sma->changes == seen)
		return -EAGAIN;
	*left = r;
	return 0;
}

/* The operations, already copied in and checked against the set */
static long do_semop(struct sem_array *sma, const struct sembuf *sops,
		     unsigned int nsops, long timeout)
{
	struct sem_undo *un = NULL;
	const struct sembuf *blocker;
	unsigned int i;
	long r;

	for (i = 0; i < nsops; i++)
		if (sops[i].sem_flg & SEM_UNDO) {
			un = find_undo(sma->perm.id, sma->nsems, true);
			if (!un)
				return -ENOMEM;
			break;
		}
	for (;;) {
		r = try_ops(sma, sops, nsops, &blocker);
		if (!r)
			return ops_done(sma, sops, nsops, un);
		if (r < 0)
			return r;
		r = sem_sleep(sma, blocker, &timeout);
		if (r)
			return r;
	}
}

/* semtimedop(2); timeout_ms < 0: none */
long ksys_semtimedop(int id, void __user *usops, unsigned int nsops,
		     long timeout_ms)
{
	struct kern_ipc_perm *p;
	struct sembuf *sops;
	unsigned int i, max = 0;
	bool alter = false;
	long r;

	if (nsops < 1 || id < 0)
		return -EINVAL;
	if (nsops > SEMOPM)
		return -E2BIG;
	sops = kmalloc_array(nsops, sizeof(*sops), GFP_KERNEL);
	if (!sops)
		return -ENOMEM;
	r = copy_from_user(sops, usops, nsops * sizeof(*sops)) ? -EFAULT : 0;
	for (i = 0; i < nsops; i++) {
		max = max(max, (unsigned int)sops[i].sem_num);
		alter |= sops[i].sem_op != 0;
	}
	p = r ? NULL : ipc_obtain(sem_ids(), id);
	if (!r && !p)
		r = -EINVAL;
	else if (!r && max >= (unsigned int)sem_of(p)->nsems)
		r = -EFBIG;
	else if (!r && ipcperms(p, alter ? S_IWUGO : S_IRUGO))
		r = -EACCES;
	if (!r)
		r = do_semop(sem_of(p), sops, nsops, timeout_ms < 0 ?
			     MAX_SCHEDULE_TIMEOUT : msecs_to_jiffies(timeout_ms));
	kfree(sops);
	return r;
}

int copy_semundo(unsigned long clone_flags, struct task_struct *p)
{
	struct sem_undo_list *ulp;

	p->sysvsem = NULL;
	if (!(clone_flags & CLONE_SYSVSEM))
		return 0;
	ulp = undo_list_get();
	if (!ulp)
		return -ENOMEM;
	atomic_inc(&ulp->refcnt);
	p->sysvsem = ulp;
	return 0;
}

/* tsk lets go of its list; the last task's sums are applied, within
 * 0..SEMVMX */
void exit_sem(struct task_struct *tsk)
{
	struct sem_undo_list *ulp = tsk->sysvsem;
	struct sem_undo *un, *next;

	tsk->sysvsem = NULL;
	if (!ulp || !atomic_dec_and_test(&ulp->refcnt))
		return;
	list_for_each_entry_safe(un, next, &undo_list, list) {
		struct kern_ipc_perm *p;
		int i;

		if (un->owner != ulp)
			continue;
		p = ipc_obtain(un->ids, un->semid);
		for (i = 0; p && i < sem_of(p)->nsems; i++) {
			struct sem *s = &sem_of(p)->sems[i];

			s->semval = clamp(s->semval + un->adj[i], 0, SEMVMX);
			if (un->adj[i])
				s->sempid = tsk->tgid;
		}
		if (p)
			sem_changed(sem_of(p));
		list_del(&un->list);
		kfree(un);
	}
	kfree(ulp);
}

static long sem_info(int cmd, void __user *buf)
{
	struct seminfo si = { SEMMNS, SEMMNI, SEMMNS, SEMMNS, SEMMSL, SEMOPM,
			      SEMOPM, SEMUSZ, SEMVMX, SEMVMX };
	int i;

	if (cmd == SEM_INFO) {	/* what is in use instead */
		si.semusz = ipc_count(sem_ids());
		si.semaem = 0;
		for (i = 0; i < SEMMNI; i++)
			if (ipc_at_index(sem_ids(), i))
				si.semaem += sem_of(sem_ids()->entries[i])->nsems;
	}
	if (copy_to_user(buf, &si, sizeof(si)))
		return -EFAULT;
	return ipc_max_index(sem_ids());
}

static long sem_stat(struct kern_ipc_perm *p, int cmd, void __user *buf)
{
	struct sem_array *sma = sem_of(p);
	struct semid64_ds ds = { 0 };

	if (cmd != SEM_STAT_ANY && ipcperms(p, S_IRUGO))
		return -EACCES;
	ipc_to_user_perm(p, &ds.sem_perm);
	ds.sem_otime = (u32)sma->otime;
	ds.sem_ctime = (u32)sma->ctime;
	ds.sem_nsems = (u32)sma->nsems;
	if (copy_to_user(buf, &ds, sizeof(ds)))
		return -EFAULT;
	return cmd == IPC_STAT ? 0 : p->id;
}

/* IPC_RMID: the set goes; its sleepers wake to EIDRM (the last of
 * them frees it, sem_sleep()) */
static void sem_destroy(struct sem_array *sma)
{
	ipc_rmid(sma->perm.ids, &sma->perm);
	clear_undos(sma, -1, true);
	if (sma->sleepers)
		wake_up(&sma->wait);
	else
		sem_free(sma);
}

/* The namespace goes, and its sets with it */
void sem_exit_ns(struct ipc_ids *ids)
{
	int i;

	for (i = 0; i < ids->max; i++)
		if (ipc_at_index(ids, i))
			sem_destroy(sem_of(ids->entries[i]));
}

static long sem_change(struct kern_ipc_perm *p, int cmd, void __user *buf)
{
	struct semid64_ds ds;

	if (cmd == IPC_SET && copy_from_user(&ds, buf, sizeof(ds)))
		return -EFAULT;
	if (!ipc_may_change(p))
		return -EPERM;
	if (cmd == IPC_RMID) {
		sem_destroy(sem_of(p));
		return 0;
	}
	ipc_set_perm(p, &ds.sem_perm);
	sem_of(p)->ctime = ktime_get_real_seconds();
	return 0;
}

/* GETALL, SETALL: every counter, as unsigned shorts */
static long sem_all(struct sem_array *sma, int cmd, u16 __user *arr)
{
	u16 *v = kmalloc_array((size_t)sma->nsems, sizeof(*v), GFP_KERNEL);
	long r = 0;
	int i;

	if (!v)
		return -ENOMEM;
	for (i = 0; cmd == GETALL && i < sma->nsems; i++)
		v[i] = (u16)sma->sems[i].semval;
	if (cmd == GETALL && copy_to_user(arr, v, sma->nsems * sizeof(*v)))
		r = -EFAULT;
	if (cmd == SETALL && copy_from_user(v, arr, sma->nsems * sizeof(*v)))
		r = -EFAULT;
	for (i = 0; !r && cmd == SETALL && i < sma->nsems; i++)
		if (v[i] > SEMVMX)
			r = -ERANGE;
	for (i = 0; !r && cmd == SETALL && i < sma->nsems; i++) {
		sma->sems[i].semval = v[i];
		sma->sems[i].sempid = current->tgid;
	}
	if (!r && cmd == SETALL) {
		clear_undos(sma, -1, false);
		sma->ctime = ktime_get_real_seconds();
		sem_changed(sma);
	}
	kfree(v);
	return r;
}

/* GETVAL, GETPID, GETNCNT, GETZCNT and SETVAL of counter num */
static long sem_one(struct sem_array *sma, int num, int cmd, int val)
{
	struct sem *s;

	if (num < 0 || num >= sma->nsems)
		return -EINVAL;
	s = &sma->sems[num];
	switch (cmd) {
	case GETVAL:
		return s->semval;
	case GETPID:
		return s->sempid;
	case GETNCNT:
		return s->ncnt;
	case GETZCNT:
		return s->zcnt;
	}
	s->semval = val;	/* SETVAL */
	s->sempid = current->tgid;
	clear_undos(sma, num, false);
	sma->ctime = ktime_get_real_seconds();
	sem_changed(sma);
	return 0;
}

/* The commands on the counters, in Linux's order of checks */
static long sem_values(int id, int num, int cmd, unsigned long arg)
{
	struct kern_ipc_perm *p;
	bool set = cmd == SETVAL || cmd == SETALL;

	if (cmd == SETVAL && (int)arg > SEMVMX)
		return -ERANGE;
	if (cmd == SETVAL && (int)arg < 0)
		return -ERANGE;
	p = ipc_obtain(sem_ids(), id);
	if (!p)
		return -EINVAL;
	if (cmd == SETVAL && (num < 0 || num >= sem_of(p)->nsems))
		return -EINVAL;
	if (ipcperms(p, set ? S_IWUGO : S_IRUGO))
		return -EACCES;
	if (cmd == GETALL || cmd == SETALL)
		return sem_all(sem_of(p), cmd, (u16 __user *)arg);
	return sem_one(sem_of(p), num, cmd, (int)arg);
}

long ksys_semctl(int id, int num, int cmd, unsigned long arg)
{
	struct kern_ipc_perm *p;

	if (id < 0)
		return -EINVAL;
	switch (cmd) {
	case IPC_INFO:
	case SEM_INFO:
		return sem_info(cmd, (void __user *)arg);
	case SEM_STAT:
	case SEM_STAT_ANY:
		p = ipc_at_index(sem_ids(), id);
		return p ? sem_stat(p, cmd, (void __user *)arg) : -EINVAL;
	case IPC_STAT:
	case IPC_SET:
	case IPC_RMID:
		p = ipc_obtain(sem_ids(), id);
		if (!p)
			return -EINVAL;
		return cmd == IPC_STAT ? sem_stat(p, cmd, (void __user *)arg) :
			sem_change(p, cmd, (void __user *)arg);
	case GETVAL:
	case GETPID:
	case GETNCNT:
	case GETZCNT:
	case GETALL:
	case SETVAL:
	case SETALL:
		return sem_values(id, num, cmd, arg);
	}
	return -EINVAL;
}

/* /proc/sysvipc/sem, Linux's columns */
size_t sysvipc_sem_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	int i;

	(void)priv;
	seq_buf_printf(&s, "       key      semid perms      nsems   uid   gid"
		       "  cuid  cgid      otime      ctime\n");
	for (i = 0; i < SEMMNI; i++) {
		struct kern_ipc_perm *p = ipc_at_index(sem_ids(), i);

		if (!p)
			continue;
		seq_buf_printf(&s, "%10d %10d  %4o %10u %5u %5u %5u %5u "
			       "%10llu %10llu\n", p->key, p->id, p->mode,
			       sem_of(p)->nsems, __kuid_val(p->uid),
			       __kgid_val(p->gid), __kuid_val(p->cuid),
			       __kgid_val(p->cgid), (u64)sem_of(p)->otime,
			       (u64)sem_of(p)->ctime);
	}
	return s.len;
}
