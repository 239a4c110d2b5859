// SPDX-License-Identifier: GPL-2.0
/*
 * fs/xattr.c - extended attributes (xattr(7)): setxattr(2), getxattr(2),
 * listxattr(2), removexattr(2), each on a path, on a path whose last
 * symbolic link is not followed (l*), or on a descriptor (f*).
 *
 * A name is "NAMESPACE.rest".  Who may do what depends on the namespace
 * (xattr(7), and Linux 6.1's checks, in their order, xattr_permission()):
 *   user.*      regular files and directories only: on anything else
 *               a write is EPERM and a read ENODATA; in a sticky
 *               directory only its owner (or CAP_FOWNER) writes;
 *               then the file's own read or write permission.
 *   trusted.*   CAP_SYS_ADMIN (without it: EPERM, a read ENODATA, and
 *               listxattr(2) leaves them out).
 *   security.*  no check: Linux leaves them to its security modules,
 *               and Debian's Linux 6.1 lets even nobody write them on
 *               root's files (tests/kernel/xattrcheck.linux); there is
 *               no security module here.
 *   anything else (system.* included: no ACLs here) the file's
 *               permission, then EOPNOTSUPP.
 * The RAM file systems (the root, tmpfs) keep trusted.* and security.*
 * attributes in a list on the inode (struct simple_xattr), freed with
 * it (simple_xattrs_free()).  They refuse user.* as Linux 6.1's tmpfs
 * does: it has no user.* handler (tmpfs takes them from Linux 6.6 on),
 * so once the permission checks pass any user.* call, a bare "user."
 * included, is EOPNOTSUPP (tests/kernel/xattrcheck-user.linux).
 * /proc and /sys keep none (EOPNOTSUPP; listxattr(2) is empty), nor
 * does a mounted ext2 here (fs/ext2/super.c ext2_holds()), nor a pipe
 * or a socket.
 * A file keeps at most XATTR_STORE_MAX bytes of names and values:
 * beyond that a set is ENOSPC (Linux's tmpfs has no such limit; ext2
 * stops at one block).
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/err.h"
#include "linux/fdtable.h"
#include "linux/fs.h"
#include "linux/mutex.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/uaccess.h"
#include "linux/xattr.h"

#define XATTR_STORE_MAX	(2 * XATTR_LIST_MAX)

/* one attribute: its name, then its value, in one allocation */
struct simple_xattr {
	struct simple_xattr *next;
	size_t size;			/* of the value */
	char *value;
	char name[];
};

/* every inode's list: calls that change one may sleep (kmalloc) */
static DEFINE_MUTEX(xattr_mutex);

enum xattr_ns { NS_OTHER, NS_USER, NS_TRUSTED, NS_SECURITY };

static const struct {
	const char *prefix;
	enum xattr_ns ns;
} namespaces[] = {
	{ "user.", NS_USER },
	{ "trusted.", NS_TRUSTED },
	{ "security.", NS_SECURITY },
};

/* The namespace of name; *rest: what follows its prefix */
static enum xattr_ns name_ns(const char *name, const char **rest)
{
	size_t i, n;

	for (i = 0; i < ARRAY_SIZE(namespaces); i++) {
		n = strlen(namespaces[i].prefix);
		if (!strncmp(name, namespaces[i].prefix, n)) {
			*rest = name + n;
			return namespaces[i].ns;
		}
	}
	*rest = name;
	return NS_OTHER;
}

/*
 * The file a call names.  inode is NULL for a pipe, a socket, an
 * eventfd: an object with no inode of its own, which Linux gives a
 * mode that is neither a regular file nor a directory.
 */
struct xattr_target {
	struct dentry *dentry;		/* held; NULL with inode */
	struct inode *inode;
};

/* How a call names its file: a path, a path whose last symbolic link
 * is not followed (l*xattr), or a descriptor (f*xattr) */
enum xattr_by { BY_PATH, BY_LPATH, BY_FD };

static long target_get(enum xattr_by by, int fd, const char __user *path,
		       struct xattr_target *t)
{
	struct fd f;
	long err;

	t->dentry = NULL;
	t->inode = NULL;
	if (by != BY_FD) {
		t->dentry = by == BY_PATH ? user_path_at(AT_FDCWD, path, &err) :
					    user_lpath_at(AT_FDCWD, path, &err);
		if (!t->dentry)
			return err;
	} else {
		f = fdget((unsigned int)fd);
		if (!f.file)
			return -EBADF;
		t->dentry = dget(file_dentry(f.file));
		fdput(f);
	}
	if (t->dentry)
		t->inode = t->dentry->d_inode;
	return 0;
}

