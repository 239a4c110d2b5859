// SPDX-License-Identifier: GPL-2.0
/*
 * lib/lineinfo.c - build and read the compact line table of
 * include/linux/lineinfo.h.
 *
 * Pure code: no allocation (callers pass their arrays) and no global
 * state, so the kernel's module loader, scripts/lineinfo.c and the host
 * tests and fuzzer all run this file.
 */
#include "linux/lineinfo.h"
#include "linux/errno.h"
#include "linux/string.h"

#define LINEINFO_HDR_BYTES	(LINEINFO_HDR_WORDS * 4)

static u32 get_u32(const u8 *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (u32)p[3] << 24;
}

static void put_u32(u8 *p, u32 v)
{
	p[0] = (u8)v;
	p[1] = (u8)(v >> 8);
	p[2] = (u8)(v >> 16);
	p[3] = (u8)(v >> 24);
}

/* --- reading --------------------------------------------------------- */

int lineinfo_init(struct lineinfo *t, const void *blob, size_t size)
{
	const u8 *b = blob;
	u32 h[LINEINFO_HDR_WORDS], i, off;
	u64 nblocks;

	if (size < 4 || get_u32(b) == 0)
		return -ENOENT;
	if (size < LINEINFO_HDR_BYTES)
		return -EINVAL;
	for (i = 0; i < LINEINFO_HDR_WORDS; i++)
		h[i] = get_u32(b + 4 * i);
	if (h[LINEINFO_H_MAGIC] != LINEINFO_MAGIC ||
	    h[LINEINFO_H_VERSION] != LINEINFO_VERSION ||
	    h[LINEINFO_H_TOTAL] > size || !h[LINEINFO_H_NROWS])
		return -EINVAL;
	size = h[LINEINFO_H_TOTAL];
	nblocks = ((u64)h[LINEINFO_H_NROWS] + LINEINFO_BLOCK - 1) /
		  LINEINFO_BLOCK;
	/* each area inside the blob, in u64 so no sum wraps */
	if (h[LINEINFO_H_INDEX_OFF] + nblocks * LINEINFO_INDEX_BYTES > size ||
	    (u64)h[LINEINFO_H_ROWS_OFF] + h[LINEINFO_H_ROWS_SIZE] > size ||
	    h[LINEINFO_H_FILES_OFF] + 4ULL * h[LINEINFO_H_NFILES] > size ||
	    (u64)h[LINEINFO_H_NAMES_OFF] + h[LINEINFO_H_NAMES_SIZE] > size)
		return -EINVAL;
	t->nrows = h[LINEINFO_H_NROWS];
	t->nblocks = (u32)nblocks;
	t->nfiles = h[LINEINFO_H_NFILES];
	t->rows_size = h[LINEINFO_H_ROWS_SIZE];
	t->names_size = h[LINEINFO_H_NAMES_SIZE];
	t->index = b + h[LINEINFO_H_INDEX_OFF];
	t->rows = b + h[LINEINFO_H_ROWS_OFF];
	t->files = b + h[LINEINFO_H_FILES_OFF];
	t->names = (const char *)b + h[LINEINFO_H_NAMES_OFF];
	/* every path a NUL-terminated string of the names area */
	if (t->names_size && t->names[t->names_size - 1])
		return -EINVAL;
	for (i = 0; i < t->nfiles; i++) {
		off = get_u32(t->files + 4 * i);
		if (off >= t->names_size)
			return -EINVAL;
	}
	/* the blocks in address order, their rows inside the row area */
	for (i = 0; i < t->nblocks; i++) {
		const u8 *e = t->index + i * LINEINFO_INDEX_BYTES;

		if (get_u32(e + 4) > t->rows_size ||
		    get_u32(e + 12) >= t->nfiles ||
		    (i && get_u32(e) <= get_u32(e - LINEINFO_INDEX_BYTES)))
			return -EINVAL;
	}
	return 0;
}

/* A ULEB128 number of at most 5 bytes from rows[*pos..end). */
static int get_uleb(const struct lineinfo *t, u32 *pos, u32 end, u32 *v)
{
	u32 shift = 0, byte;

	*v = 0;
	do {
		if (*pos >= end || shift > 28)
			return -EINVAL;
		byte = t->rows[(*pos)++];
		*v |= (byte & 0x7f) << shift;
		shift += 7;
	} while (byte & 0x80);
	return 0;
}

/* The row after @r (address, file, line) in a block's bytes. */
static int next_row(const struct lineinfo *t, u32 *pos, u32 end,
		    struct lineinfo_row *r)
{
	u32 head, zz;

	if (get_uleb(t, pos, end, &head) || get_uleb(t, pos, end, &zz))
		return -EINVAL;
	r->addr += head >> 1;
	r->line += (zz >> 1) ^ -(zz & 1);
	if ((head & 1) && get_uleb(t, pos, end, &r->file))
		return -EINVAL;
	return r->file < t->nfiles ? 0 : -EINVAL;
}

