/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Between the module loader's files (kernel/module*.c); not for modules.
 */
#ifndef _KERNEL_MODULE_INTERNAL_H
#define _KERNEL_MODULE_INTERNAL_H

#include "linux/module.h"
#include "linux/module_elf.h"

/* "source uses target's exports": pins target while source is loaded */
struct module_use {
	struct list_head source_list;	/* on target->source_list */
	struct list_head target_list;	/* on the user's list */
	struct module *source, *target;
};

/* kernel/module/main.c */
const struct kernel_symbol *find_export(const char *name,
					struct module **owner);
int use_module(struct list_head *uses, struct module *target);
void release_uses(struct list_head *uses);
void module_free(struct module *mod);
void module_free_init(struct module *mod);
void module_loaded(struct module *mod);

/* kernel/module/setup.c */
void module_free_meta(struct module *mod);
int publish_module(struct load_info *info, struct list_head *uses,
		   const char *args, bool gpl_ok, char *err, size_t errlen,
		   struct module **ret);

/* kernel/module/kallsyms.c */
int module_kallsyms_build(struct module *mod, const struct load_info *info);
void module_kallsyms_drop_init(struct module *mod);

/* kernel/module/sysfs.c */
int module_sysfs_add(struct module *mod);
void module_sysfs_remove(struct module *mod);
void module_proc_init(void);

#endif /* _KERNEL_MODULE_INTERNAL_H */
