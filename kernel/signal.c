// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/signal.c - sending signals, their dispositions and masks, and
 * what a signal does when no handler takes it (signal(7)).
 *
 * A sent signal sets its bit in the target's pending set (standard
 * signals do not queue: a second one while the first is pending is
 * merged into it, signal(7)).  A signal that would be ignored is
 * dropped at once unless it is blocked, as Linux does.  The target acts
 * on it on its way back to user mode: exit_to_user_mode() in
 * arch/i386/kernel/signal.c calls get_signal(), which takes the pending
 * unblocked signals one at a time, performs the default actions here
 * (Term, Core, Stop; Ign and Cont do nothing) and hands a signal with a
 * handler back to the arch code, which builds the frame on the user
 * stack.  A sleeping task is woken by a signal it does not block; its
 * system call returns -ERESTARTSYS or -ERESTARTNOHAND, and the arch
 * code decides between EINTR and restarting it (SA_RESTART).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/bitops.h"
#include "linux/coredump.h"
#include "linux/pid_namespace.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/cred.h"
#include "linux/syscalls.h"
#include "linux/time.h"
#include "asm/ptrace.h"
#include "asm/system.h"
#include "asm/uaccess.h"

enum sig_default { SIG_TERM, SIG_IGNORE, SIG_CORE, SIG_STOPS, SIG_CONTS };

/* sigmask() masks of signals below 32, for sigdelsetmask() and its kin */
#define STOP_SIGNALS	(sigmask(SIGSTOP) | sigmask(SIGTSTP) | \
			 sigmask(SIGTTIN) | sigmask(SIGTTOU))
#define UNBLOCKABLE	(sigmask(SIGKILL) | sigmask(SIGSTOP))

static bool sig_valid(int sig)
{
	return valid_signal(sig);
}

/* signal(7), "Standard signals": the action of SIG_DFL */
static enum sig_default sig_default_action(int sig)
{
	switch (sig) {
	case SIGQUIT: case SIGILL: case SIGTRAP: case SIGABRT: case SIGBUS:
	case SIGFPE: case SIGSEGV: case SIGXCPU: case SIGXFSZ: case SIGSYS:
		return SIG_CORE;
	case SIGCHLD: case SIGURG: case SIGWINCH:
		return SIG_IGNORE;
	case SIGCONT:
		return SIG_CONTS;
	case SIGSTOP: case SIGTSTP: case SIGTTIN: case SIGTTOU:
		return SIG_STOPS;
	default:
		return SIG_TERM;	/* the real-time signals too */
	}
}

static struct k_sigaction *sig_action(struct task_struct *p, int sig)
{
	return &p->sighand->action[sig - 1];
}

/* The signal would do nothing at all if delivered now */
static bool sig_ignored(struct task_struct *p, int sig)
{
	unsigned long handler = sig_action(p, sig)->handler;

	/* the handler may change before unblocking; and a signal that
	 * rt_sigtimedwait(2) unblocked to wait for is taken, not acted on
	 * (Linux's real_blocked): busybox init waits so for SIGCHLD */
	if (sigismember(&p->blocked, sig) || sigismember(&p->real_blocked, sig))
		return false;
	if (p->ptrace)	/* its tracer sees every signal (ptrace(2)) */
		return false;
	if (handler == SIG_IGN)
		return true;
	return handler == SIG_DFL &&
	       sig_default_action(sig) == SIG_IGNORE;
}

/*
 * What a signal does the moment it is sent, whatever its disposition:
 * SIGCONT resumes a stopped process and cancels pending stop signals,
 * a stop signal cancels a pending SIGCONT (signal(7)).  p's siglock
 * held; true if p was resumed, and its parent is to be told once the
 * lock is let go (the parent's SIGCHLD takes the parent's siglock).
 */
static bool prepare_signal(struct task_struct *p, int sig)
{
	if (sig == SIGCONT) {
		sigdelsetmask(&p->pending.signal, STOP_SIGNALS);
		if (p->state == TASK_STOPPED) {
			p->report = CLD_CONTINUED;
			wake_up_process(p);
			return true;
		}
	} else if (sig < 32 && (sigmask(sig) & STOP_SIGNALS)) {
		sigdelset(&p->pending.signal, SIGCONT);
	}
	return false;
}

/* p is a PID namespace's pid 1, not the boot's */
static bool is_ns_init(struct task_struct *p)
{
	return p->thread_pid.level &&
	       task_active_pid_ns(p)->child_reaper == p->group_leader;
}

/*
 * A PID namespace's pid 1 gets only the signals it has handlers for
 * (kill(2) NOTES), and SIGKILL and SIGSTOP from an ancestor namespace,
 * whose sender has no number in its own (pid_namespaces(7)); and the
 * kernel's own (a fault's, force_sig(); another namespace's end), which
 * Linux's force_sig_info() lets kill it too.  As in Linux, SIGKILL and
 * SIGSTOP are judged when sent, by their sender (the one sending now,
 * current), the others when they come (get_signal()).
 */
static bool ns_init_refuses(struct task_struct *p, int sig,
			    const struct sig_origin *from)
{
	if (!p->thread_pid.level || from->code == SI_KERNEL ||
	    (sig != SIGKILL && sig != SIGSTOP) ||
	    sig_action(p, sig)->handler != SIG_DFL || !is_ns_init(p))
		return false;
	return task_pid_nr_ns(current, task_active_pid_ns(p)) != 0;
}

static bool ns_init_ignores(struct task_struct *tsk, int sig,
			    const struct sig_origin *from)
{
	return sig != SIGKILL && sig != SIGSTOP && from->code != SI_KERNEL &&
	       is_ns_init(tsk);
}

/* sig to p, p's siglock held; true if its parent is to hear that it
 * was continued (prepare_signal()) */
static bool send_sig_locked(int sig, struct task_struct *p,
			    const struct sig_origin *from)
{
	bool continued;

	if ((!p->mm && !sigismember(&p->kthread_allowed, sig)) ||
	    p->state == TASK_ZOMBIE)
		return false;	/* kernel threads take only what they allow */
	continued = prepare_signal(p, sig);
	if (!sig_ignored(p, sig) && !ns_init_refuses(p, sig, from)) {
		sigaddset(&p->pending.signal, sig);
		p->sig_origin[sig - 1] = *from;
		/* a signalfd of its process reads it (fs/signalfd.c) */
		if (p->signal)
			wake_up(&p->signal->signalfd_wqh);
		if (signal_pending_state(p->state, p) ||
		    (p->state == TASK_STOPPED && sig == SIGKILL) ||
		    (p->state == TASK_TRACED && sig == SIGKILL &&
		     !(p->ptrace & PT_FROZEN)))
			wake_up_process(p);
	}
	return continued;
}

