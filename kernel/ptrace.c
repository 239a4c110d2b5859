// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ptrace.c - who may look into another process, and ptrace(2):
 * one task, the tracer, stops another, the tracee, reads and writes its
 * memory and registers, and resumes it - what gdb and strace are made of.
 *
 * ptrace_may_access() is Linux's rule for reading another process's
 * insides (ptrace(2) "Ptrace access mode checking", the fs-credentials
 * read mode /proc uses): a thread of one's own process; or a process
 * whose real, effective and saved uids all are the caller's fs uid and
 * whose three gids all are its fs gid, if it is dumpable (get_dumpable():
 * not after a set-user-ID exec or a change of ids, prctl(2)
 * PR_SET_DUMPABLE); or any with CAP_SYS_PTRACE.  PTRACE_ATTACH asks the
 * same of the caller's real ids (PTRACE_MODE_REALCREDS).
 *
 * A tracee is linked to its tracer (task->tracer, the tracer's
 * ptraced list) by PTRACE_TRACEME (its parent traces it), PTRACE_ATTACH
 * (which sends it SIGSTOP) or PTRACE_SEIZE, under tasklist_lock.  It
 * then stops, in TASK_TRACED, instead of acting on a signal
 * (ptrace_signal(), from get_signal() in kernel/signal.c), at a stop
 * signal's group stop, at each system call's entry and exit after
 * PTRACE_SYSCALL (entry.S), after execve(2) (SIGTRAP, or the
 * PTRACE_EVENT_EXEC stop), and at the events its tracer asked for: a
 * child made (fork, vfork, clone: the child is traced too), a vfork
 * child's exec or exit, its own exit (PTRACE_O_TRACEEXIT).
 * Each stop is ptrace_stop(): the tracer gets SIGCHLD (CLD_TRAPPED) and
 * its wait4(2) reports the stop, WIFSTOPPED with the signal (sys_wait4()
 * in kernel/exit.c walks its ptraced list).  The requests other than
 * PTRACE_KILL need the tracee stopped (ESRCH otherwise, ptrace(2)); while
 * one reads the tracee's kernel stack (its registers, its siginfo_t),
 * the tracee is frozen (PT_FROZEN): a SIGKILL then wakes it only once the
 * request is done.  PTRACE_CONT, PTRACE_SYSCALL, PTRACE_SINGLESTEP and
 * PTRACE_DETACH resume it with a signal of the tracer's choice (0: none).
 * A tracer that exits lets its tracees go (exit_ptrace()).
 *
 * Left out: PTRACE_O_TRACESECCOMP (EINVAL: a tracer that asks learns it
 * is missing), PTRACE_INTERRUPT and PTRACE_LISTEN (a seized tracee's
 * group stops and new children report as an attached one's do), the
 * register sets (GETREGSET) and PTRACE_GETFPREGS (EIO); and a tracer
 * that is not the tracee's parent
 * does not see the tracee's exit status (wait4(2): ECHILD), which Linux
 * reports to it before the parent.
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/mm.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/sched/task.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

/* The options PTRACE_SETOPTIONS and PTRACE_SEIZE take */
#define PTRACE_O_MASK	(PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEFORK | \
			 PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE | \
			 PTRACE_O_TRACEEXEC | PTRACE_O_TRACEVFORKDONE | \
			 PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL)
/* and every option Linux 6.1 has (its PTRACE_O_MASK) */
#define PTRACE_O_LINUX	0x003000ffUL

/* task's ids all are uid and gid, and it is dumpable; or the caller has
 * CAP_SYS_PTRACE; or it is a thread of the caller's own process */
static bool may_access(struct task_struct *task, kuid_t uid, kgid_t gid)
{
	const struct cred *them;
	bool same;

	if (task->tgid == current->tgid)
		return true;
	them = get_task_cred(task);
	same = uid_eq(uid, them->uid) && uid_eq(uid, them->euid) &&
	       uid_eq(uid, them->suid) && gid_eq(gid, them->gid) &&
	       gid_eq(gid, them->egid) && gid_eq(gid, them->sgid);
	put_cred(them);
	if (same && task->mm && get_dumpable(task->mm) != SUID_DUMP_USER)
		same = false;
	return same || capable(CAP_SYS_PTRACE);
}

