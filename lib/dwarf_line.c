// SPDX-License-Identifier: GPL-2.0
/*
 * lib/dwarf_line.c - the DWARF line number program reader of
 * include/linux/dwarf_line.h.  Section numbers are the DWARF 5 standard's
 * unless marked otherwise.
 *
 * Every byte is read through a cursor that knows where its area ends: a
 * read past it sets the cursor's error flag and yields 0, so the parsing
 * code reads like the spec and checks the flag at its decision points.
 * Arithmetic on values from the section is unsigned (wraps, never
 * undefined), and every loop consumes at least one byte per round.
 */
#include "linux/dwarf_line.h"
#include "linux/errno.h"
#include "linux/string.h"

/* Line number standard opcodes (7.22, table 7.25). */
enum {
	DW_LNS_copy = 1,
	DW_LNS_advance_pc,
	DW_LNS_advance_line,
	DW_LNS_set_file,
	DW_LNS_set_column,
	DW_LNS_negate_stmt,
	DW_LNS_set_basic_block,
	DW_LNS_const_add_pc,
	DW_LNS_fixed_advance_pc,
	DW_LNS_set_prologue_end,
	DW_LNS_set_epilogue_begin,
	DW_LNS_set_isa,
};

/* Extended opcodes (table 7.26); 2..4 are set_address, define_file
 * (DWARF 4 only) and set_discriminator, all skipped by length but 2. */
#define DW_LNE_end_sequence	1
#define DW_LNE_set_address	2

/* Line number header entry formats (table 7.27). */
#define DW_LNCT_path		1
#define DW_LNCT_directory_index	2

/* The attribute forms an entry format may use (7.5.6, table 7.6). */
enum {
	DW_FORM_block2 = 0x03,
	DW_FORM_block4 = 0x04,
	DW_FORM_data2 = 0x05,
	DW_FORM_data4 = 0x06,
	DW_FORM_data8 = 0x07,
	DW_FORM_string = 0x08,
	DW_FORM_block = 0x09,
	DW_FORM_block1 = 0x0a,
	DW_FORM_data1 = 0x0b,
	DW_FORM_sdata = 0x0d,
	DW_FORM_strp = 0x0e,
	DW_FORM_udata = 0x0f,
	DW_FORM_data16 = 0x1e,
	DW_FORM_line_strp = 0x1f,
};

/* A read position in secs->line, and where its area ends. */
struct cursor {
	const struct dwarf_sections *s;
	size_t pos, end;
	bool bad;
};

static const u8 *take(struct cursor *c, size_t n)
{
	const u8 *p;

	if (c->bad || n > c->end - c->pos) {
		c->bad = true;
		return NULL;
	}
	p = c->s->line + c->pos;
	c->pos += n;
	return p;
}

/* A little-endian number of @n bytes (1..8): every target here is. */
static u64 get_num(struct cursor *c, size_t n)
{
	const u8 *p = take(c, n);
	u64 v = 0;

	while (p && n--)
		v = v << 8 | p[n];
	return v;
}

/* A 4-byte address or section offset, through the relocation hook. */
static u32 get_word(struct cursor *c)
{
	size_t at = c->pos;
	u32 w = (u32)get_num(c, 4);

	if (!c->bad && c->s->fixup && !c->s->fixup(c->s->fixup_ctx, at, &w))
		c->bad = true;
	return c->bad ? 0 : w;
}

/*
 * Unsigned and signed LEB128 (7.6).  Bits past 64 are dropped, but a
 * number longer than 10 bytes is an error: no valid one is.
 */
static u64 get_leb(struct cursor *c, bool is_signed)
{
	u64 v = 0;
	unsigned int shift = 0;
	const u8 *p;

	do {
		p = take(c, 1);
		if (!p || shift >= 70) {
			c->bad = true;
			return 0;
		}
		if (shift < 64)
			v |= (u64)(*p & 0x7f) << shift;
		shift += 7;
	} while (*p & 0x80);
	if (is_signed && shift < 64 && (*p & 0x40))
		v |= ~(u64)0 << shift;
	return v;
}

static u64 get_uleb(struct cursor *c)
{
	return get_leb(c, false);
}

/* A NUL-terminated string in @base[0..size), starting at @off; NULL if
 * it is not one. */
