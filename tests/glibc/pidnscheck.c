// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/pidnscheck.c - PID and user namespaces
 * (kernel/pid_namespace.c, kernel/pid.c, kernel/user_namespace.c,
 * fs/proc/base.c's uid_map, gid_map and setgroups).
 *
 * PID: a child made with CLONE_NEWPID is pid 1 with no parent in
 * sight; what it forks counts from 2; an orphan comes to it; it shrugs
 * off signals it has no handler for from inside, not SIGKILL from
 * outside; when it dies the namespace's other processes die too and
 * nothing can join any more; unshare(CLONE_NEWPID) moves only the
 * children; setns(2) into a child namespace, not out of it; the nsfs
 * ioctls; how deep namespaces nest.
 *
 * User: a user makes one with clone(2) and unshare(2); its ids are the
 * overflow id until uid_map and gid_map are written (once, by Linux's
 * rules, with setgroups "deny" first for an unprivileged gid_map); bad
 * maps; what the capabilities it gets are good for; the ioctls; how
 * deep they nest.
 *
 * Run as root; it prints the same lines on Linux 6.1
 * (tests/kernel/pidnscheck.linux).  Namespaces' numbers differ from
 * Linux's: only whether two are the same is printed.
 */
#include "report.h"
#include <fcntl.h>
#include <grp.h>
#include <linux/nsfs.h>
#include <sched.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define STACK_SIZE	(64 * 1024)
#define USER		1000	/* the unprivileged one */

static char stack[STACK_SIZE] __attribute__((aligned(16)));

/* fn in a child made with flags (SIGCHLD added); its pid, or -1 */
static pid_t clone_child(int (*fn)(void *), int flags, void *arg)
{
	fflush(stdout);
	return clone(fn, stack + STACK_SIZE, flags | SIGCHLD, arg);
}

/* How a child ended, as one word */
static void reap(const char *what, pid_t pid)
{
	int status = 0;
	pid_t got = waitpid(pid, &status, 0);

	if (got < 0)
		printf("%s: wait %s\n", what, strerrorname_np(errno));
	else if (WIFSIGNALED(status))
		printf("%s: killed by %d\n", what, WTERMSIG(status));
	else
		printf("%s: exit %d\n", what, WEXITSTATUS(status));
}

/* fork(2) with the buffer flushed first */
static pid_t fork_flushed(void)
{
	fflush(stdout);
	return fork();
}

static ino_t ino_of(const char *path)
{
	struct stat st;

	return stat(path, &st) ? 0 : st.st_ino;
}

static ino_t fd_ino(int fd)
{
	struct stat st;

	return fd < 0 || fstat(fd, &st) ? 0 : st.st_ino;
}

static int ns_open(pid_t pid, const char *kind)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/ns/%s", (int)pid, kind);
	return open(path, O_RDONLY);
}

static const char *same(ino_t a, ino_t b)
{
	return a && a == b ? "same" : "differ";
}

/* Write text to path (opened here): 0 or the errno's name */
static const char *write_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY);
	ssize_t n;

	if (fd < 0)
		return strerrorname_np(errno);
	n = write(fd, text, strlen(text));
	close(fd);
	return n < 0 ? strerrorname_np(errno) : "ok";
}

