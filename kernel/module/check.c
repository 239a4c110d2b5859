// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/check.c - elf_validity_check(): validation of a
 * module's ELF relocatable object, before the linker trusts any field
 * of it.  Stricter than the ELF spec requires: whatever
 * a compiler and "ld -r" would never produce, and the later stages would
 * have to guess about, is refused here with a message naming the fault.
 *
 * The checks run in a fixed order, each relying only on what the earlier
 * ones proved: the ELF header, then the section header table and the
 * section name table, then every section and their overlaps, then the
 * special sections and the names of the loaded ones, then the symbol
 * table, then the relocations.  tests/host/gen_bad_ko.py depends on
 * that order.
 */
#include "linux/errno.h"
#include "linux/errmsg.h"
#include "linux/moduleloader.h"
#include "linux/string.h"
#include "internal.h"

/* The record sizes the gABI gives; the structures must match them. */
_Static_assert(sizeof(Elf32_Ehdr) == 52, "gABI: Elf32_Ehdr is 52 bytes");
_Static_assert(sizeof(Elf32_Shdr) == 40, "gABI: Elf32_Shdr is 40 bytes");
_Static_assert(sizeof(Elf32_Sym) == 16, "gABI: Elf32_Sym is 16 bytes");
_Static_assert(sizeof(Elf32_Rel) == 8, "gABI: Elf32_Rel is 8 bytes");

/*
 * Tables are read in place as arrays of 4-byte words, so the image and
 * every table in it must be aligned that much (Elf32_Word, gABI "Data
 * Representation").
 */
#define ELF32_WORD_ALIGN 4

#define MODINFO_NAME ".modinfo"
#define THIS_MODULE_NAME ".gnu.linkonce.this_module"

static bool is_aligned(size_t v)
{
	return (v & (ELF32_WORD_ALIGN - 1)) == 0;
}

/* Whether [off, off + size) lies inside the file, without overflowing. */
static bool in_file(struct load_info *info, u32 off, u32 size)
{
	return off <= info->len && size <= info->len - off;
}

static bool overlap(u32 a, u32 alen, u32 b, u32 blen)
{
	return a < (u64)b + blen && b < (u64)a + alen;
}

/* Whether a section takes bytes of the file. */
static bool has_file_bytes(const Elf32_Shdr *s)
{
	return s->sh_type != SHT_NOBITS && s->sh_size != 0;
}

static const char *secname(const struct load_info *info, unsigned int i)
{
	return info->secstrings + info->sechdrs[i].sh_name;
}

static int check_ident(struct load_info *info)
{
	const unsigned char *id = info->hdr->e_ident;

	if (memcmp(id, ELFMAG, SELFMAG) != 0)
		return load_err(info, -ENOEXEC, "bad ELF magic");
	if (id[EI_CLASS] != ELFCLASS32)
		return load_err(info, -ENOEXEC,
				"not a 32-bit ELF object (EI_CLASS %u)",
				id[EI_CLASS]);
	if (id[EI_DATA] != ELFDATA2LSB)
		return load_err(info, -ENOEXEC,
				"not a little-endian ELF object (EI_DATA %u)",
				id[EI_DATA]);
	if (id[EI_VERSION] != EV_CURRENT)
		return load_err(info, -ENOEXEC,
				"bad ELF identification version %u",
				id[EI_VERSION]);
	return 0;
}

static int check_header(struct load_info *info)
{
	const Elf32_Ehdr *hdr = info->hdr;
	int ret;

	ret = check_ident(info);
	if (ret)
		return ret;
	if (hdr->e_type != ET_REL)
		return load_err(info, -ENOEXEC,
				"not a relocatable object (e_type %u)",
				hdr->e_type);
	if (hdr->e_machine != EM_386)
		return load_err(info, -ENOEXEC,
				"not an i386 object (e_machine %u)",
				hdr->e_machine);
	if (hdr->e_version != EV_CURRENT)
		return load_err(info, -ENOEXEC, "bad ELF version %u",
				hdr->e_version);
	if (hdr->e_ehsize != sizeof(Elf32_Ehdr))
		return load_err(info, -ENOEXEC, "bad ELF header size %u",
				hdr->e_ehsize);
	if (hdr->e_shentsize != sizeof(Elf32_Shdr))
		return load_err(info, -ENOEXEC, "bad section header size %u",
				hdr->e_shentsize);
	return 0;
}

