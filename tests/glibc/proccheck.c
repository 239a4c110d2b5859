// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/proccheck.c - what user 1000 may see of other processes
 * in /proc, who is dumpable, and what the calls a user may not make
 * answer (issue 27, round 2), one line each.
 *
 * Run as root with a fresh directory DIR: it copies itself to DIR/suid,
 * set-user-ID root, then a child becomes user 1000 and looks at five
 * processes: pid 1 (root's), a child of its own, the set-user-ID copy
 * (euid 0), a copy that dropped back to uid 1000 (all ids the user's,
 * but not dumpable: setuid(2) changed its euid) and a child that made
 * itself non-dumpable with prctl(PR_SET_DUMPABLE, 0).  The same binary
 * runs on Linux 6.1 (linux-reference, tests/kernel/proccheck.linux)
 * and oops386; tests/kernel/test_proc_perm.py compares.
 *
 *	proccheck DIR		the checks
 *	proccheck hold FD	(as DIR/suid) write '0' + dumpable to FD, wait
 *	proccheck drop FD	the same after setuid(getuid())
 */
#include "report.h"
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdlib.h>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/timex.h>
#include <sys/uio.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char dir[200];

/* A process that tells FD whether it is dumpable, then waits */
static int hold(int fd, int drop)
{
	char c;

	if (drop && setuid(getuid()))
		return 1;
	c = '0' + prctl(PR_GET_DUMPABLE);
	if (write(fd, &c, 1) != 1)
		return 1;
	for (;;)
		pause();
}

/* Start a target: "own" (a plain child), "undumped" (made so by
 * prctl) or DIR/suid with mode hold/drop; its dumpable flag, as it
 * sees it, is printed once it is ready */
static pid_t start(const char *name, const char *mode)
{
	int p[2];
	char c = '?', fdstr[16];
	pid_t pid;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(p[0]);
		if (!mode) {
			if (!strcmp(name, "undumped"))
				prctl(PR_SET_DUMPABLE, 0);
			_exit(hold(p[1], 0));
		}
		snprintf(fdstr, sizeof(fdstr), "%d", p[1]);
		execl(path_in(dir, "suid"), "suid", mode, fdstr, (char *)NULL);
		_exit(127);
	}
	close(p[1]);
	if (read(p[0], &c, 1) != 1)
		c = '?';
	close(p[0]);
	printf("%s: PR_GET_DUMPABLE %c\n", name, c);
	return pid;
}

/* proc(5)'s stat fields that Linux hides from who may not look:
 * each as 0, 1 or n (another value) */
static void stat_fields(const char *name, pid_t pid)
{
	static const int fields[] = { 26, 27, 28, 29, 30, 35, 45, 46, 47,
				      48, 49, 50, 51, 52 };
	char path[64], buf[1024], *f;
	unsigned int i;
	int n, fd, field;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	fd = open(path, O_RDONLY);
	n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);
	if (fd >= 0)
		close(fd);
	if (n <= 0 || !(f = strrchr((buf[n] = 0, buf), ')'))) {
		printf("%s: stat: %s\n", name, strerrorname_np(errno));
		return;
	}
	printf("%s: stat", name);
	/* after ") " comes field 3 */
	for (i = 0, field = 3, f++; i < sizeof(fields) / sizeof(fields[0]);
	     i++) {
		while (field < fields[i] && f) {
			f = strchr(f + 1, ' ');
			field++;
		}
		if (!f)
			break;
		printf(" %d=%s", fields[i],
		       !strncmp(f, " 0 ", 3) || !strcmp(f, " 0\n") ? "0" :
		       !strncmp(f, " 1 ", 3) || !strcmp(f, " 1\n") ? "1" : "n");
	}
	printf("\n");
}

