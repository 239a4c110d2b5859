// SPDX-License-Identifier: GPL-2.0
/*
 * modules/multipart/helper.c - called from core.c: a global symbol
 * between the parts of one module, which "ld -r" resolves.
 */
#include <linux/kernel.h>
#include "multipart.h"

int multipart_sum(int n)
{
	int i, sum = 0;

	for (i = 1; i <= n; i++)
		sum += i;
	printk(KERN_INFO MULTIPART_PREFIX "summed %d numbers\n", n);
	return sum;
}
