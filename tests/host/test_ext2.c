// SPDX-License-Identifier: GPL-2.0
/*
 * tests/host/test_ext2.c - fs/ext2's reader and writer on images the
 * host's e2fsprogs make: mke2fs formats, debugfs puts files in, our
 * reader must find exactly those; our writer writes a tree back (with a
 * file large enough for double indirect blocks), and e2fsck -fn must
 * find it clean and debugfs must read our bytes back.  Damaged images
 * must be refused with a reason.  The oracles are e2fsprogs, not us.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ext2.h"
#include "ktap.h"

#define IMG	"/tmp/oops386-test-ext2.img"
#define MAXF	64
#define BIG	(300 * 1024 + 17)

static FILE *img;
static char err[160];

static int img_read(void *ctx, u64 off, void *buf, u32 len)
{
	(void)ctx;
	return fseek(img, (long)off, SEEK_SET) || fread(buf, 1, len, img) != len
	       ? -EIO : 0;
}

static int img_write(void *ctx, u64 off, const void *buf, u32 len)
{
	(void)ctx;
	return fseek(img, (long)off, SEEK_SET) ||
	       fwrite(buf, 1, len, img) != len ? -EIO : 0;
}

static void *zalloc(u32 size)
{
	return calloc(1, size ? size : 1);
}

static struct ext2_io io = { img_read, img_write, zalloc, free, NULL, 0,
			     err, sizeof(err) };

/* The tree as read: names, inodes, the files' bytes */
static struct ext2_wfile files[MAXF];
static struct ext2_inode inodes[MAXF];
static char names[MAXF][EXT2_NAME_LEN + 1];
static char *data[MAXF];
static u32 nfiles;
static struct ext2_fs fs;

static int file_read(void *priv, u32 pos, void *buf, u32 len)
{
	memcpy(buf, data[(size_t)priv] + pos, len);
	return 0;
}

static int add_name(void *priv, const char *name, u32 len, u32 ino)
{
	u32 parent = (u32)(size_t)priv, i = nfiles, k;
	struct ext2_wfile *f = &files[i];

	if (nfiles == MAXF)
		return -ENOSPC;
	nfiles++;
	memcpy(names[i], name, len);
	names[i][len] = 0;
	*f = (struct ext2_wfile){ .parent = parent, .name = names[i],
				  .name_len = len, .link = i,
				  .priv = (void *)(size_t)i };
	for (k = 0; k < i; k++)
		if (inodes[k].ino == ino)
			f->link = k;
	return ext2_iget(&fs, ino, &inodes[i]);
}

/* Read the tree breadth first: each directory's names after it */
static int read_tree(void)
{
	u32 i;
	int e = ext2_iget(&fs, EXT2_ROOT_INO, &inodes[0]);

	nfiles = 1;
	files[0] = (struct ext2_wfile){ .link = 0 };
	for (i = 0; i < nfiles && !e; i++) {
		struct ext2_inode *in = &inodes[i];
		struct ext2_wfile *f = &files[i];

		f->mode = in->mode;
		f->uid = in->uid;
		f->gid = in->gid;
		f->size = in->size;
		f->mtime = in->mtime;
		f->atime = in->atime;
		f->ctime = in->ctime;
		f->rdev = ext2_inode_rdev(in);
		data[i] = calloc(1, in->size + 1);
		if (f->link != i)
			continue;
		if ((in->mode & 0xf000) == 0x4000)
			e = ext2_readdir(&fs, in, add_name, (void *)(size_t)i);
		else if ((in->mode & 0xf000) == 0xa000 && in->size < 60)
			memcpy(data[i], in->block, in->size);
		else
			e = ext2_read_data(&fs, in, 0, data[i], in->size);
	}
	return e;
}

static void free_tree(void)
{
	u32 i;

	for (i = 0; i < MAXF; i++) {
		free(data[i]);
		data[i] = NULL;
	}
	nfiles = 0;
}

static int find(const char *name)
{
	u32 i;

	for (i = 0; i < nfiles; i++)
		if (i && !strcmp(names[i], name))
			return (int)i;
	return -1;
}

static int sh(const char *cmd)
{
	return system(cmd);
}

static int mount_img(void)
{
	struct stat st;

	stat(IMG, &st);
	io.size = (u64)st.st_size;
	img = fopen(IMG, "r+b");
	return img ? ext2_fill_super(&fs, &io) : -ENOENT;
}

static void umount_img(void)
{
	ext2_put_super(&fs);
	fclose(img);
}

