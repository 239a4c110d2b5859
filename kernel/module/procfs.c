// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/procfs.c - the module files of /proc, where Linux keeps
 * them (Linux 6.x's kernel/module/procfs.c; in 2.5, kernel/module.c):
 *	/proc/modules	one line per module: name, size, users, state, address
 *	/proc/ksyms	every exported symbol, "ADDR NAME" for the kernel's
 *			and "ADDR NAME\t[MODULE]" for a module's, as Linux
 *			2.5.38 listed them (2.6 replaced the file with
 *			/proc/kallsyms, which kernel/kallsyms.c also has)
 * Addresses only for a reader with CAP_SYSLOG (kallsyms_show_value()).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/seq_buf.h"
#include "internal.h"

extern const struct kernel_symbol __start___ksymtab[], __stop___ksymtab[];

static const char *const state_names[] = {
	[MODULE_STATE_LIVE] = "Live",
	[MODULE_STATE_COMING] = "Loading",
	[MODULE_STATE_GOING] = "Unloading",
};

/* "hello 4096 0 - Live 0xd0806000", users listed as "consumer,", and
 * "[permanent]," for a module that cannot be unloaded */
static size_t proc_modules_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	bool show = kallsyms_show_value();	/* the reader's right */
	struct module *mod;

	(void)priv;
	mutex_lock(&module_mutex);
	list_for_each_entry (mod, &modules, list) {
		struct module_use *use;
		/* an init without an exit: it can never be unloaded (but
		 * by force), which Linux lists as a user of its own */
		bool permanent = mod->init && !mod->exit;

		if (mod->state == MODULE_STATE_UNFORMED)
			continue;	/* a load that has only its name */
		seq_printf(&s, "%s %lu %d ", mod->name,
			   mod->core_size + mod->init_size, module_refcount(mod));
		list_for_each_entry (use, &mod->source_list, source_list)
			seq_printf(&s, "%s,", use->source->name);
		if (permanent)
			seq_printf(&s, "[permanent],");
		if (list_empty(&mod->source_list) && !permanent)
			seq_printf(&s, "-");
		seq_printf(&s, " %s 0x%08lx\n", state_names[mod->state],
			   show ? (unsigned long)mod->module_core : 0);
	}
	mutex_unlock(&module_mutex);
	return s.len;
}

/* The kernel's exports in __ksymtab order, then each module's. */
static size_t proc_ksyms_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	const struct kernel_symbol *ks;
	bool show = kallsyms_show_value();
	struct module *mod;
	unsigned int i;

	(void)priv;
	for (ks = __start___ksymtab; ks < __stop___ksymtab; ks++)
		seq_printf(&s, "%08lx %s\n", show ? ks->value : 0, ks->name);
	mutex_lock(&module_mutex);
	list_for_each_entry (mod, &modules, list)
		for (i = 0; mod->state != MODULE_STATE_UNFORMED &&
			    i < mod->num_syms; i++)
			seq_printf(&s, "%08lx %s\t[%s]\n",
				   show ? mod->syms[i].value : 0,
				   mod->syms[i].name, mod->name);
	mutex_unlock(&module_mutex);
	return s.len;
}

void __init proc_modules_init(void)
{
	fs_create_gen("proc/modules", proc_modules_show, NULL);
	fs_create_gen("proc/ksyms", proc_ksyms_show, NULL);
}
