// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ptystress.c [LINES] - a pty worked from both CPUs at once
 * (docs/smp.md, the line discipline's locks): on CPU 1 a process writes
 * LINES numbered lines (500 unless given) into the master while one on
 * CPU 0 reads them back from the slave, a canonical line per read(2);
 * at the same time one on CPU 0 writes as many into the slave, which
 * its ONLCR ends with "\r\n", while one on CPU 1 reads them from the
 * master in raw chunks and puts the lines together; and a fifth asks
 * FIONREAD of both ends and sets the slave's unchanged settings again
 * (tcsetattr(3)), 200 times.  Every line must come whole and in order.
 * With one CPU, every process runs on it.  Prints what it counted, the
 * same on Linux 6.1 (tests/kernel/ptystress.linux).
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#define LINE_LEN	32		/* "%05d" and filler, then "\n" */
#define SETTINGS	200

static int nlines = 500;

/* Run on cpu if there is one (sched_setaffinity(2) refuses a CPU that
 * is not online: EINVAL) */
static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu, &set);
	sched_setaffinity(0, sizeof(set), &set);
}

/* Line i: its number and a filler that depends on it, LINE_LEN bytes
 * with the newline */
static void make_line(char *buf, int i)
{
	int j;

	snprintf(buf, LINE_LEN, "%05d ", i);
	for (j = 6; j < LINE_LEN - 1; j++)
		buf[j] = (char)('a' + (i + j) % 26);
	buf[LINE_LEN - 1] = '\n';
}

static int write_all(int fd, const char *buf, size_t len)
{
	while (len) {
		ssize_t n = write(fd, buf, len);

		if (n <= 0)
			return -1;
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

static int writer(int fd)
{
	char line[LINE_LEN];
	int i;

	for (i = 0; i < nlines; i++) {
		make_line(line, i);
		if (write_all(fd, line, LINE_LEN))
			return 1;
	}
	return 0;
}

/* The slave, canonical: one line a read */
static int line_reader(int fd)
{
	char want[LINE_LEN], got[256];
	int i;

	for (i = 0; i < nlines; i++) {
		ssize_t n = read(fd, got, sizeof(got));

		make_line(want, i);
		if (n != LINE_LEN || memcmp(got, want, LINE_LEN)) {
			printf("slave: line %d wrong (%zd bytes)\n", i, n);
			return 1;
		}
	}
	return 0;
}

/* The master, raw: chunks, each line ending "\r\n" */
static int chunk_reader(int fd)
{
	char want[LINE_LEN + 1], got[LINE_LEN + 1];
	size_t have = 0;
	int i = 0;

	while (i < nlines) {
		ssize_t n = read(fd, got + have, sizeof(got) - have);

		if (n <= 0) {
			printf("master: read %zd at line %d\n", n, i);
			return 1;
		}
		have += (size_t)n;
		if (have < sizeof(got))
			continue;
		make_line(want, i);
		want[LINE_LEN - 1] = '\r';
		want[LINE_LEN] = '\n';
		if (memcmp(got, want, sizeof(got))) {
			printf("master: line %d wrong\n", i);
			return 1;
		}
		have = 0;
		i++;
	}
	return 0;
}

static int settings(int m, int s)
{
	struct termios t;
	int i, n;

	for (i = 0; i < SETTINGS; i++) {
		if (tcgetattr(s, &t) || tcsetattr(s, TCSANOW, &t) ||
		    ioctl(m, FIONREAD, &n) || ioctl(s, FIONREAD, &n))
			return 1;
	}
	return 0;
}

static pid_t start(int cpu, int (*fn)(int), int fd)
{
	pid_t pid = fork();

	if (pid == 0) {
		pin(cpu);
		_exit(fn(fd));
	}
	return pid;
}

int main(int argc, char **argv)
{
	struct termios t;
	int m, s, i, failed = 0;
	pid_t pids[5];

	if (argc > 1)
		nlines = atoi(argv[1]);
	m = posix_openpt(O_RDWR | O_NOCTTY);
	if (m < 0 || grantpt(m) || unlockpt(m))
		return 1;
	s = open(ptsname(m), O_RDWR | O_NOCTTY);
	if (s < 0 || tcgetattr(s, &t))
		return 1;
	t.c_lflag &= ~(tcflag_t)ECHO;	/* the master reads no echo */
	tcsetattr(s, TCSANOW, &t);
	setvbuf(stdout, NULL, _IONBF, 0);
	pids[0] = start(1, writer, m);
	pids[1] = start(0, line_reader, s);
	pids[2] = start(0, writer, s);
	pids[3] = start(1, chunk_reader, m);
	pids[4] = fork();
	if (pids[4] == 0)
		_exit(settings(m, s));
	for (i = 0; i < 5; i++) {
		int status;

		if (waitpid(pids[i], &status, 0) != pids[i] ||
		    !WIFEXITED(status) || WEXITSTATUS(status))
			failed++;
	}
	printf("master to slave: %d lines of %d bytes, in order\n", nlines,
	       LINE_LEN);
	printf("slave to master: %d lines with \\r\\n, in order\n", nlines);
	printf("settings set again: %d times\n", SETTINGS);
	printf("processes failed: %d\n", failed);
	return failed != 0;
}
