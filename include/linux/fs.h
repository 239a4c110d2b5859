/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H

#include "linux/list.h"

#define NAME_MAX	63
#define PATH_MAX	256

/*
 * A file or directory of the in-memory filesystem.  A regular file
 * either points at bytes (a boot module, or a file inside an initramfs
 * archive: no copy is made) or is generated when read (/proc, /sys):
 * show() writes its text into buf and returns the full length, which
 * may exceed size (the reader then retries with a bigger buffer).
 */
struct file_operations;

struct inode {
	char name[NAME_MAX + 1];
	unsigned long ino;		/* a number of its own (stat(2)) */
	bool is_dir;
	unsigned short perm;		/* permission bits; 0: the default */
	struct inode *parent;
	struct list_head children;	/* of a directory */
	struct list_head sibling;	/* in the parent's children */
	const void *data;
	size_t size;
	bool owned;			/* data is vmalloc'd: written to */
	size_t capacity;		/* of owned data */
	size_t (*show)(char *buf, size_t size, void *priv);
	/* a generated file may take writes: store() gets each one */
	long (*store)(const char *buf, size_t len, void *priv);
	/* a symbolic link's target (/proc/PID/exe), its length; 0: none */
	size_t (*readlink)(char *buf, size_t size, void *priv);
	void *priv;
	const struct file_operations *fops;	/* a device's, or NULL */
};

void fs_init(void);
struct inode *fs_lookup(const char *path);
struct inode *fs_lookup_at(struct inode *dir, const char *path);
struct inode *fs_lookup_link_at(struct inode *dir, const char *path);
struct inode *fs_create_at(struct inode *dir, const char *path, bool is_dir);
size_t fs_path(struct inode *inode, char *buf, size_t size);
long fs_write_file(struct inode *inode, size_t pos, const void *buf,
		   size_t len);
void fs_truncate(struct inode *inode);
struct inode *fs_mkdir_p(const char *path);
struct inode *fs_create(const char *path, const void *data, size_t size);
struct inode *fs_create_gen(const char *path,
			    size_t (*show)(char *, size_t, void *),
			    void *priv);
struct inode *fs_create_dev(const char *path,
			    const struct file_operations *fops);
void fs_remove(struct inode *inode);
void fs_remove_tree(struct inode *inode);
/* Read a whole file; returns a vmalloc'd buffer to vfree() or NULL. */
void *fs_read_file(struct inode *inode, size_t *len);

#endif /* _LINUX_FS_H */
