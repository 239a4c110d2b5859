/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/signal.h - signal numbers, sigaction(2) flags and the
 * structures the i386 system calls exchange with user space, at Linux's
 * values (signal(7), sigaction(2), sigaltstack(2)).
 */
#ifndef _ASM_SIGNAL_H
#define _ASM_SIGNAL_H

#include "linux/types.h"

#define SIGHUP		1
#define SIGINT		2
#define SIGQUIT		3
#define SIGILL		4
#define SIGTRAP		5
#define SIGABRT		6
#define SIGBUS		7
#define SIGFPE		8
#define SIGKILL		9
#define SIGUSR1		10
#define SIGSEGV		11
#define SIGUSR2		12
#define SIGPIPE		13
#define SIGALRM		14
#define SIGTERM		15
#define SIGSTKFLT	16
#define SIGCHLD		17
#define SIGCONT		18
#define SIGSTOP		19
#define SIGTSTP		20
#define SIGTTIN		21
#define SIGTTOU		22
#define SIGURG		23
#define SIGXCPU		24
#define SIGXFSZ		25
#define SIGVTALRM	26
#define SIGPROF		27
#define SIGWINCH	28
#define SIGIO		29
#define SIGPWR		30
#define SIGSYS		31
#define SIGRTMIN	32	/* the first real-time signal (the kernel's) */
#define _NSIG		64

/* sa_flags (sigaction(2)) */
#define SA_NOCLDSTOP	0x00000001
#define SA_NOCLDWAIT	0x00000002
#define SA_SIGINFO	0x00000004
#define SA_RESTORER	0x04000000
#define SA_ONSTACK	0x08000000
#define SA_RESTART	0x10000000
#define SA_NODEFER	0x40000000
#define SA_RESETHAND	0x80000000

#define SIG_DFL		0UL
#define SIG_IGN		1UL

/* rt_sigprocmask(2) how */
#define SIG_BLOCK	0
#define SIG_UNBLOCK	1
#define SIG_SETMASK	2

/* sigaltstack(2) */
#define SS_ONSTACK	1
#define SS_DISABLE	2
#define MINSIGSTKSZ	2048

/*
 * A set of the 64 signals: bit N-1 is signal N, in 32-bit words, low word
 * first, as Linux's i386 sigset_t; in memory the 8 bytes rt_sigprocmask(2)
 * and the signal frame carry, little-endian.  User programs (no
 * __KERNEL__) see it as one u64, the layout being the same.  The
 * operations on it are in linux/signal.h.
 */
#define _NSIG_BPW	32
#define _NSIG_WORDS	(_NSIG / _NSIG_BPW)
#ifdef __KERNEL__
typedef struct {
	unsigned long sig[_NSIG_WORDS];
} sigset_t;
#else
typedef u64 sigset_t;
#define sigmask(sig)	((sigset_t)1 << ((sig) - 1))
#endif

/* The first signal ABI's mask (sigprocmask, sigpending): signals 1-32 */
typedef unsigned long old_sigset_t;

/* What rt_sigaction(2) takes on i386: the kernel's struct sigaction */
struct k_sigaction {
	unsigned long handler;
	unsigned long flags;
	unsigned long restorer;
	sigset_t mask;
};

/* stack_t (sigaltstack(2)) */
struct sigaltstack {
	unsigned long ss_sp;
	int ss_flags;
	size_t ss_size;
};

/* siginfo_t: 128 bytes; the fields set here come first (sigaction(2)) */
#define SI_USER		0
#define SI_KERNEL	0x80
#define SI_TKILL	(-6)
#define SI_QUEUE	(-1)	/* sigqueue(3), or a module's send_sig_info() */
#define SI_TIMER	(-2)	/* a POSIX timer's expiry */
#define SI_MESGQ	(-3)	/* mq_notify(3) */
#define SI_ASYNCIO	(-4)
#define SI_SIGIO	(-5)
#define CLD_EXITED	1
#define CLD_KILLED	2
#define CLD_DUMPED	3
#define CLD_TRAPPED	4	/* a tracee stopped (ptrace(2)) */
#define CLD_STOPPED	5
#define CLD_CONTINUED	6
/* SIGIO's reasons, kill_fasync()'s band argument (fs/fcntl.c) */
#define POLL_IN		1
#define POLL_OUT	2
#define POLL_MSG	3
#define POLL_ERR	4
#define POLL_PRI	5
#define POLL_HUP	6

struct siginfo {
	int si_signo, si_errno, si_code;
	union {
		struct {
			int pid, uid;		/* kill(2), tkill(2) */
			int status;		/* SIGCHLD */
		} kill;
		unsigned long addr;		/* SIGSEGV, SIGFPE... */
		struct {
			long band;		/* POLL_*: F_SETSIG */
			int fd;
		} poll;
		int pad[29];
	};
};

#endif /* _ASM_SIGNAL_H */
