// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/xattrcheck.c DIR [NAMESPACE] - extended attributes
 * (xattr(7)) in DIR, one line a call as report.h prints it.
 * First what a namespace's store does (NAMESPACE, "trusted." unless
 * given): XATTR_CREATE and XATTR_REPLACE, a size-0 query, ERANGE for a
 * small buffer, E2BIG, names too long or empty, the list, the l* and
 * f* calls, a hard link, an unlinked open file.  Then, with "trusted."
 * only: who may do what as Linux 6.1 checks it (user.* on links, FIFOs,
 * devices and pipes, unknown namespaces, /proc, security.*, and as
 * nobody: trusted.* hidden, EACCES, a sticky directory).
 * On Linux 6.1's tmpfs user.* is EOPNOTSUPP: tests/kernel/xattrcheck.linux
 * has the store lines for trusted.*, xattrcheck-user.linux those for
 * user.*, and test_xattr_mq.py checks oops386 prints both.
 */
#include "report.h"
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/xattr.h>
#include <unistd.h>

/* T() that also gives the call's value */
#define TV(call)	({ long r_ = (long)(call); show(#call, r_); r_; })

static char buf[70000], big[70000], name[300];
static const char *ns;
/* out of the compiler's sight: it would refuse them */
static void *volatile nowhere = (void *)4;

/* ns followed by rest, in one of four buffers used in turn */
static const char *N(const char *rest)
{
	static char names[4][300];
	static int i;

	i = (i + 1) % 4;
	snprintf(names[i], sizeof(names[i]), "%s%s", ns, rest);
	return names[i];
}

/* a listxattr(2) list, NUL-separated, as one line */
static void show_list(long n)
{
	printf("  list:");
	for (long i = 0; i < n; i += (long)strlen(buf + i) + 1)
		printf(" %s", buf + i);
	printf("\n");
}

static void show_value(long n)
{
	if (n >= 0)
		printf("  value: \"%.*s\"\n", (int)n, buf);
}

static void store(const char *f, const char *d)
{
	long n;

	T(getxattr(f, N("a"), buf, 64));
	T(setxattr(f, N("a"), "hello", 5, 0));
	T(setxattr(f, N("a"), "x", 1, XATTR_CREATE));
	T(setxattr(f, N("b"), "x", 1, XATTR_REPLACE));
	T(setxattr(f, N("a"), "x", 1, 4));
	T(getxattr(f, N("a"), NULL, 0));
	T(getxattr(f, N("a"), buf, 4));
	show_value(TV(getxattr(f, N("a"), buf, 64)));
	T(setxattr(f, N("a"), "world!", 6, XATTR_REPLACE));
	show_value(TV(getxattr(f, N("a"), buf, 64)));
	T(setxattr(f, N("b"), "", 0, XATTR_CREATE));
	T(getxattr(f, N("b"), buf, 64));
	T(setxattr(f, N("c"), big, 65537, 0));
	T(setxattr(f, N("c"), big, 65536, 0));
	T(getxattr(f, N("c"), NULL, 0));
	T(getxattr(f, N("c"), buf, 65535));
	n = TV(getxattr(f, N("c"), buf, sizeof(buf)));
	printf("  same: %d\n", n == 65536 && !memcmp(buf, big, 65536));
	T(removexattr(f, N("c")));
	T(listxattr(f, NULL, 0));
	T(listxattr(f, buf, 3));
	show_list(TV(listxattr(f, buf, sizeof(buf))));
	T(setxattr(f, "", "x", 1, 0));
	T(setxattr(f, ns, "x", 1, 0));
	T(getxattr(f, ns, buf, 64));
	memset(name, 'n', sizeof(name));
	strcpy(name, ns);
	name[strlen(ns)] = 'n';
	name[256] = '\0';
	T(setxattr(f, name, "x", 1, 0));
	T(getxattr(f, name, buf, 64));
	name[255] = '\0';
	T(setxattr(f, name, "x", 1, 0));
	T(getxattr(f, name, buf, 64));
	T(removexattr(f, name));
	T(removexattr(f, N("b")));
	T(removexattr(f, N("b")));
	T(setxattr(f, N("v"), nowhere, 5, 0));
	T(getxattr(f, N("a"), nowhere, 64));
	T(listxattr(f, nowhere, 64));
	T(setxattr(path_in(d, "none"), N("a"), "x", 1, 0));
	T(getxattr("", N("a"), buf, 64));
	T(setxattr(d, N("dir"), "d", 1, 0));
	show_list(TV(listxattr(d, buf, sizeof(buf))));
}

