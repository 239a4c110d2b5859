// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/anoncheck.c - a process that gets a descriptor from a
 * module's ioctl (tests/modules/anon-inode-demo, fs/anon_inodes.c),
 * the same lines on Linux 6.1 (tests/kernel/anoncheck.linux) and
 * oops386: the new descriptor is close-on-exec, open for reading only,
 * reads the module's counter, and /proc/self/fd names it
 * "anon_inode:NAME".  Its argument: the module's debugfs file.
 */
#include "report.h"
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define ANON_DEMO_GET_FD _IOR(0x33, 0, int)

int main(int argc, char **argv)
{
	char buf[64], link[64];
	int dev, fd = -1, i;
	ssize_t n;

	if (argc != 2)
		return 2;
	T(dev = open(argv[1], O_RDONLY));
	T(ioctl(dev, 0));
	T(ioctl(dev, ANON_DEMO_GET_FD, &fd));
	printf("new fd above the debugfs one: %d\n", fd > dev);
	T(fcntl(fd, F_GETFD));
	T(fcntl(fd, F_GETFL) & O_ACCMODE);
	for (i = 0; i < 3; i++) {
		T(n = read(fd, buf, sizeof(buf)));
		printf("read: %.*s\n", (int)(n > 0 ? n : 0), buf);
	}
	T(write(fd, "x", 1));
	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	T(n = readlink(link, buf, sizeof(buf)));
	printf("link: %.*s\n", (int)(n > 0 ? n : 0), buf);
	T(close(fd));
	T(close(dev));
	return 0;
}
