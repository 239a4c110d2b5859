// SPDX-License-Identifier: GPL-2.0
/*
 * fs/namei.c - from a path to a dentry: the path walk, and the calls
 * that make and remove names (mkdir(2), mknod(2), unlink(2)).
 *
 * A path is resolved one component at a time from the root (an absolute
 * path) or a starting directory: "." stays, ".." goes up (the root is its
 * own parent), and a symbolic link met on the way has its target spliced
 * in place of its name, looked up from the directory holding the link
 * (path_resolution(7)).  Splicing keeps the walk a loop with one buffer,
 * not a recursion: at most MAXSYMLINKS links per lookup, then ELOOP.
 *
 * And who may do what to a file: the permission checks of
 * path_resolution(7) ("Permission checking") and of the calls that
 * change a directory (write and search permission on it, and the sticky
 * bit's rule), on the owner and mode an inode carries and the current
 * task's credentials (include/linux/cred.h): generic_permission(),
 * inode_permission(), may_create() and may_delete(), as in Linux.
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/hugetlb.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fs_struct.h"
#include "linux/fsnotify.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/shmem_fs.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"

#define MAXSYMLINKS	40	/* path_resolution(7): Linux's limit */
#define AT_SYMLINK_FOLLOW	0x400

struct nameidata {
	struct dentry *dir;	/* where the walk is */
	struct dentry *root;	/* "/" and the parent of itself */
	char *p;		/* what is left of the path, in buf */
	struct qstr last;	/* the final component (in buf) */
	bool trailing;		/* a '/' follows it: it must be a directory */
	int links;		/* links followed so far */
	unsigned int flags;	/* LOOKUP_*: openat2(2)'s restrictions */
	char *buf;		/* the path, links spliced in: ND_BUF bytes */
};

/* A path and a link's target spliced before the rest of it: two of
 * PATH_MAX, kmalloc()ed (8 KiB: the kernel stack's size) */
#define ND_BUF		(2 * PATH_MAX)

static int nd_alloc(struct nameidata *nd)
{
	nd->buf = kmalloc(ND_BUF, GFP_KERNEL);
	return nd->buf ? 0 : -ENOMEM;
}

/* Every walk's end: its buffer goes (a dentry's name is its own copy) */
static void nd_free(struct nameidata *nd)
{
	kfree(nd->buf);
}

/*
 * The rwx bits that apply to the caller: the owner's if its fs uid owns
 * the file, else the group's if it is in the file's group, else the
 * others'.  What they lack, CAP_DAC_OVERRIDE grants - except running a
 * file that nobody may run - and CAP_DAC_READ_SEARCH grants reading
 * any file and searching any directory.
 */
int generic_permission(struct inode *inode, int mask)
{
	umode_t mode = inode_mode(inode);
	unsigned int bits = mode;

	if (uid_eq(current_fsuid(), inode->i_uid))
		bits = mode >> 6;
	else if (in_group_p(inode->i_gid))
		bits = mode >> 3;
	mask &= MAY_READ | MAY_WRITE | MAY_EXEC;
	if (!(mask & ~bits))
		return 0;
	if (capable(CAP_DAC_OVERRIDE) &&
	    (!(mask & MAY_EXEC) || S_ISDIR(mode) || (mode & 0111)))
		return 0;
	if (capable(CAP_DAC_READ_SEARCH) &&
	    (mask == MAY_READ || (S_ISDIR(mode) && !(mask & MAY_WRITE))))
		return 0;
	return -EACCES;
}

/* Writing a file, directory or symbolic link of a read-only mount is
 * EROFS before anything else, as Linux's sb_permission() */
int inode_permission(struct inode *inode, int mask)
{
	umode_t mode;

	if (inode->getattr)	/* a /proc entry's mode may have changed */
		inode->getattr(inode);
	mode = inode_mode(inode);
	if ((mask & MAY_WRITE) && shmem_inode_rdonly(inode) &&
	    (S_ISREG(mode) || S_ISDIR(mode) || S_ISLNK(mode)))
		return -EROFS;
	return generic_permission(inode, mask);
}

/* Is the caller the file's owner, or may act as one (CAP_FOWNER)? */
bool inode_owner_or_capable(const struct inode *inode)
{
	return uid_eq(current_fsuid(), inode->i_uid) || capable(CAP_FOWNER);
}

/*
 * A new inode's owner: the caller's fs uid, and its fs gid - or, in a
 * directory with the set-group-ID bit, the directory's group
 * (mkdir(2), open(2) O_CREAT; Linux's inode_init_owner()).
 */
void inode_init_owner(struct inode *inode, const struct inode *dir)
{
	inode->i_uid = current_fsuid();
	inode->i_gid = current_fsgid();
	if (dir && (inode_mode(dir) & S_ISGID))
		inode->i_gid = dir->i_gid;
}

/*
 * What open(2) asks of an existing file (Linux's may_open()): for
 * O_PATH only O_DIRECTORY's type; else its type
 * first - a directory only for reading (EISDIR), a symbolic link never
 * (O_NOFOLLOW's ELOOP), a socket never (ENXIO: connect(2) is its way
 * in) - then read, write or both by O_ACCMODE, and write to truncate
 * it (EACCES); O_NOATIME only for the owner (EPERM).
 */
int may_open(struct inode *inode, int flags)
{
	static const int by_acc[] = { MAY_READ, MAY_WRITE,
				      MAY_READ | MAY_WRITE };
	int acc = flags & O_ACCMODE, mask, err;
	umode_t mode = inode_mode(inode);

	if (acc == 3)
		return -EINVAL;
	if ((flags & O_DIRECTORY) && !inode->is_dir)
		return -ENOTDIR;
	if (flags & O_PATH)	/* a name, opened for nothing: no more asked */
		return 0;
	if (inode->is_dir && (acc != O_RDONLY || (flags & O_TRUNC)))
		return -EISDIR;
	if (inode_is_symlink(inode))
		return -ELOOP;
	if (S_ISSOCK(mode))
		return -ENXIO;
	mask = by_acc[acc];
	if ((flags & O_TRUNC) && S_ISREG(mode))
		mask |= MAY_WRITE;
	err = inode_permission(inode, mask);	/* EACCES or EROFS */
	if (err)
		return err;
	if ((flags & O_NOATIME) && !inode_owner_or_capable(inode))
		return -EPERM;
	return 0;
}

