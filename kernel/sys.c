// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sys.c - the small system calls about the process and the system:
 * its ids (credentials(7), on linux/cred.h), process groups and sessions,
 * uname(2), reboot(2), priorities (setpriority(2), nice(2)), the calls
 * for what only root may manage that this kernel does not have (process
 * accounting, swap, a root to pivot to), and the answer to a call
 * oops386 lacks.
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/personality.h"
#include "linux/capability.h"
#include "linux/cpumask.h"
#include "linux/cred.h"
#include "linux/fs.h"
#include "linux/reboot.h"
#include "linux/resource.h"
#include "linux/sched/signal.h"
#include "linux/sched.h"
#include "linux/stat.h"
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

/*
 * The task list is walked with preemption off (rcu_read_lock(),
 * linux/sched/signal.h): a walker switched away in mid-list could come
 * back to a task released meanwhile (release_task()) and follow its
 * freed links.
 */
struct task_struct *find_task_by_pid(int pid)
{
	struct task_struct *p, *found = NULL;

	pid = pid_vnr_to_nr(pid);	/* the caller's number of it */
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks)
		if (p->pid == pid && p->state != TASK_ZOMBIE) {
			found = p;
			break;
		}
	rcu_read_unlock();
	return found;
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
	return task_tgid_vnr(current);
}

/* The calling thread's own id (gettid(2)) */
long sys_gettid(void)
{
	return task_pid_vnr(current);
}

/* The process that waits for this one, whichever thread asks; under
 * tasklist_lock, as the parent may exit and hand it on meanwhile
 * (reparent_children()): this call runs without the big kernel lock */
long sys_getppid(void)
{
	struct task_struct *parent;
	unsigned long flags;
	long ppid;

	read_lock_irqsave(&tasklist_lock, flags);
	parent = current->group_leader->parent;
	/* 0 for a PID namespace's pid 1: its parent is outside */
	ppid = parent ? task_tgid_vnr(parent) : 0;
	read_unlock_irqrestore(&tasklist_lock, flags);
	return ppid;
}

/* set_tid_address(2): the word zeroed and woken at exit (mm_release()) */
long sys_set_tid_address(int __user *tidptr)
{
	current->clear_child_tid = (unsigned long)tidptr;
	return task_pid_vnr(current);
}

/*
 * Whether a process group with id pgid exists, in session (any session
 * when it is -1).  A zombie still belongs to its group until it is
 * reaped, as on Linux: the first program of a pipeline may have exited
 * before the shell puts the next one in its group (setpgid(2) of the
 * second then joins the group, not EPERM).  Kernel threads are in group
 * 0, which no process asks about.
 */
static bool pgrp_exists(int pgid, int session)
{
	struct task_struct *p;
	bool found = false;

	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks)
		if (p->pgrp == pgid &&
		    (session < 0 || p->session == session)) {
			found = true;
			break;
		}
	rcu_read_unlock();
	return found;
}

/*
 * setpgid(2), with its refusals in Linux's order: EINVAL for a negative
 * group; ESRCH unless pid is the caller or its child; for a child, EPERM
 * in another session and EACCES once it has called execve; EPERM for a
 * session leader, and for a group that is not the process's own and
 * does not exist in its session.  Every thread of the process moves.
 */
static long set_pgid(int pid, int pgid)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current, *t;

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
	pgid = pgid ? pid_vnr_to_nr(pgid) : p->tgid;
	if (p->session == p->tgid ||
	    (pgid != p->tgid && !pgrp_exists(pgid, current->session)))
		return -EPERM;
	for_each_thread(p, t)
		t->pgrp = pgid;
	return 0;
}

/* The task found is used inside rcu_read_lock(): not released meanwhile */
long sys_setpgid(int pid, int pgid)
{
	long err;

	if (pgid < 0)
		return -EINVAL;
	rcu_read_lock();
	err = set_pgid(pid, pgid);
	rcu_read_unlock();
	return err;
}

/* getpgid(2), getsid(2): pid's (0: the caller's) group or session */
static long ids_of(int pid, bool session)
{
	struct task_struct *p;
	long id;

	rcu_read_lock();
	p = pid ? find_task_by_pid(pid) : current;
	id = !p || !p->mm ? -ESRCH : session ? p->session : p->pgrp;
	rcu_read_unlock();
	return id < 0 ? id : pid_nr_to_vnr(id);
}

long sys_getpgid(int pid)
{
	return ids_of(pid, false);
}

long sys_getpgrp(void)
{
	return pid_nr_to_vnr(current->pgrp);
}

long sys_getsid(int pid)
{
	return ids_of(pid, true);
}

/* setsid(2): EPERM while a process group has the caller's id (it
 * leads one); every thread of the process moves */
long sys_setsid(void)
{
	struct task_struct *t;
	int id = current->tgid;
	bool leads;

	rcu_read_lock();
	leads = pgrp_exists(id, -1);
	if (!leads)
		for_each_thread(current, t)
			t->pgrp = t->session = id;
	rcu_read_unlock();
	if (leads)
		return -EPERM;
	tty_setsid(current);
	return task_tgid_vnr(current);
}

