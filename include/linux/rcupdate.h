/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rcupdate.h - read-side RCU, as Linux builds it for one
 * CPU without preemptible RCU: a reader disables preemption, so no
 * other task runs - and none can free what the reader walks - until
 * rcu_read_unlock().  A reader must not sleep (might_sleep() in it
 * says so, as Linux's debug options do).  Writers here change lists
 * with interrupts off, so the _rcu list walks are the plain ones.
 */
#ifndef _LINUX_RCUPDATE_H
#define _LINUX_RCUPDATE_H

#include "linux/preempt.h"
#include "linux/list.h"

#define rcu_read_lock()		preempt_disable()
#define rcu_read_unlock()	preempt_enable()
#define rcu_dereference(p)	(p)

#define list_for_each_entry_rcu(pos, head, member, ...) \
	list_for_each_entry(pos, head, member)

#endif /* _LINUX_RCUPDATE_H */
