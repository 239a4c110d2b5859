// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ext2/writer.c - writing a whole tree onto an ext2 file system
 * (ext2_write_tree()), what fs/ext2/super.c does at sync(2) and umount.
 * The superblock's geometry stays; everything of the files is written
 * anew: each file gets an inode number (the root 2, the others from the
 * first non-reserved one on), its data blocks, indirect blocks and
 * directory blocks are allocated first-fit, then the inode tables,
 * bitmaps, group descriptors and the superblock's counts are written.
 * What mke2fs reserved - the superblock and its backups, the group
 * descriptor blocks and their reserve, bitmaps, inode tables, and the
 * blocks of the reserved inodes but the root (the resize inode's) - is
 * kept as it was.  e2fsck -fn finds the result clean (tests/host).
 */
#include "linux/errmsg.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "ext2.h"

#define io_err(io, ret, ...) errmsg((io)->err, (io)->errlen, ret, __VA_ARGS__)
#define S_IFMT_		0xf000
#define S_IFDIR_	0x4000
#define S_IFREG_	0x8000
#define S_IFLNK_	0xa000
#define FAST_LINK_MAX	60	/* a shorter target lives in i_block */
#define GD_SIZE		32

/* What is written of one file, built before the inode tables are */
struct wino {
	u32 block[EXT2_N_BLOCKS];
	u32 blocks;		/* i_blocks: 512-byte units */
	u32 size;
	u32 links;
};

struct writer {
	struct ext2_fs *fs;
	const struct ext2_wtree *t;
	u8 *bbm, *ibm;		/* every group's bitmap, one block each */
	u32 *ino;		/* of each file of the tree */
	u32 *file_of;		/* the file of each inode number, or ~0 */
	struct wino *w;		/* per file (its first name's) */
	u8 *buf, *ind, *dind;	/* a block; the indirect blocks being made */
	u32 next_block;
};

static bool test_bit_(const u8 *map, u32 n)
{
	return map[n / 8] >> (n % 8) & 1;
}

static void set_bit_(u8 *map, u32 n)
{
	map[n / 8] |= 1 << (n % 8);
}

static bool group_has_super(const struct ext2_fs *fs, u32 g)
{
	u32 p;

	if (g <= 1 || !(fs->features_ro_compat &
			EXT2_FEATURE_RO_COMPAT_SPARSE_SUPER))
		return true;
	for (p = 3; p <= 7; p += 2) {
		u32 x = g;

		while (x % p == 0)
			x /= p;
		if (x == 1)
			return true;
	}
	return false;
}

/* block's bit in the bitmaps: blocks counted from the first data block */
static void use_block(struct writer *wr, u32 block)
{
	struct ext2_fs *fs = wr->fs;
	u32 n = block - fs->first_data_block;

	set_bit_(wr->bbm + n / fs->blocks_per_group * fs->block_size,
		 n % fs->blocks_per_group);
}

static bool block_used(struct writer *wr, u32 block)
{
	struct ext2_fs *fs = wr->fs;
	u32 n = block - fs->first_data_block;

	return test_bit_(wr->bbm + n / fs->blocks_per_group * fs->block_size,
			 n % fs->blocks_per_group);
}

/* A reserved inode's blocks and its indirect blocks' (depth 0: data) */
static int mark_tree(struct writer *wr, u32 block, u32 depth)
{
	struct ext2_fs *fs = wr->fs;
	u8 *buf;
	u32 i;
	int err;

	if (!block || block >= fs->blocks_count || block < fs->first_data_block)
		return 0;
	use_block(wr, block);
	if (!depth)
		return 0;
	buf = fs->io->alloc(fs->block_size);
	if (!buf)
		return -ENOMEM;
	err = ext2_read_block(fs, block, buf);
	for (i = 0; i < fs->block_size / 4 && !err; i++)
		err = mark_tree(wr, ext2_le32(buf + 4 * i), depth - 1);
	fs->io->free(buf);
	return err;
}

/* What stays: each group's metadata, the padding past the last block,
 * the reserved inodes and their blocks */
static int mark_reserved(struct writer *wr)
{
	struct ext2_fs *fs = wr->fs;
	u32 g, b, ino, i, per_ibm = fs->block_size * 8;
	struct ext2_inode in;
	int err = 0;

	for (g = 0; g < fs->groups; g++) {
		u32 start = fs->first_data_block + g * fs->blocks_per_group;
		u32 table = fs->inodes_per_group * fs->inode_size / fs->block_size;

		if (group_has_super(fs, g))
			for (b = 0; b < 1 + fs->gdt_blocks + fs->reserved_gdt; b++)
				use_block(wr, start + b);
		use_block(wr, fs->gd[g].block_bitmap);
		use_block(wr, fs->gd[g].inode_bitmap);
		for (b = 0; b < table; b++)
			use_block(wr, fs->gd[g].inode_table + b);
		for (b = fs->inodes_per_group; b < per_ibm; b++)
			set_bit_(wr->ibm + g * fs->block_size, b);
	}
	for (b = fs->blocks_count - fs->first_data_block;
	     b < fs->groups * fs->blocks_per_group; b++)
		set_bit_(wr->bbm + b / fs->blocks_per_group * fs->block_size,
			 b % fs->blocks_per_group);
	for (ino = 1; ino < fs->first_ino && !err; ino++) {
		set_bit_(wr->ibm, ino - 1);
		if (ino == EXT2_ROOT_INO)
			continue;
		err = ext2_iget(fs, ino, &in);
		for (i = 0; i < EXT2_N_BLOCKS && !err; i++)
			err = mark_tree(wr, in.block[i], i < EXT2_NDIR_BLOCKS ? 0 :
					i - EXT2_NDIR_BLOCKS + 1);
	}
	return err;
}

static int alloc_block(struct writer *wr, u32 *block)
{
	struct ext2_fs *fs = wr->fs;

	while (wr->next_block < fs->blocks_count &&
	       block_used(wr, wr->next_block))
		wr->next_block++;
	if (wr->next_block >= fs->blocks_count)
		return io_err(fs->io, -ENOSPC, "no space left on device");
	*block = wr->next_block;
	use_block(wr, *block);
	return 0;
}

static int write_block(struct writer *wr, u32 block, const void *buf)
{
	struct ext2_fs *fs = wr->fs;

	return fs->io->write(fs->io->ctx, (u64)block * fs->block_size, buf,
			     fs->block_size);
}

/* Data block lblock of file w is at block: its slot, maybe through the
 * single or double indirect block (wr->ind, wr->dind: flushed by
 * flush_indirect()).  A slot is little-endian on disk and in w->block
 * alike (ext2_put32()); both are read back with ext2_le32(). */
static int map_block(struct writer *wr, struct wino *w, u32 lblock, u32 block)
{
	u32 per = wr->fs->block_size / 4, *slot, i1;
	int err = 0;

	w->blocks += wr->fs->block_size / 512;
	if (lblock < EXT2_NDIR_BLOCKS) {
		w->block[lblock] = block;
		return 0;
	}
	lblock -= EXT2_NDIR_BLOCKS;
	if (lblock >= per + per * per)
		return io_err(wr->fs->io, -EFBIG, "file too large");
	if (lblock < per) {
		slot = &w->block[EXT2_NDIR_BLOCKS];
		i1 = lblock;
	} else {
		lblock -= per;
		if (!w->block[EXT2_NDIR_BLOCKS + 1]) {
			err = alloc_block(wr, &w->block[EXT2_NDIR_BLOCKS + 1]);
			w->blocks += wr->fs->block_size / 512;
			memset(wr->dind, 0, wr->fs->block_size);
		}
		slot = (u32 *)(wr->dind + 4 * (lblock / per));
		i1 = lblock % per;
	}
	if (!err && !*slot) {
		u32 b;

		err = alloc_block(wr, &b);
		ext2_put32((u8 *)slot, b);
		w->blocks += wr->fs->block_size / 512;
		memset(wr->ind, 0, wr->fs->block_size);
	}
	if (!err)
		ext2_put32(wr->ind + 4 * i1, block);
	/* the indirect block is written when full or at the file's end */
	if (!err && (i1 == per - 1))
		err = write_block(wr, ext2_le32((u8 *)slot), wr->ind);
	return err;
}

/* The last, partly filled indirect blocks of a file */
static int flush_indirect(struct writer *wr, struct wino *w, u32 nblocks)
{
	u32 per = wr->fs->block_size / 4, l;
	int err = 0;

	if (nblocks <= EXT2_NDIR_BLOCKS)
		return 0;
	l = nblocks - EXT2_NDIR_BLOCKS;
	if (l % per) {
		u32 ind = l <= per ? w->block[EXT2_NDIR_BLOCKS] :
			  ext2_le32(wr->dind + 4 * ((l - per - 1) / per));
		err = write_block(wr, ind, wr->ind);
	}
	if (!err && l > per)
		err = write_block(wr, w->block[EXT2_NDIR_BLOCKS + 1], wr->dind);
	return err;
}

/* A directory's entries: ".", "..", then its files, packed into blocks;
 * each block's last entry reaches its end.  With buf NULL: the size. */
static u32 build_dir(struct writer *wr, u32 dir, u8 *buf)
{
	const struct ext2_wtree *t = wr->t;
	u32 bs = wr->fs->block_size, pos = 0, last = 0, i;
	bool ft = wr->fs->features_incompat & EXT2_FEATURE_INCOMPAT_FILETYPE;

	for (i = 0; i < t->n + 2; i++) {
		u32 f = i < 2 ? 0 : i - 2, nl = i < 2 ? i + 1 : t->f[f].name_len;
		u32 need = (8 + nl + 3) & ~3u, ino;
		const char *name = i < 2 ? ".." : t->f[f].name;

		if (i >= 2 && (f == 0 || t->f[f].parent != dir))
			continue;
		if (pos / bs != (pos + need - 1) / bs) {	/* next block */
			if (buf)
				ext2_put16(buf + last + 4, (pos / bs + 1) * bs - last);
			pos = (pos / bs + 1) * bs;
		}
		if (buf) {
			u32 type = t->f[t->f[f].link].mode & S_IFMT_;

			ino = wr->ino[i == 0 ? dir : i == 1 ? t->f[dir].parent : f];
			ext2_put32(buf + pos, ino);
			ext2_put16(buf + pos + 4, need);
			buf[pos + 6] = nl;
			/* the file-type byte: Linux's fs_ftype (S_IFMT >> 12) */
			buf[pos + 7] = !ft ? 0 : i < 2 ? 2 :
				      type == S_IFDIR_ ? 2 : type == S_IFREG_ ? 1 :
				      type == S_IFLNK_ ? 7 : type == 0x2000 ? 3 :
				      type == 0x6000 ? 4 : type == 0x1000 ? 5 :
				      type == 0xc000 ? 6 : 0;
			memcpy(buf + pos + 8, name, nl);
		}
		last = pos;
		pos += need;
	}
	pos = (pos + bs - 1) / bs * bs;
	if (buf)
		ext2_put16(buf + last + 4, pos - last);
	return pos;
}

/* One file's bytes: its data blocks (a fast symlink: into i_block) */
static int write_file(struct writer *wr, u32 f, u8 *dirbuf)
{
	const struct ext2_wfile *wf = &wr->t->f[f];
	struct wino *w = &wr->w[f];
	u32 bs = wr->fs->block_size, type = wf->mode & S_IFMT_, lb, b;
	int err = 0;

	w->size = type == S_IFDIR_ ? build_dir(wr, f, NULL) :
		  type == S_IFREG_ || type == S_IFLNK_ ? wf->size : 0;
	if (type == S_IFDIR_) {
		memset(dirbuf, 0, w->size);
		build_dir(wr, f, dirbuf);
	}
	if (type == S_IFLNK_ && w->size < FAST_LINK_MAX)
		return wr->t->read(wf->priv, 0, w->block, w->size);
	if (type != S_IFDIR_ && type != S_IFREG_ && type != S_IFLNK_) {
		w->block[wf->rdev < 0x10000 ? 0 : 1] = wf->rdev;
		return 0;
	}
	for (lb = 0; lb * bs < w->size && !err; lb++) {
		u32 n = w->size - lb * bs < bs ? w->size - lb * bs : bs;

		memset(wr->buf, 0, bs);
		if (type == S_IFDIR_)
			memcpy(wr->buf, dirbuf + lb * bs, bs);
		else
			err = wr->t->read(wf->priv, lb * bs, wr->buf, n);
		if (!err)
			err = alloc_block(wr, &b);
		if (!err)
			err = write_block(wr, b, wr->buf);
		if (!err)
			err = map_block(wr, w, lb, b);
	}
	return err ? err : flush_indirect(wr, w, lb);
}

static void put_inode(struct writer *wr, u32 f, u8 *raw)
{
	const struct ext2_wfile *wf = &wr->t->f[f];
	const struct wino *w = &wr->w[f];
	u32 i;

	memset(raw, 0, wr->fs->inode_size);
	ext2_put16(raw, wf->mode);
	ext2_put16(raw + 2, wf->uid);
	ext2_put32(raw + 4, w->size);
	ext2_put32(raw + 8, wf->atime);
	ext2_put32(raw + 12, wf->ctime);
	ext2_put32(raw + 16, wf->mtime);
	ext2_put16(raw + 24, wf->gid);
	ext2_put16(raw + 26, w->links);
	ext2_put32(raw + 28, w->blocks);
	for (i = 0; i < EXT2_N_BLOCKS; i++)
		ext2_put32(raw + 40 + 4 * i, w->block[i]);
	ext2_put16(raw + 120, wf->uid >> 16);
	ext2_put16(raw + 122, wf->gid >> 16);
}

/* Every inode table block holding the root or a non-reserved inode:
 * ours written in, the rest zeroed (free) */
static int write_inodes(struct writer *wr)
{
	struct ext2_fs *fs = wr->fs;
	u32 per = fs->block_size / fs->inode_size, g, b, k;
	int err = 0;

	for (g = 0; g < fs->groups && !err; g++)
		for (b = 0; b < fs->inodes_per_group / per && !err; b++) {
			u32 first = g * fs->inodes_per_group + b * per + 1;
			u32 block = fs->gd[g].inode_table + b;

			if (first + per <= fs->first_ino &&
			    !(first <= EXT2_ROOT_INO && EXT2_ROOT_INO < first + per))
				continue;
			err = ext2_read_block(fs, block, wr->buf);
			for (k = 0; k < per && !err; k++) {
				u32 ino = first + k;
				u8 *raw = wr->buf + k * fs->inode_size;

				if (ino != EXT2_ROOT_INO && ino < fs->first_ino)
					continue;
				if (wr->file_of[ino] != ~0u)
					put_inode(wr, wr->file_of[ino], raw);
				else
					memset(raw, 0, fs->inode_size);
			}
			if (!err)
				err = write_block(wr, block, wr->buf);
		}
	return err;
}

static u32 zero_bits(const u8 *map, u32 n)
{
	u32 i, z = 0;

	for (i = 0; i < n; i++)
		z += !test_bit_(map, i);
	return z;
}

/* Bitmaps, each group's counts, the superblock's totals */
static int write_groups(struct writer *wr, const u32 *dirs)
{
	struct ext2_fs *fs = wr->fs;
	u32 per = fs->block_size / GD_SIZE, g, fb = 0, fi = 0;
	int err = 0;

	for (g = 0; g < fs->groups && !err; g++) {
		u32 nb = zero_bits(wr->bbm + g * fs->block_size,
				   fs->blocks_per_group);
		u32 ni = zero_bits(wr->ibm + g * fs->block_size,
				   fs->inodes_per_group);
		u8 *d = wr->buf + g % per * GD_SIZE;
		u32 gdt = fs->first_data_block + 1 + g / per;

		if (g % per == 0)
			err = ext2_read_block(fs, gdt, wr->buf);
		ext2_put16(d + 12, nb);
		ext2_put16(d + 14, ni);
		ext2_put16(d + 16, dirs[g]);
		fb += nb;
		fi += ni;
		if (!err && (g % per == per - 1 || g == fs->groups - 1))
			err = write_block(wr, gdt, wr->buf);
		if (!err)
			err = write_block(wr, fs->gd[g].block_bitmap,
					  wr->bbm + g * fs->block_size);
		if (!err)
			err = write_block(wr, fs->gd[g].inode_bitmap,
					  wr->ibm + g * fs->block_size);
	}
	ext2_put32(fs->sb + 12, fb);
	ext2_put32(fs->sb + 16, fi);
	ext2_put16(fs->sb + 58, 1);	/* s_state: EXT2_VALID_FS, clean */
	return err ? err : fs->io->write(fs->io->ctx, EXT2_SUPER_OFFSET, fs->sb,
					 EXT2_SUPER_SIZE);
}

/* The tree's shape: a root directory, parents before children */
static int check_tree(struct writer *wr)
{
	const struct ext2_wtree *t = wr->t;
	u32 i, next = wr->fs->first_ino;

	if (!t->n || (t->f[0].mode & S_IFMT_) != S_IFDIR_)
		return io_err(wr->fs->io, -EINVAL, "no root directory");
	for (i = 0; i < t->n; i++) {
		const struct ext2_wfile *f = &t->f[i];

		if (i && (f->parent >= i ||
			  (t->f[f->parent].mode & S_IFMT_) != S_IFDIR_ ||
			  !f->name_len || f->name_len > EXT2_NAME_LEN ||
			  f->link > i || t->f[f->link].link != f->link ||
			  (f->link != i && (f->mode & S_IFMT_) == S_IFDIR_)))
			return io_err(wr->fs->io, -EINVAL, "bad tree at %u", i);
		if (f->link != i) {
			wr->ino[i] = wr->ino[f->link];
		} else if (i) {
			if (next > wr->fs->inodes_count)
				return io_err(wr->fs->io, -ENOSPC, "no free inodes");
			wr->ino[i] = next++;
		} else {
			wr->ino[i] = EXT2_ROOT_INO;
		}
		wr->file_of[wr->ino[i]] = f->link;
		set_bit_(wr->ibm + (wr->ino[i] - 1) / wr->fs->inodes_per_group *
				 wr->fs->block_size,
			 (wr->ino[i] - 1) % wr->fs->inodes_per_group);
		/* a directory's links: its name, its ".", each child's ".." */
		wr->w[f->link].links += (f->mode & S_IFMT_) == S_IFDIR_ ? 2 : 1;
		if (i && (f->mode & S_IFMT_) == S_IFDIR_)
			wr->w[f->parent].links++;
	}
	return 0;
}

static int write_all(struct writer *wr, u32 *dirs, u8 *dirbuf)
{
	u32 i;
	int err = mark_reserved(wr);

	if (!err)
		err = check_tree(wr);
	for (i = 0; i < wr->t->n && !err; i++) {
		if (wr->t->f[i].link != i)
			continue;
		err = write_file(wr, i, dirbuf);
		if ((wr->t->f[i].mode & S_IFMT_) == S_IFDIR_)
			dirs[(wr->ino[i] - 1) / wr->fs->inodes_per_group]++;
	}
	if (!err)
		err = write_inodes(wr);
	return err ? err : write_groups(wr, dirs);
}

/* The largest directory's blocks, for build_dir() to fill */
static u32 max_dir_size(struct writer *wr)
{
	u32 i, max = 0;

	for (i = 0; i < wr->t->n; i++)
		if ((wr->t->f[i].mode & S_IFMT_) == S_IFDIR_) {
			u32 sz = build_dir(wr, i, NULL);

			max = sz > max ? sz : max;
		}
	return max;
}

int ext2_write_tree(struct ext2_fs *fs, const struct ext2_wtree *t)
{
	const struct ext2_io *io = fs->io;
	struct writer wr = { .fs = fs, .t = t, .next_block = fs->first_data_block };
	u32 gsize = fs->groups * fs->block_size;
	u32 *dirs = io->alloc(fs->groups * sizeof(u32));
	u8 *dirbuf = NULL;
	int err = -ENOMEM;

	wr.bbm = io->alloc(gsize);
	wr.ibm = io->alloc(gsize);
	wr.ino = io->alloc((t->n ? t->n : 1) * sizeof(u32));
	wr.file_of = io->alloc((fs->inodes_count + 1) * sizeof(u32));
	wr.w = io->alloc((t->n ? t->n : 1) * sizeof(*wr.w));
	wr.buf = io->alloc(fs->block_size);
	wr.ind = io->alloc(fs->block_size);
	wr.dind = io->alloc(fs->block_size);
	if (dirs && wr.bbm && wr.ibm && wr.ino && wr.file_of && wr.w &&
	    wr.buf && wr.ind && wr.dind) {
		memset(wr.file_of, 0xff, (fs->inodes_count + 1) * sizeof(u32));
		dirbuf = io->alloc(max_dir_size(&wr) + fs->block_size);
		err = dirbuf ? write_all(&wr, dirs, dirbuf) :
			       io_err(io, -ENOMEM, "no memory");
	}
	if (dirbuf)
		io->free(dirbuf);
	io->free(wr.dind);
	io->free(wr.ind);
	io->free(wr.buf);
	io->free(wr.w);
	io->free(wr.file_of);
	io->free(wr.ino);
	io->free(wr.ibm);
	io->free(wr.bbm);
	io->free(dirs);
	return err;
}
