/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fs/proc/internal.h - how a /proc entry made through linux/proc_fs.h
 * (which defines struct proc_dir_entry) is read and written.
 */
#ifndef _FS_PROC_INTERNAL_H
#define _FS_PROC_INTERNAL_H

#include "linux/list.h"
#include "linux/proc_fs.h"

/* The file operations of every entry's inode (fs/proc/inode.c) */
extern const struct file_operations proc_reg_file_ops;
extern const struct proc_ops proc_single_ops, proc_seq_ops;
/* create_proc_entry()'s: read_proc and write_proc (fs/proc/read_proc.c) */
extern const struct proc_ops proc_legacy_ops;

/* The entry's operations now: its proc_fops if one is set (2.6) */
const struct proc_ops *pde_ops(struct proc_dir_entry *pde);

/* A /proc/PID inode's task, alive and held still until proc_pid_put(),
 * or NULL once reaped (fs/proc/base.c) */
struct task_struct *proc_pid_get(void *priv);
void proc_pid_put(void);
/* Its memory, held (mmput()), NULL if gone: for a callback that reads
 * it under its mmap_lock, which may sleep, so outside proc_pid_get() */
struct mm_struct *proc_pid_mm(void *priv);

/* An inode of p's (fs/proc/base.c): it holds p, is owned as p's files
 * are (proc_pid_owner(), for task: p) and answers ESRCH once p is
 * reaped; a directory of such, mode 0555; the check of the files only
 * who may look into p opens (ptrace_may_access(): EACCES) */
void proc_pid_inode(struct inode *inode, struct task_struct *p);
void proc_pid_owner(struct inode *inode, void *task);
struct dentry *proc_pid_dir(struct dentry *dir, struct task_struct *p,
			    const char *name);
int proc_pid_may_open_private(void *priv);

/* /proc/PID/maps (fs/proc/task_mmu.c) */
size_t proc_pid_maps_show(char *buf, size_t size, void *priv);
size_t proc_pid_smaps_show(char *buf, size_t size, void *priv);
extern const struct file_operations proc_pagemap_operations;
extern const struct file_operations proc_mem_operations;
/* fs/proc/inode.c: no more calls of the entry's operations, and those
 * running finished (remove_proc_entry()) */
void pde_rundown(struct proc_dir_entry *pde);
struct seq_buf;
void task_mem(struct seq_buf *s, struct mm_struct *mm);

/* /proc/PID/fd and /proc/PID/fdinfo in dir (fs/proc/fd.c); the path
 * of an open file's name, as /proc shows it there and in maps */
void proc_fd_dirs(struct dentry *dir, struct task_struct *p);
/* /proc/PID/ns in dir (fs/proc/namespaces.c) */
void proc_ns_dir(struct dentry *dir, struct task_struct *p);
size_t proc_file_path(const struct dentry *d, char *buf, size_t size);

#endif /* _FS_PROC_INTERNAL_H */
