// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/tty_jobctrl.c - a terminal as a session's controlling
 * terminal, the rules of credentials(7) and ioctl_tty(2), for every
 * terminal (the console's, a pty's slave, a driver's line):
 *
 * - a terminal belongs to at most one session (tty->session) and has a
 *   foreground process group in it (tty->pgrp), to which the signal
 *   characters go;
 * - a process's controlling terminal is its session's (signal->tty); a
 *   session leader without one acquires a terminal no session has by
 *   opening it without O_NOCTTY (tty_open_ctty(); not /dev/console nor
 *   a pty's master), or by TIOCSCTTY; setsid(2) and TIOCNOTTY give it
 *   up, and when the leader goes the whole session loses it;
 * - TIOCSPGRP and a read from a background group are for the
 *   controlling terminal only (tty_check_change()).
 *
 * The session holds one reference on its terminal (set_ctty() to
 * clear_session_tty()), so a pty's slave closed by every process
 * stays the session's terminal, as in Linux, until the session lets go.
 * A pty master's requests act on its slave (real_tty), as Linux's do:
 * the process holding the master asks what the slave's session does.
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

bool tty_is_ctty(const struct task_struct *p)
{
	return p->signal->tty && p->signal->tty->session == p->session;
}

/* tty is the caller's controlling terminal */
static bool is_current_ctty(const struct tty_struct *tty)
{
	return tty_is_ctty(current) && current->signal->tty == tty;
}

static void set_ctty(struct task_struct *p, struct tty_struct *tty)
{
	tty->session = p->session;
	tty->pgrp = p->pgrp;
	p->signal->tty = tty_kref_get(tty);	/* the session's reference */
}

/*
 * The session loses its terminal: every member, not only the caller;
 * with hup_leader its leader is told by SIGHUP and SIGCONT, as Linux's
 * hangup does (tty_hangup_session()).  The session's reference goes
 * last: tty may be freed by it.
 */
static void clear_session_tty(struct tty_struct *tty, bool hup_leader)
{
	struct task_struct *p;

	/* no task freed under the walk; one fork is still making has no
	 * signal_struct yet (alloc_task()) */
	rcu_read_lock();
	list_for_each_entry(p, &task_list, tasks) {
		if (p->session != tty->session || !p->signal)
			continue;
		if (p->signal->tty == tty)
			p->signal->tty = NULL;
		if (hup_leader && p->pid == p->session && p->mm) {
			send_sig(SIGHUP, p, 1);
			send_sig(SIGCONT, p, 1);
		}
	}
	rcu_read_unlock();
	tty->session = 0;
	tty->pgrp = 0;
	tty_kref_put(tty);
}

/*
 * The leader lets go (TIOCNOTTY, or its exit): the foreground group is
 * told by SIGHUP, and SIGCONT wakes it if stopped, as credentials(7)
 * says of a session leader's exit.
 */
static void disassociate_ctty(struct tty_struct *tty)
{
	if (tty->pgrp) {
		kill_pgrp(tty->pgrp, SIGHUP);
		kill_pgrp(tty->pgrp, SIGCONT);
	}
	clear_session_tty(tty, false);
}

/* From do_exit() (kernel/exit.c) */
void tty_exit(struct task_struct *tsk)
{
	if (tsk->pid == tsk->session && tty_is_ctty(tsk))
		disassociate_ctty(tsk->signal->tty);
}

/* vhangup(2) (fs/open.c): the caller's terminal is hung up, as if the
 * line dropped - its session loses it, the foreground group is told */
void tty_vhangup_self(void)
{
	if (tty_is_ctty(current))
		disassociate_ctty(current->signal->tty);
}

/* A pty's master went (drivers/char/pty.c): the slave's session loses
 * it, its leader gets SIGHUP */
void tty_hangup_session(struct tty_struct *tty)
{
	if (tty->session)
		clear_session_tty(tty, true);
}

/* From setsid(2) (kernel/sys.c): a new session has no terminal */
void tty_setsid(struct task_struct *tsk)
{
	tsk->signal->tty = NULL;
}

/*
 * open(2) of a terminal: a session leader with no controlling terminal
 * acquires this one if no session has it and O_NOCTTY was not given
 * (open(2), O_NOCTTY).
 */
void tty_open_ctty(struct tty_struct *tty, const struct file *f)
{
	struct task_struct *tsk = current;

	if (!(f->f_flags & O_NOCTTY) && tsk->pid == tsk->session &&
	    !tty_is_ctty(tsk) && !tty->session)
		set_ctty(tsk, tty);
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

/*
 * A member of a background group acting on its controlling terminal gets
 * sig (SIGTTIN to read, SIGTTOU to set it), which stops its whole group;
 * if the caller ignores or blocks sig, a read fails with EIO and
 * anything else goes ahead (termios(3), "Background process groups").
 */
int tty_check_change(struct tty_struct *tty, int sig)
{
	struct task_struct *tsk = current;
	const struct k_sigaction *ka = &tsk->sighand->action[sig - 1];

	if (!tsk->mm || !is_current_ctty(tty) || !tty->pgrp ||
	    tsk->pgrp == tty->pgrp)
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
static long tiocsctty(struct tty_struct *tty, struct file *f,
		      unsigned long steal)
{
	struct task_struct *tsk = current;

	if (tsk->pid == tsk->session && is_current_ctty(tty))
		return 0;
	if (tsk->pid != tsk->session || tty_is_ctty(tsk))
		return -EPERM;
	if (tty->session && (steal != 1 || !capable(CAP_SYS_ADMIN)))
		return -EPERM;
	if (!(f->f_mode & FMODE_READ) && !capable(CAP_SYS_ADMIN))
		return -EPERM;
	if (tty->session)
		clear_session_tty(tty, false);
	set_ctty(tsk, tty);
	return 0;
}

static long tiocnotty(struct tty_struct *tty)
{
	struct task_struct *tsk = current;

	if (!is_current_ctty(tty))
		return -ENOTTY;
	if (tsk->pid == tsk->session)
		disassociate_ctty(tty);
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
static long tiocspgrp(struct tty_struct *real_tty, const int __user *p)
{
	int pgrp, session;
	long err = tty_check_change(real_tty, SIGTTOU);

	if (err)
		return err;
	if (!is_current_ctty(real_tty))
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
	real_tty->pgrp = pgrp;
	return 0;
}

/*
 * The job-control requests of ioctl_tty(2); ENOTTY for any other.
 * real_tty is the terminal they are about: tty itself, or a pty
 * master's slave, whose group and session the master's holder may ask
 * without the slave being its own terminal (Linux's tiocgpgrp()).
 */
long tty_jobctrl_ioctl(struct tty_struct *tty, struct tty_struct *real_tty,
		       struct file *f, unsigned int cmd, unsigned long arg)
{
	int __user *p = (int __user *)arg;

	switch (cmd) {
	case TIOCSCTTY:
		return tiocsctty(real_tty, f, arg);
	case TIOCNOTTY:
		return tiocnotty(tty);
	case TIOCGPGRP:
		if (tty == real_tty && !is_current_ctty(real_tty))
			return -ENOTTY;
		return put_user(real_tty->pgrp, p);
	case TIOCSPGRP:
		return tiocspgrp(real_tty, p);
	case TIOCGSID:
		if (tty == real_tty && !is_current_ctty(real_tty))
			return -ENOTTY;
		if (!real_tty->session)
			return -ENOTTY;
		return put_user(real_tty->session, p);
	default:
		return -ENOTTY;
	}
}
