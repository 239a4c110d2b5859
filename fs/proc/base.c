// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/base.c - /proc/PID: one directory per process, made when the
 * process is and removed when it is released, holding `stat`, `status`,
 * `cmdline`, `environ`, `comm`, `maps`, the links `exe`, `cwd` and
 * `root`, the directories `fd` and `fdinfo` (fs/proc/fd.c) in Linux's
 * formats (proc(5)), which `ps` reads, and `task`: a directory per
 * thread, /proc/PID/task/TID, holding the same for the thread.
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/kstrtox.h"
#include "linux/ptrace.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/mmap_lock.h"
#include "linux/oom.h"
#include "linux/resource.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/sched/task.h"
#include "linux/rcupdate.h"
#include "linux/cred.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "internal.h"


/*
 * The task of a /proc/PID inode, alive, or NULL once it was reaped.
 * Every inode of /proc/PID holds a reference to its task (pid_evict()
 * drops it), so the task_struct is there as long as an open file or a
 * walk holds the inode; but release_task() frees the task's signal and
 * sighand structures and takes its /proc/PID out of the tree.  So each
 * callback looks into the task only between proc_pid_get() and
 * proc_pid_put(): inside rcu_read_lock(), so that no release_task()
 * runs in the middle on this CPU, and only if the task is still on the
 * task list (release_task() empties its tasks link).  Linux does the
 * same through a struct pid: a reaped task's files answer ESRCH.
 */
struct task_struct *proc_pid_get(void *priv)
{
	struct task_struct *p = priv;

	rcu_read_lock();
	if (!list_empty(&p->tasks))
		return p;
	rcu_read_unlock();
	return NULL;
}

void proc_pid_put(void)
{
	rcu_read_unlock();
}

struct mm_struct *proc_pid_mm(void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	struct mm_struct *mm;

	if (!p)
		return NULL;
	mm = get_task_mm(p);
	proc_pid_put();
	return mm;
}

static char task_state(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return 'R';
	case TASK_ZOMBIE:
		return 'Z';
	case TASK_STOPPED:
		return 'T';
	case TASK_UNINTERRUPTIBLE:
		return 'D';
	default:
		return 'S';
	}
}

static const char *task_state_name(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return "running";
	case TASK_ZOMBIE:
		return "zombie";
	case TASK_STOPPED:
		return "stopped";
	case TASK_UNINTERRUPTIBLE:
		return "disk sleep";
	default:
		return "sleeping";
	}
}

static int ppid_of(const struct task_struct *p)
{
	const struct task_struct *parent = p->group_leader->parent;

	return parent ? parent->tgid : 0;
}

/*
 * stat's fields 25 to 52 (rsslim to exit_code).  Where the process's
 * memory is and whether it sleeps are for who may look into it
 * (ptrace_may_access()); another sees 0 - and 1 for startcode and
 * endcode, as Linux shows them (so that ps(1) still tells a process
 * with memory from a kernel thread, which has 0).  The fields oops386
 * has no notion of (rsslim, signals, the stack and instruction pointer
 * of a live task, scheduling, exit_code) are 0.
 */
static void stat_memory(struct seq_buf *s, struct task_struct *p)
{
	const struct mm_struct *mm = p->mm;
	bool see = ptrace_may_access(p);
	int i;

	seq_printf(s, " 0 %lu %lu %lu 0 0 0 0 0 0 %d",
		   mm ? see ? mm->start_code : 1 : 0,
		   mm ? see ? mm->end_code : 1 : 0,
		   mm && see ? mm->start_stack : 0,
		   see && p->state != TASK_RUNNING);
	for (i = 36; i <= 44; i++)
		seq_printf(s, " 0");
	if (mm && see)
		seq_printf(s, " %lu %lu %lu %lu %lu %lu %lu", mm->start_data,
			   mm->end_data, mm->start_brk, mm->arg_start,
			   mm->arg_end, mm->env_start, mm->env_end);
	else
		seq_printf(s, " 0 0 0 0 0 0 0");
	seq_printf(s, " 0\n");
}