/* p's siglock is let go, then p's parent told if p was continued */
static void unlock_and_notify(struct task_struct *p, unsigned long flags,
			      bool continued)
{
	spin_unlock_irqrestore(&p->sighand->siglock, flags);
	if (continued)
		do_notify_parent(p, CLD_CONTINUED);
}

/* sig to p, with its siginfo_t's fields (F_SETSIG's: fs/fcntl.c) */
void send_sig_from(int sig, struct task_struct *p,
		   const struct sig_origin *from)
{
	unsigned long flags;

	spin_lock_irqsave(&p->sighand->siglock, flags);
	unlock_and_notify(p, flags, send_sig_locked(sig, p, from));
}

/*
 * The thread of p's process that takes a signal sent to the process:
 * the first live one that does not block it, else the first live one
 * (signal(7): "delivered to any one of the threads that does not
 * currently have the signal blocked"); p itself if none is live.
 */
static struct task_struct *group_target(struct task_struct *p, int sig)
{
	struct task_struct *t, *live = NULL;

	for_each_thread(p, t) {
		if (t->state == TASK_ZOMBIE)
			continue;
		if (!sig || !sigismember(&t->blocked, sig))
			return t;
		live = live ? live : t;
	}
	return live ? live : p;
}

/* A signal to the process p belongs to (kill(2)), not to one thread */
static void send_group_sig(int sig, struct task_struct *p,
			   const struct sig_origin *from)
{
	send_sig_from(sig, group_target(p->group_leader, sig), from);
}

/* exit_group(2): every other thread of p's process is killed; p's
 * siglock held (the threads share it: CLONE_THREAD needs CLONE_SIGHAND) */
void zap_other_threads(struct task_struct *p)
{
	static const struct sig_origin kernel = { .code = SI_KERNEL };
	struct task_struct *t;

	for_each_thread(p, t)
		if (t != p)
			send_sig_locked(SIGKILL, t, &kernel);
}

/*
 * siginfo_t after si_code (sigaction(2)): a signal F_SETSIG chose has
 * si_band and si_fd, told by a POLL_* code (which SIGCHLD's CLD_* share,
 * hence the signal too); the others the sender's pid, SIGCHLD's the
 * status.  info is zeroed.  A pid the kernel wrote (kill(2), tgkill(2),
 * SIGCHLD) is global: the receiver, the caller, gets its own
 * namespace's number of it (0 from outside, pid_namespaces(7)).
 */
void fill_siginfo(struct siginfo *info, int sig, const struct sig_origin *from)
{
	info->si_signo = sig;
	info->si_code = from->code;
	if (sig != SIGCHLD && from->code >= POLL_IN &&
	    from->code <= POLL_HUP) {
		info->poll.band = from->band;
		info->poll.fd = from->fd;
	} else {
		info->kill.pid = sig == SIGCHLD || from->code == SI_USER ||
					 from->code == SI_TKILL ?
				 pid_nr_to_vnr(from->pid) : from->pid;
		info->kill.status = from->status;
	}
}

/* Where a signal sent "with no info" comes from: kill(2) by the caller
 * (Linux's SEND_SIG_NOINFO) */
static void origin_caller(struct sig_origin *from)
{
	from->code = SI_USER;
	from->pid = current->tgid;
}

/*
 * Linux's send_sig(): sig to task p, from the kernel if priv (si_code
 * SI_KERNEL: the kernel's own SIGPIPE, SIGXFSZ, Ctrl-C's... all pass 1),
 * else as kill(2) from the caller.  -EINVAL for a bad signal.
 */
int send_sig(int sig, struct task_struct *p, int priv)
{
	struct sig_origin from = { .code = SI_KERNEL };

	if (!sig_valid(sig))
		return -EINVAL;
	if (!priv)
		origin_caller(&from);
	send_sig_from(sig, p, &from);
	return 0;
}
EXPORT_SYMBOL(send_sig);

/* A signal the caller cannot block or ignore: a fault, a broken signal
 * frame (Linux 5.3 on: always to current).  Exported, as Linux's: a
 * module's bad signal number is ignored */
void force_sig(int sig)
{
	static const struct sig_origin kernel = { .code = SI_KERNEL };
	struct task_struct *p = current;
	struct k_sigaction *ka;
	unsigned long flags;

	if (!sig_valid(sig))
		return;
	ka = sig_action(p, sig);
	spin_lock_irqsave(&p->sighand->siglock, flags);
	if (ka->handler == SIG_IGN || sigismember(&p->blocked, sig)) {
		ka->handler = SIG_DFL;
		sigdelset(&p->blocked, sig);
	}
	unlock_and_notify(p, flags, send_sig_locked(sig, p, &kernel));
}
EXPORT_SYMBOL(force_sig);

/*
 * A user-mode fault: true if a handler will take it (the signal is now
 * pending); false if it would kill, and the caller reports and exits as
 * Linux does for an unhandled fault.
 */
bool user_fault_signal(int sig)
{
	struct k_sigaction *ka = sig_action(current, sig);

	if (current->ptrace) {	/* the tracer's to see first */
		force_sig(sig);
		return true;
	}
	if (ka->handler == SIG_DFL || ka->handler == SIG_IGN ||
	    sigismember(&current->blocked, sig))
		return false;
	send_sig(sig, current, 1);
	return true;
}

/*
 * Tell tsk's parent that tsk exited (CLD_EXITED, CLD_KILLED), stopped or
 * continued, or its tracer that it stopped for it (CLD_TRAPPED,
 * kernel/ptrace.c): SIGCHLD, unless SA_NOCLDSTOP declines news of stops, and a
 * wake-up for sys_wait4().  A parent that ignores SIGCHLD (SIG_IGN or
 * SA_NOCLDWAIT) leaves no zombie behind (wait(2) NOTES).
 */
