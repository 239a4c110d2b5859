// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/main.c - the list of loaded modules, their reference
 * counts and dependencies, symbol lookup across the kernel and modules
 * (find_symbol()), the module memory (module_alloc(), module_free()),
 * and the end of a module: free_module(), sys_delete_module().
 *
 * The loader itself (ELF to running code) is kernel/module/load.c.
 */
#include "linux/kernel.h"
#include "linux/debugfs.h"
#include "linux/fcntl.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/kallsyms.h"
#include "linux/oops.h"
#include "linux/proc_fs.h"
#include "linux/sched.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stop_machine.h"
#include "linux/vmalloc.h"
#include "linux/timer.h"
#include "linux/interrupt.h"
#include "linux/workqueue.h"
#include "linux/kthread.h"
#include "asm/system.h"
#include "internal.h"

/* Loaded modules, newest first (as Linux lists them) */
LIST_HEAD(modules);

/*
 * Linux's module_mutex: the list and the modules' states change under
 * it, and whoever walks the list from a system call holds it, for the
 * kernel preempts a task anywhere (kernel/sched.c).  A load reserves
 * its name by putting its struct module on the list, unformed, before
 * linking anything (add_unformed_module()), so two loads of one name,
 * or a load and an unload, cannot both pass the "is it loaded?" check.
 * The oops path (print_modules(), module_address_lookup()) reads the
 * list without it: an oops may strike while it is held.  Module code
 * (init, exit) never runs under it.
 */
DEFINE_MUTEX(module_mutex);
/* Woken when a module leaves the list or finishes loading */
static DECLARE_WAIT_QUEUE_HEAD(module_wq);
static unsigned long module_events;	/* how many times, for waiters */


/* The module named name, unformed ones (a load in progress) too if asked */
static struct module *find_module_all(const char *name, bool even_unformed)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if ((even_unformed || mod->state != MODULE_STATE_UNFORMED) &&
		    !strcmp(mod->name, name))
			return mod;
	return NULL;
}

/* With module_mutex held */
struct module *find_module(const char *name)
{
	return find_module_all(name, false);
}

static void module_event(void)
{
	module_events++;
	wake_up_all(&module_wq);
}

/*
 * A built-in with parameters has /sys/module/NAME (param_sysfs_init()):
 * a module of that name would share, then delete, its files.  With
 * module_mutex held and no module of that name on the list, the
 * directory can only be a built-in's (a module's is made after it is
 * listed, and removed before it leaves the list).
 */
static bool builtin_has_name(const char *name)
{
	char path[sizeof("sys/module/") + MODULE_NAME_LEN];

	snprintf(path, sizeof(path), "sys/module/%s", name);
	return fs_lookup(path) != NULL;
}

/*
 * The first step of a load that touches the list: info->mod (unformed,
 * not yet linked) takes its name.  Another module of that name that is
 * live, or oopsed for good, makes it EEXIST; one still loading or being
 * removed is waited for, then the check is made again - so a second
 * insmod of a module being loaded fails EEXIST once the first has
 * loaded, or loads if the first failed, as in Linux 6.1.  A signal ends
 * the wait (-ERESTARTSYS).
 */
int add_unformed_module(struct load_info *info)
{
	struct module *mod = info->mod, *old;
	unsigned long seen;
	int err;

	mod->state = MODULE_STATE_UNFORMED;
	for (;;) {
		mutex_lock(&module_mutex);
		old = find_module_all(mod->name, true);
		if (!old && builtin_has_name(mod->name)) {
			mutex_unlock(&module_mutex);
			return load_err(info, -EEXIST, "module name %s is taken "
					"by code built into the kernel "
					"(/sys/module/%s)", mod->name,
					mod->name);
		}
		if (!old) {
			list_add(&mod->list, &modules);
			mutex_unlock(&module_mutex);
			return 0;
		}
		seen = module_events;
		mutex_unlock(&module_mutex);
		if (old->state == MODULE_STATE_LIVE || old->oopsed)
			return load_err(info, -EEXIST,
					"module %s is already loaded",
					mod->name);
		err = wait_event_interruptible(module_wq,
					       module_events != seen);
		if (err)
			return err;
	}
}

