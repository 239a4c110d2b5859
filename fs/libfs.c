// SPDX-License-Identifier: GPL-2.0
/*
 * fs/libfs.c - helpers for a driver's read and write methods: copy
 * between a user buffer and a kernel one at the file position, which is
 * what most of them do by hand otherwise; and the kernel's own files
 * (/proc, /sys, /dev, boot modules), made and removed by path.
 */
#include "linux/kernel.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/rcupdate.h"
#include "linux/slab.h"

/*
 * How many of count bytes lie at pos in a buffer of size bytes: 0 at or
 * past its end (end of file for a read, "no space" for a write),
 * -EINVAL for a negative position, as lseek(2) never makes one.
 */
static ssize_t span(loff_t pos, size_t count, size_t size)
{
	if (pos < 0)
		return -EINVAL;
	if (pos >= (loff_t)size)
		return 0;
	return (ssize_t)min(count, size - (size_t)pos);
}

/* Up to count bytes of from[*ppos, available) to user memory */
ssize_t simple_read_from_buffer(void __user *to, size_t count, loff_t *ppos,
				const void *from, size_t available)
{
	ssize_t n = span(*ppos, count, available);

	if (n <= 0)
		return n;
	if (copy_to_user(to, (const char *)from + *ppos, (size_t)n))
		return -EFAULT;
	*ppos += n;
	return n;
}
EXPORT_SYMBOL(simple_read_from_buffer);

/* Up to count bytes of user memory into to[*ppos, available) */
ssize_t simple_write_to_buffer(void *to, size_t available, loff_t *ppos,
			       const void __user *from, size_t count)
{
	ssize_t n = span(*ppos, count, available);

	if (n <= 0)
		return n;
	if (copy_from_user((char *)to + *ppos, from, (size_t)n))
		return -EFAULT;
	*ppos += n;
	return n;
}
EXPORT_SYMBOL(simple_write_to_buffer);

/*
 * The kernel's own files, by path from the root: the tree keeps what
 * these make (no reference is passed), until fs_remove().
 */

/* What path names (links followed), or NULL */
struct dentry *fs_lookup(const char *path)
{
	struct dentry *d = path_lookupat(NULL, path, LOOKUP_FOLLOW);

	return IS_ERR(d) ? NULL : d;
}

/* A new file or directory called name (a path, from dir), or NULL */
struct dentry *fs_create_at(struct dentry *dir, const char *name,
			    bool is_dir)
{
	/* the kernel's own name, whoever's task it runs in (a user's
	 * fork makes /proc/PID): checked as the kernel, not the user */
	const struct cred *user = override_creds(&init_cred);
	struct dentry *d = filename_create(dir, name,
					   is_dir ? LOOKUP_DIRECTORY : 0);
	int err;

	if (IS_ERR(d)) {
		revert_creds(user);
		return NULL;
	}
	err = is_dir ? vfs_mkdir(d->d_parent->d_inode, d, 0) :
		       vfs_create(d->d_parent->d_inode, d, 0);
	revert_creds(user);
	dput(d);
	if (err)
		return NULL;
	/* its kind's usual mode (inode_mode()): a directory 0755, which
	 * every user may search, not the 0 vfs_mkdir() was given */
	d->d_inode->i_mode = 0;
	return d;
}

/* path as a directory, with the directories above it made if missing */
struct dentry *fs_mkdir_p(const char *path)
{
	struct dentry *dir = root_mnt.mnt_root;
	char name[NAME_MAX + 1];

	for (;;) {
		struct dentry *child;
		size_t len;

		while (*path == '/')
			path++;
		if (!*path)
			return dir;
		len = strcspn(path, "/");
		if (len > NAME_MAX)
			return NULL;
		memcpy(name, path, len);
		name[len] = '\0';
		path += len;
		child = lookup_one(dir, name);
		if (!child)
			child = fs_create_at(dir, name, true);
		if (!child || !child->d_inode->is_dir)
			return NULL;
		dir = child;
	}
}

/* The directory of path, made if missing; *name: path's last name */
static struct dentry *parent_of(const char *path, const char **name)
{
	const char *slash = strrchr(path, '/');
	struct dentry *d;
	char *dir;

	*name = slash ? slash + 1 : path;
	if (!slash)
		return root_mnt.mnt_root;
	dir = kstrndup(path, slash - path, GFP_KERNEL);
	d = dir ? fs_mkdir_p(dir) : NULL;
	kfree(dir);
	return d;
}

