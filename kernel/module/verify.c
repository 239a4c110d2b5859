// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/verify.c - the checks Linux's loader does not make: on
 * what the kernel reads from the module's own structures, beyond the ELF
 * file itself (which elf_validity_check() covers).  Linux trusts a .ko
 * that modpost wrote; oops386 follows no pointer from the file that it
 * has not checked, so a damaged module is refused, with a message,
 * instead of crashing the kernel.
 *
 * One prefix per home: the checks of the ELF file alone are
 * elf_validity_check()'s check_* helpers in kernel/module/check.c
 * (host-built too, by tests/host/module_elf.mk); the checks here read
 * struct module, kernel_symbol and kernel_param, kernel types the host
 * does not build, and are all verify_*.  Neither file repeats a check
 * of the other.
 *
 * Before layout (while sh_entsize is still the file's):
 *	verify_this_module()	 the struct has the kernel's size and a name
 *	verify_module_name()	 letters, digits, '_' and '-' only
 *	verify_table_sections()	 __ksymtab and __param are loaded tables
 *	verify_modstruct()	 of the file's struct module, only name,
 *				 init and exit are set or relocated: the
 *				 rest is the loader's
 * After relocation (pointers hold their final values):
 *	verify_init_exit()	 init and exit are in the module's code
 *	verify_ksymtab()	 each export's name and value are the module's
 *	verify_params()		 each parameter's name, ops and variable
 */
#include "linux/kernel.h"
#include "linux/module.h"
#include "internal.h"

extern char _text[], _etext[];

static bool name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* A name that is a file name in /sys and a word the shell can type. */
static bool good_name(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!name_char(*s))
			return false;
	return true;
}

/* The struct module the .ko carries: its name must be a C string. */
int verify_this_module(struct load_info *info)
{
	const Elf32_Shdr *s = &info->sechdrs[info->mod_index];
	const struct module *m;

	if (s->sh_size != sizeof(struct module) || s->sh_type == SHT_NOBITS)
		return load_err(info, -ENOEXEC,
				"%s is %u bytes, struct module is %u",
				".gnu.linkonce.this_module", s->sh_size,
				(u32)sizeof(struct module));
	m = (const void *)((const char *)info->image + s->sh_offset);
	if (!memchr(m->name, '\0', sizeof(m->name)) || !m->name[0])
		return load_err(info, -ENOEXEC, "module name is not a string");
	info->name = m->name;
	return 0;
}

/*
 * The name is /sys/module/NAME and rmmod's argument: a '/' would put
 * the module inside another's directory, a control byte could not be
 * typed.  (verify_this_module() has made sure it ends in the struct.)
 */
int verify_module_name(struct load_info *info)
{
	int err;

	if (good_name(info->name))
		return 0;
	err = load_err(info, -ENOEXEC,
		       "module name '%s' is not made of letters, digits, '_' "
		       "and '-'",
		       info->name);
	info->name = NULL; /* not fit to head the message either */
	return err;
}

/* A table the kernel reads in place: loaded, with contents, whole entries */
static int verify_table_section(struct load_info *info, const char *name,
			       u32 entsize)
{
	unsigned int i = find_sec(info, name);
	const Elf32_Shdr *s = &info->sechdrs[i];

	if (!i)
		return 0;
	if (!elf_module_section_loaded(info, i) || s->sh_type == SHT_NOBITS ||
	    elf_module_section_is_init(info, i))
		return load_err(info, -ENOEXEC,
				"section %s is not loaded with the module's "
				"core (flags 0x%x, type %u)",
				name, s->sh_flags, s->sh_type);
	if ((s->sh_entsize && s->sh_entsize != entsize) || s->sh_size % entsize)
		return load_err(info, -ENOEXEC,
				"section %s is not a table of %u-byte entries "
				"(size %u, entry size %u)",
				name, entsize, s->sh_size, s->sh_entsize);
	return 0;
}

int verify_table_sections(struct load_info *info)
{
	int err = verify_table_section(info, "__ksymtab",
				      sizeof(struct kernel_symbol));

	if (!err)
		err = verify_table_section(info, "__param",
					  sizeof(struct kernel_param));
	return err;
}

/* The file's struct module gives name, init and exit: nothing else. */
static bool modstruct_field(u32 offset)
{
	return offset == offsetof(struct module, init) ||
	       offset == offsetof(struct module, exit);
}

static bool in_field(u32 off, u32 start, u32 size)
{
	return off >= start && off - start < size;
}

