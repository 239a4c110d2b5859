// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/capability.c - capable() (include/linux/capability.h): the
 * current task holds every capability, being root, so the answer is
 * whether the capability exists; a bad number is a bug in the caller,
 * reported as Linux reports it.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/capability.h"

bool capable(int cap)
{
	if (!cap_valid(cap)) {
		printk(KERN_CRIT "capable() called with invalid cap=%d\n", cap);
		return false;
	}
	return true;
}
EXPORT_SYMBOL(capable);
