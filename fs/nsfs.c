// SPDX-License-Identifier: GPL-2.0
/*
 * fs/nsfs.c - a namespace as a file (namespaces(7), ioctl_ns(2)).
 *
 * Each namespace has an inode of its own, numbered as Linux numbers
 * them: the boot's fixed (include/linux/proc_ns.h), later ones handed
 * out lowest free first from PROC_DYNAMIC_FIRST, as Linux hands them
 * out (take_inum()).  Its name, in no directory (as a memfd's,
 * mm/memfd.c), is where /proc/PID/ns/NAME leads (fs/proc/namespaces.c):
 * opening that link opens this file, and stat(2) of it shows the
 * number.  An open file holds the namespace, so setns(2) can join a
 * namespace no task is in any more; the namespace holds its name, and
 * its last put lets go of it.
 *
 * The ioctls (man 2 ioctl_ns): NS_GET_USERNS, a new descriptor of the
 * user namespace that owns it (a user namespace's parent; none in the
 * caller's reach, as for the boot's: EPERM); NS_GET_PARENT, the parent
 * of a PID or user namespace (the boot's are the roots, and one outside
 * the caller's reach is none: EPERM; other kinds: EINVAL);
 * NS_GET_NSTYPE, its CLONE_NEW* flag; NS_GET_OWNER_UID, a user
 * namespace's creator's euid (EINVAL for the other kinds).  Others:
 * ENOTTY.
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/cred.h"
#include "linux/dcache.h"
#include "linux/err.h"
#include "linux/errno.h"
#include "linux/fcntl.h"
#include "linux/fdtable.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/ioctl.h"
#include "linux/proc_ns.h"
#include "linux/stat.h"
#include "linux/user_namespace.h"
#include "asm/uaccess.h"

#define NSIO			0xb7
#define NS_GET_USERNS		_IO(NSIO, 0x1)
#define NS_GET_PARENT		_IO(NSIO, 0x2)
#define NS_GET_NSTYPE		_IO(NSIO, 0x3)
#define NS_GET_OWNER_UID	_IO(NSIO, 0x4)

#define DYNAMIC_INUMS	1024	/* namespaces alive at once: ENOSPC past */

static DECLARE_BITMAP(inums, DYNAMIC_INUMS);	/* under the BKL */
static struct dentry *nsfs_dir;		/* every namespace file's parent */
static const struct file_operations ns_file_operations;

/* nsfs_dir, made with the first namespace's file */
static struct dentry *nsfs_parent(void)
{
	const struct qstr name = { "nsfs", 4 };

	if (nsfs_dir)
		return nsfs_dir;
	nsfs_dir = d_alloc(root_mnt.mnt_root, &name);
	if (!nsfs_dir)
		return NULL;
	nsfs_dir->d_inode = ramfs_get_inode(NULL, true);
	if (!nsfs_dir->d_inode) {
		dput(nsfs_dir);
		nsfs_dir = NULL;
	}
	return nsfs_dir;
}

/* A number for ns: its own if fixed (the boot's), else the lowest free */
static int take_inum(struct ns_common *ns)
{
	unsigned long bit;

	if (ns->inum && ns->inum < PROC_DYNAMIC_FIRST)
		return 0;
	bit = ns->inum ? ns->inum - PROC_DYNAMIC_FIRST :
			 find_first_zero_bit(inums, DYNAMIC_INUMS);
	if (bit >= DYNAMIC_INUMS)
		return -ENOSPC;
	set_bit(bit, inums);
	ns->inum = PROC_DYNAMIC_FIRST + bit;
	return 0;
}

static void give_inum(const struct ns_common *ns)
{
	if (ns->inum >= PROC_DYNAMIC_FIRST)
		clear_bit(ns->inum - PROC_DYNAMIC_FIRST, inums);
}

/* ns's name and inode: a regular file, r--r--r--, as Linux's */
static struct dentry *ns_dentry(struct ns_common *ns)
{
	char buf[16];
	struct qstr name = { buf, 0 };
	struct dentry *dir = nsfs_parent();
	struct inode *inode = dir ? ramfs_get_inode(NULL, false) : NULL;
	struct dentry *d;