/* proc(5)'s priority field: -1 - rt_priority for SCHED_FIFO and SCHED_RR
 * (the only policies with an rt_priority, kernel/sys.c), else 20 + nice */
static int stat_priority(const struct task_struct *p)
{
	return p->rt_priority ? -1 - p->rt_priority : 20 + task_nice(p);
}

/* proc(5) /proc/PID/stat: 52 fields */
static size_t stat_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	struct seq_buf s = SEQ_BUF(buf, size);
	unsigned long pages, utime, stime, cutime, cstime;

	if (!p)
		return 0;
	pages = p->mm ? p->mm->pages : 0;

	/* the process's times, all its threads', and its children's, in
	 * clock ticks (USER_HZ, which is HZ here) */
	task_times(p, RUSAGE_SELF, &utime, &stime);
	task_times(p, RUSAGE_CHILDREN, &cutime, &cstime);
	seq_printf(&s, "%d (%s) %c %d %d %d 0 -1 0 0 0 0 0 %lu %lu %lu %lu "
		       "%d %d %d 0 0", p->pid, p->comm, task_state(p),
		   ppid_of(p), p->pgrp, p->session, utime, stime, cutime,
		   cstime, stat_priority(p), task_nice(p), p->signal->live);
	seq_printf(&s, " %lu %lu", pages << PAGE_SHIFT, pages);
	stat_memory(&s, p);
	proc_pid_put();
	return s.len;
}

/* status's Uid: and Gid: lines (real, effective, saved, fs) and the
 * supplementary groups, each followed by a space, as Linux prints them */
static void status_ids(struct seq_buf *s, const struct cred *c)
{
	int i;

	seq_printf(s, "Uid:\t%u\t%u\t%u\t%u\nGid:\t%u\t%u\t%u\t%u\nGroups:\t",
		   __kuid_val(c->uid), __kuid_val(c->euid),
		   __kuid_val(c->suid), __kuid_val(c->fsuid),
		   __kgid_val(c->gid), __kgid_val(c->egid),
		   __kgid_val(c->sgid), __kgid_val(c->fsgid));
	for (i = 0; i < c->group_info->ngroups; i++)
		seq_printf(s, "%s%u", i ? " " : "",
			   __kgid_val(c->group_info->gid[i]));
	seq_printf(s, " \n");
}

/* The capability sets in hexadecimal, 16 digits each; no ambient set */
static void status_caps(struct seq_buf *s, const struct cred *c)
{
	seq_printf(s, "CapInh:\t%016llx\nCapPrm:\t%016llx\nCapEff:\t%016llx\n"
		      "CapBnd:\t%016llx\nCapAmb:\t%016llx\n",
		   c->cap_inheritable.val, c->cap_permitted.val,
		   c->cap_effective.val, c->cap_bset.val, 0ULL);
}

static size_t status_show(char *buf, size_t size, void *priv)
{
	struct mm_struct *mm = proc_pid_mm(priv);
	struct seq_buf s = SEQ_BUF(buf, size);
	char vm[320] = "";
	struct seq_buf vms = SEQ_BUF(vm, sizeof(vm) - 1);
	const struct cred *cred;
	struct task_struct *p;

	/* the Vm lines first: reading the areas may sleep, which the
	 * task's RCU read side below may not */
	if (mm) {
		task_mem(&vms, mm);
		mmput(mm);
	}
	p = proc_pid_get(priv);
	if (!p)
		return 0;
	cred = get_task_cred(p);

	seq_printf(&s, "Name:\t%s\nState:\t%c (%s)\nTgid:\t%d\nPid:\t%d\n"
		       "PPid:\t%d\n",
		   p->comm, task_state(p), task_state_name(p), p->tgid, p->pid,
		   ppid_of(p));
	status_ids(&s, cred);
	seq_printf(&s, "%s", vm);
	seq_printf(&s, "Threads:\t%d\n", p->signal->live);
	status_caps(&s, cred);
	put_cred(cred);
	proc_pid_put();
	return s.len;
}

/* [start, end) of the process's memory, read as Linux reads it; the
 * full length when buf is too small (the reader retries) */
