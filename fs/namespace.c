// SPDX-License-Identifier: GPL-2.0
/*
 * fs/namespace.c - mount(2), umount2(2) and statfs(2), for a system whose
 * mounts are fixed at boot: the in-memory root, with /proc and /sys in it
 * (the list /proc/mounts gives, mounts_show()).  There is one instance
 * of each file system type and it is always mounted, so a new mount of
 * a known type is refused with EBUSY and one of another type with
 * ENODEV ("filesystemtype not configured in the kernel", mount(2)); a
 * remount of one of them changes nothing and succeeds; they cannot be
 * unmounted (EBUSY), and anything else is not a mount point (EINVAL,
 * umount(2)).  debugfs alone comes and goes, as in Linux, at its one
 * place /sys/kernel/debug (fs/debugfs/inode.c): mounted there it
 * answers a second mount with EBUSY; elsewhere it is refused (EBUSY)
 * where Linux would mount it again.  devpts is at /dev/pts from boot
 * (fs/devpts/inode.c), one instance, as Linux's without "newinstance"
 * was until 4.7.  tmpfs mounts on any directory but
 * the root, as often as asked, read-only with MS_RDONLY or a remount
 * (mm/shmem.c: EROFS for its files' changes); ext2 on a disk on any
 * empty directory (fs/ext2/super.c).
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/capability.h"
#include "linux/debugfs.h"
#include "linux/hugetlb.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/kdev_t.h"
#include "linux/kmod.h"
#include "linux/log2.h"
#include "linux/mnt_namespace.h"
#include "linux/seq_buf.h"
#include "linux/shmem_fs.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/page.h"

#define FSTYPE_MAX	32
#define MS_RDONLY	1	/* mount(2) flags */
#define MS_REMOUNT	32
#define MS_REC		16384
#define MS_SILENT	32768
#define MS_UNBINDABLE	(1 << 17)	/* the propagation types */
#define MS_PRIVATE	(1 << 18)
#define MS_SLAVE	(1 << 19)
#define MS_SHARED	(1 << 20)
#define MS_PROPAGATION	(MS_UNBINDABLE | MS_PRIVATE | MS_SLAVE | MS_SHARED)
/* umount2(2) flags: MNT_FORCE, MNT_DETACH, MNT_EXPIRE, UMOUNT_NOFOLLOW */
#define UMOUNT_FLAGS	0xf

#define DEBUGFS_DIR	"/sys/kernel/debug"

static const struct mount {
	const char *type, *dir;
	u32 magic;		/* statfs(2)'s f_type, Linux's magic.h */
	bool (*mounted)(void);	/* NULL: always */
	int (*umount)(void);	/* NULL: cannot be (EBUSY) */
	const char *opts;	/* /proc/mounts' options past rw,relatime */
} mounted[] = {
	/* Linux 6.1's rootfs is a tmpfs when no root= is given, and so
	 * is this root to statfs(2): it keeps the attributes that
	 * tmpfs keeps, where a ramfs keeps none (fs/xattr.c) */
	{ "rootfs", "/", TMPFS_MAGIC, NULL, NULL, "" },
	{ "proc", "/proc", 0x9fa0, NULL, NULL, "" },	/* PROC_SUPER_MAGIC */
	{ "sysfs", "/sys", 0x62656572, NULL, NULL, "" }, /* SYSFS_MAGIC */
	{ "debugfs", DEBUGFS_DIR, 0x64626720,		/* DEBUGFS_MAGIC */
	  debugfs_mounted, debugfs_umount, "" },
	/* DEVPTS_SUPER_MAGIC; Linux 6.1's options when mounted without any */
	{ "devpts", "/dev/pts", 0x1cd1, NULL, NULL, ",mode=600,ptmxmode=000" },
};

static bool is_mounted(const struct mount *m)
{
	return !m->mounted || m->mounted();
}

static const struct mount *mount_at(struct dentry *dentry)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mounted); i++)
		if (is_mounted(&mounted[i]) &&
		    fs_lookup(mounted[i].dir) == dentry)
			return &mounted[i];
	return NULL;
}

bool is_mount_point(struct dentry *dentry)
{
	return mount_at(dentry) || shmem_at(dentry);
}

static bool known_type(const char *type)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mounted); i++)
		if (!strcmp(mounted[i].type, type))
			return true;
	return !strcmp(type, "ramfs") ||	/* what rootfs is */
	       !strcmp(type, "ext2");
}

/*
 * /proc/mounts (proc(5), fstab(5) fields): what is mounted now; the
 * root of the in-memory tree, which Linux lists as rootfs too
 */
