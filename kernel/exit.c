// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/exit.c - the end of a task, and its parent's wait for it.
 *
 * A task cannot free the stack it is running on, so do_exit() only marks
 * it a zombie and switches away; the next task frees the stack
 * (schedule()).  A process's task_struct then stays, holding its exit
 * status, until its parent collects it with wait4(2); its own children
 * go to pid 1, which reaps orphans (exit(2) NOTES).
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/nsproxy.h"
#include "linux/pid_namespace.h"
#include "linux/cred.h"
#include "linux/ipc.h"
#include "linux/file.h"
#include "linux/mm.h"
#include "linux/futex.h"
#include "linux/resource.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/sched/task.h"
#include "linux/interrupt.h"
#include "linux/syscalls.h"
#include "linux/module.h"
#include "linux/tty.h"
#include "asm/system.h"
#include "asm/uaccess.h"

/* wait4(2) options, Linux's values */
#define WNOHANG		0x00000001
#define WUNTRACED	0x00000002
#define WCONTINUED	0x00000008
/* and waitid(2)'s: WSTOPPED is WUNTRACED; wait4(2) implies WEXITED */
#define WSTOPPED	WUNTRACED
#define WEXITED		0x00000004
#define WNOWAIT		0x01000000
/* waitid(2)'s idtype */
#define P_ALL		0
#define P_PID		1
#define P_PGID		2
#define P_PIDFD		3
#define __WNOTHREAD	0x20000000
#define __WALL		0x40000000
#define __WCLONE	0x80000000

struct task_struct *child_reaper;	/* pid 1, once it runs a program */

/* A live thread of p's process other than not, or NULL */
static struct task_struct *live_thread(struct task_struct *p,
				       struct task_struct *not)
{
	struct task_struct *t;

	for_each_thread(p, t)
		if (t != not && t->state != TASK_ZOMBIE)
			return t;
	return NULL;
}

/* The pid 1 of tsk's PID namespace, or of the nearest ancestor
 * namespace whose pid 1 still lives (pid_namespaces(7)) */
static struct task_struct *ns_reaper(struct task_struct *tsk)
{
	struct pid_namespace *ns;

	for (ns = task_active_pid_ns(tsk); ns->level; ns = ns->parent)
		if (ns->child_reaper &&
		    ns->child_reaper != tsk->group_leader)
			return ns->child_reaper;
	return child_reaper;
}

/* Who takes tsk's children: another live thread of its process
 * (they are the process's children), else the nearest ancestor that
 * made itself a subreaper (prctl(2) PR_SET_CHILD_SUBREAPER), else
 * pid 1 of its namespace (exit(2) NOTES) */
static struct task_struct *new_reaper(struct task_struct *tsk)
{
	struct task_struct *t = live_thread(tsk, tsk), *p;
	struct task_struct *reaper = ns_reaper(tsk);

	if (t)
		return t;
	for (p = tsk->real_parent; p && p->pid > 0 && p != reaper;
	     p = p->real_parent)
		if (p->signal->is_child_subreaper && (t = live_thread(p, NULL)))
			return t;
	return reaper;
}

/*
 * The last thread of a PID namespace's pid 1 exits: the namespace's
 * other processes get SIGKILL, and pid 1 reaps its children (the
 * namespace's orphans come to it meanwhile) before it goes, so that no
 * process of the namespace outlives it (pid_namespaces(7)).  Signals
 * are blocked: the children's SIGCHLD must not end the wait.  (An oops
 * with interrupts off cannot wait: the orphans go to an ancestor's.)
 */
static void exit_pid_ns_reaper(struct task_struct *tsk)
{
	struct pid_namespace *ns = task_active_pid_ns(tsk);
	unsigned long flags;

	if (ns->child_reaper != tsk->group_leader || tsk->signal->live != 1)
		return;
	zap_pid_ns_processes(ns);
	if (!irqs_disabled()) {
		spin_lock_irq(&tsk->sighand->siglock);
		sigfillset(&tsk->blocked);
		spin_unlock_irq(&tsk->sighand->siglock);
		while (sys_wait4(-1, NULL, __WALL, NULL) != -ECHILD)
			;
	}
	write_lock_irqsave(&tasklist_lock, flags);
	ns->child_reaper = NULL;
	write_unlock_irqrestore(&tasklist_lock, flags);
}

