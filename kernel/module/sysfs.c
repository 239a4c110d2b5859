// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/sysfs.c - modules as files, with Linux's names:
 *	/sys/module/NAME/parameters/PARAM	current value of a parameter
 *	/sys/module/NAME/sections/SECTION	where a section was loaded
 * Parameters of code built into the kernel ("demo_builtin.count")
 * appear under /sys/module/demo_builtin/ too, as in Linux.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "asm/page.h"
#include "internal.h"

extern const struct kernel_param __start___param[], __stop___param[];

static size_t param_show(char *buf, size_t size, void *priv)
{
	const struct kernel_param *kp = priv;
	int n = kp->ops->get(buf, size, kp);

	if (n < 0 || (size_t)n + 2 > size)
		return size + PAGE_SIZE;	/* render() retries bigger */
	buf[n] = '\n';
	buf[n + 1] = '\0';
	return n + 1;
}

static size_t section_show(char *buf, size_t size, void *priv)
{
	const struct module_section *sec = priv;

	return snprintf(buf, size, "0x%08lx\n", sec->addr);
}

static int add_param_file(const char *modname, const char *param,
			  const struct kernel_param *kp)
{
	char path[PATH_MAX];

	snprintf(path, sizeof(path), "sys/module/%s/parameters/%s", modname,
		 param);
	return fs_create_gen(path, param_show, (void *)kp) ? 0 : -ENOMEM;
}

/* Every loaded section's address, for /sys/module/NAME/sections and gdb */
static int setup_sections(struct module *mod, struct load_info *info)
{
	unsigned int i, n = 0;

	for (i = 1; i < info->shnum; i++)
		n += elf_module_section_loaded(info, i);
	mod->sections = kzalloc(sizeof(*mod->sections) +
					n * sizeof(mod->sections->s[0]),
				GFP_KERNEL);
	if (!mod->sections)
		return load_err(info, -ENOMEM,
				"no room for the addresses of %u sections", n);
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

static int add_section_files(struct module *mod, struct load_info *info)
{
	char path[PATH_MAX];
	unsigned int i;

	for (i = 0; i < mod->sections->count; i++) {
		snprintf(path, sizeof(path), "sys/module/%s/sections/%s",
			 mod->name, mod->sections->s[i].name);
		if (!fs_create_gen(path, section_show, &mod->sections->s[i]))
			return load_err(info, -ENOMEM, "cannot create /%s",
					path);
	}
	return 0;
}

/*
 * /sys/module/NAME (early_mod_check() made sure no built-in has it),
 * its parameters and its sections.
 */
int mod_sysfs_setup(struct module *mod, struct load_info *info)
{
	char path[PATH_MAX];
	unsigned int i;
	int err;

	snprintf(path, sizeof(path), "sys/module/%s", mod->name);
	mod->sysfs_dir = fs_mkdir_p(path);
	if (!mod->sysfs_dir)
		return load_err(info, -ENOMEM, "cannot create /%s", path);
	for (i = 0; i < mod->num_kp; i++)
		if (mod->kp[i].perm &&
		    add_param_file(mod->name, mod->kp[i].name, &mod->kp[i]))
			return load_err(info, -ENOMEM,
					"cannot create /%s/parameters/%s",
					path, mod->kp[i].name);
	err = setup_sections(mod, info);
	if (!err)
		err = add_section_files(mod, info);
	return err;
}

void mod_sysfs_teardown(struct module *mod)
{
	if (mod->sysfs_dir)
		fs_remove_tree(mod->sysfs_dir);
	mod->sysfs_dir = NULL;
	kfree(mod->sections);
	mod->sections = NULL;
}

/*
 * Linux's name: the parameters of code built into the kernel, as
 * "demo_builtin.count" -> /sys/module/demo_builtin/parameters/count.
 */
void __init param_sysfs_init(void)
{
	const struct kernel_param *kp;

	for (kp = __start___param; kp < __stop___param; kp++) {
		const char *dot = strchr(kp->name, '.');
		char modname[MODULE_NAME_LEN];

		if (!dot || !kp->perm ||
		    (size_t)(dot - kp->name) >= sizeof(modname))
			continue;
		memcpy(modname, kp->name, dot - kp->name);
		modname[dot - kp->name] = '\0';
		add_param_file(modname, dot + 1, kp);
	}
}
