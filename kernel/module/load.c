// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/load.c - insmod: from an ELF relocatable object to a
 * running module, inside the kernel (Rusty Russell's 2002 design), with
 * the names Linux gives each step:
 *
 * sys_init_module() copies the image and calls load_module(), which runs
 *	elf_validity_check()	the whole ELF file (kernel/module/check.c)
 *	early_mod_check()	struct module's name, the tables the kernel
 *				reads (kernel/module/verify.c), vermagic,
 *				license
 *	layout_and_allocate()	layout_sections(), module_alloc(),
 *				move_module(), setup_struct_module()
 *	add_unformed_module()	the name, taken under module_mutex
 *				(kernel/module/main.c)
 *	simplify_symbols()	undefined symbols -> kernel and module exports
 *	apply_relocations()	every R_386_* (arch/i386/kernel/module.c)
 *	find_module_sections()	__ksymtab and __param
 *	verify_init_exit(), verify_ksymtab(), verify_params()
 *				every pointer the kernel will follow
 *				(kernel/module/verify.c)
 *	verify_exported_symbols() no export clashes with anyone's
 *	add_kallsyms()		the module's own symbols (kallsyms.c)
 *	parse_args()		insmod's name=value words (kernel/params.c)
 *	mod_sysfs_setup()	/sys/module/NAME (sysfs.c)
 * and then do_init_module(), which runs init and frees the init region.
 * A failure anywhere unwinds through the one ladder at the end of
 * load_module(); the error text travels in struct load_info.
 * docs/modules.md follows one insmod through these functions.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/oops.h"
#include "linux/percpu.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "linux/version.h"
#include "internal.h"

/* Licenses whose modules may use EXPORT_SYMBOL_GPL (Linux's list). */
static const char *const gpl_licenses[] = {
	"GPL", "GPL v2", "GPL and additional rights", "Dual BSD/GPL",
	"Dual MIT/GPL", "Dual MPL/GPL",
};

/* One line naming the module and the cause (parse_args() names it) */
static void print_load_error(const struct load_info *info)
{
	const char *name = info->name ? info->name : "module";
	size_t n = strlen(name);

	if (!strncmp(info->err, name, n) && info->err[n] == ':')
		printk(KERN_ERR "%s\n", info->err);
	else
		printk(KERN_ERR "%s: %s\n", name, info->err);
}

static bool license_is_gpl(const char *license)
{
	size_t i;

	for (i = 0; license && i < ARRAY_SIZE(gpl_licenses); i++)
		if (!strcmp(license, gpl_licenses[i]))
			return true;
	return false;
}

/*
 * Linux 2.6: a module without version magic loads, tainting the kernel
 * (old insmod -f removed the magic, as modprobe --force did); so does
 * one whose magic finit_module(2) was told to ignore (insmod -f now,
 * Linux's try_to_force_load()); one with the wrong magic is refused.
 */
static int check_vermagic(struct load_info *info, int flags)
{
	const char *vermagic = get_modinfo(info, "vermagic");

	if (flags & MODULE_INIT_IGNORE_VERMAGIC) {
		printk(KERN_WARNING "%s: bad vermagic: kernel tainted.\n",
		       info->name);
		add_taint(TAINT_FORCED_MODULE);
		return 0;
	}
	if (!vermagic) {
		printk(KERN_WARNING "%s: no version magic, tainting kernel\n",
		       info->name);
		add_taint(TAINT_FORCED_MODULE);
		return 0;
	}
	if (strcmp(vermagic, VERMAGIC_STRING))
		return load_err(info, -ENOEXEC,
				"version magic '%s' should be '%s' "
				"(insmod -f forces it)",
				vermagic, VERMAGIC_STRING);
	return 0;
}

/* What can be refused before any memory is allocated; flags: MODULE_INIT_* */
static int early_mod_check(struct load_info *info, int flags)
{
	const char *license;
	int err;

	err = verify_this_module(info);
	if (!err)
		err = verify_module_name(info);
	if (!err)
		err = verify_table_sections(info);
	if (!err)
		err = verify_modstruct(info);
	if (!err)
		err = check_vermagic(info, flags);
	if (err)
		return err;
	license = get_modinfo(info, "license");
	if (!license_is_gpl(license)) {
		printk(KERN_WARNING "%s: module license '%s' taints kernel\n",
		       info->name, license ? license : "unspecified");
		add_taint(TAINT_PROPRIETARY_MODULE);
	}
	return 0;
}

/* Each region's code ends where its last executable section ends. */
static void set_text_sizes(struct module *mod, const struct load_info *info)
{
	unsigned int i;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];
		bool init = elf_module_section_is_init(info, i);
		unsigned long *text_size =
			init ? &mod->init_text_size : &mod->core_text_size;
		u32 base = init ? info->init_addr : info->core_addr;

		if (elf_module_section_loaded(info, i) &&
		    (s->sh_flags & SHF_EXECINSTR))
			*text_size =
				max(*text_size, s->sh_addr + s->sh_size - base);
	}
}

