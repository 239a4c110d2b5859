// SPDX-License-Identifier: GPL-2.0
/*
 * fs/dcache.c - the tree of names (struct dentry, linux/dcache.h).
 *
 * A dentry in the tree is listed in its parent's d_subdirs and holds a
 * reference on itself for the tree; d_delete() takes it out and drops
 * that reference.  Each dentry also holds one on its parent (a name
 * unlinked while open still knows where it was: getcwd(2), the path of
 * /proc/PID/exe) and one on its inode, so the last dput() frees the name
 * and, through iput(), a file with no name left (unlink(2): "If the
 * name was the last link to a file but any processes still have the
 * file open, the file will remain in existence until the last file
 * descriptor referring to it is closed").
 *
 * The kernel is preemptible: a task walking a d_subdirs list, or holding
 * a dentry it looked up without a reference, may be switched away and a
 * name removed and freed meanwhile, which it would then follow.  So, as
 * in Linux, whoever walks the tree does so inside rcu_read_lock() (on
 * one CPU: preemption off, linux/rcupdate.h) - d_lookup(), the path walk
 * (fs/namei.c), getdents(2) - and the three changes to it (a name in,
 * out, moved) are made under dcache_lock, each whole: a task preempted
 * halfway through a list_add() would leave the list broken for the next.
 */
#include "linux/export.h"
#include "linux/kernel.h"
#include "linux/fs_struct.h"
#include "linux/init.h"
#include "linux/fs.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/stat.h"

static struct inode root_inode = {
	.i_ino = 1,
	.is_dir = true,
	.i_nlink = 2,
	.i_count = 1,
};

static struct dentry root_dentry = {
	.d_count = 1,
	.d_name = { "/", 1 },
	.d_parent = &root_dentry,
	.d_subdirs = LIST_HEAD_INIT(root_dentry.d_subdirs),
	.d_child = LIST_HEAD_INIT(root_dentry.d_child),
	.d_inode = &root_inode,
	.d_iname = "/",
};

struct vfsmount root_mnt = { .mnt_root = &root_dentry };

static DEFINE_SPINLOCK(dcache_lock);

void dput(struct dentry *dentry)
{
	while (dentry && --dentry->d_count == 0) {
		struct dentry *parent = dentry->d_parent;

		/* the tree holds a reference on every name in it: a last
		 * put of one still there is a put too many, somewhere -
		 * stopped here, not left to become a use-after-free */
		BUG_ON(!d_unhashed(dentry));

		iput(dentry->d_inode);
		kfree(dentry);
		dentry = parent;
	}
}

void take_name_snapshot(struct name_snapshot *n, const struct dentry *dentry)
{
	memcpy(n->inline_name, dentry->d_name.name, dentry->d_name.len + 1);
	n->name.name = n->inline_name;
	n->name.len = dentry->d_name.len;
}

/* A new name in parent, not yet in the tree (d_instantiate() puts it
 * there); NULL if there is no memory or the name is too long */
struct dentry *d_alloc(struct dentry *parent, const struct qstr *name)
{
	struct dentry *dentry;

	if (name->len > NAME_MAX)
		return NULL;
	dentry = kzalloc(sizeof(*dentry), GFP_KERNEL);
	if (!dentry)
		return NULL;
	dentry->d_count = 1;
	memcpy(dentry->d_iname, name->name, name->len);
	dentry->d_name.name = dentry->d_iname;
	dentry->d_name.len = name->len;
	dentry->d_parent = dget(parent);
	INIT_LIST_HEAD(&dentry->d_subdirs);
	INIT_LIST_HEAD(&dentry->d_child);
	return dentry;
}

/*
 * The name now names inode (whose reference passes to the dentry) and
 * is in the tree, which takes a reference of its own.  The caller looked
 * the name up free in a live directory, but may have been preempted
 * since: -EEXIST if another task made the name meanwhile, -ENOENT if
 * the directory was removed (a name put there would never be freed);
 * the inode's reference is then still the caller's.
 */
