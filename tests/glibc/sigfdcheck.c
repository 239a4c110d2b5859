// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sigfdcheck.c - signalfd(2) (fs/signalfd.c), printed the
 * same on Linux 6.1 (tests/kernel/sigfdcheck.linux) and oops386: what
 * a read gives for kill(2) and sigqueue(3), two signals in one read,
 * O_NONBLOCK's EAGAIN, poll(2) readiness and its wake-up by a signal
 * another process sends, a blocking read woken the same way, a new
 * mask for an existing descriptor, the flags and the errors.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/signalfd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

static void print_ssi(const struct signalfd_siginfo *s)
{
	printf("  signo %u code %d pid %s uid %u int %d\n", s->ssi_signo,
	       s->ssi_code, s->ssi_pid == (unsigned)getpid() ? "self" :
	       s->ssi_pid ? "other" : "0", s->ssi_uid, s->ssi_int);
}

/* a child that sends sig to its parent after 50 ms */
static pid_t send_later(int sig)
{
	pid_t pid = fork();

	if (!pid) {
		usleep(50000);
		kill(getppid(), sig);
		_exit(0);
	}
	return pid;
}

int main(void)
{
	struct signalfd_siginfo ssi[2];
	struct pollfd pfd;
	sigset_t mask, both;
	union sigval val = { .sival_int = 77 };
	int fd, nb;

	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	sigemptyset(&both);
	sigaddset(&both, SIGUSR1);
	sigaddset(&both, SIGUSR2);
	sigaddset(&both, SIGCHLD);
	sigprocmask(SIG_BLOCK, &both, NULL);

	T((fd = signalfd(-1, &mask, 0)) >= 0);
	T(fcntl(fd, F_GETFD));
	T((nb = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC)) >= 0);
	T(fcntl(nb, F_GETFD));
	T(fcntl(nb, F_GETFL) & O_NONBLOCK ? 1 : 0);
	T(read(nb, ssi, sizeof(ssi)));
	pfd.fd = nb;
	pfd.events = POLLIN;
	T(poll(&pfd, 1, 0));

	/* kill(2): then readable, and read */
	T(kill(getpid(), SIGUSR1));
	T(poll(&pfd, 1, 0));
	printf("  revents %d\n", pfd.revents);
	T(read(nb, ssi, sizeof(ssi)));
	print_ssi(&ssi[0]);
	T(read(nb, ssi, 100));

	/* a new mask for the same file; sigqueue(3)'s value */
	T(signalfd(nb, &both, 0) == nb);
	T(sigqueue(getpid(), SIGUSR2, val));
	T(kill(getpid(), SIGUSR1));
	T(read(nb, ssi, sizeof(ssi)));
	print_ssi(&ssi[0]);
	print_ssi(&ssi[1]);

	/* woken by another process's signal: poll, then a blocking read */
	send_later(SIGUSR1);
	T(poll(&pfd, 1, 5000));
	T(read(fd, ssi, sizeof(ssi)));
	printf("  signo %u pid %s\n", ssi[0].ssi_signo,
	       ssi[0].ssi_pid != (unsigned)getpid() ? "the child's" : "self");
	wait(NULL);
	send_later(SIGUSR1);
	T(read(fd, ssi, sizeof(ssi[0])));
	printf("  signo %u\n", ssi[0].ssi_signo);
	wait(NULL);
	T(read(nb, ssi, sizeof(ssi[0])));	/* SIGCHLD, twice: once */
	printf("  signo %u code %d status %d\n", ssi[0].ssi_signo,
	       ssi[0].ssi_code, ssi[0].ssi_status);

	/* the errors */
	T(signalfd(99, &mask, 0));
	T(signalfd(open("/", O_RDONLY), &mask, 0));
	T(signalfd(-1, &mask, 0x10));
	T(syscall(SYS_signalfd4, -1, &mask, 4, 0));
	T(syscall(SYS_signalfd4, -1, (void *)8, 8, 0));
	T(syscall(SYS_signalfd, -1, &mask, 8) >= 0);
	return 0;
}
