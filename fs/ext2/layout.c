// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ext2/layout.c - reading ext2 (fs/ext2/ext2.h): the superblock and
 * group descriptors checked once (ext2_fill_super()), inodes, a file's
 * blocks through its direct and indirect block pointers, directories.
 * Every number from the disk is checked before it is used: a block
 * number against the file system's blocks, an inode number against its
 * inodes, a directory entry's lengths against its block.
 */
#include "linux/errmsg.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "ext2.h"

#define SB_INODES_COUNT		0
#define SB_BLOCKS_COUNT		4
#define SB_FIRST_DATA_BLOCK	20
#define SB_LOG_BLOCK_SIZE	24
#define SB_BLOCKS_PER_GROUP	32
#define SB_INODES_PER_GROUP	40
#define SB_MAGIC		56
#define SB_REV_LEVEL		76
#define SB_FIRST_INO		84
#define SB_INODE_SIZE		88
#define SB_FEATURE_COMPAT	92
#define SB_FEATURE_INCOMPAT	96
#define SB_FEATURE_RO_COMPAT	100
#define SB_RESERVED_GDT		206
#define GD_SIZE			32

#define io_err(io, ret, ...) errmsg((io)->err, (io)->errlen, ret, __VA_ARGS__)

static int read_bytes(const struct ext2_io *io, u64 off, void *buf, u32 len)
{
	if (off > io->size || len > io->size - off)
		return io_err(io, -EIO, "read of %u bytes beyond the device", len);
	return io->read(io->ctx, off, buf, len);
}

int ext2_read_block(const struct ext2_fs *fs, u32 block, void *buf)
{
	if (block < fs->first_data_block || block >= fs->blocks_count)
		return io_err(fs->io, -EIO, "block %u outside the file system",
			      block);
	return read_bytes(fs->io, (u64)block * fs->block_size, buf,
			  fs->block_size);
}

/* The superblock's own numbers agree with each other and the device */
static int check_geometry(struct ext2_fs *fs, u32 log, u64 dev_size)
{
	const struct ext2_io *io = fs->io;

	if (log > 2)
		return io_err(io, -EINVAL, "unsupported blocksize %u",
			      1024u << (log > 6 ? 6 : log));
	fs->block_size = 1024u << log;
	if (!fs->blocks_per_group || fs->blocks_per_group > 8 * fs->block_size ||
	    !fs->inodes_per_group || fs->inodes_per_group > 8 * fs->block_size)
		return io_err(io, -EINVAL, "bad blocks or inodes per group");
	if (fs->blocks_count > dev_size / fs->block_size)
		return io_err(io, -EINVAL,
			      "bad geometry: block count %u exceeds size of device (%u blocks)",
			      fs->blocks_count, (u32)(dev_size / fs->block_size));
	if (fs->first_data_block != (fs->block_size == 1024) ||
	    fs->first_data_block >= fs->blocks_count)
		return io_err(io, -EINVAL, "bad first data block %u",
			      fs->first_data_block);
	fs->groups = (fs->blocks_count - fs->first_data_block +
		      fs->blocks_per_group - 1) / fs->blocks_per_group;
	if (fs->inodes_count != fs->groups * fs->inodes_per_group)
		return io_err(io, -EINVAL, "bad inodes count %u", fs->inodes_count);
	if (fs->inode_size < EXT2_GOOD_OLD_INODE_SIZE ||
	    fs->inode_size > fs->block_size ||
	    (fs->inode_size & (fs->inode_size - 1)))
		return io_err(io, -EINVAL, "unsupported inode size: %u",
			      fs->inode_size);
	if (fs->first_ino <= EXT2_ROOT_INO || fs->first_ino > fs->inodes_per_group)
		return io_err(io, -EINVAL, "bad first inode %u", fs->first_ino);
	return 0;
}

static int check_features(struct ext2_fs *fs)
{
	u32 incompat = fs->features_incompat & ~EXT2_FEATURE_INCOMPAT_FILETYPE;
	u32 ro = fs->features_ro_compat &
		 ~(EXT2_FEATURE_RO_COMPAT_SPARSE_SUPER |
		   EXT2_FEATURE_RO_COMPAT_LARGE_FILE);

	/* Linux's words for the same refusals (fs/ext2/super.c) */
	if (incompat)
		return io_err(fs->io, -EINVAL,
			      "couldn't mount because of unsupported optional features (%x)",
			      incompat);
	if (ro)
		return io_err(fs->io, -EINVAL,
			      "couldn't mount RDWR because of unsupported optional features (%x)",
			      ro);
	return 0;
}