static void reparent_children(struct task_struct *tsk)
{
	struct task_struct *c, *n, *reaper = new_reaper(tsk);
	/* as kill(2) from the exiting parent */
	const struct sig_origin from_parent = { .code = SI_USER,
						.pid = tsk->tgid };

	list_for_each_entry_safe(c, n, &tsk->children, sibling) {
		if (!reaper)
			break;
		list_del(&c->sibling);
		c->parent = c->real_parent = reaper;
		list_add_tail(&c->sibling, &reaper->children);
		if (c->pdeath_signal)	/* prctl(2) PR_SET_PDEATHSIG */
			send_sig_from(c->pdeath_signal, c, &from_parent);
		if (c->state == TASK_ZOMBIE)
			wake_up(&reaper->signal->wait_chldexit);
	}
}

/* SIGCHLD, with CLD_KILLED for a signal's death (sigaction(2)) */
static void notify_parent_exit(struct task_struct *leader)
{
	do_notify_parent(leader, leader->exit_code & 0x7f ? CLD_KILLED :
							    CLD_EXITED);
}

/*
 * Give the children away and tell the parent (interrupts off).  A
 * process ends with its last thread: the leader's parent hears of it
 * then, whichever thread was last, with the group's exit status; a
 * thread that is not the leader reaps itself (free_task()).
 */
static void exit_notify(struct task_struct *tsk)
{
	struct signal_struct *sig = tsk->signal;
	struct task_struct *leader = tsk->group_leader;

	/* the parent and children links and the thread list: sys_getppid()
	 * reads them without the big kernel lock (interrupts are off) */
	write_lock(&tasklist_lock);
	exit_ptrace(tsk);	/* it leaves its tracer, its tracees go free */
	reparent_children(tsk);
	if (!thread_group_leader(tsk))
		list_del_init(&tsk->thread_node);
	write_unlock(&tasklist_lock);
	if (sig->live || leader->state != TASK_ZOMBIE)
		return;
	if (sig->group_exit)
		leader->exit_code = sig->group_exit_code;
	else if (leader != tsk && tsk->did_exec)
		/* a thread that ran execve() (de_thread()) is the process
		 * since: its status is the process's, as Linux gives it the
		 * leader's place */
		leader->exit_code = tsk->exit_code;
	pidfd_exited(leader);
	notify_parent_exit(leader);
	/* a parent that ignores SIGCHLD reaps nothing (do_notify_parent());
	 * a leader that exited first is gone from the CPU already */
	if (leader != tsk && leader->autoreap)
		release_task(leader);
}

/*
 * A vfork(2) parent waits until its child execs or exits; a thread
 * made with CLONE_CHILD_CLEARTID (set_tid_address(2)) has its tid
 * word zeroed and a waiter on it woken (glibc's pthread_join), if others
 * still use the memory.
 */
void mm_release(struct task_struct *tsk)
{
	u32 __user *tid = (u32 __user *)tsk->clear_child_tid;

	if (tsk->vfork_done) {
		complete(tsk->vfork_done);
		tsk->vfork_done = NULL;
	}
	tsk->clear_child_tid = 0;
	exit_robust_list(tsk);
	if (tid && tsk->mm && atomic_read(&tsk->mm->mm_users) > 1 &&
	    !put_user(0, tid))
		futex_wake_tid(tid);
}

/* The user half of a process goes now; the kernel runs on swapper_pg_dir */
static void exit_mm(struct task_struct *tsk)
{
	struct mm_struct *mm = tsk->mm;

	load_mm(NULL);
	task_lock(tsk);		/* against get_task_mm() on another CPU */
	tsk->mm = NULL;
	task_unlock(tsk);
	mmput(mm);
}

/* A thread's times go to its process's when it leaves (getrusage(2));
 * the caller holds the group's siglock, which the sums are under */
