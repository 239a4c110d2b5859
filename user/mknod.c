// SPDX-License-Identifier: GPL-2.0
/*
 * user/mknod.c - mknod NAME TYPE [MAJOR MINOR]: make a device node with
 * mknod(2), as coreutils' and busybox's mknod do.  TYPE c is a character
 * device (MAJOR and MINOR needed), b a block device, p a FIFO.  The
 * number goes in makedev(3)'s encoding, which the kernel decodes.
 */
#include "libc.h"

#define S_IFIFO	0010000
#define S_IFBLK	0060000

/* makedev(3): minor bits 0-7, major, then minor bits 8-19 */
static unsigned int makedev(unsigned int major, unsigned int minor)
{
	return (minor & 0xff) | ((major & 0xfff) << 8) |
	       ((minor & ~0xffU) << 12);
}

static int usage(void)
{
	dprintf(2, "Usage: mknod NAME TYPE [MAJOR MINOR]\n"
		   "TYPE: c (character device), b (block device), p (FIFO)\n");
	return 1;
}

int main(int argc, char **argv)
{
	unsigned int mode, dev = 0;
	char type;

	if (argc < 3 || strlen(argv[2]) != 1)
		return usage();
	type = argv[2][0];
	if (type == 'p' ? argc != 3 : argc != 5)
		return usage();
	if (type == 'c' || type == 'u')
		mode = S_IFCHR;
	else if (type == 'b')
		mode = S_IFBLK;
	else if (type == 'p')
		mode = S_IFIFO;
	else
		return usage();
	if (argc == 5)
		dev = makedev((unsigned int)atoi(argv[3]),
			      (unsigned int)atoi(argv[4]));
	if (syscall(__NR_mknod, argv[1], mode | 0666, dev)) {
		dprintf(2, "mknod: %s: %s\n", argv[1], strerror(errno));
		return 1;
	}
	return 0;
}
