/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_MM_H
#define _LINUX_MM_H

#include "linux/types.h"
#include "asm/atomic.h"
#include "asm/page.h"
#include "asm/pgtable.h"
#include "asm/io.h"	/* virt_to_phys(), which drivers use with it */
#include "linux/gfp.h"
#include "linux/mmzone.h"
#include "linux/mm_types.h"
#include "linux/pfn.h"
#include "linux/rwsem.h"
#include "linux/vmalloc.h"

struct multiboot_info;
struct pt_regs;

struct address_space;
typedef unsigned long pgoff_t;

/*
 * One per physical page frame (Linux's mem_map), with the members Linux
 * 6.1 lets modules see.  _refcount, in the first page of an allocated
 * block, is the number of references to the block: its owner's
 * (whoever allocated it: a driver, the page cache, a process), and one
 * for each page-table entry mapping one of its pages; the block goes
 * back to the allocator when the last one is dropped (put_page()).
 * mapping, index and private are the owner's: the page cache sets
 * mapping and index (the file's pages, the page's place in them); a
 * driver may keep what it likes there.  All are zero when the block is
 * handed out.
 */
struct page {
	unsigned long flags;		/* PG_* */
	struct address_space *mapping;
	pgoff_t index;
	unsigned long private;
	atomic_t _refcount;
	unsigned int order;	/* of the block this page heads (PG_head) */
};

#define PG_reserved	0x01	/* never allocated: kernel image, BIOS... */
#define PG_used		0x02	/* allocated */
#define PG_head		0x04	/* first page of an allocated block */
#define PG_slab		0x08	/* a kmalloc slab (mm/slab.c) */
#define PG_hugetlb	0x10	/* a huge page of the pool (mm/hugetlb.c) */

/* Linux's page-flag tests a driver uses (LDD3's mmap of vmalloc()ed
 * memory marks its pages reserved while mapped, and clears the mark
 * before freeing them: a reserved page is never freed) */
static inline bool PageReserved(const struct page *page)
{
	return page->flags & PG_reserved;
}

static inline void SetPageReserved(struct page *page)
{
	page->flags |= PG_reserved;
}

static inline void ClearPageReserved(struct page *page)
{
	page->flags &= ~PG_reserved;
}

extern unsigned long max_low_pfn;
extern unsigned long _totalram_pages;

/* Pages the allocator was given; a function, as since Linux 5.0 (LKP 2e's
 * show_kernel_vas calls it): mm/page_alloc.c adds boot RAM and the freed
 * __init sections under zone.lock, an aligned long each reader loads whole */
static inline unsigned long totalram_pages(void)
{
	return _totalram_pages;
}

/* Below 1 MiB: BIOS data, EBDA, VGA memory; never handed out */
#define LOW_RESERVED	0x100000UL
/* mem_map for all of low memory: the most it can take */
#define MEM_MAP_MAX	PAGE_ALIGN((MAXMEM >> PAGE_SHIFT) * sizeof(struct page))

#define virt_to_page(v)	(&mem_map[__pa(v) >> PAGE_SHIFT])
#define page_address(p)	__va((unsigned long)((p) - mem_map) << PAGE_SHIFT)
#define page_to_virt(p)	page_address(p)	/* the direct map: no highmem */
#define page_to_pfn(p)	((unsigned long)((p) - mem_map))
#define pfn_to_page(pfn) (&mem_map[(pfn)])
#define pfn_valid(pfn)	((pfn) < max_low_pfn)
#define page_to_phys(p)	((phys_addr_t)page_to_pfn(p) << PAGE_SHIFT)
#define virt_to_pfn(v)	(__pa(v) >> PAGE_SHIFT)
/* The end of the memory the kernel maps (Linux's, for drivers' checks) */
#define high_memory	((void *)__va(max_low_pfn << PAGE_SHIFT))

/* The lowest physical address the page allocator may hand out. */
void mem_reserve_range(unsigned long start, unsigned long end);
void page_alloc_init(const struct multiboot_info *mbi);
unsigned long nr_free_pages(void);

/* A zeroed page with one reference, for user space or the page cache */
static inline struct page *alloc_zeroed_user_page(void)
{
	return alloc_page(GFP_USER | __GFP_ZERO);
}

