// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/generic.c - making and removing /proc entries for modules:
 * proc_create() and its relatives, proc_mkdir(), 2.6's
 * create_proc_entry(), remove_proc_entry(), proc_remove().  Each entry is
 * a name under /proc (a dentry, fs/dcache.c) whose file goes through
 * fs/proc/inode.c to the entry's operations.
 *
 * An entry remembers the module whose code called proc_create() (by
 * the return address): its open files pin that module, and an entry
 * the module left behind at rmmod is removed then, and reported, so no
 * file is left pointing into freed code.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "internal.h"

static LIST_HEAD(proc_entries);

/* /proc itself, for 2.6's &proc_root: parent_dir() finds its dentry by
 * path, as for a NULL parent */
struct proc_dir_entry proc_root;
EXPORT_SYMBOL(proc_root);

static struct module *module_at(unsigned long addr)
{
	struct module *mod;

	list_for_each_entry(mod, &modules, list)
		if (within_module(addr, mod))
			return mod;
	return NULL;
}

static struct dentry *parent_dir(const struct proc_dir_entry *parent)
{
	return parent && parent != &proc_root ? parent->dentry :
						fs_lookup("/proc");
}

/* stat(2): the permission bits and size the module set last */
static void pde_getattr(struct inode *inode)
{
	const struct proc_dir_entry *pde = inode->priv;

	inode->i_mode = (inode->i_mode & S_IFMT) | (pde->mode & S_IALLUGO);
	inode->size = pde->size > 0 ? (size_t)pde->size : 0;
}

static void pde_put(struct proc_dir_entry *pde)
{
	if (atomic_dec_and_test(&pde->refcnt))
		kfree(pde);
}

/* The entry's inode goes: its reference with it */
static void pde_evict(struct inode *inode)
{
	pde_put(inode->priv);
}

/* A new entry name in parent (a directory if dir), or NULL (logged) */
static struct proc_dir_entry *pde_new(const char *name, umode_t mode,
				      struct proc_dir_entry *parent,
				      void *data, unsigned long caller)
{
	struct dentry *dir = parent_dir(parent);
	struct proc_dir_entry *pde;
	struct dentry *d;
	struct inode *inode;

	if (!dir || !IS_ERR(path_lookupat(dir, name, LOOKUP_FOLLOW))) {
		printk(KERN_WARNING "proc_dir_entry '%s/%s' already "
		       "registered\n",
		       parent ? parent->dentry->d_name.name : "", name);
		return NULL;
	}
	pde = kzalloc(sizeof(*pde), GFP_KERNEL);
	d = pde ? fs_create_at(dir, name, S_ISDIR(mode)) : NULL;
	if (!d) {
		kfree(pde);
		return NULL;
	}
	inode = d->d_inode;
	inode->priv = pde;
	atomic_set(&pde->refcnt, 2);	/* the tree's and the inode's */
	inode->evict = pde_evict;
	inode->i_mode = mode;
	inode->getattr = pde_getattr;
	pde->mode = mode;
	pde->dentry = d;
	pde->data = data;
	pde->owner = module_at(caller);
	list_add(&pde->list, &proc_entries);
	return pde;
}

/* Linux's defaults: a file readable by all, a directory r-x by all */
static struct proc_dir_entry *file_new(const char *name, umode_t mode,
				       struct proc_dir_entry *parent,
				       void *data, unsigned long caller)
{
	struct proc_dir_entry *pde;

	if (!(mode & S_IALLUGO))
		mode |= S_IRUGO;
	pde = pde_new(name, S_IFREG | (mode & S_IALLUGO), parent, data,
		      caller);
	if (pde)
		pde->dentry->d_inode->fops = &proc_reg_file_ops;
	return pde;
}

#define CALLER	((unsigned long)__builtin_return_address(0))

#undef proc_create_data
struct proc_dir_entry *proc_create_data(const char *name, umode_t mode,
					struct proc_dir_entry *parent,
					const struct proc_ops *ops, void *data)
{
	struct proc_dir_entry *pde = file_new(name, mode, parent, data,
					      CALLER);

	if (pde)
		pde->proc_ops = ops;
	return pde;
}
EXPORT_SYMBOL(proc_create_data);

/* 2.6 to 5.5: the same calls, in a file_operations */
struct proc_dir_entry *proc_create_fops_data(const char *name, umode_t mode,
					     struct proc_dir_entry *parent,
					     const struct file_operations *fops,
					     void *data)
{
	struct proc_dir_entry *pde = file_new(name, mode, parent, data,
					      CALLER);

	if (pde)
		pde->proc_fops = fops;
	return pde;
}
EXPORT_SYMBOL(proc_create_fops_data);

/*
 * 2.6's way (removed in 3.10): the caller sets read_proc, write_proc
 * and whatever else in the entry afterwards.  As 2.6's did, a mode
 * with S_IFDIR makes a directory, and a file without permission bits
 * is readable by all.
 */
struct proc_dir_entry *create_proc_entry(const char *name, umode_t mode,
					 struct proc_dir_entry *parent)
{
	struct proc_dir_entry *pde;