static const char *string_at(const u8 *base, size_t size, u64 off)
{
	if (!base || off >= size || !memchr(base + off, 0, size - off))
		return NULL;
	return (const char *)base + off;
}

/* An inline string (DW_FORM_string): the cursor moves past its NUL. */
static const char *get_string(struct cursor *c)
{
	const char *str = string_at(c->s->line, c->end, c->pos);

	if (!str) {
		c->bad = true;
		return NULL;
	}
	c->pos += strlen(str) + 1;
	return str;
}

/*
 * Read one attribute value of form @form: a string (set *str; NULL if it
 * is not a valid one) or a number (returned).  Unknown forms set bad.
 */
static u64 get_form(struct cursor *c, u64 form, const char **str)
{
	const struct dwarf_sections *s = c->s;

	*str = NULL;
	switch (form) {
	case DW_FORM_string:
		*str = get_string(c);
		return 0;
	case DW_FORM_line_strp:
		*str = string_at(s->line_str, s->line_str_size, get_word(c));
		return 0;
	case DW_FORM_strp:
		*str = string_at(s->str, s->str_size, get_word(c));
		return 0;
	case DW_FORM_data1:
		return get_num(c, 1);
	case DW_FORM_data2:
		return get_num(c, 2);
	case DW_FORM_data4:
		return get_num(c, 4);
	case DW_FORM_data8:
		return get_num(c, 8);
	case DW_FORM_data16:
		take(c, 16);
		return 0;
	case DW_FORM_udata:
		return get_uleb(c);
	case DW_FORM_sdata:
		return get_leb(c, true);
	case DW_FORM_block:
		take(c, get_uleb(c));
		return 0;
	case DW_FORM_block1:
		take(c, get_num(c, 1));
		return 0;
	case DW_FORM_block2:
		take(c, get_num(c, 2));
		return 0;
	case DW_FORM_block4:
		take(c, get_num(c, 4));
		return 0;
	}
	c->bad = true;
	return 0;
}

/*
 * One DWARF 5 directory or file entry (6.2.4 items 20 and 22): the
 * values its format's (content type, form) pairs describe.  Only the
 * path and directory index are kept.
 */
static void get_entry5(struct cursor *c, size_t fmt_off, u8 fmt_count,
		       const char **path, u64 *dir)
{
	struct cursor fmt = { c->s, fmt_off, c->end, false };
	const char *str;
	u64 type, form, v;
	u8 i;

	*path = NULL;
	*dir = 0;
	for (i = 0; i < fmt_count && !c->bad; i++) {
		type = get_uleb(&fmt);
		form = get_uleb(&fmt);
		v = get_form(c, form, &str);
		if (type == DW_LNCT_path)
			*path = str;
		else if (type == DW_LNCT_directory_index)
			*dir = v;
	}
	c->bad |= fmt.bad;
}

/*
 * DWARF 5's tables: a format (count, then pairs), then a ULEB128 count of
 * entries.  Each entry is read once here, so a bad one fails the unit.
 */
static u32 get_table5(struct cursor *c, size_t *fmt_off, u8 *fmt_count)
{
	const char *path;
	u64 n, i, dir;
	u8 k;

	*fmt_count = (u8)get_num(c, 1);
	*fmt_off = c->pos;
	for (k = 0; k < *fmt_count; k++) {
		get_uleb(c);
		get_uleb(c);
	}
	n = get_uleb(c);
	for (i = 0; i < n && !c->bad; i++)
		get_entry5(c, *fmt_off, *fmt_count, &path, &dir);
	if (n > 0xffffffffU)
		c->bad = true;
	return (u32)n;
}

/*
 * DWARF 2-4's tables (DWARF 4 6.2.4 items 11-12): include_directories, a
 * list of strings, and file_names, each a string and three ULEB128
 * numbers (directory index, time, length); each list ends with an empty
 * string.
 */
static u32 get_table4(struct cursor *c, bool files)
{
	const char *str;
	u32 n = 0;

	while (!c->bad && (str = get_string(c)) && *str) {
		if (files) {
			get_uleb(c);
			get_uleb(c);
			get_uleb(c);
		}
		n++;
	}
	return n;
}

