// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/lineinfo.c - a module's line table, from its own DWARF.
 *
 * A .ko built with -g (every module of this tree: KCFLAGS has -g) carries
 * .debug_line.  Once the module is linked, the loader reads it with
 * lib/dwarf_line.c and keeps the same compact table as the kernel's
 * (include/linux/lineinfo.h), beside the module's symbol table and freed
 * with it (free_kallsyms()).  An oops in the module then names its source
 * lines (oops_lineinfo=1, docs/oops.md).
 *
 * A .ko is a relocatable object: the addresses in its .debug_line
 * (DW_LNE_set_address) and the offsets of its names in .debug_line_str
 * are only right once the R_386_32 entries of .rel.debug_line are added
 * (REL: the addend is in place, System V i386 psABI 4.4).  They are
 * applied as the reader meets each field, to the value it read: the image
 * stays as it is.
 *
 * Debug info is not code: a module without it loads as before, and one
 * whose .debug_line is damaged loads too, without line numbers, and the
 * log says why (never an oops: the reader checks every byte).
 */
#include "linux/kernel.h"
#include "linux/lineinfo.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/sort.h"
#include "linux/vmalloc.h"
#include "internal.h"

/* The relocations of .debug_line, for the reader's fixup hook. */
struct line_relocs {
	const struct load_info *info;
	const Elf32_Rel *rels;
	u32 nrels;
};

static bool fixup(void *ctx, size_t off, u32 *value)
{
	const struct line_relocs *lr = ctx;
	u32 i, sym;

	for (i = 0; i < lr->nrels; i++) {
		if (lr->rels[i].r_offset != off)
			continue;
		sym = ELF32_R_SYM(lr->rels[i].r_info);
		if (ELF32_R_TYPE(lr->rels[i].r_info) != R_386_32 ||
		    sym >= lr->info->nsyms)
			return false;
		*value += lr->info->syms[sym].st_value;
		return true;
	}
	return true;	/* nothing to relocate there */
}

/* A section's bytes in the image, if it is there (not loaded). */
static const u8 *section_bytes(const struct load_info *info,
			       unsigned int idx, size_t *size)
{
	const Elf32_Shdr *s = &info->sechdrs[idx];

	*size = 0;
	if (!idx || s->sh_type == SHT_NOBITS)
		return NULL;
	*size = s->sh_size;
	return (const u8 *)info->image + s->sh_offset;
}

/* .rel.debug_line: the SHT_REL section that applies to @line */
static void find_relocs(struct line_relocs *lr, unsigned int line)
{
	const struct load_info *info = lr->info;
	unsigned int i;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];

		if (s->sh_type != SHT_REL || s->sh_info != line ||
		    s->sh_link != info->symindex)
			continue;
		lr->rels = (const Elf32_Rel *)((const u8 *)info->image +
					       s->sh_offset);
		lr->nrels = s->sh_size / sizeof(Elf32_Rel);
		return;
	}
}

/* The collector's three arrays, sized by its counting pass. */
static int alloc_collect(struct lineinfo_collect *c)
{
	c->max_rows = c->nrows;
	c->max_files = c->nfiles;
	c->max_paths = c->paths_len;
	c->rows = vmalloc(c->max_rows * sizeof(*c->rows) + 1);
	c->files = vmalloc(c->max_files * sizeof(*c->files) + 1);
	c->paths = vmalloc(c->max_paths + 1);
	c->nrows = c->nfiles = 0;
	c->paths_len = 0;
	return c->rows && c->files && c->paths ? 0 : -ENOMEM;
}

static void free_collect(struct lineinfo_collect *c)
{
	vfree(c->rows);
	vfree(c->files);
	vfree(c->paths);
}

/* The table itself: a struct lineinfo, then the blob it reads. */
static int build_table(struct module *mod, struct lineinfo_collect *c)
{
	size_t len;
	struct lineinfo *t;

	sort(c->rows, c->nrows, sizeof(*c->rows), lineinfo_row_cmp, NULL);
	c->nrows = lineinfo_merge(c->rows, c->nrows);
	len = lineinfo_encode(NULL, 0, c);
	t = kmalloc(sizeof(*t) + len, GFP_KERNEL);
	if (!t)
		return -ENOMEM;
	lineinfo_encode((u8 *)(t + 1), len, c);
	if (lineinfo_init(t, t + 1, len)) {
		kfree(t);
		return -EINVAL;
	}
	mod->lineinfo = t;
	return 0;
}

static int read_lines(struct module *mod, const struct dwarf_sections *secs)
{
	struct lineinfo_collect c = { 0 };
	int err;

	err = lineinfo_collect(&c, secs);
	if (err == -ENOSPC)
		err = alloc_collect(&c);
	if (!err)
		err = lineinfo_collect(&c, secs);
	if (!err && c.nrows)
		err = build_table(mod, &c);
	free_collect(&c);
	return err;
}

void add_lineinfo(struct module *mod, const struct load_info *info)
{
	struct line_relocs lr = { .info = info };
	struct dwarf_sections secs = { .fixup = fixup, .fixup_ctx = &lr };
	unsigned int line = find_sec(info, ".debug_line");
	int err;

	secs.line = section_bytes(info, line, &secs.line_size);
	if (!secs.line)
		return;		/* built without -g: nothing to do */
	secs.line_str = section_bytes(info, find_sec(info, ".debug_line_str"),
				      &secs.line_str_size);
	secs.str = section_bytes(info, find_sec(info, ".debug_str"),
				 &secs.str_size);
	find_relocs(&lr, line);
	err = read_lines(mod, &secs);
	if (err)
		printk(KERN_WARNING "%s: %s .debug_line (error %d): its oopses "
		       "will name no source lines\n", mod->name,
		       err == -ENOMEM ? "no memory for its" : "unusable",
		       err);
}

void free_lineinfo(struct module *mod)
{
	kfree(mod->lineinfo);
	mod->lineinfo = NULL;
}

int module_lineinfo_lookup(unsigned long addr, const char **file, u32 *line)
{
	struct module *mod = module_holding(addr);

	if (!mod || !mod->lineinfo)
		return -ENOENT;
	return lineinfo_lookup(mod->lineinfo, addr, file, line);
}
