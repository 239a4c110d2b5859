/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mmap_lock.h - an address space's lock, mm->mmap_lock
 * (Linux 5.8's names for what was mm->mmap_sem), a reader-writer
 * semaphore (kernel/locking/rwsem.c).  It protects the areas - the list
 * mm->mmap and each area's bounds, flags and file - and the layout
 * fields beside them (brk, mmap_base, the code/data/stack bounds).
 * Writers: whatever changes areas - mmap(2), munmap(2), mprotect(2),
 * mremap(2), brk(2), madvise(2), shmat(2)/shmdt(2), fork (copying the
 * parent's), exec (building the new memory), the last user's exit.
 * Readers: whatever finds an area and acts on it - the page-fault
 * handler, mlock(2), msync(2), futex keys, and the readers of another
 * process's memory (/proc/PID/maps, cmdline, environ,
 * process_vm_readv(2)), which hold the mm with get_task_mm() first.
 *
 * A holder must not touch user memory (copy_to_user()...): the fault
 * that may come takes the lock again, and with a writer waiting in
 * between, that never returns (include/linux/rwsem.h).
 */
#ifndef _LINUX_MMAP_LOCK_H
#define _LINUX_MMAP_LOCK_H

#include "linux/mm.h"
#include "linux/rwsem.h"

static inline void mmap_init_lock(struct mm_struct *mm)
{
	init_rwsem(&mm->mmap_lock);
}

static inline void mmap_write_lock(struct mm_struct *mm)
{
	down_write(&mm->mmap_lock);
}

static inline void mmap_write_unlock(struct mm_struct *mm)
{
	up_write(&mm->mmap_lock);
}

static inline void mmap_read_lock(struct mm_struct *mm)
{
	down_read(&mm->mmap_lock);
}

static inline bool mmap_read_trylock(struct mm_struct *mm)
{
	return down_read_trylock(&mm->mmap_lock);
}

static inline void mmap_read_unlock(struct mm_struct *mm)
{
	up_read(&mm->mmap_lock);
}

#endif /* _LINUX_MMAP_LOCK_H */
