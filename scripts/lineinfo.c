// SPDX-License-Identifier: GPL-2.0
/*
 * scripts/lineinfo.c - the kernel's line table (include/linux/lineinfo.h)
 * from the .debug_line of the first link's vmlinux.
 *
 *	lineinfo VMLINUX BLOB > lineinfo.S
 *	lineinfo --lookup BLOB < addresses
 *
 * writes the table to BLOB and, on stdout, GNU as source that places it
 * in the __lineinfo section (linker.ld puts it after the symbol table, so
 * the second link moves no address the table names).  Its first line
 * gives the figures `make bench` reports.  The reading, sorting and
 * encoding are lib/lineinfo.c's and lib/dwarf_line.c's, which the kernel
 * runs on modules; the table is decoded again here, row by row, as a
 * self-check.
 */
#define HOSTTOOL_NAME "lineinfo"
#include <errno.h>
#include <string.h>
#include "scripts/hosttool.h"
#include "linux/elf.h"
#include "linux/lineinfo.h"

struct image {
	const char *path;
	unsigned char *data;
	size_t len;
};

static void read_image(struct image *im, const char *path)
{
	FILE *f = fopen(path, "rb");
	long size;

	im->path = path;
	if (!f || fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 ||
	    fseek(f, 0, SEEK_SET))
		die("%s: %s", path, strerror(errno));
	im->data = xrealloc(NULL, size);
	im->len = size;
	if (fread(im->data, 1, size, f) != (size_t)size)
		die("%s: short read", path);
	fclose(f);
}

/* Section @name's bytes (NULL, 0 if there is none). */
static const u8 *find_section(const struct image *im, const char *name,
			      size_t *size)
{
	const Elf32_Ehdr *h = (const Elf32_Ehdr *)im->data;
	const Elf32_Shdr *sh, *strs;
	unsigned int i;

	if (im->len < sizeof(*h) || memcmp(h->e_ident, ELFMAG, SELFMAG) ||
	    h->e_ident[EI_CLASS] != ELFCLASS32 ||
	    h->e_shentsize != sizeof(Elf32_Shdr) ||
	    h->e_shoff > im->len ||
	    (size_t)h->e_shnum * sizeof(*sh) > im->len - h->e_shoff ||
	    h->e_shstrndx >= h->e_shnum)
		die("%s: not a 32-bit ELF file with sections", im->path);
	sh = (const Elf32_Shdr *)(im->data + h->e_shoff);
	strs = &sh[h->e_shstrndx];
	for (i = 1; i < h->e_shnum; i++) {
		if (sh[i].sh_offset > im->len ||
		    sh[i].sh_size > im->len - sh[i].sh_offset ||
		    sh[i].sh_type == SHT_NOBITS ||
		    sh[i].sh_name >= strs->sh_size ||
		    strs->sh_offset + sh[i].sh_name >= im->len ||
		    strncmp((const char *)im->data + strs->sh_offset +
			    sh[i].sh_name, name, im->len - strs->sh_offset -
			    sh[i].sh_name))
			continue;
		*size = sh[i].sh_size;
		return im->data + sh[i].sh_offset;
	}
	*size = 0;
	return NULL;
}

/* Every stored row decodes to itself; a line 0 row to "no line". */
static void self_check(const u8 *blob, size_t len,
		       const struct lineinfo_row *rows, u32 n,
		       const char *const *files)
{
	struct lineinfo t;
	const char *file;
	u32 i, line;
	int err;

	if (lineinfo_init(&t, blob, len))
		die("internal error: the table does not check");
	for (i = 0; i < n; i++) {
		err = lineinfo_lookup(&t, rows[i].addr, &file, &line);
		if (rows[i].line ? err || line != rows[i].line ||
				   strcmp(file, files[rows[i].file]) :
				   err != -ENOENT)
			die("internal error: row %u (%#x) decodes wrong", i,
			    rows[i].addr);
	}
}

/*
 * --lookup: "ADDR FILE:LINE" (or "ADDR ??:0", as addr2line says it) for
 * each hex address on stdin: what the kernel would print, for the tests.
 */
static int lookup_mode(const char *path)
{
	struct lineinfo t;
	struct image im;
	const char *file;
	unsigned long addr;
	u32 line;

	read_image(&im, path);
	if (lineinfo_init(&t, im.data, im.len))
		die("%s: not a line table", path);
	while (scanf("%lx", &addr) == 1) {
		if (lineinfo_lookup(&t, (u32)addr, &file, &line))
			printf("%08lx ??:0\n", addr);
		else
			printf("%08lx %s:%u\n", addr, file, line);
	}
	free(im.data);
	return 0;
}

static void write_file(const char *path, const u8 *p, size_t len)
{
	FILE *f = fopen(path, "wb");

	if (!f || fwrite(p, 1, len, f) != len || fclose(f))
		die("%s: %s", path, strerror(errno));
}

int main(int argc, char **argv)
{
	struct lineinfo_collect c = { 0 };
	struct dwarf_sections secs = { 0 };
	struct image im;
	u32 dwarf_rows, n;
	size_t len;
	u8 *blob;
	int err;

	if (argc == 3 && !strcmp(argv[1], "--lookup"))
		return lookup_mode(argv[2]);
	if (argc != 3) {
		fprintf(stderr, "usage: lineinfo VMLINUX BLOB > lineinfo.S\n"
				"       lineinfo --lookup BLOB < addresses\n");
		return 2;
	}
	read_image(&im, argv[1]);
	secs.line = find_section(&im, ".debug_line", &secs.line_size);
	secs.line_str = find_section(&im, ".debug_line_str",
				     &secs.line_str_size);
	secs.str = find_section(&im, ".debug_str", &secs.str_size);
	if (!secs.line)
		die("%s: no .debug_line (built without -g?)", im.path);

	/* count, then fill */
	err = lineinfo_collect(&c, &secs);
	if (err && err != -ENOSPC)
		die("%s: .debug_line: %s", im.path, strerror(-err));
	c.max_rows = c.nrows;
	c.max_files = c.nfiles;
	c.max_paths = c.paths_len;
	c.rows = xrealloc(NULL, c.max_rows * sizeof(*c.rows));
	c.files = xrealloc(NULL, c.max_files * sizeof(*c.files));
	c.paths = xrealloc(NULL, c.max_paths);
	c.nrows = c.nfiles = 0;
	c.paths_len = 0;
	if (lineinfo_collect(&c, &secs))
		die("internal error: the second pass differs");

	dwarf_rows = c.nrows;
	qsort(c.rows, c.nrows, sizeof(*c.rows), lineinfo_row_cmp);
	n = c.nrows = lineinfo_merge(c.rows, c.nrows);
	len = lineinfo_encode(NULL, 0, &c);
	blob = xrealloc(NULL, len);
	lineinfo_encode(blob, len, &c);
	self_check(blob, len, c.rows, n, c.files);

	write_file(argv[2], blob, len);
	printf("/* Generated by scripts/lineinfo: %u DWARF rows, %u table "
	       "rows, %u files, %zu bytes */\n"
	       "\t.section __lineinfo,\"a\"\n\t.incbin \"%s\"\n",
	       dwarf_rows, n, c.nfiles, len, argv[2]);
	free(blob);
	free(c.rows);
	free(c.files);
	free(c.paths);
	free(im.data);
	return 0;
}
