// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/fork.c - creating tasks: kernel threads, and user processes by
 * fork(2), vfork(2) and clone(2).
 *
 * A task is a struct task_struct plus an 8 KiB kernel stack whose lowest
 * bytes hold its struct thread_info (so `current` is found from esp).
 * Stacks come from the vmalloc area, where the page below every area is
 * left unmapped: a stack overflow faults instead of silently overwriting
 * a neighbour, and the double-fault handler can report it.  The top of
 * every stack is kept for a struct pt_regs: a user process's registers
 * (task_pt_regs()), saved there whenever it enters the kernel.
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/futex.h"
#include "linux/init.h"
#include "linux/sysctl.h"
#include "linux/ipc.h"
#include "linux/nsproxy.h"
#include "linux/pid_namespace.h"
#include "linux/proc_ns.h"
#include "linux/rcupdate.h"
#include "linux/mnt_namespace.h"
#include "linux/err.h"
#include "linux/key.h"
#include "linux/export.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/posix-timers.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/cred.h"
#include "linux/sched/task.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "asm/ptrace.h"
#include "asm/system.h"

/* How many user tasks may exist at once: fork() then fails with
 * EAGAIN (fork(2)); fork_init() sets it from memory, as Linux's
 * max_threads, and until then a few may be made; root may change it
 * through /proc/sys/kernel/threads-max */
int max_threads = 64;

/* Linux's sysctl_max_threads(): below 20 is taken as 20 (MIN_THREADS),
 * above the largest thread id a futex holds (FUTEX_TID_MASK) EINVAL */
#define MIN_THREADS	20
static int threads_max_handler(int *val)
{
	if (*val < 0 || *val > FUTEX_TID_MASK)
		return -EINVAL;
	*val = max(*val, MIN_THREADS);
	return 0;
}

static struct ctl_table threads_max_table[] = {
	{ .procname = "threads-max", .data = &max_threads,
	  .proc_handler = threads_max_handler },
	{}
};

static int __init threads_max_sysctl_init(void)
{
	return register_sysctl("kernel", threads_max_table);
}
fs_initcall(threads_max_sysctl_init);

/*
 * tasklist_lock, Linux's name: taken for writing where a task joins or
 * leaves task_list (alloc_task(), release_task()), so that a pid is
 * looked for free and taken in one step, and where nr_user_tasks
 * changes; for reading by find_task_by_vpid().  The irq-safe forms, as
 * Linux's writers use: a reader in an interrupt handler must not find
 * its own CPU holding it for writing.  The loops over the list that
 * may sleep, or that kill, stay under rcu_read_lock() and the big
 * kernel lock (lib/kernel_lock.c), as do the parent and children links
 * exit.c changes; docs/smp.md has the table.
 */
DEFINE_RWLOCK(tasklist_lock);
LIST_HEAD(task_list);		/* under tasklist_lock */
static int nr_user_tasks;	/* under tasklist_lock */

/*
 * The frame __switch_to_asm() pops when it first switches to a new task:
 * eflags, edi, esi, ebx, ebp, then the return address.
 */
struct switch_frame {
	unsigned long eflags, edi, esi, ebx, ebp, ret;
};

static struct switch_frame *new_switch_frame(struct task_struct *p,
					     void (*ret)(void))
{
	struct switch_frame *f = (struct switch_frame *)task_pt_regs(p) - 1;

	memset(f, 0, sizeof(*f));
	f->ebp = 0;		/* ends the frame-pointer chain (call traces) */
	f->ret = (unsigned long)ret;
	p->thread.esp = (unsigned long)f;
	return f;
}

/* A task with a stack and a pid, not yet runnable, in no thread group. */
struct task_struct *alloc_task(const char *name)
{
	struct task_struct *p = kzalloc(sizeof(*p), GFP_KERNEL);
	unsigned long flags;