static void account_exit(struct task_struct *tsk)
{
	if (thread_group_leader(tsk))
		return;
	tsk->signal->utime += tsk->utime;
	tsk->signal->stime += tsk->stime;
}

void do_exit(long code)
{
	struct task_struct *tsk = current;

	/* The 2.5 messages: neither can be recovered by killing a task */
	if (in_interrupt())
		panic("Aiee, killing interrupt handler!");
	if (!tsk->pid)
		panic("Attempted to kill the idle task!");
	if (tsk == child_reaper && tsk->signal->live == 1)
		panic("Attempted to kill init! exitcode=0x%08lx", code);
	/* PTRACE_O_TRACEEXIT: the tracer sees it before it goes (not an
	 * oops's task, which may hold what the tracer needs) */
	if (!irqs_disabled())
		ptrace_event(PTRACE_EVENT_EXIT, (unsigned long)code);
	if (tsk->thread_pid.level)
		exit_pid_ns_reaper(tsk);

	tty_exit(tsk);		/* a session leader's terminal is freed */
	if (tsk->files) {
		put_files(tsk->files);
		tsk->files = NULL;
	}
	exit_fs(tsk);		/* its working directory may go now */
	exit_task_namespaces(tsk);
	module_task_exit(tsk);	/* an oops in a module's init or exit */
	del_timer_sync(&tsk->real_timer);
	mm_release(tsk);
	exit_sem(tsk);	/* the last sharer: SEM_UNDO's adjustments */
	/* this CPU's own: nothing may switch the task away between here
	 * and its last schedule() as a zombie; the data below have their
	 * locks (siglock, tasklist_lock in exit_notify()) */
	local_irq_disable();
	if (tsk->mm)
		exit_mm(tsk);
	spin_lock(&tsk->sighand->siglock);	/* the group's exit state */
	tsk->signal->live--;
	if (tsk->signal->group_exit)
		code = tsk->signal->group_exit_code;
	account_exit(tsk);
	spin_unlock(&tsk->sighand->siglock);
	tsk->exit_code = (int)code;
	if (tsk->exit_notify) {
		tsk->exit_notify->code = code;
		complete(&tsk->exit_notify->done);
	}
	tsk->state = TASK_ZOMBIE;
	exit_notify(tsk);
	schedule();
	panic("zombie %d (%s) was scheduled again", tsk->pid, tsk->comm);
}

/* exit(2) ends the calling thread only */
long sys_exit(long code)
{
	do_exit((code & 0xff) << 8);
}

/*
 * The whole process ends: exit_group(2), or a signal whose default
 * action kills (signal(7)).  The first to ask sets the status; every
 * other thread is sent SIGKILL and exits with it on its way back to
 * user mode.
 */
void do_group_exit(long code)
{
	struct signal_struct *sig = current->signal;

	spin_lock_irq(&current->sighand->siglock);	/* the group's exit */
	if (sig->group_exit) {
		code = sig->group_exit_code;
	} else if (sig->group_exec_task && sig->group_exec_task != current) {
		code = SIGKILL;		/* de_thread() ends this thread only */
	} else if (sig->live > 1) {
		sig->group_exit = true;
		sig->group_exit_code = (int)code;
		zap_other_threads(current);
	}
	spin_unlock_irq(&current->sighand->siglock);
	do_exit(code);
}

/*
 * execve(2) in a process of many threads: the others are killed first
 * and the caller waits until they are gone; the new program gets
 * handlers of its own.  (Linux also gives the caller the leader's
 * pid; here a thread other than the leader keeps its own.)
 */
int de_thread(struct task_struct *tsk)
{
	struct signal_struct *sig = tsk->signal;
	spinlock_t *siglock = &tsk->sighand->siglock;	/* the group's exit */

	spin_lock_irq(siglock);
	/* Another thread is ending the process, or is in its own execve()
	 * and has sent this one SIGKILL: this one gives up (EAGAIN, as
	 * Linux's de_thread() answers) and dies on its way out.  Waiting
	 * for the other to be left alone, each would wait for ever. */
	if (sig->group_exit ||
	    (sig->group_exec_task && sig->group_exec_task != tsk)) {
		spin_unlock_irq(siglock);
		return -EAGAIN;
	}
	if (sig->live > 1) {
		sig->group_exec_task = tsk;
		zap_other_threads(tsk);
		while (sig->live > 1) {
			spin_unlock_irq(siglock);
			schedule_timeout_uninterruptible(1);
			spin_lock_irq(siglock);
		}
		sig->group_exec_task = NULL;
	}
	spin_unlock_irq(siglock);
	return unshare_sighand(tsk);
}

