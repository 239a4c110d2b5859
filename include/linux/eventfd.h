/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/eventfd.h - eventfd(2)'s file (fs/eventfd.c), whose
 * operations /proc/PID/fd tells it by.
 */
#ifndef _LINUX_EVENTFD_H
#define _LINUX_EVENTFD_H

struct file_operations;
extern const struct file_operations eventfd_fops;

#endif /* _LINUX_EVENTFD_H */