/*
 * The ticks p has run, in user and kernel mode: its own (RUSAGE_THREAD),
 * its process's - live threads and those gone - (RUSAGE_SELF), its
 * waited-for children's (RUSAGE_CHILDREN), or both (RUSAGE_BOTH).
 */
void task_times(struct task_struct *p, int who, unsigned long *utime,
		unsigned long *stime)
{
	unsigned long flags;

	/* the thread list, which release_task() changes under it */
	read_lock_irqsave(&tasklist_lock, flags);
	task_times_locked(p, who, utime, stime);
	read_unlock_irqrestore(&tasklist_lock, flags);
}

/* The same, tasklist_lock held.  The sums kept in sig are added under
 * the group's siglock (account_exit(), reap()) and read here word by
 * word: each is the sum before or after an exit, never half of one */
void task_times_locked(struct task_struct *p, int who,
		       unsigned long *utime, unsigned long *stime)
{
	struct signal_struct *sig = p->signal;
	struct task_struct *t;

	*utime = *stime = 0;
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
}

static struct old_timeval32 ticks_to_timeval(unsigned long ticks)
{
	struct old_timeval32 tv = { (s32)(ticks / HZ),
				    (s32)(ticks % HZ * (USEC_PER_SEC / HZ)) };

	return tv;
}

/* The times of struct rusage; the other counts are not kept: 0 */
void fill_rusage(struct task_struct *p, int who, struct rusage *r)
{
	unsigned long utime, stime;

	memset(r, 0, sizeof(*r));
	task_times(p, who, &utime, &stime);
	r->ru_utime = ticks_to_timeval(utime);
	r->ru_stime = ticks_to_timeval(stime);
}