	if (!p)
		return NULL;
	p->stack = vmalloc_aligned(THREAD_SIZE, THREAD_SIZE);
	if (!p->stack) {
		kfree(p);
		return NULL;
	}
	p->thread_info = p->stack;
	/* vmalloc'd memory is not zeroed: flags and preempt_count start at 0 */
	memset(p->thread_info, 0, sizeof(*p->thread_info));
	p->thread_info->task = p;
	p->state = TASK_INTERRUPTIBLE;
	p->cpus_allowed = current->cpus_allowed;	/* fork(2) keeps it */
	INIT_LIST_HEAD(&p->run_list);
	spin_lock_init(&p->pi_lock);
	spin_lock_init(&p->alloc_lock);
	INIT_LIST_HEAD(&p->children);
	INIT_LIST_HEAD(&p->sibling);
	INIT_LIST_HEAD(&p->thread_node);
	INIT_LIST_HEAD(&p->ptraced);
	INIT_LIST_HEAD(&p->ptrace_entry);
	strlcpy(p->comm, name, sizeof(p->comm));

	write_lock_irqsave(&tasklist_lock, flags);
	p->pid = p->tgid = p->thread_pid.nr = alloc_pid();
	p->group_leader = p;
	atomic_set(&p->usage, 1);
	if (p->pid) {
		p->cred = get_cred(&init_cred);	/* a kernel thread's: root */
		list_add_tail(&p->tasks, &task_list);
	}
	write_unlock_irqrestore(&tasklist_lock, flags);
	if (!p->pid) {		/* every pid below pid_max in use */
		vfree(p->stack);
		kfree(p);
		return NULL;
	}
	return p;
}

/* A new thread group, p its leader and only thread, with from's limits */
static int new_signal(struct task_struct *p, const struct signal_struct *from)
{
	struct signal_struct *sig = kzalloc(sizeof(*sig), GFP_KERNEL);

	if (!sig)
		return -ENOMEM;
	sig->count = sig->live = 1;
	INIT_LIST_HEAD(&sig->thread_head);
	init_waitqueue_head(&sig->wait_chldexit);
	init_waitqueue_head(&sig->signalfd_wqh);
	memcpy(sig->rlim, from->rlim, sizeof(sig->rlim));
	sig->tty = from->tty;		/* fork(2) keeps the terminal */
	sig->oom_score_adj = from->oom_score_adj;
	sig->oom_score_adj_min = from->oom_score_adj_min;
	list_add_tail(&p->thread_node, &sig->thread_head);
	p->signal = sig;
	return 0;
}

/* Handlers of p's own, copied from src's (NULL: all SIG_DFL) */
static int new_sighand(struct task_struct *p, const struct sighand_struct *src)
{
	struct sighand_struct *sh = kzalloc(sizeof(*sh), GFP_KERNEL);

	if (!sh)
		return -ENOMEM;
	atomic_set(&sh->count, 1);
	spin_lock_init(&sh->siglock);
	if (src)
		memcpy(sh->action, src->action, sizeof(sh->action));
	p->sighand = sh;
	return 0;
}

static void put_signal(struct signal_struct *sig)
{
	if (sig && !--sig->count) {
		exit_itimers(sig);	/* its POSIX timers go with it */
		exit_process_keyrings(sig);
		kfree(sig);
	}
}

void put_sighand(struct sighand_struct *sh)
{
	if (sh && atomic_dec_and_test(&sh->count))
		kfree(sh);
}

/* A single-threaded task's own copy of its handlers, for execve(2),
 * which must not change those of the tasks it shared them with */
int unshare_sighand(struct task_struct *p)
{
	struct sighand_struct *old = p->sighand;

	if (atomic_read(&old->count) == 1)
		return 0;
	if (new_sighand(p, old))
		return -ENOMEM;
	put_sighand(old);
	return 0;
}

