// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/nscheck.c - namespaces (kernel/nsproxy.c, fs/nsfs.c,
 * fs/proc/namespaces.c): the boot's /proc/self/ns links and what stat(2)
 * says of them; the ioctls of ioctl_ns(2); UTS and IPC namespaces made
 * by clone(2) and unshare(2), left and joined again with setns(2) by a
 * /proc/PID/ns file or a pidfd, one kept alive by an open file after
 * its last process; and the refusals of man 2 setns and man 2 unshare,
 * to root and to a user; the propagation types mount(2) sets in a new
 * mount namespace.  Run as root; it prints the same lines on
 * Linux 6.1 (tests/kernel/nscheck.linux).  Not asked: what needs a user
 * namespace (Linux makes one, this kernel has none).  New namespaces' numbers
 * differ from Linux's: only whether two are the same is printed.
 */
#include "report.h"
#include <fcntl.h>
#include <linux/nsfs.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/msg.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>

#define STACK_SIZE	(64 * 1024)
#define KEY		0x6e730001

static char stack[STACK_SIZE] __attribute__((aligned(16)));
static int shmid;

static const char *const kinds[] = {
	"cgroup", "ipc", "mnt", "net", "pid", "pid_for_children", "time",
	"time_for_children", "user", "uts",
};

/* a link's target, or errno's name */
static const char *read_link(const char *path)
{
	static char buf[64];
	ssize_t n = readlink(path, buf, sizeof(buf) - 1);

	buf[n > 0 ? n : 0] = '\0';
	return n > 0 ? buf : strerrorname_np(errno);
}

static const char *ns_link(pid_t pid, const char *kind)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/ns/%s", (int)pid, kind);
	return read_link(path);
}

static int ns_open(pid_t pid, const char *kind)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/ns/%s", (int)pid, kind);
	return open(path, O_RDONLY);
}

static const char *hostname(void)
{
	static struct utsname u;

	uname(&u);
	return u.nodename;
}

static void boot_links(void)
{
	struct stat st;
	size_t i;

	for (i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		printf("%s -> %s\n", kinds[i], ns_link(getpid(), kinds[i]));
	T(stat("/proc/self/ns/uts", &st));
	printf("uts: ino %llu mode %o nlink %u size %lld\n",
	       (unsigned long long)st.st_ino, st.st_mode,
	       (unsigned int)st.st_nlink, (long long)st.st_size);
	T(lstat("/proc/self/ns/uts", &st));
	printf("link mode %o\n", st.st_mode);
	T(stat("/proc/self/ns", &st));
	printf("dir mode %o\n", st.st_mode);
}

/* fd's namespace's inode number, printed only if it is a boot one */
static void show_fd_ino(const char *what, int fd)
{
	struct stat st;

	if (fd < 0 || fstat(fd, &st)) {
		printf("%s: %s\n", what, strerrorname_np(errno));
		return;
	}
	printf("%s: ino %llu\n", what, (unsigned long long)st.st_ino);
	close(fd);
}

static const char *fd_link(int fd)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	return read_link(path);
}

static void ioctls(void)
{
	int uts = ns_open(getpid(), "uts");
	int user = ns_open(getpid(), "user");
	int pid = ns_open(getpid(), "pid");
	uid_t uid = 77;

	T(ioctl(uts, NS_GET_NSTYPE) == CLONE_NEWUTS);
	T(ioctl(user, NS_GET_NSTYPE) == CLONE_NEWUSER);
	T(ioctl(pid, NS_GET_NSTYPE) == CLONE_NEWPID);
	T(ioctl(uts, NS_GET_PARENT));
	T(ioctl(uts, NS_GET_OWNER_UID, &uid));
	show_fd_ino("NS_GET_USERNS of uts", ioctl(uts, NS_GET_USERNS));
	T(ioctl(user, NS_GET_USERNS));
	T(ioctl(user, NS_GET_PARENT));
	T(ioctl(pid, NS_GET_PARENT));
	T(ioctl(user, NS_GET_OWNER_UID, &uid));
	printf("owner uid %d\n", (int)uid);
	T(ioctl(user, NS_GET_OWNER_UID, (uid_t *)8));
	T(ioctl(uts, _IO(0xb7, 0x9)));
	T(ioctl(0, NS_GET_NSTYPE) == -1 && errno == ENOTTY);
	printf("fd link: %s\n", fd_link(uts));
	close(uts);
	close(user);
	close(pid);
}

static int uts_fd;
static char parent_host[65];

/* in a new UTS namespace: its own host name, then back by setns(2) */
static int new_uts_child(void *arg)
{
	const char *parent = arg;

	printf("child: uts differs: %d\n",
	       strcmp(ns_link(getpid(), "uts"), parent) != 0);
	T(sethostname("nschild", 7));
	printf("child: hostname %s\n", hostname());
	T(setns(uts_fd, CLONE_NEWIPC));
	T(setns(uts_fd, CLONE_NEWUTS));
	printf("child: hostname the parent's: %d, uts the parent's: %d\n",
	       strcmp(hostname(), parent_host) == 0,
	       strcmp(ns_link(getpid(), "uts"), parent) == 0);
	fflush(stdout);
	return 0;
}

