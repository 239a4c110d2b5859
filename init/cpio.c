// SPDX-License-Identifier: GPL-2.0
/*
 * init/cpio.c - the reader of the initramfs's newc cpio archives (see
 * include/linux/cpio.h), for init/initramfs.c.
 *
 * The archive comes from outside the kernel, so nothing in it is
 * trusted: every length is compared with the bytes that remain before it
 * is used, never added to an offset first, so that a huge size cannot
 * wrap a 32-bit size_t around and point back into the buffer.
 */
#include "linux/cpio.h"
#include "linux/errmsg.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "linux/types.h"

/* The header fields, in archive order. */
enum cpio_field {
	F_INO,
	F_MODE,
	F_UID,
	F_GID,
	F_NLINK,
	F_MTIME,
	F_FILESIZE,
	F_DEVMAJOR,
	F_DEVMINOR,
	F_RDEVMAJOR,
	F_RDEVMINOR,
	F_NAMESIZE,
	F_CHECK,
};

static const char *const field_names[CPIO_NR_FIELDS] = {
	"ino",	     "mode",	 "uid",	     "gid",	 "nlink",
	"mtime",     "filesize", "devmajor", "devminor", "rdevmajor",
	"rdevminor", "namesize", "check",
};

#define HEX_DIGIT_BITS 4
#define HEX_DIGIT_MASK 0xf
/*
 * "cpio: at offset 0x...: problem", for an entry whose name is not known
 * to be sound yet; field names the header field at fault, or is NULL.
 */
static int header_error(struct cpio_archive *a, size_t off, const char *problem,
			const char *field)
{
	const char *quote = field ? "'" : "";

	return errmsg(a->err, sizeof(a->err), -EINVAL,
		      "cpio: at offset 0x%zx: %s%s%s%s", off, problem, quote,
		      field ? field : "", quote);
}

/* "cpio: 'name': problem": once the entry's name is known to be sound. */
static int entry_error(struct cpio_archive *a, const struct cpio_entry *e,
		       const char *problem)
{
	return errmsg(a->err, sizeof(a->err), -EINVAL, "cpio: '%s': %s",
		      e->name, problem);
}

static int hex_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* Eight hex digits; -EINVAL for anything else. */
static int parse_field(const char *s, u32 *res)
{
	int i, d;

	*res = 0;
	for (i = 0; i < CPIO_FIELD_LEN; i++) {
		d = hex_value(s[i]);
		if (d < 0)
			return -EINVAL;
		*res = *res << HEX_DIGIT_BITS | (u32)d;
	}
	return 0;
}

/* Bytes after pos up to the next multiple of CPIO_ALIGN. */
static size_t pad_len(size_t pos)
{
	return (CPIO_ALIGN - pos % CPIO_ALIGN) % CPIO_ALIGN;
}

bool cpio_is_newc(const void *buf, size_t len)
{
	return len >= CPIO_MAGIC_LEN &&
	       (!memcmp(buf, CPIO_NEWC_MAGIC, CPIO_MAGIC_LEN) ||
		!memcmp(buf, CPIO_NEWC_CRC_MAGIC, CPIO_MAGIC_LEN));
}

/*
 * Read the header and name of the entry at off into e and f[].
 * Its data is left to read_data(): the trailer has none to check.
 */