/*
 * Setting a file's times (utimensat(2) "Permissions requirements"):
 * to given values only its owner (or CAP_FOWNER): EPERM; to now also
 * whoever may write it: EACCES otherwise.  Linux's setattr_prepare().
 */
int may_set_times(struct inode *inode, bool to_now)
{
	if (shmem_inode_rdonly(inode))
		return -EROFS;
	if (inode_owner_or_capable(inode))
		return 0;
	if (!to_now)
		return -EPERM;
	return inode_permission(inode, MAY_WRITE);
}

/*
 * A hard link to someone else's file (Linux's may_linkat() with
 * fs.protected_hardlinks = 1, as Debian boots): only to a regular file
 * that is not set-user-ID, nor set-group-ID and group-executable, and
 * that the caller may read and write; or with CAP_FOWNER.  EPERM: it
 * keeps a user from pinning a set-id program or a file he may not
 * change where its owner cannot remove it.
 */
int may_linkat(struct inode *inode)
{
	umode_t mode = inode_mode(inode);

	if (inode_owner_or_capable(inode))
		return 0;
	if (S_ISREG(mode) && !(mode & S_ISUID) &&
	    (mode & (S_ISGID | S_IXGRP)) != (S_ISGID | S_IXGRP) &&
	    !inode_permission(inode, MAY_READ | MAY_WRITE))
		return 0;
	return -EPERM;
}

/* Adding a name to dir takes write and search permission on it */
int may_create(struct inode *dir)
{
	return inode_permission(dir, MAY_WRITE | MAY_EXEC);
}

/*
 * Removing victim from dir takes the same, and in a sticky directory
 * (/tmp) ownership of the file or of the directory, or CAP_FOWNER:
 * EPERM otherwise (unlink(2)).
 */
int may_delete(struct inode *dir, struct inode *victim)
{
	int err = may_create(dir);

	if (err)
		return err;
	if ((inode_mode(dir) & S_ISVTX) &&
	    !uid_eq(current_fsuid(), victim->i_uid) &&
	    !uid_eq(current_fsuid(), dir->i_uid) && !capable(CAP_FOWNER))
		return -EPERM;
	return 0;
}

static bool d_is_symlink(const struct dentry *dentry)
{
	return inode_is_symlink(dentry->d_inode);
}

static bool d_is_dir(const struct dentry *dentry)
{
	return dentry->d_inode->is_dir;
}

/*
 * A walk of a kernel path; on success nd_free() ends it.  A walk from a
 * task's directory is the task's: its root; a scoped one's root is
 * start itself (openat2(2) RESOLVE_BENEATH, RESOLVE_IN_ROOT).  An
 * absolute path goes to the root at its first step (link_path_walk()).
 */
static int path_init(struct nameidata *nd, struct dentry *start,
		     const char *path, unsigned int flags)
{
	if (strlen(path) >= PATH_MAX)
		return -ENAMETOOLONG;
	if (nd_alloc(nd))
		return -ENOMEM;
	strcpy(nd->buf, path);
	if (flags & LOOKUP_IS_SCOPED)
		nd->root = start;
	else
		nd->root = start ? current_root() : root_mnt.mnt_root;
	nd->dir = start ?: nd->root;
	nd->p = nd->buf;
	nd->links = 0;
	nd->flags = flags;
	return 0;
}

static bool is_dotdot(const struct qstr *name)
{
	return name->len == 2 && name->name[0] == '.' && name->name[1] == '.';
}

/* The root of the mount d is on: the nearest mount point above it */
static struct dentry *mount_root(struct dentry *d)
{
	while (!IS_ROOT(d) && !is_mount_point(d))
		d = d->d_parent;
	return d;
}

/* openat2(2) RESOLVE_NO_XDEV: does the step from nd->dir to "to" (a
 * child, or the parent by "..") enter or leave a mount?  EXDEV then */
static bool crosses_mount(const struct nameidata *nd, struct dentry *to)
{
	if (!(nd->flags & LOOKUP_NO_XDEV) || to == nd->dir)
		return false;
	return is_mount_point(to == nd->dir->d_parent ? nd->dir : to);
}

/*
 * An absolute path, or a link's absolute target, starts over at the
 * root - except under openat2(2) RESOLVE_BENEATH (EXDEV: it would leave
 * the starting directory) and, for a link's target, RESOLVE_NO_XDEV
 * when the root is on another mount than the link (EXDEV).
 */
static int nd_jump_root(struct nameidata *nd)
{
	if (nd->flags & LOOKUP_BENEATH)
		return -EXDEV;
	if ((nd->flags & LOOKUP_NO_XDEV) && nd->links &&
	    mount_root(nd->dir) != mount_root(nd->root))
		return -EXDEV;
	nd->dir = nd->root;
	return 0;
}

/* "." and "..", or the name in dir; NULL if there is none */
static struct dentry *lookup_qstr(struct dentry *dir, const struct qstr *name)
{
	if (name->len == 1 && name->name[0] == '.')
		return dir;
	if (is_dotdot(name))
		return dir->d_parent;
	return d_lookup(dir, name);
}

struct dentry *lookup_one(struct dentry *dir, const char *name)
{
	struct qstr q = { name, (unsigned int)strlen(name) };

	return lookup_qstr(dir, &q);
}

/*
 * The component nd->last in nd->dir: ENOTDIR, or ENOENT if there is
 * none - or what the directory's may_open() says if it refuses: the
 * /proc/PID of a task reaped since it was opened names nothing, ESRCH
 * as on Linux.  openat2(2): ".." out of a RESOLVE_BENEATH walk's start
 * and a RESOLVE_NO_XDEV step across a mount are EXDEV; RESOLVE_CACHED
 * is EAGAIN for a directory whose names are still on a disk.
 */
