/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/uapi/linux/stat.h - the mode bits user space shares with the
 * kernel: file types and permission bits, octal as in stat(2) and POSIX
 * <sys/stat.h>.  Linux 3.7 moved them here; modules written since then
 * include <uapi/linux/stat.h> for S_IRUSR and friends, and
 * <linux/stat.h> includes it.  Guarded because host tests may also see
 * the C library's <sys/stat.h> (the cpio reader uses the file types).
 */
#ifndef _UAPI_LINUX_STAT_H
#define _UAPI_LINUX_STAT_H

#ifndef S_IFMT
#define S_IFMT   0170000	/* mask of the file type bits */
#define S_IFSOCK 0140000
#define S_IFLNK  0120000
#define S_IFREG  0100000
#define S_IFBLK  0060000
#define S_IFDIR  0040000
#define S_IFCHR  0020000
#define S_IFIFO  0010000
#endif
#ifndef S_ISUID
#define S_ISUID  0004000
#define S_ISGID  0002000
#define S_ISVTX  0001000
#endif
#ifndef S_ISREG
#define S_ISREG(m)  (((m) & S_IFMT) == S_IFREG)
#define S_ISDIR(m)  (((m) & S_IFMT) == S_IFDIR)
#define S_ISLNK(m)  (((m) & S_IFMT) == S_IFLNK)
#define S_ISCHR(m)  (((m) & S_IFMT) == S_IFCHR)
#define S_ISBLK(m)  (((m) & S_IFMT) == S_IFBLK)
#define S_ISFIFO(m) (((m) & S_IFMT) == S_IFIFO)
#define S_ISSOCK(m) (((m) & S_IFMT) == S_IFSOCK)
#endif

#ifndef S_IRWXU
#define S_IRWXU 00700
#define S_IRUSR 00400
#define S_IWUSR 00200
#define S_IXUSR 00100
#define S_IRWXG 00070
#define S_IRGRP 00040
#define S_IWGRP 00020
#define S_IXGRP 00010
#define S_IRWXO 00007
#define S_IROTH 00004
#define S_IWOTH 00002
#define S_IXOTH 00001
#endif

#endif /* _UAPI_LINUX_STAT_H */
