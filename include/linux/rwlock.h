/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/rwlock.h - reader-writer spinlocks under the header
 * Linux gives them: rwlock_t, DEFINE_RWLOCK, rwlock_init, read_lock,
 * write_lock and their _irq, _irqsave and _bh forms.  They live with
 * the spinlocks (linux/spinlock.h, kernel/locking/spinlock.c), which
 * Linux's rwlock.h is also reached through.
 */
#ifndef _LINUX_RWLOCK_H
#define _LINUX_RWLOCK_H

#include "linux/spinlock.h"

#endif /* _LINUX_RWLOCK_H */