static struct dentry *walk_component(struct nameidata *nd)
{
	struct inode *dir = nd->dir->d_inode;
	struct dentry *d;
	int err;

	if (!d_is_dir(nd->dir))
		return ERR_PTR(-ENOTDIR);
	if ((nd->flags & LOOKUP_CACHED) && dir->i_unread_ino)
		return ERR_PTR(-EAGAIN);
	err = d_unread(nd->dir);	/* its names still on a disk */
	if (err)
		return ERR_PTR(err);
	if (dir->refresh)
		dir->refresh(nd->dir);
	/* a chroot(2)ed task's root is its own parent, as "/" is */
	if (nd->dir == nd->root && is_dotdot(&nd->last))
		return nd->flags & LOOKUP_BENEATH ? ERR_PTR(-EXDEV) : nd->dir;
	d = lookup_qstr(nd->dir, &nd->last);
	if (d)
		return crosses_mount(nd, d) ? ERR_PTR(-EXDEV) : d;
	err = dir->may_open ? dir->may_open(dir->priv) : 0;
	return ERR_PTR(err ? err : -ENOENT);
}

/* target (len bytes) goes before the rest of the path (rest bytes);
 * an absolute one starts over at the root (link_path_walk()) */
static void splice_link(struct nameidata *nd, const char *target, size_t len,
			size_t rest)
{
	memmove(nd->buf + len, nd->p, rest + 1);
	memcpy(nd->buf, target, len);
	nd->p = nd->buf;
}

/*
 * openat2(2)'s rules for a link the walk would follow: none under
 * RESOLVE_NO_SYMLINKS (ELOOP); a /proc "magic" one (proc_magic_link())
 * none under RESOLVE_NO_MAGICLINKS (ELOOP) or in a scoped walk (EXDEV,
 * as Linux's nd_jump_link())
 */
static int may_follow(const struct nameidata *nd, const struct inode *link)
{
	if (nd->flags & LOOKUP_NO_SYMLINKS)
		return -ELOOP;
	if (!proc_magic_link(link))
		return 0;
	if (nd->flags & LOOKUP_NO_MAGICLINKS)
		return -ELOOP;
	return nd->flags & LOOKUP_IS_SCOPED ? -EXDEV : 0;
}

/*
 * Put link's target where its name was: the walk goes on from nd->p,
 * which is now the target followed by the rest of the path.
 */
static int follow_link(struct nameidata *nd, struct dentry *link)
{
	size_t rest = strlen(nd->p);
	int err = may_follow(nd, link->d_inode);
	char *target;
	long len;

	if (err)
		return err;
	if (++nd->links > MAXSYMLINKS)
		return -ELOOP;
	if (link->d_inode->jump) {	/* the rest of the path goes on there */
		struct dentry *to = link->d_inode->jump(link->d_inode->priv);

		if (IS_ERR(to))
			return PTR_ERR(to);
		if (*nd->p == '/' && !d_is_dir(to))
			return -ENOTDIR;	/* "fd/N/" of a file */
		if ((nd->flags & LOOKUP_NO_XDEV) &&
		    mount_root(to) != mount_root(nd->dir))
			return -EXDEV;
		nd->dir = to;
		return 0;
	}
	target = __getname();
	if (!target)
		return -ENOMEM;
	len = inode_readlink(link->d_inode, target, PATH_MAX);
	if (len <= 0)	/* none: /proc/PID/exe of a kernel thread */
		len = len ?: -ENOENT;
	else if ((size_t)len + rest >= ND_BUF)
		len = -ENAMETOOLONG;
	else
		splice_link(nd, target, (size_t)len, rest);
	__putname(target);
	return len < 0 ? (int)len : 0;
}

/*
 * Walk every component but the last, following links; leaves nd->dir
 * the directory the last one is in and nd->last its name ("" for a
 * path that ends at a directory: "/", "dir/.").  The walk is at the
 * start of a path (or of a link's target, splice_link()) when nd->p is
 * the buffer's start: a '/' there goes to the root.
 */
static int link_path_walk(struct nameidata *nd)
{
	for (;;) {
		struct dentry *child;
		char *s = nd->p;
		int err = s == nd->buf && *s == '/' ? nd_jump_root(nd) : 0;

		if (err)
			return err;
		while (*s == '/')
			s++;
		nd->last.name = s;
		s += strcspn(s, "/");
		nd->last.len = (unsigned int)(s - nd->last.name);
		if (nd->last.len > NAME_MAX)
			return -ENAMETOOLONG;
		nd->p = s;
		/* path_resolution(7): search permission on every directory
		 * a name is looked up in, the last one's too (EACCES) */
		err = nd->last.len ? inode_permission(nd->dir->d_inode,
						      MAY_EXEC) : 0;
		if (err)
			return err;
		while (*s == '/')
			s++;
		nd->trailing = s != nd->p;
		if (!*s)
			return 0;
		child = walk_component(nd);
		if (IS_ERR(child))
			return PTR_ERR(child);
		if (d_is_symlink(child)) {
			err = follow_link(nd, child);
			if (err)
				return err;
			continue;
		}
		if (!d_is_dir(child))
			return -ENOTDIR;
		nd->dir = child;
	}
}

/* The last component's dentry, its link followed if flags say so */
static struct dentry *walk_last(struct nameidata *nd, unsigned int flags)
{
	for (;;) {
		struct dentry *d;
		int err = link_path_walk(nd);

		if (err)
			return ERR_PTR(err);
		if (!nd->last.len)
			return nd->dir;
		d = walk_component(nd);
		if (IS_ERR(d))
			return d;
		if (!d_is_symlink(d) ||
		    !((flags & LOOKUP_FOLLOW) || nd->trailing))
			return d;
		err = follow_link(nd, d);
		if (err)
			return ERR_PTR(err);
	}
}

/* walk_last() inside rcu_read_lock() (fs/dcache.c): no directory it
 * passes through is freed under it; "name/" must be a directory */
static struct dentry *walk_locked(struct nameidata *nd, unsigned int flags)
{
	struct dentry *d;

