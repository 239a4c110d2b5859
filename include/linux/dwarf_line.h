/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/dwarf_line.h - a reader of DWARF line number programs
 * (the .debug_line section), versions 2 to 5, for 32-bit targets.
 *
 * The references are the DWARF 5 standard (dwarfstd.org, 2017), section
 * 6.2 "Line Number Information" and 7.22 "Line Number Information"
 * (encodings), and DWARF 4 (2010) sections 6.2 and 7.21 for what version
 * 5 changed: the header's directory and file tables (6.2.4 items 20-24 in
 * DWARF 5) and the numbering of files from 0 instead of 1.
 *
 * Pure code (lib/dwarf_line.c): it runs in the kernel (the module loader
 * reads a .ko's line table), in scripts/lineinfo.c (vmlinux's) and in the
 * host tests and fuzzer.  The section is untrusted input: every read is
 * bounds-checked, every loop consumes bytes, and a malformed unit ends the
 * walk with -EINVAL instead of reading outside the section.
 *
 * Usage:
 *	struct dline_unit u;
 *	size_t off = 0;
 *
 *	while (off < secs.line_size) {
 *		err = dline_unit_init(&u, &secs, off);
 *		if (err)
 *			return err;
 *		err = dline_run(&u, row_fn, ctx);	(row_fn per row)
 *		...
 *		off = u.next;
 *	}
 */
#ifndef _LINUX_DWARF_LINE_H
#define _LINUX_DWARF_LINE_H

#include "linux/types.h"

/*
 * The sections a line program refers to.  line_str (.debug_line_str,
 * DW_FORM_line_strp) and str (.debug_str, DW_FORM_strp) may be absent
 * (NULL, 0): a name in them then reads as missing.
 *
 * fixup, if set, is asked for every 4-byte address or string offset read
 * from .debug_line, with its offset in the section, and returns the value
 * to use: a relocatable object's (a .ko's) are only right once its
 * relocations are applied.  Returning false refuses the unit.
 */
struct dwarf_sections {
	const u8 *line;
	size_t line_size;
	const u8 *line_str;
	size_t line_str_size;
	const u8 *str;
	size_t str_size;
	bool (*fixup)(void *ctx, size_t off, u32 *value);
	void *fixup_ctx;
};

/* One unit's header (DWARF 5 6.2.4), as dline_unit_init() found it. */
struct dline_unit {
	const struct dwarf_sections *secs;
	size_t next;		/* offset of the next unit */
	u16 version;		/* 2..5 */
	u8 min_inst_len;
	bool default_is_stmt;
	s8 line_base;
	u8 line_range;		/* never 0 */
	u8 opcode_base;		/* never 0 */
	const u8 *std_lens;	/* [opcode_base - 1] operands per opcode */
	/* the directory and file tables: their first entry and count */
	size_t dirs_off, files_off;
	u32 ndirs, nfiles;
	/* DWARF 5: the entry formats, (content type, form) ULEB128 pairs */
	size_t dir_fmt_off, file_fmt_off;
	u8 dir_fmt_count, file_fmt_count;
	size_t prog_off, prog_end;	/* the line number program */
};

/* A row of the line table (6.2.2): one address's source position. */
struct dline_row {
	u32 addr;
	u32 file;		/* the file register: see dline_file_name() */
	u32 line;
	bool is_stmt;
	bool end_sequence;	/* addr is the first byte past the sequence */
};

/* Called for each row in program order; nonzero stops dline_run(). */
typedef int (*dline_row_fn)(void *ctx, const struct dline_row *row);

/*
 * Read the header of the unit at @off of secs->line into @u.  0, or
 * -EINVAL for a header that does not fit or that this reader cannot
 * follow (the 64-bit format, an address size other than 4, VLIW max_ops
 * above 1, a form it does not know in a DWARF 5 entry format).
 */
int dline_unit_init(struct dline_unit *u, const struct dwarf_sections *secs,
		    size_t off);

/*
 * Run @u's program, calling @fn for each row.  0 at the program's end,
 * -EINVAL for a malformed program, or what @fn returned.
 */
int dline_run(const struct dline_unit *u, dline_row_fn fn, void *ctx);

/*
 * The file a row's file register names: its directory (may be "", for
 * the compilation directory of a DWARF 4 unit) and name, NUL-terminated
 * strings inside the sections.  DWARF 5 numbers files from 0, earlier
 * versions from 1 (6.2.4 item 24 of DWARF 5).  0, or -ENOENT for a number
 * outside the table or a name that is not a valid string.
 */
int dline_file_name(const struct dline_unit *u, u32 file, const char **dir,
		    const char **name);

#endif /* _LINUX_DWARF_LINE_H */