/* Off the list: waiting loads of the same name look again. */
void module_unlink(struct module *mod)
{
	mutex_lock(&module_mutex);
	list_del(&mod->list);
	module_event();
	mutex_unlock(&module_mutex);
}

/*
 * After a successful init: the module is live, and the .init sections'
 * memory goes back (under the mutex: /proc/kallsyms may be reading
 * its symbols).
 */
void module_set_live(struct module *mod)
{
	mutex_lock(&module_mutex);
	mod->state = MODULE_STATE_LIVE;
	do_free_init(mod);
	module_event();
	mutex_unlock(&module_mutex);
}

/*
 * The reference count: every entry into a module's code that may sleep
 * (an open file of its device, /proc, debugfs: open_with_fops(),
 * proc_reg_open(); a module using its exports: ref_module()) holds one
 * from before it enters until it can no longer return into the module
 * (the last close), so delete_module(2) never frees code a task is
 * sleeping in or will return to.
 *
 * One atomic_t per module, not Linux 2.6's count per CPU: a per-CPU
 * count spares the cache line's trip between CPUs on every get and put,
 * which pays with hundreds of CPUs opening files of one module; with at
 * most NR_CPUS (8) it is not measurable, and one count is read without
 * adding up CPUs (and is what Linux went back to in 3.x).  The atomic
 * makes gets and puts on several CPUs at once exact; what makes the
 * unload safe is the order between a get and the module's last check:
 * try_module_get() tests the state and counts with interrupts off, and
 * the check runs under stop_machine() (start_going()), which stops
 * every other CPU by an interrupt, so no get is half done while it
 * looks.  A get either counted before (rmmod refused) or sees GOING
 * after (the open fails).
 *
 * module_unload_unsafe=1 on the kernel command line takes the
 * protection away, for the lecture's race demo (docs/smp-locking.md):
 * no count is kept, and rmmod frees a module while a task sleeps in it.
 * A kernel built with `make MODULE_UNLOAD_UNSAFE=y` starts so.
 */
static bool module_unload_unsafe = IS_ENABLED(CONFIG_MODULE_UNLOAD_UNSAFE);
core_param(module_unload_unsafe, module_unload_unsafe, bool, 0444);

bool try_module_get(struct module *mod)
{
	unsigned long flags;
	bool ok = true;

	if (!mod || module_unload_unsafe)
		return true;
	/* no lock: interrupts off on this CPU keep stop_machine() from
	 * stopping it between the test and the count (docs/smp-locking.md,
	 * "Why stop_machine()"), which is all that orders it against rmmod */
	local_irq_save(flags);
	if (mod->state == MODULE_STATE_GOING)
		ok = false;
	else
		atomic_inc(&mod->refcnt);
	local_irq_restore(flags);
	return ok;
}
EXPORT_SYMBOL(try_module_get);

/* A reference taken where the module cannot be going: by its own code
 * (a write to a file it made), or by a holder of one already */
void __module_get(struct module *mod)
{
	if (mod && !module_unload_unsafe)
		atomic_inc(&mod->refcnt);
}
EXPORT_SYMBOL(__module_get);

void module_put(struct module *mod)
{
	if (mod && !module_unload_unsafe)
		atomic_dec(&mod->refcnt);
}
EXPORT_SYMBOL(module_put);

int module_refcount(const struct module *mod)
{
	return atomic_read(&mod->refcnt);
}
EXPORT_SYMBOL(module_refcount);

/* "Modules linked in: a b c", between the trap line and CPU: in an oops */
void print_modules(void)
{
	struct module *mod;

	if (list_empty(&modules))
		return;
	printk("Modules linked in:");
	list_for_each_entry(mod, &modules, list)
		if (mod->state != MODULE_STATE_UNFORMED)
			printk(" %s", mod->name);
	printk("\n");
}