/*
 * The section header table.  Extended section numbering (e_shnum 0,
 * indexes of SHN_LORESERVE and above in section 0) is not supported: a
 * module with that many sections is refused.
 */
static int check_section_table(struct load_info *info)
{
	const Elf32_Ehdr *hdr = info->hdr;

	if (hdr->e_shnum == 0)
		return load_err(info, -ENOEXEC, "no section headers");
	if (hdr->e_shnum >= SHN_LORESERVE)
		return load_err(info, -ENOEXEC, "too many sections (%u)",
				hdr->e_shnum);
	if (!is_aligned(hdr->e_shoff))
		return load_err(
			info, -ENOEXEC,
			"section header table is misaligned (offset %u)",
			hdr->e_shoff);
	if (!in_file(info, hdr->e_shoff, hdr->e_shnum * sizeof(Elf32_Shdr)))
		return load_err(
			info, -ENOEXEC,
			"section header table extends past end of file");
	return 0;
}

/*
 * A string table, non-empty and NUL-terminated, so that every name
 * inside it is a string (gABI "String Table").  what names the table in
 * messages.
 */
static int check_strings(struct load_info *info, unsigned int idx,
			 const char *what)
{
	const Elf32_Shdr *s = &info->sechdrs[idx];
	const char *strings = (const char *)info->image + s->sh_offset;

	if (s->sh_size == 0)
		return load_err(info, -ENOEXEC, "%s is empty", what);
	if (strings[s->sh_size - 1] != '\0')
		return load_err(info, -ENOEXEC, "%s is not NUL-terminated",
				what);
	return 0;
}

/* .shstrtab: every later message names sections, so it comes first. */
static int check_secstrings(struct load_info *info)
{
	unsigned int idx = info->hdr->e_shstrndx;
	const Elf32_Shdr *s;

	if (idx == SHN_UNDEF || idx >= info->shnum)
		return load_err(info, -ENOEXEC,
				"section name table index %u out of range",
				idx);
	s = &info->sechdrs[idx];
	if (s->sh_type != SHT_STRTAB)
		return load_err(
			info, -ENOEXEC,
			"section name table (section %u) is not SHT_STRTAB",
			idx);
	if (!in_file(info, s->sh_offset, s->sh_size))
		return load_err(info, -ENOEXEC,
				"section name table (section %u) extends past "
				"end of file",
				idx);
	info->secstrings = (const char *)info->image + s->sh_offset;
	return check_strings(info, idx, "section name table");
}

/* What can be checked of section i on its own. */
static int check_one_section(struct load_info *info, unsigned int i)
{
	const Elf32_Shdr *s = &info->sechdrs[i];
	const Elf32_Ehdr *hdr = info->hdr;
	u32 table_size = info->shnum * sizeof(Elf32_Shdr);

	if (s->sh_name >= info->sechdrs[hdr->e_shstrndx].sh_size)
		return load_err(info, -ENOEXEC,
				"section %u has name offset %u outside the "
				"section name table",
				i, s->sh_name);
	if (s->sh_type != SHT_NOBITS &&
	    !in_file(info, s->sh_offset, s->sh_size))
		return load_err(info, -ENOEXEC,
				"section %u (%s) extends past end of file", i,
				secname(info, i));
	if (s->sh_addralign & (s->sh_addralign - 1))
		return load_err(
			info, -ENOEXEC,
			"section %u (%s) has alignment %u, not a power of two",
			i, secname(info, i), s->sh_addralign);
	/* psABI: i386 uses only Elf32_Rel; the addend is in the place. */
	if (s->sh_type == SHT_RELA)
		return load_err(
			info, -ENOEXEC,
			"section %u (%s) is SHT_RELA; i386 modules use SHT_REL",
			i, secname(info, i));
	if (!has_file_bytes(s))
		return 0;
	if (overlap(s->sh_offset, s->sh_size, 0, sizeof(Elf32_Ehdr)))
		return load_err(info, -ENOEXEC,
				"section %u (%s) overlaps the ELF header", i,
				secname(info, i));
	if (overlap(s->sh_offset, s->sh_size, hdr->e_shoff, table_size))
		return load_err(
			info, -ENOEXEC,
			"section %u (%s) overlaps the section header table", i,
			secname(info, i));
	return 0;
}