long sys_getrusage(int who, struct rusage __user *ru)
{
	struct rusage r;

	if (who != RUSAGE_SELF && who != RUSAGE_CHILDREN &&
	    who != RUSAGE_THREAD)
		return -EINVAL;
	fill_rusage(current, who, &r);
	return copy_to_user(ru, &r, sizeof(r)) ? -EFAULT : 0;
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

/*
 * personality(2)'s UNAME26 asks for a 2.6 release, for programs that
 * cannot parse 3.0 and later.  Linux 4.0 on answers 2.6.(60 + its
 * patchlevel) followed by what comes after the release's numbers:
 * Debian's 6.1.0-50-686 reads 2.6.61-50-686, this kernel's
 * 6.1.0-oops386 2.6.61-oops386.  The rest of the field stays zero, as
 * the release's was (uname(2) leaks no bytes, LTP's uname04).  A 2.x
 * release (make UTS_RELEASE=2.5.38-oops386) is already one they parse.
 */
static void uname26(char release[__NEW_UTS_LEN + 1])
{
	char buf[__NEW_UTS_LEN + 1] = "";

	if (!strncmp(release, "2.", 2))
		return;
	snprintf(buf, sizeof(buf), "2.6.%d%s", LINUX_VERSION_PATCHLEVEL + 60,
		 release + strspn(release, "0123456789."));
	memcpy(release, buf, sizeof(buf));
}

long sys_uname(struct new_utsname __user *name)
{
	struct new_utsname u = *utsname();

	if (current->personality & UNAME26)
		uname26(u.release);
	return copy_to_user(name, &u, sizeof(u)) ? -EFAULT : 0;
}

/*
 * sethostname(2), setdomainname(2): CAP_SYS_ADMIN over the UTS
 * namespace (its owner's, user_namespaces(7): EPERM), then at most
 * __NEW_UTS_LEN bytes (EINVAL), not necessarily NUL-terminated; the
 * name is replaced whole, or not at all (EFAULT).
 */
static long set_uts_name(char *field, const char __user *name, int len)
{
	char tmp[__NEW_UTS_LEN];

	if (!ns_capable(current_nsproxy()->uts_ns->ns.user_ns, CAP_SYS_ADMIN))
		return -EPERM;
	if (len < 0 || len > __NEW_UTS_LEN)
		return -EINVAL;
	if (copy_from_user(tmp, name, len))
		return -EFAULT;
	memcpy(field, tmp, len);
	memset(field + len, 0, __NEW_UTS_LEN + 1 - len);
	return 0;
}

long sys_sethostname(const char __user *name, int len)
{
	return set_uts_name(utsname()->nodename, name, len);
}

long sys_setdomainname(const char __user *name, int len)
{
	return set_uts_name(utsname()->domainname, name, len);
}

/*
 * kexec_load(2): CAP_SYS_BOOT first (EPERM).  This kernel cannot start
 * another, so root too is refused with EPERM - Linux's answer once
 * kernel.kexec_load_disabled is set.
 */
long sys_kexec_load(unsigned long entry, unsigned long nr_segments,
		    const void __user *segments, unsigned long flags)
{
	(void)entry, (void)nr_segments, (void)segments, (void)flags;
	return -EPERM;
}

static bool reboot_magic_ok(unsigned int magic1, unsigned int magic2)
{
	return magic1 == LINUX_REBOOT_MAGIC1 &&
	       (magic2 == LINUX_REBOOT_MAGIC2 ||
		magic2 == LINUX_REBOOT_MAGIC2A ||
		magic2 == LINUX_REBOOT_MAGIC2B ||
		magic2 == LINUX_REBOOT_MAGIC2C);
}

/* reboot(2): CAP_SYS_BOOT is asked before the magic numbers are read */
long sys_reboot(unsigned int magic1, unsigned int magic2, unsigned int cmd)
{
	if (!capable(CAP_SYS_BOOT))
		return -EPERM;
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

/*
 * The ids of credentials(7).  Each set*id call changes a subset of a
 * family's four ids - real, effective, saved, file-system - of the uid
 * family or of the gid family, under the same rules for both; -1 leaves
 * an id as it is.  CAP_SETUID (CAP_SETGID) may set any value; without
 * it a new id must be one the process already holds (setresuid(2)).
 */
enum { ID_REAL, ID_EFF, ID_SAVED, ID_FS, NR_IDS };

/* The four ids of one family of c, in the order above */
static u32 *cred_id(struct cred *c, bool gid, int which)
{
	u32 *uids[NR_IDS] = { &c->uid.val, &c->euid.val, &c->suid.val,
			      &c->fsuid.val };
	u32 *gids[NR_IDS] = { &c->gid.val, &c->egid.val, &c->sgid.val,
			      &c->fsgid.val };

	return gid ? gids[which] : uids[which];
}

/* The capability is the caller's user namespace's (user_namespaces(7)) */
static bool may_setid(bool gid)
{
	return ns_capable(current_user_ns(), gid ? CAP_SETGID : CAP_SETUID);
}

/* The kernel's ids of the caller's namespace's ids[0..n) (-1 stays:
 * "unchanged"): 0, or -EINVAL for an id the namespace has no mapping
 * of (setuid(2)) */
static int ids_in(bool gid, u32 *ids, int n)
{
	struct user_namespace *ns = current_user_ns();
	int i;

	for (i = 0; i < n; i++) {
		if (ids[i] == (u32)-1)
			continue;
		ids[i] = gid ? __kgid_val(make_kgid(ns, ids[i])) :
			       __kuid_val(make_kuid(ns, ids[i]));
		if (ids[i] == (u32)-1)
			return -EINVAL;
	}
	return 0;
}

/* A kernel id as the caller's namespace shows it: 65534 if unmapped */
static u32 id_out(bool gid, u32 id)
{
	struct user_namespace *ns = current_user_ns();

	return gid ? from_kgid_munged(ns, KGIDT_INIT(id)) :
		     from_kuid_munged(ns, KUIDT_INIT(id));
}

/* id is -1, or one of the real, effective and saved ids of old */
static bool id_held(const struct cred *old, bool gid, u32 id)
{
	struct cred *c = (struct cred *)old;

	return id == (u32)-1 || id == *cred_id(c, gid, ID_REAL) ||
	       id == *cred_id(c, gid, ID_EFF) ||
	       id == *cred_id(c, gid, ID_SAVED);
}

/* Swap in new, whose ids were set from old: the capability rules of a
 * uid change first (kernel/cred.c) */
static long commit_ids(struct cred *new, bool gid)
{
	if (!gid)
		cred_fix_setuid(new, current_cred());
	return commit_creds(new);
}

/* Set the ids of ids[] that are not -1 (real, effective, saved); the
 * file-system id follows the effective one */
static long set_ids(bool gid, const u32 ids[3])
{
	struct cred *new = prepare_creds();
	int i;

	if (!new)
		return -ENOMEM;
	for (i = ID_REAL; i <= ID_SAVED; i++)
		if (ids[i] != (u32)-1)
			*cred_id(new, gid, i) = ids[i];
	*cred_id(new, gid, ID_FS) = *cred_id(new, gid, ID_EFF);
	return commit_ids(new, gid);
}

/* setresuid(2), setresgid(2) */
static long do_setresid(bool gid, u32 r, u32 e, u32 s)
{
	const struct cred *old = current_cred();
	u32 ids[3] = { r, e, s };

	if (ids_in(gid, ids, 3))
		return -EINVAL;
	r = ids[ID_REAL];
	e = ids[ID_EFF];
	s = ids[ID_SAVED];
	if (!may_setid(gid) && (!id_held(old, gid, r) ||
				!id_held(old, gid, e) || !id_held(old, gid, s)))
		return -EPERM;
	return set_ids(gid, ids);
}

/*
 * setreuid(2), setregid(2): without the capability the real id may be
 * set to the real or effective one, the effective id to any of the
 * three.  The saved id becomes the new effective id when the real id is
 * set, or the effective id set to other than the old real id.
 */
static long do_setreid(bool gid, u32 r, u32 e)
{
	struct cred *old = (struct cred *)current_cred();
	u32 old_r = *cred_id(old, gid, ID_REAL);
	u32 ids[3] = { r, e, -1 };

	if (ids_in(gid, ids, 2))
		return -EINVAL;
	r = ids[ID_REAL];
	e = ids[ID_EFF];
	if (!may_setid(gid) &&
	    ((r != (u32)-1 && r != old_r && r != *cred_id(old, gid, ID_EFF)) ||
	     !id_held(old, gid, e)))
		return -EPERM;
	if (r != (u32)-1 || (e != (u32)-1 && e != old_r))
		ids[ID_SAVED] = e != (u32)-1 ? e : *cred_id(old, gid, ID_EFF);
	return set_ids(gid, ids);
}

/*
 * setuid(2), setgid(2): with the capability all three ids, else only the
 * effective one, and only to the real or saved id.  -1 is no id (EINVAL).
 */
static long do_setid(bool gid, u32 id)
{
	struct cred *old = (struct cred *)current_cred();
	u32 ids[3] = { -1, id, -1 };

	if (id == (u32)-1 || ids_in(gid, &id, 1))
		return -EINVAL;
	ids[ID_EFF] = id;
	if (may_setid(gid))
		ids[ID_REAL] = ids[ID_SAVED] = id;
	else if (id != *cred_id(old, gid, ID_REAL) &&
		 id != *cred_id(old, gid, ID_SAVED))
		return -EPERM;
	return set_ids(gid, ids);
}

/*
 * setfsuid(2), setfsgid(2): always return the old file-system id; set it
 * if the capability allows, or if id is the real, effective, saved or
 * file-system id already.  No errno, by the man page's design.
 */
static long do_setfsid(bool gid, u32 id)
{
	struct cred *old = (struct cred *)current_cred();
	u32 old_fs = *cred_id(old, gid, ID_FS);
	struct cred *new;

	if (ids_in(gid, &id, 1) || id == (u32)-1 || id == old_fs ||
	    (!id_held(old, gid, id) && !may_setid(gid)))
		return id_out(gid, old_fs);
	new = prepare_creds();
	if (!new)
		return id_out(gid, old_fs);
	*cred_id(new, gid, ID_FS) = id;
	if (!gid)
		cred_fix_setfsuid(new, old);
	commit_creds(new);
	return id_out(gid, old_fs);
}

/* getresuid(2), getresgid(2): width 4, or 2 for the 16-bit calls (an id
 * beyond 65535 is shown as OVERFLOW_ID) */
long getresid_to_user(bool gid, void __user *const ptrs[3], size_t width)
{
	struct cred *c = (struct cred *)current_cred();
	int i;

	for (i = ID_REAL; i <= ID_SAVED; i++) {
		u32 id32 = id_out(gid, *cred_id(c, gid, i));
		u16 id16 = id32 > 0xffff ? OVERFLOW_ID : id32;
		const void *from = width == sizeof(u16) ? (void *)&id16 : &id32;

		if (copy_to_user(ptrs[i], from, width))
			return -EFAULT;
	}
	return 0;
}

long sys_getuid(void)
{
	return id_out(false, __kuid_val(current_uid()));
}

long sys_geteuid(void)
{
	return id_out(false, __kuid_val(current_euid()));
}

long sys_getgid(void)
{
	return id_out(true, __kgid_val(current_gid()));
}

long sys_getegid(void)
{
	return id_out(true, __kgid_val(current_egid()));
}

long sys_setuid(uid_t uid)
{
	return do_setid(false, uid);
}

long sys_setgid(gid_t gid)
{
	return do_setid(true, gid);
}

long sys_setreuid(uid_t ruid, uid_t euid)
{
	return do_setreid(false, ruid, euid);
}

long sys_setregid(gid_t rgid, gid_t egid)
{
	return do_setreid(true, rgid, egid);
}

long sys_setresuid(uid_t ruid, uid_t euid, uid_t suid)
{
	return do_setresid(false, ruid, euid, suid);
}

long sys_setresgid(gid_t rgid, gid_t egid, gid_t sgid)
{
	return do_setresid(true, rgid, egid, sgid);
}

long sys_setfsuid(uid_t uid)
{
	return do_setfsid(false, uid);
}

long sys_setfsgid(gid_t gid)
{
	return do_setfsid(true, gid);
}

long sys_getresuid(uid_t __user *ruid, uid_t __user *euid,
		   uid_t __user *suid)
{
	void __user *const ptrs[3] = { ruid, euid, suid };

	return getresid_to_user(false, ptrs, sizeof(uid_t));
}

long sys_getresgid(gid_t __user *rgid, gid_t __user *egid,
		   gid_t __user *sgid)
{
	void __user *const ptrs[3] = { rgid, egid, sgid };

	return getresid_to_user(true, ptrs, sizeof(gid_t));
}

/*
 * Priorities: each task's nice value, -20 (favoured) to 19, inherited
 * at fork (sched(7)).  The round-robin scheduler (kernel/sched.c) gives
 * every task the same slice; the value is kept and reported as Linux
 * keeps it.  Raising it is anyone's; lowering it below where it is takes
 * CAP_SYS_NICE (RLIMIT_NICE is 0: EACCES), and another user's task,
 * whose real or effective uid is not the caller's effective uid, also
 * CAP_SYS_NICE (EPERM) - setpriority(2).
 */
#define PRIO_PROCESS	0
#define PRIO_PGRP	1
#define PRIO_USER	2

/* Does p belong to setpriority(2)'s which and who (who resolved)? */
static bool prio_match(struct task_struct *p, int which, int who)
{
	const struct cred *c;
	bool match;

	if (!p->mm)
		return false;	/* kernel threads keep theirs */
	if (which == PRIO_PROCESS)
		return p->pid == who;
	if (which == PRIO_PGRP)
		return p->pgrp == who;
	c = get_task_cred(p);
	match = __kuid_val(c->uid) == (uid_t)who;
	put_cred(c);
	return match;
}

/* *who 0 becomes the caller, its group, its user; -EINVAL for another
 * which.  Any other who is looked for as it is: one nobody has (-1, as
 * much as 12345678) is ESRCH, as on Linux, not an error code */
static long prio_who(int which, int *who)
{
	if (which < PRIO_PROCESS || which > PRIO_USER)
		return -EINVAL;
	if (*who && which != PRIO_USER)
		*who = pid_vnr_to_nr(*who);	/* the caller's number */
	if (*who)
		return 0;
	if (which == PRIO_PROCESS)
		*who = current->pid;
	else if (which == PRIO_PGRP)
		*who = current->pgrp;
	else
		*who = (int)__kuid_val(current_uid());
	return 0;
}

/* May the caller change p's scheduling?  Its own user's tasks, or with
 * CAP_SYS_NICE (sched_setaffinity(2), setpriority(2): EPERM) */
static bool may_sched(struct task_struct *p)
{
	const struct cred *c = get_task_cred(p);
	bool mine = uid_eq(c->uid, current_euid()) ||
		    uid_eq(c->euid, current_euid());

	put_cred(c);
	return mine || capable(CAP_SYS_NICE);
}

static long set_one_prio(struct task_struct *p, int niceval)
{
	if (!may_sched(p))
		return -EPERM;
	if (niceval < p->nice && !capable(CAP_SYS_NICE))
		return -EACCES;
	p->nice = niceval;
	return 0;
}

/* Every matching task is tried; the last refusal is the answer, and
 * ESRCH if none matched */
long sys_setpriority(int which, int who, int niceval)
{
	struct task_struct *p;
	long err = prio_who(which, &who);

	if (err)
		return err;
	err = -ESRCH;
	niceval = clamp(niceval, -20, 19);
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks) {
		long e;

		if (!prio_match(p, which, who))
			continue;
		e = set_one_prio(p, niceval);
		if (e || err == -ESRCH)
			err = e;
	}
	rcu_read_unlock();
	return err;
}

/* The raw call answers 20 - nice of the most favoured match (1..40),
 * as the C library expects (getpriority(2) NOTES) */
long sys_getpriority(int which, int who)
{
	struct task_struct *p;
	long best = prio_who(which, &who);

	if (best)
		return best;
	best = -ESRCH;
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks)
		if (prio_match(p, which, who))
			best = max(best, 20L - p->nice);
	rcu_read_unlock();
	return best;
}