long sys_exit_group(long code)
{
	do_group_exit((code & 0xff) << 8);
}

/* What one wait asks for (Linux's struct wait_opts): which children
 * (type and id as waitid(2) has them) and what to report; any: set once
 * a child matched; then what the child reported, for the caller to
 * store: status as wait(2) encodes it, why and info as waitid(2)'s
 * siginfo_t has them (si_code, si_status), uid the child's real uid */
struct wait_opts {
	int type;
	int id;
	int options;
	struct rusage *ru;
	bool any;
	struct task_struct *found;	/* a zombie, held, to reap or read */
	int status;
	int why;
	int info;
	uid_t uid;
};

/* Is c one of the children the wait names?  (wo's type and id) */
static bool wait_matches(struct task_struct *c, struct wait_opts *wo)
{
	if (wo->type == P_PID)
		return c->pid == wo->id;
	if (wo->type == P_PGID)
		return c->pgrp == wo->id;
	return true;
}

/* A zombie's news, found in the walk under tasklist_lock: taken (held,
 * and claimed unless WNOWAIT, so that two threads waiting at once do not
 * both reap it; 0 if another has), reaped by reap() after the walk. */
static long take_zombie(struct task_struct *c, struct wait_opts *wo)
{
	int code = c->exit_code;

	if (!(wo->options & WNOWAIT) && xchg(&c->reaping, 1))
		return 0;
	wo->status = code;
	/* the low 7 bits: the killing signal; 0x80: a core was dumped */
	wo->why = !(code & 0x7f) ? CLD_EXITED :
		  code & 0x80	 ? CLD_DUMPED : CLD_KILLED;
	wo->info = wo->why == CLD_EXITED ? (code >> 8) & 0xff : code & 0x7f;
	wo->uid = __kuid_val(c->cred->uid);
	wo->found = get_task_struct(c);
	return task_pid_vnr(c);
}

/* The zombie taken, reaped unless WNOWAIT leaves it waitable, with
 * tasklist_lock let go (release_task() takes it to write).
 * The caller stores the status afterwards: a zombie is reaped even if
 * its status cannot be stored, the call then failing with EFAULT, as
 * Linux's does (measured on 6.1 by user/tests/userline.c: a second
 * wait4(2) finds no child).  ru gets its usage, its own and its
 * waited-for children's (RUSAGE_BOTH). */
static void reap(struct task_struct *c, struct wait_opts *wo)
{
	struct sighand_struct *sh = current->sighand;
	struct signal_struct *sig = current->signal;

	fill_rusage(c, RUSAGE_BOTH, wo->ru);
	if (!(wo->options & WNOWAIT)) {
		/* its times, and its waited-for children's, are now ours
		 * (times(2)); the sums are under our group's siglock, and
		 * c's no longer change, all its threads gone */
		spin_lock_irq(&sh->siglock);
		sig->cutime += c->utime + c->signal->utime + c->signal->cutime;
		sig->cstime += c->stime + c->signal->stime + c->signal->cstime;
		spin_unlock_irq(&sh->siglock);
		release_task(c);
	}
	put_task_struct(c);
}

/* A stop or a continue: reported once (but with WNOWAIT), the status
 * as wait(2) encodes it */
static long report_state(struct task_struct *c, struct wait_opts *wo)
{
	bool stop = c->report != CLD_CONTINUED;

	wo->status = stop ? (c->stop_sig << 8) | 0x7f : 0xffff;
	wo->why = c->report;
	wo->info = stop ? c->stop_sig : SIGCONT;
	wo->uid = __kuid_val(c->cred->uid);
	if (!(wo->options & WNOWAIT))
		c->report = 0;
	return task_pid_vnr(c);
}

