/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/stat.h - struct stat64 as Linux i386 lays it out (its uapi
 * asm/stat.h): what stat64(2) and friends fill in (fs/stat.c) and the C
 * library of user/ reads.  The i386 ABI aligns its long longs to 4
 * bytes: 96 bytes in all.
 */
#ifndef _ASM_STAT_H
#define _ASM_STAT_H

struct stat64 {
	unsigned long long st_dev;
	unsigned char __pad0[4];
	unsigned long __st_ino;
	unsigned int st_mode;
	unsigned int st_nlink;
	unsigned long st_uid, st_gid;
	unsigned long long st_rdev;
	unsigned char __pad3[4];
	long long st_size;
	unsigned long st_blksize;
	unsigned long long st_blocks;
	unsigned long st_atime, st_atime_nsec;
	unsigned long st_mtime, st_mtime_nsec;
	unsigned long st_ctime, st_ctime_nsec;
	unsigned long long st_ino;
};

_Static_assert(sizeof(struct stat64) == 96, "i386 struct stat64");

#endif /* _ASM_STAT_H */
