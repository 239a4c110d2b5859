// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sys_resource.c - the calls a C library asks about the system
 * and its limits before main(): getrlimit(2) and its two successors
 * (ugetrlimit, prlimit64), sysinfo(2), umask(2), prctl(2)'s name
 * options and getrandom(2).
 *
 * Every limit is the process's own (signal_struct.rlim, inherited by
 * fork(2)) and setrlimit(2) changes it as Linux's does.  Enforced where
 * Linux enforces them: RLIMIT_NOFILE (fs/file.c), RLIMIT_FSIZE (a write
 * or truncation past it is EFBIG and SIGXFSZ, fs/open.c), RLIMIT_NPROC
 * (fork(2) is EAGAIN for a user at it, kernel/fork.c), RLIMIT_CPU
 * (SIGXCPU, then SIGKILL: rlimit_cpu_tick()), RLIMIT_AS and RLIMIT_DATA
 * (mm/mmap.c may_expand_vm()), RLIMIT_MEMLOCK (mm/mlock.c), and
 * RLIMIT_STACK for a stack's growth (mm/mmap.c expand_stack(); the one
 * execve(2) makes is 8 MiB from the start).  The others are kept and
 * reported only: no core dumps are written (RLIMIT_CORE).
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/capability.h"
#include "linux/file.h"
#include "linux/init.h"
#include "linux/mm.h"
#include "linux/random.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "linux/rcupdate.h"
#include "asm/tsc.h"
#include "asm/uaccess.h"

struct rlimit64 {
	u64 rlim_cur, rlim_max;
};

/* Linux's fork_init(): as many tasks as an eighth of memory holds
 * kernel stacks for, half of them for one user (RLIMIT_NPROC), and as
 * many pending signals */
void __init fork_init(void)
{
	struct rlimit half;

	max_threads = (int)max(totalram_pages() / (8 * THREAD_SIZE / PAGE_SIZE),
			       20UL);	/* Linux's floor, MIN_THREADS */
	half = (struct rlimit){ (unsigned long)max_threads / 2,
				(unsigned long)max_threads / 2 };

	init_task.signal->rlim[RLIMIT_NPROC] = half;
	init_task.signal->rlim[RLIMIT_SIGPENDING] = half;
}

unsigned long rlimit(unsigned int resource)
{
	return current->signal->rlim[resource].rlim_cur;
}

/*
 * RLIMIT_CPU, as setrlimit(2) and Linux 6.1 have it: once the seconds
 * of CPU time reach the soft limit, SIGXCPU, and the soft limit goes up
 * a second (getrlimit(2) shows it), so that the signal comes again each
 * second; at the hard limit, SIGKILL.  The timer interrupt calls this
 * for the task it charged a tick (account_process_tick()); the time is
 * the task's own, which is its process's while it has one thread.
 */
void rlimit_cpu_tick(struct task_struct *tsk)
{
	struct rlimit *r = &tsk->signal->rlim[RLIMIT_CPU];
	unsigned long secs = (tsk->utime + tsk->stime) / HZ;

	if (r->rlim_cur == RLIM_INFINITY || secs < r->rlim_cur)
		return;
	if (r->rlim_max != RLIM_INFINITY && secs >= r->rlim_max) {
		send_sig(SIGKILL, tsk, 1);
		return;
	}
	send_sig(SIGXCPU, tsk, 1);
	if (r->rlim_cur < r->rlim_max)
		r->rlim_cur++;
}

/* The 64-bit value of a limit: infinity is ~0ULL */
static u64 rlim64(unsigned long v)
{
	return v == RLIM_INFINITY ? RLIM64_INFINITY : v;
}

/* The 32-bit value of a limit: infinity and anything past it ~0UL */
static unsigned long rlim32(u64 v)
{
	return v > RLIM_INFINITY ? RLIM_INFINITY : (unsigned long)v;
}

static struct rlimit64 limit_of(struct task_struct *p, unsigned int resource)
{
	const struct rlimit *r = &p->signal->rlim[resource];
	struct rlimit64 v = { rlim64(r->rlim_cur), rlim64(r->rlim_max) };

	return v;
}

/*
 * setrlimit(2)'s rules: EINVAL for soft above hard; EPERM for raising
 * the hard limit without CAP_SYS_RESOURCE, and for a descriptor limit
 * past fs.nr_open (fs/file.c sysctl_nr_open) even with it.  Lowering below descriptors
 * already open is allowed: they stay open, new ones are refused.
 */