const struct kernel_symbol *find_kernel_export(const char *name)
{
	return ksymtab_find(name, __start___ksymtab, __stop___ksymtab);
}

/*
 * The exported symbol at or below addr: all that is known about a kernel
 * address without kallsyms, as Linux 2.5's lookup_symbol() did
 * (address to name, despite its name).
 */
const struct kernel_symbol *kernel_export_below(unsigned long addr)
{
	const struct kernel_symbol *s, *best = NULL;

	for (s = __start___ksymtab; s < __stop___ksymtab; s++)
		if (s->value <= addr && (!best || s->value > best->value))
			best = s;
	return best;
}

static bool within(unsigned long addr, const void *start, unsigned long size)
{
	return addr >= (unsigned long)start &&
	       addr < (unsigned long)start + size;
}

bool module_text_address(unsigned long addr)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (mod->state != MODULE_STATE_UNFORMED &&
		    (within(addr, mod->module_core, mod->core_text_size) ||
		     within(addr, mod->module_init, mod->init_text_size)))
			return true;
	return false;
}

/* Is addr inside any module's code or data (Linux's is_module_address())? */
bool is_module_address(unsigned long addr)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (mod->state != MODULE_STATE_UNFORMED &&
		    within_module(addr, mod))
			return true;
	return false;
}

/* The module symbol containing addr: binary search of the address-sorted
 * table the loader kept (kernel/module/load.c). */
static const struct module_sym *module_sym_at(const struct module *mod,
					      unsigned long addr)
{
	size_t lo = 0, hi = mod->num_symtab;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (mod->symtab[mid].value <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo ? &mod->symtab[lo - 1] : NULL;
}

struct module *module_holding(unsigned long addr)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (mod->state != MODULE_STATE_UNFORMED &&
		    (within(addr, mod->module_core, mod->core_size) ||
		     within(addr, mod->module_init, mod->init_size)))
			return mod;
	return NULL;
}

const char *module_address_lookup(unsigned long addr, unsigned long *size,
				  unsigned long *offset, const char **modname,
				  char *namebuf)
{
	struct module *mod = module_holding(addr);
	const struct module_sym *sym;

	if (!mod)
		return NULL;
	sym = module_sym_at(mod, addr);
	if (!sym)
		return NULL;
	*size = sym->size;
	*offset = addr - sym->value;
	*modname = mod->name;
	strlcpy(namebuf, sym->name, KSYM_NAME_LEN);
	return namebuf;
}

/* kallsyms_lookup_name(): may be called in atomic context, no mutex */
unsigned long module_kallsyms_lookup_name(const char *name)
{
	struct module *mod;
	unsigned int i;

	list_for_each_entry(mod, &modules, list)
		for (i = 0; mod->state != MODULE_STATE_UNFORMED &&
			    i < mod->num_symtab; i++)
			if (!strcmp(mod->symtab[i].name, name))
				return mod->symtab[i].value;
	return 0;
}

/* /proc/kallsyms lines for module symbols: "addr t name\t[mod]" */
void module_kallsyms_show(struct seq_buf *s)
{
	bool show = kallsyms_show_value();
	struct module *mod;
	unsigned int i;

	mutex_lock(&module_mutex);
	list_for_each_entry(mod, &modules, list)
		for (i = 0; mod->state != MODULE_STATE_UNFORMED &&
			    i < mod->num_symtab; i++)
			seq_printf(s, "%08lx %c %s\t[%s]\n",
				   show ? mod->symtab[i].value : 0,
				   mod->symtab[i].type,
				   mod->symtab[i].name, mod->name);
	mutex_unlock(&module_mutex);
}

/* An export by name: the kernel's first, then each live module's
 * (module_mutex held). */
const struct kernel_symbol *find_symbol(const char *name,
					struct module **owner)
{
	const struct kernel_symbol *sym = find_kernel_export(name);
	struct module *mod;

