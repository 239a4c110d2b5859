// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/sysfail.c - every implemented system call given bad
 * pointers, bad descriptors, huge lengths and wrong flags.  One line per
 * call: what it was given and what came back, "ok" or the errno's name.
 * It uses raw system calls only, so the same binary runs on Linux: its
 * output there (tests/kernel/sysfail.linux, from the linux-reference
 * oracle) is what oops386's must be.
 */
#include "libc.h"

#define BAD	((void *)1)		/* an unmapped user address */
#define KERN	((void *)0xc0100000)	/* the kernel's text */
#define TCGETS	0x5401
#define F_GETFD	1
#define MAP_PRIVATE_ANON 0x22

static const char *const names[] = {
	[EPERM] = "EPERM",	 [ENOENT] = "ENOENT",
	[ESRCH] = "ESRCH",	 [EINTR] = "EINTR",
	[E2BIG] = "E2BIG",	 [ENOEXEC] = "ENOEXEC",
	[EBADF] = "EBADF",	 [ECHILD] = "ECHILD",
	[EAGAIN] = "EAGAIN",	 [ENOMEM] = "ENOMEM",
	[EACCES] = "EACCES",	 [EFAULT] = "EFAULT",
	[EBUSY] = "EBUSY",	 [EEXIST] = "EEXIST",
	[ENODEV] = "ENODEV",	 [ENOTDIR] = "ENOTDIR",
	[EISDIR] = "EISDIR",	 [EINVAL] = "EINVAL",
	[EMFILE] = "EMFILE",	 [ENOTTY] = "ENOTTY",
	[EFBIG] = "EFBIG",	 [ESPIPE] = "ESPIPE",
	[EPIPE] = "EPIPE",	 [ERANGE] = "ERANGE",
	[ENAMETOOLONG] = "ENAMETOOLONG", [ENOSYS] = "ENOSYS",
	[EOPNOTSUPP] = "EOPNOTSUPP",
};

static void report(const char *what, long r)
{
	if (r >= 0 || r < -4095)
		printf("%-44s ok\n", what);
	else if (-r < (long)ARRAY_SIZE(names) && names[-r])
		printf("%-44s %s\n", what, names[-r]);
	else
		printf("%-44s errno %ld\n", what, -r);
}

#define CALL(what, ...) report(what, __syscall(__VA_ARGS__))

static void files(void)
{
	static char longpath[300];
	char buf[64];
	long dir = __syscall(__NR_open, "/", O_RDONLY | O_DIRECTORY);
	long file = __syscall(__NR_open, "/proc/version", O_RDONLY);

	memset(longpath, 'a', sizeof(longpath) - 1);
	longpath[0] = '/';
	CALL("read bad fd", __NR_read, 99, buf, 1);
	CALL("read fd -1", __NR_read, -1, buf, 1);
	CALL("read into NULL", __NR_read, file, NULL, 10);
	CALL("read into kernel", __NR_read, file, KERN, 10);
	CALL("read a directory", __NR_read, dir, buf, 1);
	CALL("write from bad pointer", __NR_write, 1, BAD, 10);
	CALL("write from kernel", __NR_write, 1, KERN, 4);
	CALL("write huge length", __NR_write, 1, buf, 0x7fffffff);
	CALL("write a read-only fd", __NR_write, file, buf, 1);
	CALL("open NULL", __NR_open, NULL, O_RDONLY);
	CALL("open kernel pointer", __NR_open, KERN, O_RDONLY);
	CALL("open empty name", __NR_open, "", O_RDONLY);
	CALL("open missing file", __NR_open, "/nonexistent", O_RDONLY);
	CALL("open long name", __NR_open, longpath, O_RDONLY);
	CALL("open dir for writing", __NR_open, "/", O_WRONLY);
	CALL("open file as O_DIRECTORY", __NR_open, "/proc/version",
	     O_RDONLY | O_DIRECTORY);
	CALL("open O_CREAT|O_EXCL existing", __NR_open, "/proc",
	     O_RDONLY | O_CREAT | 0200, 0644);
	CALL("openat bad dirfd", __NR_openat, 99, "x", O_RDONLY);
	CALL("close bad fd", __NR_close, 99);
	CALL("dup bad fd", __NR_dup, 99);
	CALL("dup2 to huge fd", __NR_dup2, 1, 99999);
	CALL("fcntl64 bad fd", __NR_fcntl64, 99, F_GETFD);
	CALL("fcntl64 bad command", __NR_fcntl64, 1, 9999);
	CALL("lseek a terminal", __NR_lseek, 0, 0, 0);
	CALL("lseek bad whence", __NR_lseek, file, 0, 7);
	CALL("lseek before start", __NR_lseek, file, -1, 0);
	CALL("_llseek to bad pointer", __NR__llseek, file, 0, 0, BAD, 0);
	CALL("readv bad vector", __NR_readv, file, BAD, 1);
	CALL("writev too many vectors", __NR_writev, 1, buf, 5000);
	CALL("getdents64 not a dir", __NR_getdents64, file, buf, sizeof(buf));
	CALL("getdents64 tiny buffer", __NR_getdents64, dir, buf, 1);
	CALL("getdents64 bad buffer", __NR_getdents64, dir, BAD, 4096);
	CALL("stat64 NULL name", __NR_stat64, NULL, buf);
	CALL("stat64 into bad pointer", __NR_stat64, "/", BAD);
	CALL("stat64 missing", __NR_stat64, "/nonexistent", buf);
	CALL("fstat64 bad fd", __NR_fstat64, 99, buf);
	CALL("fstatat64 bad flags", __NR_fstatat64, -100, "/", buf, 0x7);
	CALL("ioctl bad fd", __NR_ioctl, 99, TCGETS, buf);
	CALL("ioctl TCGETS on a file", __NR_ioctl, file, TCGETS, buf);
	CALL("ioctl TCGETS to bad pointer", __NR_ioctl, 0, TCGETS, BAD);
	CALL("pipe to bad pointer", __NR_pipe, BAD);
	CALL("getcwd tiny buffer", __NR_getcwd, buf, 1);
	CALL("getcwd bad pointer", __NR_getcwd, BAD, 100);
	CALL("chdir to a file", __NR_chdir, "/proc/version");
	CALL("chdir missing", __NR_chdir, "/nonexistent");
	CALL("mkdir existing", __NR_mkdir, "/proc", 0755);
	CALL("mkdir bad pointer", __NR_mkdir, BAD, 0755);
	CALL("unlink a directory", __NR_unlink, "/proc");
	CALL("unlink missing", __NR_unlink, "/nonexistent");
	__syscall(__NR_close, dir);
	__syscall(__NR_close, file);
}