static void by_fd_and_links(const char *f, const char *d)
{
	int fd = open(f, O_RDONLY);

	T(fsetxattr(fd, N("fd"), "fd", 2, 0));
	show_value(TV(fgetxattr(fd, N("fd"), buf, 64)));
	show_list(TV(flistxattr(fd, buf, sizeof(buf))));
	T(fremovexattr(fd, N("fd")));
	T(fremovexattr(fd, N("fd")));
	T(fsetxattr(-1, N("a"), "x", 1, 0));
	T(fgetxattr(999, N("a"), buf, 64));
	T(flistxattr(999, buf, 64));
	T(fremovexattr(999, N("a")));
	T(link(f, path_in(d, "hard")));
	show_value(TV(getxattr(path_in(d, "hard"), N("a"), buf, 64)));
	T(unlink(f));
	T(unlink(path_in(d, "hard")));
	show_value(TV(fgetxattr(fd, N("a"), buf, 64)));
	T(fsetxattr(fd, N("gone"), "g", 1, 0));
	close(fd);
}

/* user.* and the VFS's checks: the same on any file system */
static void special(const char *d)
{
	const char *f = path_in(d, "plain"), *l = path_in(d, "link");
	const char *p = path_in(d, "fifo"), *c = path_in(d, "null");
	int pipefd[2];

	close(open(f, O_CREAT | O_WRONLY, 0644));
	T(symlink(f, l));
	T(lsetxattr(l, "user.a", "x", 1, 0));
	T(lgetxattr(l, "user.a", buf, 64));
	T(lremovexattr(l, "user.a"));
	T(lsetxattr(l, "trusted.s", "s", 1, 0));
	show_list(TV(llistxattr(l, buf, sizeof(buf))));
	T(getxattr(l, "trusted.s", buf, 64));
	T(mkfifo(p, 0644));
	T(setxattr(p, "user.a", "x", 1, 0));
	T(getxattr(p, "user.a", buf, 64));
	T(mknod(c, S_IFCHR | 0666, makedev(1, 3)));
	T(setxattr(c, "user.a", "x", 1, 0));
	T(removexattr(c, "user.a"));
	T(pipe(pipefd));
	T(fsetxattr(pipefd[0], "user.a", "x", 1, 0));
	T(fgetxattr(pipefd[0], "user.a", buf, 64));
	T(fsetxattr(pipefd[0], "trusted.a", "x", 1, 0));
	T(flistxattr(pipefd[0], buf, 64));
	T(setxattr(f, "foo.bar", "x", 1, 0));
	T(getxattr(f, "foo.bar", buf, 64));
	T(removexattr(f, "foo.bar"));
	T(setxattr(f, "userx", "x", 1, 0));
	T(setxattr("/proc/version", "trusted.a", "x", 1, 0));
	T(getxattr("/proc/version", "trusted.a", buf, 64));
	T(listxattr("/proc/version", buf, 64));
	T(setxattr(f, "security.x", "sec", 3, 0));
	T(setxattr(f, "trusted.t", "t", 1, 0));
}

/* as nobody: what root's files and attributes allow */
static void as_nobody(const char *d)
{
	const char *f = path_in(d, "plain"), *s = path_in(d, "sticky");
	const char *priv = path_in(d, "private");

	T(mkdir(s, 01777));
	T(chmod(s, 01777));
	close(open(priv, O_CREAT | O_WRONLY, 0600));
	T(setgid(65534));
	T(setuid(65534));
	T(getxattr(f, "trusted.t", buf, 64));
	T(setxattr(f, "trusted.t", "t", 1, 0));
	T(removexattr(f, "trusted.t"));
	show_value(TV(getxattr(f, "security.x", buf, 64)));
	T(setxattr(f, "security.x", "x", 1, 0));
	T(removexattr(f, "security.x"));
	show_list(TV(listxattr(f, buf, sizeof(buf))));
	T(setxattr(f, "user.a", "x", 1, 0));
	T(getxattr(priv, "user.a", buf, 64));
	T(setxattr(s, "user.a", "x", 1, 0));
	T(setxattr(f, "foo.bar", "x", 1, 0));
}

int main(int argc, char **argv)
{
	const char *d = argc > 1 ? argv[1] : "/tmp";
	char *sub = strdup(path_in(d, "xattr")), *f;

	ns = argc > 2 ? argv[2] : "trusted.";
	for (size_t i = 0; i < sizeof(big); i++)
		big[i] = (char)('a' + i % 26);
	printf("== store %s\n", ns);
	if (mkdir(sub, 0755))
		perror(sub);
	f = strdup(path_in(sub, "file"));
	close(open(f, O_CREAT | O_WRONLY, 0644));
	store(f, sub);
	by_fd_and_links(f, sub);
	if (argc > 2)
		return 0;
	printf("== checks\n");
	special(sub);
	as_nobody(sub);
	return 0;
}