	*owner = NULL;
	if (sym)
		return sym;
	list_for_each_entry(mod, &modules, list) {
		if (mod->state != MODULE_STATE_LIVE)
			continue;
		sym = ksymtab_find(name, mod->syms, mod->syms + mod->num_syms);
		if (sym) {
			*owner = mod;
			return sym;
		}
	}
	return NULL;
}

/* Record (once) that module a uses b's exports: b is pinned. */
int ref_module(struct module *a, struct module *b)
{
	struct module_use *use;

	list_for_each_entry(use, &a->target_list, target_list)
		if (use->target == b)
			return 0;
	use = kzalloc(sizeof(*use), GFP_KERNEL);
	if (!use || !try_module_get(b)) {
		kfree(use);
		return -ENOENT;
	}
	use->source = a;
	use->target = b;
	list_add_tail(&use->source_list, &b->source_list);
	list_add_tail(&use->target_list, &a->target_list);
	return 0;
}

/* Drop every reference mod holds on the modules it uses. */
void module_unload_free(struct module *mod)
{
	struct module_use *use, *n;

	list_for_each_entry_safe(use, n, &mod->target_list, target_list) {
		list_del(&use->source_list);
		list_del(&use->target_list);
		module_put(use->target);
		kfree(use);
	}
}

/*
 * One region of a module (its core or its init), from the vmalloc
 * area, as the arch code provides it in Linux.  A region may need more
 * than page alignment: its largest section's.
 */
void *module_alloc(unsigned long size, unsigned long align)
{
	return vmalloc_aligned(size, align);
}

/* Give back one region module_alloc() made; NULL is nothing. */
void module_free(struct module *mod, void *region)
{
	(void)mod;
	vfree(region);
}

/*
 * The end of a module: everything it holds, then its memory.  Its
 * /sys/module/NAME goes before its name is free for another load.
 */
void free_module(struct module *mod)
{
	mod_sysfs_teardown(mod);
	module_unlink(mod);
	module_unload_free(mod);
	free_kallsyms(mod);
	percpu_modfree(mod);
	kfree(mod->args);
	kfree(mod->version);
	module_free(mod, mod->module_init);
	module_free(mod, mod->module_core);	/* mod itself lives in here */
}

/* The .init sections' memory goes back (module_mutex held). */
void do_free_init(struct module *mod)
{
	module_kallsyms_drop_init(mod);
	module_free(mod, mod->module_init);
	mod->module_init = NULL;
	mod->init_size = 0;
	mod->init_text_size = 0;
}

/*
 * Called when a module is linked and published, just before its init
 * runs.  It does nothing: it is where scripts/gdb/ sets its breakpoint
 * to load the module's symbols, so noinline and never optimised away.
 */
noinline void module_loaded(struct module *mod)
{
	asm volatile("" : : "r"(mod) : "memory");
}

/*
 * do_exit() of every task: one that dies inside a module's init or exit
 * (an oops kills the task) leaves the module half set up or half torn
 * down.  What it registered may still point into it, so its memory
 * stays; it is marked, takes no new users (find_symbol() binds only to
 * live modules) and can never be removed.  The image insmod handed in
 * is already gone: load_module() frees it before init runs.
 */
void module_task_exit(struct task_struct *tsk)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list) {
		if (mod->caller != tsk)
			continue;
		mod->caller = NULL;
		mod->oopsed = true;
		printk(KERN_ERR "%s: oops in its %s function: the module "
		       "stays in memory, unusable, and cannot be removed\n",
		       mod->name,
		       mod->state == MODULE_STATE_COMING ? "init" : "exit");
	}
}

/* What rmmod says of a module that is not live, into why */
static int module_not_live(const struct module *mod, char *why, size_t size)
{
	const char *what = mod->state == MODULE_STATE_COMING ? "init" : "exit";

	if (mod->oopsed)
		snprintf(why, size, "%s cannot be removed: its %s function "
			 "oopsed", mod->name, what);
	else if (mod->state == MODULE_STATE_COMING)
		snprintf(why, size, "%s is still loading", mod->name);
	else
		snprintf(why, size, "%s is being removed", mod->name);
	return -EBUSY;
}

