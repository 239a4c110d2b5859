// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/signal.c - signals, as far as a shell needs them: kill(2) and the
 * default actions.
 *
 * A sent signal sets a bit in the target's sigpending; a process acts on
 * it on its way back to user mode (exit_to_user_mode(), from
 * arch/i386/kernel/entry.S).  No handler is ever run: a signal is either
 * ignored (SIG_IGN, or one whose default action is to ignore, signal(7))
 * or it terminates the process, whose wait status is the signal number.
 */
#include "linux/kernel.h"
#include "linux/sched.h"
#include "linux/syscalls.h"
#include "asm/ptrace.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define SIG_DFL		0UL
#define SIG_IGN		1UL
#define SIGCONT		18
#define SIGURG		23
#define SIGWINCH	28
#define SIGMASK(sig)	(1UL << ((sig) - 1))
/* signal(7): the signals whose default action is "Ign" (or "Cont") */
#define SIG_DEFAULT_IGNORED \
	(SIGMASK(SIGCHLD) | SIGMASK(SIGCONT) | SIGMASK(SIGURG) | \
	 SIGMASK(SIGWINCH))
#define SIG_KERNEL_ONLY	SIGMASK(SIGKILL)
#define SIGSTOP		19

/* The first 32 signals fit in sigpending; the rest are accepted and lost */
static bool sig_valid(int sig)
{
	return sig >= 1 && sig <= _NSIG;
}

void send_sig(int sig, struct task_struct *p)
{
	if (sig > (int)(8 * sizeof(p->sigpending)))
		return;
	p->sigpending |= SIGMASK(sig);
	if (p->state == TASK_INTERRUPTIBLE)
		wake_up_process(p);
}

/* On every return to ring 3: a due reschedule, then a fatal signal. */
void exit_to_user_mode(struct pt_regs *regs)
{
	struct task_struct *tsk = current;
	unsigned long fatal;

	(void)regs;
	preempt_schedule_irq();
	fatal = tsk->sigpending & ~(tsk->sigignored | SIG_DEFAULT_IGNORED);
	tsk->sigpending &= ~(tsk->sigignored | SIG_DEFAULT_IGNORED);
	if (fatal) {
		local_irq_enable();
		do_exit(__builtin_ctzl(fatal) + 1);
	}
}

/* Signal every process of group pgrp (0: every process but init) */
long kill_pgrp(int pgrp, int sig)
{
	struct task_struct *p;
	long ret = -ESRCH;

	list_for_each_entry(p, &task_list, tasks) {
		if (!p->mm || p == child_reaper ||
		    (pgrp && p->pgrp != pgrp))
			continue;
		if (sig)
			send_sig(sig, p);
		ret = 0;
	}
	return ret;
}

long sys_kill(int pid, int sig)
{
	struct task_struct *p;

	if (sig && !sig_valid(sig))
		return -EINVAL;
	if (pid == -1)
		return kill_pgrp(0, sig);
	if (pid <= 0)
		return kill_pgrp(pid ? -pid : current->pgrp, sig);
	p = find_task_by_pid(pid);
	if (!p || !p->mm)
		return -ESRCH;
	/* kill(2) NOTES: init gets only the signals it has handlers for,
	 * and no handler runs here (busybox poweroff signals pid 1) */
	if (sig && p != child_reaper)
		send_sig(sig, p);
	return 0;
}

/* struct sigaction as the kernel takes it from i386 (rt_sigaction(2)) */
struct k_sigaction {
	unsigned long handler, flags, restorer;
	u32 mask[2];
};

long sys_rt_sigaction(int sig, const struct k_sigaction __user *act,
		      struct k_sigaction __user *oact, size_t sigsetsize)
{
	struct task_struct *tsk = current;
	struct k_sigaction k = { 0 };
	unsigned long bit;

	if (sigsetsize != 8 || !sig_valid(sig))
		return -EINVAL;
	bit = sig <= 32 ? SIGMASK(sig) : 0;
	if (act && (bit & SIG_KERNEL_ONLY || sig == SIGSTOP))
		return -EINVAL;
	k.handler = tsk->sigignored & bit ? SIG_IGN : SIG_DFL;
	if (oact && copy_to_user(oact, &k, sizeof(k)))
		return -EFAULT;
	if (!act)
		return 0;
	if (copy_from_user(&k, act, sizeof(k)))
		return -EFAULT;
	/* a handler cannot run here: it counts as the default action */
	if (k.handler == SIG_IGN)
		tsk->sigignored |= bit;
	else
		tsk->sigignored &= ~bit;
	return 0;
}

/* Nothing is ever blocked: the old mask reads empty */
long sys_rt_sigprocmask(int how, const u32 __user *set, u32 __user *oset,
			size_t sigsetsize)
{
	static const u32 empty[2];

	if (sigsetsize != 8)
		return -EINVAL;
	if (set && how > 2)	/* SIG_BLOCK, SIG_UNBLOCK, SIG_SETMASK */
		return -EINVAL;
	if (set && !access_ok(set, sizeof(empty)))
		return -EFAULT;
	if (oset && copy_to_user(oset, empty, sizeof(empty)))
		return -EFAULT;
	return 0;
}