/* path's contents, under label */
static void show_file_as(const char *label, const char *path)
{
	char buf[256];
	int fd = open(path, O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = '\0';
	printf("%s: [%s]\n", label, n >= 0 ? buf : strerrorname_np(errno));
}

static void show_file(const char *path)
{
	show_file_as(path, path);
}

static void wait_byte(int fd)
{
	char c;

	read(fd, &c, 1);
}

/* ---- PID namespaces ---- */

static volatile sig_atomic_t usr1_pid = -1;

static void on_usr1(int sig, siginfo_t *si, void *ctx)
{
	(void)sig;
	(void)ctx;
	usr1_pid = si->si_pid;
}

static void catch_usr1(void)
{
	struct sigaction sa = { .sa_sigaction = on_usr1,
				.sa_flags = SA_SIGINFO };

	sigaction(SIGUSR1, &sa, NULL);
}

/* An orphan of pid 1's child comes to pid 1 */
static void orphan_check(void)
{
	int p[2];
	pid_t a;
	int ppid = -1;

	pipe(p);
	a = fork_flushed();
	if (!a) {
		if (!fork()) {		/* B: waits for A to go */
			while (getppid() != 1)
				usleep(1000);
			ppid = getppid();
			write(p[1], &ppid, sizeof(ppid));
			_exit(0);
		}
		_exit(0);
	}
	waitpid(a, NULL, 0);
	read(p[0], &ppid, sizeof(ppid));
	printf("orphan's parent: %d\n", ppid);
	waitpid(-1, NULL, 0);	/* B, now this one's child */
	close(p[0]);
	close(p[1]);
}

/* Signals from inside to pid 1 without a handler: nothing happens */
static void signals_to_init(void)
{
	pid_t c = fork_flushed();
	siginfo_t si = { 0 };

	if (!c) {
		T(kill(1, SIGTERM));
		T(kill(1, SIGKILL));
		T(kill(1, 0));
		fflush(stdout);
		_exit(0);
	}
	T(waitid(P_PID, c, &si, WEXITED));
	printf("waitid: si_pid %d (child %d)\n", (int)si.si_pid, (int)c);
	printf("pid 1 still here\n");
}

/* pid 1's namespace's parent, and its pipe to its parent */
struct init_arg {
	ino_t parent_ns;
	int sync[2];
};

/* pid 1 of a new namespace */
static int ns_init(void *arg)
{
	struct init_arg *a = arg;
	int fd = open("/proc/self/ns/pid", O_RDONLY);
	pid_t c;

	T(getpid());
	T(getppid());
	T(syscall(SYS_gettid));
	T(getpgrp() >= 0);
	printf("ns: %s\n", same(fd_ino(fd), a->parent_ns));
	T(ioctl(fd, NS_GET_PARENT));
	T(ioctl(fd, NS_GET_NSTYPE) == CLONE_NEWPID);
	close(fd);
	c = fork_flushed();
	if (!c) {
		T(getpid());
		T(getppid());
		fflush(stdout);
		_exit(3);
	}
	printf("child: %d\n", (int)c);
	T(waitpid(c, NULL, 0));
	T(kill(c, 0));
	T(kill(12345, 0));
	orphan_check();
	signals_to_init();
	catch_usr1();
	fflush(stdout);
	write(a->sync[1], "r", 1);
	while (usr1_pid < 0)
		pause();
	printf("SIGUSR1 from outside: si_pid %d\n", (int)usr1_pid);
	fflush(stdout);
	write(a->sync[1], "s", 1);
	for (;;)
		pause();	/* for the SIGKILL from outside */
}

/* pid 1 and what it sees; the parent's view of its namespace */
static void new_pid_ns(void)
{
	int own = ns_open(getpid(), "pid");
	struct init_arg a = { .parent_ns = fd_ino(own) };
	int fd, parent;
	pid_t c;

	pipe(a.sync);
	c = clone_child(ns_init, CLONE_NEWPID, &a);
	if (c < 0) {
		printf("clone(CLONE_NEWPID): %s\n", strerrorname_np(errno));
		return;
	}
	close(a.sync[1]);
	wait_byte(a.sync[0]);
	fd = ns_open(c, "pid");
	parent = ioctl(fd, NS_GET_PARENT);
	printf("NS_GET_PARENT from outside: %s\n",
	       same(fd_ino(parent), fd_ino(own)));
	printf("child's pid_for_children: %s\n",
	       same(fd_ino(fd), ino_of("/proc/self/ns/pid_for_children")));
	close(parent);
	fflush(stdout);
	kill(c, SIGUSR1);
	wait_byte(a.sync[0]);
	T(kill(c, SIGKILL));
	reap("pid 1", c);
	close(fd);
	close(own);
	close(a.sync[0]);
}

/* pid 1 forks a sleeper and dies: the sleeper dies with it */
static int init_dies(void *arg)
{
	int *p = arg;

	if (!fork()) {
		close(p[0]);
		pause();
		_exit(0);
	}
	_exit(7);
}

static void init_death(void)
{
	int p[2];
	char c;
	pid_t init;

	pipe(p);
	init = clone_child(init_dies, CLONE_NEWPID, p);
	close(p[1]);
	reap("dying pid 1", init);
	/* every writer (the sleeper) has gone: end of file */
	T(read(p[0], &c, 1));
	close(p[0]);
}

/* unshare(CLONE_NEWPID) in a child process: its own pid stays, its
 * first child is pid 1, and once that one is gone no other can come */
static void unshare_pid(void)
{
	pid_t me = fork_flushed(), c, before;

	if (me) {
		reap("unsharer", me);
		return;
	}
	before = getpid();
	T(unshare(CLONE_NEWPID));
	printf("pid kept: %d\n", getpid() == before);
	printf("pid_for_children vs pid: %s\n",
	       same(ino_of("/proc/self/ns/pid_for_children"),
		    ino_of("/proc/self/ns/pid")));
	T(unshare(CLONE_NEWPID));
	c = fork_flushed();
	if (!c) {
		T(getpid());
		fflush(stdout);
		_exit(0);
	}
	T(c > 1);
	waitpid(c, NULL, 0);
	c = fork_flushed();
	if (!c)
		_exit(0);
	show("fork after pid 1 died", c);
	exit(0);
}

/* setns(2) into a child namespace; back out of it is EINVAL */
static int sleeper(void *arg)
{
	(void)arg;
	pause();
	return 0;
}

/* In a process of its own: into holder's namespace and back */
static void setns_into(pid_t holder)
{
	int parent = ns_open(getpid(), "pid");
	int child = ns_open(holder, "pid");
	pid_t c;

	T(setns(child, CLONE_NEWPID));
	printf("pid_for_children now: %s\n",
	       same(ino_of("/proc/self/ns/pid_for_children"), fd_ino(child)));
	c = fork_flushed();
	if (!c) {
		T(getpid());
		T(getppid());
		T(setns(parent, CLONE_NEWPID));
		fflush(stdout);
		_exit(0);
	}
	waitpid(c, NULL, 0);
	T(setns(parent, CLONE_NEWPID));
	T(setns(child, CLONE_NEWUTS));
	fflush(stdout);
	_exit(0);
}

static void setns_pid(void)
{
	pid_t holder = clone_child(sleeper, CLONE_NEWPID, NULL);
	pid_t me = fork_flushed();

	if (!me)
		setns_into(holder);
	reap("setns child", me);
	kill(holder, SIGKILL);
	waitpid(holder, NULL, 0);
}

/* As deep as clone(CLONE_NEWPID) goes: each level tries the next */
static int nest_pid(void *arg)
{
	int depth = (int)(long)arg + 1;
	/* not the stack this one runs on: the child's copy of it */
	char *deeper = malloc(STACK_SIZE);
	pid_t c = clone(nest_pid, deeper + STACK_SIZE, CLONE_NEWPID | SIGCHLD,
			(void *)(long)depth);

	if (c < 0) {
		printf("nested pid namespaces: %d, then %s\n", depth,
		       strerrorname_np(errno));
		fflush(stdout);
		return 0;
	}
	waitpid(c, NULL, 0);
	return 0;
}

static void pid_namespaces(void)
{
	new_pid_ns();
	init_death();
	unshare_pid();
	setns_pid();
	reap("nest", clone_child(nest_pid, 0, (void *)0L));
}

/* ---- user namespaces ---- */

struct handshake {
	int go[2];	/* parent -> child: maps written */
	int done[2];	/* child -> parent: looked */
};

static void map_path(char *buf, size_t n, pid_t pid, const char *file)
{
	snprintf(buf, n, "/proc/%d/%s", (int)pid, file);
}

/* what a process sees of itself in a new user namespace */
static void user_view(void)
{
	struct stat st;

	printf("uid %d euid %d gid %d\n", (int)getuid(), (int)geteuid(),
	       (int)getgid());
	stat("/", &st);
	printf("/ owner %d:%d\n", (int)st.st_uid, (int)st.st_gid);
}

/* The new namespace's member: first unmapped, then mapped as root */
static int userns_child(void *arg)
{
	struct handshake *h = arg;
	int fd = open("/proc/self/ns/user", O_RDONLY);
	uid_t owner = 7;

	user_view();
	show_file("/proc/self/uid_map");
	T(ioctl(fd, NS_GET_PARENT));
	T(ioctl(fd, NS_GET_USERNS));
	T(ioctl(fd, NS_GET_OWNER_UID, &owner));
	printf("owner %d\n", (int)owner);
	fflush(stdout);
	write(h->done[1], "x", 1);
	wait_byte(h->go[0]);
	user_view();
	show_file("/proc/self/uid_map");
	show_file("/proc/self/gid_map");
	show_file("/proc/self/setgroups");
	T(setgroups(0, NULL));
	T(setuid(0));
	T(setuid(5));
	T(setns(fd, CLONE_NEWUSER));
	T(sethostname("inner", 5));
	T(unshare(CLONE_NEWUTS));
	T(sethostname("inner", 5));
	T(unshare(CLONE_NEWIPC | CLONE_NEWNS));
	T(unshare(CLONE_NEWPID));
	fflush(stdout);
	if (!fork()) {
		T(getpid());
		fflush(stdout);
		_exit(0);
	}
	wait(NULL);
	close(fd);
	return 0;
}

/* maps a user may and may not write for its child, in this order:
 * the file (0 uid_map, 1 gid_map, 2 setgroups), what is written */
static const struct {
	const char *label;
	int file;
	const char *text;
} map_writes[] = {
	{ "uid_map 0 0 1", 0, "0 0 1\n" },
	{ "uid_map 0 1000", 0, "0 1000\n" },
	{ "uid_map a b c", 0, "a b c\n" },
	{ "uid_map 0 1000 0", 0, "0 1000 0\n" },
	{ "uid_map 0 1000 1x", 0, "0 1000 1x\n" },
	{ "uid_map -1", 0, "4294967295 1000 1\n" },
	{ "uid_map overlap", 0, "0 1000 1\n0 1001 1\n" },
	{ "uid_map 0 1000 2", 0, "0 1000 2\n" },
	{ "uid_map 0 1000 1", 0, "0 1000 1\n" },
	{ "uid_map again", 0, "0 1000 1\n" },
	{ "gid_map before deny", 1, "0 1000 1\n" },
	{ "setgroups foo", 2, "foo" },
	{ "setgroups deny", 2, "deny" },
	{ "setgroups allow", 2, "allow\n" },
	{ "gid_map", 1, "0 1000 1\n" },
	{ "setgroups deny again", 2, "deny\n" },
};

static void write_maps(pid_t c)
{
	static const char *const names[] = { "uid_map", "gid_map",
					      "setgroups" };
	char paths[3][64];
	size_t i;

	for (i = 0; i < 3; i++)
		map_path(paths[i], sizeof(paths[i]), c, names[i]);
	for (i = 0; i < sizeof(map_writes) / sizeof(map_writes[0]); i++)
		printf("%s: %s\n", map_writes[i].label,
		       write_file(paths[map_writes[i].file],
				  map_writes[i].text));
	show_file_as("child's uid_map", paths[0]);
}

/* a user's new user namespace, seen from both sides */
static void user_ns_as_user(void)
{
	struct handshake h;
	int own = open("/proc/self/ns/user", O_RDONLY), fd, parent;
	pid_t c;

	pipe(h.go);
	pipe(h.done);
	c = clone_child(userns_child, CLONE_NEWUSER, &h);
	show("clone(CLONE_NEWUSER) as a user", c > 0 ? 0 : -1);
	if (c < 0)
		return;
	wait_byte(h.done[0]);
	fd = ns_open(c, "user");
	parent = ioctl(fd, NS_GET_USERNS);
	printf("NS_GET_USERNS: %s\n", same(fd_ino(parent), fd_ino(own)));
	close(parent);
	parent = ioctl(fd, NS_GET_PARENT);
	printf("NS_GET_PARENT: %s\n", same(fd_ino(parent), fd_ino(own)));
	close(parent);
	printf("child's: %s\n", same(fd_ino(fd), fd_ino(own)));
	write_maps(c);
	fflush(stdout);
	write(h.go[1], "x", 1);
	reap("user ns child", c);
	close(fd);
	close(own);
}

/* The caller's own new namespace's maps: its ids 0 are the parent's
 * id; true if all went in */
static bool map_self(int id)
{
	char map[32];

	snprintf(map, sizeof(map), "0 %d 1", id);
	return !strcmp(write_file("/proc/self/setgroups", "deny"), "ok") &&
	       !strcmp(write_file("/proc/self/uid_map", map), "ok") &&
	       !strcmp(write_file("/proc/self/gid_map", map), "ok");
}

/* Refusals, and how deep unshare(CLONE_NEWUSER) goes */
static void user_refusals(void)
{
	int depth = 0;
	pid_t c;

	T(syscall(SYS_clone, CLONE_NEWUSER | CLONE_FS | SIGCHLD, 0, 0, 0, 0));
	T(syscall(SYS_clone, CLONE_NEWUSER | CLONE_THREAD | CLONE_SIGHAND |
		  CLONE_VM, 0, 0, 0, 0));
	fflush(stdout);
	c = fork();
	if (!c) {
		/* each maps its ids 0 to the one above's, so the next may
		 * be made: 1000 first */
		while (!unshare(CLONE_NEWUSER) && map_self(depth ? 0 : USER))
			depth++;
		printf("nested user namespaces: %d, then %s\n", depth,
		       strerrorname_np(errno));
		fflush(stdout);
		_exit(0);
	}
	waitpid(c, NULL, 0);
}

/* unshare(CLONE_NEWUSER | CLONE_NEWPID) as a user, its own maps */
static void unshare_user_pid(void)
{
	char map[32];

	T(unshare(CLONE_NEWUSER | CLONE_NEWPID));
	printf("uid %d\n", (int)getuid());
	snprintf(map, sizeof(map), "0 %d 1", USER);
	printf("own uid_map: %s\n", write_file("/proc/self/uid_map", map));
	printf("own gid_map: %s\n", write_file("/proc/self/gid_map", map));
	printf("uid %d\n", (int)getuid());
	fflush(stdout);
	if (!fork()) {
		T(getpid());
		T(getuid());
		fflush(stdout);
		_exit(0);
	}
	wait(NULL);
	/* one more below (its creator's gid mapped first): its 5 is this
	 * one's 0, the boot's 1000 */
	printf("deny: %s\n", write_file("/proc/self/setgroups", "deny"));
	printf("own gid_map: %s\n", write_file("/proc/self/gid_map", map));
	T(unshare(CLONE_NEWUSER));
	printf("inner uid_map: %s\n",
	       write_file("/proc/self/uid_map", "5 0 1"));
	printf("uid %d\n", (int)getuid());
	show_file("/proc/self/uid_map");
}

static void as_user(void (*fn)(void))
{
	pid_t c = fork_flushed();

	if (!c) {
		/* dumpable again after setuid(2), so that its /proc/PID
		 * files are its own (proc(5)) */
		if (setgroups(0, NULL) || setgid(USER) || setuid(USER) ||
		    prctl(PR_SET_DUMPABLE, 1))
			printf("setuid: %s\n", strerrorname_np(errno));
		fn();
		fflush(stdout);
		_exit(0);
	}
	waitpid(c, NULL, 0);
}

int main(void)
{
	setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	pid_namespaces();
	as_user(user_ns_as_user);
	as_user(user_refusals);
	as_user(unshare_user_pid);
	return 0;
}