int d_instantiate(struct dentry *dentry, struct inode *inode)
{
	struct dentry *dir = dentry->d_parent;
	int err = 0;

	spin_lock(&dcache_lock);
	if (d_unhashed(dir))
		err = -ENOENT;
	else if (d_lookup(dir, &dentry->d_name))
		err = -EEXIST;
	if (!err) {
		dentry->d_inode = inode;
		list_add_tail(&dentry->d_child, &dir->d_subdirs);
		dget(dentry);
	}
	spin_unlock(&dcache_lock);
	return err;
}

/* The name leaves the tree; it goes when its last user lets go.  Two
 * tasks may remove one name: only the first drops the tree's reference */
void d_delete(struct dentry *dentry)
{
	bool was_in;

	spin_lock(&dcache_lock);
	was_in = !d_unhashed(dentry);
	list_del_init(&dentry->d_child);
	spin_unlock(&dcache_lock);
	if (was_in)
		dput(dentry);
}

/*
 * A mount (mm/shmem.c): root, a new name for dir's name made by
 * d_alloc() in dir's parent, takes dir's place there, with inode; dir
 * leaves the list but keeps the tree's reference, for d_uncover().  One
 * change under dcache_lock, like the three above.  -ENOENT if dir was
 * removed meanwhile (the inode's reference is then still the caller's).
 */
int d_cover(struct dentry *dir, struct dentry *root, struct inode *inode)
{
	int err = 0;

	spin_lock(&dcache_lock);
	if (d_unhashed(dir)) {
		err = -ENOENT;
	} else {
		list_del_init(&dir->d_child);
		root->d_inode = inode;
		list_add_tail(&root->d_child, &dir->d_parent->d_subdirs);
		dget(root);
	}
	spin_unlock(&dcache_lock);
	return err;
}

/* umount: dir back in its parent's list; root leaves it, and goes when
 * its last user lets go */
void d_uncover(struct dentry *dir, struct dentry *root)
{
	spin_lock(&dcache_lock);
	list_del_init(&root->d_child);
	list_add_tail(&dir->d_child, &dir->d_parent->d_subdirs);
	spin_unlock(&dcache_lock);
	dput(root);
}

/* rename(2): dentry becomes name in target_dir (a free name there) */
void d_move(struct dentry *dentry, struct dentry *target_dir,
	    const struct qstr *name)
{
	struct dentry *old_parent = dentry->d_parent;

	spin_lock(&dcache_lock);
	memcpy(dentry->d_iname, name->name, name->len);
	dentry->d_iname[name->len] = '\0';
	dentry->d_name.len = name->len;
	dentry->d_parent = dget(target_dir);
	list_move_tail(&dentry->d_child, &target_dir->d_subdirs);
	spin_unlock(&dcache_lock);
	dput(old_parent);
}

/* The name in parent, or NULL; no reference is taken: the caller must
 * be inside rcu_read_lock() for as long as it uses what it found */
struct dentry *d_lookup(const struct dentry *parent, const struct qstr *name)
{
	struct dentry *d, *found = NULL;

	rcu_read_lock();	/* and for the walk itself, at least */
	list_for_each_entry(d, &parent->d_subdirs, d_child)
		if (d->d_name.len == name->len &&
		    !memcmp(d->d_name.name, name->name, name->len)) {
			found = d;
			break;
		}
	rcu_read_unlock();
	return found;
}

struct dentry *current_root(void)
{
	struct fs_struct *fs = current->fs;

	return (fs ? fs->root : NULL) ?: root_mnt.mnt_root;
}

/*
 * The path of dentry from root (NULL: the tree's) into buf; its length,
 * or 0 if too long.  Built from its end, name by name up to the root,
 * then moved to buf's start: a loop, as a path may be PATH_MAX deep and
 * a recursion would not fit the kernel stack.
 */
