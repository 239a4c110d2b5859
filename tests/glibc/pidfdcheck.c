// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/pidfdcheck.c - pidfd_open(2) and pidfd_send_signal(2)
 * (kernel/pidfd.c, kernel/signal.c), printed the same on Linux 6.1
 * (tests/kernel/pidfdcheck.linux) and oops386: the descriptor's flags,
 * poll(2) telling a child's end, signals through a pidfd and through a
 * /proc/PID directory's descriptor, with and without a siginfo_t,
 * ESRCH once the child is reaped, the errors.  And open(2) O_CREAT of
 * a directory (fs/open.c open_existing()); 100 children at once, as
 * many as memory allows here too (kernel/fork.c max_threads).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

#ifndef PIDFD_NONBLOCK
#define PIDFD_NONBLOCK O_NONBLOCK
#endif

static volatile int got_code, got_value;

static void on_usr1(int sig, siginfo_t *si, void *uc)
{
	(void)sig, (void)uc;
	got_code = si->si_code;
	got_value = si->si_value.sival_int;
}

static int pidfd_open(pid_t pid, unsigned int flags)
{
	return syscall(SYS_pidfd_open, pid, flags);
}

static int send(int fd, int sig, siginfo_t *info, unsigned int flags)
{
	return syscall(SYS_pidfd_send_signal, fd, sig, info, flags);
}

static void show_poll(int fd, int timeout)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };
	int n = poll(&p, 1, timeout);

	printf("poll: %d revents %#x\n", n, n > 0 ? p.revents : 0);
}

static void check_open(void)
{
	int fd = pidfd_open(getpid(), 0);

	printf("pidfd_open(getpid(), 0): %s\n", fd >= 0 ? "a descriptor" : "-1");
	T(fcntl(fd, F_GETFD));
	T(fcntl(fd, F_GETFL) & O_NONBLOCK);
	show_poll(fd, 0);		/* this process runs */
	close(fd);
	fd = pidfd_open(getpid(), PIDFD_NONBLOCK);
	T(fcntl(fd, F_GETFL) & O_NONBLOCK);
	close(fd);
	T(pidfd_open(getpid(), 1));
	T(pidfd_open(-1, 0));
	T(pidfd_open(0, 0));
	T(pidfd_open(999999, 0));
}

static void check_child(void)
{
	siginfo_t si = { 0 };
	int fd, status;
	pid_t pid = fork();

	if (pid == 0) {
		for (;;)
			pause();
	}
	fd = pidfd_open(pid, 0);
	show_poll(fd, 0);
	si.si_signo = SIGTERM;
	si.si_code = SI_USER;	/* another's: only a negative code */
	T(send(fd, SIGTERM, &si, 0));
	si.si_code = SI_QUEUE;
	T(send(fd, SIGUSR1, &si, 0));	/* not the info's signal */
	T(send(fd, SIGTERM, NULL, 1));
	T(send(fd, SIGTERM, NULL, 0));
	show_poll(fd, -1);
	T(send(fd, 0, NULL, 0));	/* a zombie */
	waitpid(pid, &status, 0);
	printf("child killed by %s\n",
	       WIFSIGNALED(status) ? sigabbrev_np(WTERMSIG(status)) : "-");
	T(send(fd, 0, NULL, 0));	/* reaped */
	T(send(fd, SIGTERM, NULL, 0));
	show_poll(fd, 0);
	close(fd);
}

static void check_self(void)
{
	struct sigaction sa = { .sa_sigaction = on_usr1, .sa_flags = SA_SIGINFO };
	siginfo_t si = { 0 };
	int proc = open("/proc/self", O_RDONLY | O_DIRECTORY);
	int file = open("/proc/self/stat", O_RDONLY);

	sigaction(SIGUSR1, &sa, NULL);
	si.si_signo = SIGUSR1;
	si.si_code = SI_QUEUE;
	si.si_value.sival_int = 42;
	T(send(proc, SIGUSR1, &si, 0));
	printf("si_code %d value %d\n", got_code, got_value);
	T(send(proc, SIGUSR1, NULL, 0));
	printf("si_code %d\n", got_code);
	T(send(file, 0, NULL, 0));
	T(send(99, 0, NULL, 0));
	T(send(proc, 0, (void *)8, 0));
	T(send(proc, 65, NULL, 0));
	close(file);
	close(proc);
}

/* 100 children exist at once (zombies until all are forked) */
static void check_many(void)
{
	int n, made = 0, reaped = 0, status;

	for (n = 0; n < 100; n++) {
		pid_t pid = fork();

		if (pid == 0)
			exit(0);
		made += pid > 0;
	}
	while (wait(&status) > 0)
		reaped++;
	printf("children made %d, reaped %d\n", made, reaped);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	check_open();
	check_child();
	check_self();
	check_many();
	T(open("/tmp", O_RDONLY | O_CREAT, 0644));
	T(open("/tmp", O_RDONLY | O_CREAT | O_EXCL, 0644));
	T(open("/tmp/", O_RDONLY | O_CREAT, 0644));
	return 0;
}
