// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/nsproxy.c - unshare(2) and setns(2) for a kernel without
 * namespaces.
 *
 * unshare(2) gives the caller a private copy of what it shares: here
 * the file table (CLONE_FILES), the working directory, root and umask
 * (CLONE_FS, fs/fs_struct.c; CLONE_NEWNS implies it, as in Linux);
 * System V semaphore adjustments are the process's own already
 * (CLONE_SYSVSEM), and the address space, handlers and
 * thread group can only be "unshared" when nothing shares them (EINVAL
 * otherwise, as Linux).  A new namespace needs CAP_SYS_ADMIN (EPERM, as
 * Linux tells a user); a mount namespace (CLONE_NEWNS) is made
 * (fs/mnt_namespace.c), for the others root is told EINVAL, what Linux
 * built without them answers.  CLONE_NEWUSER, which Linux (and Debian) may
 * grant a user, is EINVAL for everyone: there are none to make.
 *
 * setns(2) joins a namespace named by a file of /proc/PID/ns or a
 * pidfd; there are neither here: EBADF for no file, else EINVAL
 * ("fd does not refer to a namespace"), as Linux for an ordinary file.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs_struct.h"
#include "linux/mm.h"
#include "linux/mnt_namespace.h"
#include "linux/sched.h"
#include "linux/syscalls.h"

#define CLONE_NEWUSER	0x10000000

/* the flags unshare(2) knows (man 2 unshare) */
#define UNSHARE_FLAGS	(CLONE_FILES | CLONE_FS | CLONE_SYSVSEM | \
			 CLONE_VM | CLONE_SIGHAND | CLONE_THREAD | \
			 CLONE_NAMESPACES)

long sys_unshare(unsigned long flags)
{
	struct files_struct *displaced;
	long err;

	if (flags & ~UNSHARE_FLAGS)
		return -EINVAL;
	if (flags & (CLONE_THREAD | CLONE_SIGHAND | CLONE_VM)) {
		if (current->signal->live > 1 ||
		    (current->mm && atomic_read(&current->mm->mm_users) > 1))
			return -EINVAL;
	}
	if (flags & CLONE_NAMESPACES & ~(CLONE_NEWUSER | CLONE_NEWNS))
		return capable(CAP_SYS_ADMIN) ? -EINVAL : -EPERM;
	if (flags & CLONE_NEWUSER)
		return -EINVAL;
	if (flags & (CLONE_FS | CLONE_NEWNS)) {
		err = unshare_fs_struct();
		if (err)
			return err;
	}
	if (flags & CLONE_FILES) {
		err = unshare_files(&displaced);
		if (err)
			return err;
		if (displaced)
			put_files(displaced);
	}
	/* last: a failure above leaves the namespace as it was */
	return flags & CLONE_NEWNS ? unshare_mnt_ns() : 0;
}

long sys_setns(int fd, int nstype)
{
	struct fd f = fdget((unsigned int)fd);

	(void)nstype;
	if (!f.file)
		return -EBADF;
	fdput(f);
	return -EINVAL;
}
