/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fsnotify.h - the VFS's calls into fs/notify/fsnotify.c,
 * one at each place a file changes or is used, as Linux names them:
 * each reports to the file's own watches and, with the file's name, to
 * its directory's (inotify(7): "When monitoring a directory").
 */
#ifndef _LINUX_FSNOTIFY_H
#define _LINUX_FSNOTIFY_H

#include "linux/file.h"
#include "linux/fsnotify_backend.h"
#include "linux/poll.h"

struct dentry;
struct file;
struct inode;

/* an inotify file's (fs/notify/inotify/inotify_user.c) */
extern const struct file_operations inotify_fops;

/* open(2) (FAN_OPEN_PERM), read(2) (FAN_ACCESS_PERM) of f: 0 or EPERM */
int fsnotify_perm(struct file *f, u32 mask);
/* read(2) (IN_ACCESS), write(2) (IN_MODIFY) and the like on f */
void fsnotify_file(struct file *f, u32 mask);
void fsnotify_open(struct file *f);
void fsnotify_close(struct file *f);
/* chmod(2), chown(2), utimensat(2), truncate(2) of dentry's file */
void fsnotify_change(struct dentry *dentry, u32 mask);
/* a new name in dir: a file, directory, node, link (IN_CREATE) */
void fsnotify_create(struct inode *dir, struct dentry *dentry);
void fsnotify_link(struct inode *dir, struct dentry *dentry);
/* unlink(2): the file has one name less (IN_ATTRIB) */
void fsnotify_link_count(struct inode *inode);
/* name has left dir (unlink(2), rmdir(2): IN_DELETE); isdir: it named
 * a directory */
void fsnotify_delete(struct inode *dir, bool isdir, const struct qstr *name);
/* rename(2) of moved, from old_name in old_dir; target: the file it
 * replaced, or NULL */
void fsnotify_move(struct inode *old_dir, const struct qstr *old_name,
		   struct dentry *moved, struct inode *target);
/* the inode's end: IN_DELETE_SELF if it has no name left, and its
 * watches go (IN_IGNORED) */
void fsnotify_inoderemove(struct inode *inode);
/* a listener's file: poll(2) of its queue; the instance of a descriptor */
unsigned int fsnotify_poll_queue(struct file *f, wait_queue_head_t *wait,
				 struct list_head *queue, poll_table *pt);
void *fsnotify_group_of(struct fd f, const struct file_operations *fops);
/* the file a watch or mark names, checked and held */
struct dentry *fsnotify_user_file(int dirfd, const char __user *path,
				  bool follow, bool onlydir, long *err);

#endif /* _LINUX_FSNOTIFY_H */
