// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/fscalls.c - the calls that make, name and time files, as
 * the Linux Test Project exercises them: creat, link/linkat, unlink/
 * unlinkat, rmdir, rename/renameat2, symlink/readlink (and the path walk
 * through links: ELOOP, O_NOFOLLOW), utimensat/utimes/utime, chdir and
 * getcwd.  Each line is a call and its result (ok, a value, or the errno
 * name); nothing depends on inode numbers or the clock's reading, so the
 * report is the same on any Linux: tests/kernel/fscalls.linux is Linux
 * 6.1's, which test_busybox.py compares with oops386's line by line.
 * Works in /fscalls.d, which must not exist yet.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#define TOP "/fscalls.d"

static void say(const char *what, long r)
{
	if (r < 0)
		printf("%-40s %s\n", what, strerrorname_np(errno));
	else
		printf("%-40s ok\n", what);
}

/* what lstat(2) says: type, links, size (a directory's size varies) */
static void show(const char *path)
{
	struct stat st;
	char type;

	if (lstat(path, &st) < 0) {
		printf("lstat %-34s %s\n", path, strerrorname_np(errno));
		return;
	}
	type = S_ISDIR(st.st_mode) ? 'd' : S_ISLNK(st.st_mode) ? 'l' :
	       S_ISREG(st.st_mode) ? '-' : '?';
	printf("lstat %-34s %c%04o nlink=%lu", path, type,
	       (unsigned)st.st_mode & 07777, (unsigned long)st.st_nlink);
	if (!S_ISDIR(st.st_mode))
		printf(" size=%lld", (long long)st.st_size);
	printf("\n");
}

static void put(const char *path, const char *text)
{
	int fd = creat(path, 0644);

	if (fd < 0 || write(fd, text, strlen(text)) < 0)
		printf("put %s: %s\n", path, strerrorname_np(errno));
	close(fd);
}

static void get(const char *path)
{
	char buf[64];
	int fd = open(path, O_RDONLY);
	ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof(buf) - 1);

	if (n < 0)
		printf("read %-35s %s\n", path, strerrorname_np(errno));
	else
		printf("read %-35s \"%.*s\"\n", path, (int)n, buf);
	if (fd >= 0)
		close(fd);
}

static void rdlink(const char *path, size_t size)
{
	char buf[64];
	ssize_t n = readlink(path, buf, size);

	if (n < 0)
		printf("readlink %s (%zu) %*s%s\n", path, size, 0, "",
		       strerrorname_np(errno));
	else
		printf("readlink %s (%zu) -> %zd \"%.*s\"\n", path, size, n,
		       (int)n, buf);
}

static void cwd(void)
{
	char buf[256];

	if (getcwd(buf, sizeof(buf)))
		printf("getcwd %s\n", buf);
	else
		printf("getcwd %s\n", strerrorname_np(errno));
}

static void links(void)
{
	struct stat a, b;
	int fd;

	put(TOP "/f", "hello");
	show(TOP "/f");
	say("link f g", link(TOP "/f", TOP "/g"));
	show(TOP "/f");
	stat(TOP "/f", &a);
	stat(TOP "/g", &b);
	printf("f and g one inode: %s\n", a.st_ino == b.st_ino ? "yes" : "no");
	say("link f g again", link(TOP "/f", TOP "/g"));
	say("link a directory", link(TOP, TOP "/h"));
	say("link a missing file", link(TOP "/none", TOP "/h"));
	say("link into a missing directory", link(TOP "/f", TOP "/no/h"));
	say("link through a file", link(TOP "/f/x", TOP "/h"));
	say("link to f/", link(TOP "/f", TOP "/h/"));
	say("unlink g", unlink(TOP "/g"));
	show(TOP "/f");
	fd = open(TOP "/f", O_RDONLY);
	say("unlink f while open", unlink(TOP "/f"));
	fstat(fd, &a);
	printf("open unlinked file: nlink=%lu size=%lld\n",
	       (unsigned long)a.st_nlink, (long long)a.st_size);
	close(fd);
	show(TOP "/f");
	say("unlink f again", unlink(TOP "/f"));
	say("unlink a directory", unlink(TOP));
	say("unlink f/ of a file", (put(TOP "/f", "x"), unlink(TOP "/f/")));
	say("creat over a file", creat(TOP "/f", 0600));
	show(TOP "/f");
	say("creat a directory", creat(TOP, 0600));
	say("creat dir/", creat(TOP "/new/", 0600));
	say("unlink f", unlink(TOP "/f"));
}