/* nice(2): the increment, within -20..19; a lower value as above */
long sys_nice(int inc)
{
	int niceval = clamp(current->nice + clamp(inc, -40, 40), -20, 19);

	if (niceval < current->nice && !capable(CAP_SYS_NICE))
		return -EPERM;
	current->nice = niceval;
	return 0;
}

/*
 * I/O priorities (ioprio_set(2)): a class and a level in 13 bits, kept
 * and inherited like nice values (there is no I/O scheduler to use
 * them).  0 is "none set" (IOPRIO_CLASS_NONE), which the block layer
 * treats as best-effort level 4.  The real-time class takes
 * CAP_SYS_NICE or CAP_SYS_ADMIN; another process takes its real uid
 * being the caller's real or effective uid and no capability the
 * caller lacks (Linux's cap_safe_nice()), or CAP_SYS_NICE.  which is
 * setpriority(2)'s PRIO_* plus one.
 */
#define IOPRIO_CLASS_SHIFT	13
#define IOPRIO_CLASS_NONE	0
#define IOPRIO_CLASS_RT		1
#define IOPRIO_CLASS_BE		2
#define IOPRIO_CLASS_IDLE	3
#define IOPRIO_NR_LEVELS	8
#define IOPRIO_BE_NORM		((IOPRIO_CLASS_BE << IOPRIO_CLASS_SHIFT) | 4)

