// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sigiotest.c - signal-driven I/O on a pipe (fcntl(2),
 * "Signal-driven I/O" and F_SETSIG): which signal comes when the other
 * end writes or reads, and what its siginfo_t says - si_code POLL_IN or
 * POLL_OUT, si_band the poll(2) events, si_fd the descriptor - or the
 * plain SIGIO (SI_KERNEL) without F_SETSIG.  One line per step, the
 * same on Linux 6.1 and oops386 (tests/kernel/sigiotest.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

static volatile sig_atomic_t got_sig, got_code, got_fd, count;
static volatile long got_band;

static void handler(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	got_sig = sig;
	got_code = si->si_code;
	got_band = si->si_band;
	got_fd = si->si_fd;
	count++;
}

static void catch(int sig)
{
	struct sigaction sa = { .sa_sigaction = handler,
				.sa_flags = SA_SIGINFO };

	sigaction(sig, &sa, NULL);
}

/* What came since the last call: the signal, and its fields */
static void said(const char *what, int fd)
{
	printf("%s: %d signal(s), signal %d, si_code %d, si_band 0x%lx, "
	       "si_fd is the descriptor: %s\n", what, (int)count,
	       (int)got_sig, (int)got_code, got_band,
	       got_fd == fd ? "yes" : "no");
	count = got_sig = got_code = got_band = 0;
	got_fd = -1;
}

static void async_end(int fd, int sig)
{
	T(fcntl(fd, F_SETOWN, getpid()));
	T(fcntl(fd, F_SETSIG, sig));
	T(fcntl(fd, F_GETSIG));
	T(fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_ASYNC));
}

/* sigwaitinfo(2) takes the blocked real-time signal with its fields */
static void waited(int rd, int wr)
{
	siginfo_t si;
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGRTMIN + 1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	T(write(wr, "w", 1));
	printf("handler ran: %d\n", (int)count);
	T(sigwaitinfo(&set, &si));
	printf("waited: si_code %d, si_band 0x%lx, si_fd is the read end: %s\n",
	       si.si_code, si.si_band, si.si_fd == rd ? "yes" : "no");
	sigprocmask(SIG_UNBLOCK, &set, NULL);
}

int main(void)
{
	char buf[8];
	int p[2];

	setvbuf(stdout, NULL, _IONBF, 0);
	catch(SIGIO);
	catch(SIGUSR1);
	catch(SIGRTMIN + 1);
	T(pipe(p));
	T(fcntl(p[0], F_GETSIG));
	T(fcntl(p[0], F_SETSIG, 65));
	T(fcntl(p[0], F_SETSIG, 64));
	async_end(p[0], SIGRTMIN + 1);
	T(write(p[1], "x", 1));
	said("write, read end has SIGRTMIN+1", p[0]);
	async_end(p[1], SIGUSR1);
	T(read(p[0], buf, sizeof(buf)));
	said("read, write end has SIGUSR1", p[1]);
	waited(p[0], p[1]);
	T(read(p[0], buf, sizeof(buf)));
	said("read again", p[1]);
	T(fcntl(p[1], F_SETFL, 0));
	T(fcntl(p[0], F_SETSIG, 0));
	T(write(p[1], "y", 1));
	said("write, F_SETSIG 0", p[0]);
	T(fcntl(p[0], F_SETSIG, SIGIO));
	T(write(p[1], "z", 1));
	said("write, F_SETSIG SIGIO", p[0]);
	T(fcntl(p[0], F_SETFL, 0));
	T(write(p[1], "n", 1));
	said("write, O_ASYNC off", p[0]);
	return 0;
}
