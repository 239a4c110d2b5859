// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for lib/dwarf_line.c and lib/lineinfo.c.  The input's
 * first byte picks what the rest is:
 *   even: two little-endian bytes N, then a .debug_line section of N
 *         bytes (fewer if the input is shorter) and, after it, its
 *         .debug_line_str; run through the whole build of a line table
 *         as the module loader does it, and the table built must then
 *         decode every row it holds;
 *   odd:  a line table blob, checked and looked up as the kernel would.
 * Either way nothing may read outside the input (ASan) or misbehave
 * (UBSan).  test_lineinfo.c replays the same checks on fixed inputs
 * (lineinfo_fuzz_one()).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "linux/errno.h"
#include "linux/lineinfo.h"

int lineinfo_fuzz_one(const uint8_t *data, size_t size);

/* Every row of a valid table decodes to what was encoded. */
static void check_table(const struct lineinfo_collect *c)
{
	size_t len = lineinfo_encode(NULL, 0, c);
	u8 *blob = malloc(len);
	struct lineinfo t;
	const char *file;
	u32 i, line;
	int err;

	lineinfo_encode(blob, len, c);
	if (lineinfo_init(&t, blob, len))
		abort();
	for (i = 0; i < c->nrows; i++) {
		err = lineinfo_lookup(&t, c->rows[i].addr, &file, &line);
		if (c->rows[i].line ? err || line != c->rows[i].line ||
				      strcmp(file, c->files[c->rows[i].file]) :
				      err != -ENOENT)
			abort();
	}
	free(blob);
}

/* The loader's steps (kernel/module/lineinfo.c, read_lines()). */
static void build(const uint8_t *data, size_t size)
{
	struct lineinfo_collect c = { 0 };
	struct dwarf_sections secs = { 0 };
	size_t n_line;

	if (size < 2)
		return;
	n_line = data[0] | data[1] << 8;
	data += 2;
	size -= 2;
	if (n_line > size)
		n_line = size;
	secs.line = data;
	secs.line_size = n_line;
	secs.line_str = data + n_line;
	secs.line_str_size = size - n_line;

	if (lineinfo_collect(&c, &secs) != -ENOSPC)
		return;
	c.max_rows = c.nrows;
	c.max_files = c.nfiles;
	c.max_paths = c.paths_len;
	c.rows = malloc(c.max_rows * sizeof(*c.rows) + 1);
	c.files = malloc(c.max_files * sizeof(*c.files) + 1);
	c.paths = malloc(c.max_paths + 1);
	c.nrows = c.nfiles = 0;
	c.paths_len = 0;
	if (lineinfo_collect(&c, &secs))
		abort();	/* the same input must read the same twice */
	qsort(c.rows, c.nrows, sizeof(*c.rows), lineinfo_row_cmp);
	c.nrows = lineinfo_merge(c.rows, c.nrows);
	if (c.nrows)
		check_table(&c);
	free(c.rows);
	free(c.files);
	free(c.paths);
}

/* A blob from anywhere: checked, then looked up at a few addresses. */
static void lookup(const uint8_t *data, size_t size)
{
	static const u32 probes[] = { 0, 1, 0x1000, 0xc0100000, 0xffffffff };
	struct lineinfo t;
	const char *file;
	u32 line;
	size_t i;

	if (lineinfo_init(&t, data, size))
		return;
	for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++)
		if (!lineinfo_lookup(&t, probes[i], &file, &line) &&
		    strlen(file) >= size)
			abort();	/* a string inside the blob */
	for (i = 0; i + 4 <= size; i += 4)
		lineinfo_lookup(&t, data[i] | data[i + 1] << 8 |
				data[i + 2] << 16 | (u32)data[i + 3] << 24,
				&file, &line);
}

int lineinfo_fuzz_one(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	if (data[0] & 1)
		lookup(data + 1, size - 1);
	else
		build(data + 1, size - 1);
	return 0;
}

#ifndef LINEINFO_NO_FUZZ_MAIN
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return lineinfo_fuzz_one(data, size);
}
#endif
