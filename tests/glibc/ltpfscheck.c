// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ltpfscheck.c - the file system pieces issue 31's LTP
 * tests need: paths as long as Linux's PATH_MAX (4096) and a symbolic
 * link loop inside one (ELOOP), blocking writers sharing a pipe, a
 * unix stream holding a pipe's worth, the
 * pipe-user-pages sysctls, leases (fcntl(2) F_SETLEASE, and their break
 * by an open), O_PATH descriptors, chroot(2), file handles
 * (name_to_handle_at(2), open_by_handle_at(2)), copy_file_range(2) and
 * O_TMPFILE.
 * Run as root in an
 * empty writable directory DIR; it prints the same lines on Linux 6.1
 * (tests/kernel/ltpfs.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

static char big[PATH_MAX + 1];

/* n slashes: "/" by another name, n bytes long */
static const char *slashes(int n)
{
	memset(big, 0, sizeof(big));
	memset(big, '/', n);
	return big;
}

#define LOOP	"loop-loop-loop-loop"

static const char *loop_path(int n)
{
	strcpy(big, ".");
	while (n--)
		strcat(big, "/" LOOP);
	return big;
}

static void long_paths(void)
{
	int i, depth = 0, here = open(".", O_RDONLY | O_DIRECTORY);
	char name[61], *cwd;

	T(chdir(slashes(PATH_MAX - 1)));
	T(chdir(slashes(PATH_MAX)));
	T(fchdir(here));
	close(here);
	T(mkdir(LOOP, 0755));
	T(symlink("../" LOOP, LOOP "/" LOOP));
	printf("loop path of %zu bytes\n", strlen(loop_path(43)));
	T(mkdir(loop_path(43), 0755));
	T(rmdir(loop_path(43)));
	T(link(loop_path(43), "x"));
	T(mkdir(loop_path(40), 0755));	/* 39 links: a new name */
	T(rmdir(loop_path(40)));
	/* a working directory 1037 bytes below DIR (names of 60 bytes:
	 * this kernel's NAME_MAX is 63) */
	memset(name, 'd', 60);
	name[60] = '\0';
	for (i = 0; i < 17; i++, depth++)
		if (mkdir(name, 0755) || chdir(name))
			break;
	printf("depth %d\n", depth);
	cwd = getcwd(NULL, 0);
	printf("getcwd ends in %s\n", cwd ? cwd + strlen(cwd) - 5 : "NULL");
	T(symlink(cwd, "self"));
	printf("readlink of a %zu-byte target: %zd\n", strlen(cwd),
	       readlink("self", big, sizeof(big)));
	T(access(strcat(strcpy(big, cwd), "/self/self/self"), F_OK));
	free(cwd);
	T(unlink("self"));
	for (i = 0; i < depth; i++)
		if (chdir("..") || rmdir(name))
			break;
	printf("removed %d\n", i);
	T(unlink(LOOP "/" LOOP));
	T(rmdir(LOOP));
}

/* Writers of 5000 bytes each at once into one blocking pipe (LTP's
 * pipeio): each write(2) returns its own 5000, never what others wrote
 * while it slept */
static void pipe_writers(void)
{
	static char buf[5000];
	int fds[2], i, ok = 0, status;
	size_t total = 0;
	ssize_t n;

	T(pipe(fds));
	for (i = 0; i < 5; i++)
		if (!fork()) {
			close(fds[0]);
			for (n = 0; n < 20; n++)
				if (write(fds[1], buf, sizeof(buf)) != sizeof(buf))
					_exit(1);
			_exit(0);
		}
	close(fds[1]);
	/* now and then a nap, so that every writer waits for room */
	for (i = 0; (n = read(fds[0], buf, 997)) > 0; i++) {
		total += (size_t)n;
		if (i % 50 == 0)
			usleep(1000);
	}
	while (wait(&status) > 0)
		ok += WIFEXITED(status) && !WEXITSTATUS(status);
	printf("pipe: %zu bytes read, %d writers wrote all theirs\n", total, ok);
	close(fds[0]);
}

/* A unix stream takes a pipe's worth before it is read (LTP's
 * splice05): 16 sends of 4 KiB that must not wait */
static void unix_stream(void)
{
	static char buf[4096];
	int sv[2], i, sent = 0;
	ssize_t n;

	T(socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
	for (i = 0; i < 16; i++)
		sent += send(sv[0], buf, sizeof(buf), MSG_DONTWAIT) == sizeof(buf);
	printf("unix stream: %d of 16 sends of 4 KiB queued\n", sent);
	for (i = 0; (n = recv(sv[1], buf, sizeof(buf), MSG_DONTWAIT)) > 0; )
		i += (int)n;
	printf("and %d bytes read back\n", i);
	close(sv[0]);
	close(sv[1]);
}

static void show_file(const char *path)
{
	char line[64] = "";
	FILE *f = fopen(path, "r");

	if (f && fgets(line, sizeof(line), f))
		printf("%s: %s", path, line);
	else
		printf("%s: %s\n", path, strerrorname_np(errno));
	if (f)
		fclose(f);
}

static volatile sig_atomic_t sigio;

static void on_sigio(int sig)
{
	(void)sig;
	sigio++;
}

/* A child's open of "leased" with flags: what it got */
static void open_in_child(int flags)
{
	int status;

	if (!fork()) {
		int fd = open("leased", flags);

		printf("child open(%#x): %s\n", flags,
		       fd < 0 ? strerrorname_np(errno) : "opened");
		fflush(stdout);
		_exit(0);
	}
	wait(&status);
}

static void leases(void)
{
	int ro, rw, p[2];

	signal(SIGIO, on_sigio);
	T(close(open("leased", O_CREAT | O_WRONLY, 0644)));
	ro = open("leased", O_RDONLY);
	T(fcntl(ro, F_GETLEASE));
	T(fcntl(ro, F_SETLEASE, F_RDLCK));
	T(fcntl(ro, F_GETLEASE));
	T(fcntl(ro, F_SETLEASE, F_UNLCK));
	T(fcntl(ro, F_SETLEASE, F_UNLCK));
	T(fcntl(ro, F_SETLEASE, 7));
	rw = open("leased", O_RDWR);
	T(fcntl(rw, F_SETLEASE, F_RDLCK));
	T(fcntl(ro, F_SETLEASE, F_RDLCK));	/* rw is open for writing */
	T(fcntl(ro, F_SETLEASE, F_WRLCK));	/* so is another file */
	T(close(rw));
	T(fcntl(ro, F_SETLEASE, F_WRLCK));	/* the only open file now */
	T(fcntl(ro, F_GETLEASE));
	T(fcntl(ro, F_GETOWN) == getpid());
	open_in_child(O_RDONLY | O_NONBLOCK);
	printf("SIGIO: %d\n", sigio);
	T(fcntl(ro, F_SETLEASE, F_UNLCK));
	open_in_child(O_RDONLY);
	T(fcntl(ro, F_SETLEASE, F_RDLCK));
	open_in_child(O_RDONLY | O_NONBLOCK);	/* a reader: no break */
	open_in_child(O_WRONLY | O_NONBLOCK);
	printf("SIGIO: %d\n", sigio);
	T(close(ro));
	open_in_child(O_WRONLY | O_NONBLOCK);	/* gone with its file */
	T(unlink("leased"));
	ro = open(".", O_RDONLY | O_DIRECTORY);
	T(fcntl(ro, F_SETLEASE, F_RDLCK));
	close(ro);
	T(pipe(p));
	T(fcntl(p[0], F_SETLEASE, F_RDLCK));
	close(p[0]);
	close(p[1]);
	signal(SIGIO, SIG_DFL);
}

static void o_path(void)
{
	struct stat st;
	int fd, dup_fd, dir, arg;
	char link[64] = "";

	T(close(open("file", O_CREAT | O_RDWR, 0600)));
	fd = open("file", O_PATH | O_RDWR | O_CREAT | O_TRUNC);
	printf("O_PATH open: %s\n", fd < 0 ? strerrorname_np(errno) : "fd");
	dup_fd = dup(fd);
	T(read(dup_fd, link, 1));
	T(write(fd, "x", 1));
	T(fchmod(fd, 0644));
	T(fchown(fd, 0, 0));
	T(ioctl(fd, FIONREAD, &arg));
	T(mmap(NULL, 1, PROT_READ, MAP_PRIVATE, fd, 0) == MAP_FAILED);
	T(fgetxattr(fd, "user.x", NULL, 0));
	T(fsync(fd));
	T(fstat(fd, &st));
	printf("size %lld mode %o\n", (long long)st.st_size, st.st_mode);
	T(fcntl(fd, F_GETFL) & ~O_LARGEFILE);
	T(fcntl(fd, F_SETFL, O_NONBLOCK));
	T(fcntl(fd, F_GETFD));
	T(fcntl(fd, F_SETFD, FD_CLOEXEC));
	T(fcntl(fd, F_GETFD));
	T(close(dup_fd));
	T(close(fd));
	T(symlink("file", "link"));
	T(open("link", O_RDONLY | O_NOFOLLOW));
	fd = open("link", O_PATH | O_NOFOLLOW);
	T(fstat(fd, &st));
	printf("a link: %d\n", S_ISLNK(st.st_mode));
	T(readlinkat(fd, "", link, sizeof(link)));
	printf("-> %s\n", link);
	T(readlinkat(AT_FDCWD, "", link, sizeof(link)));
	T(close(fd));
	dir = open(".", O_PATH | O_DIRECTORY);
	T(fstatat(dir, "file", &st, 0));
	T(close(openat(dir, "file", O_RDONLY)));
	T(fchdir(dir));
	T(syscall(SYS_getdents64, dir, link, sizeof(link)));
	T(close(dir));
	T(unlink("link"));
	T(unlink("file"));
}

/* chroot(2) in a child: "/" is the directory, ".." stops at it, and the
 * working directory left outside is "(unreachable)" */
static void chroot_child(void)
{
	struct stat st;
	char buf[256];
	char *real;

	T(chroot("jail"));
	T(stat("/inside", &st));
	T(stat("/jail/inside", &st));
	printf("getcwd: %s\n", getcwd(buf, sizeof(buf)) ?: "NULL");
	printf("raw getcwd: %ld %.13s\n",
	       syscall(SYS_getcwd, buf, sizeof(buf)) > 0 ? 1L : 0L, buf);
	errno = 0;
	real = realpath(".", NULL);
	printf("realpath(\".\"): %s\n", real ? real : strerrorname_np(errno));
	T(chdir("/"));
	printf("getcwd: %s\n", getcwd(buf, sizeof(buf)) ?: "NULL");
	T(chdir("../../.."));
	printf("getcwd: %s\n", getcwd(buf, sizeof(buf)) ?: "NULL");
	T(stat("../inside", &st));
	T(symlink("/inside", "abs"));
	T(stat("abs", &st));
	T(unlink("abs"));
}

static void chroot_jail(void)
{
	struct stat st;
	int status;

	T(mkdir("jail", 0755));
	T(close(open("jail/inside", O_CREAT | O_WRONLY, 0644)));
	if (!fork()) {
		chroot_child();
		fflush(stdout);
		_exit(0);
	}
	wait(&status);
	T(stat("jail/inside", &st));
	T(unlink("jail/inside"));
	T(rmdir("jail"));
}

/* struct file_handle with room for any handle */
struct handle {
	unsigned int bytes;
	int type;
	unsigned char h[128];
};

static void handles(void)
{
	struct handle fh = { 0 }, dir = { .bytes = 128 };
	struct stat st;
	int mnt, fd;

	T(close(open("h", O_CREAT | O_WRONLY, 0600)));
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "h", &fh, &mnt, 0));
	printf("handle_bytes > 0: %d\n", fh.bytes > 0);
	fh.bytes = sizeof(fh.h) + 1;
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "h", &fh, &mnt, 0));
	fh.bytes = sizeof(fh.h);
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "h", &fh, &mnt, 0));
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "", &dir, &mnt,
		  AT_EMPTY_PATH));
	T(syscall(SYS_name_to_handle_at, AT_FDCWD, "/proc/self/stat", &dir,
		  &mnt, 0));
	fd = syscall(SYS_open_by_handle_at, AT_FDCWD, &fh, O_RDWR);
	T(write(fd, "abc", 3));
	T(close(fd));
	T(stat("h", &st));
	printf("size %lld\n", (long long)st.st_size);
	T(unlink("h"));
	T(syscall(SYS_open_by_handle_at, AT_FDCWD, &fh, O_RDONLY));
	fh.bytes = 0;
	T(syscall(SYS_open_by_handle_at, AT_FDCWD, &fh, O_RDONLY));
	T(syscall(SYS_open_by_handle_at, -1, &dir, O_RDONLY));
}