/*
 * The live struct module is the file's copy, now in core memory.  As in
 * Linux, only name, init and exit come from the file (init and exit are
 * still the addends apply_relocations() will add to); every other field
 * is the loader's.
 */
static void setup_struct_module(struct load_info *info)
{
	struct module *mod = elf_module_section_mem(info, info->mod_index);
	int (*init)(void) = mod->init;
	void (*exit)(void) = mod->exit;
	char name[MODULE_NAME_LEN];

	memcpy(name, mod->name, sizeof(name));
	memset(mod, 0, sizeof(*mod));
	memcpy(mod->name, name, sizeof(name));
	mod->init = init;
	mod->exit = exit;
	mod->state = MODULE_STATE_COMING;
	INIT_LIST_HEAD(&mod->list);
	INIT_LIST_HEAD(&mod->source_list);
	INIT_LIST_HEAD(&mod->target_list);
	mod->gpl_compatible = license_is_gpl(get_modinfo(info, "license"));
	mod->module_core = info->core_mem;
	mod->core_size = info->core_size;
	mod->module_init = info->init_mem;
	mod->init_size = info->init_size;
	set_text_sizes(mod, info);
	info->mod = mod;
}

#ifdef CONFIG_MODULES_24
/*
 * 2.4: both regions in the one block create_module(2) reserved, init
 * after core, as insmod24 laid them out (user/insmod24.c, the same
 * layout_sections()).  A block of another size was linked for another
 * layout: refused, not guessed at.
 */
static int use_reserved(struct load_info *info)
{
	u32 init_off = elf_module_init_offset(info);

	if (init_off + info->init_size != info->reserved_size)
		return load_err(info, -EINVAL,
				"image needs %u bytes, create_module reserved %u",
				init_off + info->init_size, info->reserved_size);
	info->core_mem = info->reserved;
	info->init_mem = (char *)info->reserved + init_off;
	return 0;
}
#endif

static int allocate_regions(struct load_info *info)
{
#ifdef CONFIG_MODULES_24
	if (info->reserved)
		return use_reserved(info);
#endif
	info->core_mem = module_alloc(info->core_size, info->core_align);
	if (!info->core_mem)
		return load_err(info, -ENOMEM,
				"no room for %u bytes of module core",
				info->core_size);
	if (info->init_size) {
		info->init_mem = module_alloc(info->init_size, info->init_align);
		if (!info->init_mem)
			return load_err(info, -ENOMEM,
					"no room for %u bytes of module init",
					info->init_size);
	}
	return 0;
}

/* Lay out, allocate both regions, copy the sections into them. */
static int layout_and_allocate(struct load_info *info)
{
	int err = layout_sections(info);

	if (err)
		return err;
	err = allocate_regions(info);
	if (err)
		return err;
	info->core_addr = (u32)info->core_mem;
	info->init_addr = (u32)info->init_mem;
	err = move_module(info);
	if (!err)
		setup_struct_module(info);
	return err;
}

