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
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/sched.h"
#include "linux/stat.h"
#include "linux/syscalls.h"

#define MAXSYMLINKS	40	/* path_resolution(7): Linux's limit */
#define AT_FDCWD	-100	/* *at(2): relative to the cwd */
#define AT_SYMLINK_FOLLOW	0x400

struct nameidata {
	struct dentry *dir;	/* where the walk is */
	char *p;		/* what is left of the path, in buf */
	struct qstr last;	/* the final component (in buf) */
	bool trailing;		/* a '/' follows it: it must be a directory */
	int links;		/* links followed so far */
	char buf[2 * PATH_MAX];	/* the path, links spliced in */
};

static bool d_is_symlink(const struct dentry *dentry)
{
	return dentry->d_inode->readlink;
}

static bool d_is_dir(const struct dentry *dentry)
{
	return dentry->d_inode->is_dir;
}

static int path_init(struct nameidata *nd, struct dentry *start,
		     const char *path)
{
	if (strlcpy(nd->buf, path, PATH_MAX) >= PATH_MAX)
		return -ENAMETOOLONG;
	nd->dir = start && *path != '/' ? start : root_mnt.mnt_root;
	nd->p = nd->buf;
	nd->links = 0;
	return 0;
}

/* "." and "..", or the name in dir; NULL if there is none */
static struct dentry *lookup_qstr(struct dentry *dir, const struct qstr *name)
{
	if (name->len == 1 && name->name[0] == '.')
		return dir;
	if (name->len == 2 && name->name[0] == '.' && name->name[1] == '.')
		return dir->d_parent;
	return d_lookup(dir, name);
}

struct dentry *lookup_one(struct dentry *dir, const char *name)
{
	struct qstr q = { name, (unsigned int)strlen(name) };

	return lookup_qstr(dir, &q);
}

/*
 * Put link's target where its name was: the walk goes on from nd->p,
 * which is now the target followed by the rest of the path.
 */
static int follow_link(struct nameidata *nd, struct dentry *link)
{
	char target[PATH_MAX];
	size_t len, rest = strlen(nd->p);
	struct inode *inode = link->d_inode;

	if (++nd->links > MAXSYMLINKS)
		return -ELOOP;
	len = inode->readlink(target, sizeof(target), inode->priv);
	if (!len)
		return -ENOENT;	/* /proc/PID/exe of a kernel thread */
	if (len + rest >= sizeof(nd->buf))
		return -ENAMETOOLONG;
	memmove(nd->buf + len, nd->p, rest + 1);
	memcpy(nd->buf, target, len);
	nd->p = nd->buf;
	if (*target == '/')	/* an absolute target starts over at the root */
		nd->dir = root_mnt.mnt_root;
	return 0;
}

/*
 * Walk every component but the last, following links; leaves nd->dir
 * the directory the last one is in and nd->last its name ("" for a
 * path that ends at a directory: "/", "dir/.").
 */
static int link_path_walk(struct nameidata *nd)
{
	for (;;) {
		struct dentry *child;
		char *s = nd->p;
		int err;

		while (*s == '/')
			s++;
		nd->last.name = s;
		s += strcspn(s, "/");
		nd->last.len = (unsigned int)(s - nd->last.name);
		if (nd->last.len > NAME_MAX)
			return -ENAMETOOLONG;
		nd->p = s;
		while (*s == '/')
			s++;
		nd->trailing = s != nd->p;
		if (!*s)
			return 0;
		if (!d_is_dir(nd->dir))
			return -ENOTDIR;
		child = lookup_qstr(nd->dir, &nd->last);
		if (!child)
			return -ENOENT;
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
		if (!d_is_dir(nd->dir))
			return ERR_PTR(-ENOTDIR);
		d = lookup_qstr(nd->dir, &nd->last);
		if (!d)
			return ERR_PTR(-ENOENT);
		if (!d_is_symlink(d) ||
		    !((flags & LOOKUP_FOLLOW) || nd->trailing))
			return d;
		err = follow_link(nd, d);
		if (err)
			return ERR_PTR(err);
	}
}

/*
 * The dentry path names, from start (NULL: the root); ERR_PTR(-ENOENT),
 * -ENOTDIR (a component on the way, or a name written "name/", is not a
 * directory), -ENAMETOOLONG or -ELOOP.  No reference is taken: the
 * caller uses it before anything can remove it.
 */
struct dentry *path_lookupat(struct dentry *start, const char *path,
			     unsigned int flags)
{
	struct nameidata nd;
	struct dentry *d;
	int err = path_init(&nd, start, path);

	if (err)
		return ERR_PTR(err);
	d = walk_last(&nd, flags);
	if (!IS_ERR(d) && nd.trailing && !d_is_dir(d))
		return ERR_PTR(-ENOTDIR);
	return d;
}

/*
 * A new name for path (relative to start): a dentry not yet in the tree,
 * with a reference for the caller, who makes a file for it (vfs_create(),
 * vfs_mkdir()...) and then dput()s it.  EEXIST if the name is taken (or
 * is "." or ".."), ENOENT or ENOTDIR if its directory is not there,
 * EISDIR for a file written "name/".
 */
struct dentry *filename_create(struct dentry *start, const char *path,
			       bool is_dir)
{
	struct nameidata nd;
	struct dentry *d;
	int err = path_init(&nd, start, path);

	if (!err)
		err = link_path_walk(&nd);
	if (err)
		return ERR_PTR(err);
	if (!d_is_dir(nd.dir))
		return ERR_PTR(-ENOTDIR);
	if (!nd.last.len || lookup_qstr(nd.dir, &nd.last))
		return ERR_PTR(-EEXIST);
	if (nd.trailing && !is_dir)
		return ERR_PTR(-EISDIR);
	d = d_alloc(nd.dir, &nd.last);
	return d ? d : ERR_PTR(-ENOMEM);
}

