/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/lineinfo.h - the compact address -> (file, line) table
 * that lets an oops name the source line of each frame (docs/oops.md).
 *
 * Built from DWARF .debug_line (include/linux/dwarf_line.h): for the
 * kernel at build time by scripts/lineinfo.c, linked into the __kallsyms
 * segment beside the symbol table; for a module at load time by the
 * loader (kernel/module/lineinfo.c) into the module's core region.  The
 * building and reading code is pure (lib/lineinfo.c) and runs in the
 * kernel, the generator and the host tests alike.
 *
 * The blob starts with LINEINFO_HDR_WORDS little-endian u32 words (enum
 * lineinfo_hdr); every *_OFF is a byte offset from the blob's start.
 *
 * Rows are in strictly increasing address order; a row holds from its
 * address up to the next row's.  Line 0 means "no source line here" (the
 * end of a DWARF sequence, a gap between functions).  They are cut into
 * blocks of LINEINFO_BLOCK rows.  The index gives each block's first row
 * in full, 16 bytes: address, offset of the block's other rows in the
 * row area, line, file.  Each further row is two or three ULEB128
 * numbers (DWARF 5 7.6's encoding): (address delta << 1 | file changed),
 * the line delta zigzag-coded (0, -1, 1, -2... as 0, 1, 2, 3...), and
 * the new file's number when it changed.  Files are numbers into the
 * file table: [NFILES] u32 offsets of NUL-terminated paths in the names
 * area, which every row of every compilation unit shares.
 */
#ifndef _LINUX_LINEINFO_H
#define _LINUX_LINEINFO_H

#include "linux/types.h"
#include "linux/dwarf_line.h"

#define LINEINFO_MAGIC		0x454e494cU	/* the bytes "LINE" */
#define LINEINFO_VERSION	1
#define LINEINFO_BLOCK		64
#define LINEINFO_INDEX_BYTES	16
/* Longest path kept, with its NUL: a longer one is refused, not cut. */
#define LINEINFO_PATH_MAX	256

enum lineinfo_hdr {
	LINEINFO_H_MAGIC,
	LINEINFO_H_VERSION,
	LINEINFO_H_TOTAL,	/* bytes in the blob, header included */
	LINEINFO_H_NROWS,
	LINEINFO_H_NFILES,
	LINEINFO_H_INDEX_OFF,	/* [nblocks] first rows */
	LINEINFO_H_ROWS_OFF,	/* the other rows, block after block */
	LINEINFO_H_ROWS_SIZE,
	LINEINFO_H_FILES_OFF,	/* [NFILES] u32 offsets into the names */
	LINEINFO_H_NAMES_OFF,
	LINEINFO_H_NAMES_SIZE,
	LINEINFO_HDR_WORDS
};

struct lineinfo_row {
	u32 addr;
	u32 file;
	u32 line;
	u32 order;	/* position in the DWARF program: sorts stably */
};

/* A checked view of a blob (pointers into it). */
struct lineinfo {
	u32 nrows, nblocks, nfiles;
	u32 rows_size, names_size;
	const u8 *index, *rows, *files;
	const char *names;
};

/*
 * Check a blob and fill in @t: 0, -ENOENT for an empty blob (no table),
 * -EINVAL for anything malformed.  Lookups then stay inside the blob
 * whatever its row bytes are.
 */
int lineinfo_init(struct lineinfo *t, const void *blob, size_t size);

/*
 * The source position of @addr: 0 with *file and *line set, or -ENOENT
 * when no row with a line holds it (and -EINVAL for a damaged row).
 */
int lineinfo_lookup(const struct lineinfo *t, u32 addr, const char **file,
		    u32 *line);

/*
 * Gathers every row of a .debug_line, each file as a path shared by all
 * units.  The caller provides the arrays; with them NULL (max 0) it only
 * counts, so a first pass sizes them.  Counts go on past the maxima.
 */
struct lineinfo_collect {
	struct lineinfo_row *rows;
	u32 nrows, max_rows;
	const char **files;	/* pointers into paths */
	u32 nfiles, max_files;
	char *paths;
	size_t paths_len, max_paths;
	/* the unit being read, and its last file: a one-entry cache */
	const struct dline_unit *unit;
	u32 last_file, last_global;
};

/*
 * Read every unit of @secs into @c (zeroed but for the arrays and maxima).
 * 0, -EINVAL for a malformed section, -ENAMETOOLONG for a longer path
 * than LINEINFO_PATH_MAX, -ENOSPC when an array was too small (the
 * counts say how large they must be).
 */
int lineinfo_collect(struct lineinfo_collect *c,
		     const struct dwarf_sections *secs);

/*
 * Write the blob for @c's rows (sorted and merged by lineinfo_merge(),
 * nrows set to what it kept) and files into @buf if it has room (@size
 * bytes; @buf may be NULL when @size is 0).  Returns the blob's size
 * either way.
 */
size_t lineinfo_encode(u8 *buf, size_t size,
		       const struct lineinfo_collect *c);

/* For sort(): by address, then program order. */
int lineinfo_row_cmp(const void *a, const void *b);

/*
 * After sorting: one row per address, the last the program gave for it
 * (a sequence's end only where no other row starts), and none that
 * repeats its predecessor's (file, line).  Returns the new count.
 */
u32 lineinfo_merge(struct lineinfo_row *rows, u32 nrows);

#endif /* _LINUX_LINEINFO_H */