size_t mounts_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	unsigned int i;

	(void)priv;
	seq_buf_printf(&s, "rootfs / rootfs rw 0 0\n");
	for (i = 1; i < ARRAY_SIZE(mounted); i++)
		if (is_mounted(&mounted[i]))
			seq_buf_printf(&s, "%s %s %s rw,relatime%s 0 0\n",
				       mounted[i].type, mounted[i].dir,
				       mounted[i].type, mounted[i].opts);
	ext2_mounts_show(&s);
	shmem_show_mounts(&s);
	return s.len;
}

/*
 * mount(2) of a tmpfs: its source (any name: "none" if NULL, as
 * Linux's) and its options, a string of at most a page (mount(2):
 * "data"), copied from user memory
 */
static long mount_tmpfs(struct dentry *dir, const char __user *source,
			const void __user *data, unsigned long flags,
			bool hugetlb)
{
	char *src = kzalloc(PATH_MAX, GFP_KERNEL);
	char *opts = kzalloc(PAGE_SIZE, GFP_KERNEL);
	long err = src && opts ? 0 : -ENOMEM;

	if (!err && source)
		err = getname(src, source);
	else if (!err)
		strcpy(src, "none");
	if (err >= 0 && data) {
		err = strncpy_from_user(opts, data, PAGE_SIZE);
		if (err == PAGE_SIZE)
			err = -EINVAL;
	}
	if (err >= 0)
		err = shmem_mount(dir, src, opts, flags & MS_RDONLY, hugetlb);
	kfree(opts);
	kfree(src);
	return err;
}

/* mount(2), umount(2): CAP_SYS_ADMIN, asked once the target is found
 * (a missing one is ENOENT first, as in Linux) */
static bool may_mount(void)
{
	return capable(CAP_SYS_ADMIN);
}

/*
 * A mount's propagation type (mount_namespaces(7)): Linux's checks, one
 * type and besides it only MS_REC and MS_SILENT, on a mount point
 * (EINVAL).  No mount here propagates anything - there is one tree
 * (fs/mnt_namespace.c) and no bind mount - so each is private, and is
 * still after MS_PRIVATE, MS_SLAVE (a slave of nothing is private) or
 * MS_UNBINDABLE (nothing binds it): 0, in any mount namespace, the
 * tree unchanged.  A shared mount cannot be had: EINVAL.
 */
static long change_propagation(struct dentry *dir, unsigned long flags)
{
	unsigned long type = flags & ~(MS_REC | MS_SILENT);

	if (!is_power_of_2(type) || !is_mount_point(dir))
		return -EINVAL;
	return type == MS_SHARED ? -EINVAL : 0;
}

/* mount(2) of source on dir, which the caller holds */
static long mount_on(const char __user *source, struct dentry *dir,
		     const char __user *fstype, unsigned long flags,
		     const void __user *data)
{
	char type[FSTYPE_MAX];
	long len;

	if (!may_mount())
		return -EPERM;
	if (!(flags & MS_REMOUNT) && (flags & MS_PROPAGATION))
		return change_propagation(dir, flags);
	if (!dir->d_inode->is_dir)
		return -ENOTDIR;
	if (mnt_ns_may_change())	/* fs/mnt_namespace.c says why */
		return -EBUSY;
	/* a tmpfs may be made read-only and writable again; a remount of
	 * the others changes nothing */
	if ((flags & MS_REMOUNT) && shmem_at(dir))
		return shmem_remount(dir, flags & MS_RDONLY);
	if (flags & MS_REMOUNT)
		return is_mount_point(dir) ? 0 : -EINVAL;
	len = strncpy_from_user(type, fstype, sizeof(type));
	if (len < 0)
		return len;
	if (len == sizeof(type))
		return -ENODEV;
	if (!strcmp(type, "ext2"))
		return ext2_mount(source, dir);
	if (!strcmp(type, "debugfs") && dir == fs_lookup(DEBUGFS_DIR))
		return debugfs_mount();
	if (!strcmp(type, "tmpfs"))
		return mount_tmpfs(dir, source, data, flags, false);
	/* a tmpfs whose files are huge-page files (fs/hugetlbfs/inode.c) */
	if (!strcmp(type, "hugetlbfs"))
		return mount_tmpfs(dir, source, data, flags, true);
	if (known_type(type))
		return -EBUSY;
	/* Linux's get_fs_type() asks for a module "fs-TYPE" first
	 * (kernel/kmod.c); no module registers a file system type here, so
	 * the answer stays ENODEV - but modprobe sees the same request */
	request_module("fs-%s", type);
	return -ENODEV;
}

long sys_mount(const char __user *source, const char __user *target,
	       const char __user *fstype, unsigned long flags,
	       const void __user *data)
{
	long err;
	struct dentry *dir = user_path_at(AT_FDCWD, target, &err);

	if (!dir)
		return err;
	err = mount_on(source, dir, fstype, flags, data);
	dput(dir);
	return err;
}