/* The header fields from minimum_instruction_length on (6.2.4 items 5-12). */
static void get_params(struct cursor *c, struct dline_unit *u)
{
	u->min_inst_len = (u8)get_num(c, 1);
	/* maximum_operations_per_instruction: 1 on every non-VLIW target */
	if (u->version >= 4 && get_num(c, 1) != 1)
		c->bad = true;
	u->default_is_stmt = get_num(c, 1) != 0;
	u->line_base = (s8)get_num(c, 1);
	u->line_range = (u8)get_num(c, 1);
	u->opcode_base = (u8)get_num(c, 1);
	if (!u->line_range || !u->opcode_base)
		c->bad = true;
	u->std_lens = take(c, u->opcode_base - 1u);
}

/* The directory and file tables, in either version's layout. */
static void get_tables(struct cursor *c, struct dline_unit *u)
{
	if (u->version >= 5) {
		u->dirs_off = c->pos;
		u->ndirs = get_table5(c, &u->dir_fmt_off, &u->dir_fmt_count);
		u->files_off = c->pos;
		u->nfiles = get_table5(c, &u->file_fmt_off,
				       &u->file_fmt_count);
		/* the entries start after the format and the count */
		return;
	}
	u->dirs_off = c->pos;
	u->ndirs = get_table4(c, false);
	u->files_off = c->pos;
	u->nfiles = get_table4(c, true);
}

int dline_unit_init(struct dline_unit *u, const struct dwarf_sections *secs,
		    size_t off)
{
	struct cursor c = { secs, off, secs->line_size, off > secs->line_size };
	u64 length, header_length;

	memset(u, 0, sizeof(*u));
	u->secs = secs;
	/* unit_length: 0xffffffff announces the 64-bit format (7.4) */
	length = get_num(&c, 4);
	/* 0xfffffff0 and up: the 64-bit format (0xffffffff, 7.4) or
	 * reserved; no 32-bit target's compiler emits either */
	if (length >= 0xfffffff0U)
		return -EINVAL;
	if (c.bad || length > c.end - c.pos)
		return -EINVAL;
	c.end = c.pos + length;
	u->next = c.end;
	u->version = (u16)get_num(&c, 2);
	if (u->version < 2 || u->version > 5)
		return -EINVAL;
	if (u->version >= 5) {
		/* address_size, segment_selector_size (6.2.4 items 4, 5) */
		if (get_num(&c, 1) != 4 || get_num(&c, 1) != 0)
			return -EINVAL;
	}
	header_length = get_num(&c, 4);
	if (c.bad || header_length > c.end - c.pos)
		return -EINVAL;
	u->prog_off = c.pos + header_length;
	u->prog_end = c.end;
	/* the header's own fields end where header_length says */
	c.end = u->prog_off;
	get_params(&c, u);
	get_tables(&c, u);
	return c.bad ? -EINVAL : 0;
}

/* The path of entry @idx of a DWARF 5 table starting at @off. */
static const char *entry5(const struct dline_unit *u, bool files, u32 idx,
			  u64 *dir)
{
	size_t fmt_off = files ? u->file_fmt_off : u->dir_fmt_off;
	u8 fmt_count = files ? u->file_fmt_count : u->dir_fmt_count;
	struct cursor c = { u->secs, files ? u->files_off : u->dirs_off,
			    u->prog_off, false };
	const char *path = NULL;
	u8 k;
	u32 i;

	/* past the format and the count to entry 0 */
	get_num(&c, 1);
	for (k = 0; k < fmt_count; k++) {
		get_uleb(&c);
		get_uleb(&c);
	}
	get_uleb(&c);
	for (i = 0; i <= idx && !c.bad; i++)
		get_entry5(&c, fmt_off, fmt_count, &path, dir);
	return c.bad ? NULL : path;
}

/* The name of entry @idx of a DWARF 2-4 list at @off (dir: its index). */
static const char *entry4(const struct dline_unit *u, bool files, u32 idx,
			  u64 *dir)
{
	struct cursor c = { u->secs, files ? u->files_off : u->dirs_off,
			    u->prog_off, false };
	const char *path;
	u32 i;

	for (i = 0;; i++) {
		path = get_string(&c);
		if (c.bad || !*path)
			return NULL;
		*dir = files ? get_uleb(&c) : 0;
		if (files) {
			get_uleb(&c);
			get_uleb(&c);
		}
		if (i == idx)
			return c.bad ? NULL : path;
	}
}

