/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/lockdep.h - what code says to Linux's lock validator
 * (lockdep).  oops386 has none, as Linux built without CONFIG_LOCKDEP:
 * an assertion that a lock is held is accepted as true.  Its own checks
 * of locks (a lock taken twice, released by another task) are in
 * kernel/locking/.
 */
#ifndef _LINUX_LOCKDEP_H
#define _LINUX_LOCKDEP_H

#define lockdep_is_held(lock)	((void)(lock), 1)
#define lockdep_assert_held(lock)	((void)(lock))

#endif /* _LINUX_LOCKDEP_H */