/* Create a thread that runs fn(arg); it starts at wake_up_process(). */
struct task_struct *create_kernel_thread(int (*fn)(void *), void *arg,
					 const char *name)
{
	struct task_struct *p = alloc_task(name);
	struct switch_frame *f;
	unsigned long flags;

	if (!p)
		return NULL;
	if (new_signal(p, init_task.signal) || new_sighand(p, NULL)) {
		vfree(p->stack);
		release_task(p);
		return NULL;
	}
	/* the boot's namespaces, as Linux's kernel threads have */
	atomic_inc(&init_nsproxy.count);
	p->nsproxy = &init_nsproxy;
	proc_pid_create(p);
	/* Linux's kernel threads are kthreadd's children, kthreadd and
	 * init those of the boot task; here there is no kthreadd */
	write_lock_irqsave(&tasklist_lock, flags);
	p->real_parent = &init_task;
	list_add_tail(&p->sibling, &init_task.children);
	write_unlock_irqrestore(&tasklist_lock, flags);
	f = new_switch_frame(p, ret_from_kernel_thread);
	f->ebx = (unsigned long)fn;
	f->esi = (unsigned long)arg;
	return p;
}

int kernel_thread(int (*fn)(void *), void *arg, const char *name)
{
	struct task_struct *p = create_kernel_thread(fn, arg, name);

	if (!p)
		return -ENOMEM;
	wake_up_new_task(p);
	return p->pid;
}
EXPORT_SYMBOL(kernel_thread);

/* The last reference to t is gone (include/linux/sched/task.h) */
void __put_task_struct(struct task_struct *t)
{
	detach_pid_ns(t);
	exit_thread_keyring(t);
	exit_creds(t);
	kfree(t);
}
EXPORT_SYMBOL_GPL(__put_task_struct);

char *__get_task_comm(char *buf, size_t buf_size, struct task_struct *tsk)
{
	task_lock(tsk);		/* no half-renamed comm (set_task_comm()) */
	strlcpy(buf, tsk->comm, buf_size);
	task_unlock(tsk);
	return buf;
}
EXPORT_SYMBOL(__get_task_comm);

/* execve(2) and prctl(PR_SET_NAME) rename tsk */
void set_task_comm(struct task_struct *tsk, const char *name)
{
	task_lock(tsk);
	strlcpy(tsk->comm, name, sizeof(tsk->comm));
	task_unlock(tsk);
}

/*
 * The list's last hold on p, a grace period after it left the list
 * (kernel/rcu.c): a walker of task_list under rcu_read_lock() that found
 * p before may still read it, its signal and handler tables included.
 */
static void delayed_release(struct rcu_head *rcu)
{
	struct task_struct *p = container_of(rcu, struct task_struct, rcu);

	put_signal(p->signal);
	put_sighand(p->sighand);
	put_task_struct(p);
}

/* Forget a task whose stack is already gone (or never used). */
void release_task(struct task_struct *p)
{
	unsigned long flags;

	proc_pid_remove(p);	/* a thread's: /proc/PID/task/TID */
	write_lock_irqsave(&tasklist_lock, flags);
	list_del(&p->tasks);
	list_del(&p->sibling);
	if (p->signal)
		list_del_init(&p->thread_node);
	/* a forked process or a thread (do_clone()) */
	if (p->parent || !thread_group_leader(p))
		nr_user_tasks--;
	if (p->autoreap && p->parent)	/* a parent in sys_wait4() may
					 * have no child left */
		wake_up(&p->parent->signal->wait_chldexit);
	write_unlock_irqrestore(&tasklist_lock, flags);
	p->reaped = true;
	call_rcu(&p->rcu, delayed_release);
}

/*
 * Called once p has exited and the CPU has switched away from its stack.
 * A process's task_struct stays, a zombie, until its parent reaps it,
 * unless the parent ignores SIGCHLD (do_notify_parent()).
 */
void free_task(struct task_struct *p)
{
	vfree(p->stack);
	p->stack = NULL;
	if (!p->parent || p->autoreap)
		release_task(p);
}

/* CLONE_VM: one address space; else a copy (fork(2) NOTES) */
static int copy_mm(struct task_struct *p, struct task_struct *parent,
		   unsigned long flags)
{
	if (flags & CLONE_VM) {
		mmget(parent->mm);
		p->mm = parent->mm;
	} else {
		p->mm = dup_mm(parent->mm);
	}
	return p->mm ? 0 : -ENOMEM;
}