int dline_file_name(const struct dline_unit *u, u32 file, const char **dir,
		    const char **name)
{
	u64 dirno = 0, unused;

	if (u->version >= 5) {
		if (file >= u->nfiles)
			return -ENOENT;
		*name = entry5(u, true, file, &dirno);
		*dir = dirno < u->ndirs ? entry5(u, false, (u32)dirno,
						 &unused) : NULL;
	} else {
		/* DWARF 4 6.2.4 item 12: files from 1; directory 0 is the
		 * compilation directory, which the table does not hold */
		if (file == 0 || file > u->nfiles)
			return -ENOENT;
		*name = entry4(u, true, file - 1, &dirno);
		*dir = !dirno ? "" : dirno <= u->ndirs ?
			entry4(u, false, (u32)dirno - 1, &unused) : NULL;
	}
	return *name && *dir ? 0 : -ENOENT;
}

/* The state machine's registers (6.2.2, table 6.3) we keep. */
struct machine {
	struct dline_row row;
	u32 min_inst_len;
};

static void reset(struct machine *m, const struct dline_unit *u)
{
	memset(&m->row, 0, sizeof(m->row));
	m->row.file = 1;
	m->row.line = 1;
	m->row.is_stmt = u->default_is_stmt;
	m->min_inst_len = u->min_inst_len;
}

/* operation advance (6.2.5.1) with maximum_operations_per_instruction 1 */
static void advance(struct machine *m, u64 ops)
{
	m->row.addr += (u32)(ops * m->min_inst_len);
}

/*
 * An extended opcode (6.2.5.3): 0, a ULEB128 length, then the opcode and
 * its operands in that many bytes.  Returns 1 for a row to emit.
 */
static int extended(struct cursor *c, struct machine *m)
{
	u64 len = get_uleb(c);
	struct cursor op;

	if (c->bad || !len || len > c->end - c->pos) {
		c->bad = true;
		return 0;
	}
	op = *c;
	op.end = c->pos + len;
	c->pos = op.end;
	switch (get_num(&op, 1)) {
	case DW_LNE_end_sequence:
		m->row.end_sequence = true;
		return 1;
	case DW_LNE_set_address:
		/* an address is address_size (4) bytes */
		m->row.addr = get_word(&op);
		c->bad |= op.bad || op.pos != op.end;
		return 0;
	}
	return 0;	/* define_file, set_discriminator, vendor: skip */
}

/* A standard opcode (6.2.5.2).  Returns 1 for a row to emit. */
static int standard(struct cursor *c, struct machine *m,
		    const struct dline_unit *u, u8 op)
{
	u64 n;

	switch (op) {
	case DW_LNS_copy:
		return 1;
	case DW_LNS_advance_pc:
		advance(m, get_uleb(c));
		return 0;
	case DW_LNS_advance_line:
		m->row.line += (u32)get_leb(c, true);
		return 0;
	case DW_LNS_set_file:
		m->row.file = (u32)get_uleb(c);
		return 0;
	case DW_LNS_negate_stmt:
		m->row.is_stmt = !m->row.is_stmt;
		return 0;
	case DW_LNS_const_add_pc:
		advance(m, (255u - u->opcode_base) / u->line_range);
		return 0;
	case DW_LNS_fixed_advance_pc:
		m->row.addr += (u32)get_num(c, 2);
		return 0;
	}
	/* set_column, set_isa and opcodes this reader does not know: skip
	 * the ULEB128 operands the header says they take */
	for (n = u->std_lens[op - 1]; n > 0; n--)
		get_uleb(c);
	return 0;
}

int dline_run(const struct dline_unit *u, dline_row_fn fn, void *ctx)
{
	struct cursor c = { u->secs, u->prog_off, u->prog_end, false };
	struct machine m;
	int emit, err;
	u8 op;

	reset(&m, u);
	while (c.pos < c.end) {
		op = (u8)get_num(&c, 1);
		if (op >= u->opcode_base) {
			/* a special opcode (6.2.5.1) */
			op -= u->opcode_base;
			advance(&m, op / u->line_range);
			m.row.line += (u32)(u->line_base + op % u->line_range);
			emit = 1;
		} else if (op == 0) {
			emit = extended(&c, &m);
		} else {
			emit = standard(&c, &m, u, op);
		}
		if (c.bad)
			return -EINVAL;
		if (!emit)
			continue;
		err = fn(ctx, &m.row);
		if (err)
			return err;
		if (m.row.end_sequence)
			reset(&m, u);
	}
	return 0;
}
