// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/smpstress.c - modules loaded and unloaded while they are
 * used, on every CPU at once (issue 28, tests/kernel/test_smpstress.py).
 *
 *	smpstress SECONDS MODULE.ko[:ARGS]...
 *
 * Every CPU gets five processes pinned to it (sched_setaffinity(2)):
 *
 *   loader   finit_module(2) of each module in turn (an order of its
 *            own), then delete_module(2) with O_NONBLOCK: another CPU's
 *            loader may have loaded it first (EEXIST) or removed it
 *            (ENOENT), a user may hold it (EWOULDBLOCK, as Linux);
 *   user     reads and writes the modules' files: /proc, /dev, debugfs,
 *            sysfs attributes and module parameters
 *            (/sys/module/NAME/parameters), absent or not;
 *   crasher  a child writes "bug" to /proc/crasher (modules/crasher):
 *            the intended oops kills it, which the parent counts; the
 *            first child loads the module itself until its write gets
 *            there, so each CPU oopses at least once;
 *   forker   fork(2), mmap(2) in the child, execve(2) of /usr/bin/true;
 *   threads  three threads on three CPUs take turns on a mutex and a
 *            condition variable (futex(2)) and map, touch, mprotect and
 *            unmap memory the others see (TLB shootdowns).
 *
 * Each runs until SECONDS have passed; then the counts are summed and
 * printed, "smpstress: oopses N" being the number of crasher children
 * killed by a signal: the test holds it against the oopses in the log.
 * Errors a race explains are expected; none is a finding.  The kernel's
 * oopses, hangs and leaks are, and the test looks for them.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_MODS	16
#define THREADS		3
#define PAGES		4
#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

enum count { LOADS, LOAD_ERRS, UNLOADS, BUSY, READS, WRITES, OOPSES,
	     FIRE_MISSES, FORKS, EXECS, FUTEX_TURNS, MAPS, NCOUNTS };

static const char *const count_names[NCOUNTS] = {
	"loads", "load_errors", "unloads", "busy", "reads", "writes",
	"oopses", "fire_misses", "forks", "execs", "futex_turns", "maps",
};

/* in memory every process shares (MAP_SHARED), added to atomically */
static long *counts;

struct module {
	const char *path, *args;
	char name[64];
};

static struct module mods[MAX_MODS];
static int nmods, ncpus;
static struct timespec deadline;

/* What the users touch: present only while its module is loaded */
static const char *const reads[] = {
	"/proc/apiproc/big", "/proc/apiproc/single", "/proc/apiproc/config",
	"/proc/apiproc_legacy", "/dev/slowread",
	"/sys/kernel/sysfs_attr/number", "/sys/kernel/sysfs_attr/greeting",
	"/sys/kernel/debug/debugfs_demo/count",
	"/sys/kernel/debug/debugfs_demo/message",
	"/sys/module/hello/parameters/whom",
	"/sys/module/hello/parameters/greeting",
	"/sys/module/api_params/parameters/word",
	"/sys/module/hello/refcnt", "/proc/modules",
};

static const struct { const char *path, *value; } writes[] = {
	{ "/sys/module/hello/parameters/whom", "cpu" },
	{ "/sys/module/hello/parameters/times", "3" },
	{ "/sys/module/hello/parameters/greeting", "Howdy" },
	{ "/sys/module/hello/parameters/shout", "Y" },
	{ "/sys/module/api_params/parameters/word", "stress" },
	{ "/sys/module/api_params/parameters/level", "2" },
	{ "/sys/kernel/sysfs_attr/number", "42" },
	{ "/sys/kernel/debug/debugfs_demo/small", "7" },
	{ "/sys/kernel/debug/debugfs_demo/message", "hi" },
	{ "/proc/apiproc/config", "x" },
};

static void count(enum count c)
{
	__atomic_add_fetch(&counts[c], 1, __ATOMIC_RELAXED);
}

static int time_left(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec < deadline.tv_sec ||
	       (now.tv_sec == deadline.tv_sec &&
		now.tv_nsec < deadline.tv_nsec);
}

static void pin(int cpu)
{
	cpu_set_t set;

	CPU_ZERO(&set);
	CPU_SET(cpu % ncpus, &set);
	if (sched_setaffinity(0, sizeof(set), &set))
		perror("smpstress: sched_setaffinity");
}

static void nap_us(long us)
{
	struct timespec ts = { us / 1000000, us % 1000000 * 1000 };

	nanosleep(&ts, NULL);
}

static void load(const struct module *m)
{
	int fd = open(m->path, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		perror(m->path);
		count(LOAD_ERRS);
		return;
	}
	if (!syscall(SYS_finit_module, fd, m->args, 0))
		count(LOADS);
	else if (errno != EEXIST)
		count(LOAD_ERRS);
	close(fd);
}