/* a directory's times change when a name in it does (inode(7)) */
static void dir_changed(struct inode *dir)
{
	dir->i_mtime = dir->i_ctime = current_time(dir);
}

static int make_inode(struct inode *dir, struct dentry *dentry,
		      umode_t mode, bool is_dir)
{
	struct inode *inode = ramfs_get_inode(is_dir);

	if (!inode)
		return -ENOMEM;
	inode->i_mode = mode;
	d_instantiate(dentry, inode);
	dir_changed(dir);
	return 0;
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

/* The name goes; the file too, once nothing else holds it */
int vfs_unlink(struct inode *dir, struct dentry *dentry)
{
	struct inode *inode = dentry->d_inode;

	inode->i_nlink--;
	inode->i_ctime = current_time(inode);
	d_delete(dentry);
	dir_changed(dir);
	return 0;
}

/* Copy a path from user memory: -EFAULT, -ENAMETOOLONG or -ENOENT ("") */
long getname(char *buf, const char __user *path)
{
	long len = strncpy_from_user(buf, path, PATH_MAX);

	if (len < 0)
		return len;
	if (len == PATH_MAX)
		return -ENAMETOOLONG;
	return len ? 0 : -ENOENT;
}

/* The directory a dirfd-relative path starts from */
long start_dir(int dirfd, const char *path, struct dentry **dir)
{
	struct file *f;

	*dir = current->cwd;
	if (*path == '/' || dirfd == AT_FDCWD)
		return 0;
	f = fget(dirfd);
	if (!f)
		return -EBADF;
	if (!f->f_inode || !f->f_inode->is_dir)
		return -ENOTDIR;
	*dir = f->f_path.dentry;
	return 0;
}

static struct dentry *lookup_user_path(int dirfd, const char __user *upath,
				       long *err, unsigned int flags)
{
	char path[PATH_MAX];
	struct dentry *dir, *d;

	*err = getname(path, upath);
	if (!*err)
		*err = start_dir(dirfd, path, &dir);
	if (*err)
		return NULL;
	d = path_lookupat(dir, path, flags);
	if (!IS_ERR(d))
		return d;
	*err = PTR_ERR(d);
	return NULL;
}

/* Look up a user path: the dentry, or NULL and a negative errno in *err */
struct dentry *user_path_at(int dirfd, const char __user *upath, long *err)
{
	return lookup_user_path(dirfd, upath, err, LOOKUP_FOLLOW);
}

/* The same, but a symbolic link at the end is not followed (lstat(2)) */
struct dentry *user_lpath_at(int dirfd, const char __user *upath, long *err)
{
	return lookup_user_path(dirfd, upath, err, 0);
}

/* A new name from user memory (mkdirat(2), mknodat(2)): see
 * filename_create(); NULL and *err on failure */
static struct dentry *user_path_create(int dirfd, const char __user *upath,
				       bool is_dir, long *err)
{
	char path[PATH_MAX];
	struct dentry *dir, *d;

	*err = getname(path, upath);
	if (!*err)
		*err = start_dir(dirfd, path, &dir);
	if (*err)
		return NULL;
	d = filename_create(dir, path, is_dir);
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
	err = vfs_mkdir(d->d_parent->d_inode, d,
			mode & ~current->umask & 07777);
	dput(d);
	return err;
}

long sys_mkdir(const char __user *upath, umode_t mode)
{
	return sys_mkdirat(AT_FDCWD, upath, mode);
}

/*
 * mknod(2): a regular file (type 0 or S_IFREG) or a character device
 * node, which opens whatever driver has its number (fs/char_dev.c).
 * Other types (block devices, FIFOs, sockets) this ramfs does not
 * hold: EPERM, as mknod(2) says of such a filesystem.
 */
long sys_mknodat(int dirfd, const char __user *upath, umode_t mode,
		 unsigned int dev)
{
	struct dentry *d;
	long err;

	if ((mode & S_IFMT) && !S_ISREG(mode) && !S_ISCHR(mode))
		return S_ISBLK(mode) || S_ISFIFO(mode) || S_ISSOCK(mode) ?
			       -EPERM : -EINVAL;
	d = user_path_create(dirfd, upath, false, &err);
	if (!d)
		return err;
	/* mode 0: stat(2) shows the kind's default (fs/stat.c) */
	err = vfs_create(d->d_parent->d_inode, d, 0);
	if (!err && S_ISCHR(mode)) {
		d->d_inode->fops = &def_chr_fops;
		d->d_inode->i_rdev = new_decode_dev(dev);
	}
	dput(d);
	return err;
}

long sys_mknod(const char __user *path, umode_t mode, unsigned int dev)
{
	return sys_mknodat(AT_FDCWD, path, mode, dev);
}

long sys_unlink(const char __user *upath)
{
	long err;
	struct dentry *d = user_lpath_at(AT_FDCWD, upath, &err);
	struct inode *inode;

	if (!d)
		return err;
	inode = d->d_inode;
	if (inode->is_dir)
		return -EISDIR;
	/* /proc, /sys and built-in devices stay; mknod(2)'s nodes may go */
	if (inode->show || inode->readlink ||
	    (inode->fops && inode->fops != &def_chr_fops))
		return -EPERM;
	return vfs_unlink(d->d_parent->d_inode, d);
}