/* Does the file's file system keep attributes (see the top)? */
static bool target_stores(const struct xattr_target *t)
{
	static const char *const none[] = { "/proc", "/sys" };
	struct dentry *d;
	size_t i;

	if (!t->inode)
		return false;
	for (i = 0; i < ARRAY_SIZE(none); i++) {
		d = fs_lookup(none[i]);
		if (d && is_subdir(t->dentry, d))
			return false;
	}
	return !ext2_holds(t->dentry);
}

/*
 * May the caller read (MAY_READ) or write (MAY_WRITE) attribute name of
 * the file?  0 or the errno; Linux's order (see the top).
 */
static int xattr_permission(const struct xattr_target *t, const char *name,
			    int mask)
{
	const char *rest;
	umode_t mode = t->inode ? inode_mode(t->inode) : 0;
	bool write = mask & MAY_WRITE;

	switch (name_ns(name, &rest)) {
	case NS_SECURITY:
		return 0;
	case NS_TRUSTED:
		if (!capable(CAP_SYS_ADMIN))
			return write ? -EPERM : -ENODATA;
		return 0;
	case NS_USER:
		if (!S_ISREG(mode) && !S_ISDIR(mode))
			return write ? -EPERM : -ENODATA;
		if (S_ISDIR(mode) && (mode & S_ISVTX) && write &&
		    !inode_owner_or_capable(t->inode))
			return -EPERM;
		break;
	case NS_OTHER:
		break;
	}
	return t->inode ? inode_permission(t->inode, mask) : 0;
}

/* Can the file keep attribute name: 0, EOPNOTSUPP (user.* too: see
 * the top), or EINVAL for a bare prefix ("trusted.") */
static int xattr_supported(const struct xattr_target *t, const char *name)
{
	const char *rest;
	enum xattr_ns ns = name_ns(name, &rest);

	if (ns == NS_OTHER || ns == NS_USER || !target_stores(t))
		return -EOPNOTSUPP;
	return *rest ? 0 : -EINVAL;
}

/* Both checks, permission first: what every call but listxattr asks */
static int xattr_check(const struct xattr_target *t, const char *name,
		       int mask)
{
	int err = xattr_permission(t, name, mask);

	return err ? err : xattr_supported(t, name);
}

/* The attribute's link in the inode's list, or where a new one goes */
static struct simple_xattr **xattr_find(struct inode *inode,
					const char *name)
{
	struct simple_xattr **p;

	for (p = &inode->i_xattrs; *p; p = &(*p)->next)
		if (!strcmp((*p)->name, name))
			break;
	return p;
}

/* Bytes of names and values the inode keeps */
static size_t xattr_bytes(const struct inode *inode)
{
	const struct simple_xattr *x;
	size_t n = 0;

	for (x = inode->i_xattrs; x; x = x->next)
		n += strlen(x->name) + 1 + x->size;
	return n;
}

/* An attribute's name from user space: ERANGE if empty or too long */
static long xattr_name(char *kname, const char __user *uname)
{
	long len = strncpy_from_user(kname, uname, XATTR_NAME_MAX + 1);

	if (len == 0 || len == XATTR_NAME_MAX + 1)
		return -ERANGE;
	return len < 0 ? len : 0;
}

/* The name, then whether the caller may (mask) use it on the file */
static long xattr_name_check(const struct xattr_target *t, char *kname,
			     const char __user *uname, int mask)
{
	long err = xattr_name(kname, uname);

	return err ? err : xattr_check(t, kname, mask);
}

void simple_xattrs_free(struct inode *inode)
{
	struct simple_xattr *x, *next;

	for (x = inode->i_xattrs; x; x = next) {
		next = x->next;
		kfree(x);
	}
	inode->i_xattrs = NULL;
}

/* A new attribute: name, and its value (size bytes from user space) */
static struct simple_xattr *xattr_new(const char *name,
				      const void __user *value, size_t size)
{
	size_t len = strlen(name) + 1;
	struct simple_xattr *x = kmalloc(sizeof(*x) + len + size, GFP_KERNEL);

	if (!x)
		return ERR_PTR(-ENOMEM);
	memcpy(x->name, name, len);
	x->value = x->name + len;
	x->size = size;
	if (copy_from_user(x->value, value, size)) {
		kfree(x);
		return ERR_PTR(-EFAULT);
	}
	return x;
}

/* Store x, or put it in place of the attribute of its name; the
 * caller frees x on an error */