bool ptrace_may_access(struct task_struct *task)
{
	return may_access(task, current_fsuid(), current_fsgid());
}

/* tracer starts tracing child; tasklist_lock held to write */
static void ptrace_link(struct task_struct *child, struct task_struct *tracer,
			unsigned int flags)
{
	spin_lock(&child->sighand->siglock);	/* ptrace_stop() reads it */
	child->ptrace = flags;
	spin_unlock(&child->sighand->siglock);
	child->tracer = tracer;
	list_add_tail(&child->ptrace_entry, &tracer->ptraced);
}

/*
 * child is traced no more; tasklist_lock held to write.  What the tracer
 * set up for it is undone: system call stops, the single step (its
 * registers are still only while it is stopped).  A stop of its ends,
 * with the signal in ptrace_code, but for a stop signal's stop, which
 * stays a stop until SIGCONT (ptrace(2): a tracee detached in
 * group-stop stays stopped).
 */
static void ptrace_unlink(struct task_struct *child)
{
	unsigned long flags;

	list_del_init(&child->ptrace_entry);
	child->tracer = NULL;
	clear_bit(TIF_SYSCALL_TRACE, &child->thread_info->flags);
	spin_lock_irqsave(&child->sighand->siglock, flags);
	if (child->state == TASK_TRACED)
		user_disable_single_step(child);
	child->ptrace = 0;
	if (child->state == TASK_TRACED && !child->last_siginfo)
		child->state = TASK_STOPPED;
	else if (child->state == TASK_TRACED)
		wake_up_process(child);
	spin_unlock_irqrestore(&child->sighand->siglock, flags);
}

void exit_ptrace(struct task_struct *tsk)
{
	struct task_struct *c, *n;

	if (tsk->ptrace)
		ptrace_unlink(tsk);
	list_for_each_entry_safe(c, n, &tsk->ptraced, ptrace_entry) {
		bool kill = c->ptrace & PTRACE_O_EXITKILL;

		ptrace_unlink(c);
		if (kill)	/* ptrace(2): "send a SIGKILL to the tracee
				 * if the tracer exits" */
			send_sig(SIGKILL, c, 1);
	}
}

/* The process id of current's tracer, 0 if none is left */
static int tracer_tgid(void)
{
	unsigned long flags;
	int tgid = 0;

	read_lock_irqsave(&tasklist_lock, flags);
	if (current->tracer)
		tgid = current->tracer->tgid;
	read_unlock_irqrestore(&tasklist_lock, flags);
	return tgid;
}

/*
 * current stops for its tracer, which is told code (the signal, an
 * event above it), message for PTRACE_GETEVENTMSG (an event's, else 0,
 * as Linux clears it) and, for PTRACE_GETSIGINFO, info (NULL: none, as
 * for a group stop).  Returns the signal the tracer resumed it with, or
 * resume at once if it is traced no more or being killed.
 */
static int ptrace_stop(int code, unsigned long message, struct siginfo *info,
		       int resume)
{
	struct task_struct *tsk = current;
	unsigned long flags;
	int sig;

	spin_lock_irq(&tsk->sighand->siglock);
	if (!tsk->ptrace || fatal_signal_pending(tsk)) {
		spin_unlock_irq(&tsk->sighand->siglock);
		return resume;
	}
	/* stopped under the lock the tracer resumes it under: it either
	 * finds the task stopped, or comes before */
	tsk->ptrace_code = resume;
	tsk->ptrace_message = message;
	tsk->last_siginfo = info;
	tsk->stop_sig = code;
	tsk->report = CLD_TRAPPED;
	tsk->state = TASK_TRACED;
	spin_unlock_irq(&tsk->sighand->siglock);
	read_lock_irqsave(&tasklist_lock, flags);	/* the tracer stays */
	do_notify_parent(tsk, CLD_TRAPPED);
	read_unlock_irqrestore(&tasklist_lock, flags);
	schedule();
	spin_lock_irq(&tsk->sighand->siglock);
	tsk->last_siginfo = NULL;
	if (tsk->report == CLD_TRAPPED)
		tsk->report = 0;
	sig = tsk->ptrace_code;
	tsk->ptrace_code = 0;
	spin_unlock_irq(&tsk->sighand->siglock);
	return sig;
}

