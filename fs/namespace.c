// SPDX-License-Identifier: GPL-2.0
/*
 * fs/namespace.c - mount(2) and umount2(2), for a system whose mounts
 * are fixed at boot: the in-memory root, with /proc and /sys in it
 * (the list /proc/mounts gives, fs/proc/proc_misc.c).  There is one
 * instance of each file system type and it is always mounted, so a new
 * mount of a known type is refused with EBUSY and one of another type
 * with ENODEV ("filesystemtype not configured in the kernel", mount(2));
 * a remount of one of them changes nothing and succeeds; they cannot
 * be unmounted (EBUSY), and anything else is not a mount point (EINVAL,
 * umount(2)).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/syscalls.h"

#define AT_FDCWD	-100
#define FSTYPE_MAX	32
#define MS_REMOUNT	32	/* mount(2) flags */
/* umount2(2) flags: MNT_FORCE, MNT_DETACH, MNT_EXPIRE, UMOUNT_NOFOLLOW */
#define UMOUNT_FLAGS	0xf

static const char *const mounted[][2] = {	/* type, mount point */
	{ "rootfs", "/" }, { "proc", "/proc" }, { "sysfs", "/sys" },
};

static bool is_mount_point(struct inode *inode)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mounted); i++)
		if (fs_lookup(mounted[i][1]) == inode)
			return true;
	return false;
}

static bool known_type(const char *type)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mounted); i++)
		if (!strcmp(mounted[i][0], type))
			return true;
	return !strcmp(type, "ramfs");	/* what rootfs is */
}

long sys_mount(const char __user *source, const char __user *target,
	       const char __user *fstype, unsigned long flags,
	       const void __user *data)
{
	char type[FSTYPE_MAX];
	long err, len;
	struct inode *dir = user_path_at(AT_FDCWD, target, &err);

	if (!dir)
		return err;
	if (!dir->is_dir)
		return -ENOTDIR;
	if (flags & MS_REMOUNT)
		return is_mount_point(dir) ? 0 : -EINVAL;
	len = strncpy_from_user(type, fstype, sizeof(type));
	if (len < 0)
		return len;
	if (len == sizeof(type))
		return -ENODEV;
	return known_type(type) ? -EBUSY : -ENODEV;
}

long sys_umount(const char __user *target, int flags)
{
	long err;
	struct inode *dir;

	if (flags & ~UMOUNT_FLAGS)
		return -EINVAL;
	dir = user_path_at(AT_FDCWD, target, &err);
	if (!dir)
		return err;
	return is_mount_point(dir) ? -EBUSY : -EINVAL;
}

/* umount(2), the old call: umount2 without flags */
long sys_oldumount(const char __user *target)
{
	return sys_umount(target, 0);
}
