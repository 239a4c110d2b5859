// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/microbench.c - the micro-benchmarks `make bench` runs on
 * oops386 and on Linux 6.1 alike (tests/tools/bench.py): each figure is
 * the median of single timings (or of batches, for the short ones)
 * taken with clock_gettime(CLOCK_MONOTONIC), printed as
 * "bench: NAME VALUE UNIT".
 *
 *   /PATH/microbench DIR [MODULE.ko NAME]   files go in DIR; the
 *                                     module, if
 *                                     given, is loaded and removed
 *   microbench --exit                 what fork+execve runs: exit(0)
 *
 * MICROBENCH_ONLY=NAME[,NAME...] in the environment runs only those
 * figures (their names without _us: read_1mib,context_switch), each
 * MICROBENCH_REPEAT times (1 if unset): what a profile of one figure
 * needs (tests/tools/profile_guest.py).
 *
 * fork+execve runs a copy of this program in DIR.  The context switch is two processes taking turns with sched_yield(2)
 * on one CPU: each call of one process is a switch to the other and
 * back, so the figure is half a call's time.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/ioctl.h>
#include <sys/klog.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define RUNS		15	/* timings of which the median is taken */
#define MAX_RUNS	64
#define FILE_BYTES	(1 << 20)
#define FAULT_PAGES	256

static char self[4096];

static long long now_ns(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int cmp(const void *a, const void *b)
{
	long long x = *(const long long *)a, y = *(const long long *)b;

	return (x > y) - (x < y);
}

/* the median of n timings, over per (the operations each one timed) */
static double median(long long *t, int n, int per)
{
	qsort(t, n, sizeof(*t), cmp);
	return (double)t[n / 2] / per;
}

/* always microseconds, so that both kernels' lines have one name */
static void report(const char *name, double ns)
{
	printf("bench: %s_us %.3f us\n", name, ns / 1000);
	fflush(stdout);
}

static void die(const char *what)
{
	perror(what);
	exit(1);
}

static void null_call(void)
{
	long long t[MAX_RUNS];
	int r, i;

	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		for (i = 0; i < 1000; i++)
			syscall(SYS_getppid);
		t[r] = now_ns() - t0;
	}
	report("getppid", median(t, RUNS, 1000));
}

static void reap(pid_t pid)
{
	int status;

	if (pid < 0 || waitpid(pid, &status, 0) != pid || status != 0)
		die("fork/wait");
}

static void fork_exit(void)
{
	long long t[MAX_RUNS];
	int r;

	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();
		pid_t pid = fork();

		if (pid == 0)
			_exit(0);
		reap(pid);
		t[r] = now_ns() - t0;
	}
	report("fork_exit_wait", median(t, RUNS, 1));
}

/* self, copied to path: a file of the page cache on both kernels (a
 * boot file of oops386's initramfs is read in place, not cached) */
static void copy_self(const char *path)
{
	const ssize_t size = 4 << 20;
	char *buf = malloc(size);
	int in = open(self, O_RDONLY), out;
	ssize_t n = in < 0 || !buf ? -1 : read(in, buf, size);

	out = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0755);
	if (n <= 0 || n == size || out < 0 || write(out, buf, n) != n ||
	    close(out))
		die(path);
	close(in);
	free(buf);
}

static void fork_exec(const char *path)
{
	char *argv[] = { (char *)path, "--exit", NULL };
	long long t[MAX_RUNS];
	int r;

	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();
		pid_t pid = fork();

		if (pid == 0) {
			execv(path, argv);
			_exit(127);
		}
		reap(pid);
		t[r] = now_ns() - t0;
	}
	report("fork_execve", median(t, RUNS, 1));
}

/* one byte there and back between two processes, 200 times a run */
static void pipe_round_trip(void)
{
	long long t[MAX_RUNS];
	int to[2], from[2], r, i;
	char c = 0;
	pid_t pid;

	if (pipe(to) || pipe(from))
		die("pipe");
	pid = fork();
	if (pid == 0) {
		close(to[1]);	/* so that the parent's close ends the loop */
		while (read(to[0], &c, 1) == 1)
			if (write(from[1], &c, 1) != 1)
				_exit(1);
		_exit(0);
	}
	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		for (i = 0; i < 200; i++)
			if (write(to[1], &c, 1) != 1 ||
			    read(from[0], &c, 1) != 1)
				die("pipe round trip");
		t[r] = now_ns() - t0;
	}
	close(to[1]);
	reap(pid);
	close(to[0]);
	close(from[0]);
	close(from[1]);
	report("pipe_round_trip", median(t, RUNS, 200));
}