/* Take or drop a reference; the last one frees the block */
void get_page(struct page *page);
void put_page(struct page *page);
/* the block's references, for any page of it */
int page_count(struct page *page);

/* this page's own count: a block's first page holds the block's, the
 * others 0 (Linux's compound pages) */
static inline int page_ref_count(const struct page *page)
{
	return atomic_read(&page->_refcount);
}

void paging_init(void);
int map_kernel_page(unsigned long vaddr, unsigned long paddr, bool writable);
int map_kernel_page_prot(unsigned long vaddr, unsigned long paddr,
			 unsigned long prot);
void unmap_kernel_page(unsigned long vaddr);
unsigned long lookup_pde(unsigned long vaddr);
unsigned long lookup_pte(unsigned long vaddr);
/* The page behind a vmalloc() (or vmap()) address, for a driver's mmap
 * fault handler (LDD3's scullv); NULL if nothing is mapped there */
struct page *vmalloc_to_page(const void *addr);
unsigned long vmalloc_to_pfn(const void *addr);
bool kernel_addr_mapped(unsigned long addr, unsigned long len);
void free_initmem(void);
void free_reserved_range(unsigned long start, unsigned long end);
void do_page_fault(struct pt_regs *regs, unsigned long error_code);
extern u32 swapper_pg_dir[];

/*
 * A process's address space: its page directory (the user half its own,
 * the kernel half shared by all, arch/i386/mm/pgtable.c), its mappings,
 * one area each (struct vm_area_struct, mm->mmap, mm/vma.c), and the
 * bounds brk(2) and mmap2(2) move (mm/mmap.c).  The areas say what
 * each page may be and where it comes from; the page-table entries
 * hold the pages touched so far (mm/memory.c).
 */
struct mm_struct {
	u32 *pgd;
	/* tasks sharing it (CLONE_VM) and readers holding it
	 * (get_task_mm()): atomic, as Linux's, for they come and go on
	 * any CPU; the last mmput() frees the pages and areas */
	atomic_t mm_users;
	/* holders of the struct itself: all users together count one, and
	 * each mmgrab() one more (a /proc/PID/mem file); the last mmdrop()
	 * frees it.  As Linux's split: a file may outlive the process
	 * without keeping its memory. */
	atomic_t mm_count;
	unsigned long start_brk, brk;	/* the heap: [start_brk, brk) */
	unsigned long mmap_base;	/* the next anonymous mapping */
	unsigned long start_stack;
	/* the program's code and data as loaded (/proc/PID/stat) */
	unsigned long start_code, end_code, start_data, end_data;
	unsigned long arg_start, arg_end;	/* argv's strings (/proc/PID/cmdline) */
	unsigned long env_start, env_end;	/* envp's (/proc/PID/environ) */
	/* page_table_lock (Linux's mm->page_table_lock) protects the user
	 * half of pgd, the entries of its page tables and pages: every
	 * change is arch/i386/mm/pgtable.c's, under it.  A reader of one
	 * entry (user_pte_of()) reads a word without it: page tables are
	 * freed only with the directory (pgd_free()) */
	spinlock_t page_table_lock;
	unsigned long pages;		/* user pages mapped */
	/*
	 * The pages its areas span, by kind, as Linux counts them
	 * (vm_stat_account(), mm/vma.c) for /proc/PID/status and the
	 * limits setrlimit(2) describes (may_expand_vm(), mm/mmap.c): all
	 * (VmSize, RLIMIT_AS) and the most ever (VmPeak); locked (VmLck,
	 * RLIMIT_MEMLOCK); pinned for a driver's DMA (VmPin: nothing pins
	 * user pages here, always 0); private and writable (VmData,
	 * RLIMIT_DATA); stacks, VM_GROWSDOWN (VmStk); executable and
	 * not writable (VmExe and VmLib).
	 */
	unsigned long total_vm, hiwater_vm, locked_vm, pinned_vm;
	unsigned long data_vm, stack_vm, exec_vm;
	/* what every new area gets: VM_LOCKED after mlockall(MCL_FUTURE) */
	unsigned long def_flags;
	/* the membarrier(2) commands registered (kernel/membarrier.c) */
	int membarrier_state;
	/* /proc/PID/coredump_filter: which areas a core dump takes
	 * (fs/coredump.c), inherited by fork(2) and execve(2) */
	unsigned long coredump_filter;
	struct vm_area_struct *mmap;	/* every mapping, by address */
	/* the area linked last, or NULL: walks start there when what they
	 * look for lies above its start (mm/vma.c find_vma()) */
	struct vm_area_struct *mmap_hint;
	int map_count;			/* how many: mm/vma.c counts them */
	/* the areas and the layout above (include/linux/mmap_lock.h) */
	struct rw_semaphore mmap_lock;
	char exe[256];			/* the program's path (/proc/PID/exe) */
	int dumpable;			/* SUID_DUMP_*: get_dumpable() */
	/* modify_ldt(2)'s table (arch/i386/kernel/ldt.c), NULL: none */
	struct ldt_struct *ldt;
};

