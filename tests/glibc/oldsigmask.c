// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/oldsigmask.c - the first signal ABI's mask calls, which
 * take one word of signals 1-32: sigprocmask (i386 number 126, what
 * glibc's getcontext(3) and setcontext(3) make), sigpending,
 * sgetmask and ssetmask (man 2 sigprocmask, man 2 sgetmask).  One line
 * a call, as report.h prints it, the same on Linux 6.1
 * (tests/kernel/oldsigmask.linux) and oops386.
 */
#include "report.h"
#include <signal.h>
#include <sys/syscall.h>
#include <ucontext.h>
#include <unistd.h>

#define BIT(sig)	(1UL << ((sig) - 1))

static unsigned long set, old;

static void usr1(int sig)
{
	(void)sig;
	write(1, "USR1 handled\n", 13);
}

static void show_rt_mask(void)
{
	sigset_t now;

	sigprocmask(SIG_SETMASK, NULL, &now);
	printf("rt mask: USR1 %d USR2 %d RTMIN+1 %d KILL %d\n",
	       sigismember(&now, SIGUSR1), sigismember(&now, SIGUSR2),
	       sigismember(&now, SIGRTMIN + 1), sigismember(&now, SIGKILL));
}

int main(void)
{
	sigset_t rt;
	ucontext_t uc;

	setvbuf(stdout, NULL, _IONBF, 0);
	signal(SIGUSR1, usr1);
	/* a real-time signal blocked through rt_sigprocmask */
	sigemptyset(&rt);
	sigaddset(&rt, SIGRTMIN + 1);
	sigprocmask(SIG_BLOCK, &rt, NULL);

	set = BIT(SIGUSR1) | BIT(SIGKILL) | BIT(SIGSTOP);
	T(syscall(SYS_sigprocmask, SIG_BLOCK, &set, &old));
	printf("old %#lx\n", old);
	T(syscall(SYS_sigprocmask, SIG_BLOCK, NULL, &old));
	printf("now %#lx\n", old);
	show_rt_mask();
	set = BIT(SIGUSR2);
	T(syscall(SYS_sigprocmask, SIG_SETMASK, &set, &old));
	show_rt_mask();
	T(syscall(SYS_sigprocmask, SIG_UNBLOCK, &set, NULL));
	T(syscall(SYS_sigprocmask, 3, &set, &old));
	T(syscall(SYS_sigprocmask, 3, NULL, &old));
	T(syscall(SYS_sigprocmask, SIG_BLOCK, (void *)8, NULL));
	T(syscall(SYS_sigprocmask, SIG_BLOCK, NULL, (void *)8));

	/* a blocked signal sent is pending */
	set = BIT(SIGUSR1);
	T(syscall(SYS_sigprocmask, SIG_BLOCK, &set, NULL));
	T(raise(SIGUSR1));
	old = 0;
	T(syscall(SYS_sigpending, &old));
	printf("pending %#lx\n", old);
	T(syscall(SYS_sigpending, (void *)8));

	T(syscall(SYS_sgetmask));
	T(syscall(SYS_ssetmask, BIT(SIGUSR2) | BIT(SIGSTOP)));
	T(syscall(SYS_sgetmask));
	show_rt_mask();

	/* getcontext(3) saves the mask, setcontext(3) puts it back */
	set = BIT(SIGHUP);
	T(syscall(SYS_sigprocmask, SIG_SETMASK, &set, NULL));
	T(getcontext(&uc));
	printf("context HUP %d USR2 %d\n", sigismember(&uc.uc_sigmask, SIGHUP),
	       sigismember(&uc.uc_sigmask, SIGUSR2));
	T(syscall(SYS_sgetmask));
	return 0;
}
