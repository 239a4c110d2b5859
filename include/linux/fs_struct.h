/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fs_struct.h - where a task's paths start and what its
 * new files' modes lose: working directory, root and umask, in one
 * struct fs_struct that clone(2)'s CLONE_FS shares between tasks
 * (fs/fs_struct.c).  A kernel thread has none (task->fs NULL) until it
 * becomes a user process (init_fs_struct()).
 */
#ifndef _LINUX_FS_STRUCT_H
#define _LINUX_FS_STRUCT_H

#include "linux/sched.h"
#include "linux/spinlock.h"

struct dentry;

struct fs_struct {
	int users;		/* tasks sharing it, under lock */
	spinlock_t lock;	/* the three below change under it */
	int umask;		/* umask(2) */
	struct dentry *root;	/* chroot(2)'s, held; NULL: the tree's */
	struct dentry *pwd;	/* the working directory, held */
};

/* fork(2): the child's (CLONE_FS: the parent's, one more user) */
int copy_fs_struct(struct task_struct *p, const struct task_struct *parent,
		   unsigned long clone_flags);
/* exit, a failed clone: the task's user goes; the last frees it */
void exit_fs(struct task_struct *tsk);
/* unshare(2) CLONE_FS: current gets a copy of its own if it shares */
long unshare_fs_struct(void);
/* init and a usermode helper: "/" and umask 0022 (Linux's init_fs) */
long init_fs_struct(void);
/* chdir(2), chroot(2): d's reference passes to fs */
void set_fs_pwd(struct fs_struct *fs, struct dentry *d);
void set_fs_root(struct fs_struct *fs, struct dentry *d);
/* another task's working directory, held (dput()), or NULL */
struct dentry *get_task_pwd(struct task_struct *p);

/*
 * The caller's working directory, not held: a walk starts there as it
 * starts at a dirfd's directory (fs/namei.c start_dir()); NULL for a
 * kernel thread, whose walks start at the root.
 */
static inline struct dentry *current_pwd(void)
{
	return current->fs ? current->fs->pwd : NULL;
}

static inline int current_umask(void)
{
	return current->fs ? current->fs->umask : 0;
}

#endif /* _LINUX_FS_STRUCT_H */