/* CLONE_FILES: one descriptor table; else each open file is shared */
static int copy_files(struct task_struct *p, struct task_struct *parent,
		      unsigned long flags)
{
	if (flags & CLONE_FILES) {
		get_files(parent->files);
		p->files = parent->files;
	} else {
		p->files = dup_files(parent->files);
	}
	if (IS_ERR(p->files)) {
		long err = PTR_ERR(p->files);

		p->files = NULL;
		return (int)err;
	}
	return 0;
}

/* CLONE_SIGHAND: one handler table; else a copy */
static int copy_sighand(struct task_struct *p, struct task_struct *parent,
			unsigned long flags)
{
	if (!(flags & CLONE_SIGHAND))
		return new_sighand(p, parent->sighand);
	atomic_inc(&parent->sighand->count);
	p->sighand = parent->sighand;
	return 0;
}

/*
 * CLONE_THREAD: p joins the parent's thread group: getpid() is the
 * group's (the leader's pid), and p is nobody's child - it reaps
 * itself (parent NULL), its process's parent waits for the group.
 * Else p is a process of its own, a child of the parent (or, with
 * CLONE_PARENT, its sibling).
 */
static int copy_signal(struct task_struct *p, struct task_struct *parent,
		       unsigned long flags)
{
	struct signal_struct *sig = parent->signal;

	if (!(flags & CLONE_THREAD)) {
		if (flags & CLONE_PARENT)
			parent = parent->group_leader->parent;
		if (!parent)	/* pid 1 has no parent to share */
			return -EINVAL;
		p->parent = p->real_parent = parent;
		list_add_tail(&p->sibling, &parent->children);
		return new_signal(p, sig);
	}
	sig->count++;
	sig->live++;
	p->signal = sig;
	p->tgid = parent->tgid;
	p->group_leader = parent->group_leader;
	p->real_parent = p->group_leader->real_parent;
	p->autoreap = true;
	list_add_tail(&p->thread_node, &sig->thread_head);
	return 0;
}

/* The child's copy of, or share in, everything the parent has */
static int copy_process(struct task_struct *p, struct task_struct *parent,
			unsigned long flags)
{
	int err;

	/* first: the new namespaces are the child's cred's (CLONE_NEWUSER) */
	err = copy_creds(p, parent, flags);
	if (!err)
		err = copy_mm(p, parent, flags);
	if (!err)
		err = copy_files(p, parent, flags);
	if (!err)
		err = copy_sighand(p, parent, flags);
	if (!err)
		err = copy_signal(p, parent, flags);
	if (!err)
		err = copy_fs_struct(p, parent, flags);
	if (!err)
		err = copy_namespaces(flags, p, parent);
	if (!err)
		err = copy_semundo(flags, p);
	if (err)
		return err;
	p->personality = parent->personality;	/* and kept by execve(2) */
	p->nice = parent->nice;		/* sched(7): inherited */
	p->ioprio = parent->ioprio;
	p->policy = parent->policy;
	p->rt_priority = parent->rt_priority;
	p->dl_runtime = parent->dl_runtime;
	p->dl_deadline = parent->dl_deadline;
	p->dl_period = parent->dl_period;
	p->timer_slack_ns = p->default_timer_slack_ns = parent->timer_slack_ns;
	copy_keys(p, parent, flags);	/* keyrings(7): the session's */
	p->pgrp = parent->pgrp;
	p->session = parent->session;
	p->thread = parent->thread;
	/* mask and alternate stack are inherited; pending signals and
	 * alarms are not (fork(2)); a thread has no alternate stack
	 * (clone(2), CLONE_VM) */
	p->blocked = parent->blocked;
	if (!(flags & CLONE_VM))
		p->altstack = parent->altstack;
	else
		p->altstack.ss_flags = SS_DISABLE;
	copy_thread_live(p);
	return 0;
}