static void check_round_trip(const char *mkfs)
{
	char cmd[512];
	int e, big, hello;
	u32 i;

	snprintf(cmd, sizeof(cmd),
		 "rm -f " IMG "; %s " IMG " 2048 >/dev/null 2>&1 && "
		 "printf 'hello, disk\\n' > /tmp/oops386-hello && "
		 "debugfs -w -R 'mkdir d' " IMG " >/dev/null 2>&1 && "
		 "debugfs -w -R 'write /tmp/oops386-hello d/hello' " IMG
		 " >/dev/null 2>&1 && "
		 "debugfs -w -R 'symlink s d/hello' " IMG " >/dev/null 2>&1",
		 mkfs);
	KTAP_CHECK(sh(cmd) == 0, "%s and debugfs make an image", mkfs);
	e = mount_img();
	KTAP_CHECK(e == 0, "%s: its superblock is accepted (%s)", mkfs, err);
	if (e)
		return;
	e = read_tree();
	hello = find("hello");
	KTAP_CHECK(!e && find("lost+found") > 0 && find("d") > 0 && hello > 0 &&
		   find("s") > 0 && !strcmp(data[find("s")], "d/hello") &&
		   !strcmp(data[hello], "hello, disk\n"),
		   "%s: the reader finds what debugfs wrote (%s)", mkfs, err);
	/* a new file, large enough for double indirect blocks at 1 KiB */
	big = (int)nfiles++;
	files[big] = (struct ext2_wfile){ .parent = (u32)find("d"),
		.name = "big", .name_len = 3, .link = (u32)big,
		.mode = 0x8000 | 0644, .size = BIG, .mtime = 1,
		.priv = (void *)(size_t)big };
	data[big] = malloc(BIG);
	for (i = 0; i < BIG; i++)
		data[big][i] = (char)(i * 7 + i / 1000);
	/* and a hard link to hello in the root */
	files[nfiles] = files[hello];
	files[nfiles].parent = 0;
	files[nfiles].name = "again";
	files[nfiles].name_len = 5;
	files[nfiles].link = (u32)hello;
	nfiles++;
	e = ext2_write_tree(&fs, &(struct ext2_wtree){ files, nfiles,
						      file_read });
	KTAP_CHECK(e == 0, "%s: the writer writes the tree (%s)", mkfs, err);
	free(data[big]);
	data[big] = NULL;
	free_tree();
	umount_img();
	KTAP_CHECK(sh("e2fsck -fn " IMG " >/tmp/oops386-e2fsck.log 2>&1") == 0,
		   "%s: e2fsck -fn finds it clean (/tmp/oops386-e2fsck.log)",
		   mkfs);
	snprintf(cmd, sizeof(cmd),
		 "debugfs -R 'cat /d/big' " IMG " 2>/dev/null | cmp -s - "
		 "/tmp/oops386-big && debugfs -R 'cat /again' " IMG
		 " 2>/dev/null | cmp -s - /tmp/oops386-hello");
	KTAP_CHECK(sh(cmd) == 0, "%s: debugfs reads our bytes back", mkfs);
	e = mount_img();
	if (!e) {
		e = read_tree();
		e = e ? e : find("big") < 0 || files[find("again")].link !=
			files[find("hello")].link;
		free_tree();
		umount_img();
	}
	KTAP_CHECK(e == 0, "%s: our reader reads our writing back (%s)", mkfs,
		   err);
}

/* A byte of the image changed, then mounted: refused with a reason */
static void check_damaged(u32 off, u8 val, int want, const char *why)
{
	char cmd[256];
	int e;

	snprintf(cmd, sizeof(cmd), "mke2fs -q -F -t ext2 -b 1024 " IMG
		 " 2048 >/dev/null 2>&1 && printf '\\%03o' | dd of=" IMG
		 " bs=1 seek=%u conv=notrunc 2>/dev/null", val, off);
	sh(cmd);
	e = mount_img();
	if (!e) {
		e = read_tree();
		free_tree();
		ext2_put_super(&fs);
	}
	fclose(img);
	KTAP_CHECK(e == want && strstr(err, why), "damaged at %u: %d, \"%s\"",
		   off, e, err);
}

int main(void)
{
	FILE *big = fopen("/tmp/oops386-big", "wb");
	u32 i;

	for (i = 0; i < BIG; i++)
		fputc((char)(i * 7 + i / 1000), big);
	fclose(big);
	if (sh("command -v mke2fs debugfs e2fsck >/dev/null") != 0) {
		printf("KTAP version 1\n1..0 # SKIP e2fsprogs not installed\n");
		return 0;
	}
	KTAP_BEGIN(17);
	check_round_trip("mke2fs -q -F -t ext2 -b 1024");
	check_round_trip("mke2fs -q -F -t ext2 -b 4096 -O ^resize_inode,^dir_index");
	/* the magic, the block size, the group descriptor of group 0 */
	check_damaged(1024 + 56, 0x00, -EINVAL, "can't find an ext2");
	check_damaged(1024 + 24, 0x09, -EINVAL, "unsupported blocksize");
	check_damaged(2048 + 8 + 3, 0xff, -EINVAL, "group descriptors corrupted");
	return KTAP_END();
}