/* lo up with 127.0.0.1, as a shell started as init finds it down on
 * both kernels (SIOCSIFADDR, SIOCSIFFLAGS: what ifconfig does) */
static void lo_up(int s)
{
	struct ifreq ifr = { .ifr_name = "lo" };
	struct sockaddr_in *sin = (struct sockaddr_in *)&ifr.ifr_addr;

	sin->sin_family = AF_INET;
	sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (ioctl(s, SIOCSIFADDR, &ifr) || ioctl(s, SIOCGIFFLAGS, &ifr))
		die("lo address");
	ifr.ifr_flags |= IFF_UP;
	if (ioctl(s, SIOCSIFFLAGS, &ifr))
		die("lo up");
}

/* one byte there and back over UDP on lo between two processes, 200
 * times a run: the socket calls, IP, lo and the wakeups */
static void udp_round_trip(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET };
	long long t[MAX_RUNS];
	int srv = socket(AF_INET, SOCK_DGRAM, 0);
	int cli = socket(AF_INET, SOCK_DGRAM, 0);
	socklen_t len = sizeof(a);
	int r, i;
	char c = 0;
	pid_t pid;

	if (srv < 0 || cli < 0)
		die("socket");
	lo_up(srv);
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(srv, (struct sockaddr *)&a, sizeof(a)) ||
	    getsockname(srv, (struct sockaddr *)&a, &len) ||
	    connect(cli, (struct sockaddr *)&a, sizeof(a)))
		die("udp setup");
	pid = fork();
	if (pid == 0) {		/* the echo, until an empty datagram */
		struct sockaddr_in from;
		ssize_t n;

		for (;;) {
			len = sizeof(from);
			n = recvfrom(srv, &c, 1, 0, (struct sockaddr *)&from,
				     &len);
			if (n == 0)
				_exit(0);
			if (n != 1 || sendto(srv, &c, 1, 0,
					     (struct sockaddr *)&from, len) != 1)
				_exit(1);
		}
	}
	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		for (i = 0; i < 200; i++)
			if (send(cli, &c, 1, 0) != 1 || recv(cli, &c, 1, 0) != 1)
				die("udp round trip");
		t[r] = now_ns() - t0;
	}
	if (send(cli, &c, 0, 0) != 0)
		die("udp end");
	reap(pid);
	close(srv);
	close(cli);
	report("udp_round_trip", median(t, RUNS, 200));
}

/*
 * Also how often a yield did switch: the child counts its turns in a
 * shared page, and a parent's yield during which the count moved let
 * the child run.  (Linux 6.1's CFS mostly returns from sched_yield(2) to
 * the caller: docs/bench.md.)
 */
static void context_switch(void)
{
	volatile long *turns = mmap(NULL, sysconf(_SC_PAGESIZE),
				    PROT_READ | PROT_WRITE,
				    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	long long t[MAX_RUNS];
	long switched = 0;
	cpu_set_t one;
	int r, i;
	pid_t pid;

	if (turns == MAP_FAILED)
		die("mmap");
	CPU_ZERO(&one);
	CPU_SET(0, &one);
	sched_setaffinity(0, sizeof(one), &one);	/* both on CPU 0 */
	pid = fork();
	if (pid == 0)
		for (;;) {
			sched_yield();
			++*turns;
		}
	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		for (i = 0; i < 500; i++) {
			long before = *turns;

			sched_yield();
			switched += *turns != before;
		}
		t[r] = now_ns() - t0;
	}
	kill(pid, SIGKILL);
	waitpid(pid, NULL, 0);
	munmap((void *)turns, sysconf(_SC_PAGESIZE));
	report("context_switch", median(t, RUNS, 2 * 500));
	printf("bench: yield_switched_pct %.1f pct\n",
	       100.0 * switched / (RUNS * 500));
	fflush(stdout);
}