/* What copy_process() took, given back when the clone fails */
static void undo_process(struct task_struct *p)
{
	undo_pid_ns(p);
	exit_task_namespaces(p);
	exit_sem(p);
	if (p->files)
		put_files(p->files);
	exit_fs(p);
	if (p->mm)
		mmput(p->mm);
	p->mm = NULL;
	vfree(p->stack);
	p->stack = NULL;
	release_task(p);
}

/* clone(2)'s thread-id and TLS arguments, i386's order of them, and
 * where CLONE_PIDFD's descriptor goes (Linux's kernel_clone_args) */
struct kernel_clone_args {
	unsigned long flags, newsp;
	int __user *parent_tid;
	struct user_desc __user *tls;
	int __user *child_tid;
	int __user *pidfd;
};

/* CLONE_PIDFD: the caller's pidfd of p (close-on-exec), stored at
 * a->pidfd, whose address was tried already (clone_pidfd_ok()) */
static int clone_pidfd(struct task_struct *p,
		       const struct kernel_clone_args *a)
{
	int fd;

	if (!(a->flags & CLONE_PIDFD))
		return 0;
	fd = pidfd_create(p);
	if (fd < 0)
		return fd;
	/* unmapped since the try: the descriptor stays, as Linux's would
	 * after its point of no return */
	(void)put_user(fd, a->pidfd);
	return 0;
}

/* CLONE_SETTLS, CLONE_PARENT_SETTID, the tid addresses and the pidfd */
static int clone_ids(struct task_struct *p,
		     const struct kernel_clone_args *a)
{
	int err = a->flags & CLONE_SETTLS ? copy_tls_desc(p, a->tls) : 0;

	if (err)
		return err;
	if ((a->flags & CLONE_PARENT_SETTID) &&
	    put_user(task_pid_vnr(p), a->parent_tid))
		return -EFAULT;
	/* written by the child itself, in its own memory (schedule_tail()) */
	if (a->flags & CLONE_CHILD_SETTID)
		p->set_child_tid = (unsigned long)a->child_tid;
	if (a->flags & CLONE_CHILD_CLEARTID)
		p->clear_child_tid = (unsigned long)a->child_tid;
	return clone_pidfd(p, a);	/* last: nothing fails after it */
}

/* RLIMIT_NPROC (setrlimit(2)): a user with as many tasks as its limit
 * may make no more (EAGAIN); root, CAP_SYS_RESOURCE and CAP_SYS_ADMIN
 * may, as Linux's copy_process() lets them */
static bool nproc_exceeded(void)
{
	kuid_t uid = current_uid();
	struct task_struct *p;
	unsigned long n = 0, flags;

	/* no task leaves the list, and frees its cred, while it is counted
	 * (release_task(); the fuzzer's clone() met one freed) */
	read_lock_irqsave(&tasklist_lock, flags);
	list_for_each_entry(p, &task_list, tasks)
		n += uid_eq(p->cred->uid, uid);
	read_unlock_irqrestore(&tasklist_lock, flags);
	return n >= rlimit(RLIMIT_NPROC) && !uid_eq(uid, GLOBAL_ROOT_UID) &&
	       !capable(CAP_SYS_RESOURCE) && !capable(CAP_SYS_ADMIN);
}

/* The PID namespace p joins: a thread its process's, a process the
 * one its nsproxy names for children (a new one for CLONE_NEWPID) */
static struct pid_namespace *child_pid_ns(struct task_struct *p,
					  unsigned long flags)
{
	if (flags & CLONE_THREAD)
		return task_active_pid_ns(current);
	return p->nsproxy->pid_ns_for_children;
}

/* newsp: the child's stack pointer, or 0 for the parent's; CLONE_VFORK:
 * the parent waits until the child's execve() or exit (mm_release()) */
