// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/kallsyms.c - a module keeps its symbols.
 *
 * After binding, the .ko's symbol table holds final addresses; the named
 * functions and objects in loaded sections are copied into a small table
 * sorted by address (struct module_sym), so an oops inside the module
 * reads "EIP is at hello_init [hello] 0x12" and /proc/kallsyms lists
 * them.  The .ko image itself is freed after insmod.
 */
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "internal.h"

/* nm's letter for a symbol in a section with these flags */
static char sym_type(const Elf32_Shdr *sec, const Elf32_Sym *sym)
{
	char c;

	if (sec->sh_flags & SHF_EXECINSTR)
		c = 't';
	else if (sec->sh_type == SHT_NOBITS)
		c = 'b';
	else if (sec->sh_flags & SHF_WRITE)
		c = 'd';
	else
		c = 'r';
	return ELF32_ST_BIND(sym->st_info) == STB_LOCAL ? c : c - 'a' + 'A';
}

/*
 * Lookups name the last symbol at an address, so among symbols sharing
 * one the user's own name must sort last: module_init(hello_init) makes
 * init_module an alias at hello_init's address.
 */
static bool sorts_before(const struct module_sym *a,
			 const struct module_sym *b)
{
	if (a->value != b->value)
		return a->value < b->value;
	return !strcmp(a->name, "init_module") ||
	       !strcmp(a->name, "cleanup_module");
}

/* Shell sort: short, in place, fast enough for a module */
static void sort_symbols(struct module_sym *s, unsigned int n)
{
	unsigned int gap, i, j;

	for (gap = n / 2; gap; gap /= 2)
		for (i = gap; i < n; i++) {
			struct module_sym t = s[i];

			for (j = i; j >= gap && sorts_before(&t, &s[j - gap]);
			     j -= gap)
				s[j] = s[j - gap];
			s[j] = t;
		}
}

/*
 * A symbol with no ELF size extends to the next one in its region, or to
 * the region's end.  Sorted by address, each region's symbols are
 * contiguous in the table.
 */
static void fill_sizes(struct module *mod)
{
	unsigned int i;

	for (i = 0; i < mod->num_symtab; i++) {
		struct module_sym *s = &mod->symtab[i], *next = s + 1;
		unsigned long end = s->init ?
			(unsigned long)mod->module_init + mod->init_size :
			(unsigned long)mod->module_core + mod->core_size;

		if (s->size)
			continue;
		if (i + 1 < mod->num_symtab && next->init == s->init)
			end = next->value;
		s->size = end > s->value ? end - s->value : 0;
	}
}

void free_kallsyms(struct module *mod)
{
	free_lineinfo(mod);
	kfree(mod->symtab);
	kfree(mod->strtab);
	mod->symtab = NULL;
	mod->strtab = NULL;
	mod->num_symtab = 0;
}

int add_kallsyms(struct module *mod, struct load_info *info)
{
	unsigned int pos = 0, n = 0, strsize = 0;
	const Elf32_Sym *sym;
	char *str;

	while ((sym = elf_module_next_symbol(info, &pos))) {
		n++;
		strsize += strlen(elf_module_symbol_name(info, sym)) + 1;
	}
	mod->symtab = kmalloc(n * sizeof(*mod->symtab) + 1, GFP_KERNEL);
	mod->strtab = kmalloc(strsize + 1, GFP_KERNEL);
	if (!mod->symtab || !mod->strtab) {
		free_kallsyms(mod);
		return load_err(info, -ENOMEM,
				"no room for %u symbols (%u bytes of names)",
				n, strsize);
	}
	str = mod->strtab;
	for (pos = 0; (sym = elf_module_next_symbol(info, &pos));) {
		struct module_sym *s = &mod->symtab[mod->num_symtab++];

		s->value = sym->st_value;
		s->size = sym->st_size;
		s->type = sym_type(&info->sechdrs[sym->st_shndx], sym);
		s->init = elf_module_section_is_init(info, sym->st_shndx);
		s->name = str;
		strcpy(str, elf_module_symbol_name(info, sym));
		str += strlen(str) + 1;
	}
	sort_symbols(mod->symtab, mod->num_symtab);
	fill_sizes(mod);
	return 0;
}

/* The init region is gone: so are the names of what was in it. */
void module_kallsyms_drop_init(struct module *mod)
{
	unsigned int i, kept = 0;

	for (i = 0; i < mod->num_symtab; i++)
		if (!mod->symtab[i].init)
			mod->symtab[kept++] = mod->symtab[i];
	mod->num_symtab = kept;
}