size_t d_path_in(const struct dentry *root, const struct dentry *dentry,
		 char *buf, size_t size)
{
	size_t at = size, len;

	if (size < 2)
		return 0;
	buf[--at] = '\0';
	for (; dentry != root && !IS_ROOT(dentry); dentry = dentry->d_parent) {
		len = dentry->d_name.len;
		if (at < len + 1)
			return 0;
		at -= len;
		memcpy(buf + at, dentry->d_name.name, len);
		buf[--at] = '/';
	}
	if (at == size - 1)	/* the root itself */
		buf[--at] = '/';
	len = size - 1 - at;
	memmove(buf, buf + at, len + 1);
	return len;
}

/* The absolute path of dentry into buf; its length, or 0 if too long */
size_t d_abspath(const struct dentry *dentry, char *buf, size_t size)
{
	return d_path_in(NULL, dentry, buf, size);
}

/*
 * Linux's file_path(): the absolute name filp was opened by, in buf,
 * for a driver's messages; ERR_PTR(-ENAMETOOLONG) if it does not fit
 * (a pipe or socket, which has none, says so the same way)
 */
char *file_path(struct file *filp, char *buf, int buflen)
{
	const struct dentry *d = filp->f_path.dentry;

	if (!d || buflen <= 0 || !d_abspath(d, buf, buflen))
		return ERR_PTR(-ENAMETOOLONG);
	return buf;
}
EXPORT_SYMBOL(file_path);

/* Whether dentry is ancestor or below it (rename(2)'s EINVAL) */
bool is_subdir(const struct dentry *dentry, const struct dentry *ancestor)
{
	for (;; dentry = dentry->d_parent) {
		if (dentry == ancestor)
			return true;
		if (IS_ROOT(dentry))
			return false;
	}
}

/* Held by more than its own: each child holds its parent once (d_alloc()),
 * and own counts the holders the caller knows of (the tree's reference,
 * a mount's, its own lookup's).  What is left is an open file, a working
 * directory or a mapping: umount(2) of a tree with one is EBUSY. */
bool d_held_elsewhere(const struct dentry *dentry, int own)
{
	const struct list_head *p;
	int refs = own;

	list_for_each(p, &dentry->d_subdirs)
		refs++;
	return dentry->d_count > refs;
}

/*
 * A directory whose names are still on a disk: an ext2 directory not
 * used since the mount (fs/ext2/super.c reads each at its first use,
 * as Linux's ext2 reads a directory's blocks when a name is first
 * looked up in it or it is first listed).  Reading sleeps, and a path
 * walk holds rcu_read_lock(), which must not, often inside its
 * caller's own: so the walk stops there with -ERESTARTNOINTR, the
 * directory held in current->unread_dir, and the return to user mode
 * reads it (d_read_pending(), arch/i386/kernel/signal.c) before the
 * system call starts again, as one cut short by a signal does.  0 for
 * a directory read; the error its read met (damage: every use of it
 * fails so, as each lookup in a damaged directory does on Linux).  A
 * kernel thread never returns to user mode: EIO for it.
 */
int d_unread(struct dentry *dir)
{
	struct inode *inode = dir->d_inode;

	if (likely(!inode->i_unread_ino))
		return inode->i_unread_err;
	if (!current->mm)
		return -EIO;
	if (!current->unread_dir)
		current->unread_dir = dget(dir);
	return -ERESTARTNOINTR;
}

/* On the way back to user mode, no lock held: the directory read */
void d_read_pending(void)
{
	struct dentry *dir = current->unread_dir;

	current->unread_dir = NULL;
	ext2_read_dir(dir);
	dput(dir);
}

/* PATH_MAX buffers for path names (__getname()), off the kernel stack */
static struct kmem_cache *names_cachep;

char *__getname(void)
{
	return kmem_cache_alloc(names_cachep, GFP_KERNEL);
}

void __putname(const char *name)
{
	kmem_cache_free(names_cachep, (void *)name);
}

void __init vfs_caches_init(void)
{
	names_cachep = kmem_cache_create("names_cache", PATH_MAX, 0,
					 SLAB_PANIC, NULL);
	root_inode.i_atime = root_inode.i_mtime = root_inode.i_ctime =
		current_time(&root_inode);
}
