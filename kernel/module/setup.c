// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/setup.c - step 7 of insmod: a linked module becomes a
 * kernel object.  Its struct module (the copy inside the module's own
 * core memory) gets its regions, exports, parameters, kallsyms, section
 * addresses and /sys/module entries, then joins the module list, still
 * in state COMING until its init has run.
 */
#include "linux/kernel.h"
#include "linux/errmsg.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "internal.h"

static void set_regions(struct module *mod, const struct load_info *info)
{
	unsigned int i;

	mod->module_core = info->core_mem;
	mod->core_size = info->core_size;
	mod->module_init = info->init_mem;
	mod->init_size = info->init_size;
	/* the layout puts code first in each region: text ends at the end
	 * of the last executable section */
	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];
		unsigned long *text_size;
		u32 base;

		if (!elf_module_section_loaded(info, i) ||
		    !(s->sh_flags & SHF_EXECINSTR))
			continue;
		if (elf_module_section_is_init(info, i)) {
			text_size = &mod->init_text_size;
			base = info->init_addr;
		} else {
			text_size = &mod->core_text_size;
			base = info->core_addr;
		}
		*text_size = max(*text_size, s->sh_addr + s->sh_size - base);
	}
}

/* The module's exports: sorted (scripts/module.lds), and new names only */
static int setup_exports(struct module *mod, const struct load_info *info,
			 char *err, size_t errlen)
{
	unsigned int idx = elf_module_find_section(info, "__ksymtab");
	unsigned int i;

	if (!idx)
		return 0;
	mod->syms = elf_module_section_mem(info, idx);
	mod->num_syms = info->sechdrs[idx].sh_size / sizeof(*mod->syms);
	for (i = 0; i < mod->num_syms; i++) {
		const char *name = mod->syms[i].name;
		struct module *owner = NULL;

		if (i && strcmp(mod->syms[i - 1].name, name) >= 0)
			return errmsg(err, errlen, -ENOEXEC,
					      "__ksymtab is not sorted at %s",
					      name);
		if (find_export(name, &owner))
			return errmsg(err, errlen, -EEXIST,
				"exports %s, which %s already exports", name,
				owner ? owner->name : "the kernel");
	}
	return 0;
}

/* insmod's "name=value" words set the module's __param entries. */
static int setup_params(struct module *mod, const struct load_info *info,
			const char *args, char *err, size_t errlen)
{
	unsigned int idx = elf_module_find_section(info, "__param");

	if (idx) {
		mod->kp = elf_module_section_mem(info, idx);
		mod->num_kp = info->sechdrs[idx].sh_size / sizeof(*mod->kp);
	}
	/* charp parameters point into this copy: it lives with the module */
	mod->args = kstrdup(args ? args : "", GFP_KERNEL);
	if (!mod->args)
		return errmsg(err, errlen, -ENOMEM, "out of memory");
	return parse_args(mod->name, mod->args, mod->kp, mod->num_kp, NULL,
			  NULL, err, errlen);
}

/* Every loaded section's address, for /sys/module/NAME/sections and gdb */
static int setup_sections(struct module *mod, const struct load_info *info)
{
	unsigned int i, n = 0;

	for (i = 1; i < info->shnum; i++)
		n += elf_module_section_loaded(info, i);
	mod->sections = kzalloc(sizeof(*mod->sections) +
				n * sizeof(mod->sections->s[0]), GFP_KERNEL);
	if (!mod->sections)
		return -ENOMEM;
	for (i = 1; i < info->shnum; i++) {
		struct module_section *s;

		if (!elf_module_section_loaded(info, i))
			continue;
		s = &mod->sections->s[mod->sections->count++];
		strlcpy(s->name, elf_module_section_name(info, i),
			sizeof(s->name));
		s->addr = elf_module_section_addr(info, i);
	}
	return 0;
}

/* The user's `uses` list becomes the module's own dependency list. */
static void adopt_uses(struct module *mod, struct list_head *uses)
{
	struct module_use *use, *n;

	list_for_each_entry_safe(use, n, uses, target_list) {
		use->source = mod;
		list_del(&use->target_list);
		list_add_tail(&use->target_list, &mod->target_list);
	}
}

/* Free what publish_module() allocated; mod's memory itself is the
 * caller's (it lives in the module core). */
void module_free_meta(struct module *mod)
{
	module_sysfs_remove(mod);
	kfree(mod->sections);
	kfree(mod->symtab);
	kfree(mod->strtab);
	kfree(mod->args);
}

int publish_module(struct load_info *info, struct list_head *uses,
		   const char *args, bool gpl_ok, char *err, size_t errlen,
		   struct module **ret)
{
	struct module *mod = elf_module_section_mem(info, info->mod_index);
	int r;

	mod->state = MODULE_STATE_COMING;
	mod->refcnt = 0;
	mod->gpl_compatible = gpl_ok;
	INIT_LIST_HEAD(&mod->source_list);
	INIT_LIST_HEAD(&mod->target_list);
	set_regions(mod, info);
	r = setup_exports(mod, info, err, errlen);
	if (!r)
		r = setup_params(mod, info, args, err, errlen);
	if (!r && setup_sections(mod, info))
		r = errmsg(err, errlen, -ENOMEM, "out of memory");
	if (!r && module_kallsyms_build(mod, info))
		r = errmsg(err, errlen, -ENOMEM, "out of memory");
	if (!r && module_sysfs_add(mod))
		r = errmsg(err, errlen, -ENOMEM, "out of memory");
	if (r) {
		module_free_meta(mod);
		return r;
	}
	adopt_uses(mod, uses);
	list_add(&mod->list, &modules);
	*ret = mod;
	return 0;
}