	if (S_ISDIR(mode)) {
		if (!(mode & S_IALLUGO))
			mode |= S_IRUGO | S_IXUGO;
		return pde_new(name, mode, parent, NULL, CALLER);
	}
	pde = file_new(name, mode, parent, NULL, CALLER);
	if (pde)
		pde->proc_ops = &proc_legacy_ops;
	return pde;
}
EXPORT_SYMBOL(create_proc_entry);

struct proc_dir_entry *proc_create_single_data(
	const char *name, umode_t mode, struct proc_dir_entry *parent,
	int (*show)(struct seq_file *, void *), void *data)
{
	struct proc_dir_entry *pde = file_new(name, mode, parent, data,
					      CALLER);

	if (pde) {
		pde->proc_ops = &proc_single_ops;
		pde->single_show = show;
	}
	return pde;
}
EXPORT_SYMBOL(proc_create_single_data);

struct proc_dir_entry *proc_create_seq_private(
	const char *name, umode_t mode, struct proc_dir_entry *parent,
	const struct seq_operations *ops, unsigned int state_size,
	void *data)
{
	struct proc_dir_entry *pde = file_new(name, mode, parent, data,
					      CALLER);

	if (pde) {
		pde->proc_ops = &proc_seq_ops;
		pde->seq_ops = ops;
		pde->state_size = state_size;
	}
	return pde;
}
EXPORT_SYMBOL(proc_create_seq_private);

struct proc_dir_entry *proc_mkdir_data(const char *name, umode_t mode,
				       struct proc_dir_entry *parent,
				       void *data)
{
	if (!(mode & S_IALLUGO))
		mode |= S_IRUGO | S_IXUGO;
	return pde_new(name, S_IFDIR | (mode & S_IALLUGO), parent, data,
		       CALLER);
}
EXPORT_SYMBOL(proc_mkdir_data);

/* The entry and everything below it, files and memory: no call of its
 * operations starts any more, those running are waited for (the
 * module that owns them is about to go), and the entry itself is freed
 * when its inode is, which an open(2) racing with the removal may
 * still hold (Linux's proc_entry_rundown()) */
static void remove_subtree(struct dentry *top)
{
	struct proc_dir_entry *pde, *n;

	list_for_each_entry_safe(pde, n, &proc_entries, list)
		if (is_subdir(pde->dentry, top)) {
			list_del(&pde->list);
			pde_rundown(pde);
			pde_put(pde);
		}
	fs_remove_tree(top);
}

static struct proc_dir_entry *pde_lookup(const char *name,
					 struct proc_dir_entry *parent)
{
	struct dentry *dir = parent_dir(parent);
	struct dentry *d = dir ? path_lookupat(dir, name, LOOKUP_FOLLOW) :
				 NULL;
	struct proc_dir_entry *pde;

	list_for_each_entry(pde, &proc_entries, list)
		if (pde->dentry == d)
			return pde;
	return NULL;
}

int remove_proc_subtree(const char *name, struct proc_dir_entry *parent)
{
	struct proc_dir_entry *pde = pde_lookup(name, parent);

	if (!pde)
		return -ENOENT;
	remove_subtree(pde->dentry);
	return 0;
}
EXPORT_SYMBOL(remove_proc_subtree);

/* A directory that is not empty goes with what is in it, reported */
void remove_proc_entry(const char *name, struct proc_dir_entry *parent)
{
	struct proc_dir_entry *pde = pde_lookup(name, parent);

	if (!pde) {
		printk(KERN_ERR "remove_proc_entry: no entry '%s'\n", name);
		return;
	}
	if (!list_empty(&pde->dentry->d_subdirs))
		printk(KERN_WARNING "remove_proc_entry: removing non-empty "
		       "directory '%s', and what is in it\n", name);
	remove_subtree(pde->dentry);
}
EXPORT_SYMBOL(remove_proc_entry);

void proc_remove(struct proc_dir_entry *pde)
{
	if (pde)
		remove_subtree(pde->dentry);
}
EXPORT_SYMBOL(proc_remove);

void *pde_data(const struct inode *inode)
{
	return ((const struct proc_dir_entry *)inode->priv)->data;
}
EXPORT_SYMBOL(pde_data);

/* What stat(2) says the file's size is (0 unless set) */
void proc_set_size(struct proc_dir_entry *pde, loff_t size)
{
	pde->size = size;
}
EXPORT_SYMBOL(proc_set_size);

/* Kept in the entry; stat(2) says root, the only user there is */
void proc_set_user(struct proc_dir_entry *pde, kuid_t uid, kgid_t gid)
{
	pde->uid = __kuid_val(uid);
	pde->gid = __kgid_val(gid);
}
EXPORT_SYMBOL(proc_set_user);

/* rmmod: what the module did not remove goes now, said in the log */
void proc_module_going(struct module *mod)
{
	struct proc_dir_entry *pde;
	char *buf = __getname();

	for (;;) {
		struct proc_dir_entry *top = NULL;
		const char *path;

		list_for_each_entry(pde, &proc_entries, list)
			if (pde->owner == mod &&
			    (!top || is_subdir(top->dentry, pde->dentry)))
				top = pde;
		if (!top)
			break;
		path = buf && d_abspath(top->dentry, buf, PATH_MAX) ? buf : "?";
		printk(KERN_WARNING "rmmod: %s left %s behind: removed\n",
		       mod->name, path);
		remove_subtree(top->dentry);
	}
	__putname(buf);
}
