// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/procfdcheck.c - /proc/PID/fd, /proc/PID/fdinfo and
 * /proc/PID/task as proc(5) describes them, one line each, the same on
 * Linux 6.1 (tests/kernel/procfd.linux) and oops386
 * (tests/kernel/test_procfd.py compares).  Numbers that differ between
 * two kernels by nature (inode numbers, mount ids, thread ids) are
 * printed as what they must equal: a link's "pipe:[N]" N against
 * fstat(2)'s st_ino, a task directory's name against gettid(2).
 *
 *	procfdcheck DIR		the checks (DIR: a fresh directory)
 */
#include "report.h"
#include <ctype.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/* The link's target, the number in "kind:[N]" replaced by "=ino" when
 * it is fd's fstat() st_ino (a kernel's own count otherwise) */
static void show_link(int fd, const char *what)
{
	char path[64], target[256], want[32];
	struct stat st;
	ssize_t n;
	char *open_br;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	n = readlink(path, target, sizeof(target) - 1);
	if (n < 0) {
		printf("%s: readlink: %s\n", what, strerrorname_np(errno));
		return;
	}
	target[n] = 0;
	open_br = strstr(target, ":[");
	if (open_br && isdigit((unsigned char)open_br[2]) && !fstat(fd, &st)) {
		snprintf(want, sizeof(want), ":[%llu]",
			 (unsigned long long)st.st_ino);
		if (!strcmp(open_br, want))
			strcpy(open_br, ":[=ino]");
	}
	printf("%s: -> %s\n", what, target);
	if (!lstat(path, &st))
		printf("%s: lstat mode %o size %lld\n", what, st.st_mode,
		       (long long)st.st_size);
}

/* fdinfo/FD line by line, "ino:" against fstat()'s, "mnt_id:" only as
 * being there, an inotify line's ino and sdev dropped (they name the
 * watched directory, whose numbers differ) */
static void show_fdinfo(int fd, const char *what)
{
	char path[64], line[256];
	struct stat st;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", fd);
	f = fopen(path, "r");
	if (!f) {
		printf("%s: fdinfo: %s\n", what, strerrorname_np(errno));
		return;
	}
	while (fgets(line, sizeof(line), f)) {
		unsigned long long ino;
		unsigned int wd, mask, ignored;

		if (sscanf(line, "ino:\t%llu", &ino) == 1 && !fstat(fd, &st))
			printf("%s: ino: %s\n", what, ino == st.st_ino ?
			       "=st_ino" : "differs");
		else if (!strncmp(line, "eventfd-id:", 11))
			printf("%s: eventfd-id: %s\n", what,
			       atoi(line + 12) >= 0 ? "set" : "negative");
		else if (!strncmp(line, "mnt_id:", 7))
			printf("%s: mnt_id: %s\n", what,
			       atoi(line + 8) > 0 ? "set" : "0");
		else if (sscanf(line, "inotify wd:%x ino:%*x sdev:%*x "
				"mask:%x ignored_mask:%x", &wd, &mask,
				&ignored) == 3)
			printf("%s: inotify wd:%x mask:%x ignored_mask:%x\n",
			       what, wd, mask, ignored);
		else
			printf("%s: %s", what, line);
	}
	fclose(f);
}

/* The names in dir, in the order readdir(3) gives them */
static void show_dir(const char *dir, const char *what)
{
	DIR *d = opendir(dir);
	struct dirent *e;

	if (!d) {
		printf("%s: opendir: %s\n", what, strerrorname_np(errno));
		return;
	}
	printf("%s:", what);
	while ((e = readdir(d)))
		if (e->d_name[0] != '.')
			printf(" %s(%s)", e->d_name,
			       e->d_type == DT_LNK ? "l" :
			       e->d_type == DT_DIR ? "d" : "r");
	printf("\n");
	closedir(d);
}

