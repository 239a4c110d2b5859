// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_jobctrl.c - the console terminal as a session's
 * controlling terminal, the rules of credentials(7) and ioctl_tty(2):
 *
 * - the terminal belongs to at most one session (tty_session) and has a
 *   foreground process group in it (console_tty.pgrp), to
 *   which the signal characters go;
 * - a process's controlling terminal is its session's (signal->tty); a
 *   session leader without one acquires the terminal by opening it
 *   without O_NOCTTY (tty_open_ctty(), not through /dev/console), or by
 *   TIOCSCTTY; setsid(2) and TIOCNOTTY give it up, and when the leader
 *   goes the whole session loses it;
 * - TIOCSPGRP and a read from a background group are for the
 *   controlling terminal only (tty_check_change()).
 *
 * A process group whose every member's parent is in the same group
 * (an orphaned one) is not told apart: it is stopped like any other.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/fcntl.h"
#include "linux/file.h"
#include "linux/sched.h"
#include "linux/tty.h"
#include "linux/rcupdate.h"
#include "asm/system.h"

static int tty_session;			/* 0: nobody's controlling tty */

bool tty_is_ctty(const struct task_struct *p)
{
	return p->signal->tty && tty_session == p->session;
}

static void set_ctty(struct task_struct *p)
{
	tty_session = p->session;
	console_tty.pgrp = p->pgrp;
	p->signal->tty = &console_tty;
}

/* The session loses its terminal: every member, not only the caller */
static void clear_session_tty(void)
{
	struct task_struct *p;

	/* no task freed under the walk; one fork is still making has no
	 * signal_struct yet (alloc_task()) */
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks)
		if (p->session == tty_session && p->signal)
			p->signal->tty = NULL;
	rcu_read_unlock();
	tty_session = 0;
	console_tty.pgrp = 0;
}

/*
 * The leader lets go (TIOCNOTTY, or its exit): the foreground group is
 * told by SIGHUP, and SIGCONT wakes it if stopped, as credentials(7)
 * says of a session leader's exit.
 */
static void disassociate_ctty(void)
{
	if (console_tty.pgrp) {
		kill_pgrp(console_tty.pgrp, SIGHUP);
		kill_pgrp(console_tty.pgrp, SIGCONT);
	}
	clear_session_tty();
}

/* From do_exit() (kernel/exit.c) */
void tty_exit(struct task_struct *tsk)
{
	if (tsk->pid == tsk->session && tty_is_ctty(tsk))
		disassociate_ctty();
}

/* vhangup(2) (fs/open.c): the caller's terminal is hung up, as if the
 * line dropped - its session loses it, the foreground group is told */
void tty_vhangup_self(void)
{
	if (tty_is_ctty(current))
		disassociate_ctty();
}

/* From setsid(2) (kernel/sys.c): a new session has no terminal */
void tty_setsid(struct task_struct *tsk)
{
	tsk->signal->tty = NULL;
}

/*
 * open(2) of /dev/ttyS0: a session leader with no controlling terminal
 * acquires this one if no session has it and O_NOCTTY was not given
 * (open(2), O_NOCTTY).
 */
int tty_open_ctty(const struct file *f)
{
	struct task_struct *tsk = current;

	if (!(f->f_flags & O_NOCTTY) && tsk->pid == tsk->session &&
	    !tsk->signal->tty && !tty_session)
		set_ctty(tsk);
	return 0;
}

/*
 * The caller's controlling terminal with a reference the caller gives
 * back by tty_kref_put(); NULL without one (a daemon's, or after
 * setsid(2)).
 */
struct tty_struct *get_current_tty(void)
{
	return tty_is_ctty(current) ? tty_kref_get(current->signal->tty) :
				      NULL;
}
EXPORT_SYMBOL_GPL(get_current_tty);

/* /dev/tty: the caller's controlling terminal, ENXIO without one (tty(4)) */
int tty_open_current(void)
{
	return tty_is_ctty(current) ? 0 : -ENXIO;
}

