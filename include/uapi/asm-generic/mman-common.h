/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/uapi/asm-generic/mman-common.h - mmap(2)'s protections and
 * the flags every architecture shares, msync(2)'s and madvise(2)'s, with
 * Linux's values (the man pages name them; the numbers are the ABI):
 * what the kernel checks (mm/mmap.c, ipc/shm.c) and what a module
 * passes to vm_mmap() (LKD's kmembugs_test).
 */
#ifndef _UAPI_ASM_GENERIC_MMAN_COMMON_H
#define _UAPI_ASM_GENERIC_MMAN_COMMON_H

#define PROT_READ	0x1
#define PROT_WRITE	0x2
#define PROT_EXEC	0x4
#define PROT_SEM	0x8
#define PROT_NONE	0x0
#define PROT_GROWSDOWN	0x01000000
#define PROT_GROWSUP	0x02000000

#define MAP_TYPE	0x0f	/* the sharing type's bits */
#define MAP_FIXED	0x10
#define MAP_ANONYMOUS	0x20
#define MAP_POPULATE	0x8000
#define MAP_HUGETLB	0x40000
#define MAP_FIXED_NOREPLACE 0x100000

#define MS_ASYNC	1
#define MS_INVALIDATE	2
#define MS_SYNC		4

#define MADV_DONTNEED	4
#define MADV_FREE	8
#define MADV_DONTFORK	10
#define MADV_DOFORK	11
#define MADV_DONTDUMP	16
#define MADV_DODUMP	17
#define MADV_WIPEONFORK	18
#define MADV_KEEPONFORK	19
#define MADV_HWPOISON	100
#define MADV_SOFT_OFFLINE 101

#endif /* _UAPI_ASM_GENERIC_MMAN_COMMON_H */