static long xattr_store(struct inode *inode, struct simple_xattr *x,
			int flags)
{
	size_t len = strlen(x->name) + 1;
	struct simple_xattr **p, *old;
	long err = 0;

	mutex_lock(&xattr_mutex);
	p = xattr_find(inode, x->name);
	old = *p;
	if (old && (flags & XATTR_CREATE))
		err = -EEXIST;
	else if (!old && (flags & XATTR_REPLACE))
		err = -ENODATA;
	else if (xattr_bytes(inode) - (old ? len + old->size : 0) + len +
		 x->size > XATTR_STORE_MAX)
		err = -ENOSPC;
	if (err) {
		mutex_unlock(&xattr_mutex);
		return err;
	}
	if (old) {		/* in the old one's place */
		x->next = old->next;
		*p = x;
	} else {		/* newest first, as Linux 6.1's list */
		x->next = inode->i_xattrs;
		inode->i_xattrs = x;
	}
	inode->i_ctime = current_time(inode);
	mutex_unlock(&xattr_mutex);
	kfree(old);
	return 0;
}

/*
 * Linux 6.1's setxattr() order: the flags, the name, the size, then
 * the value is copied (EFAULT) before any permission or file system
 * check is made.
 */
static long do_setxattr(struct xattr_target *t, const char __user *uname,
			const void __user *value, size_t size, int flags)
{
	char name[XATTR_NAME_MAX + 1];
	struct simple_xattr *x;
	long err;

	if (flags & ~(XATTR_CREATE | XATTR_REPLACE))
		return -EINVAL;
	err = xattr_name(name, uname);
	if (err)
		return err;
	if (size > XATTR_SIZE_MAX)
		return -E2BIG;
	x = xattr_new(name, value, size);
	if (IS_ERR(x))
		return PTR_ERR(x);
	err = xattr_check(t, name, MAY_WRITE);
	if (!err)
		err = xattr_store(t->inode, x, flags);
	if (err)
		kfree(x);
	return err;
}

/* name's value into buf (size bytes; 0: only its size is asked) */
static long xattr_get(struct inode *inode, const char *name, void *buf,
		      size_t size)
{
	const struct simple_xattr *x;
	long ret;

	mutex_lock(&xattr_mutex);
	x = *xattr_find(inode, name);
	if (!x)
		ret = -ENODATA;
	else if (size && x->size > size)
		ret = -ERANGE;
	else
		ret = (long)x->size;
	if (ret > 0 && size)
		memcpy(buf, x->value, x->size);
	mutex_unlock(&xattr_mutex);
	return ret;
}

