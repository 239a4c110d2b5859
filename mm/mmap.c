// SPDX-License-Identifier: GPL-2.0
/*
 * mm/mmap.c - a process's address space: creating, copying and freeing
 * it, and the calls that grow it: brk(2) and anonymous mmap2(2).
 *
 * The heap starts after the program's last segment (fs/exec.c sets
 * start_brk) and anonymous mappings are handed out upwards from
 * MMAP_BASE, never reused: enough for the small static programs here.
 */
#include "linux/kernel.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/slab.h"
#include "linux/syscalls.h"
#include "asm/uaccess.h"

/* mmap(2) flags and protections (include/uapi/asm-generic/mman*.h) */
#define PROT_WRITE	0x2
#define MAP_SHARED	0x01
#define MAP_PRIVATE	0x02
#define MAP_FIXED	0x10
#define MAP_ANONYMOUS	0x20

struct mm_struct *mm_alloc(void)
{
	struct mm_struct *mm = kzalloc(sizeof(*mm), GFP_KERNEL);

	if (!mm)
		return NULL;
	mm->pgd = pgd_alloc();
	if (!mm->pgd) {
		kfree(mm);
		return NULL;
	}
	mm->mmap_base = MMAP_BASE;
	mm->mm_users = 1;
	return mm;
}

/* The last task using mm is done with it */
void mmput(struct mm_struct *mm)
{
	if (--mm->mm_users)
		return;
	pgd_free(mm->pgd);
	kfree(mm);
}

struct mm_struct *dup_mm(struct mm_struct *old)
{
	struct mm_struct *mm = mm_alloc();

	if (!mm)
		return NULL;
	mm->start_brk = old->start_brk;
	mm->brk = old->brk;
	mm->mmap_base = old->mmap_base;
	mm->start_stack = old->start_stack;
	mm->arg_start = old->arg_start;
	mm->arg_end = old->arg_end;
	mm->env_start = old->env_start;
	mm->env_end = old->env_end;
	memcpy(mm->exe, old->exe, sizeof(mm->exe));
	if (copy_user_pages(mm, old)) {
		mmput(mm);
		return NULL;
	}
	return mm;
}

/* Map [start, end) with zeroed pages; on failure, unmap what was new. */
int map_user_range(struct mm_struct *mm, unsigned long start,
		   unsigned long end, bool writable)
{
	unsigned long va;

	for (va = start & PAGE_MASK; va < end; va += PAGE_SIZE)
		if (map_user_page(mm, va, writable)) {
			unmap_user_range(mm, start, va);
			return -ENOMEM;
		}
	return 0;
}

/* brk(2): the raw call returns the new break, or the old one on failure */
long sys_brk(unsigned long brk)
{
	struct mm_struct *mm = current->mm;
	unsigned long old_end = PAGE_ALIGN(mm->brk);

	if (brk < mm->start_brk || brk >= MMAP_BASE)
		return (long)mm->brk;
	if (PAGE_ALIGN(brk) > old_end &&
	    map_user_range(mm, old_end, PAGE_ALIGN(brk), true))
		return (long)mm->brk;
	if (PAGE_ALIGN(brk) < old_end)
		unmap_user_range(mm, PAGE_ALIGN(brk), old_end);
	mm->brk = brk;
	return (long)brk;
}

/* mmap2(2): anonymous private memory only; files answer ENODEV. */
long sys_mmap2(unsigned long addr, unsigned long len, unsigned long prot,
	       unsigned long flags, unsigned long fd, unsigned long pgoff)
{
	struct mm_struct *mm = current->mm;
	unsigned long start;

	(void)addr;
	(void)pgoff;
	if (!len || len > TASK_SIZE)
		return -EINVAL;
	if (!(flags & (MAP_SHARED | MAP_PRIVATE)) ||
	    ((flags & MAP_SHARED) && (flags & MAP_PRIVATE)))
		return -EINVAL;
	if (!(flags & MAP_ANONYMOUS))
		return (long)fd < 0 ? -EBADF : -ENODEV;
	if (flags & MAP_FIXED)
		return -ENOMEM;	/* no fixed placement here */
	len = PAGE_ALIGN(len);
	start = mm->mmap_base;
	if (len > TASK_SIZE - (USER_STACK_PAGES + 1) * PAGE_SIZE - start)
		return -ENOMEM;
	if (map_user_range(mm, start, start + len, prot & PROT_WRITE))
		return -ENOMEM;
	mm->mmap_base = start + len;
	return (long)start;
}

long sys_munmap(unsigned long addr, unsigned long len)
{
	if ((addr & ~PAGE_MASK) || !len || !access_ok((void *)addr, len))
		return -EINVAL;
	unmap_user_range(current->mm, addr, PAGE_ALIGN(addr + len));
	return 0;
}

/* PROT_WRITE is what the page table can say (Linux i386 without PAE
 * ignores PROT_EXEC too): glibc makes a thread's stack, mapped
 * PROT_NONE, writable so */
long sys_mprotect(unsigned long addr, unsigned long len, unsigned long prot)
{
	if (addr & ~PAGE_MASK)
		return -EINVAL;
	if (!access_ok((void *)addr, len))
		return -ENOMEM;
	protect_user_range(current->mm, addr, addr + len, prot & PROT_WRITE);
	return 0;
}
