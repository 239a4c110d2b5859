/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/panic_notifier.h - the chain panic() (kernel/panic.c)
 * calls with the message, before it stops, reboots or powers off:
 * where a module registers a last word (Linux 5.14 moved it here from
 * kernel.h).
 */
#ifndef _LINUX_PANIC_NOTIFIER_H
#define _LINUX_PANIC_NOTIFIER_H

#include "linux/notifier.h"

extern struct atomic_notifier_head panic_notifier_list;

#endif /* _LINUX_PANIC_NOTIFIER_H */