/*
 * A member of a background group acting on its controlling terminal gets
 * sig (SIGTTIN to read, SIGTTOU to set it), which stops its whole group;
 * if the caller ignores or blocks sig, a read fails with EIO and
 * anything else goes ahead (termios(3), "Background process groups").
 */
int tty_check_change(int sig)
{
	struct task_struct *tsk = current;
	const struct k_sigaction *ka = &tsk->sighand->action[sig - 1];

	if (!tsk->mm || !tty_is_ctty(tsk) || !console_tty.pgrp ||
	    tsk->pgrp == console_tty.pgrp)
		return 0;
	if (ka->handler == SIG_IGN || sigismember(&tsk->blocked, sig))
		return sig == SIGTTIN ? -EIO : 0;
	kill_pgrp(tsk->pgrp, sig);
	return -ERESTARTSYS;
}

/*
 * TIOCSCTTY: a session leader without a terminal takes this one; one
 * that is another session's only with steal (arg 1) and CAP_SYS_ADMIN
 * (ioctl_tty(2)), else any user could take root's terminal from under
 * its session; and only through a descriptor open for reading, or with
 * CAP_SYS_ADMIN (as Linux 6.1: a write-only open may not make a
 * terminal one's own).  EPERM otherwise.
 */
static long tiocsctty(struct file *f, unsigned long steal)
{
	struct task_struct *tsk = current;

	if (tsk->pid == tsk->session && tty_is_ctty(tsk))
		return 0;
	if (tsk->pid != tsk->session || tty_is_ctty(tsk))
		return -EPERM;
	if (tty_session && (steal != 1 || !capable(CAP_SYS_ADMIN)))
		return -EPERM;
	if (!(f->f_mode & FMODE_READ) && !capable(CAP_SYS_ADMIN))
		return -EPERM;
	if (tty_session)
		clear_session_tty();
	set_ctty(tsk);
	return 0;
}

static long tiocnotty(void)
{
	struct task_struct *tsk = current;

	if (!tty_is_ctty(tsk))
		return -ENOTTY;
	if (tsk->pid == tsk->session)
		disassociate_ctty();
	else
		tsk->signal->tty = NULL;
	return 0;
}

/* The session of process group pgrp's members, or 0 if it has none */
static int session_of_pgrp(int pgrp)
{
	struct task_struct *p;
	int session = 0;

	rcu_read_lock();	/* no task freed under the walk */
	list_for_each_entry(p, &task_list, tasks)
		if (p->mm && p->state != TASK_ZOMBIE && p->pgrp == pgrp) {
			session = p->session;
			break;
		}
	rcu_read_unlock();
	return session;
}

/* tcsetpgrp(3): only within the caller's own session, on its terminal */
static long tiocspgrp(const int __user *p)
{
	int pgrp, session;
	long err = tty_check_change(SIGTTOU);

	if (err)
		return err;
	if (!tty_is_ctty(current))
		return -ENOTTY;
	if (get_user(pgrp, p))
		return -EFAULT;
	if (pgrp < 0)
		return -EINVAL;
	session = session_of_pgrp(pgrp);
	if (!session)
		return -ESRCH;
	if (session != current->session)
		return -EPERM;
	console_tty.pgrp = pgrp;
	return 0;
}

/* The job-control requests of ioctl_tty(2); ENOTTY for any other */
long tty_jobctrl_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	int __user *p = (int __user *)arg;

	switch (cmd) {
	case TIOCSCTTY:
		return tiocsctty(f, arg);
	case TIOCNOTTY:
		return tiocnotty();
	case TIOCGPGRP:
		if (!tty_is_ctty(current))
			return -ENOTTY;
		return put_user(console_tty.pgrp, p);
	case TIOCSPGRP:
		return tiocspgrp(p);
	case TIOCGSID:
		if (!tty_is_ctty(current))
			return -ENOTTY;
		return put_user(tty_session, p);
	default:
		return -ENOTTY;
	}
}
