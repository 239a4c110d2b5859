// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/sysfs.c - modules as files, with Linux's names:
 *	/proc/modules				one line per module
 *	/sys/module/NAME/parameters/PARAM	current value of a parameter
 *	/sys/module/NAME/sections/SECTION	where a section was loaded
 * Parameters of code built into the kernel ("demo_builtin.count")
 * appear under /sys/module/demo_builtin/ too, as in Linux.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/seq_buf.h"
#include "asm/page.h"
#include "internal.h"

extern const struct kernel_param __start___param[], __stop___param[];

static const char *const state_names[] = {
	[MODULE_STATE_LIVE] = "Live",
	[MODULE_STATE_COMING] = "Loading",
	[MODULE_STATE_GOING] = "Unloading",
};

/* "hello 4096 0 - Live 0xd0806000", users listed as "consumer," */
static size_t proc_modules_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	struct module *mod;

	(void)priv;
	list_for_each_entry(mod, &modules, list) {
		struct module_use *use;

		seq_printf(&s, "%s %lu %d ", mod->name,
			   mod->core_size + mod->init_size, mod->refcnt);
		list_for_each_entry(use, &mod->source_list, source_list)
			seq_printf(&s, "%s,", use->source->name);
		if (list_empty(&mod->source_list))
			seq_printf(&s, "-");
		seq_printf(&s, " %s 0x%08lx\n", state_names[mod->state],
			   (unsigned long)mod->module_core);
	}
	return s.len;
}

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

int module_sysfs_add(struct module *mod)
{
	char path[PATH_MAX];
	unsigned int i;

	snprintf(path, sizeof(path), "sys/module/%s", mod->name);
	mod->sysfs_dir = fs_mkdir_p(path);
	if (!mod->sysfs_dir)
		return -ENOMEM;
	for (i = 0; i < mod->num_kp; i++)
		if (mod->kp[i].perm &&
		    add_param_file(mod->name, mod->kp[i].name, &mod->kp[i]))
			return -ENOMEM;
	for (i = 0; i < mod->sections->count; i++) {
		snprintf(path, sizeof(path), "sys/module/%s/sections/%s",
			 mod->name, mod->sections->s[i].name);
		if (!fs_create_gen(path, section_show, &mod->sections->s[i]))
			return -ENOMEM;
	}
	return 0;
}

void module_sysfs_remove(struct module *mod)
{
	if (mod->sysfs_dir)
		fs_remove_tree(mod->sysfs_dir);
	mod->sysfs_dir = NULL;
}

/* "demo_builtin.count" -> /sys/module/demo_builtin/parameters/count */
static void __init add_builtin_params(void)
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

void __init module_proc_init(void)
{
	fs_create_gen("proc/modules", proc_modules_show, NULL);
	add_builtin_params();
}
