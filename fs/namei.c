// SPDX-License-Identifier: GPL-2.0
/*
 * fs/namei.c - who may do what to a file: the permission checks of
 * path_resolution(7) ("Permission checking") and of the calls that
 * change a directory (mkdir(2), unlink(2): write and search permission
 * on it, and the sticky bit's rule), on the owner and mode an inode
 * carries (include/linux/fs.h) and the current task's credentials
 * (include/linux/cred.h).  Linux has generic_permission(),
 * inode_permission(), may_create() and may_delete() here too.
 */
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/cred.h"
#include "linux/fs.h"
#include "linux/stat.h"

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

int inode_permission(struct inode *inode, int mask)
{
	if (inode->getattr)	/* a /proc entry's mode may have changed */
		inode->getattr(inode);
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

/*
 * The directory that path's last name is to be made in, from dir; NULL
 * if it does not exist.
 */
struct inode *lookup_parent(struct inode *dir, const char *path)
{
	const char *slash = strrchr(path, '/');
	char up[PATH_MAX];

	if (!slash)
		return dir;
	if ((size_t)(slash - path) >= sizeof(up))
		return NULL;
	memcpy(up, path, slash - path);
	up[slash - path] = '\0';
	return fs_lookup_at(dir, *up ? up : "/");
}