static size_t show_user_range(char *buf, size_t size, struct mm_struct *mm,
			      unsigned long start, unsigned long end)
{
	unsigned long va;
	size_t n = 0;

	for (va = start; va < end && n < size; va++, n++) {
		const char *c = user_page_address(mm, va);

		if (!c)
			break;
		buf[n] = *c;
	}
	return n < size ? n : end - start;
}

/* argv's strings (env false) or the environment's, NUL-separated;
 * empty for a kernel thread (ps then shows [comm]) */
static size_t strings_show(char *buf, size_t size, void *priv, bool env)
{
	struct mm_struct *mm = proc_pid_mm(priv);
	size_t n;

	if (!mm)
		return 0;
	mmap_read_lock(mm);	/* its pages stay while they are read */
	n = show_user_range(buf, size, mm, env ? mm->env_start : mm->arg_start,
			    env ? mm->env_end : mm->arg_end);
	mmap_read_unlock(mm);
	mmput(mm);
	return n;
}

static size_t cmdline_show(char *buf, size_t size, void *priv)
{
	return strings_show(buf, size, priv, false);
}

static size_t environ_show(char *buf, size_t size, void *priv)
{
	return strings_show(buf, size, priv, true);
}

/* /proc/PID/coredump_filter (core(5)): the bits in hexadecimal */
static size_t coredump_filter_show(char *buf, size_t size, void *priv)
{
	struct mm_struct *mm = proc_pid_mm(priv);
	size_t n;

	if (!mm)
		return 0;
	n = snprintf(buf, size, "%08lx\n", mm->coredump_filter);
	mmput(mm);
	return n;
}

/* A number in any base strtoul(3) reads; bits past the known ones go */
static long coredump_filter_store(const char *buf, size_t len, void *priv)
{
	struct mm_struct *mm;
	unsigned long val;

	if (kstrtoul(buf, 0, &val))
		return -EINVAL;
	mm = proc_pid_mm(priv);
	if (!mm)
		return -ESRCH;
	mm->coredump_filter = val & MMF_DUMP_FILTER_MASK;
	mmput(mm);
	return (long)len;
}

/*
 * /proc/PID/oom_score_adj (proc(5)): -1000 to 1000, how much more or
 * less the OOM killer should choose the process.  There is no OOM
 * killer here (a fault without memory is the faulting process's
 * SIGKILL, mm/memory.c), so the value is only kept, inherited and
 * reported, with Linux 6.1's rules: a number out of range is EINVAL,
 * one under oom_score_adj_min EACCES without CAP_SYS_RESOURCE, and a
 * writer with it sets that floor too.  LTP's library writes -1000 and
 * 0 here around every test.
 */
static size_t oom_score_adj_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	size_t n;

	if (!p)
		return 0;
	n = snprintf(buf, size, "%d\n", p->signal->oom_score_adj);
	proc_pid_put();
	return n;
}

static long oom_score_adj_store(const char *buf, size_t len, void *priv)
{
	struct task_struct *p;
	long err = 0;
	int val;

	/* Linux strips the blanks around the number first */
	if (kstrtoint(buf + strspn(buf, " \t\n"), 0, &val) ||
	    val < OOM_SCORE_ADJ_MIN || val > OOM_SCORE_ADJ_MAX)
		return -EINVAL;
	p = proc_pid_get(priv);
	if (!p)
		return -ESRCH;
	if (val < p->signal->oom_score_adj_min && !capable(CAP_SYS_RESOURCE))
		err = -EACCES;
	else
		p->signal->oom_score_adj = (short)val;
	if (!err && capable(CAP_SYS_RESOURCE))
		p->signal->oom_score_adj_min = (short)val;
	proc_pid_put();
	return err ?: (long)len;
}

static size_t comm_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	size_t n;

	if (!p)
		return 0;
	n = snprintf(buf, size, "%s\n", p->comm);
	proc_pid_put();
	return n;
}

/* /proc/PID/limits' rows (proc(5)): each limit's name and unit, in
 * RLIMIT_* order, as Linux 6.1 names them */