static long set_limit(struct task_struct *p, unsigned int resource,
		      const struct rlimit64 *r)
{
	struct rlimit *old = &p->signal->rlim[resource];

	if (r->rlim_cur > r->rlim_max)
		return -EINVAL;
	if (resource == RLIMIT_NOFILE && r->rlim_max > (u64)sysctl_nr_open)
		return -EPERM;
	if (rlim32(r->rlim_max) > old->rlim_max && !capable(CAP_SYS_RESOURCE))
		return -EPERM;
	old->rlim_cur = rlim32(r->rlim_cur);
	old->rlim_max = rlim32(r->rlim_max);
	return 0;
}

/*
 * prlimit64(2): the old limit is written only if the new one is taken,
 * as Linux's.  Another process's
 * limits may be changed only with CAP_SYS_RESOURCE (Linux also lets a
 * process with the same ids; not here, the stricter rule).
 */
long sys_prlimit64(int pid, unsigned int resource,
		   const struct rlimit64 __user *new_rlim,
		   struct rlimit64 __user *old_rlim)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current;
	struct rlimit64 r, new;
	long err;

	if (resource >= RLIM_NLIMITS)
		return -EINVAL;
	if (!p)
		return -ESRCH;
	if (new_rlim && copy_from_user(&new, new_rlim, sizeof(new)))
		return -EFAULT;
	if (new_rlim && p->signal != current->signal &&
	    !capable(CAP_SYS_RESOURCE))
		return -EPERM;
	r = limit_of(p, resource);
	err = new_rlim ? set_limit(p, resource, &new) : 0;
	if (!err && old_rlim && copy_to_user(old_rlim, &r, sizeof(r)))
		return -EFAULT;
	return err;
}

/* ugetrlimit (191): 32-bit values, infinity as ~0UL */
long sys_getrlimit(unsigned int resource, struct rlimit __user *rlim)
{
	struct rlimit64 v;
	struct rlimit r;

	if (resource >= RLIM_NLIMITS)
		return -EINVAL;
	v = limit_of(current, resource);
	r.rlim_cur = rlim32(v.rlim_cur);
	r.rlim_max = rlim32(v.rlim_max);
	return copy_to_user(rlim, &r, sizeof(r)) ? -EFAULT : 0;
}

/* setrlimit (75): 32-bit values, ~0UL meaning infinity */
long sys_setrlimit(unsigned int resource, struct rlimit __user *rlim)
{
	struct rlimit r;
	struct rlimit64 new;

	if (resource >= RLIM_NLIMITS)
		return -EINVAL;
	if (copy_from_user(&r, rlim, sizeof(r)))
		return -EFAULT;
	new.rlim_cur = rlim64(r.rlim_cur);
	new.rlim_max = rlim64(r.rlim_max);
	return set_limit(current, resource, &new);
}

/* sysinfo(2), the i386 layout (mem_unit 1: every size in bytes) */
struct sysinfo {
	s32 uptime;
	u32 loads[3];
	u32 totalram, freeram, sharedram, bufferram, totalswap, freeswap;
	u16 procs, pad;
	u32 totalhigh, freehigh, mem_unit;
	char _f[8];
};

long sys_sysinfo(struct sysinfo __user *info)
{
	struct sysinfo si = { 0 };
	struct task_struct *p;

	si.uptime = (s32)(jiffies / HZ);
	si.totalram = totalram_pages() << PAGE_SHIFT;
	si.freeram = nr_free_pages() << PAGE_SHIFT;
	rcu_read_lock();	/* no task freed under the walk */
	list_for_each_entry(p, &task_list, tasks)
		si.procs++;
	rcu_read_unlock();
	si.mem_unit = 1;
	return copy_to_user(info, &si, sizeof(si)) ? -EFAULT : 0;
}

long sys_umask(int mask)
{
	struct fs_struct *fs = current->fs;	/* CLONE_FS shares it */
	int old;

	spin_lock(&fs->lock);
	old = fs->umask;
	fs->umask = mask & 0777;
	spin_unlock(&fs->lock);
	return old;
}