/* What the user sees of process pid, called name */
static void look(const char *name, pid_t pid)
{
	static const char *const links[] = { "exe", "cwd", "root" };
	static const char *const files[] = { "maps", "environ", "status",
					     "cmdline", "stat" };
	char path[64], buf[256];
	struct stat s;
	unsigned int i;
	int fd;

	snprintf(path, sizeof(path), "/proc/%d", pid);
	if (stat(path, &s))
		printf("%s: stat dir: %s\n", name, strerrorname_np(errno));
	else
		printf("%s: dir uid %u gid %u\n", name, (unsigned int)s.st_uid,
		       (unsigned int)s.st_gid);
	/* a process that is not dumpable has root's files in its dir */
	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	if (!stat(path, &s))
		printf("%s: status uid %u gid %u\n", name,
		       (unsigned int)s.st_uid, (unsigned int)s.st_gid);
	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		snprintf(path, sizeof(path), "/proc/%d/%s", pid, files[i]);
		fd = open(path, O_RDONLY);
		printf("%s: open %s: %s\n", name, files[i],
		       fd < 0 ? strerrorname_np(errno) : "ok");
		if (fd >= 0)
			close(fd);
	}
	for (i = 0; i < sizeof(links) / sizeof(links[0]); i++) {
		snprintf(path, sizeof(path), "/proc/%d/%s", pid, links[i]);
		printf("%s: readlink %s: %s\n", name, links[i],
		       readlink(path, buf, sizeof(buf)) < 0 ?
			       strerrorname_np(errno) : "ok");
	}
	stat_fields(name, pid);
}

#define KCMP_FILE	0
#define KCMP_VM		1
#define IOPRIO_WHO_PROCESS	1
#define IOPRIO_BE_4	((2 << 13) | 4)
#define IOPRIO_RT_0	(1 << 13)

/* kcmp(2)'s answer, ordering values folded: 0 same, 1 different */
static long kcmp(pid_t a, pid_t b, int type, long x, long y)
{
	long r = syscall(SYS_kcmp, a, b, type, x, y);

	return r > 0 ? 1 : r;
}

static long vm_read(pid_t pid, void *to, void *from, size_t n)
{
	struct iovec l = { to, n }, r = { from, n };

	return syscall(SYS_process_vm_readv, pid, &l, 1, &r, 1, 0);
}

static long vm_write(pid_t pid, void *to, void *from, size_t n)
{
	struct iovec l = { from, n }, r = { to, n };

	return syscall(SYS_process_vm_writev, pid, &l, 1, &r, 1, 0);
}

/* The calls Linux answers a user without privilege */
static void calls(pid_t own, pid_t suid)
{
	struct timex tx = { 0 }, adj = { .modes = ADJ_OFFSET };
	char handle[64] = { 0 }, a[8] = "secret", b[8] = "";
	int mount_id, p[2];
	long attr[12] = { 2, 4, 4, 1 };	/* BPF_MAP_TYPE_ARRAY, 4, 4, 1 */

	if (pipe(p))
		return;
	*(unsigned int *)handle = 8;
	T(adjtimex(&tx) >= 0);
	T(adjtimex(&adj));
	T(syscall(SYS_clock_adjtime, CLOCK_REALTIME, &tx) >= 0);
	T(syscall(SYS_clock_adjtime, CLOCK_REALTIME, &adj));
	T(setns(-1, 0));
	T(setns(p[0], 0));
	T(unshare(0));
	T(unshare(CLONE_FILES | CLONE_FS));
	T(unshare(CLONE_NEWNS));
	T(unshare(CLONE_NEWUTS));
	T(unshare(CLONE_NEWIPC));
	T(unshare(CLONE_NEWPID));
	T(unshare(CLONE_NEWNET));
	T(unshare(1));
	T(syscall(SYS_bpf, 0, attr, sizeof(attr)));
	T(syscall(SYS_fanotify_init, 0, O_RDONLY));
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "/proc/self/stat", handle,
		  &mount_id, 0));
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "/nonexistent", handle,
		  &mount_id, 0));
	T(syscall(SYS_open_by_handle_at, AT_FDCWD, handle, O_RDONLY));
	T(syscall(SYS_lookup_dcookie, 0ULL, a, sizeof(a)));
	T(syscall(SYS_userfaultfd, 0));
	T(kcmp(getpid(), getpid(), KCMP_VM, 0, 0));
	T(kcmp(getpid(), own, KCMP_VM, 0, 0));
	T(kcmp(getpid(), getpid(), KCMP_FILE, p[0], p[0]));
	T(kcmp(getpid(), getpid(), KCMP_FILE, p[0], p[1]));
	T(kcmp(getpid(), getpid(), KCMP_FILE, p[0], 999));
	T(kcmp(getpid(), suid, KCMP_VM, 0, 0));
	T(kcmp(getpid(), 99999, KCMP_VM, 0, 0));
	T(vm_read(getpid(), b, a, sizeof(a)));
	T(strcmp(a, b));
	T(vm_read(suid, b, a, sizeof(a)));
	T(vm_read(99999, b, a, sizeof(a)));
	T(syscall(SYS_process_vm_writev, suid, NULL, 0, NULL, 0, 0));
	T(vm_write(suid, a, b, sizeof(a)));
	T(syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0));
	T(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, IOPRIO_BE_4));
	T(syscall(SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0));
	T(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, IOPRIO_RT_0));
	T(syscall(SYS_ioprio_set, IOPRIO_WHO_PROCESS, suid, IOPRIO_BE_4));
	T(syscall(SYS_fsopen, "tmpfs", 0));
	T(syscall(SYS_fspick, AT_FDCWD, "/", 0));
	T(syscall(SYS_open_tree, AT_FDCWD, "/", 1));
	T(syscall(SYS_move_mount, AT_FDCWD, "/", AT_FDCWD, "/tmp", 0));
	T(syscall(SYS_fsmount, p[0], 0, 0));
	T(syscall(SYS_vm86old, NULL));
	T(syscall(SYS_migrate_pages, 1, 1, a, a));
	T(syscall(SYS_set_mempolicy, 0, NULL, 0));
	T(syscall(SYS_mlock, a, 1));
	T(syscall(SYS_munlock, a, 1));
	close(p[0]);
	close(p[1]);
}

