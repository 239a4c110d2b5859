/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MODULE_H
#define _LINUX_MODULE_H

#include "linux/kernel.h"
#include "linux/list.h"
#include "asm/uaccess.h"
#include "linux/init.h"
#include "linux/export.h"
#include "linux/moduleparam.h"
#include "linux/atomic.h"
#include "linux/stat.h"
#include "linux/gfp.h"	/* Linux reaches it through kmod.h */
/* What Linux 6.1's module.h brings on i386 and modules use unnamed (LKP
 * 2e's helper library sleeps with schedule_timeout(), asks in_task() and
 * HZ): tasks through its elf.h -> asm/elf.h -> asm/syscall.h -> sched.h ->
 * pid.h -> rculist.h; locks, preemption and RCU through its mm_types.h */
#include "linux/sched.h"
#include "linux/rculist.h"
#include "linux/spinlock.h"
#include "linux/preempt.h"
#include "linux/rcupdate.h"
/* and through kmod.h -> umh.h, gfp.h -> mmzone.h -> ... -> percpu.h */
#include "linux/umh.h"
#include "linux/percpu.h"

#define MODULE_NAME_LEN	(64 - sizeof(unsigned long))

struct task_struct;

enum module_state {
	MODULE_STATE_LIVE,
	MODULE_STATE_COMING,
	MODULE_STATE_GOING,
	MODULE_STATE_UNFORMED,	/* on the list to hold its name, not linked yet */
};

struct module_sym {			/* one entry of a module's kallsyms */
	unsigned long value;
	unsigned long size;
	const char *name;
	char type;			/* nm letter */
	bool init;			/* in the init region: dropped after init */
};

/* Where each section was loaded: /sys/module/NAME/sections, and what
 * scripts/gdb reads from guest memory to run add-symbol-file. */
struct module_section {
	char name[32];
	unsigned long addr;
};

struct module_sections {
	unsigned int count;
	struct module_section s[];
};

/* "source uses target's exports": pins target while source is loaded */
struct module_use {
	struct list_head source_list;	/* on target->source_list */
	struct list_head target_list;	/* on source->target_list */
	struct module *source, *target;
};

/*
 * A loaded module.  The module's own .ko carries this structure in its
 * section .gnu.linkonce.this_module (written by scripts/modpost with the
 * name, init and exit filled in); the loader uses that copy, laid out
 * in the module's core memory, as the live object - as Linux does.  Of
 * the file's copy it keeps only name, init and exit, and sets every
 * other field itself (kernel/module/load.c, setup_struct_module()).
 * Both sides are compiled from this header, so the layouts agree.
 */
struct module {
	enum module_state state;
	struct list_head list;
	char name[MODULE_NAME_LEN];
	int (*init)(void);
	void (*exit)(void);

	/* filled in by the loader */
	const struct kernel_symbol *syms;	/* its exports, sorted */
	unsigned int num_syms;
	const struct kernel_param *kp;
	unsigned int num_kp;
	void *module_init, *module_core;
	unsigned long init_size, core_size;
	unsigned long init_text_size, core_text_size;
	struct module_sym *symtab;		/* for kallsyms, by address */
	unsigned int num_symtab;
	char *strtab;
	struct lineinfo *lineinfo;		/* its source lines, or NULL */
	atomic_t refcnt;	/* users: open files, other modules (main.c) */
	struct list_head source_list;		/* modules using our exports */
	struct list_head target_list;		/* modules we use */
	char *args;				/* backs charp parameters */
	const char *version;	/* MODULE_VERSION()'s, a copy; or NULL */
	bool gpl_compatible;
	unsigned long taints;
	struct dentry *sysfs_dir;		/* /sys/module/NAME */
	struct module_sections *sections;
	void *percpu;				/* its .data..percpu: a */
	unsigned int percpu_size;		/* __percpu pointer */
	struct task_struct *caller;		/* running its init or exit */
	bool oopsed;				/* ...and died there */
};

#ifdef MODULE
extern struct module __this_module;
#define THIS_MODULE	(&__this_module)
/*
 * The loader calls init_module/cleanup_module: aliases of the user's
 * functions, with their attributes copied (__init's section and `cold`;
 * gcc warns about an alias that lacks them).  An alias that is the only
 * use of a static function lets clang's optimiser (LLVM GlobalOpt) give
 * the function the alias's name and drop its own, so an oops in it would
 * say init_module; a second reference, in init data freed after init,
 * keeps the function's name, as gcc always does.
 */
#if __has_attribute(__copy__)
#define __module_copy(fn)	__attribute__((__copy__(fn)))
#else
#define __module_copy(fn)
#endif
#define __module_keep_name(type, fn)                                     \
	static type __module_ref_##fn __attribute__((used)) __initdata = fn
