/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/shmem_fs.h - tmpfs (mm/shmem.c): an in-memory file
 * system mount(2) makes, with limits of its own on the pages its files
 * hold (size=) and on its inodes (nr_inodes=).
 */
#ifndef _LINUX_SHMEM_FS_H
#define _LINUX_SHMEM_FS_H

#include "linux/dcache.h"
#include "linux/list.h"
#include "linux/types.h"

#define TMPFS_MAGIC	0x01021994	/* statfs(2)'s f_type, Linux's magic.h */
#define HUGETLBFS_MAGIC	0x958458f6

/* One mounted tmpfs: what statfs(2) reports and ENOSPC enforces */
struct shmem_sb_info {
	unsigned long max_blocks, used_blocks;	/* pages */
	unsigned long max_inodes, free_inodes;
	umode_t mode;			/* its root's permissions (mode=) */
	dev_t s_dev;			/* stat(2)'s st_dev for its files */
	char *source;			/* mount(2)'s source, for /proc/mounts */
	struct dentry *root;		/* in the tree in place of... */
	struct dentry *covered;		/* ...the directory it is mounted on */
	struct list_head list;		/* on the list of mounted ones */
	bool rdonly;			/* MS_RDONLY: its files cannot change */
	/* a hugetlbfs: its files' pages are huge pages (fs/hugetlbfs/) */
	bool hugetlb;
};

struct inode;
struct seq_buf;

int shmem_mount(struct dentry *dir, const char *source, char *options,
		bool rdonly, bool hugetlb);
int shmem_remount(struct dentry *root, bool rdonly);
int shmem_umount(struct dentry *root);
struct inode;
bool shmem_inode_rdonly(const struct inode *inode);
struct shmem_sb_info *shmem_at(const struct dentry *dentry);
struct shmem_sb_info *shmem_by_dev(dev_t dev);
void shmem_show_mounts(struct seq_buf *s);

/* what fs/namei.c, fs/ramfs/inode.c and mm/filemap.c charge to a tmpfs
 * (sb NULL: a file of the root's, which has no limits) */
bool shmem_reserve_inode(struct shmem_sb_info *sb);
void shmem_free_inode(struct shmem_sb_info *sb);
bool shmem_acct_block(struct shmem_sb_info *sb);
void shmem_unacct_block(struct shmem_sb_info *sb);
bool shmem_full(const struct shmem_sb_info *sb);

long shmem_fallocate(struct inode *inode, int mode, loff_t offset,
		     loff_t len);

#endif /* _LINUX_SHMEM_FS_H */