static const struct {
	const char *name, *unit;
} limit_rows[RLIM_NLIMITS] = {
	[RLIMIT_CPU] = { "Max cpu time", "seconds" },
	[RLIMIT_FSIZE] = { "Max file size", "bytes" },
	[RLIMIT_DATA] = { "Max data size", "bytes" },
	[RLIMIT_STACK] = { "Max stack size", "bytes" },
	[RLIMIT_CORE] = { "Max core file size", "bytes" },
	[RLIMIT_RSS] = { "Max resident set", "bytes" },
	[RLIMIT_NPROC] = { "Max processes", "processes" },
	[RLIMIT_NOFILE] = { "Max open files", "files" },
	[RLIMIT_MEMLOCK] = { "Max locked memory", "bytes" },
	[RLIMIT_AS] = { "Max address space", "bytes" },
	[RLIMIT_LOCKS] = { "Max file locks", "locks" },
	[RLIMIT_SIGPENDING] = { "Max pending signals", "signals" },
	[RLIMIT_MSGQUEUE] = { "Max msgqueue size", "bytes" },
	[RLIMIT_NICE] = { "Max nice priority", NULL },
	[RLIMIT_RTPRIO] = { "Max realtime priority", NULL },
	[RLIMIT_RTTIME] = { "Max realtime timeout", "us" },
};

/* One limit's value in its column: a number, or "unlimited" */
static void limit_column(struct seq_buf *s, unsigned long v)
{
	if (v == RLIM_INFINITY)
		seq_printf(s, "%-20s ", "unlimited");
	else
		seq_printf(s, "%-20lu ", v);
}

/* /proc/PID/limits: a heading, then a row per limit (soft, hard, unit)
 * in Linux's columns of 25, 20, 20 and 10 characters */
static size_t limits_show(char *buf, size_t size, void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	struct seq_buf s = SEQ_BUF(buf, size);
	struct rlimit r[RLIM_NLIMITS];
	unsigned int i;

	if (!p)
		return 0;
	memcpy(r, p->signal->rlim, sizeof(r));
	proc_pid_put();
	seq_printf(&s, "%-25s %-20s %-20s %-10s\n", "Limit", "Soft Limit",
		   "Hard Limit", "Units");
	for (i = 0; i < RLIM_NLIMITS; i++) {
		seq_printf(&s, "%-25s ", limit_rows[i].name);
		limit_column(&s, r[i].rlim_cur);
		limit_column(&s, r[i].rlim_max);
		if (limit_rows[i].unit)
			seq_printf(&s, "%-10s", limit_rows[i].unit);
		seq_printf(&s, "\n");
	}
	return s.len;
}

/* Only to who may look into the process (proc(5): ptrace access
 * mode PTRACE_MODE_READ_FSCREDS): EACCES otherwise */
static long exe_link(char *buf, size_t size, struct task_struct *p)
{
	return p->mm ? (long)strlcpy(buf, p->mm->exe, size) : 0;
}

/* cwd: the working directory, to the same readers */
static long cwd_link(char *buf, size_t size, struct task_struct *p)
{
	struct dentry *d = get_task_pwd(p);
	long len = d ? (long)d_abspath(d, buf, size) : 0;

	dput(d);
	return len;
}

/* root: every process's is the one root (there is no chroot(2)) */
static long root_link(char *buf, size_t size, struct task_struct *p)
{
	(void)p;
	return (long)strlcpy(buf, "/", size);
}

/* the links of /proc/PID (proc(5)), in the order pid_readlink() finds
 * them by the inode's name */
static const struct {
	const char *name;
	long (*target)(char *buf, size_t size, struct task_struct *p);
} pid_links[] = {
	{ "exe", exe_link },
	{ "cwd", cwd_link },
	{ "root", root_link },
};

/* A link's target, for the task's alive and who may look into it;
 * a reaped task's links are gone (ENOENT, as Linux's lookup says) */
static long pid_readlink(char *buf, size_t size, void *priv, size_t link)
{
	struct task_struct *p = proc_pid_get(priv);
	long n;

	if (!p)
		return -ENOENT;
	n = ptrace_may_access(p) ? pid_links[link].target(buf, size, p) :
				   -EACCES;
	proc_pid_put();
	return n;
}