static long ioprio_valid(int ioprio)
{
	int data = ioprio & ((1 << IOPRIO_CLASS_SHIFT) - 1);

	switch (ioprio >> IOPRIO_CLASS_SHIFT) {
	case IOPRIO_CLASS_RT:
		if (!capable(CAP_SYS_NICE) && !capable(CAP_SYS_ADMIN))
			return -EPERM;
		return data < IOPRIO_NR_LEVELS ? 0 : -EINVAL;
	case IOPRIO_CLASS_BE:
		return data < IOPRIO_NR_LEVELS ? 0 : -EINVAL;
	case IOPRIO_CLASS_IDLE:
		return 0;
	case IOPRIO_CLASS_NONE:
		return data ? -EINVAL : 0;
	default:
		return -EINVAL;
	}
}

static long set_one_ioprio(struct task_struct *p, int ioprio)
{
	const struct cred *c = get_task_cred(p);
	bool mine = (uid_eq(c->uid, current_euid()) ||
		     uid_eq(c->uid, current_uid())) &&
		    !(c->cap_permitted.val &
		      ~current_cred()->cap_permitted.val);

	put_cred(c);
	if (!mine && !capable(CAP_SYS_NICE))
		return -EPERM;
	p->ioprio = ioprio;
	return 0;
}