	rcu_read_lock();
	d = walk_last(nd, flags);
	if (!IS_ERR(d) && nd->trailing && !d_is_dir(d))
		d = ERR_PTR(-ENOTDIR);
	rcu_read_unlock();
	return d;
}

/* A walk of a kernel path from start by walk(nd, arg), its buffer
 * freed after; arg is the walk's LOOKUP_* flags */
static struct dentry *kernel_walk(struct dentry *start, const char *path,
				  struct dentry *(*walk)(struct nameidata *,
							 unsigned int),
				  unsigned int arg)
{
	struct nameidata nd;
	int err = path_init(&nd, start, path, arg);
	struct dentry *d;

	if (err)
		return ERR_PTR(err);
	d = walk(&nd, arg);
	nd_free(&nd);
	return d;
}

/*
 * The dentry path names, from start (NULL: the root); ERR_PTR(-ENOENT),
 * -ENOTDIR (a component on the way, or a name written "name/", is not a
 * directory), -ENAMETOOLONG or -ELOOP.  No reference is taken: the
 * caller uses it at once (a task preempted long enough for another to
 * remove it is the window left; the calls that remove names hold
 * rcu_read_lock() from the walk to the removal).
 */
struct dentry *path_lookupat(struct dentry *start, const char *path,
			     unsigned int flags)
{
	return kernel_walk(start, path, walk_locked, flags);
}

/*
 * A new name for path (relative to start): a dentry not yet in the tree,
 * with a reference for the caller, who makes a file for it (vfs_create(),
 * vfs_mkdir()...) and then dput()s it.  EEXIST if the name is taken (or
 * is "." or ".."), ENOENT or ENOTDIR if its directory is not there,
 * ENOENT for a file written "name/" (link(2), symlink(2)).
 */
static struct dentry *nd_create(struct nameidata *nd, unsigned int flags)
{
	bool is_dir = flags & LOOKUP_DIRECTORY;
	struct dentry *d;
	int err;

	rcu_read_lock();	/* until d_alloc() holds the directory */
	err = link_path_walk(nd);
	if (!err && !d_is_dir(nd->dir))
		err = -ENOTDIR;
	if (!err)
		err = d_unread(nd->dir);
	if (!err && (!nd->last.len || lookup_qstr(nd->dir, &nd->last)))
		err = -EEXIST;
	else if (!err && d_unhashed(nd->dir))
		err = -ENOENT;		/* removed: it takes no names */
	else if (!err && nd->trailing && !is_dir)
		err = -ENOENT;		/* "name/" names a directory */
	if (!err)
		err = may_create(nd->dir->d_inode);
	d = err ? ERR_PTR(err) : d_alloc(nd->dir, &nd->last) ?: ERR_PTR(-ENOMEM);
	rcu_read_unlock();
	return d;
}

struct dentry *filename_create(struct dentry *start, const char *path,
			       unsigned int flags)
{
	return kernel_walk(start, path, nd_create, flags);
}

/* a directory's times change when a name in it does (inode(7)) */
static void dir_changed(struct inode *dir)
{
	dir->i_mtime = dir->i_ctime = current_time(dir);
}

static int make_inode(struct inode *dir, struct dentry *dentry,
		      umode_t mode, bool is_dir)
{
	struct inode *inode;
	int err;

	if (!shmem_reserve_inode(dir->i_shmem))
		return -ENOSPC;		/* a tmpfs's nr_inodes are taken */
	inode = ramfs_get_inode(dir, is_dir);
	if (!inode) {
		shmem_free_inode(dir->i_shmem);
		return -ENOMEM;
	}
	inode->i_mode = mode;
	err = d_instantiate(dentry, inode);
	if (err) {
		iput(inode);
		return err;
	}
	dir_changed(dir);
	fsnotify_create(dir, dentry);
	return 0;
}

/*
 * open(2) O_TMPFILE's file in dir: a regular file of mode (the umask
 * taken out) with no name - its dentry is dir's child but in no list
 * of dir's, so no path or listing finds it - until linkat(2) gives it
 * one (vfs_link()); held, or ERR_PTR: ENOSPC, ENOMEM
 */
struct dentry *vfs_tmpfile(struct dentry *dir, umode_t mode)
{
	struct inode *inode;
	struct dentry *d;
	char name[16];
	struct qstr q = { name, 0 };

	if (!shmem_reserve_inode(dir->d_inode->i_shmem))
		return ERR_PTR(-ENOSPC);
	inode = ramfs_get_inode(dir->d_inode, false);
	if (!inode) {
		shmem_free_inode(dir->d_inode->i_shmem);
		return ERR_PTR(-ENOMEM);
	}
	inode->i_mode = S_IFREG | (mode & ~current_umask() & 07777);
	inode->i_nlink = 0;
	q.len = (unsigned int)snprintf(name, sizeof(name), "#%lu",
				       inode->i_ino);
	d = d_alloc(dir, &q);
	if (!d) {
		iput(inode);	/* and its count on the tmpfs */
		return ERR_PTR(-ENOMEM);
	}
	d->d_inode = inode;	/* the dentry's reference now */
	return d;
}

/* A regular file (or, with mode's type, a node) for a new name */
int vfs_create(struct inode *dir, struct dentry *dentry, umode_t mode)
{
	return make_inode(dir, dentry, mode, false);
}

int vfs_mkdir(struct inode *dir, struct dentry *dentry, umode_t mode)
{
	int err = make_inode(dir, dentry, S_IFDIR | mode, true);

	if (!err)
		dir->i_nlink++;	/* the new directory's ".." */
	return err;
}

/* The name goes; the file too, once nothing else holds it (unlink(2),
 * or a rename(2) over it) */
static void drop_file(struct inode *dir, struct dentry *dentry)
{
	struct inode *inode = dentry->d_inode;

	if (inode->i_nlink > 1)		/* a link's inode back (vfs_link()) */
		shmem_free_inode(inode->i_shmem);
	inode->i_nlink--;
	inode->i_ctime = current_time(inode);
	d_delete(dentry);
	dir_changed(dir);
}

/*
 * unlink(2), rmdir(2): in Linux's order, the file's watches hear of its
 * link count (a file's), then of its end (IN_DELETE_SELF, from iput())
 * if nothing else holds it, then the directory's of the name.
 */