static long do_clone(const struct kernel_clone_args *a)
{
	struct task_struct *parent = current, *p;
	struct completion vfork;
	unsigned long flags;
	int event;
	long ret;

	if (nr_user_tasks >= max_threads || nproc_exceeded())
		return -EAGAIN;
	p = alloc_task(parent->comm);
	if (!p)
		return -ENOMEM;
	ret = copy_process(p, parent, a->flags);
	if (!ret)
		ret = attach_pid_ns(p, child_pid_ns(p, a->flags));
	if (!ret)
		ret = clone_ids(p, a);
	if (ret) {
		undo_process(p);
		return ret;
	}
	proc_pid_create(p);	/* a thread's: /proc/PID/task/TID */
	write_lock_irqsave(&tasklist_lock, flags);
	nr_user_tasks++;
	write_unlock_irqrestore(&tasklist_lock, flags);
	*task_pt_regs(p) = *task_pt_regs(parent);
	task_pt_regs(p)->eax = 0;		/* fork() returns 0 in the child */
	ptrace_init_task(p);
	if (a->newsp)
		task_pt_regs(p)->esp = (long)a->newsp;
	new_switch_frame(p, ret_from_fork);
	if (a->flags & CLONE_VFORK) {
		init_completion(&vfork);
		p->vfork_done = &vfork;
	}
	event = ptrace_clone(p, a->flags);	/* a tracer follows it? */
	ret = task_pid_vnr(p);	/* p may be gone once it has run */
	wake_up_new_task(p);
	if (event)
		ptrace_event(event, (unsigned long)ret);
	if (a->flags & CLONE_VFORK) {
		wait_for_completion(&vfork);
		ptrace_event(PTRACE_EVENT_VFORK_DONE, (unsigned long)ret);
	}
	return ret;
}

long sys_fork(void)
{
	struct kernel_clone_args a = { .flags = SIGCHLD };

	return do_clone(&a);
}

/* vfork(2): the child borrows the parent's memory, which waits */
long sys_vfork(void)
{
	struct kernel_clone_args a = {
		.flags = CLONE_VM | CLONE_VFORK | SIGCHLD
	};

	return do_clone(&a);
}

/*
 * The combinations clone(2) ERRORS refuses: a thread shares the
 * handlers, shared handlers need shared memory, a shared cwd no new
 * mount namespace, a pidfd names a process, not a thread, a thread is
 * in its process's PID and user namespaces, a new user namespace has
 * its own root (Linux 6.1).
 */
static bool clone_flags_valid(unsigned long flags)
{
	if ((flags & (CLONE_NEWNS | CLONE_FS)) == (CLONE_NEWNS | CLONE_FS))
		return false;
	if ((flags & CLONE_THREAD) && !(flags & CLONE_SIGHAND))
		return false;
	if ((flags & CLONE_SIGHAND) && !(flags & CLONE_VM))
		return false;
	if ((flags & CLONE_PIDFD) && (flags & (CLONE_THREAD | CLONE_DETACHED)))
		return false;
	if ((flags & CLONE_THREAD) && ((flags & (CLONE_NEWPID | CLONE_NEWUSER)) ||
	    current_nsproxy()->pid_ns_for_children !=
		    task_active_pid_ns(current)))
		return false;
	return (flags & (CLONE_NEWUSER | CLONE_FS)) !=
	       (CLONE_NEWUSER | CLONE_FS);
}

/* CLONE_PIDFD's address takes an int: EFAULT now, before the child is
 * made, rather than a child the caller cannot know of */
static int clone_pidfd_ok(const struct kernel_clone_args *a)
{
	if (!(a->flags & CLONE_PIDFD))
		return 0;
	return put_user(-1, a->pidfd) ? -EFAULT : 0;
}

/*
 * clone(2), i386's argument order (the kernel's CLONE_BACKWARDS):
 * flags, stack, parent_tid, tls, child_tid; with CLONE_PIDFD,
 * parent_tid is where the pidfd goes (so not with CLONE_PARENT_SETTID).
 * glibc's pthread_create() asks for CLONE_VM | CLONE_FS | CLONE_FILES |
 * CLONE_SIGHAND | CLONE_THREAD | CLONE_SYSVSEM | CLONE_SETTLS |
 * CLONE_PARENT_SETTID | CLONE_CHILD_CLEARTID; its fork() for
 * CLONE_CHILD_SETTID | CLONE_CHILD_CLEARTID | SIGCHLD.  The exit signal
 * (CSIGNAL) is always SIGCHLD here.
 */
