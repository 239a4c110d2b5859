/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fcntl.h - the open(2) flags delete_module(2) reuses:
 * rmmod passes O_NONBLOCK ("do not wait for the module to become
 * unused"), and rmmod -f adds O_TRUNC ("remove it even so").  The
 * values are i386 Linux's (asm-generic/fcntl.h, octal).
 */
#ifndef _LINUX_FCNTL_H
#define _LINUX_FCNTL_H

#define O_TRUNC		01000
#define O_NONBLOCK	04000

#endif /* _LINUX_FCNTL_H */