/* The siginfo_t of a stop that is no signal's: SIGTRAP with the stop's
 * code, from the task itself (Linux's ptrace_notify()) */
static void trap_siginfo(struct siginfo *info, int code)
{
	memset(info, 0, sizeof(*info));
	info->si_signo = SIGTRAP;
	info->si_code = code;
	info->kill.pid = current->tgid;
	info->kill.uid = (int)__kuid_val(current_uid());
}

/*
 * A signal the traced task is about to act on goes to the tracer first
 * (ptrace(2), "Signal-delivery-stop"): the signal the tracer resumes it
 * with is acted on instead, with the siginfo_t PTRACE_SETSIGINFO wrote
 * (or, for another signal, one from the tracer, SI_USER); 0 cancels it.
 * A signal it blocks waits pending, as any other.  SIGKILL never stops.
 */
int ptrace_signal(int sig, struct sig_origin *from)
{
	struct siginfo info;
	int new;

	memset(&info, 0, sizeof(info));
	fill_siginfo(&info, sig, from);
	new = ptrace_stop(sig, 0, &info, sig);
	if (!new)
		return 0;
	memset(from, 0, sizeof(*from));
	if (new == info.si_signo) {
		from->code = info.si_code;
		from->pid = info.kill.pid;
		from->status = info.kill.status;
	} else {
		from->code = SI_USER;
		from->pid = tracer_tgid();
	}
	if (sigismember(&current->blocked, new)) {
		send_sig_from(new, current, from);
		return 0;
	}
	return new;
}

/* A stop signal's stop, of a traced task: the tracer's to end */
void ptrace_group_stop(int sig)
{
	ptrace_stop(sig, 0, NULL, 0);
}

/*
 * An event the tracer asked to stop for (PTRACE_O_TRACEEXEC: bit 1 <<
 * PTRACE_EVENT_EXEC): SIGTRAP | event << 8, its message for
 * PTRACE_GETEVENTMSG.  Without the option, execve(2) of a task traced
 * the old way (not seized) raises SIGTRAP (ptrace(2), "execve(2) under
 * ptrace").
 */
void ptrace_event(int event, unsigned long message)
{
	struct siginfo info;
	int code = SIGTRAP | event << 8;

	if (current->ptrace & (1U << event)) {
		trap_siginfo(&info, code);
		ptrace_stop(code, message, &info, 0);
	} else if (event == PTRACE_EVENT_EXEC &&
		   (current->ptrace & (PT_PTRACED | PT_SEIZED)) == PT_PTRACED) {
		send_sig(SIGTRAP, current, 1);
	}
}

/*
 * clone(2) by a traced task (kernel/fork.c do_clone()): the event its
 * tracer asked to stop for (PTRACE_O_TRACEVFORK, TRACECLONE for a child
 * whose exit signal is not SIGCHLD - a thread -, TRACEFORK), 0 if none.
 * With one, or CLONE_PTRACE, the child, not running yet, is traced too,
 * by the same tracer with the same options, and starts with SIGSTOP
 * pending (ptrace(2), PTRACE_O_TRACEFORK).  CLONE_UNTRACED forbids it.
 */
int ptrace_clone(struct task_struct *child, unsigned long flags)
{
	static const struct sig_origin kernel = { .code = SI_KERNEL };
	int event = flags & CLONE_VFORK ? PTRACE_EVENT_VFORK :
		    (flags & CSIGNAL) != SIGCHLD ? PTRACE_EVENT_CLONE :
						   PTRACE_EVENT_FORK;
	unsigned long irqflags;

	if (!(current->ptrace & (1U << event)))
		event = 0;
	if ((flags & CLONE_UNTRACED) || (!event && !(flags & CLONE_PTRACE)))
		return 0;
	write_lock_irqsave(&tasklist_lock, irqflags);
	if (current->tracer) {
		ptrace_link(child, current->tracer, current->ptrace &
			    ~(PT_FORCED_TF | PT_FROZEN));
		spin_lock(&child->sighand->siglock);
		sigaddset(&child->pending.signal, SIGSTOP);
		child->sig_origin[SIGSTOP - 1] = kernel;
		spin_unlock(&child->sighand->siglock);
	} else {
		event = 0;
	}
	write_unlock_irqrestore(&tasklist_lock, irqflags);
	return event;
}