/* Whether byte off of struct module belongs to name, init or exit */
static bool in_template(u32 off)
{
	return in_field(off, offsetof(struct module, name), MODULE_NAME_LEN) ||
	       in_field(off, offsetof(struct module, init), sizeof(void *)) ||
	       in_field(off, offsetof(struct module, exit), sizeof(void *));
}

/*
 * modpost writes name, init and exit; every other byte of the file's
 * struct module is 0, and setup_struct_module() sets those fields
 * itself.  A byte set there is a damaged or forged file: refused, so
 * nobody believes the kernel read it.
 */
static int verify_modstruct_template(struct load_info *info)
{
	const Elf32_Shdr *s = &info->sechdrs[info->mod_index];
	const u8 *m = (const u8 *)info->image + s->sh_offset;
	u32 off;

	for (off = 0; off < sizeof(struct module); off++)
		if (m[off] && !in_template(off))
			return load_err(info, -ENOEXEC,
					"struct module sets byte %u, which "
					"only the loader may set",
					off);
	return 0;
}

/* Relocations may fill in only init and exit, the rest is the loader's */
static int verify_modstruct_relocs(struct load_info *info)
{
	unsigned int i, n;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];
		const Elf32_Rel *rels =
			(const Elf32_Rel *)((const char *)info->image +
					    s->sh_offset);

		if (s->sh_type != SHT_REL || s->sh_info != info->mod_index)
			continue;
		for (n = 0; n < s->sh_size / sizeof(*rels); n++)
			if (!modstruct_field(rels[n].r_offset))
				return load_err(
					info, -ENOEXEC,
					"%s relocates struct module at "
					"offset %u: only init and exit "
					"may be",
					elf_module_section_name(info, i),
					rels[n].r_offset);
	}
	return 0;
}

int verify_modstruct(struct load_info *info)
{
	int err = verify_modstruct_template(info);

	return err ? err : verify_modstruct_relocs(info);
}

/* Whether [p, p + size) lies in the module's core region. */
static bool in_core(const struct load_info *info, unsigned long p,
		    unsigned long size)
{
	unsigned long off = p - info->core_addr;

	return p >= info->core_addr && off <= info->core_size &&
	       size <= info->core_size - off;
}

/* A NUL-terminated string in the core region. */
static bool core_string(const struct load_info *info, const char *s)
{
	unsigned long p = (unsigned long)s;

	return in_core(info, p, 1) &&
	       memchr(s, '\0', info->core_addr + info->core_size - p);
}

/* Whether addr is in a loaded code section (of the core, unless init_ok) */
static bool in_module_code(const struct load_info *info, unsigned long addr,
			   bool init_ok)
{
	unsigned int i;

	for (i = 1; i < info->shnum; i++) {
		const Elf32_Shdr *s = &info->sechdrs[i];

		if (elf_module_section_loaded(info, i) &&
		    (s->sh_flags & SHF_EXECINSTR) &&
		    (init_ok || !elf_module_section_is_init(info, i)) &&
		    addr >= s->sh_addr && addr - s->sh_addr < s->sh_size)
			return true;
	}
	return false;
}

/*
 * init runs once, while the init region exists; exit runs at rmmod, when
 * only the core is left.  NULL means the module has none.
 */
int verify_init_exit(struct load_info *info)
{
	const struct module *mod = info->mod;
	unsigned long init = (unsigned long)mod->init;
	unsigned long exit = (unsigned long)mod->exit;

	if (init && !in_module_code(info, init, true))
		return load_err(info, -ENOEXEC,
				"init function at 0x%x is not in the module's "
				"code",
				(u32)init);
	if (exit && !in_module_code(info, exit, false))
		return load_err(info, -ENOEXEC,
				"exit function at 0x%x is not in the module's "
				"core code",
				(u32)exit);
	return 0;
}

/* Each export names a string of the module and a place in its core. */
int verify_ksymtab(struct load_info *info)
{
	const struct module *mod = info->mod;
	unsigned int i;

	for (i = 0; i < mod->num_syms; i++) {
		const struct kernel_symbol *ks = &mod->syms[i];

		if (!core_string(info, ks->name))
			return load_err(info, -ENOEXEC,
					"__ksymtab entry %u: name at 0x%x is "
					"not a string of the module",
					i, (u32)(unsigned long)ks->name);
		if (!in_core(info, ks->value, 1))
			return load_err(info, -ENOEXEC,
					"__ksymtab entry %u (%s): address 0x%x "
					"is not in the module's core",
					i, ks->name, (u32)ks->value);
	}
	return 0;
}

