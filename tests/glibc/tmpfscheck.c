// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/tmpfscheck.c - tmpfs as mount(2) makes it (size=,
 * nr_inodes=, mode=), what statfs(2) and /proc/mounts say of it, ENOSPC
 * when it is full, umount(2) while busy; fallocate(2) (mode 0,
 * FALLOC_FL_KEEP_SIZE, FALLOC_FL_PUNCH_HOLE) and its errors; sendfile(2)
 * and sendfile64 to a file and to a pipe; mknod(2) of FIFOs and devices.
 * Run as root in an empty directory DIR: `tmpfscheck DIR`.  The same
 * binary prints the same lines on Linux 6.1 (tests/kernel/tmpfs.linux).
 */
#include "report.h"
#include <fcntl.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/sysmacros.h>
#include <unistd.h>

static const char *dir;
static char buf[65536];

static const char *at(const char *name)
{
	return path_in(dir, name);
}

static void show_statfs(void)
{
	struct statfs s;

	if (statfs(dir, &s)) {
		show("statfs", -1);
		return;
	}
	printf("statfs: type %lx bsize %ld blocks %ld bfree %ld bavail %ld "
	       "files %ld ffree %ld frsize %ld flags %lx\n",
	       (unsigned long)s.f_type, (long)s.f_bsize, (long)s.f_blocks,
	       (long)s.f_bfree, (long)s.f_bavail, (long)s.f_files,
	       (long)s.f_ffree, (long)s.f_frsize, (unsigned long)s.f_flags);
}

/* dir's line of /proc/mounts, or "none" */
static void show_mount(void)
{
	char line[512];
	FILE *f = fopen("/proc/mounts", "r");
	int found = 0;

	while (f && fgets(line, sizeof(line), f)) {
		char *sp = strchr(line, ' ');

		if (sp && !strncmp(sp + 1, dir, strlen(dir)) &&
		    sp[1 + strlen(dir)] == ' ') {
			printf("mounts: %s", line);
			found = 1;
		}
	}
	if (f)
		fclose(f);
	if (!found)
		printf("mounts: none\n");
}

static void show_stat(const char *name)
{
	struct stat st;

	if (stat(name, &st)) {
		show("stat", -1);
		return;
	}
	/* a directory's size is the file system's own (tmpfs: 20 bytes a
	 * name): not compared */
	if (S_ISDIR(st.st_mode))
		printf("stat %s: mode %o\n", name + strlen(dir), st.st_mode);
	else
		printf("stat %s: mode %o size %lld blocks %lld\n",
		       name + strlen(dir), st.st_mode, (long long)st.st_size,
		       (long long)st.st_blocks);
}

static void test_mount(void)
{
	int fd;

	T(close(creat(at("under"), 0600)));
	T(mount("x", dir, "tmpfs", 0, "size=64k,nr_inodes=8,mode=0750"));
	show_stat(dir);
	show_statfs();
	show_mount();
	T(access(at("under"), F_OK));
	T(mount("x", dir, "tmpfs", 0, "nosuchoption=1"));
	T(mount("x", dir, "tmpfs", 0, "size=lots"));
	T(mount("x", dir, "tmpfs", 0, "mode=999"));
	fd = open(at("full"), O_RDWR | O_CREAT, 0644);
	T(write(fd, buf, 16384));
	show_statfs();
	T(write(fd, buf, 65536));
	T(write(fd, buf, 1));
	show_stat(at("full"));
	show_statfs();
	T(umount(dir));
	T(ftruncate(fd, 4096));
	show_statfs();
	T(close(fd));
	T(close(creat(at("f1"), 0600)));
	T(close(creat(at("f2"), 0600)));
	T(mkdir(at("d"), 0700));
	T(close(creat(at("f3"), 0600)));
	T(close(creat(at("f4"), 0600)));
	T(close(creat(at("f5"), 0600)));
	T(creat(at("f6"), 0600));
	T(mkdir(at("d2"), 0700));
	T(symlink("full", at("l")));
	show_statfs();
	T(unlink(at("f1")));
	T(link(at("f2"), at("f2b")));
	T(rmdir(dir));
	show_statfs();
	T(umount(dir));
	show_mount();
	T(access(at("under"), F_OK));
	T(access(at("full"), F_OK));
	T(unlink(at("under")));
}


