/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/debugfs.h - debugfs, the file system where modules put
 * whatever they want to show a developer (fs/debugfs/).  As in Linux
 * 6.1, its files exist from the moment they are made but are seen only
 * where debugfs is mounted: `mount -t debugfs none /sys/kernel/debug`
 * (fs/namespace.c).  A file's data pointer is its inode's i_private,
 * which simple_open() (fs/libfs.c) hands to the file's private_data.
 * The create functions return a dentry or an ERR_PTR, never NULL, and
 * take an ERR_PTR parent without complaint, as Linux's do.
 */
#ifndef _LINUX_DEBUGFS_H
#define _LINUX_DEBUGFS_H

#include "linux/kernel.h"
#include "linux/atomic.h"
#include "linux/err.h"
#include "linux/fs.h"

struct dentry;
struct file_operations;
struct module;

struct debugfs_blob_wrapper {
	void *data;
	unsigned long size;
};

struct dentry *debugfs_create_dir(const char *name, struct dentry *parent);
struct dentry *debugfs_create_file(const char *name, umode_t mode,
				   struct dentry *parent, void *data,
				   const struct file_operations *fops);
struct dentry *debugfs_create_file_size(const char *name, umode_t mode,
					struct dentry *parent, void *data,
					const struct file_operations *fops,
					loff_t file_size);
/* Linux's proxy-less variant: the same here, every file is guarded */
#define debugfs_create_file_unsafe	debugfs_create_file
struct dentry *debugfs_lookup(const char *name, struct dentry *parent);
void debugfs_remove(struct dentry *dentry);
#define debugfs_remove_recursive	debugfs_remove
void debugfs_lookup_and_remove(const char *name, struct dentry *parent);
bool debugfs_initialized(void);

/* Files for one variable: read shows it, write (if mode allows) sets it
 * from a number in any base kstrtoull() reads (fs/debugfs/file.c) */
void debugfs_create_u8(const char *name, umode_t mode, struct dentry *parent,
		       u8 *value);
void debugfs_create_u16(const char *name, umode_t mode,
			struct dentry *parent, u16 *value);
void debugfs_create_u32(const char *name, umode_t mode,
			struct dentry *parent, u32 *value);
void debugfs_create_u64(const char *name, umode_t mode,
			struct dentry *parent, u64 *value);
void debugfs_create_ulong(const char *name, umode_t mode,
			  struct dentry *parent, unsigned long *value);
void debugfs_create_x8(const char *name, umode_t mode, struct dentry *parent,
		       u8 *value);
void debugfs_create_x16(const char *name, umode_t mode,
			struct dentry *parent, u16 *value);
void debugfs_create_x32(const char *name, umode_t mode,
			struct dentry *parent, u32 *value);
void debugfs_create_x64(const char *name, umode_t mode,
			struct dentry *parent, u64 *value);
void debugfs_create_size_t(const char *name, umode_t mode,
			   struct dentry *parent, size_t *value);
void debugfs_create_atomic_t(const char *name, umode_t mode,
			     struct dentry *parent, atomic_t *value);
void debugfs_create_bool(const char *name, umode_t mode,
			 struct dentry *parent, bool *value);
struct dentry *debugfs_create_blob(const char *name, umode_t mode,
				   struct dentry *parent,
				   struct debugfs_blob_wrapper *blob);

/* DEFINE_DEBUGFS_ATTRIBUTE() files: simple_attr's (linux/fs.h) */
#define DEFINE_DEBUGFS_ATTRIBUTE(fops, get, set, fmt)			\
	DEFINE_SIMPLE_ATTRIBUTE(fops, get, set, fmt)
#define debugfs_attr_read	simple_attr_read
#define debugfs_attr_write	simple_attr_write

/* The boot's part (fs/debugfs/inode.c): the mount point, and what a
 * module left behind at rmmod (removed, and said in the log) */
void debugfs_init(void);
void debugfs_module_going(struct module *mod);
int debugfs_mount(void);
int debugfs_umount(void);
bool debugfs_mounted(void);

#endif /* _LINUX_DEBUGFS_H */
