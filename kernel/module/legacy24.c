// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/legacy24.c - Linux 2.4's module interface, beside 2.5's
 * (CONFIG_MODULES_24; docs/insmod24.md measures the two).  In 2.4 the
 * linker was user space's (modutils' insmod, here user/insmod24.c):
 *
 *	get_kernel_syms(2)	the exports, to resolve against
 *	create_module(2)	reserve the module's memory: its address is
 *				what insmod relocates for
 *	init_module(name, image)  copy the linked image there and run init
 *
 * 2.5 gave number 128 to an init_module of another signature.  Both live
 * there: the call is 2.4's when its first argument is the name of a
 * module create_module made and init_module has not yet taken.  A 2.5
 * image starts with ELF's magic "\177ELF", which no module name can
 * (create_module refuses names that are not printable), so no 2.5 call
 * is mistaken for a 2.4 one.
 *
 * The kernel still reads the exports, parameters and symbol names from
 * the image's ELF headers (load_module() in kernel/module/load.c),
 * so a module behaves the same both ways; what it no longer does is
 * relocate.  As in 2.4, nothing is freed after init: core and init share
 * the one block (module24_one_region()).
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/module.h"
#include "linux/module24.h"
#include "linux/mutex.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/vmalloc.h"
#include "internal.h"

/* A block create_module reserved that init_module has not yet taken */
struct created24 {
	struct list_head list;
	char name[MODULE_NAME_LEN];
	struct module_block block;
};

static LIST_HEAD(created);	/* under module_mutex */

static struct created24 *find_created(const char *name)
{
	struct created24 *c;

	list_for_each_entry(c, &created, list)
		if (!strcmp(c->name, name))
			return c;
	return NULL;
}

/* A module name: printable, no '/', as modutils allowed */
static int copy_module_name(char *name, const char __user *uname)
{
	long n = strncpy_from_user(name, uname, MODULE_NAME_LEN);
	long i;

	if (n < 0)
		return (int)n;
	if (n == 0 || n == MODULE_NAME_LEN)
		return -EINVAL;
	for (i = 0; i < n; i++)
		if (name[i] <= ' ' || name[i] > '~' || name[i] == '/')
			return -EINVAL;
	return 0;
}

/*
 * create_module(2): EEXIST if a module of that name is loaded or being
 * created, EINVAL for a bad name or size, ENOMEM if there is no room.
 * The block's address is the return value (2.4's caddr_t).
 */
long sys_create_module(const char __user *uname, unsigned long size)
{
	struct created24 *c;
	int err = may_init_module();

	if (err)
		return err;
	c = kzalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return -ENOMEM;
	err = copy_module_name(c->name, uname);
	if (!err && (size == 0 || size > MODULE_LEN_MAX))
		err = -EINVAL;
	if (err)
		goto free_entry;
	c->block.size = size;
	c->block.mem = module_alloc(size, PAGE_SIZE);
	err = -ENOMEM;
	if (!c->block.mem)
		goto free_entry;
	mutex_lock(&module_mutex);
	err = find_module(c->name) || find_created(c->name) ? -EEXIST : 0;
	if (!err)
		list_add(&c->list, &created);
	mutex_unlock(&module_mutex);
	if (!err)
		return (long)c->block.mem;
	module_free(NULL, c->block.mem);
free_entry:
	kfree(c);
	return err;
}

/* Takes the block of that name off the list: the caller now owns it. */
static struct created24 *take_created(const char *name)
{
	struct created24 *c;

	mutex_lock(&module_mutex);
	c = find_created(name);
	if (c)
		list_del(&c->list);
	mutex_unlock(&module_mutex);
	return c;
}

/*
 * delete_module(2) of a name create_module reserved and init_module has
 * not taken: insmod giving the block back after it failed to link, as
 * modutils' did.  True if name was such a block.
 */