static void unload(const struct module *m)
{
	if (!syscall(SYS_delete_module, m->name, O_NONBLOCK))
		count(UNLOADS);
	else if (errno == EWOULDBLOCK || errno == EBUSY)
		count(BUSY);
}

static void loader(int cpu)
{
	unsigned int seed = cpu * 7919 + 1;
	int i;

	for (i = cpu; time_left(); i++) {
		const struct module *m = &mods[i % nmods];

		load(m);
		nap_us(rand_r(&seed) % 3000);
		unload(m);
	}
}

static void read_one(const char *path)
{
	char buf[512];
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return;
	while (read(fd, buf, sizeof(buf)) > 0)
		;
	count(READS);
	close(fd);
}

static void write_one(const char *path, const char *value)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);

	if (fd < 0)
		return;
	if (write(fd, value, strlen(value)) > 0)
		count(WRITES);
	close(fd);
}

static void user(int cpu)
{
	size_t i;

	for (i = cpu; time_left(); i++) {
		size_t w = i % ARRAY_SIZE(writes);

		read_one(reads[i % ARRAY_SIZE(reads)]);
		write_one(writes[w].path, writes[w].value);
		nap_us(1000);	/* the loaders get their turn */
	}
}

static const struct module *find_module(const char *name)
{
	int i;

	for (i = 0; i < nmods; i++)
		if (!strcmp(mods[i].name, name))
			return &mods[i];
	return NULL;
}

/*
 * Write "bug" to /proc/crasher: the write that reaches the module never
 * returns.  One that does, the module being away (no file: ENOENT; a file
 * opened before it went: EIO), is tried again with the module loaded
 * by this child when sure, until one oopses.  The code of the exit.
 */
static int fire(int sure)
{
	const struct module *m = find_module("crasher");
	int tries, err = 2;

	for (tries = 0; tries < 2000; tries++) {
		int fd = open("/proc/crasher", O_WRONLY | O_CLOEXEC);

		err = fd < 0 ? 2 : write(fd, "bug\n", 4) < 0 ? 3 : 4;
		if (fd >= 0)
			close(fd);
		if (!sure || !m)
			break;
		load(m);	/* EEXIST while an unload waits for the
				 * other CPUs (stop_machine()): nap */
		nap_us(2000);
	}
	return err;
}

/*
 * A child fires the oops; its death by a signal is the oops's count.
 * The first child of each CPU's crasher fires for sure, so every run
 * oopses on every CPU while the loaders go on; the later ones fire if
 * the module happens to be there.
 */
static void crasher(int cpu)
{
	int status, fired = 0;

	(void)cpu;
	while (time_left()) {
		pid_t pid = fork();

		if (!pid)
			_exit(fire(!fired));
		if (pid < 0 || waitpid(pid, &status, 0) != pid)
			continue;
		if (WIFSIGNALED(status)) {
			count(OOPSES);
			fired = 1;
		} else {
			count(FIRE_MISSES);
		}
		nap_us(300000);
	}
}

