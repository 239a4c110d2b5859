/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/memfd.h - memfd_create(2)'s files and their seals
 * (mm/memfd.c): fcntl(2)'s F_ADD_SEALS and F_GET_SEALS, and the checks
 * that writes, truncation, fallocate(2) and mmap(2) make.
 */
#ifndef _LINUX_MEMFD_H
#define _LINUX_MEMFD_H

#include "linux/types.h"

/* fcntl(2) commands and seals, Linux's numbers */
#define F_ADD_SEALS		1033
#define F_GET_SEALS		1034
#define F_SEAL_SEAL		0x0001	/* no more seals */
#define F_SEAL_SHRINK		0x0002
#define F_SEAL_GROW		0x0004
#define F_SEAL_WRITE		0x0008
#define F_SEAL_FUTURE_WRITE	0x0010	/* no new writes or writable maps */

struct file;
struct inode;

long memfd_fcntl(struct file *f, unsigned int cmd, unsigned long arg);
/* May inode's size become size, and, with write, its bytes change?
 * 0, or -EPERM where a seal says not */
int memfd_seal_check(const struct inode *inode, loff_t size, bool write);

#endif /* _LINUX_MEMFD_H */
