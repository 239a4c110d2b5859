// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sys.c - the small system calls about the process and the system:
 * its ids (everyone is root, uid 0), process groups and sessions,
 * uname(2), reboot(2), and the answer to a call oops386 lacks.
 */
#include "linux/kernel.h"
#include "linux/reboot.h"
#include "linux/resource.h"
#include "linux/sched/signal.h"
#include "linux/sched.h"
#include "linux/utsname.h"
#include "linux/syscalls.h"
#include "linux/tty.h"
#include "linux/version.h"
#include "asm/ptrace.h"
#include "asm/uaccess.h"
#include "asm/unistd.h"

/* reboot(2): the magic numbers and commands, Linux's */
#define LINUX_REBOOT_MAGIC1		0xfee1dead
#define LINUX_REBOOT_MAGIC2		672274793
#define LINUX_REBOOT_MAGIC2A		85072278
#define LINUX_REBOOT_MAGIC2B		369367448
#define LINUX_REBOOT_MAGIC2C		537993216
#define LINUX_REBOOT_CMD_RESTART	0x01234567
#define LINUX_REBOOT_CMD_HALT		0xcdef0123
#define LINUX_REBOOT_CMD_POWER_OFF	0x4321fedc
#define LINUX_REBOOT_CMD_CAD_ON		0x89abcdef
#define LINUX_REBOOT_CMD_CAD_OFF	0x00000000

struct task_struct *find_task_by_pid(int pid)
{
	struct task_struct *p;

	list_for_each_entry(p, &task_list, tasks)
		if (p->pid == pid && p->state != TASK_ZOMBIE)
			return p;
	return NULL;
}

/* A missing call is logged once per number: `dmesg` shows what to add */
long sys_ni_syscall(void)
{
	static unsigned long logged[(NR_syscalls + 1 + 31) / 32];
	long nr = task_pt_regs(current)->orig_eax;
	unsigned long slot = nr >= 0 && nr < NR_syscalls ? nr : NR_syscalls;

	if (!(logged[slot / 32] & (1UL << (slot % 32)))) {
		logged[slot / 32] |= 1UL << (slot % 32);
		printk(KERN_INFO "%s[%d]: unknown system call %ld\n",
		       current->comm, current->pid, nr);
	}
	return -ENOSYS;
}

/* The process's id: its thread group's, the leader's pid */
long sys_getpid(void)
{
	return current->tgid;
}

/* The calling thread's own id (gettid(2)) */
long sys_gettid(void)
{
	return current->pid;
}

/* The process that waits for this one, whichever thread asks */
long sys_getppid(void)
{
	struct task_struct *parent = current->group_leader->parent;

	return parent ? parent->tgid : 0;
}

/* getuid, geteuid, getgid, getegid and their 32-bit twins: root */
long sys_getuid(void)
{
	return 0;
}

/* getgroups(2) and getgroups32: root is in no supplementary group */
long sys_getgroups(int size, u32 __user *list)
{
	return size < 0 ? -EINVAL : 0;
}

/* set_tid_address(2): the word zeroed and woken at exit (mm_release()) */
long sys_set_tid_address(int __user *tidptr)
{
	current->clear_child_tid = (unsigned long)tidptr;
	return current->pid;
}

/* A process group of this session exists with id pgid */
static bool pgrp_in_session(int pgid, int session)
{
	struct task_struct *p;

	list_for_each_entry(p, &task_list, tasks)
		if (p->mm && p->pgrp == pgid && p->session == session)
			return true;
	return false;
}

/*
 * setpgid(2), with its refusals in Linux's order: EINVAL for a negative
 * group; ESRCH unless pid is the caller or its child; for a child, EPERM
 * in another session and EACCES once it has called execve; EPERM for a
 * session leader, and for a group that is not the process's own and
 * does not exist in its session.  Every thread of the process moves.
 */
long sys_setpgid(int pid, int pgid)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current, *t;

	if (pgid < 0)
		return -EINVAL;
	if (p)
		p = p->group_leader;
	if (!p || !p->mm || (p->tgid != current->tgid &&
			     (!p->parent || p->parent->tgid != current->tgid)))
		return -ESRCH;
	if (p->tgid != current->tgid) {
		if (p->session != current->session)
			return -EPERM;
		if (p->did_exec)
			return -EACCES;
	}
	pgid = pgid ? pgid : p->tgid;
	if (p->session == p->tgid ||
	    (pgid != p->tgid && !pgrp_in_session(pgid, current->session)))
		return -EPERM;
	for_each_thread(p, t)
		t->pgrp = pgid;
	return 0;
}

long sys_getpgid(int pid)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current;

	return p && p->mm ? p->pgrp : -ESRCH;
}

