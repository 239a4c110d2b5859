// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/permcheck.c - the permission checks of issue 27, one line
 * each: what a user (uid 1000) may not do to root's files, sockets,
 * terminals, processes and /proc, and the calls only root may make.
 * Run as root with a fresh directory DIR: it makes the files and
 * processes there as root, forks a child that becomes user 1000 and
 * tries each thing, then reports as root what was left.  The same
 * binary runs on Linux 6.1 (linux-reference, tests/kernel/perm.linux)
 * and oops386; tests/kernel/test_perm.py compares.
 */
#include "report.h"
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sched.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char dir[200];

/* DIR/name (report.h) */
#define at(name)	path_in(dir, name)

static void st(const char *path)
{
	struct stat s;

	if (stat(path, &s))
		printf("stat %s: %s\n", path, strerrorname_np(errno));
	else
		printf("stat %s: uid %u gid %u mode %o size %ld\n",
		       path[0] == '/' && strncmp(path, "/dev", 4) ?
			       path + strlen(dir) + 1 : path,
		       (unsigned int)s.st_uid, (unsigned int)s.st_gid,
		       (unsigned int)s.st_mode,
		       S_ISREG(s.st_mode) ? (long)s.st_size : 0L);
}

static int make(const char *name, int mode)
{
	int fd = open(at(name), O_CREAT | O_WRONLY | O_TRUNC, 0600);

	if (fd < 0 || write(fd, "secret\n", 7) != 7)
		return -1;
	close(fd);
	return chmod(at(name), mode);
}

/* A socket of type bound to path (NULL: none) */
static int unix_sock(int type, const char *path, int listening)
{
	struct sockaddr_un a = { AF_UNIX, "" };
	int fd = socket(AF_UNIX, type, 0);

	if (fd < 0 || !path)
		return fd;
	snprintf(a.sun_path, sizeof(a.sun_path), "%s", path);
	if (bind(fd, (struct sockaddr *)&a, sizeof(a)) ||
	    (listening && listen(fd, 5)))
		return -1;
	return fd;
}

static int unix_connect(int type, const char *path)
{
	struct sockaddr_un a = { AF_UNIX, "" };
	int fd = socket(AF_UNIX, type, 0), ret;

	snprintf(a.sun_path, sizeof(a.sun_path), "%s", path);
	ret = connect(fd, (struct sockaddr *)&a, sizeof(a));
	close(fd);
	return ret;
}

/* A root process that only waits, as the target of the user's attempts */
static pid_t sleeper(void)
{
	pid_t pid = fork();

	if (pid == 0) {
		for (;;)
			pause();
	}
	return pid;
}

/* Is pid still there (not killed); then end it */
static void reap(const char *what, pid_t pid)
{
	int status;

	printf("%s alive: %d\n", what, waitpid(pid, &status, WNOHANG) == 0);
	kill(pid, SIGTERM);
	waitpid(pid, &status, 0);
}

static int stream, dgram;
static pid_t victim;

static void setup(void)
{
	T(chmod(dir, 0777));
	T(make("rootfile", 0644));
	T(make("rootonly", 0600));
	T(make("shared", 0666));
	T(make("setuid", 04777));
	T(make("mine", 0600));
	T(chown(at("mine"), 1000, 1000));
	T(mkdir(at("rootdir"), 0755));
	T(mkdir(at("rootmv"), 0755));
	T(mkfifo(at("rootfifo"), 0666));
	stream = unix_sock(SOCK_STREAM, at("stream"), 1);
	dgram = unix_sock(SOCK_DGRAM, at("dgram"), 0);
	T(stream >= 0 && dgram >= 0);
	T(chmod(at("dgram"), 0777));
	st(at("stream"));
	T(unix_connect(SOCK_STREAM, at("stream")));
	T(syscall(SYS_settimeofday, NULL, NULL));
	victim = sleeper();
}

/* Files: open, truncate, utimes, link of what root owns */
static void user_files(void)
{
	struct timeval tv[2] = { { 1, 0 }, { 2, 0 } };
	struct timespec now[2] = { { 0, UTIME_NOW }, { 0, UTIME_NOW } };

	T(truncate(at("rootfile"), 0));
	T(truncate(at("rootdir"), 0));
	T(truncate(at("shared"), 3));
	T(truncate(at("mine"), 2));
	T(utimes(at("rootfile"), tv));
	T(utimes(at("rootfile"), NULL));
	T(utimes(at("shared"), NULL));
	T(utimes(at("shared"), tv));
	T(utimensat(AT_FDCWD, at("rootfile"), now, 0));
	T(utimes(at("mine"), tv));
	T(link(at("rootonly"), at("l1")));
	T(link(at("rootfile"), at("l2")));
	T(link(at("shared"), at("l3")));
	T(link(at("setuid"), at("l4")));
	T(link(at("mine"), at("l5")));
	T(rename(at("rootfile"), at("r1")));
	T(mkdir(at("udir"), 0755));
	T(rename(at("rootmv"), at("udir/rootmv")));
	T(rename(at("rootmv"), at("rootmv2")));
	T(unlink(at("rootdir")));
	T(mkdir(at("rootdir/sub"), 0755));
	T(open("/dev/console", O_RDONLY) >= 0);
	T(open("/dev/ttyS0", O_RDONLY) >= 0);
	T(open("/dev/null", O_RDWR) >= 0);
}

