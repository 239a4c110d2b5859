// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module.c - the list of loaded modules, their reference counts,
 * and symbol lookup across the kernel and modules.
 *
 * The loader itself (ELF to running code) is kernel/module_loader.c.
 */
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/kallsyms.h"
#include "linux/oops.h"
#include "linux/seq_buf.h"
#include "asm/system.h"

LIST_HEAD(modules);

extern const struct kernel_symbol __start___ksymtab[], __stop___ksymtab[];

struct module *find_module(const char *name)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (!strcmp(mod->name, name))
			return mod;
	return NULL;
}

/* A module that is going away takes no new references. */
bool try_module_get(struct module *mod)
{
	unsigned long flags;
	bool ok = true;

	if (!mod)
		return true;
	local_irq_save(flags);
	if (mod->state == MODULE_STATE_GOING)
		ok = false;
	else
		mod->refcnt++;
	local_irq_restore(flags);
	return ok;
}
EXPORT_SYMBOL(try_module_get);

void module_put(struct module *mod)
{
	unsigned long flags;

	if (!mod)
		return;
	local_irq_save(flags);
	mod->refcnt--;
	local_irq_restore(flags);
}
EXPORT_SYMBOL(module_put);

/* "Modules linked in: a b c", between the trap line and CPU: in an oops */
void print_modules(void)
{
	struct module *mod;

	if (list_empty(&modules))
		return;
	printk("Modules linked in:");
	list_for_each_entry(mod, &modules, list)
		printk(" %s", mod->name);
	printk("\n");
}

/* Binary search of a name-sorted export table. */
const struct kernel_symbol *lookup_symbol(const char *name,
					  const struct kernel_symbol *start,
					  const struct kernel_symbol *stop)
{
	size_t lo = 0, hi = stop - start;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(name, start[mid].name);

		if (!c)
			return &start[mid];
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}

const struct kernel_symbol *find_kernel_export(const char *name)
{
	return lookup_symbol(name, __start___ksymtab, __stop___ksymtab);
}

/*
 * The exported symbol at or below addr: all that is known about a kernel
 * address without kallsyms, as Linux 2.5's lookup_symbol() did.
 */
const struct kernel_symbol *kernel_export_below(unsigned long addr)
{
	const struct kernel_symbol *s, *best = NULL;

	for (s = __start___ksymtab; s < __stop___ksymtab; s++)
		if (s->value <= addr && (!best || s->value > best->value))
			best = s;
	return best;
}

static bool within(unsigned long addr, const void *start, unsigned long size)
{
	return addr >= (unsigned long)start &&
	       addr < (unsigned long)start + size;
}

bool module_text_address(unsigned long addr)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (within(addr, mod->module_core, mod->core_text_size) ||
		    within(addr, mod->module_init, mod->init_text_size))
			return true;
	return false;
}

/* The module symbol containing addr: binary search of the address-sorted
 * table the loader kept (kernel/module_loader.c). */
static const struct module_sym *module_sym_at(const struct module *mod,
					      unsigned long addr)
{
	size_t lo = 0, hi = mod->num_symtab;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (mod->symtab[mid].value <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &mod->symtab[lo - 1] : NULL;
}

const char *module_address_lookup(unsigned long addr, unsigned long *size,
				  unsigned long *offset, const char **modname,
				  char *namebuf)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list) {
		const struct module_sym *sym;

		if (!within(addr, mod->module_core, mod->core_size) &&
		    !within(addr, mod->module_init, mod->init_size))
			continue;
		sym = module_sym_at(mod, addr);
		if (!sym)
			return NULL;
		*size = sym->size;
		*offset = addr - sym->value;
		*modname = mod->name;
		strlcpy(namebuf, sym->name, KSYM_NAME_LEN);
		return namebuf;
	}
	return NULL;
}

unsigned long module_kallsyms_lookup_name(const char *name)
{
	struct module *mod;
	unsigned int i;

	list_for_each_entry(mod, &modules, list)
		for (i = 0; i < mod->num_symtab; i++)
			if (!strcmp(mod->symtab[i].name, name))
				return mod->symtab[i].value;
	return 0;
}

/* /proc/kallsyms lines for module symbols: "addr t name\t[mod]" */
void module_kallsyms_show(struct seq_buf *s)
{
	struct module *mod;
	unsigned int i;

	list_for_each_entry(mod, &modules, list)
		for (i = 0; i < mod->num_symtab; i++)
			seq_printf(s, "%08lx %c %s\t[%s]\n",
				   mod->symtab[i].value, mod->symtab[i].type,
				   mod->symtab[i].name, mod->name);
}

void __init module_init_subsys(void)
{
}