bool module24_forget(const char *name)
{
	struct created24 *c = take_created(name);

	if (!c)
		return false;
	module_free(NULL, c->block.mem);
	kfree(c);
	return true;
}

/* The linked .ko and the parameters, copied in; image vmalloc'd */
static int copy_image24(const struct module24_image __user *uimage,
			void **image, unsigned long *len, char *args)
{
	struct module24_image h;
	int err;

	if (copy_from_user(&h, uimage, sizeof(h)))
		return -EFAULT;
	if (h.size_of_struct != sizeof(h) || h.elf_len > MODULE_LEN_MAX)
		return -EINVAL;
	err = copy_module_args(args, h.args);
	if (err)
		return err;
	*image = vmalloc(h.elf_len ? h.elf_len : 1);
	if (!*image)
		return -ENOMEM;
	if (copy_from_user(*image, h.elf, h.elf_len)) {
		vfree(*image);
		return -EFAULT;
	}
	*len = h.elf_len;
	return 0;
}

/*
 * 2.4's init_module(name, image), if uname names a created module
 * (*handled then says so).  The block goes to load_module(), which
 * frees it if the load fails: as after a failed 2.5 load, the name is
 * free again.
 */
int module24_init(const void __user *uname, unsigned long uimage,
		  bool *handled)
{
	char name[MODULE_NAME_LEN], args[MODULE_ARGS_MAX];
	struct created24 *c;
	unsigned long len;
	void *image;
	int err;

	*handled = false;
	if (copy_module_name(name, uname))
		return 0;
	c = take_created(name);
	if (!c)
		return 0;
	*handled = true;
	err = copy_image24((const void __user *)uimage, &image, &len, args);
	if (err) {
		module_free(NULL, c->block.mem);
		kfree(c);
		return err;
	}
	err = load_module(image, len, args, 0, &c->block);
	kfree(c);
	return err;
}

/*
 * After add_kallsyms(): the module is one region, as in 2.4.  Its code
 * runs to the end of its init text (init is laid out after core), and
 * init's symbols stay named: nothing is freed when init returns.
 */
void module24_one_region(struct module *mod, const struct load_info *info)
{
	unsigned int i;

	mod->core_size = info->reserved_size;
	mod->core_text_size = mod->init_text_size
				      ? (u32)info->init_mem - info->core_addr +
						mod->init_text_size
				      : mod->core_text_size;
	mod->module_init = NULL;
	mod->init_size = mod->init_text_size = 0;
	for (i = 0; i < mod->num_symtab; i++)
		mod->symtab[i].init = false;
}

/* Copy one export out; -EFAULT if the table is not writable */
static int put_sym(struct kernel_sym __user *table, unsigned int n,
		   const struct kernel_symbol *s)
{
	struct kernel_sym k = { .value = s->value };

	if (!table)
		return 0;
	strlcpy(k.name, s->name, sizeof(k.name));
	return copy_to_user(&table[n], &k, sizeof(k)) ? -EFAULT : 0;
}

/*
 * get_kernel_syms(2): the kernel's exports, then each live module's;
 * with table NULL, only how many (the caller sizes its buffer so).
 * 2.4 gave each module a "#name" entry first: kept out, since insmod24
 * needs only the symbols.  A name longer than 59 bytes is cut, as 2.4's
 * fixed array did.
 */
long sys_get_kernel_syms(struct kernel_sym __user *table)
{
	const struct kernel_symbol *s;
	struct module *mod;
	unsigned int n = 0, i;
	int err = 0;

	mutex_lock(&module_mutex);
	for (s = __start___ksymtab; !err && s < __stop___ksymtab; s++)
		err = put_sym(table, n++, s);
	list_for_each_entry(mod, &modules, list)
		for (i = 0; !err && mod->state == MODULE_STATE_LIVE &&
			    i < mod->num_syms; i++)
			err = put_sym(table, n++, &mod->syms[i]);
	mutex_unlock(&module_mutex);
	return err ? err : (long)n;
}
