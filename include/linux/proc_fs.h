/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/proc_fs.h - /proc entries made by modules, with Linux's
 * calls (fs/proc/generic.c).  An entry's file operations are a struct
 * proc_ops (Linux 5.6 on) or, as modules written for 2.6 to 5.5 give
 * them, a struct file_operations: proc_create() takes either.  The 2.6
 * books' create_proc_entry(), with read_proc and write_proc functions
 * and fields set in the entry, works too (fs/proc/read_proc.c).
 */
#ifndef _LINUX_PROC_FS_H
#define _LINUX_PROC_FS_H

#include "linux/fs.h"
#include "linux/list.h"
#include "linux/types.h"
#include "linux/uidgid.h"

struct seq_file;
struct seq_operations;
struct module;

/*
 * 2.6's callbacks (fs/proc/read_proc.c says how each is called):
 * read_proc fills page and says where its data starts through *start,
 * sets *eof at the end and returns how many bytes it gave; write_proc
 * gets the user's buffer itself and returns how many bytes it took.
 */
typedef int (read_proc_t)(char *page, char **start, off_t off, int count,
			  int *eof, void *data);
typedef int (write_proc_t)(struct file *file, const char __user *buffer,
			   unsigned long count, void *data);

struct proc_ops {
	unsigned int proc_flags;
	int (*proc_open)(struct inode *, struct file *);
	ssize_t (*proc_read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*proc_write)(struct file *, const char __user *, size_t,
			      loff_t *);
	loff_t (*proc_lseek)(struct file *, loff_t, int);	/* NULL: default_llseek */
	int (*proc_release)(struct inode *, struct file *);
	long (*proc_ioctl)(struct file *, unsigned int, unsigned long);
	unsigned int (*proc_poll)(struct file *, struct poll_table_struct *);
	int (*proc_mmap)(struct file *, struct vm_area_struct *);
	unsigned long (*proc_get_unmapped_area)(struct file *, unsigned long,
						unsigned long, unsigned long,
						unsigned long);
};

/*
 * An entry.  The first fields are 2.6's, which modules of that time set
 * after create_proc_entry(): mode's permission bits and size are what
 * stat(2) then says, a proc_fops set takes over the file's operations.
 * The rest is the kernel's own.
 */
struct proc_dir_entry {
	umode_t mode;
	uid_t uid;		/* kept; stat(2) says root: there is one user */
	gid_t gid;
	loff_t size;
	const struct file_operations *proc_fops;
	read_proc_t *read_proc;
	write_proc_t *write_proc;
	void *data;			/* pde_data() */
	struct module *owner;		/* the module that made it, if any */

	struct list_head list;		/* in proc_entries */
	struct dentry *dentry;		/* its name in /proc */
	const struct proc_ops *proc_ops;
	/* proc_fops, in proc_ops form */
	struct proc_ops fops_ops;
	const struct seq_operations *seq_ops;	/* proc_create_seq() */
	unsigned int state_size;
	int (*single_show)(struct seq_file *, void *); /* ..._single() */
	/* the entry's own lifetime (fs/proc/generic.c): one reference for
	 * the tree, one for its inode (dropped when the inode goes, after
	 * the last opener of the name) */
	atomic_t refcnt;
	/* callers inside its operations now (fs/proc/inode.c use_pde());
	 * PDE_REMOVED added once it is removed, after which no call starts
	 * and the removal waits for those inside to leave */
	atomic_t in_use;
};

/* /proc itself, as a parent: NULL says the same (2.6's &proc_root) */
extern struct proc_dir_entry proc_root;

/* Accepted and ignored: there is no procfs "permanent" rundown here */
#define PROC_ENTRY_PERMANENT	1U

struct proc_dir_entry *proc_create_data(const char *name, umode_t mode,
					struct proc_dir_entry *parent,
					const struct proc_ops *ops,
					void *data);
struct proc_dir_entry *proc_create_fops_data(const char *name, umode_t mode,
					     struct proc_dir_entry *parent,
					     const struct file_operations *fops,
					     void *data);
struct proc_dir_entry *proc_mkdir_data(const char *name, umode_t mode,
				       struct proc_dir_entry *parent,
				       void *data);
struct proc_dir_entry *proc_create_single_data(
	const char *name, umode_t mode, struct proc_dir_entry *parent,
	int (*show)(struct seq_file *, void *), void *data);
struct proc_dir_entry *proc_create_seq_private(
	const char *name, umode_t mode, struct proc_dir_entry *parent,
	const struct seq_operations *ops, unsigned int state_size,
	void *data);
void remove_proc_entry(const char *name, struct proc_dir_entry *parent);
int remove_proc_subtree(const char *name, struct proc_dir_entry *parent);
void proc_remove(struct proc_dir_entry *pde);
void *pde_data(const struct inode *inode);
void proc_set_size(struct proc_dir_entry *pde, loff_t size);
void proc_set_user(struct proc_dir_entry *pde, kuid_t uid, kgid_t gid);

/*
 * 2.6 to 3.9: a file whose reads and writes go to its read_proc and
 * write_proc, set by the caller in the entry returned; a directory
 * if mode says S_IFDIR.
 */
struct proc_dir_entry *create_proc_entry(const char *name, umode_t mode,
					 struct proc_dir_entry *parent);

static inline struct proc_dir_entry *
create_proc_read_entry(const char *name, umode_t mode,
		       struct proc_dir_entry *parent, read_proc_t *read_proc,
		       void *data)
{
	struct proc_dir_entry *pde = create_proc_entry(name, mode, parent);

	if (pde) {
		pde->read_proc = read_proc;
		pde->data = data;
	}
	return pde;
}

/* rmmod: remove (and report) the entries a module left (fs/proc/generic.c) */
void proc_module_going(struct module *mod);

/* The ops' type picks the form: proc_ops, or 2.6's file_operations */
#define proc_create_data(name, mode, parent, ops, data)			\
	_Generic((ops),							\
		 const struct file_operations *: proc_create_fops_data,	\
		 struct file_operations *: proc_create_fops_data,	\
		 default: (proc_create_data))(name, mode, parent, ops, data)
#define proc_create(name, mode, parent, ops)				\
	proc_create_data(name, mode, parent, ops, NULL)
#define proc_mkdir(name, parent)	proc_mkdir_data(name, 0, parent, NULL)
#define proc_mkdir_mode(name, mode, parent)				\
	proc_mkdir_data(name, mode, parent, NULL)
#define proc_create_single(name, mode, parent, show)			\
	proc_create_single_data(name, mode, parent, show, NULL)
#define proc_create_seq_data(name, mode, parent, ops, data)		\
	proc_create_seq_private(name, mode, parent, ops, 0, data)
#define proc_create_seq(name, mode, parent, ops)			\
	proc_create_seq_private(name, mode, parent, ops, 0, NULL)
/* The name until 5.17 */
#define PDE_DATA(inode)		pde_data(inode)

#endif /* _LINUX_PROC_FS_H */