/* What child c has to say to the wait: its pid once reported, or 0;
 * a process is reaped once all its threads are gone */
static long wait_child(struct task_struct *c, struct wait_opts *wo)
{
	if (c->state == TASK_ZOMBIE && !c->stack && !c->autoreap &&
	    !c->signal->live && (wo->options & WEXITED))
		return take_zombie(c, wo);
	if (c->report == CLD_STOPPED && c->state == TASK_STOPPED &&
	    (wo->options & WSTOPPED))
		return report_state(c, wo);
	if (c->report == CLD_CONTINUED && (wo->options & WCONTINUED))
		return report_state(c, wo);
	return 0;
}

/*
 * One pass over t's children, then over the tasks t traces, whose
 * stops for it it hears of whatever the options (ptrace(2): its
 * waitpid() reports them, WUNTRACED or not): a pid, or 0 (wait more).
 * A stop's status holds the signal, and an event above it.
 */
static long wait_children_of(struct task_struct *t, struct wait_opts *wo)
{
	struct task_struct *c, *n;

	list_for_each_entry_safe(c, n, &t->children, sibling) {
		long ret;

		if (!wait_matches(c, wo))
			continue;
		wo->any = true;
		ret = wait_child(c, wo);
		if (ret)
			return ret;
	}
	list_for_each_entry(c, &t->ptraced, ptrace_entry) {
		if (!wait_matches(c, wo))
			continue;
		wo->any = true;
		if (c->report == CLD_TRAPPED && c->state == TASK_TRACED)
			return report_state(c, wo);
	}
	return 0;
}

/* A pass over the children of every thread of the caller's process
 * (only its own with __WNOTHREAD): a pid, 0 (wait more), or -ECHILD */
static long wait_children(struct wait_opts *wo)
{
	struct task_struct *t;
	long ret = 0;

	wo->any = false;
	if (wo->options & __WNOTHREAD)
		ret = wait_children_of(current, wo);
	else
		for_each_thread(current, t) {
			ret = wait_children_of(t, wo);
			if (ret)
				break;
		}
	if (ret)
		return ret;
	return wo->any ? 0 : -ECHILD;
}

/*
 * Wait as wo asks, sleeping unless WNOHANG: a pid, 0 or an error.  The
 * children lists and their links are walked under tasklist_lock, read
 * (their exits change them under it, written: exit_notify(),
 * release_task()); a zombie found is reaped after it.  The sleeper is
 * on the queue before it looks, so that an exit between the look and
 * the sleep wakes it (kernel/wait.c).
 */
static long do_wait(struct wait_opts *wo)
{
	wait_queue_head_t *q = &current->signal->wait_chldexit;
	DEFINE_WAIT(w);
	unsigned long flags;
	long ret;

	for (;;) {
		prepare_to_wait(q, &w, TASK_INTERRUPTIBLE);
		wo->found = NULL;
		read_lock_irqsave(&tasklist_lock, flags);
		ret = wait_children(wo);
		read_unlock_irqrestore(&tasklist_lock, flags);
		if (ret || (wo->options & WNOHANG))
			break;
		if (signal_pending(current)) {
			ret = -ERESTARTSYS;
			break;
		}
		schedule();
	}
	finish_wait(q, &w);
	if (wo->found)
		reap(wo->found, wo);
	return ret;
}

/* wait4(2): ru gets the reaped child's usage, zeros for a stop */
long sys_wait4(int pid, int __user *status, int options,
	       struct rusage __user *ru)
{
	struct rusage r = { 0 };
	struct wait_opts wo = { .options = options | WEXITED, .ru = &r };
	long ret;

