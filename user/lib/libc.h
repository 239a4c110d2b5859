/* SPDX-License-Identifier: GPL-2.0 */
/*
 * user/lib/libc.h - oops386's small C library for its own programs in
 * user/: system-call wrappers (errno and -1 on failure, as POSIX has
 * them), strings (lib/string.c, shared with the kernel), formatted
 * output (lib/vsprintf.c, likewise), a heap, and a few helpers.
 */
#ifndef _USER_LIBC_H
#define _USER_LIBC_H

#include <stdarg.h>
#include "linux/types.h"
#include "linux/string.h"
#include "linux/errno.h"
#include "linux/dirent.h"
#include "linux/fcntl.h"
#include "asm/stat.h"
#include "asm/unistd.h"
#include "asm/signal.h"

#define ARRAY_SIZE(a)	(sizeof(a) / sizeof((a)[0]))

typedef long ssize_t;
typedef int pid_t;

extern int errno;
extern char **environ;

#define WNOHANG		1
#define WIFEXITED(s)	(((s) & 0x7f) == 0)
#define WEXITSTATUS(s)	(((s) >> 8) & 0xff)
#define WIFSIGNALED(s)	(((s) & 0x7f) != 0 && ((s) & 0x7f) != 0x7f)
#define WTERMSIG(s)	((s) & 0x7f)
#define S_IFMT		0170000
#define S_IFDIR		0040000
#define S_IFCHR		0020000
#define S_ISDIR(m)	(((m) & S_IFMT) == S_IFDIR)

/* stat() fills in the kernel's struct stat64 */
#define stat stat64

struct timespec {
	long tv_sec, tv_nsec;
};

long __syscall(long nr, ...);
/* The raw call as a C function: -1 and errno for a -errno result */
long syscall(long nr, ...);

void exit(int code) __attribute__((noreturn));
ssize_t read(int fd, void *buf, size_t n);
ssize_t write(int fd, const void *buf, size_t n);
int open(const char *path, int flags, ...);
int close(int fd);
pid_t fork(void);
int execve(const char *path, char *const argv[], char *const envp[]);
pid_t waitpid(pid_t pid, int *status, int options);
pid_t getpid(void);
int kill(pid_t pid, int sig);
int stat(const char *path, struct stat *st);
int fstat(int fd, struct stat *st);
int getdents64(int fd, void *buf, size_t n);
int chdir(const char *path);
int dup2(int oldfd, int newfd);
int pipe(int fds[2]);
void *sbrk(long inc);
int clock_gettime(int clock, struct timespec *ts);
int nanosleep(const struct timespec *req, struct timespec *rem);
int reboot(unsigned int cmd);
int init_module(void *image, unsigned long len, const char *args);
int finit_module(int fd, const char *args, int flags);
int delete_module(const char *name, unsigned int flags);
int syslog(int type, char *buf, int len);
int setpgid(pid_t pid, pid_t pgid);
pid_t setsid(void);
int ioctl(int fd, unsigned long request, void *arg);
#define TIOCSPGRP	0x5410

/* signals: user/lib/signal.c, the numbers and flags of asm/signal.h */
struct sigaction {
	union {
		void (*sa_handler)(int);
		void (*sa_sigaction)(int, struct siginfo *, void *);
	};
	unsigned long sa_flags;
	void (*sa_restorer)(void);
	sigset_t sa_mask;
};
typedef struct siginfo siginfo_t;
typedef struct sigaltstack stack_t;
#undef SIG_DFL
#undef SIG_IGN
#define SIG_DFL		((void (*)(int))0)
#define SIG_IGN		((void (*)(int))1)
#define WUNTRACED	2
#define WCONTINUED	8
#define WIFSTOPPED(s)	(((s) & 0xff) == 0x7f)
#define WSTOPSIG(s)	WEXITSTATUS(s)
#define WIFCONTINUED(s)	((s) == 0xffff)

int sigaction(int sig, const struct sigaction *act, struct sigaction *old);
int signal_ignore(int sig, bool ignore);	/* SIG_IGN or SIG_DFL */
int sigprocmask(int how, const sigset_t *set, sigset_t *old);
int sigpending(sigset_t *set);
int sigsuspend(const sigset_t *mask);
int sigaltstack(const stack_t *ss, stack_t *old);
int pause(void);
unsigned int alarm(unsigned int seconds);
unsigned int ualarm(unsigned int usecs, unsigned int interval);
int raise(int sig);
/* user/lib/lineedit.c: an interactive line (arrows, history) */
int edit_line(const char *prompt, char *buf, size_t size);

void *malloc(size_t n);
void *realloc(void *p, size_t n);
void free(void *p);
char *strdup(const char *s);

int printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int dprintf(int fd, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
int vdprintf(int fd, const char *fmt, va_list ap);
int vsnprintf(char *buf, size_t size, const char *fmt, va_list args);
int snprintf(char *buf, size_t size, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
int puts(const char *s);
const char *strerror(int err);
void perror(const char *s);
int atoi(const char *s);
char *getenv(const char *name);
int write_all(int fd, const void *buf, size_t n);
/* A whole file in a malloc'd buffer (NUL-ended); NULL and errno */
char *read_file(const char *path, size_t *len);

#endif /* _USER_LIBC_H */
