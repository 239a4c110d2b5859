/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fcntl.h - the open(2) flags, i386 Linux's values
 * (asm-generic/fcntl.h there, octal): what open(2) takes (fs/open.c),
 * and what delete_module(2) reuses: rmmod passes O_NONBLOCK ("do not
 * wait for the module to become unused"), and rmmod -f adds O_TRUNC
 * ("remove it even so").
 */
#ifndef _LINUX_FCNTL_H
#define _LINUX_FCNTL_H

#define O_ACCMODE	00000003
#define O_RDONLY	00000000
#define O_WRONLY	00000001
#define O_RDWR		00000002
#define O_CREAT		00000100
#define O_EXCL		00000200
#define O_NOCTTY	00000400
#define O_TRUNC		00001000
#define O_APPEND	00002000
#define O_NONBLOCK	00004000
#define O_DSYNC		00010000	/* open(2); kept in f_flags */
#define O_ASYNC		00020000	/* SIGIO when ready (fcntl(2) F_SETFL) */
#define O_DIRECT	00040000	/* a pipe's packet mode (pipe2(2)) */
#define FASYNC		O_ASYNC		/* its name in drivers */
#define O_LARGEFILE	00100000
#define O_DIRECTORY	00200000
#define O_NOFOLLOW	00400000
#define O_NOATIME	01000000	/* only the owner may ask (open(2)) */
#define O_CLOEXEC	02000000
#define __O_SYNC	04000000	/* O_SYNC is __O_SYNC | O_DSYNC */
/* a name, not a file to do I/O on (open(2) O_PATH): such a descriptor is
 * EBADF to the calls that would (epoll_ctl(2)) */
#define O_PATH		010000000
/* an unnamed file in a directory, linkat(2) names it later (open(2)) */
#define __O_TMPFILE	020000000
#define O_TMPFILE	(__O_TMPFILE | O_DIRECTORY)

/* the *at(2) calls' dirfd for "relative to the working directory"
 * (openat(2)) */
#define AT_FDCWD	-100

#endif /* _LINUX_FCNTL_H */