static void processes(void)
{
	char buf[64];
	static char *const argv[] = { "x", NULL };

	CALL("execve missing", __NR_execve, "/nonexistent", argv, NULL);
	CALL("execve a directory", __NR_execve, "/", argv, NULL);
	CALL("execve NULL name", __NR_execve, NULL, argv, NULL);
	CALL("execve bad argv", __NR_execve, "/proc/version", BAD, NULL);
	CALL("wait4 bad options", __NR_wait4, -1, NULL, 0x12345678, NULL);
	CALL("wait4 no children", __NR_wait4, -1, NULL, 0, NULL);
	CALL("kill no such pid", __NR_kill, 99999, 0);
	CALL("kill bad signal", __NR_kill, 1, 99);
	CALL("uname to bad pointer", __NR_uname, BAD);
	CALL("clock_gettime bad clock", __NR_clock_gettime, 99, buf);
	CALL("clock_gettime bad pointer", __NR_clock_gettime, 0, BAD);
	CALL("gettimeofday bad pointer", __NR_gettimeofday, BAD, NULL);
	CALL("nanosleep bad pointer", __NR_nanosleep, BAD, NULL);
	CALL("nanosleep 2e9 ns", __NR_nanosleep,
	     (long[]){ 0, 2000000000 }, NULL);
	CALL("rt_sigaction SIGKILL", __NR_rt_sigaction, 9, buf, NULL, 8);
	CALL("rt_sigaction bad size", __NR_rt_sigaction, 1, NULL, NULL, 4);
	CALL("rt_sigprocmask bad how", __NR_rt_sigprocmask, 7, buf, NULL, 8);
	CALL("set_thread_area bad pointer", __NR_set_thread_area, BAD);
	CALL("reboot bad magic", __NR_reboot, 1, 2, 0x4321fedc);
	CALL("syslog bad type", __NR_syslog, 99, buf, 10);
	CALL("syslog NULL buffer", __NR_syslog, 3, NULL, 10);
	CALL("syslog bad buffer", __NR_syslog, 3, BAD, 10);
	CALL("mmap2 zero length", __NR_mmap2, 0, 0, 3, MAP_PRIVATE_ANON, -1, 0);
	CALL("mmap2 neither private nor shared", __NR_mmap2, 0, 4096, 3,
	     0x20, -1, 0);
	CALL("munmap unaligned", __NR_munmap, 1, 4096);
	CALL("system call 1000", 1000);
}

/* finit_module(2): flags first (EINVAL), then a readable fd (EBADF) */
static void finit_modules(void)
{
	long dir = __syscall(__NR_open, "/", O_RDONLY | O_DIRECTORY);
	long exe = __syscall(__NR_open, "/proc/self/exe", O_RDONLY);
	int fds[2];

	pipe(fds);
	CALL("finit_module fd -1", __NR_finit_module, -1, "", 0);
	CALL("finit_module fd -1, both flags", __NR_finit_module, -1, "", 3);
	CALL("finit_module fd -1, flag 8", __NR_finit_module, -1, "", 8);
	CALL("finit_module fd -1, compressed", __NR_finit_module, -1, "", 4);
	CALL("finit_module compressed", __NR_finit_module, exe, "", 4);
	CALL("finit_module write end of a pipe", __NR_finit_module, fds[1],
	     "", 0);
	CALL("finit_module directory", __NR_finit_module, dir, "", 0);
	close(fds[0]);
	close(fds[1]);
	close((int)dir);
	close((int)exe);
}

static void modules(void)
{
	static char junk[4096];

	finit_modules();
	memset(junk, 0x5a, sizeof(junk));
	CALL("init_module NULL image", __NR_init_module, NULL, 4096, "");
	CALL("init_module short image", __NR_init_module, junk, 10, "");
	CALL("init_module junk image", __NR_init_module, junk, sizeof(junk),
	     "");
	CALL("init_module kernel image", __NR_init_module, KERN, 4096, "");
	CALL("init_module 65 MiB past the buffer", __NR_init_module, junk,
	     65UL << 20, "");
	CALL("init_module 3 GiB past the buffer", __NR_init_module, junk,
	     3UL << 30, "");
	CALL("delete_module NULL name", __NR_delete_module, NULL, O_NONBLOCK);
	CALL("delete_module kernel name", __NR_delete_module, KERN,
	     O_NONBLOCK);
	CALL("delete_module name at a hole", __NR_delete_module, BAD,
	     O_NONBLOCK);
	CALL("delete_module unknown", __NR_delete_module, "nosuch",
	     O_NONBLOCK);
}

int main(void)
{
	files();
	processes();
	modules();
	printf("sysfail: done\n");
	return 0;
}