long sys_ioprio_set(int which, int who, int ioprio)
{
	struct task_struct *p;
	long err = ioprio_valid(ioprio);

	if (!err)
		err = prio_who(which - 1, &who);
	if (err)
		return err;
	err = -ESRCH;
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks) {
		long e;

		if (!prio_match(p, which - 1, who))
			continue;
		e = set_one_ioprio(p, ioprio);
		if (e || err == -ESRCH)
			err = e;
	}
	rcu_read_unlock();
	return err;
}

/* The best of the matches' (the lowest class and level, "none" as
 * best-effort 4); a single process's as set */
long sys_ioprio_get(int which, int who)
{
	struct task_struct *p;
	long best = prio_who(which - 1, &who);
	int prio;

	if (best)
		return best;
	best = -ESRCH;
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks) {
		if (!prio_match(p, which - 1, who))
			continue;
		prio = p->ioprio;
		if (which - 1 != PRIO_PROCESS && !prio)
			prio = IOPRIO_BE_NORM;
		if (best < 0 || prio < best)
			best = prio;
	}
	rcu_read_unlock();
	return best;
}

/*
 * Scheduling policies (sched(7)): SCHED_OTHER, SCHED_BATCH and
 * SCHED_IDLE with priority 0, SCHED_FIFO and SCHED_RR with 1 to 99.
 * SCHED_DEADLINE has priority 0 too, but only sched_setattr(2) may
 * choose it: sched_setscheduler(2) says EINVAL.
 * A real-time policy takes CAP_SYS_NICE (RLIMIT_RTPRIO is 0: EPERM),
 * as does changing another user's task.  Like nice values they are
 * kept, inherited and reported; the round-robin scheduler runs every
 * task alike.
 */
#define SCHED_OTHER	0
#define SCHED_FIFO	1
#define SCHED_RR	2
#define SCHED_BATCH	3
#define SCHED_IDLE	5
#define SCHED_DEADLINE	6

struct sched_param {
	int sched_priority;
};

static bool rt_policy(int policy)
{
	return policy == SCHED_FIFO || policy == SCHED_RR;
}

long sys_sched_get_priority_max(int policy)
{
	if (rt_policy(policy))
		return 99;
	return policy == SCHED_OTHER || policy == SCHED_BATCH ||
	       policy == SCHED_IDLE || policy == SCHED_DEADLINE ? 0 : -EINVAL;
}

long sys_sched_get_priority_min(int policy)
{
	long max = sys_sched_get_priority_max(policy);

	return max > 0 ? 1 : max;
}

/* The task pid names for the sched_* calls: 0 the caller; EINVAL, ESRCH */
static struct task_struct *sched_task(int pid, long *err)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current;

	*err = pid < 0 ? -EINVAL : -ESRCH;
	return pid >= 0 && p && p->mm ? p : NULL;
}

/* p's policy, priority and nice value, after sched(7)'s checks */
static long set_policy(struct task_struct *p, int policy, int prio, int nice)
{
	long err;

	if (sys_sched_get_priority_max(policy) < 0 ||
	    prio < sys_sched_get_priority_min(policy) ||
	    prio > sys_sched_get_priority_max(policy))
		return -EINVAL;
	if ((rt_policy(policy) || policy == SCHED_DEADLINE) &&
	    !capable(CAP_SYS_NICE))
		return -EPERM;
	err = set_one_prio(p, nice);	/* another user's: EPERM */
	if (err)
		return err;
	p->policy = policy;
	p->rt_priority = prio;
	return 0;
}

static long set_scheduler(int pid, int policy,
			  const struct sched_param __user *uparam)
{
	struct sched_param param;
	struct task_struct *p;
	long err;

	if (!uparam || pid < 0)
		return -EINVAL;
	if (copy_from_user(&param, uparam, sizeof(param)))
		return -EFAULT;
	p = sched_task(pid, &err);
	if (!p)
		return err;
	if (policy < 0)
		policy = p->policy;	/* sched_setparam(2) */
	if (policy == SCHED_DEADLINE)	/* sched_setattr(2)'s alone */
		return -EINVAL;
	return set_policy(p, policy, param.sched_priority, p->nice);
}

long sys_sched_setscheduler(int pid, int policy,
			    const struct sched_param __user *param)
{
	return policy < 0 ? -EINVAL : set_scheduler(pid, policy, param);
}

long sys_sched_setparam(int pid, const struct sched_param __user *param)
{
	return set_scheduler(pid, -1, param);
}

long sys_sched_getscheduler(int pid)
{
	long err;
	struct task_struct *p = sched_task(pid, &err);

	return p ? p->policy : err;
}

long sys_sched_getparam(int pid, struct sched_param __user *param)
{
	long err;
	struct task_struct *p;

	if (!param || pid < 0)
		return -EINVAL;
	p = sched_task(pid, &err);
	if (!p)
		return err;
	return put_user(p->rt_priority, &param->sched_priority);
}