/*
 * Whether mod may go, with delete_module(2)'s errors: EWOULDBLOCK for a
 * module other modules or open files still use (Linux since 3.13 never
 * waits for the count to drop, O_NONBLOCK or not), EBUSY for one not
 * live or without an exit function.  The reason goes into why.
 */
static int module_busy(struct module *mod, unsigned int flags, char *why,
		       size_t size)
{
	if (!list_empty(&mod->source_list)) {
		struct module_use *use = list_first_entry(
			&mod->source_list, struct module_use, source_list);

		snprintf(why, size, "%s is in use by %s", mod->name,
			 use->source->name);
		return -EWOULDBLOCK;
	}
	if (module_refcount(mod)) {
		snprintf(why, size, "%s is in use (refcount %d)", mod->name,
			 module_refcount(mod));
		return -EWOULDBLOCK;
	}
	if (mod->state != MODULE_STATE_LIVE)
		return module_not_live(mod, why, size);
	if (!mod->exit && !(flags & O_TRUNC)) {
		snprintf(why, size, "%s has no exit function: it cannot be "
			 "removed (rmmod -f forces it)", mod->name);
		return -EBUSY;
	}
	return 0;
}

struct going {
	struct module *mod;
	unsigned int flags;
	char *why;
	size_t size;
};

/* Linux's __try_stop_module(): under stop_machine(), nothing else runs */
static int try_stop_module(void *data)
{
	struct going *g = data;
	int ret = module_busy(g->mod, g->flags, g->why, g->size);

	if (!ret)
		g->mod->state = MODULE_STATE_GOING;
	return ret;
}

/*
 * With module_mutex held: mod is GOING, or the error and why not.  The
 * count's check and the state's change are one step for every CPU
 * (stop_machine(): see try_module_get()).  Nothing is printed here: a
 * console write under the mutex would keep a waiting insmod out of it
 * for as long as rmmod is retried.
 */
static int start_going(struct module *mod, unsigned int flags, char *why,
		       size_t size)
{
	struct going g = { mod, flags, why, size };

	return stop_machine(try_stop_module, &g, NULL);
}

/* delete_module(2): flags O_TRUNC forces out a module without exit. */
int sys_delete_module(const char __user *uname, unsigned int flags)
{
	char name[MODULE_NAME_LEN];
	char why[2 * MODULE_NAME_LEN + 64];
	struct module *mod;
	long n;
	int ret = may_init_module();

	if (ret)
		return ret;
	n = strncpy_from_user(name, uname, sizeof(name) - 1);
	if (n < 0)
		return (int)n;
	name[n] = '\0';
#ifdef CONFIG_MODULES_24
	if (module24_forget(name))	/* created, never initialised */
		return 0;
#endif
	mutex_lock(&module_mutex);
	mod = find_module(name);
	ret = mod ? start_going(mod, flags, why, sizeof(why)) : -ENOENT;
	mutex_unlock(&module_mutex);
	if (mod && ret)	/* not loaded: rmmod says so, nothing to explain */
		printk(KERN_ERR "rmmod: %s\n", why);
	if (ret)
		return ret;
	if (!mod->exit) {
		printk(KERN_WARNING "rmmod: forcing the removal of %s: "
		       "kernel tainted\n", mod->name);
		add_taint(TAINT_FORCED_RMMOD);
	}
	mod->caller = current;
	if (mod->exit)
		mod->exit();
	mod->caller = NULL;
	/* What its exit left behind would run in freed memory: stop it. */
	timers_module_going(mod);
	tasklets_module_going(mod);
	work_module_going(mod);
	kthreads_module_going(mod);
	proc_module_going(mod);
	debugfs_module_going(mod);
	free_module(mod);
	return 0;
}
