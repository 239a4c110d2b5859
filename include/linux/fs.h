/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H

#include "linux/list.h"
#include "linux/file.h"
#include "linux/kdev_t.h"
#include "linux/spinlock.h"	/* rwlock_t, spinlock_t: fs.h brings them in Linux too */

#include "linux/dcache.h"
#include "linux/time64.h"
#include "linux/uidgid.h"

#define PATH_MAX	256

/*
 * A file: what it is, not what it is called (its names are dentries,
 * linux/dcache.h).  A regular file either points at bytes (a boot
 * module, or a file inside an initramfs archive: no copy is made) or is
 * generated when read (/proc, /sys): show() writes its text into buf
 * and returns the full length, which may exceed size (the reader then
 * retries with a bigger buffer).  An inode lives while a dentry names
 * it (i_count); i_nlink is how many names it has, as stat(2) shows.
 */
struct file_operations;
struct cdev;

struct inode {
	unsigned long i_ino;		/* a number of its own (stat(2)) */
	bool is_dir;
	unsigned int i_nlink;		/* names (a directory: 2 + subdirs) */
	int i_count;			/* dentries holding it */
	kuid_t i_uid;			/* owner: root (0) */
	kgid_t i_gid;
	struct timespec64 i_atime, i_mtime, i_ctime;
	const void *data;
	size_t size;
	bool owned;			/* data is vmalloc'd: written to */
	size_t capacity;		/* of owned data */
	size_t (*show)(char *buf, size_t size, void *priv);
	/* a generated file may take writes: store() gets each one */
	long (*store)(const char *buf, size_t len, void *priv);
	/* a generated link's target (/proc/PID/exe), its length; 0: none */
	size_t (*readlink)(char *buf, size_t size, void *priv);
	char *i_link;			/* a symlink(2)'s target (kmalloc'd) */
	void *priv;
	const struct file_operations *fops;	/* a device's, or NULL */
	dev_t i_rdev;			/* a device node's number (mknod(2)) */
	struct cdev *i_cdev;		/* its driver's, once opened */
	/* type and permission bits; 0: its kind's (fs/stat.c inode_mode()) */
	umode_t i_mode;
	/* brings i_mode and size up to date before stat(2) reads them (a
	 * /proc entry's module may change them after making it) */
	void (*getattr)(struct inode *inode);
};

/* What stat(2) says of its type and permissions (fs/stat.c) */
umode_t inode_mode(const struct inode *inode);

static inline unsigned int imajor(const struct inode *inode)
{
	return MAJOR(inode->i_rdev);
}

static inline unsigned int iminor(const struct inode *inode)
{
	return MINOR(inode->i_rdev);
}

static inline struct inode *file_inode(const struct file *f)
{
	return f->f_inode;
}

/* lseek(2)'s whence */
#define SEEK_SET	0
#define SEEK_CUR	1
#define SEEK_END	2

/* The llseek methods a file_operations may name (fs/read_write.c) */
loff_t generic_file_llseek_size(struct file *f, loff_t off, int whence,
				loff_t maxsize, loff_t eof);
loff_t fixed_size_llseek(struct file *f, loff_t off, int whence,
			 loff_t size);
loff_t generic_file_llseek(struct file *f, loff_t off, int whence);
loff_t default_llseek(struct file *f, loff_t off, int whence);
loff_t noop_llseek(struct file *f, loff_t off, int whence);
loff_t no_llseek(struct file *f, loff_t off, int whence);
ssize_t simple_read_from_buffer(void __user *to, size_t count, loff_t *ppos,
				const void *from, size_t available);
ssize_t simple_write_to_buffer(void *to, size_t available, loff_t *ppos,
			       const void __user *from, size_t count);
ssize_t vfs_read(struct file *f, char __user *buf, size_t count,
		 loff_t *pos);
ssize_t vfs_write(struct file *f, const char __user *buf, size_t count,
		  loff_t *pos);

/*
 * Character devices (fs/char_dev.c): a major's range of minors is
 * registered under a name (/proc/devices), and a struct cdev
 * (linux/cdev.h) gives numbers their operations.  register_chrdev()
 * does both for minors 0-255; major 0 asks for a free major, returned.
 */
#define CHRDEV_MAJOR_MAX	512
int register_chrdev_region(dev_t from, unsigned int count, const char *name);
int alloc_chrdev_region(dev_t *dev, unsigned int baseminor,
			unsigned int count, const char *name);
void unregister_chrdev_region(dev_t from, unsigned int count);
int register_chrdev(unsigned int major, const char *name,
		    const struct file_operations *fops);
void unregister_chrdev(unsigned int major, const char *name);
extern const struct file_operations def_chr_fops;
/* Switch f to fops (pinning fops->owner) and run its open */
int open_with_fops(struct inode *inode, struct file *f,
		   const struct file_operations *fops);
struct seq_buf;
void chrdev_show(struct seq_buf *s);

/* ramfs (fs/ramfs/inode.c): a new inode, and a file's bytes */
struct inode *ramfs_get_inode(bool is_dir);
void iput(struct inode *inode);
struct timespec64 current_time(struct inode *inode);
void touch_atime(struct inode *inode);
void file_update_time(struct inode *inode);
long fs_write_file(struct inode *inode, size_t pos, const void *buf,
		   size_t len);
void fs_truncate(struct inode *inode);

/*
 * Path walk (fs/namei.c).  path_lookupat() resolves path from start
 * (the root if NULL or if path is absolute): the dentry, or ERR_PTR.
 * LOOKUP_FOLLOW follows a symbolic link at the end too.
 */
#define LOOKUP_FOLLOW	0x0001
struct dentry *path_lookupat(struct dentry *start, const char *path,
			     unsigned int flags);
struct dentry *lookup_one(struct dentry *dir, const char *name);
struct dentry *filename_create(struct dentry *start, const char *path,
			       bool is_dir);
int vfs_create(struct inode *dir, struct dentry *dentry, umode_t mode);
int vfs_mkdir(struct inode *dir, struct dentry *dentry, umode_t mode);
int vfs_unlink(struct inode *dir, struct dentry *dentry);
int vfs_rmdir(struct inode *dir, struct dentry *dentry);
int vfs_link(struct dentry *old, struct inode *dir, struct dentry *dentry);
int vfs_symlink(struct inode *dir, struct dentry *dentry, const char *target);
size_t inode_readlink(const struct inode *inode, char *buf, size_t size);

static inline bool inode_is_symlink(const struct inode *inode)
{
	return inode->i_link || inode->readlink;
}

/*
 * The kernel's own files by path, relative to the root (fs/libfs.c):
 * each returns the new name (which the tree keeps: no reference is
 * passed) or NULL.
 */
struct dentry *fs_lookup(const char *path);
struct dentry *fs_mkdir_p(const char *path);
struct dentry *fs_create(const char *path, const void *data, size_t size);
struct dentry *fs_create_gen(const char *path,
			     size_t (*show)(char *, size_t, void *),
			     void *priv);
struct dentry *fs_create_dev(const char *path,
			     const struct file_operations *fops);
struct dentry *fs_create_at(struct dentry *dir, const char *name,
			    bool is_dir);
struct dentry *fs_symlink(const char *path, const char *target);
void fs_remove(struct dentry *dentry);
void fs_remove_tree(struct dentry *dentry);
/* Read a whole file; returns a vmalloc'd buffer to vfree() or NULL. */
void *fs_read_file(struct inode *inode, size_t *len);

#endif /* _LINUX_FS_H */
