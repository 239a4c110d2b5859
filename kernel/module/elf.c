// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/elf.c - the module linker once the object is known to
 * be sound (see kernel/module/check.c): section layout
 * (layout_sections()) and placement (move_module()), symbol binding
 * (simplify_symbols()), the loop over relocation sections
 * (apply_relocations()), .modinfo, and the lookups the kernel's loader
 * needs.  Each i386 relocation section is applied by apply_relocate(),
 * in arch/i386/kernel/module.c.
 */
#include "linux/errmsg.h"
#include "linux/errno.h"
#include "linux/moduleloader.h"
#include "linux/string.h"
#include "internal.h"

#define INIT_PREFIX ".init"

const char *elf_module_section_name(const struct load_info *info,
				    unsigned int shndx)
{
	return info->secstrings + info->sechdrs[shndx].sh_name;
}

unsigned int find_sec(const struct load_info *info, const char *name)
{
	unsigned int i;

	for (i = 1; i < info->shnum; i++)
		if (!strcmp(elf_module_section_name(info, i), name))
			return i;
	return SHN_UNDEF;
}

bool elf_module_section_loaded(const struct load_info *info, unsigned int shndx)
{
	return shndx != SHN_UNDEF && shndx < info->shnum &&
	       (info->sechdrs[shndx].sh_flags & SHF_ALLOC);
}

bool elf_module_section_is_init(const struct load_info *info,
				unsigned int shndx)
{
	const char *name = elf_module_section_name(info, shndx);

	return elf_module_section_loaded(info, shndx) &&
	       !strncmp(name, INIT_PREFIX, sizeof(INIT_PREFIX) - 1);
}

void *elf_module_section_mem(const struct load_info *info, unsigned int shndx)
{
	char *base = elf_module_section_is_init(info, shndx) ? info->init_mem
							     : info->core_mem;

	return base + info->sechdrs[shndx].sh_entsize;
}

u32 elf_module_section_addr(const struct load_info *info, unsigned int shndx)
{
	return info->sechdrs[shndx].sh_addr;
}

/*
 * Sections are grouped by what the memory must allow, as Linux does, so
 * that each kind forms one run a later patch can protect with page
 * permissions: code, then read-only data, then writable data.
 */
enum section_kind { KIND_TEXT, KIND_RODATA, KIND_DATA, NR_KINDS };

static enum section_kind section_kind(const Elf32_Shdr *s)
{
	if (s->sh_flags & SHF_EXECINSTR)
		return KIND_TEXT;
	if (!(s->sh_flags & SHF_WRITE))
		return KIND_RODATA;
	return KIND_DATA;
}

/* Append section s to a region of *size bytes; false on overflow. */
static bool append_section(Elf32_Shdr *s, u32 *size, u32 *align)
{
	u32 a = s->sh_addralign ? s->sh_addralign : 1;
	u32 off;

	if (*size > (u32)-1 - (a - 1))
		return false;
	off = (*size + a - 1) & ~(a - 1);
	if (s->sh_size > (u32)-1 - off)
		return false;
	s->sh_entsize = off;
	*size = off + s->sh_size;
	if (a > *align)
		*align = a;
	return true;
}

/* Give loaded section i its place at the end of its region. */
static int layout_section(struct load_info *info, unsigned int i)
{
	bool init = elf_module_section_is_init(info, i);
	u32 *size = init ? &info->init_size : &info->core_size;
	u32 *align = init ? &info->init_align : &info->core_align;

	if (append_section(&info->sechdrs[i], size, align))
		return 0;
	return load_err(
		info, -ENOEXEC, "%s sections exceed 4 GiB at section %u (%s)",
		init ? "init" : "core", i, elf_module_section_name(info, i));
}

int layout_sections(struct load_info *info)
{
	enum section_kind kind;
	unsigned int i;
	int ret;

	info->core_size = info->init_size = 0;
	info->core_align = info->init_align = 1;
	for (kind = 0; kind < NR_KINDS; kind++) {
		for (i = 1; i < info->shnum; i++) {
			if (!elf_module_section_loaded(info, i) ||
			    section_kind(&info->sechdrs[i]) != kind)
				continue;
			ret = layout_section(info, i);
			if (ret)
				return ret;
		}
	}
	return 0;
}

/* A region's start must honour its alignment, and it must not wrap. */
static int check_region(struct load_info *info, bool init)
{
	const char *what = init ? "init" : "core";
	u32 addr = init ? info->init_addr : info->core_addr;
	u32 size = init ? info->init_size : info->core_size;
	u32 align = init ? info->init_align : info->core_align;

	if (addr & (align - 1))
		return load_err(info, -EINVAL,
				"%s address 0x%x is not aligned to %u", what,
				addr, align);
	if (size && addr > (u32)-1 - (size - 1))
		return load_err(info, -EINVAL,
				"%s region 0x%x+0x%x wraps past 4 GiB", what,
				addr, size);
	return 0;
}

