/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/list_sort.h - sort a linked list (lib/list_sort.c), with
 * Linux's signature since 5.13: cmp returns > 0 when a must come after
 * b; the sort is stable (equal elements keep their order).  A
 * comparison of the kind written before 5.13, taking the list heads
 * without const, is accepted too (_Generic on its type): the two are
 * called alike (i386 psABI: const changes no argument's passing).
 */
#ifndef _LINUX_LIST_SORT_H
#define _LINUX_LIST_SORT_H

#include "linux/list.h"

typedef int (*list_cmp_func_t)(void *priv, const struct list_head *a,
			       const struct list_head *b);

void list_sort(void *priv, struct list_head *head, list_cmp_func_t cmp);

typedef int (*list_cmp_func_old_t)(void *priv, struct list_head *a,
				   struct list_head *b);

#define list_sort(priv, head, cmp)					\
	list_sort(priv, head,						\
		  _Generic((cmp), list_cmp_func_old_t: (list_cmp_func_t)(cmp), \
			   default: (cmp)))

#endif /* _LINUX_LIST_SORT_H */