/* mknod(2) of a FIFO and a socket, and a FIFO used as a pipe */
static void user_fifo(void)
{
	char buf[16] = "";
	int fd, status;

	T(mknod(at("fifo"), S_IFIFO | 0644, 0));
	T(mknod(at("sock"), S_IFSOCK | 0644, 0));
	T(mknod(at("blk"), S_IFBLK | 0644, 0));
	T(mknod(at("chr"), S_IFCHR | 0644, 0));
	st(at("fifo"));
	st(at("sock"));
	T(open(at("fifo"), O_WRONLY | O_NONBLOCK));
	fd = open(at("fifo"), O_RDONLY | O_NONBLOCK);
	T(fd >= 0);
	T(read(fd, buf, sizeof(buf)));
	close(fd);
	if (fork() == 0) {
		fd = open(at("fifo"), O_WRONLY);
		_exit(fd < 0 || write(fd, "through", 7) != 7);
	}
	fd = open(at("fifo"), O_RDONLY);
	T(fd >= 0);
	T(read(fd, buf, sizeof(buf) - 1));
	printf("fifo read: [%s]\n", buf);
	wait(&status);
	T(read(fd, buf, sizeof(buf)));
	T(lseek(fd, 0, SEEK_SET));
	close(fd);
	T(open(at("rootfifo"), O_RDWR) >= 0);
	T(unlink(at("fifo")));
}

/* AF_UNIX: connect needs write permission on the socket's file */
static void user_sockets(void)
{
	struct sockaddr_un a;
	socklen_t len = sizeof(a);
	char path[120];
	int fd;

	T(unix_connect(SOCK_STREAM, at("stream")));
	T(unix_connect(SOCK_DGRAM, at("dgram")));
	fd = socket(AF_UNIX, SOCK_DGRAM, 0);
	T(sendto(fd, "x", 1, 0, (struct sockaddr *)&(struct sockaddr_un){
			 AF_UNIX, "" }, 0));
	snprintf(path, sizeof(path), "%s", at("stream"));
	memset(&a, 0, sizeof(a));
	a.sun_family = AF_UNIX;
	memcpy(a.sun_path, path, strlen(path));
	T(sendto(fd, "x", 1, 0, (struct sockaddr *)&a, sizeof(a)));
	close(fd);
	T(unix_sock(SOCK_STREAM, at("rootdir/s"), 0));
	/* autobind: an address of the family alone gets an abstract name */
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	T(bind(fd, (struct sockaddr *)&(struct sockaddr_un){ AF_UNIX, "" }, 2));
	T(getsockname(fd, (struct sockaddr *)&a, &len));
	printf("autobind: len %u abstract %d\n", (unsigned int)len,
	       a.sun_path[0] == 0);
	T(listen(fd, 1));
	T(shutdown(fd, SHUT_RDWR));
	close(fd);
	/* a sun_path filling the whole address, with no NUL: names of
	 * at most 63 bytes (oops386's NAME_MAX), 108 in all */
	T(chdir(dir));
	memset(path, 0, sizeof(path));
	memset(path, 'p', sizeof(a.sun_path));
	path[50] = 0;
	T(mkdir(path, 0755));
	path[50] = '/';
	fd = socket(AF_UNIX, SOCK_STREAM, 0);
	memcpy(a.sun_path, path, sizeof(a.sun_path));
	T(bind(fd, (struct sockaddr *)&a, sizeof(a)));
	T(access(path, F_OK));
	close(fd);
}

/* O_ASYNC's signal goes only where kill(2) could send it */
static void user_sigio(void)
{
	int p[2];

	T(kill(victim, SIGKILL));
	T(pipe(p));
	T(fcntl(p[0], F_SETOWN, victim));
	T(fcntl(p[0], F_SETSIG, SIGKILL));
	T(fcntl(p[0], F_SETFL, O_ASYNC));
	T(write(p[1], "x", 1));
	T(fcntl(p[0], F_SETOWN, 1));
	T(write(p[1], "x", 1));
	T(fcntl(p[0], F_GETOWN));
}