static long do_getxattr(struct xattr_target *t, const char __user *uname,
			void __user *value, size_t size)
{
	char name[XATTR_NAME_MAX + 1];
	void *buf = NULL;
	long ret;

	ret = xattr_name_check(t, name, uname, MAY_READ);
	if (ret)
		return ret;
	size = min_t(size_t, size, XATTR_SIZE_MAX);
	if (size) {
		buf = kmalloc(size, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
	}
	ret = xattr_get(t->inode, name, buf, size);
	if (ret > 0 && size && copy_to_user(value, buf, (size_t)ret))
		ret = -EFAULT;
	kfree(buf);
	return ret;
}

/* The names the caller may see, each NUL-terminated, into buf (size
 * bytes; 0: the length is asked); trusted.* needs CAP_SYS_ADMIN */
static long xattr_list(struct inode *inode, char *buf, size_t size)
{
	const struct simple_xattr *x;
	bool trusted = capable(CAP_SYS_ADMIN);
	const char *rest;
	size_t len, n = 0;

	mutex_lock(&xattr_mutex);
	for (x = inode->i_xattrs; x; x = x->next) {
		if (name_ns(x->name, &rest) == NS_TRUSTED && !trusted)
			continue;
		len = strlen(x->name) + 1;
		if (size && n + len <= size)
			memcpy(buf + n, x->name, len);
		n += len;
	}
	mutex_unlock(&xattr_mutex);
	if (size && n > size)
		return size >= XATTR_LIST_MAX ? -E2BIG : -ERANGE;
	return (long)n;
}

static long do_listxattr(struct xattr_target *t, char __user *list,
			 size_t size)
{
	char *buf = NULL;
	long ret;

	if (!target_stores(t))
		return 0;
	size = min_t(size_t, size, XATTR_LIST_MAX);
	if (size) {
		buf = kmalloc(size, GFP_KERNEL);
		if (!buf)
			return -ENOMEM;
	}
	ret = xattr_list(t->inode, buf, size);
	if (ret > 0 && size && copy_to_user(list, buf, (size_t)ret))
		ret = -EFAULT;
	kfree(buf);
	return ret;
}

static long do_removexattr(struct xattr_target *t, const char __user *uname)
{
	char name[XATTR_NAME_MAX + 1];
	struct simple_xattr **p, *x;
	long err;

	err = xattr_name_check(t, name, uname, MAY_WRITE);
	if (err)
		return err;
	mutex_lock(&xattr_mutex);
	p = xattr_find(t->inode, name);
	x = *p;
	if (x) {
		*p = x->next;
		t->inode->i_ctime = current_time(t->inode);
	}
	mutex_unlock(&xattr_mutex);
	kfree(x);
	return x ? 0 : -ENODATA;
}

enum xattr_op { XA_SET, XA_GET, XA_LIST, XA_REMOVE };

/* a call's arguments but the file (list is value for listxattr) */
struct xattr_args {
	enum xattr_op op;
	const char __user *name;
	void __user *value;
	size_t size;
	int flags;
};

/*
 * The twelve calls: find the file, then do the call.  The file is
 * looked up before the name or flags are looked at, as in Linux (a bad
 * path is its errno whatever the rest).
 */
static long xattr_call(enum xattr_by by, int fd, const char __user *path,
		       const struct xattr_args *a)
{
	struct xattr_target t;
	long err = target_get(by, fd, path, &t);

	if (err)
		return err;
	switch (a->op) {
	case XA_SET:
		err = do_setxattr(&t, a->name, a->value, a->size, a->flags);
		break;
	case XA_GET:
		err = do_getxattr(&t, a->name, a->value, a->size);
		break;
	case XA_LIST:
		err = do_listxattr(&t, a->value, a->size);
		break;
	case XA_REMOVE:
		err = do_removexattr(&t, a->name);
		break;
	}
	dput(t.dentry);
	return err;
}

/* a call's arguments, as xattr_call() takes them */
#define XATTR_SET(n, v, s, f) \
	(&(struct xattr_args){ XA_SET, n, (void __user *)(v), s, f })
#define XATTR_GET(n, v, s) (&(struct xattr_args){ XA_GET, n, v, s, 0 })
#define XATTR_LIST(l, s) (&(struct xattr_args){ XA_LIST, NULL, l, s, 0 })
#define XATTR_REMOVE(n) (&(struct xattr_args){ XA_REMOVE, n, NULL, 0, 0 })

long sys_setxattr(const char __user *path, const char __user *name,
		  const void __user *value, size_t size, int flags)
{
	return xattr_call(BY_PATH, 0, path,
			  XATTR_SET(name, value, size, flags));
}

long sys_lsetxattr(const char __user *path, const char __user *name,
		   const void __user *value, size_t size, int flags)
{
	return xattr_call(BY_LPATH, 0, path,
			  XATTR_SET(name, value, size, flags));
}

long sys_fsetxattr(int fd, const char __user *name, const void __user *value,
		   size_t size, int flags)
{
	return xattr_call(BY_FD, fd, NULL,
			  XATTR_SET(name, value, size, flags));
}

long sys_getxattr(const char __user *path, const char __user *name,
		  void __user *value, size_t size)
{
	return xattr_call(BY_PATH, 0, path, XATTR_GET(name, value, size));
}

long sys_lgetxattr(const char __user *path, const char __user *name,
		   void __user *value, size_t size)
{
	return xattr_call(BY_LPATH, 0, path, XATTR_GET(name, value, size));
}

long sys_fgetxattr(int fd, const char __user *name, void __user *value,
		   size_t size)
{
	return xattr_call(BY_FD, fd, NULL, XATTR_GET(name, value, size));
}

long sys_listxattr(const char __user *path, char __user *list, size_t size)
{
	return xattr_call(BY_PATH, 0, path, XATTR_LIST(list, size));
}

long sys_llistxattr(const char __user *path, char __user *list, size_t size)
{
	return xattr_call(BY_LPATH, 0, path, XATTR_LIST(list, size));
}

long sys_flistxattr(int fd, char __user *list, size_t size)
{
	return xattr_call(BY_FD, fd, NULL, XATTR_LIST(list, size));
}

long sys_removexattr(const char __user *path, const char __user *name)
{
	return xattr_call(BY_PATH, 0, path, XATTR_REMOVE(name));
}

long sys_lremovexattr(const char __user *path, const char __user *name)
{
	return xattr_call(BY_LPATH, 0, path, XATTR_REMOVE(name));
}

long sys_fremovexattr(int fd, const char __user *name)
{
	return xattr_call(BY_FD, fd, NULL, XATTR_REMOVE(name));
}
