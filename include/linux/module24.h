/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MODULE24_H
#define _LINUX_MODULE24_H
/*
 * The Linux 2.4 module interface (modutils' insmod links in user space),
 * kept beside 2.5's init_module(2) when CONFIG_MODULES_24 is set:
 * kernel/module/legacy24.c, user/insmod24.c, docs/insmod24.md.
 */

/* get_kernel_syms(2): one exported symbol, 2.4's layout */
struct kernel_sym {
	unsigned long value;
	char name[60];
};

/*
 * What 2.4's init_module(name, image) is handed here.  2.4 passed the
 * linked bytes behind a struct module; this kernel keeps reading the
 * exports, parameters and symbol names from the ELF headers, so the
 * image is the .ko whose loaded sections insmod24 has relocated in place
 * for the address create_module(2) returned.  size_of_struct is 2.4's
 * version check: an image of another layout is refused (EINVAL).
 */
struct module24_image {
	unsigned long size_of_struct;
	const void *elf;
	unsigned long elf_len;
	const char *args;		/* "name=value ..." */
};

/* query_module(2)'s questions (kernel/module/query24.c) */
#define QM_NONE		0
#define QM_MODULES	1
#define QM_DEPS		2
#define QM_REFS		3
#define QM_SYMBOL	4
#define QM_INFO		5

/* QM_SYMBOL: one export; name is the offset of its name in the buffer */
struct module_symbol {
	unsigned long value;
	unsigned long name;
};

/* QM_INFO */
struct module_info {
	unsigned long addr;
	unsigned long size;
	unsigned long flags;		/* MOD_RUNNING... */
	long usecount;
};

/* 2.4's module state flags, as QM_INFO reports them */
#define MOD_RUNNING		1
#define MOD_DELETED		2
#define MOD_INITIALIZING	64

#ifdef __KERNEL__
long sys_create_module(const char __user *name, unsigned long size);
long sys_get_kernel_syms(struct kernel_sym __user *table);
long sys_query_module(const char __user *name, int which, char __user *buf,
		      size_t bufsize, size_t __user *ret);
#endif

#endif /* _LINUX_MODULE24_H */
