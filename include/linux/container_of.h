/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/container_of.h - container_of(ptr, type, member): the
 * structure a member is embedded in, from the member's address (C11
 * 7.19: offsetof).  A header of its own, as in Linux 6.1, so that pure
 * headers (linux/rbtree.h) have it without linux/kernel.h, which does
 * not build for the host.
 */
#ifndef _LINUX_CONTAINER_OF_H
#define _LINUX_CONTAINER_OF_H

#include <stddef.h>

#define container_of(ptr, type, member) \
	((type *)((char *)(ptr) - offsetof(type, member)))

#endif /* _LINUX_CONTAINER_OF_H */