static void descriptors(const char *dir)
{
	int p[2], sv[2], fd, again;
	char buf[16];

	chdir(dir);
	T(open("f", O_CREAT | O_WRONLY, 0644));			/* 3 */
	T(write(3, "hello", 5));
	T(open("f", O_RDONLY));					/* 4 */
	T(open("f", O_RDWR | O_APPEND | O_CLOEXEC));		/* 5 */
	T(pipe(p));						/* 6 7 */
	T(socketpair(AF_UNIX, SOCK_STREAM, 0, sv));		/* 8 9 */
	T(eventfd(3, EFD_NONBLOCK));				/* 10 */
	T(memfd_create("procfd", MFD_ALLOW_SEALING));		/* 11 */
	T(inotify_init1(IN_NONBLOCK));				/* 12 */
	T(inotify_add_watch(12, ".", IN_MODIFY | IN_CREATE));
	T(open(".", O_RDONLY | O_DIRECTORY));			/* 13 */
	T(open("gone", O_CREAT | O_RDWR, 0600));		/* 14 */
	T(unlink("gone"));
	T(lseek(4, 2, SEEK_SET));
	show_dir("/proc/self/fd", "fd dir");
	show_dir("/proc/self/fdinfo", "fdinfo dir");
	show_link(3, "file wronly");
	show_link(4, "file rdonly");
	show_link(5, "file rdwr");
	show_link(6, "pipe r");
	show_link(7, "pipe w");
	show_link(8, "socket");
	show_link(10, "eventfd");
	show_link(11, "memfd");
	show_link(12, "inotify");
	show_link(13, "dir");
	show_link(14, "deleted");
	show_fdinfo(3, "file wronly");
	show_fdinfo(4, "file rdonly");
	show_fdinfo(5, "file rdwr");
	show_fdinfo(6, "pipe r");
	show_fdinfo(7, "pipe w");
	show_fdinfo(10, "eventfd");
	show_fdinfo(11, "memfd");
	show_fdinfo(12, "inotify");

	/* an open of /proc/self/fd/N is an open of the file itself, with
	 * an offset of its own (proc(5)): even of a file with no name */
	fd = open("/proc/self/fd/11", O_RDWR);
	printf("reopen memfd: %s\n", fd < 0 ? strerrorname_np(errno) : "ok");
	T(write(fd, "abc", 3));
	T(pread(11, buf, 3, 0));
	T(lseek(11, 0, SEEK_CUR));
	T(fcntl(11, F_ADD_SEALS, F_SEAL_WRITE));
	T(fcntl(fd, F_GET_SEALS));
	T(write(fd, "x", 1));
	T(close(fd));
	fd = open("/proc/self/fd/14", O_RDONLY);
	printf("reopen deleted: %s\n", fd < 0 ? strerrorname_np(errno) : "ok");
	T(close(fd));
	fd = open("/proc/self/fd/4", O_RDONLY);
	T(read(fd, buf, 5));
	T(close(fd));
	T(open("/proc/self/fd/8", O_RDWR));
	T(open("/proc/self/fd/99", O_RDONLY));
	T(readlink("/proc/self/fd/99", buf, sizeof(buf)));
	T(open("/proc/self/fdinfo/99", O_RDONLY));
	T(open("/proc/self/fd/13/f", O_RDONLY));
	T(faccessat(AT_FDCWD, "/proc/self/fd/13/", R_OK, 0));
	T(open("/proc/self/fd/3/", O_RDONLY));

	/* what changes shows at once */
	T(close(4));
	T(dup2(6, 20));
	show_dir("/proc/self/fd", "after close, dup2");
	show_link(20, "dup2");
	show_link(4, "closed");
	again = open("/proc/self/fd", O_RDONLY | O_DIRECTORY);
	T(fstat(again, &(struct stat){ 0 }));
	T(close(again));
}

/* Another user's process: its fd directory and links are closed to
 * a user (ptrace_may_access()), its own are not */
static void as_user(void)
{
	char buf[64];
	pid_t pid = fork();

	if (pid == 0) {
		if (setgid(1000) || setuid(1000))
			_exit(1);
		T(open("/proc/1/fd", O_RDONLY | O_DIRECTORY));
		T(readlink("/proc/1/fd/0", buf, sizeof(buf)));
		T(open("/proc/1/fdinfo/0", O_RDONLY));
		T(open("/proc/1/fdinfo", O_RDONLY | O_DIRECTORY));
		T(open("/proc/1/task", O_RDONLY | O_DIRECTORY));
		T(readlink("/proc/self/fd/0", buf, sizeof(buf)) > 0);
		T(open("/proc/self/fdinfo/0", O_RDONLY) > 0);
		_exit(0);
	}
	waitpid(pid, NULL, 0);
}

static int hold[2];
static volatile pid_t tids[2];

static void *worker(void *arg)
{
	int i = (int)(long)arg;
	char c;

	tids[i] = (pid_t)syscall(SYS_gettid);
	if (i == 0)
		prctl(PR_SET_NAME, "worker0");
	if (read(hold[0], &c, 1) != 1)
		return NULL;
	return NULL;
}

/* field 3 of stat (the state), 1 (the pid) and 2 (the name) */
static void show_stat(const char *path, pid_t want, const char *what)
{
	char comm[32], state;
	int pid;
	FILE *f = fopen(path, "r");

	if (!f) {
		printf("%s stat: %s\n", what, strerrorname_np(errno));
		return;
	}
	if (fscanf(f, "%d %31s %c", &pid, comm, &state) == 3)
		printf("%s stat: pid %s %s %c\n", what,
		       pid == want ? "=tid" : "differs", comm, state);
	fclose(f);
}