/*
 * PTRACE_SYSCALL's stops (do_syscall_trace() in arch/i386/kernel/
 * ptrace.c), at a system call's entry (the registers hold its number
 * and arguments, which the tracer may change: orig_eax -1 skips it,
 * with ENOSYS) and at its exit (eax its result): SIGTRAP, or
 * SIGTRAP | 0x80 with PTRACE_O_TRACESYSGOOD.  A signal the tracer
 * resumes it with is sent to it, as Linux does.
 */
void ptrace_report_syscall(bool entry)
{
	struct siginfo info;
	int code = SIGTRAP, sig;

	if (current->ptrace & PTRACE_O_TRACESYSGOOD)
		code |= 0x80;
	trap_siginfo(&info, code);
	/* the message PTRACE_GET_SYSCALL_INFO would read: entry 1, exit 2 */
	sig = ptrace_stop(code, entry ? 1 : 2, &info, 0);
	if (sig)
		send_sig(sig, current, 1);
}

/*
 * The tracee is traced by the caller and stopped for it (ignore_state:
 * in any state, for PTRACE_KILL), else ESRCH.  A stopped one is frozen
 * until ptrace_unfreeze(), and off its CPU: its registers are all in
 * memory.
 */
static long ptrace_check_attach(struct task_struct *child, bool ignore_state)
{
	unsigned long flags;
	long ret = -ESRCH;

	read_lock_irqsave(&tasklist_lock, flags);
	if (child->ptrace && child->tracer == current) {
		spin_lock(&child->sighand->siglock);
		if (ignore_state) {
			ret = 0;
		} else if (child->state == TASK_TRACED &&
			   !fatal_signal_pending(child)) {
			child->ptrace |= PT_FROZEN;
			ret = 0;
		}
		spin_unlock(&child->sighand->siglock);
	}
	read_unlock_irqrestore(&tasklist_lock, flags);
	/* still switching away on another CPU (its fs, gs and FPU are
	 * saved by the switch): let it finish */
	while (!ret && !ignore_state && __atomic_load_n(&child->on_cpu, __ATOMIC_ACQUIRE))
		schedule_timeout_uninterruptible(1);
	return ret;
}

/* The request is done: a SIGKILL that came meanwhile wakes it now.
 * Only the tracer sets PT_FROZEN, so a resumed child is not looked at. */
static void ptrace_unfreeze(struct task_struct *child)
{
	unsigned long flags;

	if (!(__atomic_load_n(&child->ptrace, __ATOMIC_RELAXED) & PT_FROZEN))
		return;
	spin_lock_irqsave(&child->sighand->siglock, flags);
	child->ptrace &= ~PT_FROZEN;
	if (child->state == TASK_TRACED && fatal_signal_pending(child))
		wake_up_process(child);
	spin_unlock_irqrestore(&child->sighand->siglock, flags);
}

/* PTRACE_TRACEME: the parent traces the caller; EPERM if it is traced
 * already, or its parent is the kernel */
static long ptrace_traceme(void)
{
	struct task_struct *parent;
	unsigned long flags;
	long ret = -EPERM;

	write_lock_irqsave(&tasklist_lock, flags);
	parent = current->real_parent;
	if (!current->ptrace && parent && parent->mm) {
		ptrace_link(current, parent, PT_PTRACED);
		ret = 0;
	}
	write_unlock_irqrestore(&tasklist_lock, flags);
	return ret;
}

/*
 * A task already stopped by a stop signal is the tracer's now: its
 * stop becomes a trace stop, reported to the tracer (Linux re-traps it,
 * JOBCTL_TRAP_STOP), so that requests work at once.
 */
