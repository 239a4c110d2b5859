// SPDX-License-Identifier: GPL-2.0
/*
 * user/lib/unistd.c - the system-call wrappers: each turns the kernel's
 * -errno into -1 and errno (syscall(2) NOTES).  Numbers from
 * include/asm/unistd.h, the same file the kernel's table uses.
 */
#include "libc.h"

int errno;
char **environ;

static long ret(long r)
{
	if ((unsigned long)r > -4096UL) {
		errno = (int)-r;
		return -1;
	}
	return r;
}

long syscall(long nr, ...)
{
	va_list ap;
	long a[6];
	int i;

	va_start(ap, nr);
	for (i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	return ret(__syscall(nr, a[0], a[1], a[2], a[3], a[4], a[5]));
}

void exit(int code)
{
	for (;;)
		__syscall(__NR_exit_group, code);
}

ssize_t read(int fd, void *buf, size_t n)
{
	return ret(__syscall(__NR_read, fd, buf, n));
}

ssize_t write(int fd, const void *buf, size_t n)
{
	return ret(__syscall(__NR_write, fd, buf, n));
}

int open(const char *path, int flags, ...)
{
	va_list ap;
	int mode;

	va_start(ap, flags);
	mode = va_arg(ap, int);
	va_end(ap);
	return (int)ret(__syscall(__NR_open, path, flags, mode));
}

int close(int fd)
{
	return (int)ret(__syscall(__NR_close, fd));
}

pid_t fork(void)
{
	return (pid_t)ret(__syscall(__NR_fork));
}

int execve(const char *path, char *const argv[], char *const envp[])
{
	return (int)ret(__syscall(__NR_execve, path, argv, envp));
}

pid_t waitpid(pid_t pid, int *status, int options)
{
	return (pid_t)ret(__syscall(__NR_wait4, pid, status, options, 0));
}

pid_t getpid(void)
{
	return (pid_t)__syscall(__NR_getpid);
}

int kill(pid_t pid, int sig)
{
	return (int)ret(__syscall(__NR_kill, pid, sig));
}

int stat(const char *path, struct stat *st)
{
	return (int)ret(__syscall(__NR_stat64, path, st));
}

int fstat(int fd, struct stat *st)
{
	return (int)ret(__syscall(__NR_fstat64, fd, st));
}

int getdents64(int fd, void *buf, size_t n)
{
	return (int)ret(__syscall(__NR_getdents64, fd, buf, n));
}

int chdir(const char *path)
{
	return (int)ret(__syscall(__NR_chdir, path));
}

int dup2(int oldfd, int newfd)
{
	return (int)ret(__syscall(__NR_dup2, oldfd, newfd));
}

int pipe(int fds[2])
{
	return (int)ret(__syscall(__NR_pipe, fds));
}

/* brk(2)'s raw call returns the break; growing fails if it did not move */
void *sbrk(long inc)
{
	static unsigned long cur;
	unsigned long want;

	if (!cur)
		cur = (unsigned long)__syscall(__NR_brk, 0);
	want = cur + inc;
	if ((unsigned long)__syscall(__NR_brk, want) != want) {
		errno = ENOMEM;
		return (void *)-1;
	}
	cur = want;
	return (void *)(want - inc);
}

int clock_gettime(int clock, struct timespec *ts)
{
	return (int)ret(__syscall(__NR_clock_gettime, clock, ts));
}

int nanosleep(const struct timespec *req, struct timespec *rem)
{
	return (int)ret(__syscall(__NR_nanosleep, req, rem));
}

int reboot(unsigned int cmd)
{
	return (int)ret(__syscall(__NR_reboot, 0xfee1dead, 672274793, cmd));
}

int init_module(void *image, unsigned long len, const char *args)
{
	return (int)ret(__syscall(__NR_init_module, image, len, args));
}

int finit_module(int fd, const char *args, int flags)
{
	return (int)ret(__syscall(__NR_finit_module, fd, args, flags));
}

int delete_module(const char *name, unsigned int flags)
{
	return (int)ret(__syscall(__NR_delete_module, name, flags));
}

int setpgid(pid_t pid, pid_t pgid)
{
	return (int)ret(__syscall(__NR_setpgid, pid, pgid));
}

pid_t setsid(void)
{
	return (pid_t)ret(__syscall(__NR_setsid));
}

int ioctl(int fd, unsigned long request, void *arg)
{
	return (int)ret(__syscall(__NR_ioctl, fd, request, arg));
}

int syslog(int type, char *buf, int len)
{
	return (int)ret(__syscall(__NR_syslog, type, buf, len));
}
