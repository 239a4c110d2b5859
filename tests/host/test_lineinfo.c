// SPDX-License-Identifier: GPL-2.0
/*
 * Host unit tests of lib/dwarf_line.c (the DWARF line program reader)
 * and lib/lineinfo.c (the compact table the oops reads), with ASan and
 * UBSan.  Line programs are assembled here byte by byte from the DWARF 5
 * standard's tables (6.2, 7.22), in versions 5 and 4; then damaged in
 * every way a loader may meet.  tests/host/test_lineinfo.py checks the
 * same code on what gcc and clang really emit, against addr2line.
 */
#include <stdlib.h>
#include <string.h>

#include "linux/errno.h"
#include "linux/lineinfo.h"
#include "ktap.h"

/* tests/host/fuzz_lineinfo.c, built without its libFuzzer entry */
int lineinfo_fuzz_one(const uint8_t *data, size_t size);

/* --- assembling a unit ------------------------------------------------ */

struct buf {
	u8 b[512];
	size_t n;
};

static void put(struct buf *o, u64 v, int bytes)
{
	while (bytes--) {
		o->b[o->n++] = (u8)v;
		v >>= 8;
	}
}

static void uleb(struct buf *o, u64 v)
{
	do {
		o->b[o->n++] = (u8)((v & 0x7f) | (v >> 7 ? 0x80 : 0));
		v >>= 7;
	} while (v);
}

static void sleb(struct buf *o, s64 v)
{
	bool more = true;

	while (more) {
		u8 byte = v & 0x7f;

		v >>= 7;
		more = !((v == 0 && !(byte & 0x40)) || (v == -1 && (byte & 0x40)));
		o->b[o->n++] = byte | (more ? 0x80 : 0);
	}
}

static void str(struct buf *o, const char *s)
{
	memcpy(o->b + o->n, s, strlen(s) + 1);
	o->n += strlen(s) + 1;
}

/* What a unit's test sets differently from the usual header. */
struct shape {
	int version;
	int address_size;	/* DWARF 5's header field */
	int line_range;
	int form;		/* DWARF 5: the form of a file's path */
	int set_address_len;	/* the extended opcode's length */
};

static const struct shape normal5 = { 5, 4, 14, 0x08, 5 };
static const struct shape normal4 = { 4, 4, 14, 0x08, 5 };

/*
 * A unit with directories ".", "include" and files "lkdtm.c" (dir 0), "bug.h"
 * (dir 1) - in DWARF 4 "include" is directory 1 and the files are 1, 2 -
 * whose program gives the rows:
 *	0x1000 lkdtm.c:10, 0x1003 lkdtm.c:11, 0x1014 bug.h:5 (not is_stmt),
 *	0x1016 bug.h:3, 0x1020 end_sequence.
 */