long sys_umount(const char __user *target, int flags)
{
	const struct mount *m;
	long err;
	struct dentry *dir;

	if (flags & ~UMOUNT_FLAGS)
		return -EINVAL;
	dir = user_path_at(AT_FDCWD, target, &err);
	if (!dir)
		return err;
	m = mount_at(dir);
	if (!may_mount())
		err = -EPERM;
	else if (mnt_ns_may_change())
		err = -EBUSY;
	else if (shmem_at(dir))
		err = shmem_umount(dir);
	else if (!m)
		err = ext2_umount(dir);	/* -EINVAL if not one either */
	else
		err = m->umount ? m->umount() : -EBUSY;
	dput(dir);
	return err;
}

/* umount(2), the old call: umount2 without flags */
long sys_oldumount(const char __user *target)
{
	return sys_umount(target, 0);
}

/* statfs64(2)'s result on i386 (packed to 4 bytes: 84 of them) */
struct statfs64 {
	u32 f_type, f_bsize;
	u64 f_blocks, f_bfree, f_bavail, f_files, f_ffree;
	s32 f_fsid[2];
	u32 f_namelen, f_frsize, f_flags, f_spare[4];
} __attribute__((packed, aligned(4)));

#define ST_VALID	0x20	/* statfs(2)'s f_flags: they are filled in */
#define ST_RELATIME	0x1000

/* A tmpfs's limits and what is left of them, in pages and inodes */
static void shmem_statfs(const struct shmem_sb_info *sb, struct statfs64 *st)
{
	st->f_type = sb->hugetlb ? HUGETLBFS_MAGIC : TMPFS_MAGIC;
	if (sb->hugetlb)	/* a block is a huge page (statfs(2)) */
		st->f_bsize = st->f_frsize = HPAGE_SIZE;
	st->f_blocks = sb->max_blocks;
	st->f_bfree = st->f_bavail = sb->max_blocks - sb->used_blocks;
	st->f_files = sb->max_inodes;
	st->f_ffree = sb->free_inodes;
	st->f_flags = ST_VALID | ST_RELATIME;
}

/*
 * What the file system holding dentry is: the nearest mount point
 * above it.  Memory is not set aside per file system, so the sizes are 0, as
 * Linux reports for proc and sysfs (df(1) then leaves them out); a
 * tmpfs has its own (mm/shmem.c).
 */
static long do_statfs(struct dentry *dentry, size_t sz,
		      struct statfs64 __user *buf)
{
	struct statfs64 st = { .f_bsize = PAGE_SIZE, .f_frsize = PAGE_SIZE,
			       .f_namelen = NAME_MAX };
	const struct mount *m;

	if (sz != sizeof(st))
		return -EINVAL;
	for (;; dentry = dentry->d_parent) {
		struct shmem_sb_info *sb = dentry->d_inode->i_shmem;

		if (sb) {
			shmem_statfs(sb, &st);
			break;
		}
		m = mount_at(dentry);
		if (m) {
			st.f_type = m->magic;
			break;
		}
	}
	return copy_to_user(buf, &st, sizeof(st)) ? -EFAULT : 0;
}

/* ustat(2)'s struct ustat on i386 */
struct ustat {
	s32 f_tfree;		/* free blocks */
	u32 f_tinode;		/* free inodes */
	char f_fname[6], f_fpack[6];
};

/*
 * ustat(2): the free blocks and inodes of the file system on dev, as
 * stat(2) gives st_dev: 0:1 the in-memory one (/, /proc, /sys: no
 * sizes, as statfs(2) says), or a tmpfs.  EINVAL for any other device.
 */
long sys_ustat(unsigned int dev, struct ustat __user *ubuf)
{
	struct shmem_sb_info *sb = shmem_by_dev(new_decode_dev(dev));
	struct ustat u = { 0 };
	struct statfs64 st = { 0 };

	if (!sb && new_decode_dev(dev) != MKDEV(0, 1))
		return -EINVAL;
	if (sb)
		shmem_statfs(sb, &st);
	u.f_tfree = (s32)st.f_bfree;
	u.f_tinode = (u32)st.f_ffree;
	return copy_to_user(ubuf, &u, sizeof(u)) ? -EFAULT : 0;
}

long sys_statfs64(const char __user *path, size_t sz,
		  struct statfs64 __user *buf)
{
	long err;
	struct dentry *d = user_path_at(AT_FDCWD, path, &err);

	if (!d)
		return err;
	err = do_statfs(d, sz, buf);
	dput(d);
	return err;
}

long sys_fstatfs64(unsigned int fd, size_t sz, struct statfs64 __user *buf)
{
	struct fd f = fdget_raw(fd);
	long ret;

	if (!f.file)
		return -EBADF;
	/* a pipe's is pipefs, which has no place in the tree */
	ret = do_statfs(f.file->f_path.dentry ? f.file->f_path.dentry :
						root_mnt.mnt_root, sz, buf);
	fdput(f);
	return ret;
}