	name.len = (unsigned int)snprintf(buf, sizeof(buf), "%u", ns->inum);
	d = inode ? d_alloc(dir, &name) : NULL;
	if (!d) {
		iput(inode);
		return NULL;
	}
	inode->i_ino = ns->inum;
	inode->i_mode = S_IFREG | 0444;
	inode->i_nlink = 1;
	inode->fops = &ns_file_operations;
	inode->priv = ns;
	d->d_inode = inode;	/* the dentry's reference now */
	return d;
}

int ns_common_init(struct ns_common *ns, const struct proc_ns_operations *ops)
{
	int err = take_inum(ns);

	if (err)
		return err;
	ns->stashed = ns_dentry(ns);
	if (!ns->stashed) {
		give_inum(ns);
		return -ENOMEM;
	}
	ns->ops = ops;
	/* one more, not one: the boot's user namespace is held by those
	 * made before its own initcall */
	atomic_inc(&ns->count);
	ns->user_ns = get_user_ns(current_user_ns());
	return 0;
}

void ns_common_free(struct ns_common *ns)
{
	/* an O_PATH descriptor may still hold the name: it stands for
	 * nothing any more */
	ns->stashed->d_inode->priv = NULL;
	dput(ns->stashed);
	give_inum(ns);
	put_user_ns(ns->user_ns);
}

void ns_set_owner(struct ns_common *ns, struct user_namespace *owner)
{
	put_user_ns(ns->user_ns);
	ns->user_ns = get_user_ns(owner);
}

struct ns_common *ns_of_file(const struct file *f)
{
	return f->f_op == &ns_file_operations ? f->private_data : NULL;
}

/* open(2) of /proc/PID/ns/NAME, and the ioctls' new descriptors */
static int ns_open(struct inode *inode, struct file *f)
{
	struct ns_common *ns = inode->priv;

	if (!ns)
		return -ENOENT;
	atomic_inc(&ns->count);
	f->private_data = ns;
	return 0;
}

static int ns_release(struct inode *inode, struct file *f)
{
	struct ns_common *ns = f->private_data;

	(void)inode;
	ns->ops->put(ns);
	return 0;
}

/* A new descriptor of ns, close-on-exec, as Linux's open_related_ns() */
static long ns_open_fd(struct ns_common *ns)
{
	struct file *f = alloc_file(ns->stashed, &ns_file_operations,
				    O_RDONLY);
	int fd;

	if (!f)
		return -ENOMEM;
	ns_open(ns->stashed->d_inode, f);
	fd = fd_install(f, true);
	if (fd < 0)
		fput(f);
	return fd;
}

static long ns_get_parent(struct ns_common *ns)
{
	struct ns_common *parent;
	long fd;

	if (!ns->ops->get_parent)
		return -EINVAL;
	parent = ns->ops->get_parent(ns);
	if (IS_ERR(parent))
		return PTR_ERR(parent);
	fd = ns_open_fd(parent);
	parent->ops->put(parent);
	return fd;
}

/* NS_GET_USERNS: a descriptor of ns's owner, if in the caller's reach */
static long ns_get_userns(struct ns_common *ns)
{
	struct ns_common *owner = ns_get_owner(ns);
	long fd;

	if (IS_ERR(owner))
		return PTR_ERR(owner);
	fd = ns_open_fd(owner);
	owner->ops->put(owner);
	return fd;
}

/* NS_GET_OWNER_UID: a user namespace's creator's euid, as the caller's
 * namespace sees it */
static long ns_owner_uid(struct ns_common *ns, u32 __user *uid)
{
	struct user_namespace *user_ns = container_of(ns, struct user_namespace,
						      ns);

	if (ns->ops->type != CLONE_NEWUSER)
		return -EINVAL;
	return put_user(from_kuid_munged(current_user_ns(), user_ns->owner),
			uid) ? -EFAULT : 0;
}

static long ns_ioctl(struct file *f, unsigned int cmd, unsigned long arg)
{
	struct ns_common *ns = f->private_data;

	switch (cmd) {
	case NS_GET_USERNS:
		return ns_get_userns(ns);
	case NS_GET_PARENT:
		return ns_get_parent(ns);
	case NS_GET_NSTYPE:
		return ns->ops->type;
	case NS_GET_OWNER_UID:
		return ns_owner_uid(ns, (u32 __user *)arg);
	default:
		return -ENOTTY;
	}
}

static const struct file_operations ns_file_operations = {
	.open = ns_open,
	.release = ns_release,
	.unlocked_ioctl = ns_ioctl,
};
