// SPDX-License-Identifier: GPL-2.0
/*
 * fs/signalfd.c - signalfd(2): a file from which the reader takes its
 * own pending signals of the file's mask, each as a 128-byte struct
 * signalfd_siginfo, instead of having them delivered (the caller blocks
 * them first).  A read waits for one unless the file is O_NONBLOCK
 * (then EAGAIN), and returns as many as fit and are pending; the file
 * is readable (poll) while one is.  signalfd(2) with an existing
 * descriptor changes that file's mask.  The taking is kernel/signal.c
 * take_signal()'s, as rt_sigtimedwait(2)'s; a signal sent wakes the
 * pollers on the process's signalfd_wqh.
 */
#include "linux/kernel.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/poll.h"
#include "linux/sched.h"
#include "linux/signal.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

#define SFD_CLOEXEC	O_CLOEXEC
#define SFD_NONBLOCK	O_NONBLOCK
#define SI_QUEUE	(-1)	/* sigqueue(3) */
#define SI_TIMER	(-2)	/* a POSIX timer */

/* struct signalfd_siginfo (signalfd(2)), 128 bytes */
struct signalfd_siginfo {
	u32 ssi_signo;
	s32 ssi_errno, ssi_code;
	u32 ssi_pid, ssi_uid;
	s32 ssi_fd;
	u32 ssi_tid, ssi_band, ssi_overrun, ssi_trapno;
	s32 ssi_status, ssi_int;
	u64 ssi_ptr, ssi_utime, ssi_stime, ssi_addr;
	u16 ssi_addr_lsb;
	u8 pad[46];
};

struct signalfd_ctx {
	sigset_t sigmask;
};

static const struct file_operations signalfd_fops;

/* The siginfo_t fields of sig, where signalfd(2) puts them */
static void fill_ssi(struct signalfd_siginfo *ssi, int sig,
		     const struct sig_origin *from)
{
	struct siginfo info;

	memset(&info, 0, sizeof(info));
	fill_siginfo(&info, sig, from);
	memset(ssi, 0, sizeof(*ssi));
	ssi->ssi_signo = sig;
	ssi->ssi_code = info.si_code;
	if (info.si_code >= POLL_IN && info.si_code <= POLL_HUP &&
	    sig != SIGCHLD) {
		ssi->ssi_band = info.poll.band;
		ssi->ssi_fd = info.poll.fd;
		return;
	}
	if (info.si_code == SI_TIMER) {	/* its id and sigev_value */
		ssi->ssi_tid = info.kill.pid;
		ssi->ssi_int = info.kill.status;
		ssi->ssi_ptr = (u32)info.kill.status;
		return;
	}
	/* the sender, SIGCHLD's child; its status, or sigqueue(3)'s value
	 * (which lies where the status does) */
	ssi->ssi_pid = info.kill.pid;
	ssi->ssi_uid = info.kill.uid;
	if (sig == SIGCHLD) {
		ssi->ssi_status = info.kill.status;
	} else if (info.si_code == SI_QUEUE) {
		ssi->ssi_int = info.kill.status;
		ssi->ssi_ptr = (u32)info.kill.status;
	}
}

static ssize_t signalfd_read(struct file *f, char __user *buf, size_t count,
			     loff_t *pos)
{
	struct signalfd_ctx *ctx = f->private_data;
	bool wait = !(f->f_flags & O_NONBLOCK);
	struct signalfd_siginfo ssi;
	struct sig_origin from;
	size_t done = 0;
	int sig;

	(void)pos;
	if (count < sizeof(ssi))
		return -EINVAL;
	while (count - done >= sizeof(ssi)) {
		sig = take_signal(&ctx->sigmask, wait && !done, &from);
		if (!sig)
			break;
		fill_ssi(&ssi, sig, &from);
		if (copy_to_user(buf + done, &ssi, sizeof(ssi)))
			return done ? (ssize_t)done : -EFAULT;
		done += sizeof(ssi);
	}
	if (done)
		return (ssize_t)done;
	return wait ? -ERESTARTSYS : -EAGAIN;
}

static unsigned int signalfd_poll(struct file *f, poll_table *pt)
{
	struct signalfd_ctx *ctx = f->private_data;
	sigset_t ready;

	poll_wait(f, &current->signal->signalfd_wqh, pt);
	sigandsets(&ready, &current->pending.signal, &ctx->sigmask);
	return sigisemptyset(&ready) ? 0 : POLLIN | POLLRDNORM;
}

static int signalfd_release(struct inode *inode, struct file *f)
{
	(void)inode;
	kfree(f->private_data);
	return 0;
}

static const struct file_operations signalfd_fops = {
	.llseek = noop_llseek,
	.read = signalfd_read,
	.poll = signalfd_poll,
	.release = signalfd_release,
};

/* A new signalfd file for mask: its descriptor */
static long signalfd_new(const sigset_t *mask, int flags)
{
	struct signalfd_ctx *ctx = kzalloc(sizeof(*ctx), GFP_KERNEL);
	struct file *f;
	int fd;

	if (!ctx)
		return -ENOMEM;
	ctx->sigmask = *mask;
	f = alloc_file(NULL, &signalfd_fops,
		       O_RDONLY | ((unsigned int)flags & SFD_NONBLOCK));
	if (!f) {
		kfree(ctx);
		return -ENOMEM;
	}
	f->private_data = ctx;
	fd = fd_install(f, flags & SFD_CLOEXEC);
	if (fd < 0)
		fput(f);	/* frees ctx too (signalfd_release()) */
	return fd;
}

/* signalfd4(2): fd -1 makes a file, else fd's gets the new mask
 * (EINVAL if it is no signalfd); SIGKILL and SIGSTOP are never taken */
long sys_signalfd4(int fd, const sigset_t __user *umask, size_t sizemask,
		   int flags)
{
	struct signalfd_ctx *ctx;
	struct fd f;
	sigset_t mask;

	if (flags & ~(SFD_CLOEXEC | SFD_NONBLOCK) ||
	    sizemask != sizeof(sigset_t))
		return -EINVAL;
	if (copy_from_user(&mask, umask, sizeof(mask)))
		return -EFAULT;
	sigdelset(&mask, SIGKILL);
	sigdelset(&mask, SIGSTOP);
	if (fd == -1)
		return signalfd_new(&mask, flags);
	f = fdget((unsigned int)fd);
	if (!f.file)
		return -EBADF;
	if (f.file->f_op != &signalfd_fops) {
		fdput(f);
		return -EINVAL;
	}
	ctx = f.file->private_data;
	ctx->sigmask = mask;
	fdput(f);
	/* a waiting reader or poller looks again */
	wake_up(&current->signal->signalfd_wqh);
	return fd;
}

long sys_signalfd(int fd, const sigset_t __user *umask, size_t sizemask)
{
	return sys_signalfd4(fd, umask, sizemask, 0);
}