int lineinfo_lookup(const struct lineinfo *t, u32 addr, const char **file,
		    u32 *line)
{
	u32 lo = 0, hi = t->nblocks, mid, pos, end, k, n;
	struct lineinfo_row r, next;
	const u8 *e;

	/* the last block starting at or below addr */
	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (get_u32(t->index + mid * LINEINFO_INDEX_BYTES) <= addr)
			lo = mid;
		else
			hi = mid;
	}
	e = t->index + lo * LINEINFO_INDEX_BYTES;
	r.addr = get_u32(e);
	if (addr < r.addr)
		return -ENOENT;
	pos = get_u32(e + 4);
	end = lo + 1 < t->nblocks ? get_u32(e + LINEINFO_INDEX_BYTES + 4) :
		t->rows_size;
	r.line = get_u32(e + 8);
	r.file = get_u32(e + 12);
	n = lo + 1 < t->nblocks ? LINEINFO_BLOCK :
		t->nrows - lo * LINEINFO_BLOCK;
	for (k = 1; k < n; k++) {
		next = r;
		if (pos > end || next_row(t, &pos, end, &next))
			return -EINVAL;
		if (next.addr <= r.addr)
			return -EINVAL;
		if (next.addr > addr)
			break;
		r = next;
	}
	/* the last row holds nothing: it ends the last sequence */
	if (!r.line || (lo + 1 == t->nblocks && k == n))
		return -ENOENT;
	*file = t->names + get_u32(t->files + 4 * r.file);
	*line = r.line;
	return 0;
}

/* --- writing --------------------------------------------------------- */

/* Put @v as ULEB128 at buf[pos] if it fits in @size; its length. */
static u32 put_uleb(u8 *buf, size_t size, size_t pos, u32 v)
{
	u32 n = 0;

	do {
		u8 byte = v & 0x7f;

		v >>= 7;
		if (v)
			byte |= 0x80;
		if (pos + n < size)
			buf[pos + n] = byte;
		n++;
	} while (v);
	return n;
}

/* One row after @prev, as next_row() reads it; its length. */
static u32 put_row(u8 *buf, size_t size, size_t pos,
		   const struct lineinfo_row *prev,
		   const struct lineinfo_row *r)
{
	u32 changed = r->file != prev->file, n;
	u32 dl = r->line - prev->line;
	u32 zz = (dl << 1) ^ -(dl >> 31);

	n = put_uleb(buf, size, pos, (r->addr - prev->addr) << 1 | changed);
	n += put_uleb(buf, size, pos + n, zz);
	if (changed)
		n += put_uleb(buf, size, pos + n, r->file);
	return n;
}

static void put_at(u8 *buf, size_t size, size_t pos, u32 v)
{
	if (pos + 4 <= size)
		put_u32(buf + pos, v);
}

size_t lineinfo_encode(u8 *buf, size_t size, const struct lineinfo_collect *c)
{
	const struct lineinfo_row *rows = c->rows;
	u32 nrows = c->nrows, nfiles = c->nfiles;
	u32 nblocks = (nrows + LINEINFO_BLOCK - 1) / LINEINFO_BLOCK, i;
	size_t index_off = LINEINFO_HDR_BYTES;
	size_t rows_off = index_off + (size_t)nblocks * LINEINFO_INDEX_BYTES;
	size_t pos = rows_off, files_off, names_off, len;
	u32 h[LINEINFO_HDR_WORDS];

	for (i = 0; i < nrows; i++) {
		size_t e = index_off + (size_t)(i / LINEINFO_BLOCK) *
			   LINEINFO_INDEX_BYTES;

		if (i % LINEINFO_BLOCK) {
			pos += put_row(buf, size, pos, &rows[i - 1], &rows[i]);
			continue;
		}
		put_at(buf, size, e, rows[i].addr);
		put_at(buf, size, e + 4, (u32)(pos - rows_off));
		put_at(buf, size, e + 8, rows[i].line);
		put_at(buf, size, e + 12, rows[i].file);
	}
	h[LINEINFO_H_ROWS_SIZE] = (u32)(pos - rows_off);
	files_off = (pos + 3) & ~(size_t)3;
	names_off = files_off + 4 * (size_t)nfiles;
	pos = names_off;
	for (i = 0; i < nfiles; i++) {
		len = strlen(c->files[i]) + 1;
		put_at(buf, size, files_off + 4 * i, (u32)(pos - names_off));
		if (pos + len <= size)
			memcpy(buf + pos, c->files[i], len);
		pos += len;
	}
	h[LINEINFO_H_MAGIC] = LINEINFO_MAGIC;
	h[LINEINFO_H_VERSION] = LINEINFO_VERSION;
	h[LINEINFO_H_TOTAL] = (u32)pos;
	h[LINEINFO_H_NROWS] = nrows;
	h[LINEINFO_H_NFILES] = nfiles;
	h[LINEINFO_H_INDEX_OFF] = (u32)index_off;
	h[LINEINFO_H_ROWS_OFF] = (u32)rows_off;
	h[LINEINFO_H_FILES_OFF] = (u32)files_off;
	h[LINEINFO_H_NAMES_OFF] = (u32)names_off;
	h[LINEINFO_H_NAMES_SIZE] = (u32)(pos - names_off);
	for (i = 0; i < LINEINFO_HDR_WORDS; i++)
		put_at(buf, size, 4 * i, h[i]);
	return pos;
}

