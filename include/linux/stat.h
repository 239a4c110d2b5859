/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/stat.h - the mode bits (include/uapi/linux/stat.h, user
 * space's too) plus Linux's shorthands for "user, group and other" that
 * module_param() permissions use (S_IRUGO is 0444).
 */
#ifndef _LINUX_STAT_H
#define _LINUX_STAT_H

#include "uapi/linux/stat.h"

#define S_IRWXUGO	(S_IRWXU | S_IRWXG | S_IRWXO)
#define S_IALLUGO	(S_ISUID | S_ISGID | S_ISVTX | S_IRWXUGO)
#define S_IRUGO		(S_IRUSR | S_IRGRP | S_IROTH)
#define S_IWUGO		(S_IWUSR | S_IWGRP | S_IWOTH)
#define S_IXUGO		(S_IXUSR | S_IXGRP | S_IXOTH)

#endif /* _LINUX_STAT_H */