long sys_getpgrp(void)
{
	return current->pgrp;
}

long sys_getsid(int pid)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current;

	return p && p->mm ? p->session : -ESRCH;
}

/* setsid(2): EPERM while a process group has the caller's id (it
 * leads one); every thread of the process moves */
long sys_setsid(void)
{
	struct task_struct *t;
	int id = current->tgid;

	list_for_each_entry(t, &task_list, tasks)
		if (t->mm && t->pgrp == id)
			return -EPERM;
	for_each_thread(current, t)
		t->pgrp = t->session = id;
	tty_setsid(current);
	return id;
}

/*
 * The ticks p has run, in user and kernel mode: its own (RUSAGE_THREAD),
 * its process's - live threads and those gone - (RUSAGE_SELF), its
 * waited-for children's (RUSAGE_CHILDREN), or both (RUSAGE_BOTH).
 */
void task_times(struct task_struct *p, int who, unsigned long *utime,
		unsigned long *stime)
{
	struct signal_struct *sig = p->signal;
	struct task_struct *t;
	unsigned long flags;

	*utime = *stime = 0;
	local_irq_save(flags);
	if (who == RUSAGE_THREAD) {
		*utime = p->utime;
		*stime = p->stime;
	}
	if (who == RUSAGE_SELF || who == RUSAGE_BOTH) {
		*utime = sig->utime;
		*stime = sig->stime;
		for_each_thread(p, t) {
			*utime += t->utime;
			*stime += t->stime;
		}
	}
	if (who == RUSAGE_CHILDREN || who == RUSAGE_BOTH) {
		*utime += sig->cutime;
		*stime += sig->cstime;
	}
	local_irq_restore(flags);
}

static struct old_timeval32 ticks_to_timeval(unsigned long ticks)
{
	struct old_timeval32 tv = { (s32)(ticks / HZ),
				    (s32)(ticks % HZ * (USEC_PER_SEC / HZ)) };

	return tv;
}

/* The times of struct rusage; the other counts are not kept: 0 */
int put_rusage(struct task_struct *p, int who, struct rusage __user *ru)
{
	struct rusage r = { 0 };
	unsigned long utime, stime;

	task_times(p, who, &utime, &stime);
	r.ru_utime = ticks_to_timeval(utime);
	r.ru_stime = ticks_to_timeval(stime);
	return copy_to_user(ru, &r, sizeof(r)) ? -EFAULT : 0;
}

long sys_getrusage(int who, struct rusage __user *ru)
{
	if (who != RUSAGE_SELF && who != RUSAGE_CHILDREN &&
	    who != RUSAGE_THREAD)
		return -EINVAL;
	return put_rusage(current, who, ru);
}

/* times(2): clock ticks of USER_HZ, which is HZ here (100) */
struct tms {
	s32 tms_utime, tms_stime, tms_cutime, tms_cstime;
};

/* The process's times and its children's; returns ticks since boot */
long sys_times(struct tms __user *buf)
{
	unsigned long utime, stime, cutime, cstime;
	struct tms t;

	task_times(current, RUSAGE_SELF, &utime, &stime);
	task_times(current, RUSAGE_CHILDREN, &cutime, &cstime);
	t = (struct tms){ (s32)utime, (s32)stime, (s32)cutime, (s32)cstime };
	if (buf && copy_to_user(buf, &t, sizeof(t)))
		return -EFAULT;
	return (long)jiffies;
}

long sys_uname(struct new_utsname __user *name)
{
	return copy_to_user(name, utsname(), sizeof(*name)) ? -EFAULT : 0;
}

static bool reboot_magic_ok(unsigned int magic1, unsigned int magic2)
{
	return magic1 == LINUX_REBOOT_MAGIC1 &&
	       (magic2 == LINUX_REBOOT_MAGIC2 ||
		magic2 == LINUX_REBOOT_MAGIC2A ||
		magic2 == LINUX_REBOOT_MAGIC2B ||
		magic2 == LINUX_REBOOT_MAGIC2C);
}

long sys_reboot(unsigned int magic1, unsigned int magic2, unsigned int cmd)
{
	if (!reboot_magic_ok(magic1, magic2))
		return -EINVAL;
	switch (cmd) {
	case LINUX_REBOOT_CMD_RESTART:
		printk(KERN_EMERG "Restarting system.\n");
		machine_restart();
	case LINUX_REBOOT_CMD_HALT:
	case LINUX_REBOOT_CMD_POWER_OFF:
		printk(KERN_EMERG "Power down.\n");
		machine_power_off();
	case LINUX_REBOOT_CMD_CAD_ON:
	case LINUX_REBOOT_CMD_CAD_OFF:
		return 0;
	default:
		return -EINVAL;
	}
}
