// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/kcmp.c - kcmp(2): do two processes share a kernel resource?
 * Both must be processes the caller may look into (ptrace_may_access():
 * EPERM otherwise, ESRCH for no such process).  The answer is 0 for
 * the same object, else 1 or 2 as the objects order (man 2 kcmp: an
 * order to sort by, nothing more).
 *
 * KCMP_FILE compares the files of a descriptor of each (EBADF for a
 * closed one); KCMP_VM, KCMP_FILES and KCMP_SIGHAND the address space,
 * file table and signal handlers, KCMP_FS the working directory, root
 * and umask (struct fs_struct, shared by CLONE_FS), KCMP_SYSVSEM the
 * System V semaphore adjustments (ipc/sem.c: a task's list, shared by
 * CLONE_SYSVSEM, none before the first SEM_UNDO).  KCMP_IO: no task
 * here has a block I/O context, so any two compare equal, as two
 * Linux tasks that have none.  There is no epoll target lookup here
 * (KCMP_EPOLL_TFD: EOPNOTSUPP, Linux's answer built without it).
 */
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/fdtable.h"
#include "linux/ipc.h"
#include "linux/file.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "linux/syscalls.h"

enum kcmp_type {
	KCMP_FILE, KCMP_VM, KCMP_FILES, KCMP_FS, KCMP_SIGHAND, KCMP_IO,
	KCMP_SYSVSEM, KCMP_EPOLL_TFD, KCMP_TYPES,
};

/* The file behind fd in task's table (a pointer to compare, not held) */
static const void *task_file(struct task_struct *task, unsigned long fd)
{
	struct files_struct *files = task->files;
	const void *f = NULL;

	if (!files)
		return NULL;
	spin_lock(&files->file_lock);
	if (fd < files->max_fds)
		f = files->fd[fd];
	spin_unlock(&files->file_lock);
	return f;
}

static long kcmp_order(const void *a, const void *b)
{
	return a == b ? 0 : a < b ? 1 : 2;
}

long sys_kcmp(int pid1, int pid2, int type, unsigned long idx1,
	      unsigned long idx2)
{
	struct task_struct *a = pid1 > 0 ? find_task_by_pid(pid1) : NULL;
	struct task_struct *b = pid2 > 0 ? find_task_by_pid(pid2) : NULL;
	const void *fa, *fb;

	if (!a || !b)
		return -ESRCH;
	if (!ptrace_may_access(a) || !ptrace_may_access(b))
		return -EPERM;
	switch (type) {
	case KCMP_FILE:
		fa = task_file(a, idx1);
		fb = task_file(b, idx2);
		return fa && fb ? kcmp_order(fa, fb) : -EBADF;
	case KCMP_VM:
		return kcmp_order(a->mm, b->mm);
	case KCMP_FILES:
		return kcmp_order(a->files, b->files);
	case KCMP_FS:
		return kcmp_order(a->fs, b->fs);
	case KCMP_SIGHAND:
		return kcmp_order(a->sighand, b->sighand);
	case KCMP_IO:
		return 0;
	case KCMP_SYSVSEM:
		return kcmp_order(a->sysvsem, b->sysvsem);
	case KCMP_EPOLL_TFD:
		return -EOPNOTSUPP;
	default:
		return -EINVAL;
	}
}
