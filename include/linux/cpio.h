/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reader for "newc" cpio archives, the format of the initramfs that the
 * boot loader hands the kernel (scripts/mkcpio.py writes them).
 *
 * Each entry is a 110-byte ASCII header: the magic "070701" (or "070702":
 * the same with a checksum of the data), then 13 fields of 8 hex digits.
 * The name follows, with its NUL counted in namesize, padded so header
 * plus name is a multiple of 4 bytes; then filesize bytes of data, padded
 * to 4.  An entry named "TRAILER!!!" ends the archive.  Offsets and
 * padding count from the start of the archive.
 */
#ifndef _LINUX_CPIO_H
#define _LINUX_CPIO_H

#include "linux/stat.h"
#include "linux/types.h"

#define CPIO_NEWC_MAGIC "070701"
#define CPIO_NEWC_CRC_MAGIC "070702"
#define CPIO_MAGIC_LEN 6
#define CPIO_FIELD_LEN 8
#define CPIO_NR_FIELDS 13
#define CPIO_HEADER_LEN (CPIO_MAGIC_LEN + CPIO_NR_FIELDS * CPIO_FIELD_LEN)
#define CPIO_ALIGN 4
#define CPIO_TRAILER "TRAILER!!!"

/* One archive member; the pointers point into the archive buffer. */
struct cpio_entry {
	const char *name;	/* NUL-terminated, not empty */
	const void *data;	/* size bytes: a file's contents, or a
				 * symlink's target (no NUL) */
	u32 size;
	u32 mode;		/* file type (S_IFMT bits) and permissions */
	u32 ino;
	u32 uid;
	u32 gid;
	u32 nlink;
	u32 mtime;
	u32 dev_major;
	u32 dev_minor;
	u32 rdev_major;		/* device number of a device node */
	u32 rdev_minor;
	size_t offset;		/* of the entry's header in the archive */
};

/* Whether buf starts with a newc magic (the rest is checked when read). */
bool cpio_is_newc(const void *buf, size_t len);

/* Room for one line of error: it names an entry or an offset. */
#define CPIO_ERR_LEN 160

/* An archive being read: its bytes, and after a failure, why. */
struct cpio_archive {
	const void *buf;
	size_t len;
	char err[CPIO_ERR_LEN];
};

/*
 * Call cb for every entry of the archive in a->buf[0..a->len), in order,
 * up to the trailer (not passed to cb); bytes after the trailer are
 * ignored.  Every header field, name and size is checked first, and
 * nothing outside buf is read.  Returns 0 at the trailer; -EINVAL for a
 * malformed or truncated archive, with a message in a->err; or the first
 * non-zero value cb returns: negative for an error (a->err then names
 * the entry), positive to stop early with no error.
 */
int cpio_for_each(struct cpio_archive *a,
		  int (*cb)(const struct cpio_entry *e, void *ctx), void *ctx);

#endif /* _LINUX_CPIO_H */
