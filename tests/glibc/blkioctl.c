// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/blkioctl.c - what a program asks of a disk's node, with
 * glibc's headers for the numbers (linux/fs.h's BLK*, linux/hdreg.h's
 * HDIO_GETGEO): the sizes, the block size, the geometry, an ioctl no
 * one has (ENOTTY), lseek(2) past the end (EINVAL), a read there (0), a
 * write there (ENOSPC), fsync(2).  One line per call (report.h); the
 * test compares them with the sizes it gave the driver.
 */
#include "report.h"	/* first: it asks for _GNU_SOURCE */

#include <fcntl.h>
#include <linux/fs.h>
#include <linux/hdreg.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	unsigned long sectors = 0;
	uint64_t bytes = 0;
	int fd, ssz = 0;
	struct hd_geometry geo = { 0 };
	char c = 'x';

	if (argc != 2)
		return 2;
	fd = open(argv[1], O_RDWR);
	if (fd < 0) {
		show("open", fd);
		return 1;
	}
	if (ioctl(fd, BLKGETSIZE, &sectors) == 0)
		printf("BLKGETSIZE: %lu\n", sectors);
	if (ioctl(fd, BLKGETSIZE64, &bytes) == 0)
		printf("BLKGETSIZE64: %llu\n", (unsigned long long)bytes);
	if (ioctl(fd, BLKSSZGET, &ssz) == 0)
		printf("BLKSSZGET: %d\n", ssz);
	if (ioctl(fd, HDIO_GETGEO, &geo) == 0)
		printf("HDIO_GETGEO: %u heads %u sectors %u cylinders %lu start\n",
		       geo.heads, geo.sectors, geo.cylinders, geo.start);
	T(ioctl(fd, _IO(0x12, 250), 0));
	T(lseek(fd, (off_t)bytes + 1, SEEK_SET));
	T(lseek(fd, 0, SEEK_END));
	T(read(fd, &c, 1));
	T(write(fd, &c, 1));
	T(pwrite(fd, &c, 1, 0));
	T(fsync(fd));
	T(close(fd));
	return 0;
}