void do_notify_parent(struct task_struct *tsk, int why)
{
	/* a trace stop is the tracer's news (tasklist_lock held) */
	struct task_struct *parent = why == CLD_TRAPPED ? tsk->tracer :
							  tsk->parent;
	int code = tsk->exit_code;
	/* si_status: the exit(2) code, or the signal (sigaction(2)) */
	struct sig_origin from = {
		.code = why, .pid = tsk->pid,
		.status = why == CLD_EXITED ? code >> 8 : code };
	struct k_sigaction *ka;

	if (!parent)
		return;
	ka = sig_action(parent, SIGCHLD);
	if (why == CLD_EXITED || why == CLD_KILLED) {
		if (ka->handler == SIG_IGN || (ka->flags & SA_NOCLDWAIT))
			tsk->autoreap = true;
	} else {
		from.status = why == CLD_CONTINUED ? SIGCONT :
						     tsk->stop_sig & 0x7f;
	}
	if (!(why >= CLD_TRAPPED && (ka->flags & SA_NOCLDSTOP)))
		send_group_sig(SIGCHLD, parent, &from);
	wake_up(&parent->signal->wait_chldexit);
}

/* Stop until SIGCONT or SIGKILL; the parent hears of it */
static void do_signal_stop(int sig)
{
	struct task_struct *tsk = current;

	if (tsk->ptrace) {	/* a trace stop the tracer ends */
		ptrace_group_stop(sig);
		return;
	}

	/* stopped under the lock a SIGCONT's sender tests it under: it
	 * either finds the task stopped and wakes it, or comes before */
	spin_lock_irq(&tsk->sighand->siglock);
	tsk->stop_sig = sig;
	tsk->report = CLD_STOPPED;
	tsk->state = TASK_STOPPED;
	spin_unlock_irq(&tsk->sighand->siglock);
	do_notify_parent(tsk, CLD_STOPPED);
	schedule();
}

/* The lowest signal in the set, 0 if it is empty */
static int first_signal(const sigset_t *set)
{
	int i;

	for (i = 0; i < _NSIG_WORDS; i++)
		if (set->sig[i])
			return i * _NSIG_BPW + __builtin_ctzl(set->sig[i]) + 1;
	return 0;
}

/* The lowest pending signal of these, taken off the pending set; 0: none */
static int dequeue_signal(struct task_struct *tsk, const sigset_t *these,
			  struct sig_origin *from)
{
	sigset_t ready;
	int sig;

	sigandsets(&ready, &tsk->pending.signal, these);
	sig = first_signal(&ready);
	if (!sig)
		return 0;
	sigdelset(&tsk->pending.signal, sig);
	*from = tsk->sig_origin[sig - 1];
	return sig;
}

/*
 * The next signal with a handler to run, its action copied into *ka
 * (SA_RESETHAND applied); 0 when none is left.  Default actions happen
 * here: the task may stop, and a Term or Core signal does not return.
 * Pid 1 gets only the signals it has handlers for (kill(2) NOTES).
 */
int get_signal(struct k_sigaction *ka, struct sig_origin *from)
{
	struct task_struct *tsk = current;
	unsigned long flags;
	sigset_t unblocked;
	int sig;

	for (;;) {
		spin_lock_irqsave(&tsk->sighand->siglock, flags);
		unblocked = tsk->blocked;
		signotset(&unblocked);
		sig = dequeue_signal(tsk, &unblocked, from);
		spin_unlock_irqrestore(&tsk->sighand->siglock, flags);
		if (!sig)
			return 0;
		/* a traced task's tracer may cancel or change it */
		if (tsk->ptrace && sig != SIGKILL &&
		    !(sig = ptrace_signal(sig, from)))
			continue;
		spin_lock_irqsave(&tsk->sighand->siglock, flags);
		*ka = *sig_action(tsk, sig);
		if (ka->flags & SA_RESETHAND)
			sig_action(tsk, sig)->handler = SIG_DFL;
		spin_unlock_irqrestore(&tsk->sighand->siglock, flags);
		if (ka->handler != SIG_DFL && ka->handler != SIG_IGN)
			return sig;
		if (ka->handler == SIG_IGN || tsk == child_reaper ||
		    (tsk->thread_pid.level && ns_init_ignores(tsk, sig, from)))
			continue;
		switch (sig_default_action(sig)) {
		case SIG_IGNORE:
		case SIG_CONTS:
			break;
		case SIG_STOPS:
			do_signal_stop(sig);
			break;
		case SIG_CORE:	/* wait status 0x80 (WCOREDUMP) if dumped */
			do_group_exit(sig | (do_coredump(sig) ? 0x80 : 0));
		default:	/* the whole process: wait status the signal */
			do_group_exit(sig);
		}
	}
}

/* A process still running, as kill(2) finds it: any of its threads'
 * ids names it.  A kernel thread is found too: kill(2) succeeds and the
 * thread ignores the signal (send_sig_from()), as on Linux, where ps
 * lists it and `kill -9 2` returns 0. */
static struct task_struct *find_process(int pid)
{
	struct task_struct *p = pid > 0 ? find_task_by_vpid(pid) : NULL;

	if (!p || !p->signal || !p->signal->live)	/* or still being made */
		return NULL;
	return group_target(p->group_leader, 0);
}

/* A process that has exited and is not yet reaped: Linux keeps its pid
 * until the parent's wait, so kill(2) still finds it and succeeds, the
 * signal going nowhere */
static struct task_struct *find_zombie(int pid)
{
	struct task_struct *p = pid > 0 ? find_task_by_vpid(pid) : NULL;

	if (!p || !p->signal || p->signal->live || !thread_group_leader(p))
		return NULL;
	return p;
}

/*
 * kill(2): a process may signal another whose real or saved uid is its
 * own real or effective uid, or any with CAP_KILL; SIGCONT may also go
 * to any process of its session.  Signal 0 is checked the same way.
 */
static long check_kill_permission(int sig, struct task_struct *p)
{
	const struct cred *me = current_cred(), *them;
	bool ok;

	if (sig == SIGCONT && p->session == current->session)
		return 0;
	them = get_task_cred(p);
	ok = uid_eq(me->euid, them->suid) || uid_eq(me->euid, them->uid) ||
	     uid_eq(me->uid, them->suid) || uid_eq(me->uid, them->uid);
	put_cred(them);
	return ok || capable(CAP_KILL) ? 0 : -EPERM;
}