/*
 * Two checks compare every section with every other: that none share
 * file bytes, and that no two loaded ones share a name.  Pairwise that
 * is quadratic, and a file may have 65,000 sections; sorted, a conflict
 * is between neighbours.  The sort is a merge sort of a linked list
 * (O(n log n), no memory to allocate), linked through sh_addr: a
 * relocatable object's sections have no address yet (gABI), the field
 * is given its meaning only by move_module(), and the checks put it
 * back to 0 when done.  Index 0 (SHN_UNDEF, never in a list) ends one.
 */
typedef int (*section_cmp_fn)(const struct load_info *info, unsigned int a,
			      unsigned int b);

#define NEXT(info, i) ((info)->sechdrs[i].sh_addr)

/* Merge two sorted lists; equal keys keep index order (cmp's tiebreak) */
static unsigned int merge_sections(struct load_info *info, unsigned int a,
				   unsigned int b, section_cmp_fn cmp)
{
	unsigned int head = SHN_UNDEF, tail = SHN_UNDEF, next;

	while (a || b) {
		if (!b || (a && cmp(info, a, b) <= 0)) {
			next = a;
			a = NEXT(info, a);
		} else {
			next = b;
			b = NEXT(info, b);
		}
		if (tail)
			NEXT(info, tail) = next;
		else
			head = next;
		tail = next;
	}
	if (tail)
		NEXT(info, tail) = SHN_UNDEF;
	return head;
}

/* Sort the n-section list starting at head. */
static unsigned int sort_sections(struct load_info *info, unsigned int head,
				  unsigned int n, section_cmp_fn cmp)
{
	unsigned int mid = head, second, k;

	if (n < 2)
		return head;
	for (k = 1; k < n / 2; k++)
		mid = NEXT(info, mid);
	second = NEXT(info, mid);
	NEXT(info, mid) = SHN_UNDEF;
	head = sort_sections(info, head, n / 2, cmp);
	second = sort_sections(info, second, n - n / 2, cmp);
	return merge_sections(info, head, second, cmp);
}

/* The sections want() picks, sorted by cmp. */
static unsigned int sorted_sections(struct load_info *info,
				    bool (*want)(const struct load_info *info,
						 unsigned int i),
				    section_cmp_fn cmp)
{
	unsigned int i, head = SHN_UNDEF, n = 0;

	for (i = info->shnum - 1; i > 0; i--) {
		if (!want(info, i))
			continue;
		NEXT(info, i) = head;
		head = i;
		n++;
	}
	return sort_sections(info, head, n, cmp);
}

static void clear_links(struct load_info *info)
{
	unsigned int i;

	for (i = 1; i < info->shnum; i++)
		NEXT(info, i) = 0;
}

static int index_order(unsigned int a, unsigned int b)
{
	return (a > b) - (a < b);
}

static bool takes_file_bytes(const struct load_info *info, unsigned int i)
{
	return has_file_bytes(&info->sechdrs[i]);
}

static int by_offset(const struct load_info *info, unsigned int a,
		     unsigned int b)
{
	u32 oa = info->sechdrs[a].sh_offset, ob = info->sechdrs[b].sh_offset;

	return oa != ob ? (oa > ob) - (oa < ob) : index_order(a, b);
}

/*
 * No two sections may share file bytes: a write through one (the
 * linker patches the image's symbol table) would change the other.  In
 * offset order, a section overlaps an earlier one exactly when it
 * starts before the furthest end seen so far.
 */
static int check_section_overlaps(struct load_info *info)
{
	unsigned int i, far = SHN_UNDEF;
	u64 far_end = 0;
	int ret = 0;

	for (i = sorted_sections(info, takes_file_bytes, by_offset); i;
	     i = NEXT(info, i)) {
		const Elf32_Shdr *s = &info->sechdrs[i];

		if (far && s->sh_offset < far_end) {
			unsigned int hi = i > far ? i : far;
			unsigned int lo = i > far ? far : i;

			ret = load_err(info, -ENOEXEC,
				       "section %u (%s) overlaps section %u "
				       "(%s) in the file",
				       hi, secname(info, hi), lo,
				       secname(info, lo));
			break;
		}
		if ((u64)s->sh_offset + s->sh_size > far_end) {
			far_end = (u64)s->sh_offset + s->sh_size;
			far = i;
		}
	}
	clear_links(info);
	return ret;
}