static void symlinks(void)
{
	char name[64], to[64];
	int i, fd;

	put(TOP "/file", "data");
	say("symlink file s", symlink("file", TOP "/s"));
	show(TOP "/s");
	rdlink(TOP "/s", 64);
	rdlink(TOP "/s", 2);
	rdlink(TOP "/file", 64);
	rdlink(TOP "/none", 64);
	get(TOP "/s");
	say("symlink s again", symlink("x", TOP "/s"));
	say("symlink empty target", symlink("", TOP "/e"));
	say("symlink dangling", symlink("nowhere", TOP "/dang"));
	get(TOP "/dang");
	say("open O_NOFOLLOW link", open(TOP "/s", O_RDONLY | O_NOFOLLOW));
	fd = open(TOP "/file", O_RDONLY | O_NOFOLLOW);
	say("open O_NOFOLLOW file", fd);
	close(fd);
	say("open O_CREAT|O_EXCL dangling",
	    open(TOP "/dang", O_CREAT | O_EXCL | O_WRONLY, 0644));
	say("symlink l1 -> l2", symlink("l2", TOP "/l1"));
	say("symlink l2 -> l1", symlink("l1", TOP "/l2"));
	get(TOP "/l1");
	say("mkdir through a loop", mkdir(TOP "/l1/x", 0755));
	/* c1 -> file, c2 -> c1, ...: 40 links followed work, 41 do not */
	for (i = 1; i <= 41; i++) {
		snprintf(name, sizeof(name), TOP "/c%d", i);
		if (i == 1)
			snprintf(to, sizeof(to), "file");
		else
			snprintf(to, sizeof(to), "c%d", i - 1);
		symlink(to, name);
	}
	get(TOP "/c40");
	get(TOP "/c41");
	say("mkdir sub", mkdir(TOP "/sub", 0755));
	say("symlink /fscalls.d/sub sl", symlink(TOP "/sub", TOP "/sl"));
	put(TOP "/sl/inner", "via link");
	get(TOP "/sub/inner");
	say("chdir sl", chdir(TOP "/sl"));
	cwd();
	say("chdir /", chdir("/"));
	say("lstat sl/ follows", (show(TOP "/sl/"), 0));
	say("linkat s s2 (the link)", linkat(AT_FDCWD, TOP "/s", AT_FDCWD,
					     TOP "/s2", 0));
	show(TOP "/s2");
	say("linkat s s3 (followed)", linkat(AT_FDCWD, TOP "/s", AT_FDCWD,
					     TOP "/s3", AT_SYMLINK_FOLLOW));
	show(TOP "/s3");
	show(TOP "/file");
	say("unlink s (the link only)", unlink(TOP "/s"));
	get(TOP "/file");
	fd = open(TOP, O_RDONLY | O_DIRECTORY);
	say("symlinkat", symlinkat("file", fd, "s4"));
	printf("readlinkat s4: %zd\n", readlinkat(fd, "s4", name, 64));
	close(fd);
}

static const char *volatile nowhere;	/* NULL, unseen by gcc */