static void copy_range(void)
{
	int in = open("in", O_CREAT | O_RDWR, 0600);
	int out = open("out", O_CREAT | O_RDWR, 0600);
	int app = open("out", O_WRONLY | O_APPEND), dir = open(".", O_RDONLY);
	loff_t off = 6, o2 = 0;
	char buf[16] = "";

	T(write(in, "hello world", 11));
	T(copy_file_range(in, &off, out, NULL, 5, 0));
	printf("off %lld, out at %lld\n", (long long)off,
	       (long long)lseek(out, 0, SEEK_CUR));
	T(pread(out, buf, sizeof(buf), 0));
	printf("out: %s\n", buf);
	T(copy_file_range(in, &off, out, NULL, 5, 0));	/* at in's end */
	T(copy_file_range(in, &o2, out, NULL, 5, 1));
	o2 = 2;
	T(copy_file_range(in, &o2, in, &off, 100, 0));	/* overlapping */
	T(copy_file_range(in, NULL, app, NULL, 5, 0));
	T(copy_file_range(dir, NULL, out, NULL, 5, 0));
	T(copy_file_range(out, NULL, in, NULL, 5, 0));	/* out at its end */
	T(copy_file_range(-1, NULL, out, NULL, 5, 0));
	close(in);
	close(out);
	close(app);
	close(dir);
	T(unlink("in"));
	T(unlink("out"));
}