/*
 * Signal every process of group pgrp; pgrp 0: all but init and the
 * caller, and in a PID namespace below the boot's, those of the
 * caller's namespace but its pid 1 (pid_namespaces(7)).  For kill(2) (user) each must pass check_kill_permission():
 * a group's signal succeeds if one process got it, else EPERM; kill(-1)
 * skips the processes it may not signal (kill(2)).  No process at all:
 * ESRCH.
 */
static long group_kill(int pgrp, int sig, bool user)
{
	struct sig_origin from = { .code = SI_USER, .pid = current->tgid };
	struct pid_namespace *ns = task_active_pid_ns(current);
	struct task_struct *p;
	bool found = false, sent = false;

	/* no task freed under the walk; one still being made by fork
	 * (alloc_task() lists it first) has no signal_struct yet */
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks) {
		if (!thread_group_leader(p) || !p->signal || !p->signal->live ||
		    p == child_reaper ||
		    (pgrp ? p->pgrp != pgrp : p->tgid == current->tgid))
			continue;
		if (ns->level && (p == ns->child_reaper ||
				  !pid_nr_ns(&p->thread_pid, ns)))
			continue;
		/* kernel threads ignore signals, but count for kill(-1),
		 * which is then never ESRCH on a running Linux either */
		found |= !pgrp && p->pid > 1;
		if (!p->mm)
			continue;
		found = true;
		if (user && check_kill_permission(sig, p))
			continue;
		if (sig)
			send_group_sig(sig, p, &from);
		sent = true;
	}
	rcu_read_unlock();
	if (!found)
		return -ESRCH;
	return sent || !pgrp ? 0 : -EPERM;
}

/* The kernel's signal to a group (the terminal's SIGINT, SIGHUP...) */
long kill_pgrp(int pgrp, int sig)
{
	return group_kill(pgrp, sig, false);
}

/*
 * RLIMIT_SIGPENDING (getrlimit(2)): how many signals may wait queued
 * for a user's processes.  A real-time signal sent to p by anything but
 * kill(2) (tgkill(2), tkill(2), rt_sigqueueinfo(2)) is EAGAIN once p's
 * user has p's limit of them; kill(2)'s and the standard signals are
 * never refused (Linux then delivers them without their siginfo_t).
 * A signal here waits at most once, so what a user has queued is the
 * count of its tasks' pending signals (its real uid's, as Linux counts).
 */
static bool sigpending_full(struct task_struct *p, int sig,
			    const struct sig_origin *from)
{
	struct task_struct *t;
	unsigned long n = 0;
	int i;

	if (sig < SIGRTMIN || from->code == SI_USER)
		return false;
	rcu_read_lock();
	list_for_each_entry(t, &task_list, tasks) {
		if (!t->cred || !uid_eq(t->cred->uid, p->cred->uid))
			continue;
		for (i = 0; i < _NSIG_WORDS; i++)
			n += hweight32((u32)t->pending.signal.sig[i]);
	}
	rcu_read_unlock();
	return n >= p->signal->rlim[RLIMIT_SIGPENDING].rlim_cur;
}

/* A signal to process pid: ESRCH, then EINVAL, then kill(2)'s EPERM */
static long kill_process(int pid, int sig, const struct sig_origin *from)
{
	struct task_struct *p;
	long err = 0;

	rcu_read_lock();	/* p is not released before it has the signal */
	p = find_process(pid) ?: find_zombie(pid);
	if (!p)
		err = -ESRCH;
	else if (sig && !sig_valid(sig))
		err = -EINVAL;
	else if (check_kill_permission(sig, p))
		err = -EPERM;
	else if (sig && p->signal->live && sigpending_full(p, sig, from))
		err = -EAGAIN;
	else if (sig && p->signal->live)
		send_group_sig(sig, p, from);
	rcu_read_unlock();
	return err;
}

/*
 * A signal the kernel sends to process tgid on another's behalf, which
 * the receiver asked for (an mq_notify(2) notification, ipc/mqueue.c):
 * no kill(2) permission check, as Linux's do_send_sig_info().  -ESRCH
 * if the process is gone.
 */
long kill_process_from(int tgid, int sig, const struct sig_origin *from)
{
	struct task_struct *p;
	long err = -ESRCH;

	rcu_read_lock();
	p = find_process(tgid);
	if (p) {
		send_group_sig(sig, p, from);
		err = 0;
	}
	rcu_read_unlock();
	return err;
}

/*
 * A signal a module sends to task p's process (Linux's send_sig_info()):
 * what the receiver's SA_SIGINFO handler reads is the module's si_code,
 * si_pid and si_int (sigqueue(3)'s value, where SIGCHLD's status lies),
 * or kill(2)'s from the caller (SEND_SIG_NOINFO), or the kernel's
 * (SEND_SIG_PRIV).  No kill(2) permission check, as Linux's.  -EINVAL
 * for a bad signal, -ESRCH once p's process has exited.
 */
int send_sig_info(int sig, struct kernel_siginfo *info, struct task_struct *p)
{
	struct sig_origin from = { .code = SI_KERNEL };

	if (!sig_valid(sig))
		return -EINVAL;
	if (info == SEND_SIG_NOINFO) {
		origin_caller(&from);
	} else if (info != SEND_SIG_PRIV) {
		from.code = info->si_code;
		from.pid = info->si_pid;
		from.status = info->si_int;
	}
	return kill_process_from(p->tgid, sig, &from);
}
EXPORT_SYMBOL(send_sig_info);

/* The same to the process of a struct pid (find_vpid()'s): from the
 * kernel if priv, else as kill(2) from the caller */
int kill_pid(struct pid *pid, int sig, int priv)
{
	struct task_struct *p = pid ? pid_task(pid, PIDTYPE_PID) : NULL;

	if (!p)
		return -ESRCH;
	return send_sig_info(sig, priv ? SEND_SIG_PRIV : SEND_SIG_NOINFO, p);
}
EXPORT_SYMBOL(kill_pid);

/*
 * Does a signal POSIX timer id sent (si_code SI_TIMER) still wait in
 * one of process tgid's threads?  kernel/time/posix-timers.c then sends
 * no other and counts the expiry as an overrun.
 */
