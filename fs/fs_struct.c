// SPDX-License-Identifier: GPL-2.0
/*
 * fs/fs_struct.c - a task's working directory, root and umask (struct
 * fs_struct), one object that clone(2) with CLONE_FS shares: "the
 * calling process and the child process share the same filesystem
 * information ... any call to chroot(2), chdir(2), or umask(2)
 * performed by the calling process or the child process also affects
 * the other process" (man 2 clone).  Without CLONE_FS the child gets a
 * copy; unshare(2) CLONE_FS makes the caller's its own again.
 *
 * The struct is counted by its users and freed by the last; its fields
 * change under its lock.  Another task's (/proc/PID/cwd, kcmp(2)) is
 * reached under that task's task_lock(), which exit_fs() takes to let
 * go of it.  A walk starts from the caller's working directory without
 * a reference, as from a dirfd's directory (fs/namei.c start_dir():
 * one in the tree is held by its parent).
 */
#include "linux/kernel.h"
#include "linux/dcache.h"
#include "linux/errno.h"
#include "linux/fs.h"
#include "linux/fs_struct.h"
#include "linux/sched.h"
#include "linux/slab.h"

static struct fs_struct *fs_alloc(int umask, struct dentry *root,
				  struct dentry *pwd)
{
	struct fs_struct *fs = kzalloc(sizeof(*fs), GFP_KERNEL);

	if (!fs)
		return NULL;
	fs->users = 1;
	spin_lock_init(&fs->lock);
	fs->umask = umask;
	fs->root = dget(root);
	fs->pwd = dget(pwd);
	return fs;
}

/* A copy of old, taken under its lock */
static struct fs_struct *fs_copy(struct fs_struct *old)
{
	struct fs_struct *fs = fs_alloc(0, NULL, NULL);

	if (!fs)
		return NULL;
	spin_lock(&old->lock);
	fs->umask = old->umask;
	fs->root = dget(old->root);
	fs->pwd = dget(old->pwd);
	spin_unlock(&old->lock);
	return fs;
}

static void fs_put(struct fs_struct *fs)
{
	bool last;

	spin_lock(&fs->lock);
	last = !--fs->users;
	spin_unlock(&fs->lock);
	if (!last)
		return;
	dput(fs->pwd);
	dput(fs->root);
	kfree(fs);
}

int copy_fs_struct(struct task_struct *p, const struct task_struct *parent,
		   unsigned long clone_flags)
{
	struct fs_struct *fs = parent->fs;

	if (!fs)		/* a kernel thread's child */
		return 0;
	if (clone_flags & CLONE_FS) {
		spin_lock(&fs->lock);
		fs->users++;
		spin_unlock(&fs->lock);
		p->fs = fs;
		return 0;
	}
	p->fs = fs_copy(fs);
	return p->fs ? 0 : -ENOMEM;
}

void exit_fs(struct task_struct *tsk)
{
	struct fs_struct *fs = tsk->fs;

	if (!fs)
		return;
	task_lock(tsk);
	tsk->fs = NULL;
	task_unlock(tsk);
	fs_put(fs);
}

/* Swaps current's struct for new, the old one's user going */
static void switch_fs(struct fs_struct *new)
{
	struct fs_struct *old = current->fs;

	task_lock(current);
	current->fs = new;
	task_unlock(current);
	if (old)
		fs_put(old);
}

long unshare_fs_struct(void)
{
	struct fs_struct *fs = current->fs;
	struct fs_struct *copy;
	bool shared;

	if (!fs)
		return 0;
	spin_lock(&fs->lock);
	shared = fs->users > 1;
	spin_unlock(&fs->lock);
	if (!shared)
		return 0;
	copy = fs_copy(fs);
	if (!copy)
		return -ENOMEM;
	switch_fs(copy);
	return 0;
}

long init_fs_struct(void)
{
	struct fs_struct *fs = fs_alloc(0022, NULL, root_mnt.mnt_root);

	if (!fs)
		return -ENOMEM;
	switch_fs(fs);
	return 0;
}

/* Puts d in *slot under fs's lock, dropping what was there */
static void set_fs_dentry(struct fs_struct *fs, struct dentry **slot,
			  struct dentry *d)
{
	struct dentry *old;

	spin_lock(&fs->lock);
	old = *slot;
	*slot = d;
	spin_unlock(&fs->lock);
	dput(old);
}

void set_fs_pwd(struct fs_struct *fs, struct dentry *d)
{
	set_fs_dentry(fs, &fs->pwd, d);
}

void set_fs_root(struct fs_struct *fs, struct dentry *d)
{
	set_fs_dentry(fs, &fs->root, d);
}

struct dentry *get_task_pwd(struct task_struct *p)
{
	struct dentry *d = NULL;

	task_lock(p);
	if (p->fs) {
		spin_lock(&p->fs->lock);
		d = dget(p->fs->pwd);
		spin_unlock(&p->fs->lock);
	}
	task_unlock(p);
	return d;
}
