// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sys_resource.c - the calls a C library asks about the system
 * and its limits before main(): getrlimit(2) and its two successors
 * (ugetrlimit, prlimit64), sysinfo(2), umask(2), prctl(2)'s name
 * options, set_robust_list(2) and getrandom(2).
 *
 * Limits are the system's, not the process's: every process may use
 * what oops386 has (NR_OPEN descriptors, the user stack), so they are
 * reported, and a change is refused with EPERM rather than pretended.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/random.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

/* getrlimit(2) resources, Linux's numbers (asm-generic/resource.h) */
#define RLIMIT_STACK	3
#define RLIMIT_NOFILE	7
#define RLIM_NLIMITS	16
#define RLIM_INFINITY	(~0UL)
#define RLIM64_INFINITY	(~0ULL)

struct rlimit {
	unsigned long rlim_cur, rlim_max;
};

struct rlimit64 {
	u64 rlim_cur, rlim_max;
};

static u64 limit_of(unsigned int resource)
{
	switch (resource) {
	case RLIMIT_STACK:
		return USER_STACK_PAGES * PAGE_SIZE;
	case RLIMIT_NOFILE:
		return NR_OPEN;
	default:
		return RLIM64_INFINITY;
	}
}

long sys_prlimit64(int pid, unsigned int resource,
		   const struct rlimit64 __user *new_rlim,
		   struct rlimit64 __user *old_rlim)
{
	struct rlimit64 r;

	if (resource >= RLIM_NLIMITS)
		return -EINVAL;
	if (pid && !find_task_by_pid(pid))
		return -ESRCH;
	if (new_rlim)
		return -EPERM;
	r.rlim_cur = r.rlim_max = limit_of(resource);
	return old_rlim && copy_to_user(old_rlim, &r, sizeof(r)) ? -EFAULT : 0;
}

/* ugetrlimit (191): 32-bit values, infinity as ~0UL */
long sys_getrlimit(unsigned int resource, struct rlimit __user *rlim)
{
	u64 v;
	struct rlimit r;

	if (resource >= RLIM_NLIMITS)
		return -EINVAL;
	v = limit_of(resource);
	r.rlim_cur = r.rlim_max = v > RLIM_INFINITY ? RLIM_INFINITY : v;
	return copy_to_user(rlim, &r, sizeof(r)) ? -EFAULT : 0;
}

long sys_setrlimit(unsigned int resource, struct rlimit __user *rlim)
{
	return resource >= RLIM_NLIMITS ? -EINVAL : -EPERM;
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
	si.totalram = totalram_pages << PAGE_SHIFT;
	si.freeram = nr_free_pages() << PAGE_SHIFT;
	list_for_each_entry(p, &task_list, tasks)
		si.procs++;
	si.mem_unit = 1;
	return copy_to_user(info, &si, sizeof(si)) ? -EFAULT : 0;
}

long sys_umask(int mask)
{
	int old = current->umask;

	current->umask = mask & 0777;
	return old;
}

#define PR_SET_NAME	15	/* prctl(2): the thread's comm */
#define PR_GET_NAME	16
#define PR_CAPBSET_READ	23	/* is arg2 in the bounding set? */

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
		strlcpy(current->comm, comm, sizeof(current->comm));
		return 0;
	case PR_GET_NAME:
		return copy_to_user((char __user *)arg2, current->comm,
				    sizeof(current->comm)) ? -EFAULT : 0;
	case PR_CAPBSET_READ:
		return cap_bset_read(arg2);
	default:
		return -EINVAL;
	}
}

/*
 * set_robust_list(2): where the thread keeps the futexes it holds, for
 * the kernel to release when it dies.  Robust futexes are not released
 * here, so the head is only checked (the i386 head is 12 bytes).
 */
long sys_set_robust_list(void __user *head, size_t len)
{
	return len == 12 ? 0 : -EINVAL;
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
