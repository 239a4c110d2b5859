// SPDX-License-Identifier: GPL-2.0
/*
 * user/init.c - /sbin/init, process 1.
 *
 * Mounts debugfs on /sys/kernel/debug, then runs a script with the
 * shell: its argument (the kernel passes the `init=` file when that is
 * not a program itself, init/main.c), or else /etc/rc if there is one.  Then it keeps a shell on the console:
 * when it exits, another starts, in a session of its own with the
 * serial line as its controlling terminal.  As pid 1 it also inherits
 * every orphan (kernel/exit.c gives them to it) and reaps them in the
 * same wait loop.  It never exits: the kernel panics if pid 1 does.
 */
#include "libc.h"

/*
 * What a getty does for the shell it starts: a session of its own, whose
 * controlling terminal is the serial line (opened without O_NOCTTY, as
 * a session leader: credentials(7)), on descriptors 0, 1 and 2.  The
 * console (/dev/console) can never be one.  If it cannot be opened the
 * shell keeps the console, without job control.
 */
static void open_ctty(void)
{
	int fd;

	setsid();
	fd = open("/dev/ttyS0", O_RDWR);
	if (fd < 0)
		return;
	dup2(fd, 0);
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2)
		close(fd);
}

static pid_t spawn(char *const argv[])
{
	pid_t pid = fork();

	if (pid == 0) {
		open_ctty();
		execve(argv[0], argv, environ);
		dprintf(2, "init: %s: %s\n", argv[0], strerror(errno));
		exit(127);
	}
	if (pid < 0)
		dprintf(2, "init: fork: %s\n", strerror(errno));
	return pid;
}

/* Reap children (orphans too) until `pid` itself has exited */
static void wait_for(pid_t pid)
{
	int status;

	while (pid > 0 && waitpid(-1, &status, 0) != pid)
		;
}

int main(int argc, char **argv)
{
	char *rc[] = { "/bin/sh", argc > 1 ? argv[1] : "/etc/rc", NULL };
	static char *const sh[] = { "/bin/sh", NULL };
	struct stat st;

	/* debugfs where the crash triggers and the self-tests are, as a
	 * distribution's init mounts it (systemd's sys-kernel-debug.mount) */
	if (syscall(__NR_mount, "debugfs", "/sys/kernel/debug", "debugfs", 0,
		    NULL) < 0)
		dprintf(2, "init: mount debugfs: %s\n", strerror(errno));
	if (argc > 1 || !stat(rc[1], &st))
		wait_for(spawn(rc));
	for (;;) {
		pid_t pid = spawn(sh);

		if (pid < 0)
			return 1;
		wait_for(pid);
	}
}
