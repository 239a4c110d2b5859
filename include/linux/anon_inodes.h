/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/anon_inodes.h - a file with no name in any directory,
 * of a driver's own file_operations, handed to user space as a new
 * descriptor (fs/anon_inodes.c): how an ioctl returns an object of its
 * own that read(2), poll(2), close(2) then work on (KVM's VM and vCPU
 * fds, linux-kernel-module-cheat's anonymous_inode).  /proc/PID/fd
 * shows it as "anon_inode:NAME", as Linux does.
 */
#ifndef _LINUX_ANON_INODES_H
#define _LINUX_ANON_INODES_H

struct file_operations;
struct inode;

struct file *anon_inode_getfile(const char *name,
				const struct file_operations *fops,
				void *priv, int flags);
int anon_inode_getfd(const char *name, const struct file_operations *fops,
		     void *priv, int flags);

#endif /* _LINUX_ANON_INODES_H */