	/* pid: the child; 0 the caller's process group, < -1 the group
	 * -pid, -1 any child (wait(2)) */
	wo.type = pid > 0 ? P_PID : pid == -1 ? P_ALL : P_PGID;
	wo.id = pid > 0 ? pid_vnr_to_nr(pid) :
		pid == 0 ? current->pgrp : pid_vnr_to_nr(-pid);
	if (options & ~(WNOHANG | WUNTRACED | WCONTINUED | __WNOTHREAD |
			__WALL | __WCLONE))
		return -EINVAL;
	/* INT_MIN names no process group: -INT_MIN does not exist */
	if (pid == INT_MIN)
		return -ESRCH;
	ret = do_wait(&wo);
	/* the status and the reaped child's usage (zeros for a stop or a
	 * continue), written once it was collected, so a bad pointer fails
	 * the call but the child is gone all the same, as on Linux */
	if (ret > 0 && status && put_user(wo.status, status))
		return -EFAULT;
	if (ret > 0 && ru && copy_to_user(ru, &r, sizeof(r)))
		return -EFAULT;
	return ret;
}

long sys_waitpid(int pid, int __user *status, int options)
{
	return sys_wait4(pid, status, options, NULL);
}

/* waitid(2)'s idtype and id: P_ALL any child, P_PID the one (id > 0),
 * P_PGID those of a process group (0: the caller's, since Linux 5.4);
 * false for the rest (P_PIDFD: waitid_pidfd()) */
static bool waitid_who(int which, int id, struct wait_opts *wo)
{
	wo->type = which;
	wo->id = which == P_PGID && id == 0 ? current->pgrp : pid_vnr_to_nr(id);
	return which == P_ALL || (which == P_PID && id > 0) ||
	       (which == P_PGID && id >= 0);
}

/*
 * P_PIDFD (Linux 5.4): the process the pidfd id names, as P_PID; a
 * pidfd that is O_NONBLOCK makes the wait WNOHANG, and no news is then
 * EAGAIN (waitid(2)).  0, or -EINVAL, -EBADF.
 */
static int waitid_pidfd(int id, struct wait_opts *wo, bool *nonblock)
{
	int pid;

	if (id < 0)
		return -EINVAL;
	pid = pidfd_wait_id(id, nonblock);
	if (pid < 0)
		return pid;
	wo->type = P_PID;
	wo->id = pid;		/* 0, once reaped, is no child: ECHILD */
	if (*nonblock)
		wo->options |= WNOHANG;
	return 0;
}

/* The options waitid(2) takes: 0 or -EINVAL */
static int waitid_options(int options)
{
	if (options & ~(WNOHANG | WNOWAIT | WEXITED | WSTOPPED | WCONTINUED |
			__WNOTHREAD | __WALL | __WCLONE))
		return -EINVAL;
	return options & (WEXITED | WSTOPPED | WCONTINUED) ? 0 : -EINVAL;
}

/*
 * waitid(2): 0, and infop's si_signo (SIGCHLD), si_code, si_pid,
 * si_uid and si_status say what the child did.  Those five are written
 * whatever the outcome, all 0 when there is no news (WNOHANG) or an
 * error, as Linux 6.1 writes them; the rest of infop is left alone.
 * At least one of WEXITED, WSTOPPED and WCONTINUED.
 */
long sys_waitid(int which, int id, struct siginfo __user *infop,
		int options, struct rusage __user *ru)
{
	struct rusage r = { 0 };
	struct wait_opts wo = { .options = options, .ru = &r };
	struct siginfo si = { 0 };
	bool nonblock = false;
	long ret = waitid_options(options);

	if (!ret && which == P_PIDFD)
		ret = waitid_pidfd(id, &wo, &nonblock);
	else if (!ret && !waitid_who(which, id, &wo))
		ret = -EINVAL;
	if (!ret)
		ret = do_wait(&wo);
	if (!ret && nonblock && !(options & WNOHANG))
		ret = -EAGAIN;
	if (ret > 0) {
		si.si_signo = SIGCHLD;
		si.si_code = wo.why;
		si.kill.pid = ret;
		si.kill.uid = wo.uid;
		si.kill.status = wo.info;
		ret = 0;
		if (ru && copy_to_user(ru, &r, sizeof(r)))
			return -EFAULT;
	}
	if (infop && copy_to_user(infop, &si, offsetof(struct siginfo,
						      kill.status) +
				  sizeof(si.kill.status)))
		return -EFAULT;
	return ret;
}