/* A terminal another session owns is not taken without CAP_SYS_ADMIN */
static void user_tty(int fd)
{
	T(setsid() > 0);
	T(ioctl(fd, TIOCSCTTY, 1));
	T(ioctl(fd, TIOCSCTTY, 0));
}

/* /proc: kernel addresses and other users' processes */
static void user_proc(void)
{
	char line[256], link[256];
	unsigned long addr;
	FILE *f = fopen("/proc/kallsyms", "r");
	int nonzero = 0, lines = 0;

	while (f && fgets(line, sizeof(line), f)) {
		lines++;
		nonzero += sscanf(line, "%lx", &addr) == 1 && addr;
	}
	printf("kallsyms: lines %d nonzero %d\n", lines > 100, nonzero);
	if (f)
		fclose(f);
	nonzero = 0;
	f = fopen("/proc/modules", "r");
	while (f && fgets(line, sizeof(line), f))
		nonzero += !strstr(line, " 0x00000000");
	printf("modules: nonzero %d\n", nonzero);
	if (f)
		fclose(f);
	T(readlink("/proc/1/exe", link, sizeof(link)));
	T(readlink("/proc/1/cwd", link, sizeof(link)));
	T(readlink("/proc/1/root", link, sizeof(link)));
	T(open("/proc/1/environ", O_RDONLY));
	T(readlink("/proc/self/exe", link, sizeof(link)) > 0);
}

static int got_value = -1;

static void on_usr1(int sig, siginfo_t *si, void *uc)
{
	(void)sig, (void)uc;
	got_value = si->si_value.sival_int;
}

/* Calls only root may make, and priorities and queued signals */
static void user_calls(void)
{
	struct timeval tv = { 100, 0 };
	struct timespec ts = { 100, 0 };
	struct sigaction sa = { 0 };
	struct sched_param rt = { 10 };
	siginfo_t si;

	T(syscall(SYS_chroot, "/"));
	T(syscall(SYS_iopl, 3));
	T(syscall(SYS_ioperm, 0x80, 1, 1));
	T(syscall(SYS_ptrace, 16 /* PTRACE_ATTACH */, 1, 0, 0));
	T(syscall(SYS_acct, NULL));
	T(syscall(SYS_settimeofday, &tv, NULL));
	T(syscall(SYS_clock_settime, CLOCK_REALTIME, &ts));
	T(syscall(SYS_stime, &tv.tv_sec));
	T(syscall(SYS_vhangup));
	T(syscall(SYS_swapon, "/", 0));
	T(syscall(SYS_swapoff, "/"));
	T(syscall(SYS_pivot_root, "/", "/"));
	T(syscall(SYS_nice, -1));
	T(syscall(SYS_sethostname, "x", 1));
	T(syscall(SYS_setdomainname, "x", 1));
	T(getpriority(PRIO_PROCESS, 0));
	T(setpriority(PRIO_PROCESS, 0, 5));
	T(getpriority(PRIO_PROCESS, 0));
	T(syscall(SYS_getpriority, PRIO_PROCESS, 0));
	T(syscall(SYS_nice, 2));
	T(getpriority(PRIO_PROCESS, 0));
	T(setpriority(PRIO_PROCESS, 0, 0));
	T(setpriority(PRIO_PROCESS, 1, 5));
	T(setpriority(PRIO_PROCESS, 0, 40));
	T(getpriority(PRIO_PROCESS, 0));
	T(setpriority(PRIO_PROCESS, 99999, 5));
	T(setpriority(9, 0, 5));
	T(getpriority(PRIO_PROCESS, 1));
	sa.sa_sigaction = on_usr1;
	sa.sa_flags = SA_SIGINFO;
	sigaction(SIGUSR1, &sa, NULL);
	memset(&si, 0, sizeof(si));
	si.si_signo = SIGUSR1;
	si.si_code = SI_QUEUE;
	si.si_value.sival_int = 42;
	T(syscall(SYS_rt_sigqueueinfo, getpid(), SIGUSR1, &si));
	printf("queued value: %d\n", got_value);
	T(syscall(SYS_rt_sigqueueinfo, 1, SIGUSR1, &si));
	T(syscall(SYS_rt_sigqueueinfo, 99999, SIGUSR1, &si));
	si.si_code = SI_KERNEL;
	T(syscall(SYS_rt_sigqueueinfo, getpid(), SIGUSR1, &si));
	si.si_code = SI_TKILL;
	T(syscall(SYS_rt_sigqueueinfo, getpid(), SIGUSR1, &si));
	si.si_code = SI_QUEUE;
	T(syscall(SYS_rt_sigqueueinfo, getpid(), 99, &si));
	T(syscall(SYS_rt_tgsigqueueinfo, getpid(), getpid(), SIGUSR1, &si));
	T(sched_getscheduler(0));
	T(sched_get_priority_max(SCHED_FIFO));
	T(sched_get_priority_min(SCHED_RR));
	T(sched_get_priority_max(SCHED_OTHER));
	T(sched_get_priority_max(7));
	T(sched_setscheduler(0, SCHED_FIFO, &rt));
	T(sched_setscheduler(0, SCHED_OTHER, &rt));
	T(sched_setscheduler(1, SCHED_OTHER, &(struct sched_param){ 0 }));
	T(sched_setscheduler(0, SCHED_BATCH, &(struct sched_param){ 0 }));
	T(sched_getscheduler(0));
	T(sched_setscheduler(-1, SCHED_OTHER, &rt));
	T(sched_getscheduler(99999));
	T(syscall(SYS_kexec_load, 0, 0, NULL, 0));
}