/* open(2) O_TMPFILE: a file with no name until linkat(2) gives one */
static void tmp_file(void)
{
	int fd = open(".", O_TMPFILE | O_RDWR, 0640);
	struct stat st;
	char path[64];

	T(write(fd, "tmp", 3));
	T(fstat(fd, &st));
	printf("nlink %lu mode %o size %lld\n", (unsigned long)st.st_nlink,
	       st.st_mode, (long long)st.st_size);
	T(open(".", O_TMPFILE | O_RDONLY, 0600));
	T(open(".", O_TMPFILE | O_RDWR | O_CREAT, 0600));
	T(open("/proc", O_TMPFILE | O_RDWR, 0600));
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	T(linkat(AT_FDCWD, path, AT_FDCWD, "named", AT_SYMLINK_FOLLOW));
	T(stat("named", &st));
	printf("nlink %lu size %lld\n", (unsigned long)st.st_nlink,
	       (long long)st.st_size);
	T(unlink("named"));
	T(close(fd));
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IONBF, 0);
	if (argc != 2 || chdir(argv[1])) {
		fprintf(stderr, "usage: ltpfscheck DIR\n");
		return 1;
	}
	long_paths();
	pipe_writers();
	unix_stream();
	show_file("/proc/sys/fs/pipe-user-pages-soft");
	show_file("/proc/sys/fs/pipe-user-pages-hard");
	leases();
	o_path();
	chroot_jail();
	handles();
	copy_range();
	tmp_file();
	return 0;
}