/* in a new IPC namespace: the parent's segment is not there */
static int new_ipc_child(void *arg)
{
	int ipc_fd = *(int *)arg;
	void *p = shmat(shmid, NULL, 0);

	printf("child: shmat of the parent's: %s\n",
	       p == (void *)-1 ? strerrorname_np(errno) : "attached");
	T(shmget(KEY, 0, 0));
	T(msgget(KEY, IPC_CREAT | 0600) >= 0);
	T(setns(ipc_fd, 0));
	p = shmat(shmid, NULL, 0);
	printf("child: after setns: %s\n",
	       p == (void *)-1 ? strerrorname_np(errno) : "attached");
	T(msgget(KEY, 0));
	fflush(stdout);
	return p == (void *)-1;
}

static int run_child(int flags, int (*fn)(void *), void *arg)
{
	int status;
	pid_t pid;

	fflush(stdout);
	pid = clone(fn, stack + STACK_SIZE, flags | SIGCHLD, arg);
	if (pid < 0)
		return -1;
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

static void uts_and_ipc(void)
{
	char parent[64];
	int ipc_fd = ns_open(getpid(), "ipc");

	strcpy(parent, ns_link(getpid(), "uts"));
	strcpy(parent_host, hostname());
	uts_fd = ns_open(getpid(), "uts");
	T(run_child(CLONE_NEWUTS, new_uts_child, parent));
	printf("parent: hostname unchanged: %d\n",
	       strcmp(hostname(), "nschild") != 0);
	shmid = shmget(KEY, 4096, IPC_CREAT | 0600);
	T(run_child(CLONE_NEWIPC, new_ipc_child, &ipc_fd));
	T(msgget(KEY, 0));
	T(shmctl(shmid, IPC_RMID, NULL));
	close(ipc_fd);
}

/* a namespace no process is in any more, held by an open file */
static void kept_by_file(void)
{
	int pipefd[2], fd, status;
	pid_t pid;

	if (pipe(pipefd))
		return;
	pid = fork();
	if (pid == 0) {
		char c;

		unshare(CLONE_NEWUTS);
		sethostname("gone", 4);
		close(pipefd[1]);
		read(pipefd[0], &c, 1);
		_exit(0);
	}
	close(pipefd[0]);
	usleep(200000);
	fd = ns_open(pid, "uts");
	close(pipefd[1]);
	waitpid(pid, &status, 0);
	printf("child's ns/uts after it exited: %s\n", ns_link(pid, "uts"));
	pid = fork();
	if (pid == 0) {
		T(setns(fd, CLONE_NEWUTS));
		printf("joined: hostname %s\n", hostname());
		fflush(stdout);
		_exit(0);
	}
	waitpid(pid, &status, 0);
	close(fd);
}

/* propagation types in a mount namespace of its own (not MS_SHARED:
 * this kernel has no shared mounts) */
static void propagation(void)
{
	int status;

	if (fork() == 0) {
		T(unshare(CLONE_NEWNS));
		T(mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL));
		T(mount("none", "/proc", NULL, MS_SLAVE, NULL));
		T(mount(NULL, "/proc", NULL, MS_UNBINDABLE, NULL));
		T(mount(NULL, "/proc", NULL, MS_PRIVATE | MS_SLAVE, NULL));
		T(mount(NULL, "/proc", NULL, MS_PRIVATE | MS_RDONLY, NULL));
		T(mount(NULL, "/proc/self", NULL, MS_PRIVATE, NULL));
		T(mount(NULL, "/proc/self/stat", NULL, MS_PRIVATE, NULL));
		T(setresuid(1000, 1000, 1000));
		T(mount(NULL, "/", NULL, MS_PRIVATE, NULL));
		fflush(stdout);
		_exit(0);
	}
	wait(&status);
}

static void refusals(void)
{
	int file = open("/proc/self/stat", O_RDONLY);
	int user = ns_open(getpid(), "user");
	int pidfd = syscall(SYS_pidfd_open, getpid(), 0);
	int uts = ns_open(getpid(), "uts");
	int status;

	T(setns(-1, 0));
	T(setns(file, 0));
	T(setns(user, 0));
	T(setns(pidfd, 0));
	T(setns(pidfd, CLONE_VM));
	T(setns(pidfd, CLONE_NEWUTS | CLONE_NEWIPC));
	T(unshare(0x1));
	if (fork() == 0) {
		T(setresuid(1000, 1000, 1000));
		T(unshare(CLONE_NEWUTS));
		T(unshare(CLONE_NEWIPC));
		T(setns(uts, 0));
		T(readlink("/proc/1/ns/uts", (char [64]){ 0 }, 64));
		fflush(stdout);
		_exit(0);
	}
	wait(&status);
	close(file);
	close(user);
	close(pidfd);
	close(uts);
}

int main(void)
{
	boot_links();
	ioctls();
	uts_and_ipc();
	kept_by_file();
	propagation();
	refusals();
	return 0;
}