/* Each group's bitmaps and inode table inside the file system */
static int read_groups(struct ext2_fs *fs)
{
	const struct ext2_io *io = fs->io;
	u32 table_blocks = fs->inodes_per_group * fs->inode_size / fs->block_size;
	u32 per_block = fs->block_size / GD_SIZE, g;
	u8 *buf = io->alloc(fs->block_size);
	int err = 0;

	fs->gdt_blocks = (fs->groups + per_block - 1) / per_block;
	fs->gd = io->alloc(fs->groups * sizeof(*fs->gd));
	if (!buf || !fs->gd) {
		err = io_err(io, -ENOMEM, "no memory for %u groups", fs->groups);
		goto out;
	}
	for (g = 0; g < fs->groups && !err; g++) {
		struct ext2_group *gd = &fs->gd[g];
		const u8 *p = buf + g % per_block * GD_SIZE;

		if (g % per_block == 0) {
			err = ext2_read_block(fs, fs->first_data_block + 1 +
					      g / per_block, buf);
			if (err)
				break;
		}
		gd->block_bitmap = ext2_le32(p);
		gd->inode_bitmap = ext2_le32(p + 4);
		gd->inode_table = ext2_le32(p + 8);
		if (gd->block_bitmap <= fs->first_data_block ||
		    gd->block_bitmap >= fs->blocks_count ||
		    gd->inode_bitmap <= fs->first_data_block ||
		    gd->inode_bitmap >= fs->blocks_count ||
		    gd->inode_table <= fs->first_data_block ||
		    gd->inode_table > fs->blocks_count - table_blocks)
			err = io_err(io, -EINVAL,
				     "group descriptors corrupted (group %u)", g);
	}
out:
	io->free(buf);
	return err;
}

int ext2_fill_super(struct ext2_fs *fs, const struct ext2_io *io)
{
	const u8 *sb = fs->sb;
	int err;

	memset(fs, 0, sizeof(*fs));
	fs->io = io;
	err = read_bytes(io, EXT2_SUPER_OFFSET, fs->sb, EXT2_SUPER_SIZE);
	if (err)
		return err;
	if (ext2_le16(sb + SB_MAGIC) != EXT2_SUPER_MAGIC)
		return io_err(io, -EINVAL, "can't find an ext2 filesystem");
	fs->inodes_count = ext2_le32(sb + SB_INODES_COUNT);
	fs->blocks_count = ext2_le32(sb + SB_BLOCKS_COUNT);
	fs->first_data_block = ext2_le32(sb + SB_FIRST_DATA_BLOCK);
	fs->blocks_per_group = ext2_le32(sb + SB_BLOCKS_PER_GROUP);
	fs->inodes_per_group = ext2_le32(sb + SB_INODES_PER_GROUP);
	fs->inode_size = EXT2_GOOD_OLD_INODE_SIZE;
	fs->first_ino = EXT2_GOOD_OLD_FIRST_INO;
	if (ext2_le32(sb + SB_REV_LEVEL) >= 1) {
		fs->inode_size = ext2_le16(sb + SB_INODE_SIZE);
		fs->first_ino = ext2_le32(sb + SB_FIRST_INO);
		fs->features_compat = ext2_le32(sb + SB_FEATURE_COMPAT);
		fs->features_incompat = ext2_le32(sb + SB_FEATURE_INCOMPAT);
		fs->features_ro_compat = ext2_le32(sb + SB_FEATURE_RO_COMPAT);
	}
	if (fs->features_compat & EXT2_FEATURE_COMPAT_RESIZE_INODE)
		fs->reserved_gdt = ext2_le16(sb + SB_RESERVED_GDT);
	err = check_features(fs);
	if (!err)
		err = check_geometry(fs, ext2_le32(sb + SB_LOG_BLOCK_SIZE),
				     io->size);
	if (!err)
		err = read_groups(fs);
	if (err)
		ext2_put_super(fs);
	return err;
}

void ext2_put_super(struct ext2_fs *fs)
{
	if (fs->gd)
		fs->io->free(fs->gd);
	fs->gd = NULL;
}

int ext2_iget(const struct ext2_fs *fs, u32 ino, struct ext2_inode *in)
{
	u32 g, index, i;
	u64 off;
	u8 raw[EXT2_GOOD_OLD_INODE_SIZE];
	int err;

	if (ino < 1 || ino > fs->inodes_count)
		return io_err(fs->io, -EIO, "bad inode number: %u", ino);
	g = (ino - 1) / fs->inodes_per_group;
	index = (ino - 1) % fs->inodes_per_group;
	off = (u64)fs->gd[g].inode_table * fs->block_size +
	      (u64)index * fs->inode_size;
	err = read_bytes(fs->io, off, raw, sizeof(raw));
	if (err)
		return err;
	in->ino = ino;
	in->mode = ext2_le16(raw);
	in->uid = ext2_le16(raw + 2) | ext2_le16(raw + 120) << 16;
	in->size = ext2_le32(raw + 4);
	in->atime = ext2_le32(raw + 8);
	in->ctime = ext2_le32(raw + 12);
	in->mtime = ext2_le32(raw + 16);
	in->gid = ext2_le16(raw + 24) | ext2_le16(raw + 122) << 16;
	in->links = ext2_le16(raw + 26);
	for (i = 0; i < EXT2_N_BLOCKS; i++)
		in->block[i] = ext2_le32(raw + 40 + 4 * i);
	/* a size over 4 GiB (i_size_high), or over the file system's (a
	 * sparse file that large), is refused: a reader would allocate it.
	 * The reserved inodes are mke2fs's (the resize inode is that large)
	 * and no directory may name them (dir_block()). */
	if ((ino == EXT2_ROOT_INO || ino >= fs->first_ino) &&
	    ((ext2_le32(raw + 108) && (in->mode & 0xf000) == 0x8000) ||
	     in->size / fs->block_size > fs->blocks_count))
		return io_err(fs->io, -EFBIG, "inode %u is too large", ino);
	return 0;
}