static void forker(int cpu)
{
	static char *const argv[] = { "true", NULL };
	int status;

	(void)cpu;
	while (time_left()) {
		pid_t pid = fork();

		if (!pid) {
			char *p = mmap(NULL, PAGES * 4096, PROT_READ | PROT_WRITE,
				       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

			if (p != MAP_FAILED)
				memset(p, 1, PAGES * 4096);
			execve("/usr/bin/true", argv, environ);
			_exit(127);
		}
		if (pid < 0)
			continue;
		count(FORKS);
		if (waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
		    !WEXITSTATUS(status))
			count(EXECS);
	}
}

struct shared {
	pthread_mutex_t lock;
	pthread_cond_t turn_done;
	long turn;
	char *volatile area;	/* mapped by one thread, read by the others */
};

struct thread_arg {
	struct shared *s;
	int id, cpu;
};

/* Takes turns in order (a futex wait and wake each), and the thread whose
 * turn it is replaces the shared area: an munmap the others' TLBs saw */
static void *turn_taker(void *p)
{
	struct thread_arg *a = p;
	struct shared *s = a->s;

	pin(a->cpu);
	while (time_left()) {
		char *old, *area;

		pthread_mutex_lock(&s->lock);
		while (s->turn % THREADS != a->id && time_left()) {
			struct timespec t;

			clock_gettime(CLOCK_REALTIME, &t);
			t.tv_sec++;
			pthread_cond_timedwait(&s->turn_done, &s->lock, &t);
		}
		old = s->area;
		area = mmap(NULL, PAGES * 4096, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (area != MAP_FAILED) {
			memset(area, a->id, PAGES * 4096);
			mprotect(area, 4096, PROT_READ);
			s->area = area;
			count(MAPS);
		}
		if (old && area != MAP_FAILED)
			munmap(old, PAGES * 4096);
		s->turn++;
		count(FUTEX_TURNS);
		pthread_cond_broadcast(&s->turn_done);
		pthread_mutex_unlock(&s->lock);
	}
	return NULL;
}

static void threads(int cpu)
{
	struct shared s = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER,
			    0, NULL };
	struct thread_arg a[THREADS];
	pthread_t t[THREADS];
	int i;

	for (i = 0; i < THREADS; i++) {
		a[i] = (struct thread_arg){ &s, i, cpu + i };
		if (pthread_create(&t[i], NULL, turn_taker, &a[i]))
			return;
	}
	for (i = 0; i < THREADS; i++)
		pthread_join(t[i], NULL);
	if (s.area)
		munmap(s.area, PAGES * 4096);
}

static void (*const roles[])(int cpu) = { loader, user, crasher, forker,
					  threads };
static const char *const role_names[] = { "loader", "user", "crasher",
					  "forker", "threads" };
#define MAX_ROLES	(64 * ARRAY_SIZE(roles))
static pid_t role_pid[MAX_ROLES];	/* index: cpu * roles + role */

static void add_module(char *spec)
{
	struct module *m = &mods[nmods++];
	char *colon = strchr(spec, ':'), *base, *dot;

	m->args = colon ? colon + 1 : "";
	if (colon)
		*colon = '\0';
	m->path = spec;
	base = strrchr(spec, '/');
	snprintf(m->name, sizeof(m->name), "%s", base ? base + 1 : spec);
	dot = strstr(m->name, ".ko");
	if (dot)
		*dot = '\0';
	for (dot = m->name; *dot; dot++)
		if (*dot == '-')
			*dot = '_';
}

static int start_roles(void)
{
	size_t r;
	int cpu, started = 0;

	for (cpu = 0; cpu < ncpus; cpu++) {
		for (r = 0; r < ARRAY_SIZE(roles); r++) {
			pid_t pid = fork();

			if (!pid) {
				pin(cpu);
				roles[r](cpu);
				_exit(0);
			}
			if (pid > 0 && cpu * ARRAY_SIZE(roles) + r < MAX_ROLES)
				role_pid[cpu * ARRAY_SIZE(roles) + r] = pid;
			if (pid > 0)
				started++;
			else
				perror("smpstress: fork");
		}
	}
	return started;
}

/* "smpstress: role NAME on CPU N: exit X" (or "signal S"): which one */
static void report_failed(pid_t pid, int status)
{
	size_t i;

	for (i = 0; i < MAX_ROLES && role_pid[i] != pid; i++)
		;
	if (i == MAX_ROLES)
		return;
	printf("smpstress: role %s on CPU %zu: %s %d\n",
	       role_names[i % ARRAY_SIZE(roles)], i / ARRAY_SIZE(roles),
	       WIFSIGNALED(status) ? "signal" : "exit",
	       WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
}

int main(int argc, char **argv)
{
	int i, started, status, failed = 0;
	cpu_set_t set;

	if (argc < 3) {
		fprintf(stderr, "usage: smpstress SECONDS MODULE.ko[:ARGS]...\n");
		return 2;
	}
	for (i = 2; i < argc && nmods < MAX_MODS; i++)
		add_module(argv[i]);
	sched_getaffinity(0, sizeof(set), &set);
	ncpus = CPU_COUNT(&set);
	counts = mmap(NULL, sizeof(long) * NCOUNTS, PROT_READ | PROT_WRITE,
		      MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (counts == MAP_FAILED) {
		perror("smpstress: mmap");
		return 1;
	}
	clock_gettime(CLOCK_MONOTONIC, &deadline);
	deadline.tv_sec += atoi(argv[1]);
	setvbuf(stdout, NULL, _IONBF, 0);
	started = start_roles();
	printf("smpstress: %d CPUs, %d processes, %d modules, %s s\n", ncpus,
	       started, nmods, argv[1]);
	for (i = 0; i < started; i++) {
		pid_t pid = wait(&status);

		if (pid > 0 && !(WIFEXITED(status) && !WEXITSTATUS(status))) {
			report_failed(pid, status);
			failed++;
		}
	}
	for (i = 0; i < NCOUNTS; i++)
		printf("smpstress: %s %ld\n", count_names[i], counts[i]);
	printf("smpstress: failed_roles %d\n", failed);
	printf("smpstress: done\n");
	return failed != 0;
}