bool timer_signal_pending(int tgid, int sig, int id)
{
	struct task_struct *p, *t;
	unsigned long flags;
	bool pending = false;

	rcu_read_lock();
	p = find_process(tgid);
	if (p && sig_valid(sig)) {
		spin_lock_irqsave(&p->sighand->siglock, flags);
		for_each_thread(p, t)
			pending |= sigismember(&t->pending.signal, sig) &&
				   t->sig_origin[sig - 1].code == SI_TIMER &&
				   t->sig_origin[sig - 1].pid == id;
		spin_unlock_irqrestore(&p->sighand->siglock, flags);
	}
	rcu_read_unlock();
	return pending;
}

long sys_kill(int pid, int sig)
{
	struct sig_origin from = { .code = SI_USER, .pid = current->tgid };

	if (sig && !sig_valid(sig))
		return -EINVAL;
	if (pid == -1)
		return group_kill(0, sig, true);
	if (pid <= 0)
		return group_kill(pid ? pid_vnr_to_nr(-pid) : current->pgrp, sig,
				  true);
	return kill_process(pid, sig, &from);
}

/* tgkill(2): a signal to one thread, tid, of process tgid (<= 0: any),
 * from whom from says */
static long kill_thread(int tgid, int tid, int sig,
			const struct sig_origin *from)
{
	struct task_struct *p;

	if (tid <= 0 || (sig && !sig_valid(sig)))
		return -EINVAL;
	p = find_task_by_pid(tid);
	if (!p || !p->mm || (tgid > 0 && task_tgid_vnr(p) != tgid))
		return -ESRCH;
	if (check_kill_permission(sig, p))
		return -EPERM;
	if (sig && sigpending_full(p, sig, from))
		return -EAGAIN;
	if (sig)
		send_sig_from(sig, p, from);
	return 0;
}

long sys_tkill(int tid, int sig)
{
	struct sig_origin from = { .code = SI_TKILL, .pid = current->tgid };

	return kill_thread(0, tid, sig, &from);
}

long sys_tgkill(int tgid, int tid, int sig)
{
	struct sig_origin from = { .code = SI_TKILL, .pid = current->tgid };

	return tgid <= 0 ? -EINVAL : kill_thread(tgid, tid, sig, &from);
}

/*
 * The siginfo_t rt_sigqueueinfo(2) sends to process tgid, as the caller
 * wrote it: si_code, and si_pid and si_value (sigqueue(3)'s), which
 * lies where SIGCHLD's si_status does.  A process may make up any code
 * for itself; to another only a negative one other than SI_TKILL, so
 * that it cannot pass for the kernel or for kill(2): EPERM.
 */
static long queue_origin(const struct siginfo __user *uinfo, int tgid,
			 struct sig_origin *from)
{
	struct siginfo info;

	if (copy_from_user(&info, uinfo, sizeof(info)))
		return -EFAULT;
	if ((info.si_code >= 0 || info.si_code == SI_TKILL) &&
	    tgid != task_tgid_vnr(current))
		return -EPERM;
	memset(from, 0, sizeof(*from));
	from->code = info.si_code;
	from->pid = info.kill.pid;
	from->status = info.kill.status;
	return 0;
}

/* rt_sigqueueinfo(2): to a process, with kill(2)'s permission */
long sys_rt_sigqueueinfo(int pid, int sig, const struct siginfo __user *uinfo)
{
	struct sig_origin from;
	long err = queue_origin(uinfo, pid, &from);

	if (err)
		return err;
	return kill_process(pid, sig, &from);
}

/*
 * pidfd_send_signal(2): kill(2) (no info) or rt_sigqueueinfo(2) (info,
 * whose si_signo must be sig) to the process a pidfd names; ESRCH once
 * it has been reaped, whatever process has its number since
 */
long sys_pidfd_send_signal(int pidfd, int sig,
			   const struct siginfo __user *uinfo,
			   unsigned int flags)
{
	struct sig_origin from = { .code = SI_USER, .pid = current->tgid };
	int tgid, signo;
	long err;

	if (flags)
		return -EINVAL;
	tgid = pidfd_tgid(pidfd);
	if (tgid < 0)
		return tgid;
	if (uinfo) {
		if (get_user(signo, &uinfo->si_signo))
			return -EFAULT;
		if (signo != sig)
			return -EINVAL;
		err = queue_origin(uinfo, tgid, &from);
		if (err)
			return err;
	}
	return kill_process(tgid, sig, &from);
}

/* rt_tgsigqueueinfo(2): the same to one thread of process tgid */
long sys_rt_tgsigqueueinfo(int tgid, int tid, int sig,
			   const struct siginfo __user *uinfo)
{
	struct sig_origin from;
	long err = queue_origin(uinfo, tgid, &from);

	if (err)
		return err;
	return tgid <= 0 ? -EINVAL : kill_thread(tgid, tid, sig, &from);
}

long sys_rt_sigaction(int sig, const struct k_sigaction __user *act,
		      struct k_sigaction __user *oact, size_t sigsetsize)
{
	struct task_struct *tsk = current, *t;
	struct k_sigaction k;

	if (sigsetsize != sizeof(sigset_t) || !sig_valid(sig))
		return -EINVAL;
	if (act && (sig == SIGKILL || sig == SIGSTOP))
		return -EINVAL;
	if (act && copy_from_user(&k, act, sizeof(k)))
		return -EFAULT;
	if (oact && copy_to_user(oact, sig_action(tsk, sig), sizeof(k)))
		return -EFAULT;
	if (!act)
		return 0;
	sigdelsetmask(&k.mask, UNBLOCKABLE);
	spin_lock_irq(&tsk->sighand->siglock);
	*sig_action(tsk, sig) = k;
	/* POSIX: setting a pending signal to be ignored discards it, in
	 * every thread (they share the handlers) */
	if (k.handler == SIG_IGN || (k.handler == SIG_DFL &&
				     sig_default_action(sig) == SIG_IGNORE))
		for_each_thread(tsk, t)
			sigdelset(&t->pending.signal, sig);
	spin_unlock_irq(&tsk->sighand->siglock);
	return 0;
}