static void dirs(void)
{
	int fd;

	say("mkdir a", mkdir(TOP "/a", 0755));
	say("mkdir a/b", mkdir(TOP "/a/b", 0755));
	show(TOP "/a");
	say("rmdir a (not empty)", rmdir(TOP "/a"));
	say("rmdir a file", rmdir(TOP "/file"));
	say("rmdir missing", rmdir(TOP "/none"));
	say("rmdir a/b/.", rmdir(TOP "/a/b/."));
	say("rmdir a/b/..", rmdir(TOP "/a/b/.."));
	say("rmdir /", rmdir("/"));
	say("rmdir a/b", rmdir(TOP "/a/b"));
	show(TOP "/a");
	say("rmdir through a symlink", rmdir(TOP "/sl"));
	fd = open(TOP, O_RDONLY | O_DIRECTORY);
	say("unlinkat a (no flag)", unlinkat(fd, "a", 0));
	say("unlinkat a bad flag", unlinkat(fd, "a", 0x1));
	say("unlinkat a AT_REMOVEDIR", unlinkat(fd, "a", AT_REMOVEDIR));
	say("unlinkat file AT_REMOVEDIR", unlinkat(fd, "file", AT_REMOVEDIR));
	close(fd);
	say("mkdir gone", mkdir(TOP "/gone", 0755));
	say("chdir gone", chdir(TOP "/gone"));
	say("rmdir the cwd", rmdir(TOP "/gone"));
	cwd();
	say("creat in a removed cwd", creat("x", 0644));
	say("chdir /", chdir("/"));
	say("chdir bad pointer", chdir((const char *)1));
	say("chdir NULL", chdir(nowhere));
	say("chdir a file", chdir(TOP "/file"));
}

static void renames(void)
{
	say("mkdir r", mkdir(TOP "/r", 0755));
	put(TOP "/r/x", "x");
	put(TOP "/r/y", "y");
	say("rename x z", rename(TOP "/r/x", TOP "/r/z"));
	get(TOP "/r/z");
	show(TOP "/r/x");
	say("rename z over y", rename(TOP "/r/z", TOP "/r/y"));
	get(TOP "/r/y");
	show(TOP "/r/z");
	say("rename missing", rename(TOP "/r/z", TOP "/r/w"));
	say("mkdir r/d", mkdir(TOP "/r/d", 0755));
	say("mkdir r/e", mkdir(TOP "/r/e", 0755));
	put(TOP "/r/e/in", "in");
	say("rename file over dir", rename(TOP "/r/y", TOP "/r/d"));
	say("rename dir over file", rename(TOP "/r/d", TOP "/r/y"));
	say("rename dir over full dir", rename(TOP "/r/d", TOP "/r/e"));
	say("rename dir into itself", rename(TOP "/r/e", TOP "/r/e/sub"));
	say("rename dir over empty dir", rename(TOP "/r/e", TOP "/r/d"));
	get(TOP "/r/d/in");
	show(TOP "/r");
	say("rename file to f/", rename(TOP "/r/y", TOP "/r/y2/"));
	say("rename to .", rename(TOP "/r/y", TOP "/r/."));
	say("link y y2", link(TOP "/r/y", TOP "/r/y2"));
	say("rename y y2 (one file)", rename(TOP "/r/y", TOP "/r/y2"));
	show(TOP "/r/y");
	say("renameat2 NOREPLACE", renameat2(AT_FDCWD, TOP "/r/y", AT_FDCWD,
					     TOP "/r/d", RENAME_NOREPLACE));
	put(TOP "/r/p", "p");
	put(TOP "/r/q", "q");
	say("renameat2 EXCHANGE", renameat2(AT_FDCWD, TOP "/r/p", AT_FDCWD,
					    TOP "/r/q", RENAME_EXCHANGE));
	get(TOP "/r/p");
	get(TOP "/r/q");
	say("renameat2 both flags", renameat2(AT_FDCWD, TOP "/r/p", AT_FDCWD,
		TOP "/r/q", RENAME_EXCHANGE | RENAME_NOREPLACE));
	say("renameat2 EXCHANGE missing", renameat2(AT_FDCWD, TOP "/r/p",
		AT_FDCWD, TOP "/r/none", RENAME_EXCHANGE));
	say("renameat", renameat(AT_FDCWD, TOP "/r/p", AT_FDCWD,
				 TOP "/r/p2"));
	/* the working directory moves with its name */
	say("chdir r/d", chdir(TOP "/r/d"));
	say("rename r rr", rename(TOP "/r", TOP "/rr"));
	cwd();
	get("in");
	say("chdir /", chdir("/"));
}