static int notify_drop(struct inode *dir, struct dentry *dentry,
		       void (*drop)(struct inode *dir, struct dentry *dentry))
{
	bool isdir = dentry->d_inode->is_dir;
	struct name_snapshot n;

	take_name_snapshot(&n, dentry);
	if (!isdir)
		fsnotify_link_count(dentry->d_inode);
	drop(dir, dentry);	/* may free dentry */
	fsnotify_delete(dir, isdir, &n.name);
	return 0;
}

int vfs_unlink(struct inode *dir, struct dentry *dentry)
{
	return notify_drop(dir, dentry, drop_file);
}

/* Copy a path from user memory into buf, PATH_MAX bytes (__getname()):
 * -EFAULT, -ENAMETOOLONG or -ENOENT ("") */
long getname(char *buf, const char __user *path)
{
	long len = strncpy_from_user(buf, path, PATH_MAX);

	if (len < 0)
		return len;
	if (len == PATH_MAX)
		return -ENAMETOOLONG;
	return len ? 0 : -ENOENT;
}

/* getname() into a names_cache buffer of its own, which the caller
 * gives back with __putname() (NULL too); *err says why it is NULL */
char *getname_alloc(const char __user *path, long *err)
{
	char *buf = __getname();

	*err = buf ? getname(buf, path) : -ENOMEM;
	if (*err) {
		__putname(buf);
		return NULL;
	}
	return buf;
}

/* The directory a dirfd-relative path starts from */
long start_dir(int dirfd, const char *path, struct dentry **dir)
{
	struct fd f;
	long err = -ENOTDIR;

	*dir = current_pwd();
	if (*path == '/' || dirfd == AT_FDCWD)
		return 0;
	f = fdget_raw((unsigned int)dirfd);
	if (!f.file)
		return -EBADF;
	/* *dir outlives the file's reference: a directory still in the
	 * tree is held by its parent (the walk does not dget it) */
	if (f.file->f_inode && f.file->f_inode->is_dir) {
		*dir = f.file->f_path.dentry;
		err = 0;
	}
	fdput(f);
	return err;
}

/* A walk of a path in user memory, from dirfd; on success nd_free()
 * ends it */
static long user_path_init(struct nameidata *nd, int dirfd,
			   const char __user *upath)
{
	long err = nd_alloc(nd);

	if (err)
		return err;
	err = getname(nd->buf, upath);
	if (!err)
		err = start_dir(dirfd, nd->buf, &nd->dir);
	if (err) {
		nd_free(nd);
		return err;
	}
	nd->root = current_root();
	if (!nd->dir)
		nd->dir = nd->root;
	nd->p = nd->buf;
	nd->links = 0;
	nd->flags = 0;
	return 0;
}

static struct dentry *lookup_user_path(int dirfd, const char __user *upath,
				       long *err, unsigned int flags)
{
	struct nameidata nd;
	struct dentry *d;

	*err = user_path_init(&nd, dirfd, upath);
	if (*err)
		return NULL;
	rcu_read_lock();
	d = walk_locked(&nd, flags);
	if (!IS_ERR(d))
		dget(d);	/* before anything can remove it */
	rcu_read_unlock();
	nd_free(&nd);
	if (!IS_ERR(d))
		return d;
	*err = PTR_ERR(d);
	return NULL;
}

/* dirfd's own file (the working directory's for AT_FDCWD), held; NULL
 * and *err: EBADF, ENOENT for a file of no name (a pipe) */
struct dentry *fd_dentry(int dirfd, long *err)
{
	struct dentry *d = NULL;
	struct fd f;

	if (dirfd == AT_FDCWD)
		return get_task_pwd(current);
	f = fdget_raw((unsigned int)dirfd);
	if (f.file)
		d = dget(f.file->f_path.dentry);
	*err = f.file ? -ENOENT : -EBADF;
	fdput(f);
	return d;
}

/* fd_dentry() for a call given "" that takes it so (AT_EMPTY_PATH;
 * readlinkat(2)); ENOENT if path is not "", EFAULT */
struct dentry *empty_path_at(int dirfd, const char __user *path, long *err)
{
	u8 c;

	*err = get_user_u8(&c, (const u8 __user *)path) ? -EFAULT : -ENOENT;
	return *err == -EFAULT || c ? NULL : fd_dentry(dirfd, err);
}

/* Look up a user path: the dentry, held (the caller dput()s it), or
 * NULL and a negative errno in *err */
struct dentry *user_path_at(int dirfd, const char __user *upath, long *err)
{
	return lookup_user_path(dirfd, upath, err, LOOKUP_FOLLOW);
}

/* The same, but a symbolic link at the end is not followed (lstat(2)) */
struct dentry *user_lpath_at(int dirfd, const char __user *upath, long *err)
{
	return lookup_user_path(dirfd, upath, err, 0);
}

/*
 * The directory a path's last name is in (nd->dir, nd set up by
 * user_path_init()) and that name (nd->last, "" for "/" and the like),
 * and what it names now, or NULL (unlink(2), rename(2)); ERR_PTR if
 * the directory is not there.  The caller holds rcu_read_lock() from
 * here until it is done with both: nothing removes them meanwhile.
 */
static struct dentry *parent_walk(struct nameidata *nd)
{
	long err = link_path_walk(nd);

	if (!err && !d_is_dir(nd->dir))
		err = -ENOTDIR;
	if (!err)
		err = d_unread(nd->dir);
	if (err)
		return ERR_PTR(err);
	return nd->last.len ? lookup_qstr(nd->dir, &nd->last) : nd->dir;
}

/* A new name from user memory (mkdirat(2), mknodat(2)): see
 * filename_create(); NULL and *err on failure */
static struct dentry *user_path_create(int dirfd, const char __user *upath,
				       bool is_dir, long *err)
{
	struct nameidata nd;
	struct dentry *d;

	*err = user_path_init(&nd, dirfd, upath);
	if (*err)
		return NULL;
	d = nd_create(&nd, is_dir ? LOOKUP_DIRECTORY : 0);
	nd_free(&nd);
	if (!IS_ERR(d))
		return d;
	*err = PTR_ERR(d);
	return NULL;
}

