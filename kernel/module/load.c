// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/load.c - insmod: from an ELF relocatable object to a
 * running module, inside the kernel (Rusty Russell's 2002 design).
 *
 * load_module() runs these steps; any failure undoes all before it:
 *	1. check	validate the whole ELF file (kernel/module/check.c)
 *	2. modinfo	vermagic, license: refuse or taint
 *	3. layout	core and init regions, sized and aligned
 *	4. place	allocate both in the vmalloc area, copy, zero .bss
 *	5. bind		undefined symbols -> kernel and module exports
 *	6. relocate	apply every R_386_* (arch/i386/kernel/module.c)
 *	7. publish	exports, parameters, kallsyms, /sys/module, the list
 *	8. init		run init_module(); on success free the init region
 * docs/modules.md follows one insmod through these functions.
 */
#include "linux/kernel.h"
#include "linux/module.h"
#include "linux/errmsg.h"
#include "linux/module_elf.h"
#include "linux/oops.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "linux/version.h"
#include "internal.h"

#define ERR_LEN	160

/* Licenses whose modules may use EXPORT_SYMBOL_GPL (Linux's list). */
static const char *const gpl_licenses[] = {
	"GPL", "GPL v2", "GPL and additional rights", "Dual BSD/GPL",
	"Dual MIT/GPL", "Dual MPL/GPL",
};

struct load_state {
	struct load_info info;
	struct module *mod;
	const char *name;		/* for messages: module or file name */
	bool gpl_ok;
	struct list_head uses;		/* struct module_use, before publish */
	char err[ERR_LEN];
};

/* One line naming the module and the cause (parse_args() names it) */
static int fail(struct load_state *ls, int ret)
{
	size_t n = strlen(ls->name);

	if (!strncmp(ls->err, ls->name, n) && ls->err[n] == ':')
		printk(KERN_ERR "%s\n", ls->err);
	else
		printk(KERN_ERR "%s: %s\n", ls->name, ls->err);
	return ret;
}

static bool license_is_gpl(const char *license)
{
	size_t i;

	for (i = 0; license && i < ARRAY_SIZE(gpl_licenses); i++)
		if (!strcmp(license, gpl_licenses[i]))
			return true;
	return false;
}

/* The struct module the .ko carries: its name must be a C string. */
static int check_this_module(struct load_state *ls)
{
	const Elf32_Shdr *s = &ls->info.sechdrs[ls->info.mod_index];
	const struct module *m;

	if (s->sh_size != sizeof(struct module) || s->sh_type == SHT_NOBITS)
		return errmsg(ls->err, ERR_LEN, -ENOEXEC,
				      "%s is %u bytes, struct module is %u",
				      ".gnu.linkonce.this_module",
				      s->sh_size, (u32)sizeof(struct module));
	m = (const void *)((const char *)ls->info.image + s->sh_offset);
	if (!memchr(m->name, '\0', sizeof(m->name)) || !m->name[0])
		return errmsg(ls->err, ERR_LEN, -ENOEXEC,
				      "module name is not a string");
	ls->name = m->name;
	return 0;
}

static int check_modinfo(struct load_state *ls, bool force)
{
	const char *vermagic = elf_module_modinfo(&ls->info, "vermagic");
	const char *license = elf_module_modinfo(&ls->info, "license");

	if (!vermagic || strcmp(vermagic, VERMAGIC_STRING)) {
		if (!force)
			return errmsg(ls->err, ERR_LEN, -ENOEXEC,
				"version magic '%s' should be '%s' "
				"(insmod -f forces it)",
				vermagic ? vermagic : "", VERMAGIC_STRING);
		printk(KERN_WARNING "%s: forcing a module with version "
		       "magic '%s': kernel tainted\n", ls->name,
		       vermagic ? vermagic : "");
		add_taint(TAINT_FORCED_MODULE);
	}
	ls->gpl_ok = license_is_gpl(license);
	if (!ls->gpl_ok) {
		printk(KERN_WARNING "%s: module license '%s' taints kernel\n",
		       ls->name, license ? license : "unspecified");
		add_taint(TAINT_PROPRIETARY_MODULE);
	}
	if (find_module(ls->name))
		return errmsg(ls->err, ERR_LEN, -EEXIST,
				      "module %s is already loaded", ls->name);
	return 0;
}

static int alloc_regions(struct load_state *ls)
{
	struct load_info *info = &ls->info;
	void *core, *init = NULL;
	int ret;

	core = vmalloc_aligned(info->core_size, info->core_align);
	if (!core)
		return errmsg(ls->err, ERR_LEN, -ENOMEM,
				      "no room for %u bytes of module core",
				      info->core_size);
	if (info->init_size) {
		init = vmalloc_aligned(info->init_size, info->init_align);
		if (!init) {
			vfree(core);
			return errmsg(ls->err, ERR_LEN, -ENOMEM,
					"no room for %u bytes of module init",
					info->init_size);
		}
	}
	ret = elf_module_place(info, core, (u32)core, init, (u32)init,
			       ls->err, ERR_LEN);
	if (ret) {
		vfree(init);
		vfree(core);
	}
	return ret;
}

/* Bind one undefined symbol: the kernel's exports, then live modules'. */
static int resolve_symbol(void *ctx, const char *name, u32 *value)
{
	struct load_state *ls = ctx;
	struct module *owner = NULL;
	const struct kernel_symbol *sym = find_export(name, &owner);

	if (!sym)
		return -ENOENT;
	if (sym->gpl_only && !ls->gpl_ok) {
		printk(KERN_ERR "%s: GPL-only symbol %s refused to a module "
		       "that is not GPL\n", ls->name, name);
		return -ENOENT;
	}
	if (owner && use_module(&ls->uses, owner))
		return -ENOENT;
	*value = sym->value;
	return 0;
}

static void free_regions(struct load_info *info)
{
	vfree(info->init_mem);
	vfree(info->core_mem);
}

/* Steps 1-6: everything that does not touch kernel-wide state. */
static int link_module(struct load_state *ls, void *image, unsigned long len,
		       bool force)
{
	struct load_info *info = &ls->info;
	int ret;

	ret = elf_module_check(info, image, len, ls->err, ERR_LEN);
	if (!ret)
		ret = check_this_module(ls);
	if (!ret)
		ret = check_modinfo(ls, force);
	if (!ret)
		ret = elf_module_layout(info, ls->err, ERR_LEN);
	if (!ret)
		ret = alloc_regions(ls);
	if (ret)
		return ret;
	ret = elf_module_bind(info, resolve_symbol, ls, ls->err, ERR_LEN);
	if (!ret)
		ret = elf_module_relocate(info, ls->err, ERR_LEN);
	if (ret) {
		release_uses(&ls->uses);
		free_regions(info);
	}
	return ret;
}

/* Runs once the module is published; returns init's result. */
static int run_init(struct load_state *ls)
{
	struct module *mod = ls->mod;
	int ret = mod->init ? mod->init() : 0;

	if (ret) {
		snprintf(ls->err, ERR_LEN, "init failed with error %d", ret);
		return ret < 0 ? ret : -EINVAL;
	}
	mod->state = MODULE_STATE_LIVE;
	module_free_init(mod);
	return 0;
}

int load_module(void *image, unsigned long len, const char *args,
		bool force, const char *filename)
{
	struct load_state ls = { .name = filename };
	int ret;

	INIT_LIST_HEAD(&ls.uses);
	ret = link_module(&ls, image, len, force);
	if (ret)
		return fail(&ls, ret);
	ret = publish_module(&ls.info, &ls.uses, args, ls.gpl_ok, ls.err,
			     ERR_LEN, &ls.mod);
	if (ret) {
		release_uses(&ls.uses);
		free_regions(&ls.info);
		return fail(&ls, ret);
	}
	module_loaded(ls.mod);		/* gdb's breakpoint: see scripts/gdb */
	ret = run_init(&ls);
	if (ret) {
		ls.mod->state = MODULE_STATE_GOING;
		module_free(ls.mod);
		return fail(&ls, ret);
	}
	return 0;
}
