// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/flockcheck.c - flock(2) (fs/locks.c sys_flock()) and
 * futimesat(2) (fs/utimes.c) and readahead(2) (mm/fadvise.c), printed
 * the same on Linux 6.1
 * (tests/kernel/flockcheck.linux) and oops386: shared and exclusive
 * locks of open files, LOCK_NB, a conversion that lets the old lock go
 * first, dup(2) and fork(2) sharing a lock, the last close letting it
 * go, fcntl(2) locks not seeing flock(2)'s, a wait woken by an unlock
 * and one cut by a signal, the errors; futimesat(2)'s times and errors;
 * readahead(2) of what is a regular file open for reading and of what
 * is not.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

#define FILE_NAME "/tmp/flockcheck"

static void on_alarm(int sig)
{
	(void)sig;
}

/* Is pid asleep (/proc/PID/stat's state S)? */
static int asleep(pid_t pid)
{
	char path[64], state = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	f = fopen(path, "r");
	if (f) {
		if (fscanf(f, "%*d %*s %c", &state) != 1)
			state = 0;
		fclose(f);
	}
	return state == 'S';
}

/* A child waits for an exclusive lock the parent's fd a holds: the
 * parent's unlock wakes it (exit 0), or, if wake is 0, SIGALRM cuts
 * the wait (EINTR: no SA_RESTART) */
static void wait_for_lock(int a, int wake)
{
	int status, n, ret = 0;
	pid_t pid = fork();

	if (pid == 0) {
		struct sigaction sa = { .sa_handler = on_alarm };
		int fd = open(FILE_NAME, O_RDONLY);

		sigaction(SIGALRM, &sa, NULL);
		if (!wake)
			ualarm(200000, 0);
		T(flock(fd, LOCK_EX));
		exit(0);
	}
	for (n = 0; wake && n < 100000 && !asleep(pid); n++)
		sched_yield();
	if (wake)
		ret = flock(a, LOCK_UN);
	waitpid(pid, &status, 0);
	/* printed after the child's line, which may come first */
	if (wake)
		show("flock(a, LOCK_UN)", ret);
	printf("child exited %d\n", WEXITSTATUS(status));
}

static void check_flock(void)
{
	int a = open(FILE_NAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	int b = open(FILE_NAME, O_RDONLY), c = dup(a), d, status;
	struct flock fl = { .l_type = F_WRLCK, .l_whence = SEEK_SET };
	pid_t pid;

	T(flock(a, LOCK_SH));
	T(flock(b, LOCK_SH | LOCK_NB));
	T(flock(b, LOCK_EX | LOCK_NB));	/* b's shared lock goes first */
	T(flock(a, LOCK_EX | LOCK_NB));
	T(flock(b, LOCK_SH | LOCK_NB));
	T(flock(c, LOCK_UN));		/* a's lock: the same open file */
	T(flock(b, LOCK_EX | LOCK_NB));
	T(fcntl(a, F_SETLK, &fl));	/* another kind of lock */
	T(flock(a, LOCK_SH | LOCK_NB));
	pid = fork();
	if (pid == 0)
		exit(flock(b, LOCK_UN) ? 1 : 0);	/* the parent's b */
	waitpid(pid, &status, 0);
	printf("child unlocked b: exit %d\n", WEXITSTATUS(status));
	T(flock(a, LOCK_SH | LOCK_NB));
	d = open(FILE_NAME, O_RDONLY);
	T(flock(d, LOCK_SH | LOCK_NB));
	T(flock(b, LOCK_EX | LOCK_NB));
	close(d);			/* the last close lets d's lock go */
	close(a);
	close(c);
	T(flock(b, LOCK_EX | LOCK_NB));
	T(flock(b, LOCK_EX | LOCK_NB));	/* again: nothing changes */
	wait_for_lock(b, 1);
	T(flock(b, LOCK_EX));
	wait_for_lock(b, 0);
	T(flock(b, LOCK_SH | LOCK_EX));
	T(flock(b, LOCK_NB));
	T(flock(b, 0));
	T(flock(b, 16));
	T(flock(b, LOCK_MAND | LOCK_READ));
	T(flock(99, LOCK_SH));
	T(flock(99, 0));
	T(flock(-1, LOCK_UN));
	d = open(FILE_NAME, O_PATH);
	T(flock(d, LOCK_SH));
	T(flock(d, LOCK_UN));
	close(d);
	close(b);
}

static void print_times(void)
{
	struct stat st;

	if (stat(FILE_NAME, &st) == 0)
		printf("atime %ld.%09ld mtime %ld.%09ld\n",
		       (long)st.st_atim.tv_sec, st.st_atim.tv_nsec,
		       (long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec);
}

static void check_futimesat(void)
{
	struct timeval tv[2] = { { 1000, 5 }, { 2000, 999999 } };
	int dir = open("/tmp", O_RDONLY | O_DIRECTORY);
	int fd = open(FILE_NAME, O_RDONLY);

	T(syscall(SYS_futimesat, dir, "flockcheck", tv));
	print_times();
	tv[0].tv_sec = 3000;
	T(syscall(SYS_futimesat, 99, FILE_NAME, tv));	/* dirfd unused */
	print_times();
	T(syscall(SYS_futimesat, fd, NULL, tv));	/* the fd itself */
	T(syscall(SYS_futimesat, AT_FDCWD, NULL, tv));
	T(syscall(SYS_futimesat, fd, "flockcheck", tv));
	T(syscall(SYS_futimesat, 99, "flockcheck", tv));
	T(syscall(SYS_futimesat, dir, "nosuchfile", tv));
	T(syscall(SYS_futimesat, dir, "flockcheck", (void *)8));
	tv[1].tv_usec = 1000000;
	T(syscall(SYS_futimesat, dir, "flockcheck", tv));
	tv[1].tv_usec = -1;
	T(syscall(SYS_futimesat, dir, "flockcheck", tv));
	close(fd);
	close(dir);
}

static void check_readahead(void)
{
	int fd = open(FILE_NAME, O_RDONLY), wr = open(FILE_NAME, O_WRONLY);
	int dir = open("/tmp", O_RDONLY | O_DIRECTORY), p[2] = { -1, -1 };
	int path = open(FILE_NAME, O_PATH);

	T(readahead(fd, 0, 4096));
	T(readahead(fd, 1 << 20, 1 << 20));
	T(readahead(wr, 0, 4096));
	T(readahead(dir, 0, 4096));
	T(readahead(path, 0, 4096));
	T(pipe(p));
	T(readahead(p[0], 0, 4096));
	T(readahead(-1, 0, 4096));
	close(p[0]);
	close(p[1]);
	close(path);
	close(dir);
	close(wr);
	close(fd);
}

int main(void)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	check_flock();
	check_futimesat();
	check_readahead();
	unlink(FILE_NAME);
	return 0;
}