long sys_mkdirat(int dirfd, const char __user *upath, umode_t mode)
{
	long err;
	struct dentry *d = user_path_create(dirfd, upath, true, &err);

	if (!d)
		return err;
	/* a set-group-ID directory's subdirectories are so too (mkdir(2)) */
	err = vfs_mkdir(d->d_parent->d_inode, d,
			(mode & ~current_umask() & 07777) |
			(inode_mode(d->d_parent->d_inode) & S_ISGID));
	dput(d);
	return err;
}

long sys_mkdir(const char __user *upath, umode_t mode)
{
	return sys_mkdirat(AT_FDCWD, upath, mode);
}

/*
 * mknod(2): a regular file (type 0 or S_IFREG), a character device node,
 * which opens whatever driver has its number (fs/char_dev.c), a block
 * device node, which opens the disk with its number (block/bdev.c), a FIFO
 * (fs/fifo.c) or a socket's name (which opens nothing: ENXIO; it is
 * connect(2)'s).  A device node takes CAP_MKNOD - but for character
 * device 0:0, overlayfs' "whiteout" marker, which Linux's vfs_mknod()
 * lets anyone make (it opens no driver: ENXIO).
 */
long sys_mknodat(int dirfd, const char __user *upath, umode_t mode,
		 unsigned int dev)
{
	umode_t type = mode & S_IFMT ?: S_IFREG;
	struct dentry *d;
	long err;

	if (!S_ISREG(type) && !S_ISCHR(type) && !S_ISBLK(type) &&
	    !S_ISFIFO(type) && !S_ISSOCK(type))
		return -EINVAL;
	if ((S_ISBLK(type) || (S_ISCHR(type) && dev)) && !capable(CAP_MKNOD))
		return -EPERM;
	d = user_path_create(dirfd, upath, false, &err);
	if (!d)
		return err;
	/* the permission bits less the umask, as for open(2)'s O_CREAT
	 * (mknod(2): "modified by the process's umask") */
	err = vfs_create(d->d_parent->d_inode, d,
			 type | (mode & ~current_umask() & 07777));
	if (!err && (S_ISCHR(type) || S_ISBLK(type))) {
		d->d_inode->fops = S_ISCHR(type) ? &def_chr_fops : &def_blk_fops;
		d->d_inode->i_rdev = new_decode_dev(dev);
	}
	if (!err && S_ISFIFO(type))
		d->d_inode->fops = &def_fifo_fops;
	dput(d);
	return err;
}

long sys_mknod(const char __user *path, umode_t mode, unsigned int dev)
{
	return sys_mknodat(AT_FDCWD, path, mode, dev);
}

/*
 * Names the kernel made (/proc, /sys, the built-in devices) stay: only
 * what user space made may be unlinked, renamed or linked to.
 */
static bool kernel_owned(const struct dentry *d)
{
	const struct inode *inode = d->d_inode;

	if (is_hugetlbfs_inode(inode))	/* a hugetlbfs file is user's */
		return false;
	return inode->show || inode->store || inode->readlink ||
	       inode->getattr ||
	       (inode->fops && inode->fops != &def_chr_fops &&
		inode->fops != &def_blk_fops && inode->fops != &def_fifo_fops) ||
	       is_subdir(d, fs_lookup("/proc")) || is_subdir(d, fs_lookup("/sys"));
}

/* A mount point (the root, /proc, /sys, a tmpfs) */
static bool d_busy(const struct dentry *d)
{
	return IS_ROOT(d) || d == fs_lookup("/proc") ||
	       d == fs_lookup("/sys") || shmem_at(d);
}

/* link(2), rename(2): a file stays on its own file system - a tmpfs or
 * the root's (EXDEV, as between any two mounts) */
static bool other_fs(const struct dentry *d, const struct dentry *dir)
{
	return d->d_inode->i_shmem != dir->d_inode->i_shmem;
}

static bool dir_empty(const struct dentry *d)
{
	return list_empty(&d->d_subdirs);
}

/* An empty directory goes (rmdir(2), or a rename(2) over it) */
static void drop_dir(struct inode *dir, struct dentry *dentry)
{
	dir->i_nlink--;			/* its ".." is gone */
	dentry->d_inode->i_nlink = 0;
	d_delete(dentry);
	dir_changed(dir);
}

int vfs_rmdir(struct inode *dir, struct dentry *dentry)
{
	int err = d_unread(dentry);	/* empty on the disk too? */

	if (err)
		return err;
	if (!dir_empty(dentry))
		return -ENOTEMPTY;
	return notify_drop(dir, dentry, drop_dir);
}

/* unlink(2) and rmdir(2) of nd's last name, which must be is_dir's kind */
static long do_remove(struct nameidata *nd, struct dentry *d, bool is_dir)
{
	long err;

	if (IS_ERR(d))
		return PTR_ERR(d);
	if (is_dir && nd->last.len == 1 && nd->last.name[0] == '.')
		return -EINVAL;		/* rmdir(2): "." as the last name */
	if (is_dir && nd->last.len == 2 && !memcmp(nd->last.name, "..", 2))
		return -ENOTEMPTY;
	if (shmem_inode_rdonly(nd->dir->d_inode))
		return -EROFS;	/* the mount is asked first, as Linux */
	if (!d)
		return -ENOENT;
	if (!is_dir && (d_is_dir(d) || nd->trailing))
		return d_is_dir(d) ? -EISDIR : -ENOTDIR;
	if (is_dir && !d_is_dir(d))
		return -ENOTDIR;
	if (d_busy(d))
		return -EBUSY;
	if (kernel_owned(d))
		return -EPERM;
	err = may_delete(nd->dir->d_inode, d->d_inode);
	if (err)
		return err;
	return is_dir ? vfs_rmdir(nd->dir->d_inode, d) :
			vfs_unlink(nd->dir->d_inode, d);
}

#define AT_REMOVEDIR	0x200