static void unit(struct buf *o, const struct shape *s)
{
	size_t len_at, hdr_at, hdr_start, start;
	int file_b = s->version >= 5 ? 1 : 2;

	o->n = 0;
	len_at = o->n;
	put(o, 0, 4);			/* unit_length, patched */
	start = o->n;
	put(o, s->version, 2);
	if (s->version >= 5) {
		put(o, s->address_size, 1);
		put(o, 0, 1);		/* segment_selector_size */
	}
	hdr_at = o->n;
	put(o, 0, 4);			/* header_length, patched */
	hdr_start = o->n;
	put(o, 1, 1);			/* minimum_instruction_length */
	if (s->version >= 4)
		put(o, 1, 1);		/* maximum_operations_per_instruction */
	put(o, 1, 1);			/* default_is_stmt */
	put(o, (u8)-5, 1);		/* line_base */
	put(o, s->line_range, 1);
	put(o, 13, 1);			/* opcode_base */
	put(o, 0x000101010100ULL, 6);	/* operands of opcodes 1-6 */
	put(o, 0x01000000010000ULL, 6);	/* ... and 7-12 */
	if (s->version >= 5) {
		/* directories: format (DW_LNCT_path, DW_FORM_string) */
		put(o, 1, 1);
		uleb(o, 1);
		uleb(o, 0x08);
		uleb(o, 2);
		str(o, ".");
		str(o, "include");
		/* files: (path, the shape's form), (directory_index, udata) */
		put(o, 2, 1);
		uleb(o, 1);
		uleb(o, s->form);
		uleb(o, 2);
		uleb(o, 0x0f);
		uleb(o, 2);
		str(o, "lkdtm.c");
		uleb(o, 0);
		str(o, "bug.h");
		uleb(o, 1);
	} else {
		str(o, "include");
		str(o, "");
		str(o, "lkdtm.c");
		uleb(o, 0), uleb(o, 0), uleb(o, 0);
		str(o, "bug.h");
		uleb(o, 1), uleb(o, 0), uleb(o, 0);
		str(o, "");
	}
	{
		u32 h = (u32)(o->n - hdr_start);

		memcpy(o->b + hdr_at, &h, 4);
	}
	/* the program: the file register starts at 1 (table 6.4), which
	 * DWARF 5 numbers bug.h, so lkdtm.c is set first */
	put(o, 4, 1);			/* DW_LNS_set_file */
	uleb(o, file_b - 1);
	put(o, 0, 1);			/* DW_LNE_set_address */
	uleb(o, s->set_address_len);
	put(o, 2, 1);
	put(o, 0x1000, s->set_address_len - 1);
	put(o, 3, 1);			/* DW_LNS_advance_line 9: line 10 */
	sleb(o, 9);
	put(o, 1, 1);			/* DW_LNS_copy: 0x1000 lkdtm.c:10 */
	/* special opcode: address += 3, line += 1:
	 * (1 - -5) + 14 * 3 + 13 = 61 */
	put(o, 61, 1);			/* 0x1003 lkdtm.c:11 */
	put(o, 8, 1);			/* const_add_pc: (255-13)/14 = 17 */
	put(o, 4, 1);			/* DW_LNS_set_file */
	uleb(o, file_b);
	put(o, 5, 1);			/* DW_LNS_set_column 7 (skipped) */
	uleb(o, 7);
	put(o, 6, 1);			/* negate_stmt */
	put(o, 3, 1);			/* advance_line -6: line 5 */
	sleb(o, -6);
	put(o, 1, 1);			/* 0x1014 bug.h:5 */
	put(o, 6, 1);
	put(o, 9, 1);			/* fixed_advance_pc 2 */
	put(o, 2, 2);
	put(o, 3, 1);			/* advance_line -2: line 3 */
	sleb(o, -2);
	put(o, 1, 1);			/* 0x1016 bug.h:3 */
	put(o, 2, 1);			/* advance_pc 10 */
	uleb(o, 10);
	put(o, 0, 1);			/* DW_LNE_end_sequence */
	uleb(o, 1);
	put(o, 1, 1);
	{
		u32 l = (u32)(o->n - start);

		memcpy(o->b + len_at, &l, 4);
	}
}

/* The unit's program with @n bytes instead of its end_sequence. */
static void append(struct buf *o, const u8 *bytes, size_t n)
{
	u32 len;

	o->n -= 3;
	memcpy(o->b + o->n, bytes, n);
	o->n += n;
	len = (u32)o->n - 4;
	memcpy(o->b, &len, 4);
}

/* --- reading it ------------------------------------------------------- */

struct rows {
	struct dline_row r[16];
	int n;
};

static int keep_row(void *ctx, const struct dline_row *row)
{
	struct rows *rs = ctx;

	if (rs->n == 16)
		return -E2BIG;
	rs->r[rs->n++] = *row;
	return 0;
}

/* 0 and the rows, or the first error. */
static int read_unit(const struct buf *o, struct dwarf_sections *secs,
		     struct dline_unit *u, struct rows *rs)
{
	int err;

	secs->line = o->b;
	secs->line_size = o->n;
	rs->n = 0;
	err = dline_unit_init(u, secs, 0);
	return err ? err : dline_run(u, keep_row, rs);
}

static bool row_is(const struct dline_row *r, u32 addr, u32 file, u32 line,
		   bool stmt)
{
	return r->addr == addr && r->file == file && r->line == line &&
	       r->is_stmt == stmt && !r->end_sequence;
}

static bool file_is(const struct dline_unit *u, u32 file, const char *dir,
		    const char *name)
{
	const char *d, *n;

	return !dline_file_name(u, file, &d, &n) && !strcmp(d, dir) &&
	       !strcmp(n, name);
}

static void test_version(const struct shape *s)
{
	struct dwarf_sections secs = { 0 };
	struct dline_unit u;
	struct rows rs;
	struct buf o;
	u32 a = s->version >= 5 ? 0 : 1, b = a + 1;

	unit(&o, s);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == 0 && rs.n == 5,
		   "DWARF %d: the program gives its 5 rows", s->version);
	KTAP_CHECK(row_is(&rs.r[0], 0x1000, a, 10, true) &&
		   row_is(&rs.r[1], 0x1003, a, 11, true) &&
		   row_is(&rs.r[2], 0x1014, b, 5, false) &&
		   row_is(&rs.r[3], 0x1016, b, 3, true) &&
		   rs.r[4].addr == 0x1020 && rs.r[4].end_sequence,
		   "DWARF %d: copy, special, const_add_pc, fixed_advance_pc, "
		   "advance_pc, negate_stmt, set_file as 6.2.5 says",
		   s->version);
	KTAP_CHECK(file_is(&u, a, s->version >= 5 ? "." : "", "lkdtm.c") &&
		   file_is(&u, b, "include", "bug.h"),
		   "DWARF %d: files numbered from %u, with their directories",
		   s->version, a);
	KTAP_CHECK(dline_file_name(&u, b + 1, &(const char *){ 0 },
				   &(const char *){ 0 }) == -ENOENT &&
		   (!a || dline_file_name(&u, 0, &(const char *){ 0 },
					 &(const char *){ 0 }) == -ENOENT),
		   "DWARF %d: a file outside the table is -ENOENT", s->version);
}