/* a time that is now, give or take the run: "now"; else its value */
static void tm(const char *what, const struct timespec *t, time_t t0)
{
	if (t->tv_sec >= t0 && t->tv_sec <= time(NULL))
		printf("  %s now\n", what);
	else
		printf("  %s %lld.%09ld\n", what, (long long)t->tv_sec,
		       t->tv_nsec);
}

static void times_of(const char *path, time_t t0)
{
	struct stat st;

	if (lstat(path, &st) < 0) {
		printf("lstat %s: %s\n", path, strerrorname_np(errno));
		return;
	}
	printf("times of %s:\n", path);
	tm("atime", &st.st_atim, t0);
	tm("mtime", &st.st_mtim, t0);
	tm("ctime", &st.st_ctim, t0);
}

static void times(void)
{
	struct timespec ts[2] = { { 1000000000, 5 }, { 1200000000, 7 } };
	struct timeval tv[2] = { { 1100000000, 3 }, { 1300000000, 9 } };
	struct utimbuf ub = { 1400000000, 1500000000 };
	time_t t0 = time(NULL);
	int fd;

	put(TOP "/t", "t");
	times_of(TOP "/t", t0);
	say("utimensat", utimensat(AT_FDCWD, TOP "/t", ts, 0));
	times_of(TOP "/t", t0);
	ts[0].tv_nsec = UTIME_OMIT;
	ts[1] = (struct timespec){ 1250000000, 0 };
	say("utimensat atime OMIT", utimensat(AT_FDCWD, TOP "/t", ts, 0));
	times_of(TOP "/t", t0);
	ts[0].tv_nsec = UTIME_NOW;
	ts[1].tv_nsec = UTIME_OMIT;
	say("utimensat atime NOW", utimensat(AT_FDCWD, TOP "/t", ts, 0));
	times_of(TOP "/t", t0);
	ts[0].tv_nsec = 1000000000;
	say("utimensat bad nsec", utimensat(AT_FDCWD, TOP "/t", ts, 0));
	say("utimensat missing", utimensat(AT_FDCWD, TOP "/none", NULL, 0));
	say("utimensat bad flag", utimensat(AT_FDCWD, TOP "/t", NULL, 0x4));
	say("utimes", utimes(TOP "/t", tv));
	times_of(TOP "/t", t0);
	tv[0].tv_usec = 1000000;
	say("utimes bad usec", utimes(TOP "/t", tv));
	say("utime", utime(TOP "/t", &ub));
	times_of(TOP "/t", t0);
	say("utime NULL (now)", utime(TOP "/t", NULL));
	times_of(TOP "/t", t0);
	say("symlink lt -> t", symlink("t", TOP "/lt"));
	ts[0] = (struct timespec){ 1000000000, 0 };
	ts[1] = (struct timespec){ 1000000000, 0 };
	say("utimensat NOFOLLOW", utimensat(AT_FDCWD, TOP "/lt", ts,
					    AT_SYMLINK_NOFOLLOW));
	times_of(TOP "/lt", t0);
	times_of(TOP "/t", t0);
	ts[1] = (struct timespec){ 1000000000, 0 };
	utimensat(AT_FDCWD, TOP "/t", ts, 0);
	fd = open(TOP "/t", O_WRONLY | O_APPEND);
	say("write", write(fd, "more", 4));
	say("futimens", (times_of(TOP "/t", t0), futimens(fd, ts)));
	close(fd);
	times_of(TOP "/t", t0);
	say("mkdir tdir", mkdir(TOP "/tdir", 0755));
	utimensat(AT_FDCWD, TOP "/tdir", ts, 0);
	put(TOP "/tdir/new", "");
	times_of(TOP "/tdir", t0);
}

int main(void)
{
	umask(022);
	say("mkdir " TOP, mkdir(TOP, 0755));
	say("mkdir again", mkdir(TOP, 0755));
	links();
	symlinks();
	dirs();
	renames();
	times();
	return 0;
}