/* execve(2): caught signals go back to SIG_DFL, ignored ones stay */
void flush_signal_handlers(struct task_struct *tsk)
{
	int i;

	for (i = 0; i < _NSIG; i++) {
		struct k_sigaction *ka = &tsk->sighand->action[i];

		if (ka->handler != SIG_IGN)
			ka->handler = SIG_DFL;
		ka->flags = 0;
		ka->restorer = 0;
		sigemptyset(&ka->mask);
	}
	tsk->altstack = (struct sigaltstack){ .ss_flags = SS_DISABLE };
}

/*
 * The caller's mask after how applies set to it: SIG_BLOCK adds set,
 * SIG_UNBLOCK takes it away, SIG_SETMASK is set itself; SIGKILL and
 * SIGSTOP are never blocked (sigprocmask(2)).  how is checked already.
 */
static void change_blocked(struct task_struct *tsk, int how, sigset_t *set)
{
	spin_lock_irq(&tsk->sighand->siglock);
	if (how == SIG_BLOCK)
		sigorsets(set, &tsk->blocked, set);
	else if (how == SIG_UNBLOCK)
		sigandnsets(set, &tsk->blocked, set);
	sigdelsetmask(set, UNBLOCKABLE);
	tsk->blocked = *set;
	spin_unlock_irq(&tsk->sighand->siglock);
}

long sys_rt_sigprocmask(int how, const sigset_t __user *set,
			sigset_t __user *oset, size_t sigsetsize)
{
	struct task_struct *tsk = current;
	sigset_t new, old = tsk->blocked;

	if (sigsetsize != sizeof(sigset_t))
		return -EINVAL;
	if (set && how != SIG_BLOCK && how != SIG_UNBLOCK &&
	    how != SIG_SETMASK)
		return -EINVAL;
	if (set && copy_from_user(&new, set, sizeof(new)))
		return -EFAULT;
	if (oset && copy_to_user(oset, &old, sizeof(old)))
		return -EFAULT;
	if (set)
		change_blocked(tsk, how, &new);
	return 0;
}

long sys_rt_sigpending(sigset_t __user *set, size_t sigsetsize)
{
	sigset_t pending;

	sigandsets(&pending, &current->pending.signal, &current->blocked);
	if (sigsetsize > sizeof(sigset_t))
		return -EINVAL;
	return copy_to_user(set, &pending, sigsetsize) ? -EFAULT : 0;
}

/*
 * The calls of the first signal ABI, before real-time signals: a mask
 * is one word, old_sigset_t, the first of sigset_t (signals 1 to 32).
 * glibc's getcontext(3) and setcontext(3) on i386 still use
 * sigprocmask.  As Linux does: the old mask is written after the
 * change, a new one of SIG_SETMASK leaves the real-time signals as
 * they were, and ssetmask's clears them (man 2 sgetmask).
 */
long sys_sigprocmask(int how, const old_sigset_t __user *uset,
		     old_sigset_t __user *uoset)
{
	struct task_struct *tsk = current;
	old_sigset_t old = tsk->blocked.sig[0], mask;
	sigset_t set;

	if (uset) {
		if (copy_from_user(&mask, uset, sizeof(mask)))
			return -EFAULT;
		if (how != SIG_BLOCK && how != SIG_UNBLOCK &&
		    how != SIG_SETMASK)
			return -EINVAL;
		sigemptyset(&set);
		if (how == SIG_SETMASK)
			set = tsk->blocked;
		set.sig[0] = mask;
		change_blocked(tsk, how, &set);
	}
	if (uoset && copy_to_user(uoset, &old, sizeof(old)))
		return -EFAULT;
	return 0;
}

long sys_sigpending(old_sigset_t __user *uset)
{
	return sys_rt_sigpending((sigset_t __user *)uset, sizeof(*uset));
}

long sys_sgetmask(void)
{
	return (long)current->blocked.sig[0];
}

long sys_ssetmask(int newmask)
{
	long old = sys_sgetmask();
	sigset_t set;

	sigemptyset(&set);
	set.sig[0] = (unsigned long)newmask;
	change_blocked(current, SIG_SETMASK, &set);
	return old;
}

/* Sleep until a signal the caller does not block is pending */
static void sleep_for_signal(void)
{
	spinlock_t *siglock = &current->sighand->siglock;

	/* asleep before the test, both under the lock the sender sets the
	 * signal and tests the state under: no signal is slept through */
	spin_lock_irq(siglock);
	while (!signal_pending(current)) {
		current->state = TASK_INTERRUPTIBLE;
		spin_unlock_irq(siglock);
		schedule();
		spin_lock_irq(siglock);
	}
	spin_unlock_irq(siglock);
}

long sys_pause(void)
{
	sleep_for_signal();
	return -ERESTARTNOHAND;
}

/*
 * rt_sigsuspend(2): wait with a temporary mask; the handler's frame
 * saves the caller's mask (saved_sigmask), restored by sigreturn.
 */
long sys_rt_sigsuspend(const sigset_t __user *mask, size_t sigsetsize)
{
	long err;

	if (sigsetsize != sizeof(sigset_t))
		return -EINVAL;
	err = mask ? set_user_sigmask(mask, sigsetsize) : -EFAULT;
	if (err)
		return err;
	sleep_for_signal();
	return -ERESTARTNOHAND;
}

/*
 * Sleep until one of these signals is pending, for at most timeout
 * ticks; they are unblocked meanwhile so that their arrival wakes the
 * caller, whose mask is back before it returns.  The signal taken, or
 * 0 (no signal came; another one may be pending).
 */
static int wait_for_one_of(const sigset_t *these, long timeout,
			   struct sig_origin *from)
{
	spinlock_t *siglock = &current->sighand->siglock;
	sigset_t saved = current->blocked, ready;
	int sig;

	spin_lock_irq(siglock);
	sigandsets(&ready, &current->pending.signal, these);
	if (sigisemptyset(&ready) && timeout) {
		current->real_blocked = saved;
		sigandnsets(&current->blocked, &current->blocked, these);
		if (!signal_pending(current)) {
			current->state = TASK_INTERRUPTIBLE;
			spin_unlock_irq(siglock);
			schedule_timeout(timeout);
			spin_lock_irq(siglock);
		}
		current->blocked = saved;
		sigemptyset(&current->real_blocked);
	}
	sig = dequeue_signal(current, these, from);
	spin_unlock_irq(siglock);
	return sig;
}

