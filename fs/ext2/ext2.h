/* SPDX-License-Identifier: GPL-2.0 */
/*
 * fs/ext2/ext2.h - the second extended file system's on-disk format, as
 * the ext2 specification (e2fsprogs' and Linux's Documentation) lays it
 * out, and the pure code that reads (fs/ext2/layout.c) and writes
 * (fs/ext2/writer.c) it.  Pure: it reaches the disk only through struct
 * ext2_io, so it builds for the host too, where tests run it on images
 * e2fsprogs made and fuzzers on images nobody made (tests/host/ext2.mk).
 * Nothing read from the disk is trusted: every block number is checked
 * against the file system before it is read.
 */
#ifndef _FS_EXT2_EXT2_H
#define _FS_EXT2_EXT2_H

#include "linux/types.h"

#define EXT2_SUPER_OFFSET	1024
#define EXT2_SUPER_SIZE		1024
#define EXT2_SUPER_MAGIC	0xEF53
#define EXT2_ROOT_INO		2
#define EXT2_GOOD_OLD_FIRST_INO	11
#define EXT2_GOOD_OLD_INODE_SIZE 128
#define EXT2_N_BLOCKS		15	/* 12 direct, 1, 2 and 3 indirect */
#define EXT2_NDIR_BLOCKS	12
#define EXT2_NAME_LEN		255
#define EXT2_MAX_BLOCK_SIZE	4096	/* a page: what this reader takes */

/* The features a disk may have and this code still read and write */
#define EXT2_FEATURE_INCOMPAT_FILETYPE		0x0002
#define EXT2_FEATURE_RO_COMPAT_SPARSE_SUPER	0x0001
#define EXT2_FEATURE_RO_COMPAT_LARGE_FILE	0x0002
#define EXT2_FEATURE_COMPAT_RESIZE_INODE	0x0010

/* The disk, for the pure code: bytes at an offset, and memory */
struct ext2_io {
	int (*read)(void *ctx, u64 off, void *buf, u32 len);
	int (*write)(void *ctx, u64 off, const void *buf, u32 len);
	void *(*alloc)(u32 size);	/* zeroed */
	void (*free)(void *p);
	void *ctx;
	u64 size;			/* of the device, in bytes */
	char *err;			/* why, when a call fails */
	u32 errlen;
};

struct ext2_group {
	u32 block_bitmap, inode_bitmap, inode_table;
};

/* What the superblock says, checked (ext2_fill_super()) */
struct ext2_fs {
	const struct ext2_io *io;
	u8 sb[EXT2_SUPER_SIZE];		/* as read, rewritten on write */
	u32 block_size, blocks_count, inodes_count;
	u32 blocks_per_group, inodes_per_group, first_data_block;
	u32 groups, inode_size, first_ino, gdt_blocks, reserved_gdt;
	u32 features_compat, features_incompat, features_ro_compat;
	struct ext2_group *gd;		/* io->alloc()'d, groups of them */
};

/* An inode as read (ext2_iget()) */
struct ext2_inode {
	u32 ino;
	u16 mode, links;
	u32 uid, gid, size;
	u32 atime, ctime, mtime;
	u32 block[EXT2_N_BLOCKS];
};

int ext2_fill_super(struct ext2_fs *fs, const struct ext2_io *io);
void ext2_put_super(struct ext2_fs *fs);
int ext2_iget(const struct ext2_fs *fs, u32 ino, struct ext2_inode *in);
int ext2_read_data(const struct ext2_fs *fs, const struct ext2_inode *in,
		   u32 pos, void *buf, u32 len);
/* each name of a directory but "." and "..": actor's nonzero stops it */
typedef int (*ext2_filldir_t)(void *priv, const char *name, u32 len, u32 ino);
int ext2_readdir(const struct ext2_fs *fs, const struct ext2_inode *dir,
		 ext2_filldir_t actor, void *priv);
/* a device node's number, new_encode_dev()'s form */
u32 ext2_inode_rdev(const struct ext2_inode *in);
int ext2_read_block(const struct ext2_fs *fs, u32 block, void *buf);

/*
 * A tree to write (ext2_write_tree()): file 0 is the root; each file
 * names its directory by index (a directory before its files); a hard
 * link names the index of the first name of its file (else its own).
 * read() gives a regular file's bytes and a symbolic link's target.
 */
struct ext2_wfile {
	u32 parent;
	const char *name;
	u32 name_len;
	u32 link;
	u16 mode;
	u32 uid, gid, size, rdev;
	u32 atime, mtime, ctime;
	void *priv;
};

struct ext2_wtree {
	const struct ext2_wfile *f;
	u32 n;
	int (*read)(void *priv, u32 pos, void *buf, u32 len);
};

int ext2_write_tree(struct ext2_fs *fs, const struct ext2_wtree *t);

/* little-endian fields of the on-disk structures */
static inline u32 ext2_le16(const u8 *p)
{
	return p[0] | (u32)p[1] << 8;
}

static inline u32 ext2_le32(const u8 *p)
{
	return p[0] | (u32)p[1] << 8 | (u32)p[2] << 16 | (u32)p[3] << 24;
}

static inline void ext2_put16(u8 *p, u32 v)
{
	p[0] = v;
	p[1] = v >> 8;
}

static inline void ext2_put32(u8 *p, u32 v)
{
	p[0] = v;
	p[1] = v >> 8;
	p[2] = v >> 16;
	p[3] = v >> 24;
}

#endif /* _FS_EXT2_EXT2_H */