static void trap_stopped(struct task_struct *task)
{
	unsigned long flags;

	spin_lock_irqsave(&task->sighand->siglock, flags);
	if (task->state == TASK_STOPPED) {
		task->state = TASK_TRACED;
		task->last_siginfo = NULL;
		task->ptrace_code = 0;
		task->report = CLD_TRAPPED;
	}
	spin_unlock_irqrestore(&task->sighand->siglock, flags);
}

/*
 * PTRACE_ATTACH and PTRACE_SEIZE, with ptrace(2)'s refusals: EIO for a
 * seize's address or an option Linux does not know, EINVAL for one
 * that is not here (PTRACE_O_TRACEFORK...), EPERM for a
 * kernel thread, the caller's own process, a process the caller may not
 * look into with its real ids, one that is exiting or traced already.
 * ATTACH sends SIGSTOP, as from the kernel.
 */
static long ptrace_attach(struct task_struct *task, long request,
			  unsigned long addr, unsigned long options)
{
	unsigned int how = PT_PTRACED;
	unsigned long flags;
	long ret = -EPERM;

	if (request == PTRACE_SEIZE) {
		/* an option Linux does not know is EIO here, as there */
		if (addr || (options & ~PTRACE_O_LINUX))
			return -EIO;
		if (options & ~PTRACE_O_MASK)
			return -EINVAL;
		how |= PT_SEIZED | (unsigned int)options;
	}
	if (!task->mm || task->tgid == current->tgid ||
	    !may_access(task, current_uid(), current_gid()))
		return -EPERM;
	write_lock_irqsave(&tasklist_lock, flags);
	if (!task->ptrace && task->mm && task->state != TASK_ZOMBIE) {
		ptrace_link(task, current, how);
		if (request == PTRACE_ATTACH)
			send_sig(SIGSTOP, task, 1);
		trap_stopped(task);
		ret = 0;
	}
	write_unlock_irqrestore(&tasklist_lock, flags);
	return ret;
}

/*
 * PTRACE_CONT, PTRACE_SYSCALL, PTRACE_SINGLESTEP: resume the tracee with
 * signal data (0: none; EIO for no signal number), stopping again at
 * the next system call or after one instruction as asked.
 */
static long ptrace_resume(struct task_struct *child, long request,
			  unsigned long data)
{
	unsigned long flags;

	if (data && !valid_signal(data))
		return -EIO;
	if (request == PTRACE_SYSCALL)
		set_bit(TIF_SYSCALL_TRACE, &child->thread_info->flags);
	else
		clear_bit(TIF_SYSCALL_TRACE, &child->thread_info->flags);
	spin_lock_irqsave(&child->sighand->siglock, flags);
	if (request == PTRACE_SINGLESTEP)
		user_enable_single_step(child);
	else
		user_disable_single_step(child);
	child->ptrace &= ~PT_FROZEN;
	child->ptrace_code = (int)data;
	wake_up_process(child);
	spin_unlock_irqrestore(&child->sighand->siglock, flags);
	return 0;
}

/* PTRACE_DETACH: the tracee goes free, resumed with signal data */
static long ptrace_detach(struct task_struct *child, unsigned long data)
{
	unsigned long flags;

	if (data && !valid_signal(data))
		return -EIO;
	write_lock_irqsave(&tasklist_lock, flags);
	child->ptrace_code = (int)data;		/* read after the wake-up */
	ptrace_unlink(child);
	write_unlock_irqrestore(&tasklist_lock, flags);
	return 0;
}

/* PTRACE_PEEKTEXT and PTRACE_PEEKDATA: the word at addr goes to *data
 * (glibc's ptrace() returns it); EIO where the tracee has no memory */
static long ptrace_peekdata(struct task_struct *child, unsigned long addr,
			    unsigned long data)
{
	unsigned long word;

	if (access_process_vm(child, addr, &word, sizeof(word), FOLL_FORCE) !=
	    sizeof(word))
		return -EIO;
	return put_user(word, (unsigned long __user *)data);
}

