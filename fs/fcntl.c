// SPDX-License-Identifier: GPL-2.0
/*
 * fs/fcntl.c - asynchronous notification (fcntl(2), "Signal-driven
 * I/O"): a process says who owns a file (F_SETOWN) and turns O_ASYNC on
 * (F_SETFL); the driver's ->fasync() keeps the file on a list with
 * fasync_helper(), and kill_fasync() sends each owner SIGIO when data
 * arrives, or the signal F_SETSIG chose, whose siginfo_t then says why
 * (si_code POLL_IN...), the poll(2) events (si_band) and the descriptor
 * (si_fd).  LDD3 chapter 6, "Asynchronous Notification".  The signal
 * goes only where F_SETOWN's caller could send it (sigio_perm()).
 */
#include "linux/kernel.h"
#include "linux/cred.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/sched/signal.h"
#include "linux/slab.h"
#include "asm/system.h"

/* What F_SETFL may change (fcntl(2)); O_ASYNC goes through ->fasync */
#define SETFL_MASK	(O_APPEND | O_NONBLOCK)

/* fasync_lock (Linux 2.6's) protects every fasync list, its links and
 * fa_fd: written by fasync_helper(), read by kill_fasync(), which a
 * driver calls from its interrupt handler: interrupts off.  The
 * outermost lock here: a file's f_lock, then tasklist_lock and siglock
 * (send_sigio()) come inside it. */
static DEFINE_RWLOCK(fasync_lock);

static struct fasync_struct **fasync_find(struct file *f,
					  struct fasync_struct **fapp)
{
	for (; *fapp; fapp = &(*fapp)->fa_next)
		if ((*fapp)->fa_file == f)
			return fapp;
	return NULL;
}

/*
 * Put f on the list (on) or take it off, setting FASYNC to match:
 * 1 if the list changed, 0 if not, as Linux's; -ENOMEM.
 */
int fasync_helper(int fd, struct file *f, int on, struct fasync_struct **fapp)
{
	struct fasync_struct **at, *fa;
	unsigned long flags;

	write_lock_irqsave(&fasync_lock, flags);
	at = fasync_find(f, fapp);
	if (at && !on) {
		fa = *at;
		*at = fa->fa_next;
		spin_lock(&f->f_lock);
		f->f_flags &= ~FASYNC;
		spin_unlock(&f->f_lock);
		write_unlock_irqrestore(&fasync_lock, flags);
		kfree(fa);
		return 1;
	}
	if (at || !on) {
		if (at)
			(*at)->fa_fd = fd;	/* a new descriptor for it */
		write_unlock_irqrestore(&fasync_lock, flags);
		return 0;
	}
	write_unlock_irqrestore(&fasync_lock, flags);
	fa = kzalloc(sizeof(*fa), GFP_KERNEL);
	if (!fa)
		return -ENOMEM;
	fa->fa_fd = fd;
	fa->fa_file = f;
	write_lock_irqsave(&fasync_lock, flags);
	fa->fa_next = *fapp;
	*fapp = fa;
	spin_lock(&f->f_lock);
	f->f_flags |= FASYNC;
	spin_unlock(&f->f_lock);
	write_unlock_irqrestore(&fasync_lock, flags);
	return 1;
}
EXPORT_SYMBOL(fasync_helper);

/* si_band for each reason, POLL_IN to POLL_HUP: the events poll(2)
 * would report (Linux's band_table) */
static const long poll_band[] = {
	POLLIN | POLLRDNORM,			/* POLL_IN */
	POLLOUT | POLLWRNORM | POLLWRBAND,	/* POLL_OUT */
	POLLIN | POLLRDNORM | POLLMSG,		/* POLL_MSG */
	POLLERR,				/* POLL_ERR */
	POLLPRI | POLLRDBAND,			/* POLL_PRI */
	POLLHUP | POLLERR,			/* POLL_HUP */
};

/*
 * The owner's signal for fa's file: plain SIGIO (si_code SI_KERNEL) if
 * F_SETSIG did not choose one, else that signal with why, si_band and
 * si_fd (fcntl(2), F_SETSIG).
 */
static void fasync_origin(const struct fasync_struct *fa, int reason,
			  int *sig, struct sig_origin *from)
{
	*sig = fa->fa_file->f_owner.signum;
	memset(from, 0, sizeof(*from));
	if (!*sig || reason < POLL_IN || reason > POLL_HUP) {
		*sig = SIGIO;
		from->code = SI_KERNEL;
		return;
	}
	from->code = reason;
	from->band = poll_band[reason - POLL_IN];
	from->fd = fa->fa_fd;
}

/*
 * May the process that set the owner signal p?  Asked when the signal
 * goes, of the credentials F_SETOWN recorded (Linux's sigio_perm(), the
 * rule of kill(2)): its effective uid is root's, or its real or
 * effective uid is p's real or saved uid.  Else F_SETSIG SIGKILL would
 * kill any process.
 */
