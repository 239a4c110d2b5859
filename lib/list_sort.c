// SPDX-License-Identifier: GPL-2.0
/*
 * lib/list_sort.c - list_sort(): a plain top-down merge sort of a list
 * (include/linux/list_sort.h).  It works on the list as a NULL-terminated
 * chain of next pointers and rebuilds the prev pointers at the end; it
 * splits with a slow and a fast pointer, sorts the halves, and merges
 * them taking from the first half on ties, which keeps it stable.
 * O(n log n) comparisons, recursion depth log2(n), no allocation.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/list_sort.h"

static struct list_head *merge(void *priv, list_cmp_func_t cmp,
			       struct list_head *a, struct list_head *b)
{
	struct list_head head, *tail = &head;

	while (a && b) {
		if (cmp(priv, a, b) <= 0) {
			tail->next = a;
			a = a->next;
		} else {
			tail->next = b;
			b = b->next;
		}
		tail = tail->next;
	}
	tail->next = a ? a : b;
	return head.next;
}

static struct list_head *merge_sort(void *priv, list_cmp_func_t cmp,
				     struct list_head *first)
{
	struct list_head *slow = first, *fast, *second;

	if (!first || !first->next)
		return first;
	for (fast = first->next; fast && fast->next; fast = fast->next->next)
		slow = slow->next;
	second = slow->next;
	slow->next = NULL;
	return merge(priv, cmp, merge_sort(priv, cmp, first),
		     merge_sort(priv, cmp, second));
}

/* in parentheses: the name is also linux/list_sort.h's macro */
void (list_sort)(void *priv, struct list_head *head, list_cmp_func_t cmp)
{
	struct list_head *prev = head, *e;

	if (list_empty(head))
		return;
	head->prev->next = NULL;	/* the chain ends at the last element */
	head->next = merge_sort(priv, cmp, head->next);
	for (e = head->next; e; prev = e, e = e->next)
		e->prev = prev;
	prev->next = head;
	head->prev = prev;
}
EXPORT_SYMBOL(list_sort);
