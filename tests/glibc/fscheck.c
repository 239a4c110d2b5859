// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/fscheck.c - clone(2)'s CLONE_FS (fs/fs_struct.c): a child
 * sharing its parent's struct fs_struct changes the parent's working
 * directory, umask and root; one without CLONE_FS, or after
 * unshare(CLONE_FS), does not; kcmp(2) KCMP_FS tells the two apart,
 * and KCMP_IO and KCMP_SYSVSEM of tasks that have neither an I/O
 * context nor SEM_UNDO adjustments say "the same".  Run as root in a
 * writable directory DIR; it prints the same lines on Linux 6.1
 * (tests/kernel/fscheck.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <linux/kcmp.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define STACK_SIZE	(64 * 1024)

static char stack[STACK_SIZE] __attribute__((aligned(16)));
static const char *dir;

/* what the child does, chosen by its argument */
enum { DO_CHDIR, DO_UNSHARE_CHDIR, DO_CHROOT, DO_KCMP };

static int kcmp_type;

static long kcmp(pid_t a, pid_t b, int type)
{
	return syscall(SYS_kcmp, a, b, type, 0, 0);
}

static int child(void *arg)
{
	switch ((int)(long)arg) {
	case DO_UNSHARE_CHDIR:
		if (unshare(CLONE_FS))
			return 1;
		/* fall through */
	case DO_CHDIR:
		umask(0027);
		return chdir(path_in(dir, "sub")) ? 2 : 0;
	case DO_CHROOT:
		return chroot(dir) ? 3 : 0;
	default:
		return (int)kcmp(getppid(), getpid(), kcmp_type);
	}
}

/* A child cloned with flags doing what; its exit status */
static int run_child(int flags, int what)
{
	int status;
	pid_t pid = clone(child, stack + STACK_SIZE, flags | SIGCHLD,
			  (void *)(long)what);

	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

/* where the caller is now, relative to dir */
static void show_cwd(const char *what)
{
	char buf[512];
	size_t n = strlen(dir);

	if (!getcwd(buf, sizeof(buf)))
		strcpy(buf, "?");
	printf("%s: cwd %s, umask %04o\n", what,
	       strncmp(buf, dir, n) ? buf : buf[n] ? buf + n : "DIR",
	       (unsigned int)umask(022));
}

static void reset(void)
{
	if (chdir(dir))
		perror("chdir");
	umask(022);
}

/* the root a CLONE_FS child gave: its process sees dir as "/" */
static void chroot_seen(int flags)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		int r = run_child(flags, DO_CHROOT);

		_exit(r ? 100 + r : access("/sub", F_OK) == 0);
	}
	waitpid(pid, &status, 0);
	printf("chroot by a child%s: parent sees /sub: %d\n",
	       flags & CLONE_FS ? " with CLONE_FS" : "",
	       WEXITSTATUS(status));
}

static void kcmp_child(int flags, int type, const char *what)
{
	kcmp_type = type;
	printf("kcmp %s, child%s: %d\n", what,
	       flags & CLONE_FS ? " with CLONE_FS" : "",
	       run_child(flags, DO_KCMP) == 0);
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return 2;
	dir = argv[1];
	mkdir(path_in(dir, "sub"), 0755);
	reset();
	show("child with CLONE_FS", run_child(CLONE_FS, DO_CHDIR));
	show_cwd("after it");
	reset();
	show("child without", run_child(0, DO_CHDIR));
	show_cwd("after it");
	reset();
	show("child with CLONE_FS, unshared", run_child(CLONE_FS,
							DO_UNSHARE_CHDIR));
	show_cwd("after it");
	reset();
	chroot_seen(CLONE_FS);
	chroot_seen(0);
	kcmp_child(CLONE_FS, KCMP_FS, "KCMP_FS is the same");
	kcmp_child(0, KCMP_FS, "KCMP_FS is the same");
	kcmp_child(CLONE_IO, KCMP_IO, "KCMP_IO is the same");
	kcmp_child(CLONE_SYSVSEM, KCMP_SYSVSEM, "KCMP_SYSVSEM is the same");
	T(kcmp(getpid(), getpid(), KCMP_EPOLL_TFD + 1));
	return rmdir(path_in(dir, "sub")) ? 1 : 0;
}