static bool sigio_perm(struct task_struct *p, const struct fown_struct *fown)
{
	/* kill_fasync() holds interrupts off: p's cred cannot change */
	const struct cred *c = p->cred;

	return uid_eq(fown->euid, GLOBAL_ROOT_UID) ||
	       uid_eq(fown->euid, c->suid) || uid_eq(fown->euid, c->uid) ||
	       uid_eq(fown->uid, c->suid) || uid_eq(fown->uid, c->uid);
}

/* The signal to the file's owner: a process, or each of a process group */
static void send_sigio(const struct fasync_struct *fa, int reason)
{
	const struct fown_struct *fown = &fa->fa_file->f_owner;
	int owner = fown->pid, sig;
	struct sig_origin from;
	struct task_struct *p;

	fasync_origin(fa, reason, &sig, &from);
	if (owner > 0) {
		p = find_task_by_pid(owner);
		if (p && sigio_perm(p, fown))
			send_sig_from(sig, p, &from);
		return;
	}
	if (owner >= 0)
		return;
	read_lock(&tasklist_lock);	/* the walk; interrupts are off */
	for_each_process(p)
		if (p->pgrp == -owner && sigio_perm(p, fown))
			send_sig_from(sig, p, &from);
	read_unlock(&tasklist_lock);
}

/* Signal every owner on the list; may be called from an interrupt */
void kill_fasync(struct fasync_struct **fapp, int sig, int band)
{
	struct fasync_struct *fa;
	unsigned long flags;

	(void)sig;		/* SIGIO, or SIGURG for sockets: none here */
	read_lock_irqsave(&fasync_lock, flags);
	for (fa = *fapp; fa; fa = fa->fa_next) {
		spin_lock(&fa->fa_file->f_lock);	/* its f_owner */
		send_sigio(fa, band);
		spin_unlock(&fa->fa_file->f_lock);
	}
	read_unlock_irqrestore(&fasync_lock, flags);
}
EXPORT_SYMBOL(kill_fasync);

/* F_SETFL: O_ASYNC changing asks the driver first (fcntl(2)) */
long setfl(int fd, struct file *f, unsigned long arg)
{
	if (((arg ^ f->f_flags) & FASYNC) && f->f_op->fasync) {
		int err = f->f_op->fasync(fd, f, (arg & FASYNC) != 0);

		if (err < 0)
			return err;
	}
	spin_lock_irq(&f->f_lock);
	f->f_flags = (f->f_flags & ~SETFL_MASK) | (arg & SETFL_MASK);
	spin_unlock_irq(&f->f_lock);
	return 0;
}

/* F_SETOWN: a pid, or minus a process group; 0 stops the signals */
long f_setown(struct file *f, int pid)
{
	if (pid == INT_MIN)
		return -EINVAL;
	if (pid > 0 && !find_task_by_pid(pid))
		return -ESRCH;
	spin_lock_irq(&f->f_lock);
	f->f_owner.pid = pid;
	f->f_owner.uid = current_uid();
	f->f_owner.euid = current_euid();
	spin_unlock_irq(&f->f_lock);
	return 0;
}

/* F_SETSIG: the signal O_ASYNC sends, 0 for SIGIO without siginfo */
long f_setsig(struct file *f, unsigned long sig)
{
	if (sig > _NSIG)
		return -EINVAL;
	spin_lock_irq(&f->f_lock);
	f->f_owner.signum = (int)sig;
	spin_unlock_irq(&f->f_lock);
	return 0;
}

/* F_GETOWN_EX/F_SETOWN_EX's argument (fcntl(2)) */
struct f_owner_ex {
	int type;
	int pid;
};

#define F_OWNER_TID	0
#define F_OWNER_PID	1
#define F_OWNER_PGRP	2

long f_getown_ex(struct file *f, void __user *arg)
{
	struct f_owner_ex owner = {
		f->f_owner.pid < 0 ? F_OWNER_PGRP : F_OWNER_PID,
		f->f_owner.pid < 0 ? -f->f_owner.pid : f->f_owner.pid
	};

	return copy_to_user(arg, &owner, sizeof(owner)) ? -EFAULT : 0;
}

/* A thread is its process here: F_OWNER_TID names the same task */
long f_setown_ex(struct file *f, const void __user *arg)
{
	struct f_owner_ex owner;

	if (copy_from_user(&owner, arg, sizeof(owner)))
		return -EFAULT;
	switch (owner.type) {
	case F_OWNER_TID:
	case F_OWNER_PID:
		return f_setown(f, owner.pid);
	case F_OWNER_PGRP:
		return f_setown(f, -owner.pid);
	default:
		return -EINVAL;
	}
}