/*
 * Linux's percpu_modalloc(): the module's .data..percpu is a template,
 * like the kernel's (include/linux/percpu.h), and stays in the core
 * region; room for a copy on every CPU comes from alloc_percpu(), and
 * the section's run address becomes that __percpu pointer, so the
 * module's symbols in it (simplify_symbols()) and every relocation
 * against them lead to the per-CPU copies.  2.4's loader in user space
 * already relocated against the block it was given: refused.
 */
static int percpu_modalloc(struct load_info *info)
{
	unsigned int i = find_sec(info, PER_CPU_BASE_SECTION);
	Elf32_Shdr *s = &info->sechdrs[i];
	struct module *mod = info->mod;

	if (!i || !elf_module_section_loaded(info, i) || !s->sh_size)
		return 0;
	if (info->reserved)
		return load_err(info, -ENOEXEC, "per-CPU data (section %s) "
				"needs the 2.6 loader", PER_CPU_BASE_SECTION);
	mod->percpu = __alloc_percpu(s->sh_size,
				     max(s->sh_addralign, (Elf32_Word)1));
	if (!mod->percpu)
		return load_err(info, -ENOMEM, "no room for %u bytes of "
				"per-CPU data", s->sh_size);
	mod->percpu_size = s->sh_size;
	s->sh_addr = (u32)mod->percpu;
	return 0;
}

/* Linux's percpu_modcopy(): the relocated template to every CPU's copy */
static void percpu_modcopy(struct load_info *info)
{
	struct module *mod = info->mod;
	const void *template;
	int cpu;

	if (!mod->percpu)
		return;
	template = elf_module_section_mem(info,
					  find_sec(info, PER_CPU_BASE_SECTION));
	for (cpu = 0; cpu < NR_CPUS; cpu++)
		memcpy(per_cpu_ptr((char *)mod->percpu, cpu), template,
		       mod->percpu_size);
}

/* The per-CPU copies go with the module (free_module(), the ladder) */
void percpu_modfree(struct module *mod)
{
	free_percpu(mod->percpu);
	mod->percpu = NULL;
}

/* Bind one undefined symbol: the kernel's exports, then live modules'. */
static int resolve_symbol(void *ctx, const char *name, u32 *value)
{
	struct load_info *info = ctx;
	struct module *owner = NULL;
	const struct kernel_symbol *sym = find_symbol(name, &owner);

	if (!sym)
		return -ENOENT;
	if (sym->gpl_only && !info->mod->gpl_compatible) {
		printk(KERN_ERR "%s: GPL-only symbol %s refused to a module "
		       "that is not GPL\n", info->name, name);
		return -ENOENT;
	}
	if (owner && ref_module(info->mod, owner))
		return -ENOENT;
	*value = sym->value;
	return 0;
}

/* The module's exports and parameters, by section name. */
static void find_module_sections(struct load_info *info)
{
	struct module *mod = info->mod;
	unsigned int idx = find_sec(info, "__ksymtab");

	if (idx) {
		mod->syms = elf_module_section_mem(info, idx);
		mod->num_syms = info->sechdrs[idx].sh_size / sizeof(*mod->syms);
	}
	idx = find_sec(info, "__param");
	if (idx) {
		mod->kp = elf_module_section_mem(info, idx);
		mod->num_kp = info->sechdrs[idx].sh_size / sizeof(*mod->kp);
	}
}

/* Exports sorted (scripts/module.lds), and new names only; module_mutex held */
static int verify_exported_symbols(struct load_info *info)
{
	const struct module *mod = info->mod;
	unsigned int i;

	for (i = 0; i < mod->num_syms; i++) {
		const char *name = mod->syms[i].name;
		struct module *owner = NULL;

		if (i && strcmp(mod->syms[i - 1].name, name) >= 0)
			return load_err(info, -ENOEXEC,
					"__ksymtab is not sorted at %s", name);
		if (find_symbol(name, &owner))
			return load_err(info, -EEXIST,
					"exports %s, which %s already exports",
					name, owner ? owner->name : "the kernel");
	}
	return 0;
}

