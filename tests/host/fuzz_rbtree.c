// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for lib/rbtree.c: the input is a program of changes
 * to a tree, two bytes a change (which change, and the key or slot it
 * takes); the first byte picks the plain or the leftmost-cached tree.
 * After every change tests/host/rbtree_check.h checks the five
 * red-black rules, the order and the walks; a broken rule aborts with
 * its name.
 */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include "rbtree_check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct rbworld w;
	const char *why = NULL;
	size_t i;

	if (!size)
		return 0;
	w = (struct rbworld){ .tree = RB_ROOT_CACHED, .cached = data[0] & 1 };
	for (i = 1; i + 1 < size && !why; i += 2)
		why = rbcheck_step(&w, data[i], data[i + 1]);
	if (why) {
		fprintf(stderr, "rbtree: %s\n", why);
		abort();
	}
	return 0;
}