/*
 * May others of the same user look into the process (ptrace(2),
 * /proc/PID: ptrace_may_access())?  prctl(2) PR_SET_DUMPABLE: a program
 * that gained or changed ids - a set-user-ID exec, an unreadable
 * program, setuid(2) changing the euid - is not, until it says so;
 * fork(2) keeps it, execve(2) of an ordinary program makes it so again.
 * Kept with the memory, as Linux keeps it.
 */
#define SUID_DUMP_DISABLE	0	/* only CAP_SYS_PTRACE may look */
#define SUID_DUMP_USER		1	/* its user may */
#define SUID_DUMP_ROOT		2	/* (fs.suid_dumpable 2; not here) */
/* what a changed-ids process becomes: Linux's fs.suid_dumpable, whose
 * default is 0 (no sysctl here to change it) */
#define suid_dumpable		SUID_DUMP_DISABLE

static inline int get_dumpable(const struct mm_struct *mm)
{
	return mm->dumpable;
}

static inline void set_dumpable(struct mm_struct *mm, int value)
{
	mm->dumpable = value;
}

/*
 * The user stack: USER_STACK_PAGES for the program, below the execve(2)
 * arguments and their pointers, at most ARG_MAX bytes (Linux's: a
 * quarter of the 8 MiB stack rlimit); mappings stay below the most the
 * two can take (USER_STACK_TOP_ROOM).
 */
/* 8 MiB below the arguments: RLIMIT_STACK's default, which programs
 * size their stack arrays by (LTP's epoll_wait01 puts two 64 KiB pipe
 * buffers there); only the pages touched are made */
#define USER_STACK_PAGES	2048
#define ARG_MAX			(2 * 1024 * 1024)
#define USER_STACK_TOP_ROOM	(USER_STACK_PAGES * PAGE_SIZE + ARG_MAX + \
				 2 * PAGE_SIZE)
#define MMAP_BASE		0x40000000UL

u32 *pgd_alloc(void);
void pgd_free(u32 *pgd);
int map_user_page(struct mm_struct *mm, unsigned long vaddr, bool writable);
int install_user_pfn(struct mm_struct *mm, unsigned long vaddr,
		     unsigned long pfn, u32 flags);
int fill_user_page(struct mm_struct *mm, unsigned long vaddr,
		   struct page *page, u32 flags);
int install_user_page(struct mm_struct *mm, unsigned long vaddr,
		      struct page *page, u32 flags);
int move_user_page(struct mm_struct *mm, unsigned long from, unsigned long to);
void poison_user_page(struct mm_struct *mm, unsigned long vaddr);
long madvise_inject_error(struct mm_struct *mm, unsigned long start,
			  unsigned long end, int advice);
bool user_page_poisoned(struct mm_struct *mm, unsigned long vaddr);
void *user_page_address(struct mm_struct *mm, unsigned long vaddr);
void unmap_user_range(struct mm_struct *mm, unsigned long start,
		      unsigned long end);
int copy_user_pages(struct mm_struct *dst, struct mm_struct *src);
u32 *user_pte_of(struct mm_struct *mm, unsigned long vaddr);
struct page *pte_page(u32 entry);
void flush_user_page(struct mm_struct *mm, unsigned long vaddr);
int do_wp_page(struct mm_struct *mm, unsigned long vaddr);
int force_private_page(struct mm_struct *mm, unsigned long vaddr);
/* access_process_vm()'s gup_flags, Linux's values */
#define FOLL_WRITE	0x01
#define FOLL_FORCE	0x10
struct task_struct;
/* mm/memory.c: the caller's pages, each held until put_page() */
int get_user_pages_fast(unsigned long start, int nr_pages,
			unsigned int gup_flags, struct page **pages);