#define PR_SET_PDEATHSIG	1	/* prctl(2): the parent's exit's signal */
#define PR_GET_PDEATHSIG	2
#define PR_GET_DUMPABLE	3	/* get_dumpable() */
#define PR_SET_DUMPABLE	4
#define PR_SET_NAME	15	/* the thread's comm */
#define PR_GET_NAME	16
#define PR_CAPBSET_READ	23	/* is arg2 in the bounding set? */
#define PR_CAPBSET_DROP	24
#define PR_GET_TSC	25	/* may RDTSC run? (tsc_ctl.c) */
#define PR_SET_TSC	26
#define PR_GET_SECUREBITS	27
#define PR_SET_SECUREBITS	28
#define PR_SET_TIMERSLACK	29
#define PR_GET_TIMERSLACK	30
#define PR_SET_CHILD_SUBREAPER	36
#define PR_GET_CHILD_SUBREAPER	37
#define TIMER_SLACK_NS	50000	/* a task's slack at boot (prctl(2)) */

/* The timer slack prctl(2) reports: 0 stands for the boot's */
static unsigned long slack_ns(unsigned long ns)
{
	return ns ? ns : TIMER_SLACK_NS;
}

/* The prctl(2) options about the task and its process's family */
static long prctl_task(int option, unsigned long arg2)
{
	switch (option) {
	case PR_SET_PDEATHSIG:
		if (arg2 > _NSIG)
			return -EINVAL;
		current->pdeath_signal = (int)arg2;
		return 0;
	case PR_GET_PDEATHSIG:
		return put_user(current->pdeath_signal, (int __user *)arg2);
	case PR_SET_TIMERSLACK:
		/* nothing sleeps with slack here: kept and reported */
		current->timer_slack_ns = arg2 ? arg2 :
				current->default_timer_slack_ns;
		return 0;
	case PR_GET_TIMERSLACK:
		return (long)slack_ns(current->timer_slack_ns);
	case PR_SET_CHILD_SUBREAPER:
		current->signal->is_child_subreaper = arg2 != 0;
		return 0;
	case PR_GET_CHILD_SUBREAPER:
		return put_user((int)current->signal->is_child_subreaper,
				(int __user *)arg2);
	case PR_GET_TSC:
		return get_tsc_mode(arg2);
	case PR_SET_TSC:
		return set_tsc_mode(arg2);
	case PR_GET_SECUREBITS:
		return 0;
	case PR_SET_SECUREBITS:
		/* capabilities(7): CAP_SETPCAP's; no securebit is here, so
		 * only "none" is taken */
		if (!capable(CAP_SETPCAP))
			return -EPERM;
		return arg2 ? -EINVAL : 0;
	default:
		return -EINVAL;
	}
}

long sys_prctl(int option, unsigned long arg2, unsigned long arg3,
	       unsigned long arg4, unsigned long arg5)
{
	char comm[TASK_COMM_LEN];

	switch (option) {
	case PR_SET_NAME:
		if (strncpy_from_user(comm, (const char __user *)arg2,
				      sizeof(comm)) < 0)
			return -EFAULT;
		comm[sizeof(comm) - 1] = '\0';
		set_task_comm(current, comm);
		return 0;
	case PR_GET_NAME:
		return copy_to_user((char __user *)arg2, current->comm,
				    sizeof(current->comm)) ? -EFAULT : 0;
	case PR_CAPBSET_READ:
		return cap_bset_read(arg2);
	case PR_CAPBSET_DROP:
		return cap_bset_drop(arg2);
	case PR_GET_DUMPABLE:
		return current->mm ? get_dumpable(current->mm) : 0;
	case PR_SET_DUMPABLE:
		/* only "no" or "its user's" (prctl(2): EINVAL otherwise) */
		if (arg2 != SUID_DUMP_DISABLE && arg2 != SUID_DUMP_USER)
			return -EINVAL;
		if (current->mm)
			set_dumpable(current->mm, (int)arg2);
		return 0;
	default:
		return prctl_task(option, arg2);
	}
}

#define GRND_NONBLOCK	0x0001
#define GRND_RANDOM	0x0002
#define GRND_INSECURE	0x0004

/* getrandom(2): the kernel's generator (lib/random32.c), never blocking */
long sys_getrandom(char __user *buf, size_t count, unsigned int flags)
{
	u8 chunk[64];
	size_t done = 0, n;

	if (flags & ~(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE) ||
	    (flags & GRND_INSECURE && flags & GRND_RANDOM))
		return -EINVAL;
	if (count > INT_MAX)
		count = INT_MAX;
	while (done < count) {
		n = min(count - done, sizeof(chunk));
		get_random_bytes(chunk, n);
		if (copy_to_user(buf + done, chunk, n))
			return done ? (long)done : -EFAULT;
		done += n;
	}
	return (long)done;
}
