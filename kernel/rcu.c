// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/rcu.c - the RCU grace period on one CPU (include/linux/rcupdate.h
 * says why waiting is not needed): a caller outside every read-side
 * section has already seen all readers finish.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/rcupdate.h"

void synchronize_rcu(void)
{
	might_sleep();	/* inside rcu_read_lock(): reported, as Linux's */
}
EXPORT_SYMBOL_GPL(synchronize_rcu);
