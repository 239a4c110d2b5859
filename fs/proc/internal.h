/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fs/proc/internal.h - a /proc entry made through linux/proc_fs.h: its
 * place in the ramfs tree, and how its file is read and written.
 */
#ifndef _FS_PROC_INTERNAL_H
#define _FS_PROC_INTERNAL_H

#include "linux/list.h"
#include "linux/proc_fs.h"

struct module;

struct proc_dir_entry {
	struct list_head list;		/* in proc_entries */
	struct inode *inode;		/* its file or directory */
	const struct proc_ops *proc_ops;
	/* a file_operations given instead, in proc_ops form */
	struct proc_ops fops_ops;
	const struct seq_operations *seq_ops;	/* proc_create_seq() */
	unsigned int state_size;
	int (*single_show)(struct seq_file *, void *); /* ..._single() */
	void *data;			/* pde_data() */
	struct module *owner;		/* the module that made it, if any */
};

/* The file operations of every entry's inode (fs/proc/inode.c) */
extern const struct file_operations proc_reg_file_ops;
extern const struct proc_ops proc_single_ops, proc_seq_ops;

#endif /* _FS_PROC_INTERNAL_H */