#define module_init(fn)                                                 \
	__module_keep_name(initcall_t, fn);                             \
	int init_module(void) __module_copy(fn) __attribute__((alias(#fn)));
#define module_exit(fn)                                                 \
	__module_keep_name(exitcall_t, fn);                             \
	void cleanup_module(void) __module_copy(fn)                     \
		__attribute__((alias(#fn)));
#else
#define THIS_MODULE	((struct module *)0)
#define module_init(fn)	__define_initcall(fn);
#define module_exit(fn)	/* built in: never unloaded */
#endif

#define __MODULE_UNIQUE(p, l)	__MODULE_UNIQUE_(p, l)
#define __MODULE_UNIQUE_(p, l)	p##l

/* "tag=value" strings in .modinfo, read by the loader and `modinfo`. */
#ifdef MODULE
#undef __MODULE_INFO
#define __MODULE_INFO(tag, name, info)                                   \
	static const char __MODULE_UNIQUE(__mod_##tag##_, __LINE__)[]    \
		__attribute__((used, section(".modinfo"), aligned(1)))  \
		= #tag "=" info
#else
#undef __MODULE_INFO
#define __MODULE_INFO(tag, name, info)	/* built in: nowhere to put it */
#endif

#define MODULE_INFO(tag, info)	__MODULE_INFO(tag, tag, info)
#define MODULE_LICENSE(l)	MODULE_INFO(license, l)
#define MODULE_AUTHOR(a)	MODULE_INFO(author, a)
#define MODULE_DESCRIPTION(d)	MODULE_INFO(description, d)
#define MODULE_VERSION(v)	MODULE_INFO(version, v)
#define MODULE_ALIAS(a)		MODULE_INFO(alias, a)
/* Linux's modpost turns the table into aliases for udev to load the
 * module by; oops386 loads no module by alias: the table gets the name
 * Linux gives it (an alias of it, as Linux's macro makes) and no more */
#define MODULE_DEVICE_TABLE(type, name)					\
	extern typeof(name) __mod_##type##__##name##_device_table	\
		__attribute__((unused, alias(__stringify(name))))
/* Documentation only, as in Linux until 5.12 (it never stored anything). */
#define MODULE_SUPPORTED_DEVICE(name)
/*
 * 2.4 and 2.5.38: "this module exports nothing" for modutils' insmod,
 * which otherwise exported every global.  Only EXPORT_SYMBOL exports
 * here (as since 2.6), so it says what is already true.
 */
#define EXPORT_NO_SYMBOLS

#ifdef MODULE
/*
 * 2.4's and 2.5.38's use count, kept by the module itself: while it is
 * above zero rmmod refuses (EBUSY, "in use"), as modutils' did.  It is
 * the count try_module_get() and module_put() keep.  2.6 kept the
 * macros until 2.6.16 but also marked such a module unsafe to remove:
 * a task can be inside its open() before the count goes up.  oops386
 * keeps 2.5.38's meaning, hole included; a file_operations .owner (2.4
 * on) closes it, the count being taken before open() is called.
 */
#define MOD_INC_USE_COUNT	((void)try_module_get(THIS_MODULE))
#define MOD_DEC_USE_COUNT	module_put(THIS_MODULE)
#endif

/* Is addr inside the module's loaded code or data (Linux's within_module())? */
static inline bool within_module(unsigned long addr, const struct module *mod)
{
	unsigned long core = (unsigned long)mod->module_core,
		      init = (unsigned long)mod->module_init;

	return (addr >= core && addr - core < mod->core_size) ||
	       (init && addr >= init && addr - init < mod->init_size);
}

struct module *find_module(const char *name);
bool try_module_get(struct module *mod);
void __module_get(struct module *mod);
void module_put(struct module *mod);
int module_refcount(const struct module *mod);
void print_modules(void);
const char *module_address_lookup(unsigned long addr, unsigned long *size,
				  unsigned long *offset, const char **modname,
				  char *namebuf);
bool module_text_address(unsigned long addr);
bool is_module_address(unsigned long addr);
/* kernel/module/lineinfo.c: the line table of the module holding addr */
int module_lineinfo_lookup(unsigned long addr, const char **file, u32 *line);
unsigned long module_kallsyms_lookup_name(const char *name);
struct seq_buf;
void module_kallsyms_show(struct seq_buf *s);
const struct kernel_symbol *find_kernel_export(const char *name);
const struct kernel_symbol *kernel_export_below(unsigned long addr);
/*
 * The system calls behind insmod and rmmod, with Linux's arguments, all
 * pointers into user memory (asm/uaccess.h): init_module(2) takes the
 * .ko's bytes (the kernel links a private copy) and the parameters as
 * one string; delete_module(2) takes the module name and
 * O_NONBLOCK|O_TRUNC (linux/fcntl.h).  0 or a negative errno; the reason
 * is in the log.
 */
int sys_init_module(const void __user *umod, unsigned long len,
		    const char __user *uargs);
int sys_delete_module(const char __user *name, unsigned int flags);
void proc_modules_init(void);
void module_task_exit(struct task_struct *tsk);
void param_sysfs_init(void);
extern struct list_head modules;

#endif /* _LINUX_MODULE_H */
