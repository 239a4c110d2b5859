// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/sys_absent.c - the calls of features oops386 does not have
 * that Linux 6.1 refuses an unprivileged caller: the caller is told
 * what Linux tells it (EPERM, from the same capability check), not
 * ENOSYS, so that a program's fallback is the one it takes on Linux.
 * Who holds the capability learns the feature is missing: ENOSYS, what
 * Linux built without it answers (docs/syscalls.md lists each).
 *
 *   bpf(2)               Debian's kernel.unprivileged_bpf_disabled=2
 *   fsopen, fspick, fsmount, move_mount, open_tree(OPEN_TREE_CLONE)
 *                        the new mount API: CAP_SYS_ADMIN (may_mount())
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/fs.h"
#include "linux/syscalls.h"

#define OPEN_TREE_CLONE		1

/* EPERM without cap, else ENOSYS: the feature is not here */
static long absent_unless(int cap)
{
	return capable(cap) ? -ENOSYS : -EPERM;
}

long sys_bpf(int cmd, void __user *attr, unsigned int size)
{
	(void)cmd, (void)attr, (void)size;
	return absent_unless(CAP_SYS_ADMIN);
}

long sys_fsopen(const char __user *fsname, unsigned int flags)
{
	(void)fsname, (void)flags;
	return absent_unless(CAP_SYS_ADMIN);
}

long sys_fspick(int dfd, const char __user *path, unsigned int flags)
{
	(void)dfd, (void)path, (void)flags;
	return absent_unless(CAP_SYS_ADMIN);
}

long sys_fsmount(int fs_fd, unsigned int flags, unsigned int attr_flags)
{
	(void)fs_fd, (void)flags, (void)attr_flags;
	return absent_unless(CAP_SYS_ADMIN);
}

long sys_move_mount(int from_dfd, const char __user *from_path, int to_dfd,
		    const char __user *to_path, unsigned int flags)
{
	(void)from_dfd, (void)from_path, (void)to_dfd, (void)to_path;
	(void)flags;
	return absent_unless(CAP_SYS_ADMIN);
}

long sys_open_tree(int dfd, const char __user *path, unsigned int flags)
{
	(void)dfd, (void)path;
	return flags & OPEN_TREE_CLONE ? absent_unless(CAP_SYS_ADMIN) :
					 -ENOSYS;
}
