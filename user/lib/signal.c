// SPDX-License-Identifier: GPL-2.0
/*
 * user/lib/signal.c - signal(7)'s calls for oops386's programs: the
 * kernel's struct sigaction is the caller's, with the restorer for its
 * kind of frame filled in (SA_RESTORER, user/lib/sigreturn.S).
 */
#include "libc.h"

void __restore(void);
void __restore_rt(void);

int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
	struct sigaction k;

	if (act) {
		k = *act;
		k.sa_flags |= SA_RESTORER;
		k.sa_restorer = k.sa_flags & SA_SIGINFO ? __restore_rt :
							  __restore;
	}
	return (int)syscall(__NR_rt_sigaction, sig, act ? &k : NULL, old,
			    sizeof(sigset_t));
}

/* sig to SIG_IGN or SIG_DFL */
int signal_ignore(int sig, bool ignore)
{
	struct sigaction sa = { .sa_handler = ignore ? SIG_IGN : SIG_DFL };

	return sigaction(sig, &sa, NULL);
}

int sigprocmask(int how, const sigset_t *set, sigset_t *old)
{
	return (int)syscall(__NR_rt_sigprocmask, how, set, old,
			    sizeof(sigset_t));
}

int sigpending(sigset_t *set)
{
	return (int)syscall(__NR_rt_sigpending, set, sizeof(sigset_t));
}

int sigsuspend(const sigset_t *mask)
{
	return (int)syscall(__NR_rt_sigsuspend, mask, sizeof(sigset_t));
}

int sigaltstack(const stack_t *ss, stack_t *old)
{
	return (int)syscall(__NR_sigaltstack, ss, old);
}

int pause(void)
{
	return (int)syscall(__NR_pause);
}

unsigned int alarm(unsigned int seconds)
{
	return (unsigned int)__syscall(__NR_alarm, seconds);
}

/*
 * ualarm(3): SIGALRM after usecs microseconds (then every interval), by
 * setitimer(2)'s ITIMER_REAL (0): alarm(2) counts whole seconds.  Returns
 * what was left of the timer before, in microseconds.
 */
unsigned int ualarm(unsigned int usecs, unsigned int interval)
{
	/* struct itimerval: it_interval, then it_value, each a timeval */
	long set[4] = { interval / 1000000, interval % 1000000,
			usecs / 1000000, usecs % 1000000 };
	long old[4] = { 0, 0, 0, 0 };

	if (syscall(__NR_setitimer, 0, set, old) < 0)
		return 0;
	return (unsigned int)(old[2] * 1000000 + old[3]);
}

int raise(int sig)
{
	return (int)syscall(__NR_tkill, __syscall(__NR_gettid), sig);
}