static int check_sections(struct load_info *info)
{
	unsigned int i;
	int ret;

	ret = check_secstrings(info);
	if (ret)
		return ret;
	for (i = 1; i < info->shnum; i++) {
		ret = check_one_section(info, i);
		if (ret)
			return ret;
	}
	return check_section_overlaps(info);
}

/*
 * Record in *found the one section matching, refusing a second one.
 * what names it in the message.
 */
static int note_unique(struct load_info *info, unsigned int i,
		       unsigned int *found, const char *what)
{
	if (*found)
		return load_err(info, -ENOEXEC,
				"more than one %s (sections %u and %u)", what,
				*found, i);
	*found = i;
	return 0;
}

/* Find the symbol table, .modinfo and .gnu.linkonce.this_module. */
static int find_special_sections(struct load_info *info)
{
	unsigned int i;
	int ret = 0;

	for (i = 1; i < info->shnum && !ret; i++) {
		if (info->sechdrs[i].sh_type == SHT_SYMTAB)
			ret = note_unique(info, i, &info->symindex,
					  "symbol table");
		else if (!strcmp(secname(info, i), MODINFO_NAME))
			ret = note_unique(info, i, &info->modinfo_index,
					  MODINFO_NAME " section");
		else if (!strcmp(secname(info, i), THIS_MODULE_NAME))
			ret = note_unique(info, i, &info->mod_index,
					  THIS_MODULE_NAME " section");
	}
	if (ret)
		return ret;
	if (!info->symindex)
		return load_err(info, -ENOEXEC, "no symbol table");
	if (!info->modinfo_index)
		return load_err(info, -ENOEXEC, "no " MODINFO_NAME " section");
	if (!info->mod_index)
		return load_err(info, -ENOEXEC,
				"no " THIS_MODULE_NAME " section");
	return 0;
}

/*
 * .gnu.linkonce.this_module holds the module's struct module, which the
 * kernel uses in place; .modinfo is read as strings from the image, so
 * it must end in NUL, and is never loaded.
 */
static int check_module_sections(struct load_info *info)
{
	Elf32_Shdr *info_sec = &info->sechdrs[info->modinfo_index];
	const char *modinfo = (const char *)info->image + info_sec->sh_offset;

	if (!(info->sechdrs[info->mod_index].sh_flags & SHF_ALLOC))
		return load_err(info, -ENOEXEC,
				"section " THIS_MODULE_NAME
				" is not SHF_ALLOC");
	if (info_sec->sh_type == SHT_NOBITS)
		return load_err(info, -ENOEXEC,
				"section " MODINFO_NAME " is SHT_NOBITS");
	if (info_sec->sh_size && modinfo[info_sec->sh_size - 1] != '\0')
		return load_err(info, -ENOEXEC,
				"section " MODINFO_NAME
				" is not NUL-terminated");
	info_sec->sh_flags &= ~SHF_ALLOC;
	return 0;
}

static bool is_loaded(const struct load_info *info, unsigned int i)
{
	return elf_module_section_loaded(info, i);
}

static int by_name(const struct load_info *info, unsigned int a, unsigned int b)
{
	int c = strcmp(secname(info, a), secname(info, b));

	return c ? c : index_order(a, b);
}

/*
 * Each loaded section is a file named after it in
 * /sys/module/NAME/sections (and gdb finds it by that name), so the
 * names must be non-empty and distinct, as Linux's sysfs requires too.
 */
static int check_section_names(struct load_info *info)
{
	unsigned int i, prev = SHN_UNDEF;
	int ret = 0;

	for (i = sorted_sections(info, is_loaded, by_name); i && !ret;
	     i = NEXT(info, i)) {
		if (!secname(info, i)[0])
			ret = load_err(info, -ENOEXEC,
				       "section %u is loaded but has no name",
				       i);
		else if (prev && !strcmp(secname(info, prev), secname(info, i)))
			ret = load_err(info, -ENOEXEC,
				       "sections %u and %u are both named %s",
				       prev, i, secname(info, i));
		prev = i;
	}
	clear_links(info);
	return ret;
}

