/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mm_types.h - a mapping (struct vm_area_struct) and the
 * answers a driver's fault handler gives, with Linux 6.1's names and
 * values, so a driver's mmap and fault code compiles unchanged
 * (mm/vma.c keeps the areas, mm/memory.c faults them in).
 */
#ifndef _LINUX_MM_TYPES_H
#define _LINUX_MM_TYPES_H

#include "linux/types.h"
#include "asm/page.h"

struct file;
struct mm_struct;
struct vm_operations_struct;

/*
 * One mapping: [vm_start, vm_end) of vm_mm is anonymous memory
 * (vm_file NULL), or shows vm_file from page vm_pgoff on - its pages
 * in the page cache, or, if its driver maps it itself (file_operations'
 * mmap, a /proc entry's proc_mmap), what the driver gives.  The kernel
 * keeps every one in mm->mmap, sorted by address (find_vma()).
 */
struct vm_area_struct {
	unsigned long vm_start;
	unsigned long vm_end;		/* the first byte after */
	struct vm_area_struct *vm_next;	/* the next area up in vm_mm */
	struct mm_struct *vm_mm;
	pgprot_t vm_page_prot;		/* the entries' bits (asm/pgtable.h) */
	unsigned long vm_flags;		/* VM_* (include/linux/mm.h) */
	const struct vm_operations_struct *vm_ops;
	unsigned long vm_pgoff;		/* in pages, as mmap2(2)'s offset */
	struct file *vm_file;		/* holds a reference; NULL: anonymous */
	void *vm_private_data;		/* the driver's */
	/* the userfaultfd(2) its missing pages wait for (VM_UFFD_MISSING;
	 * fs/userfaultfd.c) */
	struct userfaultfd_ctx *vm_userfaultfd_ctx;
};

/* What a fault handler did (Linux 6.1's enum vm_fault_reason) */
typedef unsigned int vm_fault_t;

#define VM_FAULT_OOM		0x000001
#define VM_FAULT_SIGBUS		0x000002
#define VM_FAULT_MAJOR		0x000004
#define VM_FAULT_HWPOISON	0x000010
#define VM_FAULT_HWPOISON_LARGE	0x000020
#define VM_FAULT_SIGSEGV	0x000040
#define VM_FAULT_NOPAGE		0x000100	/* the handler set the entry */
#define VM_FAULT_LOCKED		0x000200
#define VM_FAULT_RETRY		0x000400
#define VM_FAULT_FALLBACK	0x000800
#define VM_FAULT_DONE_COW	0x001000
#define VM_FAULT_NEEDDSYNC	0x002000
#define VM_FAULT_ERROR	(VM_FAULT_OOM | VM_FAULT_SIGBUS | VM_FAULT_SIGSEGV | \
			 VM_FAULT_HWPOISON | VM_FAULT_HWPOISON_LARGE | \
			 VM_FAULT_FALLBACK)

#endif /* _LINUX_MM_TYPES_H */