static long exe_readlink(char *buf, size_t size, void *priv)
{
	return pid_readlink(buf, size, priv, 0);
}

static long cwd_readlink(char *buf, size_t size, void *priv)
{
	return pid_readlink(buf, size, priv, 1);
}

static long root_readlink(char *buf, size_t size, void *priv)
{
	return pid_readlink(buf, size, priv, 2);
}

/* A file of a task reaped since its lookup: ESRCH, as Linux's reads of
 * it answer */
static int pid_may_open(void *priv)
{
	if (!proc_pid_get(priv))
		return -ESRCH;
	proc_pid_put();
	return 0;
}

/* maps and environ: opened only by who may look into the process
 * (proc(5): PTRACE_MODE_READ_FSCREDS; EACCES otherwise), whatever the
 * file's mode says */
int proc_pid_may_open_private(void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	int err;

	if (!p)
		return -ESRCH;
	err = ptrace_may_access(p) ? 0 : -EACCES;
	proc_pid_put();
	return err;
}

/*
 * /proc/PID and its files belong to the process's effective uid and
 * gid, whatever they are when asked (Linux's task_dump_owner()): ps(1)
 * reads its USER column there.  The files of a process that is not
 * dumpable (get_dumpable()), or has no memory, are root's: its own
 * user may not read what the mode gives the owner.
 */
void proc_pid_owner(struct inode *inode, void *task)
{
	struct task_struct *p = proc_pid_get(task);
	const struct cred *cred;

	if (!p)		/* reaped: the owner it had last */
		return;
	cred = get_task_cred(p);
	inode->i_uid = cred->euid;
	inode->i_gid = cred->egid;
	put_cred(cred);
	if (!inode->is_dir &&
	    (!p->mm || get_dumpable(p->mm) != SUID_DUMP_USER)) {
		inode->i_uid = GLOBAL_ROOT_UID;
		inode->i_gid = GLOBAL_ROOT_GID;
	}
	proc_pid_put();
}

static void pid_getattr(struct inode *inode)
{
	proc_pid_owner(inode, inode->priv);
}

/* The inode's last reference went: its reference to the task goes */
static void pid_evict(struct inode *inode)
{
	put_task_struct(inode->priv);
}

/* The process a /proc/PID directory shows, or NULL for any other
 * inode: pidfd_send_signal(2) takes such a directory's descriptor as a
 * pidfd (kernel/pidfd.c pidfd_tgid()) */
struct task_struct *proc_pid_dir_task(struct inode *inode)
{
	struct task_struct *p = inode->priv;

	if (!inode->is_dir || inode->evict != pid_evict ||
	    !thread_group_leader(p))
		return NULL;
	/* a reaped process's directory has left /proc, but a descriptor
	 * of it still names the process: gone, ESRCH (as on Linux), not
	 * a descriptor of something else */
	if (p->reaped)
		return p;
	return p->proc_dir && p->proc_dir->d_inode == inode ? p : NULL;
}

/* inode shows p: it holds p until it is evicted, and every open of it
 * asks whether p is still there */
void proc_pid_inode(struct inode *inode, struct task_struct *p)
{
	inode->priv = get_task_struct(p);
	inode->evict = pid_evict;
	inode->getattr = pid_getattr;
	inode->may_open = pid_may_open;
}

/* DIR/NAME of p's directory; mode 0: a generated file's usual 0444 */
static struct dentry *pid_entry(struct dentry *dir, struct task_struct *p,
				const char *name, gen_show_t show,
				umode_t mode)
{
	struct dentry *d = fs_create_gen_at(dir, name, show, NULL);

	if (d) {
		proc_pid_inode(d->d_inode, p);
		d->d_inode->i_mode = mode;
	}
	return d;
}

