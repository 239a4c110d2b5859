// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/fscheck.c - clone(2)'s CLONE_FS (fs/fs_struct.c): a child
 * sharing its parent's struct fs_struct changes the parent's working
 * directory, umask and root; one without CLONE_FS, or after
 * unshare(CLONE_FS), does not; kcmp(2) KCMP_FS tells the two apart,
 * and KCMP_IO of tasks that have no I/O context says "the same";
 * CLONE_SYSVSEM shares SEM_UNDO adjustments (ipc/sem.c), undone at the
 * last sharer's exit or unshare(2), and KCMP_SYSVSEM says so.  Run as root in a
 * writable directory DIR; it prints the same lines on Linux 6.1
 * (tests/kernel/fscheck.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <linux/kcmp.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/sem.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define STACK_SIZE	(64 * 1024)

static char stack[STACK_SIZE] __attribute__((aligned(16)));
static const char *dir;

/* what the child does, chosen by its argument */
enum { DO_CHDIR, DO_UNSHARE_CHDIR, DO_CHROOT, DO_KCMP, DO_SEM_UNDO };

static int kcmp_type;
static int semid;

/* +1 with SEM_UNDO on the set's one semaphore */
static int sem_up(void)
{
	struct sembuf op = { 0, 1, SEM_UNDO };

	return semop(semid, &op, 1);
}

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
	case DO_SEM_UNDO:
		return sem_up() ? 4 : 0;
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
	       flags & CLONE_FS ? " with CLONE_FS" :
	       flags & CLONE_SYSVSEM ? " with CLONE_SYSVSEM" : "",
	       run_child(flags, DO_KCMP) == 0);
}

/* CLONE_SYSVSEM shares the SEM_UNDO adjustments: a sharer's exit
 * leaves them, the last one's (or unshare(2)'s) undoes them */
static void sysvsem(void)
{
	semid = semget(IPC_PRIVATE, 1, 0600);
	T(sem_up());
	kcmp_child(CLONE_SYSVSEM, KCMP_SYSVSEM, "KCMP_SYSVSEM after SEM_UNDO");
	kcmp_child(0, KCMP_SYSVSEM, "KCMP_SYSVSEM after SEM_UNDO");
	T(run_child(CLONE_SYSVSEM, DO_SEM_UNDO));
	T(semctl(semid, 0, GETVAL));
	T(run_child(0, DO_SEM_UNDO));
	T(semctl(semid, 0, GETVAL));
	T(unshare(CLONE_SYSVSEM));
	T(semctl(semid, 0, GETVAL));
	T(semctl(semid, 0, IPC_RMID));
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
	sysvsem();
	return rmdir(path_in(dir, "sub")) ? 1 : 0;
}