static int copy_self(const char *from, const char *to)
{
	char buf[4096];
	int in = open(from, O_RDONLY), n, ret = -1;
	int out = open(to, O_CREAT | O_WRONLY | O_TRUNC, 0700);

	while (in >= 0 && out >= 0 && (n = read(in, buf, sizeof(buf))) > 0)
		if (write(out, buf, n) != n)
			break;
	if (in >= 0 && out >= 0 && n == 0)
		ret = fchmod(out, 04755);
	close(in);
	close(out);
	return ret;
}

/* The user's part: the targets, the looks, the calls */
static void as_user(void)
{
	pid_t own, suid, dropped, undumped;
	gid_t g = 1000;
	int status;

	if (setgroups(1, &g) || setgid(1000) || setuid(1000))
		return;
	/* setuid(2) changed the euid: no longer dumpable, nor its
	 * children, until it says so */
	T(prctl(PR_GET_DUMPABLE));
	T(prctl(PR_SET_DUMPABLE, 1));
	own = start("own", NULL);
	undumped = start("undumped", NULL);
	suid = start("suid", "hold");
	dropped = start("dropped", "drop");
	look("init", 1);
	look("own", own);
	look("undumped", undumped);
	look("suid", suid);
	look("dropped", dropped);
	calls(own, suid);
	T(kill(own, SIGKILL));
	T(kill(undumped, SIGKILL));
	T(kill(suid, SIGKILL));
	T(kill(dropped, SIGKILL));
	while (wait(&status) > 0)
		;
}

int main(int argc, char **argv)
{
	int status;

	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc == 3 && (!strcmp(argv[1], "hold") || !strcmp(argv[1], "drop")))
		return hold(atoi(argv[2]), argv[1][0] == 'd');
	if (argc != 2) {
		fprintf(stderr, "usage: proccheck DIR\n");
		return 2;
	}
	snprintf(dir, sizeof(dir), "%s", argv[1]);
	T(copy_self(argv[0], path_in(dir, "suid")));
	T(prctl(PR_GET_DUMPABLE));
	T(prctl(PR_SET_DUMPABLE, 2));
	T(prctl(PR_SET_DUMPABLE, 0));
	T(prctl(PR_GET_DUMPABLE));
	T(prctl(PR_SET_DUMPABLE, 1));
	if (fork() == 0) {
		as_user();
		return 0;
	}
	wait(&status);
	T(WIFEXITED(status) ? WEXITSTATUS(status) : -1);
	return 0;
}
