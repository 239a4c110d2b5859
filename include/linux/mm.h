/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MM_H
#define _LINUX_MM_H

#include "linux/types.h"
#include "asm/page.h"
#include "linux/vmalloc.h"

struct multiboot_info;
struct pt_regs;

/*
 * One per physical page frame (Linux's mem_map).  count is the number
 * of references to a user or page-cache page: each page-table entry
 * mapping it, and the page cache's own (include/linux/fs.h); the page
 * goes back to the allocator when the last one is dropped (put_page()).
 */
struct page {
	u8 flags;
	u8 order;	/* of the block this page heads (PG_head) */
	u16 count;
};

#define PG_reserved	0x01	/* never allocated: kernel image, BIOS... */
#define PG_used		0x02	/* allocated */
#define PG_head		0x04	/* first page of an allocated block */
#define PG_slab		0x08	/* a kmalloc slab (mm/slab.c) */
#define PG_truncated	0x10	/* leaving its file's page cache (fs_truncate()) */

extern struct page *mem_map;
extern unsigned long max_low_pfn;
extern unsigned long totalram_pages;

/* Below 1 MiB: BIOS data, EBDA, VGA memory; never handed out */
#define LOW_RESERVED	0x100000UL
/* mem_map for all of low memory: the most it can take */
#define MEM_MAP_MAX	PAGE_ALIGN((MAXMEM >> PAGE_SHIFT) * sizeof(struct page))

#define virt_to_page(v)	(&mem_map[__pa(v) >> PAGE_SHIFT])
#define page_address(p)	__va((unsigned long)((p) - mem_map) << PAGE_SHIFT)

/* The lowest physical address the page allocator may hand out. */
void mem_reserve_range(unsigned long start, unsigned long end);
void page_alloc_init(const struct multiboot_info *mbi);
unsigned long __get_free_pages(unsigned int order);
unsigned long get_zeroed_page(void);
void free_pages(unsigned long addr, unsigned int order);
#define __get_free_page()	__get_free_pages(0)
#define free_page(addr)		free_pages((addr), 0)
unsigned long nr_free_pages(void);

/* A zeroed page with one reference, for user space or the page cache */
struct page *alloc_zeroed_user_page(void);

static inline void get_page(struct page *page)
{
	page->count++;
}

/* Drop a reference; the last one frees the page */
void put_page(struct page *page);

void paging_init(void);
int map_kernel_page(unsigned long vaddr, unsigned long paddr, bool writable);
void unmap_kernel_page(unsigned long vaddr);
unsigned long lookup_pde(unsigned long vaddr);
unsigned long lookup_pte(unsigned long vaddr);
bool kernel_addr_mapped(unsigned long addr, unsigned long len);
void free_initmem(void);
void free_reserved_range(unsigned long start, unsigned long end);
void do_page_fault(struct pt_regs *regs, unsigned long error_code);
extern u32 swapper_pg_dir[];

/*
 * A process's address space: its page directory (the user half its own,
 * the kernel half shared by all, arch/i386/mm/pgtable.c) and the bounds
 * brk(2) and mmap2(2) move (mm/mmap.c).  Private anonymous memory from
 * mmap2(2) gets its pages when first touched; the rest is mapped when it
 * is created.  There is no list of areas (Linux's
 * vm_area_struct): what a page is - private, copy-on-write, shared - is
 * written in its page-table entry's bits (include/asm/page.h), which is
 * all fork, mprotect(2) and a fault need to know.
 */
struct mm_struct {
	u32 *pgd;
	int mm_users;			/* tasks sharing it (CLONE_VM) */
	unsigned long start_brk, brk;	/* the heap: [start_brk, brk) */
	unsigned long mmap_base;	/* the next anonymous mapping */
	unsigned long start_stack;
	unsigned long arg_start, arg_end;	/* argv's strings (/proc/PID/cmdline) */
	unsigned long env_start, env_end;	/* envp's (/proc/PID/environ) */
	unsigned long pages;		/* user pages mapped */
	char exe[256];			/* the program's path (/proc/PID/exe) */
};

/*
 * The user stack: USER_STACK_PAGES for the program, below the execve(2)
 * arguments and their pointers, at most ARG_MAX bytes (Linux's: a
 * quarter of the 8 MiB stack rlimit); mappings stay below the most the
 * two can take (USER_STACK_TOP_ROOM).
 */
#define USER_STACK_PAGES	32	/* 128 KiB below the arguments */
#define ARG_MAX			(2 * 1024 * 1024)
#define USER_STACK_TOP_ROOM	(USER_STACK_PAGES * PAGE_SIZE + ARG_MAX + \
				 2 * PAGE_SIZE)
#define MMAP_BASE		0x40000000UL

u32 *pgd_alloc(void);
void pgd_free(u32 *pgd);
int map_user_page(struct mm_struct *mm, unsigned long vaddr, bool writable);
int install_user_page(struct mm_struct *mm, unsigned long vaddr,
		      struct page *page, u32 flags);
int move_user_page(struct mm_struct *mm, unsigned long from, unsigned long to);
int set_user_pte(struct mm_struct *mm, unsigned long vaddr, u32 entry);
void *user_page_address(struct mm_struct *mm, unsigned long vaddr);
void unmap_user_range(struct mm_struct *mm, unsigned long start,
		      unsigned long end);
int copy_user_pages(struct mm_struct *dst, struct mm_struct *src);
u32 *user_pte_of(struct mm_struct *mm, unsigned long vaddr);
struct page *pte_page(u32 entry);
void flush_user_page(struct mm_struct *mm, unsigned long vaddr);
int do_wp_page(struct mm_struct *mm, unsigned long vaddr);
int do_demand_page(struct mm_struct *mm, unsigned long vaddr);
void unmap_truncated_pages(struct mm_struct *mm);
void load_mm(struct mm_struct *mm);

struct mm_struct *mm_alloc(void);
struct mm_struct *dup_mm(struct mm_struct *old);
void mmput(struct mm_struct *mm);

static inline void mmget(struct mm_struct *mm)
{
	mm->mm_users++;
}
int map_user_range(struct mm_struct *mm, unsigned long start,
		   unsigned long end, bool writable);

#endif /* _LINUX_MM_H */