/* Entry size, size and alignment of a table of fixed-size records. */
static int check_table(struct load_info *info, unsigned int i, u32 entsize)
{
	const Elf32_Shdr *s = &info->sechdrs[i];

	if (s->sh_entsize != entsize)
		return load_err(
			info, -ENOEXEC,
			"section %u (%s) has entry size %u, expected %u", i,
			secname(info, i), s->sh_entsize, entsize);
	if (s->sh_size % entsize)
		return load_err(
			info, -ENOEXEC,
			"section %u (%s) size %u is not a multiple of %u", i,
			secname(info, i), s->sh_size, entsize);
	if (!is_aligned(s->sh_offset))
		return load_err(info, -ENOEXEC,
				"section %u (%s) is misaligned in the file", i,
				secname(info, i));
	return 0;
}

/* The symbol string table starts with NUL: index 0 is the empty name. */
static int check_strtab(struct load_info *info)
{
	int ret;

	info->strindex = info->sechdrs[info->symindex].sh_link;
	if (info->strindex == SHN_UNDEF || info->strindex >= info->shnum ||
	    info->sechdrs[info->strindex].sh_type != SHT_STRTAB)
		return load_err(
			info, -ENOEXEC,
			"symbol table links to section %u, not a string table",
			info->strindex);
	info->strtab = (const char *)info->image +
		       info->sechdrs[info->strindex].sh_offset;
	ret = check_strings(info, info->strindex, "symbol string table");
	if (!ret && info->strtab[0] != '\0')
		return load_err(info, -ENOEXEC,
				"symbol string table does not start with NUL");
	return ret;
}

static int check_symbol(struct load_info *info, unsigned int i)
{
	const Elf32_Sym *sym = &info->syms[i];
	u32 strsize = info->sechdrs[info->strindex].sh_size;
	const char *name;

	if (sym->st_name >= strsize)
		return load_err(
			info, -ENOEXEC,
			"symbol %u has name offset %u outside the string table",
			i, sym->st_name);
	name = info->strtab + sym->st_name;
	switch (sym->st_shndx) {
	case SHN_UNDEF:
		/* Symbol 0 is the gABI's null symbol, nameless by rule. */
		if (i && !*name)
			return load_err(
				info, -ENOEXEC,
				"symbol %u is undefined and has no name", i);
		return 0;
	case SHN_ABS:
		return 0;
	case SHN_COMMON:
		/* Would need allocating: the kernel is built -fno-common. */
		return load_err(info, -ENOEXEC,
				"symbol %u (%s) is a common symbol: compile "
				"with -fno-common",
				i, name);
	}
	if (sym->st_shndx >= info->shnum)
		return load_err(
			info, -ENOEXEC,
			"symbol %u (%s) has section index %u out of range", i,
			name, sym->st_shndx);
	if (sym->st_value > info->sechdrs[sym->st_shndx].sh_size)
		return load_err(
			info, -ENOEXEC,
			"symbol %u (%s) has value 0x%x outside section %u (%s)",
			i, name, sym->st_value, sym->st_shndx,
			secname(info, sym->st_shndx));
	return 0;
}