/*
 * sched_rr_get_interval(2): the time slice of a SCHED_RR task, the
 * round-robin scheduler's own (DEF_TIMESLICE, which every task here
 * gets); none for SCHED_FIFO, which runs until it yields, and none for
 * the others, as Linux answers for them when few tasks run (its fair
 * scheduler's slice, rounded down to whole ticks)
 */
static long rr_interval(int pid, struct old_timespec32 *ts)
{
	long err;
	struct task_struct *p = sched_task(pid, &err);

	if (!p)
		return err;
	ticks_to_timespec(p->policy == SCHED_RR ? DEF_TIMESLICE : 0, ts);
	return 0;
}

/*
 * sched_setattr(2) and sched_getattr(2): the policy, priority and nice
 * value in one struct sched_attr, and SCHED_DEADLINE's runtime,
 * deadline and period (ns), which are checked as Linux checks them
 * (runtime <= deadline <= period, a runtime of at least 1024 ns) and
 * then kept and reported like the other policies: the round-robin
 * scheduler runs a deadline task as any other.  No sched_flags are
 * here (EINVAL).  The struct grows: a caller's shorter one (at least
 * its first version's 48 bytes) or longer one (zeros past ours) is
 * taken, anything else is E2BIG with our size written back.
 */
#define SCHED_ATTR_SIZE_VER0	48
#define DL_MIN_RUNTIME		1024

struct sched_attr {
	u32 size, sched_policy;
	u64 sched_flags;
	s32 sched_nice;
	u32 sched_priority;
	u64 sched_runtime, sched_deadline, sched_period;
	u32 sched_util_min, sched_util_max;
};

/* The caller's struct sched_attr (sched_setattr(2)'s size rules) */
static long copy_sched_attr(struct sched_attr __user *uattr,
			    struct sched_attr *attr)
{
	u32 size, i;
	u8 extra;

	if (get_user(size, &uattr->size))
		return -EFAULT;
	if (!size)
		size = SCHED_ATTR_SIZE_VER0;
	for (i = sizeof(*attr); size <= PAGE_SIZE && i < size; i++) {
		if (get_user(extra, (u8 __user *)uattr + i))
			return -EFAULT;
		if (extra)
			break;
	}
	if (size < SCHED_ATTR_SIZE_VER0 || size > PAGE_SIZE ||
	    i < size) {
		put_user((u32)sizeof(*attr), &uattr->size);
		return -E2BIG;
	}
	memset(attr, 0, sizeof(*attr));
	return copy_from_user(attr, uattr, min_t(u32, size, sizeof(*attr))) ?
		       -EFAULT : 0;
}

/* Are a deadline task's parameters good, as Linux's __checkparam_dl()
 * takes them?  No period is the deadline's */
static bool deadline_ok(struct sched_attr *attr)
{
	if (!attr->sched_period)
		attr->sched_period = attr->sched_deadline;
	return attr->sched_deadline && attr->sched_runtime >= DL_MIN_RUNTIME &&
	       attr->sched_runtime <= attr->sched_deadline &&
	       attr->sched_deadline <= attr->sched_period &&
	       (s64)attr->sched_period >= 0;
}

long sys_sched_setattr(int pid, struct sched_attr __user *uattr,
		       unsigned int flags)
{
	struct sched_attr attr;
	struct task_struct *p;
	long err;

	if (!uattr || pid < 0 || flags)
		return -EINVAL;
	err = copy_sched_attr(uattr, &attr);
	if (err)
		return err;
	if ((int)attr.sched_policy < 0 || attr.sched_flags ||
	    (attr.sched_policy == SCHED_DEADLINE && !deadline_ok(&attr)))
		return -EINVAL;
	p = sched_task(pid, &err);
	if (!p)
		return err;
	err = set_policy(p, (int)attr.sched_policy, (int)attr.sched_priority,
			 rt_policy((int)attr.sched_policy) ? p->nice :
			 clamp(attr.sched_nice, -20, 19));
	if (!err) {
		p->dl_runtime = attr.sched_runtime;
		p->dl_deadline = attr.sched_deadline;
		p->dl_period = attr.sched_period;
	}
	return err;
}

long sys_sched_getattr(int pid, struct sched_attr __user *uattr,
		       unsigned int size, unsigned int flags)
{
	struct sched_attr attr = { .size = sizeof(attr) };
	struct task_struct *p;
	long err;

	if (!uattr || pid < 0 || flags || size < SCHED_ATTR_SIZE_VER0 ||
	    size > PAGE_SIZE)
		return -EINVAL;
	p = sched_task(pid, &err);
	if (!p)
		return err;
	attr.size = min_t(u32, size, sizeof(attr));
	attr.sched_policy = (u32)p->policy;
	attr.sched_priority = (u32)p->rt_priority;
	attr.sched_nice = rt_policy(p->policy) ? 0 : p->nice;
	if (p->policy == SCHED_DEADLINE) {
		attr.sched_runtime = p->dl_runtime;
		attr.sched_deadline = p->dl_deadline;
		attr.sched_period = p->dl_period;
	}
	return copy_to_user(uattr, &attr, attr.size) ? -EFAULT : 0;
}

long sys_sched_rr_get_interval(int pid, struct old_timespec32 __user *interval)
{
	struct old_timespec32 ts;
	long err = rr_interval(pid, &ts);

	if (err)
		return err;
	return copy_to_user(interval, &ts, sizeof(ts)) ? -EFAULT : 0;
}