/* A new empty file at path, its directory made if missing */
static struct dentry *create_file(const char *path)
{
	const char *name;
	struct dentry *parent = parent_of(path, &name);

	return parent ? fs_create_at(parent, name, false) : NULL;
}

/* A new negative name at path, held, and its directory; NULL if the
 * directory cannot be made or the name is taken */
static struct dentry *new_name(const char *path, struct dentry **parent)
{
	const char *name;
	struct dentry *d;

	*parent = parent_of(path, &name);
	d = *parent ? filename_create(*parent, name, 0) : NULL;
	return IS_ERR_OR_NULL(d) ? NULL : d;
}

/* A symbolic link at path to target (an initramfs's links) */
struct dentry *fs_symlink(const char *path, const char *target)
{
	struct dentry *parent, *d = new_name(path, &parent);
	int err;

	if (!d)
		return NULL;
	err = vfs_symlink(parent->d_inode, d, target);
	dput(d);
	return err ? NULL : d;
}

/* Another name at path for old's file (an initramfs's hard links) */
struct dentry *fs_link(struct dentry *old, const char *path)
{
	struct dentry *parent, *d = new_name(path, &parent);
	int err;

	if (!d)
		return NULL;
	err = vfs_link(old, parent->d_inode, d);
	dput(d);
	return err ? NULL : d;
}

/* A file whose bytes are data (not copied: they must stay) */
struct dentry *fs_create(const char *path, const void *data, size_t size)
{
	struct dentry *d = create_file(path);

	if (d) {
		d->d_inode->data = data;
		d->d_inode->size = size;
	}
	return d;
}

/* A file name in dir whose text show() makes at each open */
struct dentry *fs_create_gen_at(struct dentry *dir, const char *name,
				gen_show_t show, void *priv)
{
	struct dentry *d = fs_create_at(dir, name, false);

	if (d) {
		d->d_inode->show = show;
		d->d_inode->priv = priv;
	}
	return d;
}

/* The same at path (/proc, /sys), its directory made if missing */
struct dentry *fs_create_gen(const char *path, gen_show_t show, void *priv)
{
	const char *name;
	struct dentry *parent = parent_of(path, &name);

	return parent ? fs_create_gen_at(parent, name, show, priv) : NULL;
}
EXPORT_SYMBOL(fs_create_gen);

/* A device node whose opens go to fops */
struct dentry *fs_create_dev(const char *path,
			     const struct file_operations *fops)
{
	struct dentry *d = create_file(path);

	if (d)
		d->d_inode->fops = fops;
	return d;
}

static int gone_may_open(void *priv)
{
	(void)priv;
	return -EIO;
}

static long gone_store(const char *buf, size_t len, void *priv)
{
	(void)buf, (void)len, (void)priv;
	return -EIO;
}

static long gone_readlink(char *buf, size_t size, void *priv)
{
	(void)buf, (void)size, (void)priv;
	return -EIO;
}

static size_t gone_show(char *buf, size_t size, void *priv)
{
	(void)buf, (void)size, (void)priv;
	return 0;
}

/* fn is a module's: gone with its text after rmmod */
static bool module_call(unsigned long fn)
{
	return fn && module_text_address(fn);
}

/*
 * A module's generated file calls the module's code, or the kernel's
 * code on the module's data (a parameter's file: param_store() on the
 * module's struct kernel_param), both freed once the module that removed
 * the name is gone; a file still open on the name must not call them
 * then.  From now on such a file answers EIO, as Linux's /proc does
 * after remove_proc_entry() (proc_reg_write(): EIO for an entry being
 * removed).  The kernel's own files (/proc/PID's, which answer ESRCH
 * once their task is reaped) keep their calls.  Those calls run under
 * the big kernel lock, as rmmod does; unlike Linux (which waits for
 * each entry's pde_users), one that sleeps in module code is not waited
 * for.
 */
static void detach_calls(struct inode *inode)
{
	bool module_data = is_module_address((unsigned long)inode->priv);

	if (module_data || module_call((unsigned long)inode->show) ||
	    module_call((unsigned long)inode->may_open)) {
		inode->show = gone_show;
		inode->may_open = gone_may_open;
	}
	if (module_data || module_call((unsigned long)inode->store))
		inode->store = gone_store;
	if (module_call((unsigned long)inode->readlink))
		inode->readlink = gone_readlink;
	if (module_call((unsigned long)inode->getattr))
		inode->getattr = NULL;
}

