// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/module/sysfs.c - modules as files, with Linux's names:
 *	/sys/module/NAME/parameters/PARAM	current value of a parameter
 *						(written: sets it, if perm allows)
 *	/sys/module/NAME/sections/SECTION	where a section was loaded
 *	/sys/module/NAME/initstate		live, coming or going
 *	/sys/module/NAME/refcnt			its use count (/proc/modules')
 *	/sys/module/NAME/coresize, initsize	its two regions' sizes
 *	/sys/module/NAME/holders/USER		a link to ../../USER for
 *						each module using its exports
 * which is what kmod (lsmod, rmmod, modprobe -r) reads of a module:
 * without initstate a directory is a built-in's, without refcnt kmod
 * says "Module unloading is not supported".
 * Parameters of code built into the kernel ("demo_builtin.count")
 * appear under /sys/module/demo_builtin/ too, as in Linux.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "asm/page.h"
#include "internal.h"

extern const struct kernel_param __start___param[], __stop___param[];

#define PARAM_STORE_MAX	256	/* what store_write() in fs/open.c hands over */

/*
 * What the getter writes, into a page as Linux's sysfs gives it
 * (render() starts with a page); an error or a getter that cannot read
 * shows nothing, where Linux's read(2) would fail.
 */
static size_t param_show(char *buf, size_t size, void *priv)
{
	const struct kernel_param *kp = priv;
	int n;

	if (size < PARAM_GET_SIZE)
		return PARAM_GET_SIZE;		/* render() retries bigger */
	n = kp->ops->get ? kp->ops->get(buf, kp) : -EPERM;
	if (n < 0 || n >= PARAM_GET_SIZE)
		n = 0;
	buf[n] = '\0';
	return (size_t)n;
}

/*
 * A write to a writable parameter's file sets it, as Linux's sysfs
 * does: the text without its trailing newline goes to ops->set().
 * Not for charp (or arrays and MODULE_PARM, which may hold one): it
 * would point into the written bytes, which are gone after the write.
 */
static long param_store(const char *buf, size_t len, void *priv)
{
	const struct kernel_param *kp = priv;
	char val[PARAM_STORE_MAX + 1];
	size_t n = len;
	int err;

	if (len > PARAM_STORE_MAX)
		return -ENOSPC;
	memcpy(val, buf, len);
	if (n && val[n - 1] == '\n')
		n--;
	val[n] = '\0';
	err = kp->ops->set(val, kp);
	return err ? err : (long)len;
}

static bool param_storable(const struct kernel_param *kp)
{
	return (kp->perm & 0222) && kp->ops != &param_ops_charp &&
	       kp->ops != &param_array_ops && kp->ops != &param_obsolete_ops;
}

static size_t section_show(char *buf, size_t size, void *priv)
{
	const struct module_section *sec = priv;

	return snprintf(buf, size, "0x%08lx\n", sec->addr);
}

/* Linux's names of the states (kernel/module/sysfs.c's show_initstate) */
static const char *const initstate_names[] = {
	[MODULE_STATE_LIVE] = "live",
	[MODULE_STATE_COMING] = "coming",
	[MODULE_STATE_GOING] = "going",
	[MODULE_STATE_UNFORMED] = "going",
};

static size_t initstate_show(char *buf, size_t size, void *priv)
{
	const struct module *mod = priv;

	return snprintf(buf, size, "%s\n", initstate_names[mod->state]);
}

static size_t refcnt_show(char *buf, size_t size, void *priv)
{
	const struct module *mod = priv;

	return snprintf(buf, size, "%d\n", module_refcount(mod));
}

static size_t coresize_show(char *buf, size_t size, void *priv)
{
	const struct module *mod = priv;

	return snprintf(buf, size, "%lu\n", mod->core_size);
}

static size_t initsize_show(char *buf, size_t size, void *priv)
{
	const struct module *mod = priv;

	return snprintf(buf, size, "%lu\n", mod->init_size);
}

/* Only a module with a MODULE_VERSION() has the file, as on Linux */
static size_t version_show(char *buf, size_t size, void *priv)
{
	const struct module *mod = priv;

	return snprintf(buf, size, "%s\n", mod->version);
}

static const struct {
	const char *name;
	gen_show_t show;
} state_files[] = {
	{ "initstate", initstate_show },
	{ "refcnt", refcnt_show },
	{ "coresize", coresize_show },
	{ "initsize", initsize_show },
};

/* "sys/module/NAME/parameters/PARAM" and the like: the kernel's own
 * names, of at most MODULE_NAME_LEN a module, short enough for a buffer
 * on the stack (a longer one would be cut, then not found) */
#define MOD_PATH_MAX	256

/* "sys/module/TARGET/holders/USER": where a user of target is linked */
static void holder_path(char *path, size_t size, const struct module *target,
			const struct module *user)
{
	snprintf(path, size, "sys/module/%s/holders/%s", target->name,
		 user->name);
}

/* The module's state files, its empty holders/, and a link to it in
 * the holders/ of each module it uses (ref_module() listed them) */
static int add_state_files(struct module *mod)
{
	char path[MOD_PATH_MAX], target[MODULE_NAME_LEN + 8];
	struct module_use *use;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(state_files); i++) {
		snprintf(path, sizeof(path), "sys/module/%s/%s", mod->name,
			 state_files[i].name);
		if (!fs_create_gen(path, state_files[i].show, mod))
			return -ENOMEM;
	}
	snprintf(path, sizeof(path), "sys/module/%s/version", mod->name);
	if (mod->version && !fs_create_gen(path, version_show, mod))
		return -ENOMEM;
	snprintf(path, sizeof(path), "sys/module/%s/holders", mod->name);
	if (!fs_mkdir_p(path))
		return -ENOMEM;
	snprintf(target, sizeof(target), "../../%s", mod->name);
	list_for_each_entry(use, &mod->target_list, target_list) {
		holder_path(path, sizeof(path), use->target, mod);
		if (!fs_symlink(path, target))
			return -ENOMEM;
	}
	return 0;
}

/* The links add_state_files() made in the holders/ of others */
static void remove_holder_links(struct module *mod)
{
	char path[MOD_PATH_MAX];
	struct module_use *use;
	struct dentry *d;

	list_for_each_entry(use, &mod->target_list, target_list) {
		holder_path(path, sizeof(path), use->target, mod);
		d = path_lookupat(NULL, path, 0);
		if (!IS_ERR(d))
			fs_remove(d);
	}
}

static int add_param_file(const char *modname, const char *param,
			  const struct kernel_param *kp)
{
	char path[MOD_PATH_MAX];

	struct dentry *d;

	snprintf(path, sizeof(path), "sys/module/%s/parameters/%s", modname,
		 param);
	d = fs_create_gen(path, param_show, (void *)kp);
	if (!d)
		return -ENOMEM;
	/* ls -l shows the mode the module declared, as sysfs does */
	d->d_inode->i_mode = S_IFREG | (kp->perm & 0777);
	if (param_storable(kp))
		d->d_inode->store = param_store;
	return 0;
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
	char path[MOD_PATH_MAX];
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
	char path[MOD_PATH_MAX];
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
	if (add_state_files(mod))
		return load_err(info, -ENOMEM, "cannot create the state "
				"files of /%s", path);
	err = setup_sections(mod, info);
	if (!err)
		err = add_section_files(mod, info);
	return err;
}

void mod_sysfs_teardown(struct module *mod)
{
	remove_holder_links(mod);
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