/* A directory NAME in dir for p's names (r-x for all, Linux's) */
struct dentry *proc_pid_dir(struct dentry *dir, struct task_struct *p,
			    const char *name)
{
	struct dentry *d = fs_create_at(dir, name, true);

	if (d) {
		proc_pid_inode(d->d_inode, p);
		d->d_inode->i_mode = S_IFDIR | 0555;
	}
	return d;
}

/* The user namespace of /proc/PID's task, held, or NULL once it is gone */
static struct user_namespace *task_user_ns(void *priv)
{
	struct task_struct *p = proc_pid_get(priv);
	struct user_namespace *ns;
	const struct cred *cred;

	if (!p)
		return NULL;
	cred = get_task_cred(p);
	ns = get_user_ns(cred->user_ns);
	put_cred(cred);
	proc_pid_put();
	return ns;
}

/* /proc/PID/uid_map and gid_map (user_namespaces(7)): the task's user
 * namespace's map, written once (kernel/user_namespace.c) */
static size_t id_map_show(char *buf, size_t size, void *priv, bool gid)
{
	struct user_namespace *ns = task_user_ns(priv);
	size_t n;

	if (!ns)
		return 0;
	n = user_ns_map_show(ns, buf, size, gid);
	put_user_ns(ns);
	return n;
}

static long id_map_store(const char *buf, size_t len, void *priv, bool gid)
{
	struct user_namespace *ns = task_user_ns(priv);
	char *lines = kmemdup(buf, len + 1, GFP_KERNEL);	/* NUL too */
	long err = lines ? 0 : -ENOMEM;

	if (!ns)
		err = -ESRCH;
	if (!err)
		err = user_ns_map_write(ns, lines, gid);
	kfree(lines);
	if (ns)
		put_user_ns(ns);
	return err ?: (long)len;
}

static size_t uid_map_show(char *buf, size_t size, void *priv)
{
	return id_map_show(buf, size, priv, false);
}

static size_t gid_map_show(char *buf, size_t size, void *priv)
{
	return id_map_show(buf, size, priv, true);
}

static long uid_map_store(const char *buf, size_t len, void *priv)
{
	return id_map_store(buf, len, priv, false);
}

static long gid_map_store(const char *buf, size_t len, void *priv)
{
	return id_map_store(buf, len, priv, true);
}

/* /proc/PID/setgroups: "allow" or "deny", written as user_namespaces(7)
 * says */
static size_t setgroups_show(char *buf, size_t size, void *priv)
{
	struct user_namespace *ns = task_user_ns(priv);
	size_t n;

	if (!ns)
		return 0;
	n = snprintf(buf, size, "%s\n", ns->setgroups_allowed ? "allow" :
								  "deny");
	put_user_ns(ns);
	return n;
}

static long setgroups_store(const char *buf, size_t len, void *priv)
{
	struct user_namespace *ns = task_user_ns(priv);
	long err;

	if (!ns)
		return -ESRCH;
	err = user_ns_setgroups_write(ns, buf, len);
	put_user_ns(ns);
	return err ?: (long)len;
}

static const struct {
	const char *name;
	gen_show_t show;
	long (*store)(const char *buf, size_t len, void *priv);
} pid_writable[] = {
	{ "coredump_filter", coredump_filter_show, coredump_filter_store },
	{ "uid_map", uid_map_show, uid_map_store },
	{ "gid_map", gid_map_show, gid_map_store },
	{ "setgroups", setgroups_show, setgroups_store },
	{ "oom_score_adj", oom_score_adj_show, oom_score_adj_store },
};

static long (*const pid_readlinks[])(char *, size_t, void *) = {
	exe_readlink, cwd_readlink, root_readlink,
};

/*
 * proc(5)'s "magic" links, which Linux follows to the file itself and
 * openat2(2) RESOLVE_NO_MAGICLINKS refuses: /proc/PID's exe, cwd and
 * root, and those a walk jumps through (fd/N, fs/proc/fd.c; ns/NAME,
 * fs/proc/namespaces.c)
 */
bool proc_magic_link(const struct inode *inode)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(pid_readlinks); i++)
		if (inode->readlink == pid_readlinks[i])
			return true;
	return inode->jump;
}