/* --- gathering from DWARF ---------------------------------------------- */

/*
 * "dir/name" without "./" steps, into @out (LINEINFO_PATH_MAX bytes): the
 * tree's build names its top "." (the Makefile's DEBUG_PREFIX_MAP).  An
 * absolute name stands alone.
 */
static int join_path(char *out, const char *dir, const char *name)
{
	size_t n = 0, len;
	const char *parts[2] = { dir, name };
	int k;

	if (name[0] == '/')
		parts[0] = "";
	for (k = 0; k < 2; k++) {
		const char *p = parts[k];

		while (p[0] == '.' && (p[1] == '/' || !p[1]))
			p += p[1] ? 2 : 1;
		if (!*p)
			continue;
		len = strlen(p);
		if (n + len + 2 > LINEINFO_PATH_MAX)
			return -ENAMETOOLONG;
		if (n && out[n - 1] != '/')
			out[n++] = '/';
		memcpy(out + n, p, len);
		n += len;
	}
	out[n] = 0;
	return 0;
}

/* The shared number of the unit's file @file; -errno. */
static long global_file(struct lineinfo_collect *c, u32 file)
{
	const char *dir, *name;
	char path[LINEINFO_PATH_MAX];
	size_t len;
	u32 i;
	int err;

	if (dline_file_name(c->unit, file, &dir, &name))
		return -EINVAL;
	err = join_path(path, dir, name);
	if (err)
		return err;
	for (i = 0; i < c->nfiles && i < c->max_files; i++)
		if (!strcmp(c->files[i], path))
			return i;
	len = strlen(path) + 1;
	if (c->nfiles < c->max_files && c->paths_len + len <= c->max_paths) {
		memcpy(c->paths + c->paths_len, path, len);
		c->files[c->nfiles] = c->paths + c->paths_len;
	}
	c->paths_len += len;
	return c->nfiles++;
}

static int collect_row(void *ctx, const struct dline_row *row)
{
	struct lineinfo_collect *c = ctx;
	long file = c->last_global;

	if (!row->end_sequence && row->file != c->last_file) {
		file = global_file(c, row->file);
		if (file < 0)
			return (int)file;
		c->last_file = row->file;
		c->last_global = (u32)file;
	}
	if (c->nrows < c->max_rows) {
		struct lineinfo_row *r = &c->rows[c->nrows];

		r->addr = row->addr;
		r->file = (u32)file;
		r->line = row->end_sequence ? 0 : row->line;
		r->order = c->nrows;
	}
	c->nrows++;
	return 0;
}

int lineinfo_collect(struct lineinfo_collect *c,
		     const struct dwarf_sections *secs)
{
	struct dline_unit u;
	size_t off = 0;
	int err;

	while (off < secs->line_size) {
		err = dline_unit_init(&u, secs, off);
		if (err)
			return err;
		c->unit = &u;
		c->last_file = ~0U;
		c->last_global = 0;
		err = dline_run(&u, collect_row, c);
		c->unit = NULL;
		if (err)
			return err;
		off = u.next;
	}
	if (c->nrows > c->max_rows || c->nfiles > c->max_files ||
	    c->paths_len > c->max_paths)
		return -ENOSPC;
	return 0;
}

int lineinfo_row_cmp(const void *a, const void *b)
{
	const struct lineinfo_row *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

u32 lineinfo_merge(struct lineinfo_row *rows, u32 nrows)
{
	u32 i, n = 0;

	/* one row per address: a sequence's end yields to a row that
	 * starts there, otherwise the program's last row wins */
	for (i = 0; i < nrows; i++) {
		if (n && rows[n - 1].addr == rows[i].addr) {
			if (rows[i].line || !rows[n - 1].line)
				rows[n - 1] = rows[i];
			continue;
		}
		rows[n++] = rows[i];
	}
	/* then none that repeats the position before it */
	nrows = n;
	for (i = n = 0; i < nrows; i++) {
		if (n && rows[n - 1].line == rows[i].line &&
		    (!rows[i].line || rows[n - 1].file == rows[i].file))
			continue;
		rows[n++] = rows[i];
	}
	return n;
}