static void test_fallocate(void)
{
	int fd, ro, p[2];
	char c = 'x';

	T(mount("x", dir, "tmpfs", 0, "size=256k,nr_inodes=100"));
	fd = open(at("fa"), O_RDWR | O_CREAT, 0644);
	T(fallocate(fd, 0, 0, 8192));
	show_stat(at("fa"));
	T(pwrite(fd, "abc", 3, 100));
	T(fallocate(fd, FALLOC_FL_KEEP_SIZE, 8192, 8192));
	show_stat(at("fa"));
	T(fallocate(fd, FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE, 0, 4096));
	show_stat(at("fa"));
	T(pread(fd, &c, 1, 100));
	printf("byte 100 after the punch: %d\n", c);
	T(fallocate(fd, FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE, 50, 10));
	T(fallocate(fd, FALLOC_FL_PUNCH_HOLE, 0, 4096));
	T(fallocate(fd, FALLOC_FL_ZERO_RANGE, 0, 4096));
	T(fallocate(fd, 0x100, 0, 4096));
	T(fallocate(fd, 0, 0, 0));
	T(fallocate(fd, 0, -1, 10));
	T(fallocate(fd, 0, 0, 1 << 20));
	show_stat(at("fa"));
	show_statfs();
	T(fallocate(fd, 0, 4096 * 20, 4096));
	show_stat(at("fa"));
	ro = open(at("fa"), O_RDONLY);
	T(fallocate(ro, 0, 0, 4096));
	T(fallocate(-1, 0, 0, 4096));
	T(pipe(p));
	T(fallocate(p[1], 0, 0, 4096));
	T(fallocate(open(dir, O_RDONLY), 0, 0, 4096));
	T(close(ro));
	T(close(fd));
	T(close(p[0]));
	T(close(p[1]));
}

static void test_sendfile(void)
{
	int in, out, p[2];
	off_t off = 2;
	long long off64 = 5;

	in = open(at("src"), O_RDWR | O_CREAT, 0644);
	T(write(in, "0123456789", 10));
	T(lseek(in, 1, SEEK_SET));
	out = open(at("dst"), O_RDWR | O_CREAT, 0644);
	T(syscall(SYS_sendfile, out, in, &off, 4));
	printf("offset %ld, in's position %ld\n", (long)off,
	       (long)lseek(in, 0, SEEK_CUR));
	T(syscall(SYS_sendfile64, out, in, &off64, 100));
	printf("offset %lld\n", off64);
	T(syscall(SYS_sendfile64, out, in, NULL, 3));
	printf("in's position %ld\n", (long)lseek(in, 0, SEEK_CUR));
	T(syscall(SYS_sendfile64, out, in, &off64, 100));
	T(pread(out, buf, 100, 0));
	printf("dst: %.12s\n", buf);
	T(pipe(p));
	off = 0;
	T(syscall(SYS_sendfile, p[1], in, &off, 10));
	T(read(p[0], buf, 100));
	printf("pipe: %.10s\n", buf);
	off = -1;
	T(syscall(SYS_sendfile, out, in, &off, 1));
	T(syscall(SYS_sendfile, out, in, (void *)16, 1));
	T(syscall(SYS_sendfile, in, p[0], NULL, 1));
	T(syscall(SYS_sendfile, -1, in, NULL, 1));
	T(syscall(SYS_sendfile, out, -1, NULL, 1));
	T(close(out));
	out = open(at("dst"), O_RDONLY);
	T(syscall(SYS_sendfile, out, in, NULL, 1));
	T(close(out));
	out = open(at("dst"), O_WRONLY | O_APPEND);
	T(syscall(SYS_sendfile, out, in, NULL, 1));
	T(close(out));
	out = open(at("dst"), O_WRONLY);
	T(close(in));
	in = open(at("src"), O_WRONLY);
	T(syscall(SYS_sendfile, out, in, NULL, 1));
	T(close(in));
	T(close(out));
	T(close(p[0]));
	T(close(p[1]));
}

static void test_mknod(void)
{
	T(mknod(at("fifo"), S_IFIFO | 0644, 0));
	T(mknod(at("blk"), S_IFBLK | 0600, makedev(7, 0)));
	T(mknod(at("chr"), S_IFCHR | 0600, makedev(1, 3)));
	show_stat(at("fifo"));
	show_stat(at("blk"));
	T(open(at("blk"), O_RDONLY));
	T(fallocate(open(at("chr"), O_WRONLY), 0, 0, 4096));
	T(chmod(dir, 0777));
	T(setgid(1000));
	T(setuid(1000));
	T(mkfifo(at("userfifo"), 0600));
	T(mknod(at("userfifo2"), S_IFIFO | 0600, 0));
	T(mknod(at("userblk"), S_IFBLK | 0600, makedev(7, 0)));
	T(mknod(at("userchr"), S_IFCHR | 0600, makedev(1, 3)));
	T(umount(dir));
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: tmpfscheck DIR\n");
		return 2;
	}
	dir = argv[1];
	setvbuf(stdout, NULL, _IONBF, 0);
	umask(022);
	test_mount();
	test_fallocate();
	test_sendfile();
	test_mknod();
	return 0;
}