static int check_symtab(struct load_info *info)
{
	const Elf32_Shdr *s = &info->sechdrs[info->symindex];
	unsigned int i;
	int ret;

	ret = check_table(info, info->symindex, sizeof(Elf32_Sym));
	if (ret)
		return ret;
	/* gABI: entry 0 is the null symbol, so a real table is not empty. */
	if (s->sh_size == 0)
		return load_err(info, -ENOEXEC, "symbol table is empty");
	ret = check_strtab(info);
	if (ret)
		return ret;
	info->syms = (Elf32_Sym *)((char *)info->image + s->sh_offset);
	info->nsyms = s->sh_size / sizeof(Elf32_Sym);
	for (i = 0; i < info->nsyms; i++) {
		ret = check_symbol(info, i);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * One relocation that will be applied: a type the arch part knows, a
 * symbol that exists and will have an address, a field inside the
 * target section.
 */
static int check_rel(struct load_info *info, unsigned int relsec,
		     unsigned int n, const Elf32_Rel *rel)
{
	unsigned int target = info->sechdrs[relsec].sh_info;
	const struct elf_reloc_type *type;
	const Elf32_Sym *sym;
	u32 symidx = ELF32_R_SYM(rel->r_info);

	type = elf_reloc_type(ELF32_R_TYPE(rel->r_info));
	if (!type)
		return load_err(
			info, -ENOEXEC, "bad relocation type %u in section %s",
			ELF32_R_TYPE(rel->r_info), secname(info, relsec));
	if (symidx >= info->nsyms)
		return load_err(info, -ENOEXEC,
				"relocation %u in section %s refers to symbol "
				"%u, out of range",
				n, secname(info, relsec), symidx);
	if (rel->r_offset > info->sechdrs[target].sh_size ||
	    type->size > info->sechdrs[target].sh_size - rel->r_offset)
		return load_err(info, -ENOEXEC,
				"relocation %u in section %s at offset 0x%x is "
				"outside section %s",
				n, secname(info, relsec), rel->r_offset,
				secname(info, target));
	sym = &info->syms[symidx];
	if (sym->st_shndx != SHN_UNDEF && sym->st_shndx < info->shnum &&
	    !elf_module_section_loaded(info, sym->st_shndx))
		return load_err(info, -ENOEXEC,
				"relocation %u in section %s refers to symbol "
				"%u (%s) in section %s, which is not loaded",
				n, secname(info, relsec), symidx,
				info->strtab + sym->st_name,
				secname(info, sym->st_shndx));
	return 0;
}

/*
 * A relocation section: its shape always, its entries when they will be
 * applied (those for sections not loaded, such as .rel.debug_info, are
 * never read).
 */
static int check_rel_section(struct load_info *info, unsigned int i)
{
	const Elf32_Shdr *s = &info->sechdrs[i];
	const Elf32_Rel *rels;
	unsigned int n;
	int ret;

	ret = check_table(info, i, sizeof(Elf32_Rel));
	if (ret)
		return ret;
	if (s->sh_link != info->symindex)
		return load_err(info, -ENOEXEC,
				"section %u (%s) links to section %u, not the "
				"symbol table",
				i, secname(info, i), s->sh_link);
	if (s->sh_info == SHN_UNDEF || s->sh_info >= info->shnum)
		return load_err(
			info, -ENOEXEC,
			"section %u (%s) applies to section %u, out of range",
			i, secname(info, i), s->sh_info);
	if (info->sechdrs[s->sh_info].sh_type == SHT_NOBITS)
		return load_err(info, -ENOEXEC,
				"section %u (%s) applies to section %u (%s), "
				"which has no contents",
				i, secname(info, i), s->sh_info,
				secname(info, s->sh_info));
	if (!elf_module_section_loaded(info, s->sh_info))
		return 0;
	rels = (const Elf32_Rel *)((const char *)info->image + s->sh_offset);
	for (n = 0; n < s->sh_size / sizeof(Elf32_Rel); n++) {
		ret = check_rel(info, i, n, &rels[n]);
		if (ret)
			return ret;
	}
	return 0;
}

static int check_relocations(struct load_info *info)
{
	unsigned int i;
	int ret;

	for (i = 1; i < info->shnum; i++) {
		if (info->sechdrs[i].sh_type != SHT_REL)
			continue;
		ret = check_rel_section(info, i);
		if (ret)
			return ret;
	}
	return 0;
}

int elf_validity_check(struct load_info *info, void *image, size_t len)
{
	int ret;

	memset(info, 0, sizeof(*info));
	if (!is_aligned((uintptr_t)image))
		return load_err(info, -EINVAL,
				"image buffer is not 4-byte aligned");
	info->image = image;
	info->len = len;
	if (len < sizeof(Elf32_Ehdr))
		return load_err(
			info, -ENOEXEC,
			"ELF header extends past end of file (%u bytes)",
			(unsigned int)len);
	info->hdr = image;
	ret = check_header(info);
	if (ret)
		return ret;
	ret = check_section_table(info);
	if (ret)
		return ret;
	info->sechdrs = (Elf32_Shdr *)((char *)image + info->hdr->e_shoff);
	info->shnum = info->hdr->e_shnum;
	ret = check_sections(info);
	if (ret)
		return ret;
	ret = find_special_sections(info);
	if (ret)
		return ret;
	ret = check_module_sections(info);
	if (ret)
		return ret;
	ret = check_section_names(info);
	if (ret)
		return ret;
	ret = check_symtab(info);
	if (ret)
		return ret;
	return check_relocations(info);
}