/*
 * signalfd's read (fs/signalfd.c): a pending signal of these taken as
 * rt_sigtimedwait(2) takes it, waiting for one if wait, until another
 * signal interrupts.  The signal, from its origin; 0 if none came.
 */
int take_signal(const sigset_t *these, bool wait, struct sig_origin *from)
{
	sigset_t set = *these;
	int sig;

	sigdelsetmask(&set, UNBLOCKABLE);
	do {
		sig = wait_for_one_of(&set, wait ? MAX_SCHEDULE_TIMEOUT : 0,
				      from);
	} while (!sig && wait && !signal_pending(current));
	return sig;
}

/*
 * rt_sigtimedwait(2), as sigtimedwait(2) describes it: take a pending
 * signal of the set without running its handler (busybox init waits
 * so for the reboot and poweroff requests).  EAGAIN when the timeout
 * passes, EINTR when another signal comes first.
 */
long sys_rt_sigtimedwait(const sigset_t __user *uthese,
			 struct siginfo __user *uinfo,
			 const struct old_timespec32 __user *uts,
			 size_t sigsetsize)
{
	struct old_timespec32 ts;
	long timeout = MAX_SCHEDULE_TIMEOUT;
	struct sig_origin from;
	struct siginfo info;
	sigset_t these;
	int sig;

	if (sigsetsize != sizeof(sigset_t))
		return -EINVAL;
	if (copy_from_user(&these, uthese, sizeof(these)) ||
	    (uts && copy_from_user(&ts, uts, sizeof(ts))))
		return -EFAULT;
	if (uts && (timeout = timespec_to_ticks(&ts)) < 0)
		return timeout;
	sigdelsetmask(&these, UNBLOCKABLE);
	sig = wait_for_one_of(&these, timeout, &from);
	if (!sig)
		return signal_pending(current) ? -EINTR : -EAGAIN;
	memset(&info, 0, sizeof(info));
	fill_siginfo(&info, sig, &from);
	if (uinfo && copy_to_user(uinfo, &info, sizeof(info)))
		return -EFAULT;
	return sig;
}

/*
 * A temporary mask for a wait (rt_sigsuspend, ppoll, pselect6); the
 * caller's own comes back after the handler runs, from the frame
 * (saved_sigmask), or at once if no handler does.  NULL: no change.
 */
long set_user_sigmask(const sigset_t __user *umask, size_t size)
{
	sigset_t mask;

	if (!umask)
		return 0;
	if (size != sizeof(sigset_t))
		return -EINVAL;
	if (copy_from_user(&mask, umask, sizeof(mask)))
		return -EFAULT;
	current->saved_sigmask = current->blocked;
	current->restore_sigmask = true;
	sigdelsetmask(&mask, UNBLOCKABLE);
	current->blocked = mask;
	return 0;
}

/* A task that never called sigaltstack(2) has a zero-sized one: none */
static bool altstack_enabled(const struct task_struct *tsk)
{
	return !(tsk->altstack.ss_flags & SS_DISABLE) && tsk->altstack.ss_size;
}

static bool on_altstack(const struct task_struct *tsk, unsigned long sp)
{
	const struct sigaltstack *ss = &tsk->altstack;

	return altstack_enabled(tsk) && sp - ss->ss_sp < ss->ss_size;
}

/* The stack a handler with SA_ONSTACK runs on: its top, or sp itself */
unsigned long sigaltstack_top(unsigned long sp, unsigned long flags)
{
	const struct sigaltstack *ss = &current->altstack;

	if (!(flags & SA_ONSTACK) || !altstack_enabled(current) ||
	    on_altstack(current, sp))
		return sp;
	return ss->ss_sp + ss->ss_size;
}

long sys_sigaltstack(const struct sigaltstack __user *uss,
		     struct sigaltstack __user *uoss)
{
	struct task_struct *tsk = current;
	unsigned long sp = task_pt_regs(tsk)->esp;
	struct sigaltstack old = tsk->altstack, new;

	if (on_altstack(tsk, sp))
		old.ss_flags = SS_ONSTACK;
	else
		old.ss_flags = altstack_enabled(tsk) ? 0 : SS_DISABLE;
	if (uss && copy_from_user(&new, uss, sizeof(new)))
		return -EFAULT;
	if (uss && on_altstack(tsk, sp))
		return -EPERM;
	if (uss && (new.ss_flags & ~(SS_DISABLE | SS_ONSTACK)))
		return -EINVAL;
	if (uss && !(new.ss_flags & SS_DISABLE) && new.ss_size < MINSIGSTKSZ)
		return -ENOMEM;
	if (uoss && copy_to_user(uoss, &old, sizeof(old)))
		return -EFAULT;
	if (uss)
		tsk->altstack = new.ss_flags & SS_DISABLE ?
			(struct sigaltstack){ .ss_flags = SS_DISABLE } : new;
	return 0;
}

/* The longest a timer_list waits at once: half the jiffies' range */
#define ALARM_STEP	(LONG_MAX / 2)

/* Arm the timer for what is left until the alarm, at most ALARM_STEP */
static void alarm_arm(struct task_struct *p)
{
	u64 now = get_jiffies_64();
	u64 left = p->alarm_at > now ? p->alarm_at - now : 0;

	mod_timer(&p->real_timer, jiffies + (unsigned long)min_t(u64, left,
								ALARM_STEP));
}

/* SIGALRM when the time has come; a far alarm waits in steps */
static void alarm_fired(struct timer_list *t)
{
	struct task_struct *p = from_timer(p, t, real_timer);

	if (get_jiffies_64() < p->alarm_at) {
		alarm_arm(p);
		return;
	}
	send_sig(SIGALRM, p, 1);
	if (p->alarm_incr) {	/* setitimer(2)'s it_interval */
		p->alarm_at += p->alarm_incr;
		alarm_arm(p);
	}
}

/* The ticks until the alarm, 0 for none (interrupts may fire it) */
static u64 alarm_left(struct task_struct *tsk)
{
	u64 now = get_jiffies_64();

	if (!timer_pending(&tsk->real_timer))
		return 0;
	return tsk->alarm_at > now ? tsk->alarm_at - now : 1;
}

