/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/fdtable.h - the per-process descriptor table, and the
 * references a system call holds on the file behind a descriptor.
 *
 * The table is shared by every task cloned with CLONE_FILES (all the
 * threads of a pthreads program), so one task may close a descriptor
 * while another is inside a call on it, even asleep in it (read(2) of
 * an empty pipe, accept(2)).  A call therefore never uses the table's
 * pointer bare: fdget() takes a reference on the file (f_count) under
 * the table's lock, fdput() drops it, and the file, with its pipe or
 * socket, lives until the last reference goes - close(2) only drops
 * the descriptor's.  The lock is a spinlock: on this one CPU it keeps
 * the task from being preempted between finding a slot and counting it.
 *
 * A table no other task shares needs no reference, as Linux's fdget()
 * has it too: only this task could close the descriptor, and it is
 * busy in the call.  That is also what lets a process that oopses
 * inside a call (LDD3's faulty) die without a reference left behind,
 * so its file is released and the driver's module can be removed.
 */
#ifndef _LINUX_FDTABLE_H
#define _LINUX_FDTABLE_H

#include "linux/atomic.h"
#include "linux/spinlock.h"
#include "linux/types.h"

struct file;

/*
 * The table grows as descriptors are opened, doubling from
 * NR_OPEN_DEFAULT slots, up to the process's RLIMIT_NOFILE (fs/file.c:
 * expand_files()).  fd[] and the close_on_exec bitmap are one allocation.
 */
#define NR_OPEN_DEFAULT	32

struct files_struct {
	atomic_t count;			/* tasks sharing the table */
	spinlock_t file_lock;		/* fd[], max_fds and the bitmap */
	unsigned int max_fds;		/* slots in fd[], bits in close_on_exec */
	struct file **fd;
	unsigned long *close_on_exec;	/* bit N: descriptor N */
};

/* A descriptor's file, held for one system call (NULL: EBADF) */
struct fd {
	struct file *file;
	unsigned int flags;		/* FDPUT_FPUT: fdput() drops a reference */
};

#define FDPUT_FPUT	1

struct fd fdget(unsigned int fd);
struct fd fdget_raw(unsigned int fd);
void fdput(struct fd f);

extern int sysctl_nr_open;	/* /proc/sys/fs/nr_open (fs/file.c) */

struct files_struct *files_alloc(void);
struct files_struct *dup_files(struct files_struct *old);
void get_files(struct files_struct *files);
void put_files(struct files_struct *files);
int unshare_files(struct files_struct **displaced);
void close_on_exec(struct files_struct *files);
int fd_install(struct file *f, bool cloexec);

#endif /* _LINUX_FDTABLE_H */
