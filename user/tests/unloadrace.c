// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/unloadrace.c - unloadrace DEVICE PROGRAM [ARGS...]: a
 * child reads DEVICE (a driver whose read() sleeps: tests/modules/
 * unload-race) while, 100 ms later, the parent runs PROGRAM (rmmod of
 * the driver's module); then says how each ended.  The race the
 * module reference count closes, in one command (docs/smp-locking.md).
 */
#include "libc.h"

static void report(const char *who, int status)
{
	if (WIFSIGNALED(status))
		printf("unloadrace: %s killed by signal %d\n", who,
		       WTERMSIG(status));
	else
		printf("unloadrace: %s exited %d\n", who, WEXITSTATUS(status));
}

static pid_t reader(const char *dev)
{
	pid_t pid = fork();
	char buf[32];
	long n;
	int fd;

	if (pid)
		return pid;
	fd = open(dev, O_RDONLY);
	if (fd < 0) {
		printf("unloadrace: open %s: %s\n", dev, strerror(errno));
		exit(1);
	}
	n = read(fd, buf, sizeof(buf) - 1);
	buf[n > 0 ? n : 0] = '\0';
	printf("unloadrace: read %ld \"%s\"\n", n, buf);
	close(fd);
	exit(0);
}

int main(int argc, char **argv)
{
	struct timespec t = { 0, 100 * 1000 * 1000 };
	int status;
	pid_t r, p;

	if (argc < 3) {
		dprintf(2, "Usage: unloadrace DEVICE PROGRAM [ARGS...]\n");
		return 1;
	}
	r = reader(argv[1]);
	nanosleep(&t, NULL);
	p = fork();
	if (!p) {
		execve(argv[2], argv + 2, environ);
		exit(127);
	}
	waitpid(p, &status, 0);
	report(argv[2], status);
	waitpid(r, &status, 0);
	report("reader", status);
	return 0;
}