/* PTRACE_POKETEXT and PTRACE_POKEDATA: data to addr, read-only text too
 * (the tracee gets its own copy of the page: a breakpoint) */
static long ptrace_pokedata(struct task_struct *child, unsigned long addr,
			    unsigned long data)
{
	return access_process_vm(child, addr, &data, sizeof(data),
				 FOLL_FORCE | FOLL_WRITE) == sizeof(data) ?
		0 : -EIO;
}

/* PTRACE_GETSIGINFO: EINVAL in a stop that is no signal's */
static long ptrace_getsiginfo(struct task_struct *child, unsigned long data)
{
	struct siginfo info;

	if (!child->last_siginfo)
		return -EINVAL;
	info = *child->last_siginfo;
	return copy_to_user((void __user *)data, &info, sizeof(info)) ?
		-EFAULT : 0;
}

/* PTRACE_SETSIGINFO: what the signal the tracee resumes with carries */
static long ptrace_setsiginfo(struct task_struct *child, unsigned long data)
{
	struct siginfo info;

	if (copy_from_user(&info, (const void __user *)data, sizeof(info)))
		return -EFAULT;
	if (!child->last_siginfo)
		return -EINVAL;
	*child->last_siginfo = info;
	return 0;
}

static long ptrace_setoptions(struct task_struct *child, unsigned long data)
{
	unsigned long flags;

	if (data & ~PTRACE_O_MASK)
		return -EINVAL;
	spin_lock_irqsave(&child->sighand->siglock, flags);
	child->ptrace = (child->ptrace & ~PTRACE_O_MASK) | (unsigned int)data;
	spin_unlock_irqrestore(&child->sighand->siglock, flags);
	return 0;
}

/* A request about a tracee checked by ptrace_check_attach() */
static long ptrace_request(struct task_struct *child, long request,
			   unsigned long addr, unsigned long data)
{
	switch (request) {
	case PTRACE_PEEKTEXT:
	case PTRACE_PEEKDATA:
		return ptrace_peekdata(child, addr, data);
	case PTRACE_POKETEXT:
	case PTRACE_POKEDATA:
		return ptrace_pokedata(child, addr, data);
	case PTRACE_CONT:
	case PTRACE_SYSCALL:
	case PTRACE_SINGLESTEP:
		return ptrace_resume(child, request, data);
	case PTRACE_KILL:	/* Linux 5.19 on: SIGKILL, stopped or not */
		send_sig(SIGKILL, child, 1);
		return 0;
	case PTRACE_DETACH:
		return ptrace_detach(child, data);
	case PTRACE_SETOPTIONS:
		return ptrace_setoptions(child, data);
	case PTRACE_GETEVENTMSG:
		return put_user(child->ptrace_message,
				(unsigned long __user *)data);
	case PTRACE_GETSIGINFO:
		return ptrace_getsiginfo(child, data);
	case PTRACE_SETSIGINFO:
		return ptrace_setsiginfo(child, data);
	default:
		return arch_ptrace(child, request, addr, data);
	}
}

/* The task pid names, held; NULL if there is none */
static struct task_struct *find_get_task_by_vpid(long pid)
{
	struct task_struct *p;

	if (pid <= 0 || pid > INT_MAX)
		return NULL;
	rcu_read_lock();
	p = find_task_by_vpid((int)pid);
	if (p)
		get_task_struct(p);
	rcu_read_unlock();
	return p;
}

long sys_ptrace(long request, long pid, unsigned long addr, unsigned long data)
{
	struct task_struct *child;
	long ret;

	if (request == PTRACE_TRACEME)
		return ptrace_traceme();
	child = find_get_task_by_vpid(pid);
	if (!child)
		return -ESRCH;
	if (request == PTRACE_ATTACH || request == PTRACE_SEIZE) {
		ret = ptrace_attach(child, request, addr, data);
	} else {
		ret = ptrace_check_attach(child, request == PTRACE_KILL);
		if (!ret) {
			ret = ptrace_request(child, request, addr, data);
			ptrace_unfreeze(child);
		}
	}
	put_task_struct(child);
	return ret;
}