long sys_unlinkat(int dirfd, const char __user *upath, int flags)
{
	struct nameidata nd;
	long err;

	if (flags & ~AT_REMOVEDIR)
		return -EINVAL;
	err = user_path_init(&nd, dirfd, upath);
	if (err)
		return err;
	rcu_read_lock();
	err = do_remove(&nd, parent_walk(&nd), flags & AT_REMOVEDIR);
	rcu_read_unlock();
	nd_free(&nd);
	return err;
}

/* unlink(2) of path from start, for the kernel's own use (a core
 * file's old copy, fs/coredump.c) */
long kernel_unlink(struct dentry *start, const char *path)
{
	struct nameidata nd;
	long err = path_init(&nd, start, path, 0);

	if (err)
		return err;
	rcu_read_lock();
	err = do_remove(&nd, parent_walk(&nd), false);
	rcu_read_unlock();
	nd_free(&nd);
	return err;
}

long sys_unlink(const char __user *upath)
{
	return sys_unlinkat(AT_FDCWD, upath, 0);
}

long sys_rmdir(const char __user *upath)
{
	return sys_unlinkat(AT_FDCWD, upath, AT_REMOVEDIR);
}

/* One more name for old's file (link(2)); directories have only one */
int vfs_link(struct dentry *old, struct inode *dir, struct dentry *dentry)
{
	struct inode *inode = old->d_inode;
	int err;

	/* tmpfs counts each link as an inode, as Linux's shmem_link()
	 * does, so that links cannot take unbounded memory - but for an
	 * O_TMPFILE file's first name, which has its count already */
	bool charge = inode->i_nlink > 0;

	if (charge && !shmem_reserve_inode(dir->i_shmem))
		return -ENOSPC;
	inode->i_count++;		/* the new name's reference */
	err = d_instantiate(dentry, inode);
	if (err) {
		if (charge)
			shmem_free_inode(dir->i_shmem);
		iput(inode);
		return err;
	}
	inode->i_nlink++;
	inode->i_ctime = current_time(inode);
	dir_changed(dir);
	fsnotify_link(dir, dentry);
	return 0;
}

long sys_linkat(int olddfd, const char __user *oldname, int newdfd,
		const char __user *newname, int flags)
{
	struct dentry *old, *d;
	long err;

	if (flags & ~AT_SYMLINK_FOLLOW)
		return -EINVAL;
	old = lookup_user_path(olddfd, oldname, &err,
			       flags & AT_SYMLINK_FOLLOW ? LOOKUP_FOLLOW : 0);
	if (!old)
		return err;
	if (d_is_dir(old))
		err = -EPERM;		/* link(2): oldpath is a directory */
	else if (kernel_owned(old))
		err = -EXDEV;		/* /proc and /sys are other mounts */
	else
		err = may_linkat(old->d_inode);
	d = err ? NULL : user_path_create(newdfd, newname, false, &err);
	if (d) {
		err = other_fs(old, d->d_parent) ? -EXDEV :
			vfs_link(old, d->d_parent->d_inode, d);
		dput(d);
	}
	dput(old);
	return err;
}

long sys_link(const char __user *oldname, const char __user *newname)
{
	return sys_linkat(AT_FDCWD, oldname, AT_FDCWD, newname, 0);
}

/* A symbolic link holding target (symlink(2)): stat shows S_IFLNK 0777 */
int vfs_symlink(struct inode *dir, struct dentry *dentry, const char *target)
{
	size_t len = strlen(target);
	char *copy = kmalloc(len + 1, GFP_KERNEL);
	int err;

	if (!copy)
		return -ENOMEM;
	memcpy(copy, target, len + 1);
	err = make_inode(dir, dentry, S_IFLNK | 0777, false);
	if (err) {
		kfree(copy);
		return err;
	}
	dentry->d_inode->i_link = copy;
	dentry->d_inode->size = len;	/* lstat(2): the target's length */
	return 0;
}

long sys_symlinkat(const char __user *oldname, int newdfd,
		   const char __user *newname)
{
	struct dentry *d;
	long err;
	char *target = getname_alloc(oldname, &err);

	d = err ? NULL : user_path_create(newdfd, newname, false, &err);
	if (d) {
		err = vfs_symlink(d->d_parent->d_inode, d, target);
		dput(d);
	}
	__putname(target);
	return err;
}

long sys_symlink(const char __user *oldname, const char __user *newname)
{
	return sys_symlinkat(oldname, AT_FDCWD, newname);
}

/* A link's target into buf (NUL-terminated): its length, 0 if it has
 * none, or a generated link's error (EACCES: /proc/PID/exe) */
long inode_readlink(const struct inode *inode, char *buf, size_t size)
{
	if (inode->i_link) {
		size_t len = strlcpy(buf, inode->i_link, size);

		return len < size ? (long)len : 0;
	}
	return inode->readlink ? inode->readlink(buf, size, inode->priv) : 0;
}

#define RENAME_NOREPLACE	1	/* renameat2(2) flags */
#define RENAME_EXCHANGE		2
#define RENAME_WHITEOUT		4	/* overlayfs' own: ramfs has none */

/* A name that is a name, not "", "." or ".." (rename(2): EBUSY) */
static bool last_is_normal(const struct nameidata *nd)
{
	const struct qstr *q = &nd->last;

	return q->len && !(q->name[0] == '.' &&
			   (q->len == 1 || (q->len == 2 && q->name[1] == '.')));
}

/* Whether old may take target's place (rename(2)'s ERRORS) */
static long may_replace(struct dentry *old, struct dentry *target)
{
	/* a directory's emptiness is known once its names are read */
	long err = d_is_dir(target) ? d_unread(target) : 0;

	if (err)
		return err;
	if (d_is_dir(old) && !d_is_dir(target))
		return -ENOTDIR;
	if (!d_is_dir(old) && d_is_dir(target))
		return -EISDIR;
	if (d_is_dir(target) && !dir_empty(target))
		return -ENOTEMPTY;
	return kernel_owned(target) ? -EPERM : 0;
}