static int read_header(struct cpio_archive *a, size_t off, struct cpio_entry *e,
		       u32 *f)
{
	const char *buf = a->buf;
	size_t len = a->len;
	const char *hdr = buf + off;
	size_t name_off;
	int i;

	if (len - off < CPIO_HEADER_LEN)
		return header_error(a, off, "truncated header", NULL);
	if (!cpio_is_newc(hdr, CPIO_MAGIC_LEN))
		return header_error(a, off, "bad magic (not newc)", NULL);
	for (i = 0; i < CPIO_NR_FIELDS; i++) {
		if (parse_field(hdr + CPIO_MAGIC_LEN + i * CPIO_FIELD_LEN,
				&f[i]))
			return header_error(a, off, "bad hex digit in field ",
					    field_names[i]);
	}

	name_off = off + CPIO_HEADER_LEN;
	if (f[F_NAMESIZE] == 0)
		return header_error(a, off, "name size 0", NULL);
	if (f[F_NAMESIZE] > len - name_off)
		return header_error(a, off, "name runs past the end", NULL);
	/* namesize counts the NUL: there must be exactly one, at the end */
	if (memchr(buf + name_off, '\0', f[F_NAMESIZE]) !=
	    buf + name_off + f[F_NAMESIZE] - 1)
		return header_error(
			a, off, "name is not one NUL-terminated string", NULL);
	if (f[F_NAMESIZE] == 1)
		return header_error(a, off, "empty name", NULL);

	e->name = buf + name_off;
	e->offset = off;
	e->mode = f[F_MODE];
	e->ino = f[F_INO];
	e->uid = f[F_UID];
	e->gid = f[F_GID];
	e->nlink = f[F_NLINK];
	e->mtime = f[F_MTIME];
	e->dev_major = f[F_DEVMAJOR];
	e->dev_minor = f[F_DEVMINOR];
	e->rdev_major = f[F_RDEVMAJOR];
	e->rdev_minor = f[F_RDEVMINOR];
	return 0;
}

static bool valid_type(u32 mode)
{
	switch (mode & S_IFMT) {
	case S_IFSOCK:
	case S_IFLNK:
	case S_IFREG:
	case S_IFBLK:
	case S_IFDIR:
	case S_IFCHR:
	case S_IFIFO:
		return true;
	default:
		return false;
	}
}

/* The sum of the data bytes, as a 070702 archive's check field holds. */
static u32 checksum(const u8 *data, u32 size)
{
	u32 sum = 0;

	while (size--)
		sum += *data++;
	return sum;
}

/*
 * Find the data of the entry read_header() read, check it and the file
 * type, and set *next to the offset of the following header.
 */
static int read_data(struct cpio_archive *a, struct cpio_entry *e, const u32 *f,
		     size_t *next)
{
	const char *buf = a->buf;
	size_t len = a->len;
	size_t name_end = e->offset + CPIO_HEADER_LEN + f[F_NAMESIZE];
	size_t data_off, data_end;

	if (pad_len(name_end) > len - name_end ||
	    f[F_FILESIZE] > len - name_end - pad_len(name_end))
		return entry_error(a, e, "data runs past the end");
	data_off = name_end + pad_len(name_end);
	data_end = data_off + f[F_FILESIZE];
	e->data = buf + data_off;
	e->size = f[F_FILESIZE];

	if (!memcmp(buf + e->offset, CPIO_NEWC_CRC_MAGIC, CPIO_MAGIC_LEN) &&
	    checksum(e->data, e->size) != f[F_CHECK])
		return entry_error(a, e, "checksum mismatch");
	if (!valid_type(e->mode))
		return entry_error(a, e, "unknown file type");

	/* Missing padding at the very end shows up as a missing trailer. */
	if (pad_len(data_end) > len - data_end)
		*next = len;
	else
		*next = data_end + pad_len(data_end);
	return 0;
}

int cpio_for_each(struct cpio_archive *a,
		  int (*cb)(const struct cpio_entry *e, void *ctx), void *ctx)
{
	u32 fields[CPIO_NR_FIELDS];
	struct cpio_entry e;
	size_t off = 0;
	int ret;

	a->err[0] = '\0';
	while (off < a->len) {
		ret = read_header(a, off, &e, fields);
		if (ret)
			return ret;
		if (!strcmp(e.name, CPIO_TRAILER))
			return 0;
		ret = read_data(a, &e, fields, &off);
		if (ret)
			return ret;
		ret = cb(&e, ctx);
		if (ret < 0)
			entry_error(a, &e, "refused by the callback");
		if (ret)
			return ret;
	}
	return errmsg(a->err, sizeof(a->err), -EINVAL,
		      "cpio: no " CPIO_TRAILER " at the end");
}