int pin_user_pages_fast(unsigned long start, int nr_pages,
			unsigned int gup_flags, struct page **pages);
void unpin_user_page(struct page *page);
void unpin_user_pages(struct page **pages, unsigned long npages);
int access_remote_vm(struct mm_struct *mm, unsigned long addr, void *buf,
		     int len, unsigned int gup_flags);
int access_process_vm(struct task_struct *tsk, unsigned long addr, void *buf,
		      int len, unsigned int gup_flags);
void load_mm(struct mm_struct *mm);

struct mm_struct *mm_alloc(void);
struct task_struct;
struct mm_struct *get_task_mm(struct task_struct *task);
struct mm_struct *dup_mm(struct mm_struct *old);
void mmput(struct mm_struct *mm);
void mmdrop(struct mm_struct *mm);

static inline void mmget(struct mm_struct *mm)
{
	atomic_inc(&mm->mm_users);
}

/* a user again, unless the last one has already gone: its pages and
 * areas are then gone too */
static inline bool mmget_not_zero(struct mm_struct *mm)
{
	return atomic_inc_not_zero(&mm->mm_users);
}

static inline void mmgrab(struct mm_struct *mm)
{
	atomic_inc(&mm->mm_count);
}
int map_user_area(struct mm_struct *mm, unsigned long start,
		  unsigned long end, unsigned long vm_flags);
int map_user_range(struct mm_struct *mm, unsigned long start,
		   unsigned long end, unsigned long vm_flags);

/* The areas (mm/vma.c) and their pages (mm/memory.c) */
struct inode;
u32 user_page_prot(unsigned long vm_flags, bool shared, unsigned int count);
pgprot_t vm_get_page_prot(unsigned long vm_flags);
struct vm_area_struct *vma_at(struct mm_struct *mm, unsigned long addr);
bool vma_in_range(struct mm_struct *mm, unsigned long start,
		  unsigned long end);
bool range_mapped(struct mm_struct *mm, unsigned long start,
		  unsigned long end);
void vma_link(struct mm_struct *mm, struct vm_area_struct *vma);
void vma_unlink(struct mm_struct *mm, struct vm_area_struct *vma);
struct vm_area_struct *vma_alloc(struct mm_struct *mm, unsigned long start,
				 unsigned long end, unsigned long flags);
bool vma_is_driver(const struct vm_area_struct *vma);
struct dentry;
extern const struct file_operations program_file_fops;
int map_program_file(struct mm_struct *mm, struct dentry *dentry,
		     unsigned long vaddr, unsigned long filesz,
		     unsigned long offset);
bool vma_allows(const struct vm_area_struct *vma, bool write);
long mmap_region(struct vm_area_struct *vma);
int split_range(struct mm_struct *mm, unsigned long start,
		unsigned long end);
/* vm.max_map_count: how many areas a process may have (mm/vma.c) */
#define DEFAULT_MAX_MAP_COUNT	65530
extern int sysctl_max_map_count;
int do_munmap(struct mm_struct *mm, unsigned long start, unsigned long end);
long do_mmap(struct file *f, unsigned long addr, unsigned long len,
	     unsigned long prot, unsigned long flags);	/* mm/mmap.c */
unsigned long vm_mmap(struct file *f, unsigned long addr, unsigned long len,
		      unsigned long prot, unsigned long flags,
		      unsigned long offset);
int vm_munmap(unsigned long start, size_t len);
int dup_mmap(struct mm_struct *mm, struct mm_struct *old);
void exit_mmap(struct mm_struct *mm);
int handle_mm_fault(struct vm_area_struct *vma, unsigned long address,
		    bool write);
int vma_populate(struct vm_area_struct *vma, unsigned long start,
		 unsigned long end);
void populate_range(struct mm_struct *mm, unsigned long start,
		    unsigned long end);	/* mm/mlock.c */