/* What the module keeps of its .modinfo once the image goes: its
 * MODULE_VERSION() (THIS_MODULE->version, /sys/module/NAME/version) */
static int copy_modinfo(struct load_info *info)
{
	const char *version = get_modinfo(info, "version");

	if (!version)
		return 0;
	info->mod->version = kstrdup(version, GFP_KERNEL);
	return info->mod->version ? 0 :
		load_err(info, -ENOMEM, "no room for a copy of the version");
}

/* insmod's "name=value" words set the module's __param entries. */
static int parse_module_args(struct load_info *info, const char *uargs)
{
	struct module *mod = info->mod;
	struct param_parse pp = {
		.doing = mod->name,
		.params = mod->kp,
		.num = mod->num_kp,
	};
	int err;

	/* charp parameters point into this copy: it lives with the module */
	mod->args = kstrdup(uargs ? uargs : "", GFP_KERNEL);
	if (!mod->args)
		return load_err(info, -ENOMEM,
				"no room for a copy of the parameters");
	err = parse_args(&pp, mod->args);
	if (err)
		strlcpy(info->err, pp.err, sizeof(info->err));
	return err;
}

/*
 * Linux's complete_formation(): with the exports checked against
 * everyone's, under the mutex, the module is no longer unformed.  It is
 * COMING: listed, not yet bound to (find_symbol() wants live ones).
 */
static int complete_formation(struct load_info *info)
{
	int err;

	mutex_lock(&module_mutex);
	err = verify_exported_symbols(info);
	if (!err)
		info->mod->state = MODULE_STATE_COMING;
	mutex_unlock(&module_mutex);
	return err;
}

/* Bind the undefined symbols, with the list still while they are looked up */
static int resolve_symbols(struct load_info *info)
{
	int err;

	mutex_lock(&module_mutex);
	err = simplify_symbols(info, resolve_symbol, info);
	mutex_unlock(&module_mutex);
	return err;
}

/*
 * Runs once the module is linked and on the list, with the image
 * already freed: what is left to undo is the module itself.
 */
static int do_init_module(struct module *mod)
{
	int ret;

	module_loaded(mod);		/* gdb's breakpoint: see scripts/gdb */
	mod->caller = current;
	ret = mod->init ? do_one_initcall(mod->init) : 0;
	mod->caller = NULL;
	if (ret) {
		printk(KERN_ERR "%s: init failed with error %d\n", mod->name,
		       ret);
		mod->state = MODULE_STATE_GOING;
		free_module(mod);
		return ret < 0 ? ret : -EINVAL;
	}
	module_set_live(mod);
	return 0;
}

/*
 * Links image (a private copy, freed here whatever happens) into the
 * kernel.  Each step either succeeds or leaves info->err set; the ladder
 * undoes, in reverse, exactly the steps that had succeeded.
 */
