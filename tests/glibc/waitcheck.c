// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/waitcheck.c - waitid(2) (kernel/exit.c sys_waitid()), one
 * line a result, the same on Linux 6.1 (tests/kernel/waitcheck.linux)
 * and oops386: what siginfo_t says of a child that exited, was killed,
 * stopped and continued; WNOWAIT leaving the child waitable; WNOHANG
 * with nothing to report; the idtypes; the errors (EINVAL, ECHILD,
 * EFAULT, after which the child is gone all the same); kill(2) of a
 * zombie (kernel/signal.c find_zombie()).
 */
#define _GNU_SOURCE
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

static pid_t child;

/* waitid(2) itself, with its fifth argument (glibc's passes NULL) */
static long waitid5(int which, int id, siginfo_t *si, int options,
		    struct rusage *ru)
{
	return syscall(SYS_waitid, which, id, si, options, ru);
}

/* what the call wrote: the child's pid as "child", the rest as numbers;
 * si_utime, which Linux does not write, still the 0x55 bytes put there */
static void info(const char *what, long ret, const siginfo_t *si)
{
	show(what, ret);
	printf("  signo %d code %d pid %s uid %d status %d utime %s\n",
	       si->si_signo, si->si_code,
	       si->si_pid == child ? "child" : si->si_pid ? "other" : "0",
	       (int)si->si_uid, si->si_status,
	       si->si_utime == (clock_t)0x55555555 ? "untouched" : "written");
}

static pid_t spawn(int how)
{
	pid_t pid = fork();

	if (pid)
		return pid;
	if (how == 1)
		raise(SIGSTOP);
	if (how)
		pause();
	_exit(123);
}

#define W(which, id, options)						\
	do {								\
		memset(&si, 0x55, sizeof(si));				\
		info(#which ", " #id ", " #options,			\
		     waitid5(which, id, &si, options, NULL), &si);	\
	} while (0)

int main(void)
{
	struct rusage ru;
	siginfo_t si;
	int status;

	/* an exit, waited for by pid, by group, by any */
	child = spawn(0);
	W(P_PID, child + 1, WEXITED);
	W(P_PID, child, WEXITED | WNOWAIT);
	W(P_PGID, 0, WEXITED | WNOWAIT);
	W(P_PGID, getpgid(0), WEXITED | WNOWAIT);
	memset(&ru, 0x55, sizeof(ru));
	T(waitid5(P_ALL, 0, &si, WEXITED, &ru));
	printf("  ru_maxrss set: %s\n", ru.ru_maxrss != 0x55555555 ? "yes" : "no");
	W(P_ALL, 0, WEXITED | WNOHANG);

	/* a stop, reported twice with WNOWAIT first, then a continue */
	child = spawn(1);
	W(P_PID, child, WSTOPPED | WNOWAIT);
	W(P_PID, child, WSTOPPED);
	W(P_PID, child, WSTOPPED | WNOHANG);
	W(P_PID, child, WEXITED | WNOHANG);
	kill(child, SIGCONT);
	W(P_PID, child, WCONTINUED);
	kill(child, SIGKILL);
	W(P_PID, child, WEXITED);

	/* a signal's death; then a waitpid still finds the WNOWAIT one */
	child = spawn(2);
	kill(child, SIGKILL);
	W(P_ALL, 0, WEXITED | WNOWAIT);
	T(waitpid(child, &status, 0) == child);
	printf("  status 0x%x\n", status);

	/* kill(2) finds a zombie until it is reaped; the signal changes
	 * nothing of its status */
	child = spawn(0);
	W(P_PID, child, WEXITED | WNOWAIT);
	T(kill(child, SIGTERM));
	T(kill(child, 0));
	T(waitpid(child, &status, 0) == child);
	printf("  status 0x%x\n", status);
	T(kill(child, 0));

	/* the errors */
	W(P_ALL, 0, WNOHANG);
	W(P_ALL, 0, 0);
	W(P_ALL, 0, WEXITED | 0x100);
	W(7, 0, WEXITED);
	W(P_PID, 0, WEXITED);
	W(P_PGID, -1, WEXITED);
	W(P_ALL, 0, WEXITED | WNOHANG);
	W(P_PID, 1, WEXITED);
	child = spawn(0);
	T(waitid5(P_ALL, 0, (siginfo_t *)8, WEXITED, NULL));
	T(waitpid(-1, &status, WNOHANG));
	/* wait4(2) takes no waitid options */
	T(wait4(-1, &status, WEXITED, NULL));
	T(wait4(-1, &status, WNOWAIT, NULL));
	T(waitpid(INT_MIN, &status, 0));
	return 0;
}
