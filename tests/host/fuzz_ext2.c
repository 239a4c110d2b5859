// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/fuzz_ext2.c - libFuzzer on fs/ext2's reader: the input is
 * a disk image; the superblock is checked, then the tree read as
 * fs/ext2/super.c's mount reads it (every directory, every file's
 * bytes, at most MAX_FILES names), and written back over the same
 * image.  Sanitizers catch any read outside the image or the buffers;
 * the reader must refuse, never crash.
 */
#include <stdlib.h>
#include <string.h>

#include "ext2.h"

#define MAX_FILES	64
#define MAX_IMAGE	(256 * 1024)

static u8 image[MAX_IMAGE];
static char err[128];

static int img_read(void *ctx, u64 off, void *buf, u32 len)
{
	(void)ctx;
	memcpy(buf, image + off, len);	/* the reader checked the range */
	return 0;
}

static int img_write(void *ctx, u64 off, const void *buf, u32 len)
{
	(void)ctx;
	if (off > MAX_IMAGE || len > MAX_IMAGE - off)
		abort();	/* the writer went past the device */
	memcpy(image + off, buf, len);
	return 0;
}

static void *zalloc(u32 size)
{
	return calloc(1, size ? size : 1);
}

static struct ext2_fs fs;
static struct ext2_inode inodes[MAX_FILES];
static struct ext2_wfile files[MAX_FILES];
static u8 *data[MAX_FILES];
static char names[MAX_FILES][EXT2_NAME_LEN];
static u32 nfiles;

static int add_name(void *priv, const char *name, u32 len, u32 ino)
{
	struct ext2_wfile *f = &files[nfiles];
	u32 k;

	if (nfiles == MAX_FILES)
		return -1;
	memcpy(names[nfiles], name, len);	/* name is in the reader's block */
	*f = (struct ext2_wfile){ .parent = (u32)(size_t)priv,
				  .name = names[nfiles], .name_len = len,
				  .link = nfiles };
	for (k = 0; k < nfiles; k++)
		if (inodes[k].ino == ino)
			f->link = k;
	/* a directory named twice would make a loop */
	if (f->link != nfiles && (inodes[f->link].mode & 0xf000) == 0x4000)
		return -1;
	return ext2_iget(&fs, ino, &inodes[nfiles++]);
}

static int file_read(void *priv, u32 pos, void *buf, u32 len)
{
	(void)priv;
	(void)pos;
	memset(buf, 'x', len);
	return 0;
}

int LLVMFuzzerTestOneInput(const u8 *in, size_t size)
{
	struct ext2_io io = { img_read, img_write, zalloc, free, NULL, 0,
			      err, sizeof(err) };
	u32 i;
	int e;

	if (size > MAX_IMAGE)
		size = MAX_IMAGE;
	memset(image, 0, sizeof(image));
	memcpy(image, in, size);
	io.size = size;
	if (ext2_fill_super(&fs, &io))
		return 0;
	nfiles = 1;
	files[0] = (struct ext2_wfile){ .link = 0 };
	e = ext2_iget(&fs, EXT2_ROOT_INO, &inodes[0]);
	for (i = 0; i < nfiles && !e; i++) {
		u32 type = inodes[i].mode & 0xf000;

		files[i].mode = inodes[i].mode;
		files[i].size = inodes[i].size;
		if (files[i].link != i)
			continue;
		if (type == 0x4000)
			e = ext2_readdir(&fs, &inodes[i], add_name,
					 (void *)(size_t)i);
		else if (type == 0x8000 && (data[i] = malloc(inodes[i].size + 1)))
			e = ext2_read_data(&fs, &inodes[i], 0, data[i],
					   inodes[i].size);
	}
	if (!e && (inodes[0].mode & 0xf000) == 0x4000)
		ext2_write_tree(&fs, &(struct ext2_wtree){ files, nfiles,
							  file_read });
	for (i = 0; i < MAX_FILES; i++) {
		free(data[i]);
		data[i] = NULL;
	}
	ext2_put_super(&fs);
	return 0;
}
