/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/signal_types.h - the siginfo a module hands to
 * send_sig_info() (kernel/signal.c), Linux 4.20 on: the fields of the
 * siginfo_t the receiver's SA_SIGINFO handler gets (sigaction(2)), by
 * their user-space names, laid out as i386's siginfo_t without its
 * padding.  sigqueue(3)'s value (si_int, si_ptr) lies where SIGCHLD's
 * si_status does.
 */
#ifndef _LINUX_SIGNAL_TYPES_H
#define _LINUX_SIGNAL_TYPES_H

#include "linux/types.h"
#include "asm/uaccess.h"	/* __user */

typedef union sigval {
	int sival_int;
	void __user *sival_ptr;
} sigval_t;

typedef struct kernel_siginfo {
	int si_signo;
	int si_errno;
	int si_code;
	union {
		struct {		/* kill(2), sigqueue(3) */
			pid_t _pid;
			uid_t _uid;
			sigval_t _sigval;
		} _rt;
		struct {		/* SIGCHLD */
			pid_t _pid;
			uid_t _uid;
			int _status;
		} _sigchld;
		struct {		/* SIGSEGV, SIGBUS, SIGFPE, SIGILL */
			void __user *_addr;
		} _sigfault;
		struct {		/* SIGIO, SIGPOLL */
			long _band;
			int _fd;
		} _sigpoll;
	} _sifields;
} kernel_siginfo_t;

#define si_pid		_sifields._rt._pid
#define si_uid		_sifields._rt._uid
#define si_value	_sifields._rt._sigval
#define si_int		_sifields._rt._sigval.sival_int
#define si_ptr		_sifields._rt._sigval.sival_ptr
#define si_status	_sifields._sigchld._status
#define si_addr		_sifields._sigfault._addr
#define si_band		_sifields._sigpoll._band
#define si_fd		_sifields._sigpoll._fd

/* send_sig_info()'s info for "none": kill(2)'s, from the caller, or
 * the kernel's own (si_code SI_KERNEL) */
#define SEND_SIG_NOINFO	((struct kernel_siginfo *)0)
#define SEND_SIG_PRIV	((struct kernel_siginfo *)1)

#endif /* _LINUX_SIGNAL_TYPES_H */