/* Every prefix of a valid unit fails cleanly; ASan checks the reads. */
static void test_truncations(void)
{
	struct dwarf_sections secs = { 0 };
	struct dline_unit u;
	struct buf o;
	size_t full, cut;
	bool all = true;

	unit(&o, &normal5);
	full = o.n;
	for (cut = 0; cut < full; cut++) {
		u8 *copy = malloc(cut + 1);

		memcpy(copy, o.b, cut);
		secs.line = copy;
		secs.line_size = cut;
		all &= dline_unit_init(&u, &secs, 0) == -EINVAL;
		free(copy);
	}
	KTAP_CHECK(all, "each of the %zu shorter prefixes is -EINVAL", full);
}

static bool refuse(void *ctx, size_t off, u32 *value)
{
	(void)ctx;
	(void)off;
	(void)value;
	return false;
}

static bool add_100(void *ctx, size_t off, u32 *value)
{
	(void)ctx;
	(void)off;
	*value += 0x100;
	return true;
}

static void test_malformed(void)
{
	struct dwarf_sections secs = { 0 };
	struct dline_unit u;
	struct rows rs;
	struct shape s;
	struct buf o;

	s = normal5;
	s.line_range = 0;
	unit(&o, &s);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "line_range 0 (a division by zero) is refused");
	s = normal5;
	s.address_size = 8;
	unit(&o, &s);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "address_size 8 is refused");
	s = normal5;
	s.form = 0x1a;		/* DW_FORM_strx1: needs .debug_str_offsets */
	unit(&o, &s);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "a form the reader does not know is refused");
	s = normal5;
	s.set_address_len = 9;
	unit(&o, &s);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "a set_address of 8 bytes is refused");
	s = normal5;
	s.version = 6;
	unit(&o, &s);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "version 6 is refused");

	unit(&o, &normal5);
	memset(o.b, 0xff, 4);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "the 64-bit format is refused");
	/* advance_pc, its LEB128 cut by the end of the unit */
	unit(&o, &normal5);
	append(&o, (const u8[]){ 2, 0x80 }, 2);
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "an unterminated LEB128 is refused");
	unit(&o, &normal5);
	secs.fixup = refuse;
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "a relocation the hook refuses fails the unit");
	secs.fixup = add_100;
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == 0 &&
		   rs.r[0].addr == 0x1100,
		   "the relocation hook's value is the address");
}

/* An overlong LEB128 (11 bytes) in advance_pc. */
static void test_overlong_leb(void)
{
	static const u8 op[] = { 2, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80,
				 0x80, 0x80, 0x80, 0 };
	struct dwarf_sections secs = { 0 };
	struct dline_unit u;
	struct rows rs;
	struct buf o;

	unit(&o, &normal5);
	append(&o, op, sizeof(op));
	KTAP_CHECK(read_unit(&o, &secs, &u, &rs) == -EINVAL,
		   "an 11-byte LEB128 is refused");
}

/* --- the compact table ------------------------------------------------ */

static const char *files[] = { "kernel/lkdtm.c", "include/linux/bug.h",
				     "lib/c.c" };

static u8 *encode(struct lineinfo_row *rows, u32 n, size_t *len)
{
	struct lineinfo_collect c = { .rows = rows, .nrows = n,
				      .files = files, .nfiles = 3 };
	u8 *blob;

	*len = lineinfo_encode(NULL, 0, &c);
	blob = malloc(*len);
	lineinfo_encode(blob, *len, &c);
	return blob;
}

