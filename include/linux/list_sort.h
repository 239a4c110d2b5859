/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/list_sort.h - sort a linked list (lib/list_sort.c), with
 * Linux's signature since 5.13: cmp returns > 0 when a must come after
 * b; the sort is stable (equal elements keep their order).
 */
#ifndef _LINUX_LIST_SORT_H
#define _LINUX_LIST_SORT_H

#include "linux/list.h"

typedef int (*list_cmp_func_t)(void *priv, const struct list_head *a,
			       const struct list_head *b);

void list_sort(void *priv, struct list_head *head, list_cmp_func_t cmp);

#endif /* _LINUX_LIST_SORT_H */
