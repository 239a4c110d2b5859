/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/timerfd.h - timerfd_create(2)'s file (fs/timerfd.c),
 * whose operations /proc/PID/fd tells it by.
 */
#ifndef _LINUX_TIMERFD_H
#define _LINUX_TIMERFD_H

struct file_operations;
extern const struct file_operations timerfd_fops;

#endif /* _LINUX_TIMERFD_H */
