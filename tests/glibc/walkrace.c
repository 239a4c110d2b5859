// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/walkrace.c - the kernel's walks of its lists, racing with
 * the tasks and names that leave them (issue 27).  Churners make and end
 * threads (each released at its exit) and processes (each taking its
 * /proc/PID with it when reaped), as fast as they can; walkers meanwhile
 * make calls that walk the whole task list - getsid(2) and
 * getpriority(2) of an id nobody has, setsid(2) in a new process - and
 * the whole /proc directory: stat(2) of a name that is not there, and
 * reading it.  A walker's time slice ends in mid-walk now and then; the
 * task or name it stopped at may be gone when it runs again, and a
 * kernel that walks without holding off preemption follows freed links
 * then (with the debug allocator: an oops in sys_setsid or d_lookup).
 * Every line is the same on Linux: tests/kernel/walkrace.linux.
 *
 *	walkrace [SECONDS]	(default 6)
 */
#include "report.h"
#include <dirent.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CHURNERS	3
#define WALKERS		2
#define THREADS		4	/* made and ended together by a churner */
#define ABSENT		"/proc/walkrace-absent"

static time_t deadline;

static void *nothing(void *arg)
{
	return arg;
}

/* One round of a churner: THREADS threads, then a process; false if a
 * call failed or the child did not exit 0 */
static bool churn_once(void)
{
	pthread_t t[THREADS];
	int i, made, status;
	pid_t pid;

	for (made = 0; made < THREADS; made++)
		if (pthread_create(&t[made], NULL, nothing, NULL))
			break;
	for (i = 0; i < made; i++)
		pthread_join(t[i], NULL);
	pid = fork();
	if (pid == 0)
		_exit(0);
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return false;
	return made == THREADS && WIFEXITED(status) && !WEXITSTATUS(status);
}

/* setsid(2) in a new process: it leads no group yet, so the kernel
 * walks every task before it says yes */
static bool setsid_in_child(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0)
		_exit(setsid() == getpid() ? 0 : 1);
	return pid > 0 && waitpid(pid, &status, 0) == pid &&
	       WIFEXITED(status) && !WEXITSTATUS(status);
}

/* Entries in /proc; 0 if it cannot be read */
static int proc_entries(void)
{
	DIR *d = opendir("/proc");
	int n = 0;

	if (!d)
		return 0;
	while (readdir(d))
		n++;
	closedir(d);
	return n;
}

/* One round of a walker; false if a walk answered wrong */
static bool walk_once(void)
{
	struct stat st;
	bool ok = true;

	errno = 0;
	ok &= getsid(-1) == -1 && errno == ESRCH;
	errno = 0;
	ok &= getpriority(PRIO_PGRP, -1) == -1 && errno == ESRCH;
	errno = 0;
	ok &= stat(ABSENT, &st) == -1 && errno == ENOENT;
	ok &= proc_entries() > 2;
	return ok && setsid_in_child();
}

/* A child running round() until the deadline: exit status 0 if every
 * round went right */
static pid_t start(bool (*round)(void))
{
	pid_t pid = fork();

	if (pid == 0) {
		bool ok = true;

		while (time(NULL) < deadline)
			ok &= round();
		_exit(ok ? 0 : 1);
	}
	return pid;
}

/* How many of the n children exited 0 */
static int succeeded(const pid_t *pids, int n)
{
	int i, ok = 0, status;

	for (i = 0; i < n; i++)
		ok += pids[i] > 0 && waitpid(pids[i], &status, 0) == pids[i] &&
		      WIFEXITED(status) && !WEXITSTATUS(status);
	return ok;
}

int main(int argc, char **argv)
{
	pid_t churners[CHURNERS], walkers[WALKERS];
	struct stat st;
	int i;

	setvbuf(stdout, NULL, _IONBF, 0);
	/* what each walk answers, once, before the race */
	T(getsid(-1));
	T(getpriority(PRIO_PGRP, -1));
	T(stat(ABSENT, &st));
	show("setsid() in a new process is its pid", setsid_in_child());
	deadline = time(NULL) + (argc > 1 ? atoi(argv[1]) : 6);
	for (i = 0; i < CHURNERS; i++)
		churners[i] = start(churn_once);
	for (i = 0; i < WALKERS; i++)
		walkers[i] = start(walk_once);
	show("walkers that saw every answer right",
	     succeeded(walkers, WALKERS));
	show("churners whose every thread and child ran",
	     succeeded(churners, CHURNERS));
	return 0;
}