static void show_status(const char *path, pid_t tid, const char *what)
{
	char line[128];
	FILE *f = fopen(path, "r");
	int n;

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "Pid:\t%d", &n) == 1)
			printf("%s status: Pid %s\n", what,
			       n == tid ? "=tid" : "differs");
		if (sscanf(line, "Tgid:\t%d", &n) == 1)
			printf("%s status: Tgid %s\n", what,
			       n == getpid() ? "=pid" : "differs");
		if (!strncmp(line, "Name:", 5) || !strncmp(line, "Threads:", 8))
			printf("%s status: %s", what, line);
	}
	fclose(f);
}

static void show_comm(const char *path, const char *what)
{
	char buf[32] = "";
	int fd = open(path, O_RDONLY);

	if (fd < 0 || read(fd, buf, sizeof(buf) - 1) < 0)
		printf("%s comm: %s\n", what, strerrorname_np(errno));
	else
		printf("%s comm: %s", what, buf);
	close(fd);
}

/* Whether thread tid sleeps now, as its stat's state says */
static int asleep(pid_t tid)
{
	char path[64], state = 0;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/task/%d/stat", tid);
	f = fopen(path, "r");
	if (!f)
		return 0;
	if (fscanf(f, "%*d %*s %c", &state) != 1)
		state = 0;
	fclose(f);
	return state == 'S';
}

static void threads(void)
{
	pthread_t t[2];
	char path[64];
	int i, n, tries;
	struct stat st;
	DIR *d;
	struct dirent *e;

	if (pipe(hold))
		return;
	for (i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, worker, (void *)(long)i);
	while (!tids[0] || !tids[1])
		sched_yield();
	for (tries = 0; tries < 1000 && (!asleep(tids[0]) || !asleep(tids[1]));
	     tries++)
		usleep(1000);	/* until both sleep in read(2) */
	n = 0;
	d = opendir("/proc/self/task");
	while (d && (e = readdir(d))) {
		int tid = atoi(e->d_name);

		if (tid == getpid() || tid == tids[0] || tid == tids[1])
			n++;
		else if (e->d_name[0] != '.')
			printf("task: stray %s\n", e->d_name);
	}
	if (d)
		closedir(d);
	printf("task entries: %d\n", n);
	snprintf(path, sizeof(path), "/proc/self/task/%d/stat", getpid());
	show_stat(path, getpid(), "main");
	snprintf(path, sizeof(path), "/proc/self/task/%d/comm", getpid());
	show_comm(path, "main");
	for (i = 0; i < 2; i++) {
		char what[16];

		snprintf(what, sizeof(what), "thread%d", i);
		snprintf(path, sizeof(path), "/proc/self/task/%d/stat", tids[i]);
		show_stat(path, tids[i], what);
		snprintf(path, sizeof(path), "/proc/self/task/%d/status",
			 tids[i]);
		show_status(path, tids[i], what);
		snprintf(path, sizeof(path), "/proc/self/task/%d/comm", tids[i]);
		show_comm(path, what);
		snprintf(path, sizeof(path), "/proc/self/task/%d", tids[i]);
		if (!stat(path, &st))
			printf("%s dir: mode %o nlink>2 %d\n", what,
			       st.st_mode, st.st_nlink > 2);
		snprintf(path, sizeof(path), "/proc/self/task/%d/fd/0", tids[i]);
		printf("%s fd/0: %s\n", what,
		       access(path, F_OK) ? strerrorname_np(errno) : "there");
	}
	show_comm("/proc/self/comm", "process");
	show_status("/proc/self/status", getpid(), "process");
	if (!stat("/proc/self/task", &st))
		printf("task dir: mode %o nlink %d\n", st.st_mode,
		       (int)st.st_nlink);
	if (write(hold[1], "xx", 2) != 2)
		return;
	for (i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	/* the thread is reaped a moment after its tid word is cleared */
	snprintf(path, sizeof(path), "/proc/self/task/%d", tids[0]);
	for (tries = 0; tries < 200 && !access(path, F_OK); tries++)
		usleep(10000);
	printf("after join: %s\n",
	       access(path, F_OK) ? strerrorname_np(errno) : "there");
	if (!stat("/proc/self/task", &st))
		printf("task dir: nlink %d\n", (int)st.st_nlink);
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc != 2) {
		fprintf(stderr, "usage: procfdcheck DIR\n");
		return 2;
	}
	descriptors(argv[1]);
	as_user();
	threads();
	return 0;
}