/* 1000 rows of random steps, as gcc's: every address between them too. */
static void test_round_trip(void)
{
	struct lineinfo_row rows[1000];
	struct lineinfo t;
	const char *file;
	size_t len;
	u32 i, a, line;
	bool all = true;
	u8 *blob;

	srand(33);
	for (i = 0, a = 0xc0100000; i < 1000; i++) {
		rows[i].addr = a;
		rows[i].file = (u32)rand() % 3;
		rows[i].line = i == 999 || rand() % 50 == 0 ? 0 :
			       1 + (u32)rand() % 3000;
		a += 1 + (u32)rand() % (i % 100 ? 20 : 5000);
	}
	blob = encode(rows, 1000, &len);
	KTAP_CHECK(lineinfo_init(&t, blob, len) == 0 && t.nrows == 1000,
		   "the encoded table checks (%zu bytes, %.2f a row)", len,
		   (double)len / 1000);
	for (i = 0; i + 1 < 1000; i++)
		for (a = rows[i].addr; a < rows[i + 1].addr; a += 7) {
			int err = lineinfo_lookup(&t, a, &file, &line);

			all &= rows[i].line ?
				!err && line == rows[i].line &&
				!strcmp(file, files[rows[i].file]) :
				err == -ENOENT;
		}
	KTAP_CHECK(all, "every address decodes to the row holding it");
	KTAP_CHECK(lineinfo_lookup(&t, 0xc00fffff, &file, &line) == -ENOENT &&
		   lineinfo_lookup(&t, rows[999].addr, &file, &line) == -ENOENT &&
		   lineinfo_lookup(&t, 0xffffffff, &file, &line) == -ENOENT,
		   "below the first row and from the last on: no line");
	free(blob);
}

/* Each byte of a table changed: checked or refused, never a bad read. */
static void test_damaged_table(void)
{
	struct lineinfo_row rows[200];
	size_t len, i;
	u8 *blob, *copy;
	u32 k;
	int refused = 0;

	for (k = 0; k < 200; k++)
		rows[k] = (struct lineinfo_row){ 0x1000 + 3 * k, k % 3,
						 k == 199 ? 0 : 1 + k, k };
	blob = encode(rows, 200, &len);
	copy = malloc(len);
	for (i = 0; i < len; i++) {
		u8 in[1 + 4096];

		memcpy(copy, blob, len);
		copy[i] ^= 0xa5;
		in[0] = 1;
		memcpy(in + 1, copy, len);
		lineinfo_fuzz_one(in, len + 1);
		refused += lineinfo_init(&(struct lineinfo){ 0 }, copy, len) != 0;
	}
	KTAP_CHECK(refused > 0, "each of %zu damaged tables read safely "
		   "(%d refused by the check)", len, refused);
	KTAP_CHECK(lineinfo_init(&(struct lineinfo){ 0 }, blob, len - 1) ==
		   -EINVAL && lineinfo_init(&(struct lineinfo){ 0 },
					    (u8[4]){ 0 }, 4) == -ENOENT,
		   "a short table is -EINVAL, an empty one -ENOENT");
	free(copy);
	free(blob);
}

/* The loader's whole path, on the DWARF 5 unit: paths joined. */
static void test_collect(void)
{
	struct lineinfo_row rows[8];
	const char *names[4];
	char paths[64];
	struct lineinfo_collect c = {
		.rows = rows, .max_rows = 8, .files = names, .max_files = 4,
		.paths = paths, .max_paths = sizeof(paths),
	};
	struct dwarf_sections secs = { 0 };
	struct buf o;
	u32 n;

	unit(&o, &normal5);
	secs.line = o.b;
	secs.line_size = o.n;
	KTAP_CHECK(lineinfo_collect(&c, &secs) == 0 && c.nrows == 5 &&
		   c.nfiles == 2 && !strcmp(names[0], "lkdtm.c") &&
		   !strcmp(names[1], "include/bug.h"),
		   "collect: 5 rows, files \"lkdtm.c\" (\"./\" dropped) and "
		   "\"include/bug.h\"");
	n = lineinfo_merge(rows, c.nrows);
	KTAP_CHECK(n == 5 && rows[4].line == 0, "merge keeps distinct rows");
	c.nrows = c.nfiles = 0;
	c.paths_len = 0;
	c.max_rows = 2;
	KTAP_CHECK(lineinfo_collect(&c, &secs) == -ENOSPC && c.nrows == 5,
		   "too small an array: -ENOSPC and the count needed");
}

static void test_merge(void)
{
	struct lineinfo_row r[] = {
		{ 0x10, 0, 0, 0 },	/* a sequence ends where one starts */
		{ 0x10, 0, 7, 1 },
		{ 0x12, 0, 7, 2 },	/* same position: dropped */
		{ 0x14, 1, 7, 3 },	/* another file: kept */
		{ 0x16, 1, 8, 4 },
		{ 0x16, 1, 9, 5 },	/* the program's last at 0x16 wins */
		{ 0x18, 1, 0, 6 },
	};
	u32 n = lineinfo_merge(r, 7);

	KTAP_CHECK(n == 4 && r[0].line == 7 && r[1].file == 1 &&
		   r[2].line == 9 && r[3].line == 0,
		   "merge: one row per address, no repeated position");
}

int main(void)
{
	KTAP_BEGIN(28);
	test_version(&normal5);
	test_version(&normal4);
	test_truncations();
	test_malformed();
	test_overlong_leb();
	test_round_trip();
	test_damaged_table();
	test_collect();
	test_merge();
	return KTAP_END();
}
