/* SPDX-License-Identifier: GPL-2.0 */
/*
 * block/partitions/check.h - what a partition table parser works on:
 * the disk, seen only through read_sector(), and the table it fills in.
 * Pure code (built for the host too: tests/host/test_partitions.c), so
 * the kernel side (block/partitions/core.c) does the reading and the
 * printing.  Sectors are 512 bytes; numbers are u64 because an MBR's
 * start plus size does not fit i386's 32-bit sector_t.
 */
#ifndef _BLOCK_PARTITIONS_CHECK_H
#define _BLOCK_PARTITIONS_CHECK_H

#include "linux/types.h"

/* Partition numbers a table may use (Linux: DISK_MAX_PARTS) */
#define PARSED_PARTS_MAX	64
#define PARSED_LINE_LEN		256

struct parsed_partition {
	u64 from, size;			/* size 0: the number is unused */
	bool extended;			/* the container of logicals */
};

struct parsed_partitions {
	const char *name;		/* the disk's: "sbulla" */
	u64 capacity;			/* the disk's sectors */
	int limit;			/* numbers 1 .. limit - 1 may be used */
	/* sector n of the disk, 512 bytes, into buf: 0 or -errno */
	int (*read_sector)(void *dev, u64 n, unsigned char *buf);
	void *dev;			/* read_sector()'s */
	int next;			/* the next logical's number */
	struct parsed_partition parts[PARSED_PARTS_MAX];
	/* Linux's line: " sbulla: sbulla1 sbulla2 < sbulla5 >", or
	 * " loop0: p1 p2" for a name that ends in a digit */
	char line[PARSED_LINE_LEN];
	/* then the damage found, a line each (KERN_WARNING) */
	char msgs[PARSED_LINE_LEN * 2];
};

/* 1: a DOS table was read (parts filled in, damage reported and left
 * out); 0: the disk has none; -ENOSPC: the table points past the end
 * of the disk; another -errno: a read failed */
int msdos_partition(struct parsed_partitions *state);

#endif /* _BLOCK_PARTITIONS_CHECK_H */
