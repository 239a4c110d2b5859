/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/userfaultfd_k.h - what the page-fault handler asks of
 * userfaultfd(2) (fs/userfaultfd.c).
 */
#ifndef _LINUX_USERFAULTFD_K_H
#define _LINUX_USERFAULTFD_K_H

#include "linux/mm.h"

/* A missing page of an area registered with a userfaultfd: 0 (retry
 * the touch) or the signal it earns; the mmap_lock is let go while the
 * thread waits */
int handle_userfault(struct vm_area_struct *vma, unsigned long address,
		     bool write, bool user);

#endif /* _LINUX_USERFAULTFD_K_H */