int load_module(void *image, unsigned long len, const char *uargs,
		int flags, const struct module_block *block)
{
	struct load_info info;
	struct module *mod;
	int err;

	err = elf_validity_check(&info, image, len);
	if (err)
		goto free_copy;
	info.reserved = block ? block->mem : NULL;
	info.reserved_size = block ? block->size : 0;
	err = early_mod_check(&info, flags);
	if (err)
		goto free_copy;
	err = layout_and_allocate(&info);
	if (err)
		goto free_regions;
	mod = info.mod;
	err = percpu_modalloc(&info);
	if (err)
		goto free_percpu;
	err = add_unformed_module(&info);
	if (err)
		goto free_percpu;
	err = resolve_symbols(&info);
	if (err)
		goto unlink;
	/* 2.4: user space relocated it (user/insmod24.c); bind only */
	err = info.reserved ? 0 : apply_relocations(&info);
	if (err)
		goto unlink;
	percpu_modcopy(&info);
	find_module_sections(&info);
	err = verify_init_exit(&info);
	if (!err)
		err = verify_ksymtab(&info);
	if (!err)
		err = verify_params(&info);
	if (err)
		goto unlink;
	err = add_kallsyms(mod, &info);
	if (err)
		goto unlink;
	/* 2.4's user space linked the image; its .debug_line is as built */
	if (!info.reserved)
		add_lineinfo(mod, &info);
#ifdef CONFIG_MODULES_24
	if (info.reserved)
		module24_one_region(mod, &info);
#endif
	err = complete_formation(&info);
	if (err)
		goto unlink;
	err = copy_modinfo(&info);
	if (err)
		goto free_args;
	err = parse_module_args(&info, uargs);
	if (err)
		goto free_args;
	err = mod_sysfs_setup(mod, &info);
	if (err)
		goto sysfs_cleanup;
	vfree(image);
	return do_init_module(mod);

sysfs_cleanup:
	mod_sysfs_teardown(mod);
free_args:
	kfree(mod->args);
	kfree(mod->version);
unlink:
	module_unlink(mod);	/* before its symbols go: readers hold the mutex */
	free_kallsyms(mod);	/* none yet is nothing to free */
	module_unload_free(mod);
free_percpu:
	percpu_modfree(mod);
free_regions:
	if (!info.reserved)	/* 2.4's init_mem points inside the block */
		module_free(info.mod, info.init_mem);
	module_free(info.mod, info.core_mem);
free_copy:
	print_load_error(&info);
	vfree(image);
	return err;
}

/*
 * Linux allocates room for the whole image, then copies it, before
 * looking at it: a length beyond its i386 vmalloc area (128 MiB,
 * VMALLOC_RESERVE) is ENOMEM, a smaller one that runs past the
 * caller's memory is EFAULT (copy_from_user()), however long.  oops386
 * holds at most MODULE_LEN_MAX: between the two, it reads one byte of
 * each page to give Linux's answer.
 */
#define LINUX_VMALLOC_RESERVE	(128UL << 20)

static int image_too_big(const void __user *umod, unsigned long len)
{
	unsigned long p = (unsigned long)umod, end = p + len;
	u8 byte;

	if (len > LINUX_VMALLOC_RESERVE)
		return -ENOMEM;
	if (!access_ok(umod, len))
		return -EFAULT;
	for (; p < end; p = (p & PAGE_MASK) + PAGE_SIZE)
		if (get_user_u8(&byte, (const u8 __user *)p))
			return -EFAULT;
	printk(KERN_ERR "module: %lu bytes is more than the %lu the loader "
	       "can hold\n", len, MODULE_LEN_MAX);
	return -ENOMEM;
}

/*
 * init_module(2): the kernel links its own copy of the bytes, copied from
 * user memory before anything looks at them, and of the parameters.  An
 * empty file still gets a buffer, for the check to refuse it.
 */
int sys_init_module(const void __user *umod, unsigned long len,
		    const char __user *uargs)
{
	char args[MODULE_ARGS_MAX];
	void *image;
	int err = may_init_module();

	if (err)
		return err;
#ifdef CONFIG_MODULES_24
	{
		bool legacy;

		err = module24_init(umod, len, &legacy);
		if (legacy)	/* 2.4's (name, image): legacy24.c */
			return err;
	}
#endif
	if (len > MODULE_LEN_MAX)
		return image_too_big(umod, len);
	err = copy_module_args(args, uargs);
	if (err)
		return err;
	image = vmalloc(len ? len : 1);
	if (!image) {
		printk(KERN_ERR "module: no room to copy %lu bytes\n", len);
		return -ENOMEM;
	}
	if (copy_from_user(image, umod, len)) {
		vfree(image);
		return -EFAULT;
	}
	return load_module(image, len, args, 0, NULL);
}