/* the files only who may look into the process opens; another user's
 * environment is private anyway (proc(5): 0400) */
static const struct {
	const char *name;
	gen_show_t show;
	umode_t mode;
} pid_private[] = {
	{ "environ", environ_show, S_IFREG | 0400 },
	{ "maps", proc_pid_maps_show, 0 },
	{ "smaps", proc_pid_smaps_show, 0 },
};

/* What /proc/PID and each /proc/PID/task/TID hold, of p */
static void pid_files(struct dentry *dir, struct task_struct *p)
{
	struct dentry *link, *d;
	size_t i;

	pid_entry(dir, p, "stat", stat_show, 0);
	pid_entry(dir, p, "status", status_show, 0);
	pid_entry(dir, p, "cmdline", cmdline_show, 0);
	pid_entry(dir, p, "comm", comm_show, 0);
	pid_entry(dir, p, "limits", limits_show, 0);
	/* one mount namespace: every process sees /proc/mounts' list */
	pid_entry(dir, p, "mounts", mounts_show, 0);
	for (i = 0; i < ARRAY_SIZE(pid_private); i++) {
		d = pid_entry(dir, p, pid_private[i].name, pid_private[i].show,
			      pid_private[i].mode);
		if (d)
			d->d_inode->may_open = proc_pid_may_open_private;
	}
	for (i = 0; i < ARRAY_SIZE(pid_writable); i++) {
		d = pid_entry(dir, p, pid_writable[i].name,
			      pid_writable[i].show, S_IFREG | 0644);
		if (d)
			d->d_inode->store = pid_writable[i].store;
	}
	d = pid_entry(dir, p, "pagemap", NULL, S_IFREG | 0400);
	if (d)		/* binary, read at any offset: fs/proc/task_mmu.c */
		d->d_inode->fops = &proc_pagemap_operations;
	d = pid_entry(dir, p, "mem", NULL, S_IFREG | 0600);
	if (d)		/* the memory itself: fs/proc/mem.c */
		d->d_inode->fops = &proc_mem_operations;
	for (i = 0; i < ARRAY_SIZE(pid_links); i++) {
		link = pid_entry(dir, p, pid_links[i].name, NULL, 0);
		if (link)
			link->d_inode->readlink = pid_readlinks[i];
	}
	proc_fd_dirs(dir, p);
	proc_ns_dir(dir, p);
}

/* /proc/PID/task/TID: p's own directory in its process's task/ */
static struct dentry *task_dir(struct dentry *task, struct task_struct *p)
{
	char name[16];
	struct dentry *d;

	snprintf(name, sizeof(name), "%d", p->pid);
	d = proc_pid_dir(task, p, name);
	if (d)
		pid_files(d, p);
	return d;
}

/*
 * A process's /proc/PID, with task/ holding its first thread; a later
 * thread's /proc/PID/task/TID.  A thread holds a reference on its
 * directory: its process's /proc/PID may go first (the leader reaped
 * once every thread has exited, before the last one is released),
 * taking the name from the tree but not the dentry from under it.
 */
void proc_pid_create(struct task_struct *p)
{
	struct dentry *task;
	char path[32];

	if (!thread_group_leader(p)) {
		task = p->group_leader->proc_dir ?
			       lookup_one(p->group_leader->proc_dir, "task") :
			       NULL;
		p->proc_dir = task ? dget(task_dir(task, p)) : NULL;
		return;
	}
	snprintf(path, sizeof(path), "proc/%d", p->pid);
	p->proc_dir = fs_mkdir_p(path);
	if (!p->proc_dir)
		return;
	proc_pid_inode(p->proc_dir->d_inode, p);
	p->proc_dir->d_inode->i_mode = S_IFDIR | 0555;
	pid_files(p->proc_dir, p);
	task = proc_pid_dir(p->proc_dir, p, "task");
	if (task)
		task_dir(task, p);
}

void proc_pid_remove(struct task_struct *p)
{
	if (p->proc_dir)
		fs_remove_tree(p->proc_dir);
	if (!thread_group_leader(p))
		dput(p->proc_dir);
	p->proc_dir = NULL;
}