/* The disk block of a file's block lblock: 0 for a hole.  Level L of
 * indirection covers per^L blocks; span is what one slot covers. */
static int bmap(const struct ext2_fs *fs, const struct ext2_inode *in,
		u32 lblock, u32 *out)
{
	u32 per = fs->block_size / 4, level = 1, span = 1, block;
	u8 *buf;
	int err = 0;

	if (lblock < EXT2_NDIR_BLOCKS) {
		*out = in->block[lblock];
		return 0;
	}
	lblock -= EXT2_NDIR_BLOCKS;
	while (level <= 3 && lblock >= per * span) {
		lblock -= per * span;
		span *= per;
		level++;
	}
	if (level > 3)
		return io_err(fs->io, -EFBIG, "block beyond the triple indirect");
	block = in->block[EXT2_NDIR_BLOCKS + level - 1];
	buf = fs->io->alloc(fs->block_size);
	if (!buf)
		return -ENOMEM;
	for (; level > 0 && block && !err; level--, span /= per) {
		err = ext2_read_block(fs, block, buf);
		if (!err)
			block = ext2_le32(buf + 4 * (lblock / span));
		lblock %= span;
	}
	fs->io->free(buf);
	*out = block;
	return err;
}

int ext2_read_data(const struct ext2_fs *fs, const struct ext2_inode *in,
		   u32 pos, void *buf, u32 len)
{
	u8 *block = fs->io->alloc(fs->block_size);
	int err = block ? 0 : -ENOMEM;

	while (len && !err) {
		u32 off = pos % fs->block_size, n = fs->block_size - off, b = 0;

		n = n < len ? n : len;
		err = bmap(fs, in, pos / fs->block_size, &b);
		if (!err && b)
			err = ext2_read_block(fs, b, block);
		else if (!err)
			memset(block, 0, fs->block_size);
		if (!err)
			memcpy(buf, block + off, n);
		buf = (u8 *)buf + n;
		pos += n;
		len -= n;
	}
	if (block)
		fs->io->free(block);
	return err;
}

/* One block of a directory: its entries, each inside the block */
static int dir_block(const struct ext2_fs *fs, const u8 *p, u32 dir_ino,
		     ext2_filldir_t actor, void *priv)
{
	u32 off = 0;
	int ret = 0;

	while (off < fs->block_size && !ret) {
		u32 ino = ext2_le32(p + off), rec_len = ext2_le16(p + off + 4);
		u32 name_len = p[off + 6];

		if (rec_len < 12 || rec_len % 4 || rec_len > fs->block_size - off ||
		    name_len + 8 > rec_len || ino > fs->inodes_count ||
		    (ino && ino < fs->first_ino && ino != EXT2_ROOT_INO))
			return io_err(fs->io, -EIO,
				      "bad entry in directory #%u: offset=%u, rec_len=%u, name_len=%u",
				      dir_ino, off, rec_len, name_len);
		if (ino && !(name_len == 1 && p[off + 8] == '.') &&
		    !(name_len == 2 && p[off + 8] == '.' && p[off + 9] == '.'))
			ret = actor(priv, (const char *)p + off + 8, name_len, ino);
		off += rec_len;
	}
	return ret;
}

int ext2_readdir(const struct ext2_fs *fs, const struct ext2_inode *dir,
		 ext2_filldir_t actor, void *priv)
{
	u8 *buf;
	u32 pos;
	int err = 0;

	if (dir->size % fs->block_size)
		return io_err(fs->io, -EIO, "directory #%u size %u is not whole blocks",
			      dir->ino, dir->size);
	buf = fs->io->alloc(fs->block_size);
	if (!buf)
		return -ENOMEM;
	for (pos = 0; pos < dir->size && !err; pos += fs->block_size) {
		err = ext2_read_data(fs, dir, pos, buf, fs->block_size);
		if (!err)
			err = dir_block(fs, buf, dir->ino, actor, priv);
	}
	fs->io->free(buf);
	return err;
}

/* The number as Linux's new_encode_dev() packs it: an old (8:8) one in
 * block[0] is the same value; a larger one is in block[1] */
u32 ext2_inode_rdev(const struct ext2_inode *in)
{
	return in->block[0] ? in->block[0] : in->block[1];
}