int expand_stack(struct mm_struct *mm, unsigned long address);
int do_vma_fault(struct vm_area_struct *vma, unsigned long address,
		 bool write);
void unmap_mapping_pages(struct inode *inode, unsigned long first);
void unmap_mapping_range_pages(struct inode *inode, unsigned long first,
			       unsigned long last);
unsigned long vma_flags_in(struct mm_struct *mm, unsigned long start,
			   unsigned long end);
unsigned long vma_pages_in(struct mm_struct *mm, unsigned long start,
			   unsigned long end, unsigned long flags);
void vma_change(struct vm_area_struct *vma, unsigned long start,
		unsigned long end, unsigned long flags);
bool may_expand_vm(struct mm_struct *mm, unsigned long flags,
		   unsigned long npages);		/* mm/mmap.c */
bool can_do_mlock(void);				/* mm/mlock.c */
bool mlock_future_ok(struct mm_struct *mm, unsigned long flags,
		     unsigned long npages);

/* coredump_filter's bits (core(5)): private and shared anonymous
 * memory, private and shared file mappings, ELF headers, huge pages... */
#define MMF_DUMP_ANON_PRIVATE	0x01
#define MMF_DUMP_ANON_SHARED	0x02
#define MMF_DUMP_FILTER_DEFAULT	0x33
#define MMF_DUMP_FILTER_MASK	0x1ff

/* vm_flags (Linux 6.1's values) */
#define VM_NONE		0x00000000UL
#define VM_READ		0x00000001UL
#define VM_WRITE	0x00000002UL
#define VM_EXEC		0x00000004UL
#define VM_SHARED	0x00000008UL
#define VM_MAYREAD	0x00000010UL	/* what mprotect(2) may allow */
#define VM_MAYWRITE	0x00000020UL
#define VM_MAYEXEC	0x00000040UL
#define VM_MAYSHARE	0x00000080UL
#define VM_GROWSDOWN	0x00000100UL	/* a stack: grows down at a fault */
#define VM_UFFD_MISSING	0x00000200UL	/* userfaultfd(2) gives its pages */
#define VM_PFNMAP	0x00000400UL	/* frames, not pages (remap_pfn_range()) */
#define VM_LOCKED	0x00002000UL
#define VM_IO		0x00004000UL	/* device memory */
#define VM_DONTCOPY	0x00020000UL	/* fork(2) leaves it out */
#define VM_DONTEXPAND	0x00040000UL	/* mremap(2) may not grow it */
#define VM_LOCKONFAULT	0x00080000UL	/* locked as its pages come */
#define VM_NORESERVE	0x00200000UL
#define VM_WIPEONFORK	0x02000000UL	/* fork(2)'s child finds zeros */
#define VM_DONTDUMP	0x04000000UL	/* not in a core dump */
#define VM_MIXEDMAP	0x10000000UL

/* vm_fault's flags */
#define FAULT_FLAG_WRITE	0x01
#define FAULT_FLAG_USER		0x40

/* A fault in a driver's area: the page it asks for, for the handler to
 * give in page (with a reference, which the page-table entry keeps) */
struct vm_fault {
	struct vm_area_struct *vma;
	gfp_t gfp_mask;
	unsigned long pgoff;		/* vm_pgoff plus the page's index */
	unsigned long address;		/* the faulting page's */
	unsigned long real_address;	/* the faulting byte's */
	unsigned int flags;		/* FAULT_FLAG_* */
	struct page *page;
};

/* What a driver's area does when copied (fork), unmapped, touched */
struct vm_operations_struct {
	void (*open)(struct vm_area_struct *area);
	void (*close)(struct vm_area_struct *area);
	vm_fault_t (*fault)(struct vm_fault *vmf);
};

struct vm_area_struct *find_vma(struct mm_struct *mm, unsigned long addr);
int remap_pfn_range(struct vm_area_struct *vma, unsigned long addr,
		    unsigned long pfn, unsigned long size, pgprot_t prot);
#define io_remap_pfn_range remap_pfn_range
int vm_iomap_memory(struct vm_area_struct *vma, phys_addr_t start,
		    unsigned long len);
vm_fault_t vmf_insert_pfn(struct vm_area_struct *vma, unsigned long addr,
			  unsigned long pfn);

#endif /* _LINUX_MM_H */