static void page_fault(void)
{
	long page = sysconf(_SC_PAGESIZE);
	long long t[MAX_RUNS];
	int r, i;

	for (r = 0; r < RUNS; r++) {
		char *p = mmap(NULL, FAULT_PAGES * page, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		long long t0;

		if (p == MAP_FAILED)
			die("mmap");
		t0 = now_ns();
		for (i = 0; i < FAULT_PAGES; i++)
			p[i * page] = 1;
		t[r] = now_ns() - t0;
		munmap(p, FAULT_PAGES * page);
	}
	report("page_fault", median(t, RUNS, FAULT_PAGES));
}

/* Buffers come from malloc(3), not .bss: the program stays a 750 KB
 * file with a small .bss, the exec the issue measured */
static char *file_buffer(void)
{
	char *buf = malloc(FILE_BYTES);

	if (!buf)
		die("malloc");
	memset(buf, 'x', FILE_BYTES);
	return buf;
}

/* the 1 MiB file read_file() reads and open_close() opens */
static void write_file(const char *path)
{
	char *buf = file_buffer();
	int fd = open(path, O_CREAT | O_TRUNC | O_WRONLY, 0644);

	if (fd < 0 || write(fd, buf, FILE_BYTES) != FILE_BYTES || close(fd))
		die(path);
	free(buf);
}

static void read_file(const char *path)
{
	char *buf = file_buffer();
	long long t[MAX_RUNS];
	int fd, r;

	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		fd = open(path, O_RDONLY);
		if (fd < 0 || read(fd, buf, FILE_BYTES) != FILE_BYTES)
			die(path);
		close(fd);
		t[r] = now_ns() - t0;
	}
	free(buf);
	report("read_1mib", median(t, RUNS, 1));
}

static void open_close(const char *path)
{
	long long t[MAX_RUNS];
	int r, i;

	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		for (i = 0; i < 200; i++)
			close(open(path, O_RDONLY));
		t[r] = now_ns() - t0;
	}
	report("open_close", median(t, RUNS, 200));
}

static void insmod_rmmod(const char *ko, const char *name)
{
	const ssize_t size = 1 << 20;
	char *image = malloc(size);
	long long t[MAX_RUNS];
	int fd = open(ko, O_RDONLY), r;
	ssize_t len = fd < 0 || !image ? -1 : read(fd, image, size);

	if (len <= 0 || len == size)
		die(ko);
	close(fd);
	klogctl(8, NULL, 1);	/* the module's messages off the console */
	for (r = 0; r < RUNS; r++) {
		long long t0 = now_ns();

		if (syscall(SYS_init_module, image, (unsigned long)len, ""))
			die("init_module");
		if (syscall(SYS_delete_module, name, O_NONBLOCK))
			die("delete_module");
		t[r] = now_ns() - t0;
	}
	free(image);
	report("insmod_rmmod", median(t, RUNS, 1));
}

/* the figure is one MICROBENCH_ONLY names, or none is named */
static int wanted(const char *name)
{
	const char *only = getenv("MICROBENCH_ONLY");
	size_t len = strlen(name);

	if (!only)
		return 1;
	for (; only; only = strchr(only, ',') ? strchr(only, ',') + 1 : NULL)
		if (!strncmp(only, name, len) &&
		    (only[len] == ',' || !only[len]))
			return 1;
	return 0;
}

int main(int argc, char **argv)
{
	const char *repeat = getenv("MICROBENCH_REPEAT");
	int times = repeat ? atoi(repeat) : 1;
	char path[4096], exe[4096];

	if (argc == 2 && !strcmp(argv[1], "--exit"))
		return 0;
	if (argc != 2 && argc != 4) {
		fprintf(stderr, "usage: microbench DIR [MODULE.ko NAME]\n");
		return 2;
	}
	snprintf(self, sizeof(self), "%s", argv[0]);	/* a full path */
	snprintf(path, sizeof(path), "%s/microbench.dat", argv[1]);
	snprintf(exe, sizeof(exe), "%s/microbench.exe", argv[1]);
	if (wanted("fork_execve"))
		copy_self(exe);
	if (wanted("read_1mib") || wanted("open_close"))
		write_file(path);
	while (times-- > 0) {
		if (wanted("getppid"))
			null_call();
		if (wanted("fork_exit_wait"))
			fork_exit();
		if (wanted("fork_execve"))
			fork_exec(exe);
		if (wanted("pipe_round_trip"))
			pipe_round_trip();
		if (wanted("udp_round_trip"))
			udp_round_trip();
		if (wanted("context_switch"))
			context_switch();
		if (wanted("page_fault"))
			page_fault();
		if (wanted("read_1mib"))
			read_file(path);
		if (wanted("open_close"))
			open_close(path);
		if (argc == 4 && wanted("insmod_rmmod"))
			insmod_rmmod(argv[2], argv[3]);
	}
	unlink(path);
	unlink(exe);
	return 0;
}