int move_module(struct load_info *info)
{
	unsigned int i;
	int ret;

	ret = check_region(info, false);
	if (!ret)
		ret = check_region(info, true);
	if (ret)
		return ret;
	/* Zero the padding between sections too: nothing stale leaks. */
	if (info->core_size)
		memset(info->core_mem, 0, info->core_size);
	if (info->init_size)
		memset(info->init_mem, 0, info->init_size);
	for (i = 1; i < info->shnum; i++) {
		Elf32_Shdr *s = &info->sechdrs[i];
		bool init = elf_module_section_is_init(info, i);

		if (!elf_module_section_loaded(info, i)) {
			s->sh_addr = 0;
			continue;
		}
		s->sh_addr = (init ? info->init_addr : info->core_addr) +
			     s->sh_entsize;
		if (s->sh_type != SHT_NOBITS)
			memcpy(elf_module_section_mem(info, i),
			       (char *)info->image + s->sh_offset, s->sh_size);
	}
	return 0;
}

int simplify_symbols(struct load_info *info, elf_resolve_fn resolve, void *ctx)
{
	unsigned int i;

	/* Symbol 0 is the gABI's null symbol: nothing to bind. */
	for (i = 1; i < info->nsyms; i++) {
		Elf32_Sym *sym = &info->syms[i];
		const char *name = info->strtab + sym->st_name;

		switch (sym->st_shndx) {
		case SHN_ABS:
			break;
		case SHN_UNDEF:
			if (!resolve(ctx, name, &sym->st_value))
				break;
			/* gABI: an unresolved weak reference is zero. */
			if (ELF32_ST_BIND(sym->st_info) != STB_WEAK)
				return load_err(info, -ENOENT,
						"Unknown symbol %s", name);
			sym->st_value = 0;
			break;
		default:
			sym->st_value += info->sechdrs[sym->st_shndx].sh_addr;
		}
	}
	return 0;
}

/* The arch's words for the entry whose result did not fit. */
static int relocation_overflow(struct load_info *info,
			       const struct reloc_section *rs,
			       unsigned int target)
{
	const Elf32_Rel *rel = &rs->rels[rs->bad];

	return load_err(info, -ENOEXEC,
			"%s relocation at %s+0x%x overflows (value 0x%x)",
			elf_reloc_type(ELF32_R_TYPE(rel->r_info))->name,
			elf_module_section_name(info, target), rel->r_offset,
			rs->value);
}

int apply_relocations(struct load_info *info)
{
	unsigned int i;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];
		struct reloc_section rs = {
			.rels = (const Elf32_Rel *)((const char *)info->image +
						    s->sh_offset),
			.nrels = s->sh_size / sizeof(Elf32_Rel),
			.syms = info->syms,
		};

		if (s->sh_type != SHT_REL ||
		    !elf_module_section_loaded(info, s->sh_info))
			continue;
		rs.mem = elf_module_section_mem(info, s->sh_info);
		rs.addr = elf_module_section_addr(info, s->sh_info);
		if (apply_relocate(&rs))
			return relocation_overflow(info, &rs, s->sh_info);
	}
	return 0;
}

/* The value of entry s if it is "tag=value", else NULL. */
static const char *modinfo_match(const char *s, const char *tag)
{
	size_t n = strlen(tag);

	return !strncmp(s, tag, n) && s[n] == '=' ? s + n + 1 : NULL;
}

const char *get_next_modinfo(const struct load_info *info, const char *tag,
			     const char *prev)
{
	const Elf32_Shdr *s = &info->sechdrs[info->modinfo_index];
	const char *p = (const char *)info->image + s->sh_offset;
	const char *end = p + s->sh_size;
	const char *value;

	if (prev)
		p = prev + strlen(prev) + 1;
	/* check() made sure the section ends in NUL: p never runs off. */
	for (; p < end; p += strlen(p) + 1) {
		value = modinfo_match(p, tag);
		if (value)
			return value;
	}
	return NULL;
}

const char *get_modinfo(const struct load_info *info, const char *tag)
{
	return get_next_modinfo(info, tag, NULL);
}

const char *elf_module_symbol_name(const struct load_info *info,
				   const Elf32_Sym *sym)
{
	return info->strtab + sym->st_name;
}

/* A symbol a backtrace can name: see elf_module_next_symbol(). */
static bool is_named_code_or_data(const struct load_info *info,
				  const Elf32_Sym *sym)
{
	unsigned int type = ELF32_ST_TYPE(sym->st_info);

	return (type == STT_NOTYPE || type == STT_OBJECT || type == STT_FUNC) &&
	       elf_module_section_loaded(info, sym->st_shndx) &&
	       info->strtab[sym->st_name] != '\0';
}

const Elf32_Sym *elf_module_next_symbol(const struct load_info *info,
					unsigned int *pos)
{
	while (++*pos < info->nsyms)
		if (is_named_code_or_data(info, &info->syms[*pos]))
			return &info->syms[*pos];
	return NULL;
}
