// SPDX-License-Identifier: GPL-2.0
/*
 * fs/utimes.c - setting a file's access and modification times:
 * utimensat(2) (and its time64 twin, which glibc calls first on i386),
 * utimes(2) and utime(2).  A time may be UTIME_NOW or, with utimensat,
 * UTIME_OMIT; any change sets the change time to now (inode(7)).
 * Who may: fs/namei.c's may_set_times().
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/syscalls.h"
#include "linux/time.h"

#define AT_SYMLINK_NOFOLLOW	0x100
#define AT_EMPTY_PATH		0x1000
#define UTIME_NOW		((1L << 30) - 1L)
#define UTIME_OMIT		((1L << 30) - 2L)

/* times[0] the access time, times[1] the modification time; NULL: now */
static long utimes_common(struct dentry *dentry, struct timespec64 *times)
{
	struct inode *inode = dentry->d_inode;
	struct timespec64 now = current_time(inode), both_now[2] = {
		{ 0, UTIME_NOW }, { 0, UTIME_NOW } };
	bool to_now = true;	/* both now: a touch (else an explicit set) */
	int i, err;

	if (!times)
		times = both_now;
	for (i = 0; i < 2; i++) {
		to_now &= times[i].tv_nsec == UTIME_NOW;
		if (times[i].tv_nsec == UTIME_NOW)
			times[i] = now;
		else if (times[i].tv_nsec != UTIME_OMIT &&
			 (times[i].tv_nsec < 0 || times[i].tv_nsec >= NSEC_PER_SEC))
			return -EINVAL;
	}
	if (times[0].tv_nsec == UTIME_OMIT && times[1].tv_nsec == UTIME_OMIT)
		return 0;
	err = may_set_times(inode, to_now);
	if (err)
		return err;
	if (times[0].tv_nsec != UTIME_OMIT)
		inode->i_atime = times[0];
	if (times[1].tv_nsec != UTIME_OMIT)
		inode->i_mtime = times[1];
	inode->i_ctime = now;
	/* both times: IN_ATTRIB; one: what changing it alone means */
	fsnotify_change(dentry, times[0].tv_nsec == UTIME_OMIT ? IN_MODIFY :
				times[1].tv_nsec == UTIME_OMIT ? IN_ACCESS :
								 IN_ATTRIB);
	return 0;
}

/* What a path (or, with none, the descriptor dfd) names */
static long do_utimes(int dfd, const char __user *path,
		      struct timespec64 *times, int flags)
{
	struct dentry *d;
	struct fd f;
	long err;

	if (flags & ~(AT_SYMLINK_NOFOLLOW | AT_EMPTY_PATH))
		return -EINVAL;
	if (path) {
		d = flags & AT_SYMLINK_NOFOLLOW ? user_lpath_at(dfd, path, &err) :
						  user_path_at(dfd, path, &err);
		if (!d)
			return err;
		err = utimes_common(d, times);
		dput(d);
		return err;
	}
	if (dfd == AT_FDCWD)
		return -EFAULT;		/* futimens(2) needs a descriptor */
	f = fdget((unsigned int)dfd);
	if (!f.file)
		return -EBADF;
	/* a pipe keeps no times */
	err = f.file->f_inode ?
		      utimes_common(f.file->f_path.dentry, times) : -EPERM;
	fdput(f);
	return err;
}

long sys_utimensat_time64(int dfd, const char __user *path,
			  const struct __kernel_timespec __user *utimes,
			  int flags)
{
	struct __kernel_timespec kt[2] = { { 0, 0 } };
	struct timespec64 t[2];

	if (utimes && copy_from_user(kt, utimes, sizeof(kt)))
		return -EFAULT;
	t[0] = (struct timespec64){ kt[0].tv_sec, (long)kt[0].tv_nsec };
	t[1] = (struct timespec64){ kt[1].tv_sec, (long)kt[1].tv_nsec };
	return do_utimes(dfd, path, utimes ? t : NULL, flags);
}

/* the same with 32-bit seconds, the call before 2038 was a concern */
long sys_utimensat(int dfd, const char __user *path,
		   const struct old_timespec32 __user *utimes, int flags)
{
	struct old_timespec32 kt[2] = { { 0, 0 } };
	struct timespec64 t[2];

	if (utimes && copy_from_user(kt, utimes, sizeof(kt)))
		return -EFAULT;
	t[0] = (struct timespec64){ kt[0].tv_sec, kt[0].tv_nsec };
	t[1] = (struct timespec64){ kt[1].tv_sec, kt[1].tv_nsec };
	return do_utimes(dfd, path, utimes ? t : NULL, flags);
}

/* futimesat(2): utimes(2) relative to the directory dfd (a NULL path:
 * dfd itself); microseconds, no UTIME_NOW/OMIT (EINVAL past 1e6) */
long sys_futimesat(int dfd, const char __user *path,
		   const struct old_timeval32 __user *utimes)
{
	struct old_timeval32 tv[2];
	struct timespec64 t[2];
	int i;

	if (!utimes)
		return do_utimes(dfd, path, NULL, 0);
	if (copy_from_user(tv, utimes, sizeof(tv)))
		return -EFAULT;
	for (i = 0; i < 2; i++) {
		if (tv[i].tv_usec < 0 || tv[i].tv_usec >= USEC_PER_SEC)
			return -EINVAL;
		t[i].tv_sec = tv[i].tv_sec;
		t[i].tv_nsec = tv[i].tv_usec * NSEC_PER_USEC;
	}
	return do_utimes(dfd, path, t, 0);
}

long sys_utimes(const char __user *path,
		const struct old_timeval32 __user *utimes)
{
	return sys_futimesat(AT_FDCWD, path, utimes);
}

struct old_utimbuf32 {
	s32 actime, modtime;
};

long sys_utime(const char __user *path,
	       const struct old_utimbuf32 __user *times)
{
	struct old_utimbuf32 ub;
	struct timespec64 t[2];

	if (!times)
		return do_utimes(AT_FDCWD, path, NULL, 0);
	if (copy_from_user(&ub, times, sizeof(ub)))
		return -EFAULT;
	t[0] = (struct timespec64){ ub.actime, 0 };
	t[1] = (struct timespec64){ ub.modtime, 0 };
	return do_utimes(AT_FDCWD, path, t, 0);
}
