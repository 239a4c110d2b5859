/* SPDX-License-Identifier: GPL-2.0 */
/*
 * kernel/module/internal.h - between the module loader's files
 * (kernel/module/); not for modules.
 */
#ifndef _KERNEL_MODULE_INTERNAL_H
#define _KERNEL_MODULE_INTERNAL_H

#include "linux/module.h"
#include "linux/module_elf.h"

/* "source uses target's exports": pins target while source is loaded */
struct module_use {
	struct list_head source_list;	/* on target->source_list */
	struct list_head target_list;	/* on source->target_list */
	struct module *source, *target;
};

/* kernel/module/main.c */
struct mutex;
extern struct mutex module_mutex;	/* the list and the states */
/* the kernel's exports, sorted by name (linker.ld) */
extern const struct kernel_symbol __start___ksymtab[], __stop___ksymtab[];
int add_unformed_module(struct load_info *info);
void module_unlink(struct module *mod);
void module_set_live(struct module *mod);
const struct kernel_symbol *find_symbol(const char *name,
					struct module **owner);
int ref_module(struct module *a, struct module *b);
void module_unload_free(struct module *mod);
void *module_alloc(unsigned long size, unsigned long align);
void module_free(struct module *mod, void *region);
void free_module(struct module *mod);
void do_free_init(struct module *mod);
void module_loaded(struct module *mod);

/* kernel/module/verify.c */
int check_module_name(struct load_info *info);
int check_table_sections(struct load_info *info);
int check_modstruct(struct load_info *info);
int verify_init_exit(struct load_info *info);
int verify_ksymtab(struct load_info *info);
int verify_params(struct load_info *info);

/* kernel/module/kallsyms.c */
int add_kallsyms(struct module *mod, struct load_info *info);
void free_kallsyms(struct module *mod);
void module_kallsyms_drop_init(struct module *mod);

/* kernel/module/sysfs.c */
int mod_sysfs_setup(struct module *mod, struct load_info *info);
void mod_sysfs_teardown(struct module *mod);

/* finit_module(2) flags, Linux's values (include/uapi/linux/module.h) */
#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2
#define MODULE_INIT_COMPRESSED_FILE	4

/*
 * kernel/module/load.c: links image (vmalloc'd; freed there) into fresh
 * memory, or (block not NULL: 2.4's init_module, already linked by user
 * space for block->mem) into that block, which it then owns.
 */
struct module_block {
	void *mem;
	u32 size;
};
int load_module_into(void *image, unsigned long len, const char *uargs,
		     int flags, const struct module_block *block);
#define load_module(image, len, uargs, flags) \
	load_module_into(image, len, uargs, flags, NULL)
/* kernel/module/legacy24.c: one region, nothing freed after init */
void module24_one_region(struct module *mod, const struct load_info *info);
int module24_init(const void __user *uname, unsigned long uimage,
		  bool *handled);
bool module24_forget(const char *name);

/* kernel/module/syscalls.c */
#define MODULE_ARGS_MAX	1024		/* insmod's parameter string */
#define MODULE_LEN_MAX	(64UL << 20)	/* vmalloc's reach */
int may_init_module(void);
int copy_module_args(char *args, const char __user *uargs);

#endif /* _KERNEL_MODULE_INTERNAL_H */
