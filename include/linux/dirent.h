/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/dirent.h - one entry of what getdents64(2) returns, as
 * Linux lays it out: filled by fs/stat.c, read by user/ls.c and friends.
 * d_reclen is the whole record, padded to 8 bytes.
 */
#ifndef _LINUX_DIRENT_H
#define _LINUX_DIRENT_H

#include "linux/types.h"

struct linux_dirent64 {
	u64 d_ino;
	s64 d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
} __attribute__((packed));

#endif /* _LINUX_DIRENT_H */
