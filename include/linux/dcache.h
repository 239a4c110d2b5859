/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/dcache.h - names.  A struct dentry is one name in one
 * directory: what it is called (d_name), where (d_parent, and its place
 * in the parent's d_subdirs list through d_child) and the inode it names
 * (d_inode).  The inode is the file itself; a file with two hard links
 * has two dentries naming one inode (fs/dcache.c).
 *
 * Every dentry is in memory (ramfs has no disk to read names back from),
 * so the cache is the tree itself.  A dentry lives while it is in the
 * tree or referenced: by an open file (f_path), a working directory, or
 * a child's d_parent; dput() of the last reference frees it and drops
 * its inode reference (iput()).
 */
#ifndef _LINUX_DCACHE_H
#define _LINUX_DCACHE_H

#include "linux/list.h"
#include "linux/types.h"

#define NAME_MAX	63	/* bytes of a name (Linux: 255) */

struct inode;

/* a name and its length, as Linux passes names around */
struct qstr {
	const char *name;
	unsigned int len;
};

struct dentry {
	int d_count;			/* references (dget()/dput()) */
	struct qstr d_name;		/* points at d_iname */
	struct dentry *d_parent;	/* the root is its own parent */
	struct list_head d_subdirs;	/* the names in this directory */
	struct list_head d_child;	/* in d_parent's d_subdirs */
	struct inode *d_inode;		/* NULL until instantiated */
	char d_iname[NAME_MAX + 1];
};

/* struct path: a dentry and the mount it is reached through */
struct vfsmount {
	struct dentry *mnt_root;
};

struct path {
	struct vfsmount *mnt;
	struct dentry *dentry;
};

extern struct vfsmount root_mnt;	/* the one mount: ramfs at "/" */

static inline bool IS_ROOT(const struct dentry *dentry)
{
	return dentry == dentry->d_parent;
}

/* a dentry is hashed (findable by name) while it is in its parent's list */
static inline bool d_unhashed(const struct dentry *dentry)
{
	return list_empty(&dentry->d_child) && !IS_ROOT(dentry);
}

static inline struct dentry *dget(struct dentry *dentry)
{
	if (dentry)
		dentry->d_count++;
	return dentry;
}

void dput(struct dentry *dentry);
/* The root the current task's paths start from (chroot(2)) */
struct dentry *current_root(void);
size_t d_path_in(const struct dentry *root, const struct dentry *dentry,
		 char *buf, size_t size);

/* a dentry's name kept past the dentry (an event names a file that
 * rename(2) renamed or unlink(2) freed) */
struct name_snapshot {
	struct qstr name;
	char inline_name[NAME_MAX + 1];
};

void take_name_snapshot(struct name_snapshot *n, const struct dentry *dentry);
struct dentry *d_alloc(struct dentry *parent, const struct qstr *name);
int d_instantiate(struct dentry *dentry, struct inode *inode);
void d_delete(struct dentry *dentry);
int d_cover(struct dentry *dir, struct dentry *root, struct inode *inode);
void d_uncover(struct dentry *dir, struct dentry *root);
void d_move(struct dentry *dentry, struct dentry *target_dir,
	    const struct qstr *name);
struct dentry *d_lookup(const struct dentry *parent, const struct qstr *name);
size_t d_abspath(const struct dentry *dentry, char *buf, size_t size);
bool is_subdir(const struct dentry *dentry, const struct dentry *ancestor);
bool d_held_elsewhere(const struct dentry *dentry, int own);
void vfs_caches_init(void);	/* the root's times: once the clock runs */

#endif /* _LINUX_DCACHE_H */