long sys_clone(unsigned long flags, unsigned long newsp,
	       int __user *parent_tid, struct user_desc __user *tls,
	       int __user *child_tid)
{
	struct kernel_clone_args a = { flags, newsp, parent_tid, tls,
				       child_tid, parent_tid };

	if (!clone_flags_valid(flags) ||
	    (flags & (CLONE_PIDFD | CLONE_PARENT_SETTID)) ==
		    (CLONE_PIDFD | CLONE_PARENT_SETTID))
		return -EINVAL;
	return clone_pidfd_ok(&a) ?: do_clone(&a);
}

/*
 * clone3(2)'s argument block (Linux's include/uapi/linux/sched.h): 64 bytes in
 * its first version, 80 with set_tid, 88 with cgroup.  Pointers are
 * 64-bit fields; on i386 the tls one, as clone(2)'s, points to a
 * struct user_desc.
 */
struct clone_args {
	u64 flags, pidfd, child_tid, parent_tid, exit_signal;
	u64 stack, stack_size, tls, set_tid, set_tid_size, cgroup;
};

#define CLONE_ARGS_SIZE_VER0	64
#define CLONE_LEGACY_FLAGS	0xffffffffULL

/*
 * The caller's block of size bytes (Linux's copy_struct_from_user()):
 * EINVAL below the first version, E2BIG past a page or with a byte
 * other than 0 past the fields this kernel knows, EFAULT unreadable.
 */
static long clone3_copy(struct clone_args *args,
			const struct clone_args __user *uargs, size_t size)
{
	if (size > PAGE_SIZE)
		return -E2BIG;
	if (size < CLONE_ARGS_SIZE_VER0)
		return -EINVAL;
	return copy_struct_from_user(args, sizeof(*args), uargs, size);
}

/*
 * Linux's clone3_args_valid() and the checks of copy_clone_args_from_
 * user(), each EINVAL: flags beyond clone(2)'s (CLONE_CLEAR_SIGHAND and
 * CLONE_INTO_CGROUP are not implemented), an exit signal past _NSIG or
 * with CLONE_THREAD or CLONE_PARENT, a stack without its size or the
 * other way round or outside user space, set_tid (choosing the pid is
 * not implemented).  The stack is its lowest address: the child starts
 * at its top.
 */
static long clone3_kargs(const struct clone_args *u,
			 struct kernel_clone_args *k)
{
	if ((u->flags & ~CLONE_LEGACY_FLAGS) || u->set_tid ||
	    u->set_tid_size || u->exit_signal > _NSIG ||
	    ((u->flags & (CLONE_THREAD | CLONE_PARENT)) && u->exit_signal))
		return -EINVAL;
	if (!u->stack != !u->stack_size || u->stack_size > TASK_SIZE ||
	    u->stack > TASK_SIZE - u->stack_size)
		return -EINVAL;
	k->flags = (unsigned long)u->flags;
	k->newsp = (unsigned long)(u->stack + u->stack_size);
	k->parent_tid = (int __user *)(unsigned long)u->parent_tid;
	k->tls = (struct user_desc __user *)(unsigned long)u->tls;
	k->child_tid = (int __user *)(unsigned long)u->child_tid;
	k->pidfd = (int __user *)(unsigned long)u->pidfd;
	return clone_flags_valid(k->flags) ? 0 : -EINVAL;
}

/* clone3(2) (Linux 5.3): clone(2)'s work, its arguments in a block */
long sys_clone3(const struct clone_args __user *uargs, size_t size)
{
	struct kernel_clone_args k;
	struct clone_args args;
	long err = clone3_copy(&args, uargs, size);

	if (!err)
		err = clone3_kargs(&args, &k);
	return err ?: clone_pidfd_ok(&k) ?: do_clone(&k);
}