/* dentry becomes name in dir; a directory's ".." goes along with it */
static void move_name(struct dentry *dentry, struct dentry *dir,
		      const struct qstr *name)
{
	struct inode *from = dentry->d_parent->d_inode;

	if (d_is_dir(dentry)) {
		from->i_nlink--;
		dir->d_inode->i_nlink++;
	}
	dir_changed(from);
	dir_changed(dir->d_inode);
	dentry->d_inode->i_ctime = current_time(dentry->d_inode);
	d_move(dentry, dir, name);
}

/* RENAME_EXCHANGE: the two names trade places */
static long exchange(struct dentry *a, struct dentry *b)
{
	char aname[NAME_MAX + 1], bname[NAME_MAX + 1];
	struct qstr qa = { aname, a->d_name.len }, qb = { bname, b->d_name.len };
	struct dentry *adir = dget(a->d_parent), *bdir = dget(b->d_parent);

	if ((d_is_dir(a) && is_subdir(bdir, a)) ||
	    (d_is_dir(b) && is_subdir(adir, b))) {
		dput(adir);
		dput(bdir);
		return -EINVAL;
	}
	memcpy(aname, a->d_name.name, a->d_name.len + 1);
	memcpy(bname, b->d_name.name, b->d_name.len + 1);
	move_name(a, bdir, &qb);
	move_name(b, adir, &qa);
	fsnotify_move(adir->d_inode, &qa, a, NULL);
	fsnotify_move(bdir->d_inode, &qb, b, NULL);
	dput(adir);
	dput(bdir);
	return 0;
}

/*
 * old's name becomes new's last name, replacing what is there (target,
 * held until the watches have heard of the move: its IN_DELETE_SELF
 * comes after, as on Linux).  A removed directory has no names, so
 * there is no target in one.
 */
static long do_rename(struct dentry *old, struct nameidata *new,
		      struct dentry *target, unsigned int flags)
{
	struct inode *old_dir = old->d_parent->d_inode;
	struct name_snapshot old_name;
	long err;

	if (d_is_dir(old) && is_subdir(new->dir, old))
		return -EINVAL;		/* into its own subdirectory */
	if (flags & RENAME_EXCHANGE)
		return target ? exchange(old, target) : -ENOENT;
	if (target && (flags & RENAME_NOREPLACE))
		return -EEXIST;
	err = target ? may_replace(old, target) : 0;
	if (err)
		return err;
	if (d_unhashed(new->dir))
		return -ENOENT;
	take_name_snapshot(&old_name, old);
	if (target && d_is_dir(dget(target)))
		drop_dir(new->dir->d_inode, target);
	else if (target)
		drop_file(new->dir->d_inode, target);
	move_name(old, new->dir, &new->last);
	fsnotify_move(old_dir, &old_name.name, old,
		      target ? target->d_inode : NULL);
	dput(target);
	return 0;
}

/*
 * A directory that changes parent has its ".." rewritten: that takes
 * write permission on the directory itself (rename(2) EACCES, as
 * Linux asks it), and on the other one too when RENAME_EXCHANGE moves
 * both.
 */
static long may_move_dir(struct dentry *old, const struct nameidata *new,
			 struct dentry *target, unsigned int flags)
{
	long err = 0;

	if (old->d_parent == new->dir)
		return 0;
	if (d_is_dir(old))
		err = inode_permission(old->d_inode, MAY_WRITE);
	if (!err && target && (flags & RENAME_EXCHANGE) && d_is_dir(target))
		err = inode_permission(target->d_inode, MAY_WRITE);
	return err;
}

/* Both walks, then the checks and the move (inside rcu_read_lock()) */
static long rename_walked(struct nameidata *ond, struct nameidata *nnd,
			  unsigned int flags)
{
	struct dentry *old = parent_walk(ond), *target;
	long err;

	if (IS_ERR(old))
		return PTR_ERR(old);
	target = parent_walk(nnd);
	if (IS_ERR(target))
		return PTR_ERR(target);
	if (!last_is_normal(ond) || !last_is_normal(nnd))
		return -EBUSY;
	if (!old)
		return -ENOENT;
	if (!d_is_dir(old) && (ond->trailing || nnd->trailing))
		return -ENOTDIR;
	if (kernel_owned(old) || kernel_owned(nnd->dir) ||
	    other_fs(old, nnd->dir))
		return -EXDEV;		/* /proc, /sys, a tmpfs are other mounts */
	err = may_delete(ond->dir->d_inode, old->d_inode);
	if (!err)
		err = target ? may_delete(nnd->dir->d_inode, target->d_inode) :
			       may_create(nnd->dir->d_inode);
	if (!err)
		err = may_move_dir(old, nnd, target, flags);
	if (err)
		return err;
	if (target && target->d_inode == old->d_inode)
		return 0;
	return do_rename(old, nnd, target, flags);
}

/*
 * renameat2(2).  Both paths are copied in, then walked; a name that is already the other (the same
 * dentry, or a hard link of the same file) is left alone, as POSIX
 * says.
 */
long sys_renameat2(int olddfd, const char __user *oldname, int newdfd,
		   const char __user *newname, unsigned int flags)
{
	struct nameidata ond, nnd;
	long err;

	if ((flags & ~(RENAME_NOREPLACE | RENAME_EXCHANGE)) ||
	    ((flags & RENAME_NOREPLACE) && (flags & RENAME_EXCHANGE)))
		return -EINVAL;
	err = user_path_init(&ond, olddfd, oldname);
	if (err)
		return err;
	err = user_path_init(&nnd, newdfd, newname);
	if (err) {
		nd_free(&ond);
		return err;
	}
	rcu_read_lock();
	err = rename_walked(&ond, &nnd, flags);
	rcu_read_unlock();
	nd_free(&nnd);
	nd_free(&ond);
	return err;
}

long sys_renameat(int olddfd, const char __user *oldname, int newdfd,
		  const char __user *newname)
{
	return sys_renameat2(olddfd, oldname, newdfd, newname, 0);
}

long sys_rename(const char __user *oldname, const char __user *newname)
{
	return sys_renameat2(AT_FDCWD, oldname, AT_FDCWD, newname, 0);
}