/* Replace the alarm: at ticks from now (none if 0), then every incr */
static void alarm_set(struct task_struct *tsk, u64 ticks, u64 incr)
{
	del_timer(&tsk->real_timer);
	tsk->alarm_incr = incr;
	if (!ticks)
		return;
	tsk->alarm_at = get_jiffies_64() + ticks;
	timer_setup(&tsk->real_timer, alarm_fired, 0);
	alarm_arm(tsk);
}

/*
 * alarm(2): SIGALRM in seconds.  Returns the seconds the last one had
 * left, rounded to the nearest as Linux's alarm_setitimer() does, and
 * never 0 for an alarm still pending.  Linux clamps what does not fit
 * a 32-bit int to INT_MAX seconds.
 */
long sys_alarm(unsigned int seconds)
{
	struct task_struct *tsk = current;
	struct timer_list *t = &tsk->real_timer;
	long left = 0;

	if (timer_pending(t)) {
		left = (long)div_u64(alarm_left(tsk) + HZ / 2, HZ);
		left = left ? left : 1;
	}
	if (seconds > INT_MAX)
		seconds = INT_MAX;
	alarm_set(tsk, (u64)seconds * HZ, 0);
	return left;
}

#define ITIMER_REAL	0
#define ITIMER_VIRTUAL	1
#define ITIMER_PROF	2

struct itimerval32 {
	struct old_timeval32 it_interval, it_value;
};

/* A timeval as ticks, rounded up (Linux never fires early); -EINVAL
 * for one setitimer(2) refuses */
static s64 timeval_ticks(const struct old_timeval32 *tv)
{
	u64 us;

	if (tv->tv_sec < 0 || tv->tv_usec < 0 || tv->tv_usec >= 1000000)
		return -EINVAL;
	us = (u64)tv->tv_sec * 1000000 + (u64)tv->tv_usec;
	return (s64)div_u64(us + 1000000 / HZ - 1, 1000000 / HZ);
}

static void ticks_timeval(u64 ticks, struct old_timeval32 *tv)
{
	u64 us = ticks * (1000000 / HZ);

	tv->tv_sec = (s32)div_u64(us, 1000000);
	tv->tv_usec = (s32)(us - (u64)tv->tv_sec * 1000000);
}

/* Count one tick of t down; its signal when it runs out, then again
 * after its interval, if it has one */
static void cpu_itimer_tick(struct task_struct *tsk, struct cpu_itimer *t,
			   int sig)
{
	if (!t->left || --t->left)
		return;
	t->left = t->incr;
	send_sig(sig, tsk, 1);
}

/*
 * The timer interrupt charged tsk a tick (account_process_tick()):
 * ITIMER_PROF counts all its CPU time, ITIMER_VIRTUAL only the time in
 * user mode (setitimer(2)).
 */
void cpu_itimers_tick(struct task_struct *tsk, bool user_tick)
{
	if (user_tick)
		cpu_itimer_tick(tsk, &tsk->it_virt, SIGVTALRM);
	cpu_itimer_tick(tsk, &tsk->it_prof, SIGPROF);
}

/* The CPU-time timer which names (ITIMER_VIRTUAL or ITIMER_PROF) */
static struct cpu_itimer *cpu_itimer(struct task_struct *tsk, int which)
{
	return which == ITIMER_VIRTUAL ? &tsk->it_virt : &tsk->it_prof;
}

static void itimer_get(struct task_struct *tsk, int which,
		       struct itimerval32 *v)
{
	const struct cpu_itimer *t;

	if (which == ITIMER_REAL) {
		ticks_timeval(alarm_left(tsk), &v->it_value);
		ticks_timeval(timer_pending(&tsk->real_timer) ?
			      tsk->alarm_incr : 0, &v->it_interval);
		return;
	}
	t = cpu_itimer(tsk, which);
	ticks_timeval(t->left, &v->it_value);
	ticks_timeval(t->left ? t->incr : 0, &v->it_interval);
}

/* Replace which's timer: at ticks from now (none if 0), then every incr */
static void itimer_set(struct task_struct *tsk, int which, u64 ticks,
		       u64 incr)
{
	struct cpu_itimer *t;
	unsigned long flags;

	if (which == ITIMER_REAL) {
		alarm_set(tsk, ticks, incr);
		return;
	}
	t = cpu_itimer(tsk, which);
	/* the tick counts it down, and only the tick of the CPU running
	 * tsk (current): this CPU's own state, interrupts off is enough */
	local_irq_save(flags);
	t->left = (unsigned long)min_t(u64, ticks, ULONG_MAX);
	t->incr = (unsigned long)min_t(u64, incr, ULONG_MAX);
	local_irq_restore(flags);
}

/*
 * getitimer(2) and setitimer(2), to the tick (HZ): ITIMER_REAL is
 * alarm(2)'s timer (SIGALRM) and counts real time; ITIMER_VIRTUAL
 * (SIGVTALRM) counts the process's user time and ITIMER_PROF
 * (SIGPROF) all its CPU time (cpu_itimers_tick()); another which is
 * EINVAL.  A child of fork(2) starts with none armed.
 */
long sys_getitimer(int which, struct itimerval32 __user *uv)
{
	struct itimerval32 v;

	if (which < ITIMER_REAL || which > ITIMER_PROF)
		return -EINVAL;
	itimer_get(current, which, &v);
	return copy_to_user(uv, &v, sizeof(v)) ? -EFAULT : 0;
}

long sys_setitimer(int which, const struct itimerval32 __user *unew,
		   struct itimerval32 __user *uold)
{
	struct itimerval32 v, old;
	s64 ticks, incr;

	if (which < ITIMER_REAL || which > ITIMER_PROF)
		return -EINVAL;
	if (!unew)	/* Linux takes NULL as a zero value */
		memset(&v, 0, sizeof(v));
	else if (copy_from_user(&v, unew, sizeof(v)))
		return -EFAULT;
	ticks = timeval_ticks(&v.it_value);
	incr = timeval_ticks(&v.it_interval);
	if (ticks < 0 || incr < 0)
		return -EINVAL;
	itimer_get(current, which, &old);
	itimer_set(current, which, (u64)ticks, ticks ? (u64)incr : 0);
	if (uold && copy_to_user(uold, &old, sizeof(old)))
		return -EFAULT;
	return 0;
}