/* The kernel's parameter types, and the size of the variable of each */
static const struct {
	const struct kernel_param_ops *ops;
	unsigned int size;
} kernel_ops[] = {
	{ &param_ops_byte, sizeof(unsigned char) },
	{ &param_ops_short, sizeof(short) },
	{ &param_ops_ushort, sizeof(unsigned short) },
	{ &param_ops_int, sizeof(int) },
	{ &param_ops_uint, sizeof(unsigned int) },
	{ &param_ops_long, sizeof(long) },
	{ &param_ops_ulong, sizeof(unsigned long) },
	{ &param_ops_bool, sizeof(bool) },
	{ &param_ops_invbool, sizeof(bool) },
	{ &param_ops_charp, sizeof(char *) },
	{ &param_ops_string, sizeof(struct kparam_string) },
	{ &param_array_ops, sizeof(struct kparam_array) },
	{ &param_obsolete_ops, sizeof(struct obsolete_param) },
};

/* The size of a variable of the kernel's scalar type ops, or 0. */
static unsigned int scalar_size(const struct kernel_param_ops *ops)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(kernel_ops); i++)
		if (ops == kernel_ops[i].ops && ops != &param_array_ops &&
		    ops != &param_obsolete_ops && ops != &param_ops_string)
			return kernel_ops[i].size;
	return 0;
}

/* module_param_array(): scalar elements, all of them in the core. */
static bool array_ok(const struct load_info *info,
		     const struct kparam_array *arr)
{
	return arr->max && scalar_size(arr->ops) == arr->elemsize &&
	       arr->ops != &param_ops_charp &&
	       in_core(info, (unsigned long)arr->elem,
		       arr->max * arr->elemsize) &&
	       (!arr->num || in_core(info, (unsigned long)arr->num,
				     sizeof(*arr->num)));
}

/*
 * Ops of the module's own: in its core, with functions in its core code
 * or the kernel's.  They may not be the init region's: /sys reads
 * parameters long after init.
 */
static bool module_ops_ok(const struct load_info *info,
			  const struct kernel_param_ops *ops)
{
	unsigned long set, get;

	if (!in_core(info, (unsigned long)ops, sizeof(*ops)))
		return false;
	set = (unsigned long)ops->set;
	get = (unsigned long)ops->get;
	/* get may be NULL: a parameter that cannot be read (EPERM) */
	return (in_module_code(info, set, false) ||
		(set >= (unsigned long)_text && set < (unsigned long)_etext)) &&
	       (!get || in_module_code(info, get, false) ||
		(get >= (unsigned long)_text && get < (unsigned long)_etext));
}

/* What a variable of a kernel type holds that the kernel will follow */
static bool param_value_ok(const struct load_info *info,
			   const struct kernel_param *kp)
{
	if (kp->ops == &param_ops_charp) {
		const char *s = *(char *const *)kp->arg;

		return !s || core_string(info, s);
	}
	if (kp->ops == &param_ops_string) {
		const struct kparam_string *kps = kp->arg;
		unsigned long p = (unsigned long)kps->string;

		return kps->maxlen && in_core(info, p, kps->maxlen) &&
		       memchr(kps->string, '\0', kps->maxlen);
	}
	if (kp->ops == &param_array_ops)
		return array_ok(info, kp->arg);
	if (kp->ops == &param_obsolete_ops) {
		const struct obsolete_param *op = kp->arg;

		/* a type it knows, and room for all the elements it says */
		return core_string(info, op->type) &&
		       obsolete_param_size(op->type) &&
		       in_core(info, (unsigned long)op->var,
			       obsolete_param_size(op->type));
	}
	return true;
}

/* The variable: in the core, whole, and sound if it holds a pointer. */
static bool param_arg_ok(const struct load_info *info,
			 const struct kernel_param *kp)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(kernel_ops); i++)
		if (kp->ops == kernel_ops[i].ops)
			return in_core(info, (unsigned long)kp->arg,
				       kernel_ops[i].size) &&
			       param_value_ok(info, kp);
	return module_ops_ok(info, kp->ops) &&
	       in_core(info, (unsigned long)kp->arg, 1);
}

int verify_params(struct load_info *info)
{
	const struct module *mod = info->mod;
	unsigned int i;

	for (i = 0; i < mod->num_kp; i++) {
		const struct kernel_param *kp = &mod->kp[i];

		if (!core_string(info, kp->name) || !good_name(kp->name))
			return load_err(info, -ENOEXEC,
					"__param entry %u: name at 0x%x is not "
					"a parameter name of the module",
					i, (u32)(unsigned long)kp->name);
		if (!param_arg_ok(info, kp))
			return load_err(info, -ENOEXEC,
					"__param entry %u (%s): its type or "
					"variable is not the kernel's or the "
					"module's",
					i, kp->name);
	}
	return 0;
}