/* The name goes (its file with it, once no open file holds it) */
void fs_remove(struct dentry *dentry)
{
	struct inode *dir = dentry->d_parent->d_inode;

	if (dentry->d_inode->is_dir)
		dir->i_nlink--;
	dentry->d_inode->i_nlink = 0;
	detach_calls(dentry->d_inode);
	d_delete(dentry);
}
EXPORT_SYMBOL(fs_remove);

/* The name and every name below it; the walk inside rcu_read_lock()
 * (fs/dcache.c), so a name another task removes is not freed under it */
void fs_remove_tree(struct dentry *dentry)
{
	struct dentry *child, *n;

	rcu_read_lock();
	list_for_each_entry_safe(child, n, &dentry->d_subdirs, d_child)
		fs_remove_tree(child);
	fs_remove(dentry);
	rcu_read_unlock();
}

int simple_open(struct inode *inode, struct file *f)
{
	if (inode->i_private)
		f->private_data = inode->i_private;
	return 0;
}
EXPORT_SYMBOL(simple_open);

/* One number as text: what get() gave, or what is being written */
struct simple_attr {
	int (*get)(void *data, u64 *val);
	int (*set)(void *data, u64 val);
	void *data;
	const char *fmt;
	char get_buf[24];	/* the longest u64 in any base it prints */
	char set_buf[24];
	size_t get_len;
};

int simple_attr_open(struct inode *inode, struct file *f,
		     int (*get)(void *, u64 *), int (*set)(void *, u64),
		     const char *fmt)
{
	struct simple_attr *attr = kzalloc(sizeof(*attr), GFP_KERNEL);

	if (!attr)
		return -ENOMEM;
	attr->get = get;
	attr->set = set;
	attr->data = inode->i_private;
	attr->fmt = fmt;
	f->private_data = attr;
	return nonseekable_open(inode, f);
}
EXPORT_SYMBOL(simple_attr_open);

int simple_attr_release(struct inode *inode, struct file *f)
{
	(void)inode;
	kfree(f->private_data);
	return 0;
}
EXPORT_SYMBOL(simple_attr_release);

/*
 * The file's name was removed (debugfs_remove() at a module's exit):
 * the variable a debugfs file reads may be gone with the module, so its
 * reads and writes end with EIO, as Linux's debugfs_file_get() ends
 * them.  Checked just before the variable is touched, with no sleep
 * between (the big kernel lock keeps rmmod out meanwhile).
 */
bool file_unlinked(const struct file *f)
{
	return f->f_inode && !f->f_inode->i_nlink;
}
EXPORT_SYMBOL(file_unlinked);

/* The value is read at the first read (offset 0), then read on from */
ssize_t simple_attr_read(struct file *f, char __user *buf, size_t len,
			 loff_t *ppos)
{
	struct simple_attr *attr = f->private_data;

	if (!attr->get)
		return -EACCES;
	if (*ppos == 0 && file_unlinked(f))
		return -EIO;
	if (*ppos == 0) {
		u64 val;
		int err = attr->get(attr->data, &val);

		if (err)
			return err;
		attr->get_len = (size_t)scnprintf(attr->get_buf,
						  sizeof(attr->get_buf),
						  attr->fmt, val);
	}
	return simple_read_from_buffer(buf, len, ppos, attr->get_buf,
				       attr->get_len);
}
EXPORT_SYMBOL(simple_attr_read);

/* A number in any base kstrtoull() reads (0x.., 0..): all len bytes are
 * taken, the first 23 read */
ssize_t simple_attr_write(struct file *f, const char __user *buf,
			  size_t len, loff_t *ppos)
{
	struct simple_attr *attr = f->private_data;
	size_t size = min(len, sizeof(attr->set_buf) - 1);
	unsigned long long val;
	int err;

	(void)ppos;
	if (!attr->set)
		return -EACCES;
	if (copy_from_user(attr->set_buf, buf, size))
		return -EFAULT;
	attr->set_buf[size] = '\0';
	err = kstrtoull(attr->set_buf, 0, &val);
	if (!err && file_unlinked(f))
		err = -EIO;
	if (!err)
		err = attr->set(attr->data, val);
	return err ? err : (ssize_t)len;
}
EXPORT_SYMBOL(simple_attr_write);