long sys_sched_rr_get_interval_time64(int pid,
				      struct __kernel_timespec __user *interval)
{
	struct old_timespec32 ts;
	struct __kernel_timespec kts;
	long err = rr_interval(pid, &ts);

	if (err)
		return err;
	kts = (struct __kernel_timespec){ ts.tv_sec, ts.tv_nsec };
	return copy_to_user(interval, &kts, sizeof(kts)) ? -EFAULT : 0;
}

/*
 * sched_setaffinity(2) and sched_getaffinity(2): the CPUs a task may
 * run on, a bit mask of len bytes.  The kernel's mask is one unsigned
 * long (NR_CPUS <= 32): a longer one is read for its first word, the
 * rest must name no CPU there is not; a mask with no online CPU is
 * EINVAL.  The raw getaffinity call returns the bytes it wrote, as
 * Linux's does (glibc's wrapper zeroes the rest of the caller's).
 */
static long set_affinity(struct task_struct *p, unsigned long mask)
{
	if (!may_sched(p))
		return -EPERM;
	if (!(mask & cpu_online_map))
		return -EINVAL;
	set_cpus_allowed(p, mask);
	return 0;
}

long sys_sched_setaffinity(int pid, unsigned int len,
			   unsigned long __user *user_mask)
{
	unsigned long mask = 0;
	struct task_struct *p;
	long err;

	if (copy_from_user(&mask, user_mask, min_t(unsigned int, len,
						   sizeof(mask))))
		return -EFAULT;
	p = sched_task(pid, &err);
	if (!p)
		return err;
	return set_affinity(p, mask);
}

/* The kernel's own call (linux/cpumask.h), not exported, as in Linux:
 * unlike the system call it lets a kernel thread pin itself (pid 0),
 * which LKP's percpu example does through /proc/kallsyms' address */
long sched_setaffinity(pid_t pid, const struct cpumask *mask)
{
	struct task_struct *p = pid ? find_task_by_pid(pid) : current;

	if (!p)
		return -ESRCH;
	return set_affinity(p, mask->bits[0]);
}

long sys_sched_getaffinity(int pid, unsigned int len,
			   unsigned long __user *user_mask)
{
	unsigned long mask;
	struct task_struct *p;
	long err;

	if (len * 8 < num_possible_cpus() || len & (sizeof(long) - 1))
		return -EINVAL;
	p = sched_task(pid, &err);
	if (!p)
		return err;
	mask = p->cpus_allowed & cpu_online_map;
	if (copy_to_user(user_mask, &mask, sizeof(mask)))
		return -EFAULT;
	return sizeof(mask);
}

/* getcpu(2): the CPU the caller runs on (by the time it reads the
 * answer it may run on another), and NUMA node 0 */
long sys_getcpu(unsigned int __user *cpup, unsigned int __user *nodep,
		void __user *unused)
{
	(void)unused;
	if (cpup && put_user((unsigned int)smp_processor_id(), cpup))
		return -EFAULT;
	if (nodep && put_user(0U, nodep))
		return -EFAULT;
	return 0;
}

/*
 * acct(2): CAP_SYS_PACCT first.  Accounting is never on, so turning it
 * off (NULL) is done; turning it on finds no accounting to start - the
 * ENOSYS a Linux without CONFIG_BSD_PROCESS_ACCT gives - once the file
 * has been checked as Linux checks it (a regular file: EACCES).
 */
long sys_acct(const char __user *name)
{
	struct dentry *d;
	long err;

	if (!capable(CAP_SYS_PACCT))
		return -EPERM;
	if (!name)
		return 0;
	d = user_path_at(AT_FDCWD, name, &err);
	if (!d)
		return err;
	err = S_ISREG(inode_mode(d->d_inode)) ? -ENOSYS : -EACCES;
	dput(d);
	return err;
}

/*
 * swapon(2), swapoff(2): CAP_SYS_ADMIN (EPERM), then the path's errors;
 * no file is a swap area here (EINVAL: "path does not refer to a swap
 * area" / "not a valid block device or regular file" with a header).
 */
static long swap_path(const char __user *path)
{
	long err;
	struct dentry *d;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	d = user_path_at(AT_FDCWD, path, &err);
	dput(d);
	return d ? -EINVAL : err;
}

long sys_swapon(const char __user *path, int flags)
{
	(void)flags;
	return swap_path(path);
}

long sys_swapoff(const char __user *path)
{
	return swap_path(path);
}

/*
 * pivot_root(2): CAP_SYS_ADMIN first (EPERM); then both paths must be
 * there, and new_root must be a mount point other than the root - none
 * is (/proc and /sys hold no root filesystem): EINVAL.
 */
long sys_pivot_root(const char __user *new_root, const char __user *put_old)
{
	long err;
	struct dentry *new = NULL, *old = NULL;

	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;
	new = user_path_at(AT_FDCWD, new_root, &err);
	if (new)
		old = user_path_at(AT_FDCWD, put_old, &err);
	dput(new);
	dput(old);
	return old ? -EINVAL : err;
}