static void as_user(int tty)
{
	gid_t g[1] = { 1000 };

	T(setgroups(1, g));
	T(setgid(1000));
	T(setuid(1000));
	user_files();
	user_fifo();
	user_sockets();
	user_sigio();
	user_proc();
	user_calls();
	user_tty(tty);
}

/* Root's own answers to some of the same */
static void as_root(void)
{
	struct sched_param rt = { 10 };
	struct timespec ts;

	T(syscall(SYS_iopl, 4));
	T(syscall(SYS_ioperm, 0x10000, 1, 1));
	T(syscall(SYS_swapoff, at("rootfile")));
	T(syscall(SYS_acct, NULL));
	T(clock_gettime(CLOCK_REALTIME, &ts));
	T(setpriority(PRIO_PROCESS, 0, -5));
	T(getpriority(PRIO_PROCESS, 0));
	T(setpriority(PRIO_PROCESS, 0, 0));
	T(mknod(at("rfifo"), S_IFIFO | 0600, 0));
	T(sched_setscheduler(0, SCHED_RR, &rt));
	T(sched_getscheduler(0));
	rt.sched_priority = 0;
	T(sched_getparam(0, &rt));
	printf("rt priority: %d\n", rt.sched_priority);
	T(sched_setscheduler(0, SCHED_OTHER, &(struct sched_param){ 0 }));
	T(unix_connect(SOCK_STREAM, at("stream")));
}

/* A terminal becomes one's own only through a descriptor open for
 * reading (or with CAP_SYS_ADMIN) */
static void tty_open_modes(void)
{
	pid_t pid = fork();

	if (pid == 0) {
		int w = open("/dev/ttyS0", O_WRONLY | O_NOCTTY);
		int r = open("/dev/ttyS0", O_RDONLY | O_NOCTTY);

		T(setsid() > 0);
		T(setuid(1000));
		T(ioctl(w, TIOCSCTTY, 0));
		T(ioctl(r, TIOCSCTTY, 0));
		_exit(0);
	}
	waitpid(pid, NULL, 0);
}

/* Who holds a terminal: a root session leader that made fd its own */
static pid_t tty_holder(int fd)
{
	pid_t pid = fork();

	if (pid == 0) {
		setsid();
		if (ioctl(fd, TIOCSCTTY, 0))
			printf("holder TIOCSCTTY: %s\n", strerrorname_np(errno));
		for (;;)
			pause();
	}
	return pid;
}

int main(int argc, char **argv)
{
	pid_t holder, user;
	int status, tty;

	if (argc != 2) {
		fprintf(stderr, "usage: permcheck DIR\n");
		return 2;
	}
	snprintf(dir, sizeof(dir), "%s", argv[1]);
	setvbuf(stdout, NULL, _IONBF, 0);
	umask(022);
	setup();
	tty = open("/dev/ttyS0", O_RDWR | O_NOCTTY);
	T(tty >= 0);
	holder = tty_holder(tty);
	sleep(1);
	user = fork();
	if (user == 0) {
		as_user(tty);
		_exit(0);
	}
	waitpid(user, &status, 0);
	printf("user exit: %d\n", status);
	reap("victim", victim);
	reap("holder", holder);
	tty_open_modes();
	st(at("rootfile"));
	st(at("shared"));
	st(at("mine"));
	st("/dev/console");
	st("/dev/ttyS0");
	st("/dev/tty");
	st("/dev/null");
	st("/dev/zero");
	as_root();
	return 0;
}
