// SPDX-License-Identifier: GPL-2.0
/*
 * mm/page_alloc.c - the physical page allocator.
 *
 * One struct page per page frame of low memory (mem_map).  Free RAM comes
 * from the multiboot memory map (type 1, "available RAM"), minus what is
 * reserved: everything below 1 MiB (BIOS data, EBDA, VGA memory), the
 * kernel image up to _end (which includes the kallsyms table), the boot
 * modules, and mem_map itself.  Blocks of 2^order pages are found by a
 * first-fit scan for an aligned run: simple, and fast enough for a
 * kernel that allocates stacks and slabs, not page cache.
 *
 * With slub_debug's P (mm/slab.c), a freed page is filled with
 * PAGE_POISON, and checked when it is handed out again: a write to a
 * page after its last owner let go of it is reported as Linux's page
 * poisoning reports it, "pagealloc: memory corruption".
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/mm.h"
#include "linux/vmalloc.h"
#include "linux/init.h"
#include "linux/export.h"
#include "linux/string.h"
#include "linux/sysctl.h"
#include "linux/bitops.h"
#include "linux/hex.h"
#include "linux/hugetlb.h"
#include "linux/oops.h"
#include "linux/poison.h"
#include "linux/spinlock.h"
#include "asm/multiboot.h"
#include "asm/system.h"
#include "slab_debug.h"

/* The kernel, each boot module (arch/i386/kernel/setup.c) and mem_map */
#define MAX_RESERVED	(MAX_BOOT_MODULES + 2)
#define EARLY_MAPPED	MAXMEM	/* what arch/i386/kernel/head.S maps */

struct page *mem_map;
EXPORT_SYMBOL(mem_map);		/* virt_to_page(), pfn_to_page() in modules */
unsigned long max_low_pfn;
EXPORT_SYMBOL(max_low_pfn);	/* pfn_valid(), high_memory */
unsigned long _totalram_pages;
EXPORT_SYMBOL(_totalram_pages);	/* totalram_pages() in modules */

/*
 * The one zone: Linux's struct zone, reduced to what a first-fit
 * allocator of low memory keeps.  lock protects which frames are free
 * (each frame's mem_map[] flags and order while it is free or being
 * handed out or given back), free_count and search_hint.  Taken by
 * alloc_pages(), put_page() for the last reference, and
 * free_reserved_range(); with interrupts off (spin_lock_irqsave()),
 * since interrupt handlers allocate too (GFP_ATOMIC).  Order: last in
 * mm/ - it is taken under a kmalloc class's list_lock (mm/slab.c) and
 * takes no lock itself.  A block handed out is its owner's: its count
 * is atomic (get_page(), put_page()) and its flags are not changed
 * again until it is freed.
 */
static struct zone {
	spinlock_t lock;
	unsigned long free_count;
	unsigned long search_hint;
} zone = { .lock = __SPIN_LOCK_UNLOCKED(zone.lock) };
/* The free pages that hold PAGE_POISON, to be checked before reuse:
 * atomic bit operations (set_bit(), test_and_clear_bit()), for one word
 * holds the bits of pages that several CPUs free and take at once */
static DECLARE_BITMAP(page_poisoned, MAXMEM >> PAGE_SHIFT);

static struct {
	unsigned long start, end;
} reserved[MAX_RESERVED] __initdata;
static int nr_reserved __initdata;

void __init mem_reserve_range(unsigned long start, unsigned long end)
{
	/* setup.c uses at most MAX_BOOT_MODULES: this cannot happen */
	if (nr_reserved == MAX_RESERVED)
		panic("too many reserved memory ranges");
	reserved[nr_reserved].start = start;
	reserved[nr_reserved].end = end;
	nr_reserved++;
}

static bool __init pfn_reserved(unsigned long pfn)
{
	unsigned long addr = pfn << PAGE_SHIFT;
	int i;

	if (addr < LOW_RESERVED)
		return true;
	for (i = 0; i < nr_reserved; i++)
		if (addr + PAGE_SIZE > reserved[i].start &&
		    addr < reserved[i].end)
			return true;
	return false;
}

static const struct multiboot_mmap_entry *__init
mmap_next(const struct multiboot_mmap_entry *e)
{
	return (const void *)((const char *)e + e->size + sizeof(e->size));
}

/* Call fn(start_pfn, end_pfn) for each available-RAM range below MAXMEM */
static void __init for_each_ram_range(const struct multiboot_info *mbi,
				      void (*fn)(unsigned long,
						 unsigned long))
{
	const struct multiboot_mmap_entry *e = __va(mbi->mmap_addr);
	const void *end = (const char *)e + mbi->mmap_length;

	if (!(mbi->flags & MULTIBOOT_INFO_MEM_MAP)) {
		/* no map: mem_upper KiB of RAM from 1 MiB (spec 3.3) */
		fn(LOW_RESERVED >> PAGE_SHIFT,
		   min(LOW_RESERVED + mbi->mem_upper * 1024UL, MAXMEM) >>
			   PAGE_SHIFT);
		return;
	}
	for (; (const void *)e < end; e = mmap_next(e)) {
		u64 s = e->addr, t = e->addr + e->len;

		if (e->type != MULTIBOOT_MEMORY_AVAILABLE || s >= MAXMEM)
			continue;
		if (t > MAXMEM)
			t = MAXMEM;
		fn((unsigned long)((s + PAGE_SIZE - 1) >> PAGE_SHIFT),
		   (unsigned long)(t >> PAGE_SHIFT));
	}
}

static void __init note_max_pfn(unsigned long start, unsigned long end)
{
	(void)start;
	if (end > max_low_pfn)
		max_low_pfn = end;
}

static void __init free_ram_range(unsigned long start, unsigned long end)
{
	unsigned long pfn;

	for (pfn = start; pfn < end; pfn++) {
		if (pfn_reserved(pfn))
			continue;
		mem_map[pfn].flags = 0;
		zone.free_count++;	/* boot: one CPU, no lock needed */
		_totalram_pages++;
	}
}

void __init page_alloc_init(const struct multiboot_info *mbi)
{
	unsigned long map_start = 0, map_bytes;
	int i;

	for_each_ram_range(mbi, note_max_pfn);
	for (i = 0; i < nr_reserved; i++)
		map_start = max(map_start, reserved[i].end);
	map_start = PAGE_ALIGN(map_start);
	map_bytes = PAGE_ALIGN(max_low_pfn * sizeof(struct page));
	/* setup.c refuses boot modules that leave no room for this */
	if (map_start + map_bytes > EARLY_MAPPED)
		panic("boot modules end at %08lx: no room for mem_map",
		      map_start);
	mem_map = __va(map_start);
	mem_reserve_range(map_start, map_start + map_bytes);

	for (i = 0; i < (int)max_low_pfn; i++)
		mem_map[i] = (struct page){ .flags = PG_reserved };
	for_each_ram_range(mbi, free_ram_range);
}

static bool run_is_free(unsigned long pfn, unsigned long n)
{
	unsigned long i;

	for (i = 0; i < n; i++)
		if (mem_map[pfn + i].flags)
			return false;
	return true;
}

static void mark_block(unsigned long pfn, unsigned int order, u8 flags)
{
	unsigned long i, n = 1UL << order;

	for (i = 0; i < n; i++)
		mem_map[pfn + i] = (struct page){ .flags = flags };
	if (flags)
		mem_map[pfn].flags |= PG_head;
	mem_map[pfn].order = order;
}

static void poison_block(unsigned long pfn, unsigned int order)
{
	unsigned long i;

	if (!(slub_debug & SLAB_POISON))
		return;
	for (i = pfn; i < pfn + (1UL << order); i++) {
		memset(page_address(&mem_map[i]), PAGE_POISON, PAGE_SIZE);
		set_bit((long)i, page_poisoned);
	}
}

/* Each poisoned page of a block being handed out: still all poison? */
static void check_poison(unsigned long pfn, unsigned int order)
{
	unsigned long i;

	for (i = pfn; i < pfn + (1UL << order); i++) {
		const u8 *p = page_address(&mem_map[i]), *bad = p;
		size_t n = PAGE_SIZE;

		if (!test_and_clear_bit((long)i, page_poisoned))
			continue;
		while (n && *bad == PAGE_POISON)
			bad++, n--;
		if (!n)
			continue;
		printk(KERN_ERR "pagealloc: memory corruption\n");
		print_hex_dump(KERN_ERR, "", DUMP_PREFIX_ADDRESS, 16, 1, bad,
			       min(n, (size_t)32), true);
		dump_stack();
		add_taint(TAINT_BAD_PAGE);
	}
}

/*
 * Allocate 2^order contiguous pages, aligned to their size.  The block
 * starts with one reference, its owner's (Linux's page count): each
 * page-table entry that maps one of its pages adds one, so a block
 * its owner frees while a process still maps it stays until the last
 * mapping goes (put_page()).
 */
struct page *alloc_pages(gfp_t gfp, unsigned int order)
{
	unsigned long n = 1UL << order, pfn, tries, flags;

	spin_lock_irqsave(&zone.lock, flags);
	pfn = zone.search_hint & ~(n - 1);
	for (tries = 0; tries <= max_low_pfn; tries += n, pfn += n) {
		if (pfn + n > max_low_pfn)
			pfn = 0;
		if (run_is_free(pfn, n)) {
			mark_block(pfn, order, PG_used);
			atomic_set(&mem_map[pfn]._refcount, 1);
			zone.free_count -= n;
			zone.search_hint = pfn + n;
			spin_unlock_irqrestore(&zone.lock, flags);
			check_poison(pfn, order);
			if (gfp & __GFP_ZERO)
				memset(page_address(&mem_map[pfn]), 0,
				       PAGE_SIZE << order);
			return &mem_map[pfn];
		}
	}
	spin_unlock_irqrestore(&zone.lock, flags);
	return NULL;
}
EXPORT_SYMBOL(alloc_pages);

unsigned long __get_free_pages(gfp_t gfp, unsigned int order)
{
	struct page *page = alloc_pages(gfp, order);

	return page ? (unsigned long)page_address(page) : 0;
}
EXPORT_SYMBOL(__get_free_pages);

unsigned long get_zeroed_page(gfp_t gfp)
{
	return __get_free_pages(gfp | __GFP_ZERO, 0);
}
EXPORT_SYMBOL(get_zeroed_page);

/*
 * The page whose count stands for page's: the head of its block.  A
 * page inside a block is counted with the block, as Linux counts the
 * pages of a compound page, so a driver may hand out any page of a
 * block (LDD3's scullp with order > 0) without one unmap freeing it.
 */
static struct page *block_head(struct page *page)
{
	while ((page->flags & (PG_used | PG_head)) == PG_used)
		page--;
	return page;
}

/* A frame the allocator did not hand out (reserved: the kernel image,
 * BIOS memory...) is never freed, so it is not counted either */
static bool page_counted(const struct page *page)
{
	return (page->flags & (PG_used | PG_reserved)) == PG_used;
}

int page_count(struct page *page)
{
	return page_counted(page) ? page_ref_count(block_head(page)) : 0;
}
EXPORT_SYMBOL(page_count);

void get_page(struct page *page)
{
	if (page_counted(page))
		atomic_inc(&block_head(page)->_refcount);
}
EXPORT_SYMBOL(get_page);

void put_page(struct page *page)
{
	unsigned long pfn, flags;

	if (!page_counted(page))
		return;
	page = block_head(page);
	if (!page_ref_count(page)) {
		dump_stack();	/* who put it: the bug is the caller's */
		panic("put_page: page %08lx has no reference",
		      (unsigned long)page_address(page));
	}
	if (!atomic_dec_and_test(&page->_refcount))
		return;
	if (page->flags & PG_hugetlb) {	/* back to its pool */
		free_huge_page(page);
		return;
	}
	pfn = (unsigned long)(page - mem_map);
	poison_block(pfn, page->order);	/* still ours: nobody can take it */
	spin_lock_irqsave(&zone.lock, flags);
	zone.free_count += 1UL << page->order;
	mark_block(pfn, page->order, 0);
	spin_unlock_irqrestore(&zone.lock, flags);
}
EXPORT_SYMBOL(put_page);

/* The owner's reference goes: the block is free unless still mapped */
void __free_pages(struct page *page, unsigned int order)
{
	if (!(page->flags & PG_head) || page->order != order) {
		dump_stack();	/* who freed it: the bug is the caller's */
		panic("free_pages: %08lx is not an order-%u block",
		      (unsigned long)page_address(page), order);
	}
	put_page(page);
}
EXPORT_SYMBOL(__free_pages);

/*
 * Linux's split_page(): a block of the caller's, order > 0, becomes
 * 2^order single pages, each with a reference of its own, each freed by
 * itself.  Not while any of them is mapped (the block's mappings count
 * on its head alone).
 */
void split_page(struct page *page, unsigned int order)
{
	unsigned long i;

	for (i = 1; i < (1UL << order); i++) {
		page[i].flags |= PG_head;
		atomic_set(&page[i]._refcount, 1);
	}
	page->order = 0;
}
EXPORT_SYMBOL(split_page);

void free_pages_exact(void *virt, size_t size)
{
	unsigned long addr = (unsigned long)virt;
	unsigned long end = addr + PAGE_ALIGN(size);

	for (; addr < end; addr += PAGE_SIZE)
		free_page(addr);
}
EXPORT_SYMBOL(free_pages_exact);

/*
 * size bytes of whole pages, contiguous, where __get_free_pages() would
 * round up to a power of 2: the block is split and the pages past size
 * go back at once (Linux's alloc_pages_exact(); LKP's page_exact_loop
 * shows the saving).  free_pages_exact() frees them page by page.
 */
void *alloc_pages_exact(size_t size, gfp_t gfp)
{
	unsigned int order = get_order(size);
	unsigned long addr = __get_free_pages(gfp, order);

	if (!addr)
		return NULL;
	split_page(virt_to_page(addr), order);
	free_pages_exact((void *)(addr + PAGE_ALIGN(size)),
			 (PAGE_SIZE << order) - PAGE_ALIGN(size));
	return (void *)addr;
}
EXPORT_SYMBOL(alloc_pages_exact);

void free_pages(unsigned long addr, unsigned int order)
{
	if (addr)	/* free_pages(0, order) does nothing, as Linux's */
		__free_pages(virt_to_page(addr), order);
}
EXPORT_SYMBOL(free_pages);

/* Hand a range of boot-time pages (__init sections) to the allocator. */
void free_reserved_range(unsigned long start, unsigned long end)
{
	unsigned long pfn, flags;

	spin_lock_irqsave(&zone.lock, flags);
	for (pfn = __pa(start) >> PAGE_SHIFT; pfn < __pa(end) >> PAGE_SHIFT;
	     pfn++) {
		mem_map[pfn].flags = 0;
		zone.free_count++;
		_totalram_pages++;
	}
	spin_unlock_irqrestore(&zone.lock, flags);
}

unsigned long nr_free_pages(void)
{
	return zone.free_count;	/* one word: read whole, no lock */
}

/*
 * vm.min_free_kbytes (proc(5)): what Linux keeps free for allocations
 * that cannot wait, started at the square root of 16 times the low
 * memory in KiB, within 128 KiB and 256 MiB (Linux 6.1's rule at
 * boot).  No allocation here waits on a watermark, so the value is
 * only kept and reported, and root may set any from 0; LTP's memory
 * polluter (setsockopt11 uses it) reads it to leave that much alone.
 */
static int min_free_kbytes;

static struct ctl_table vm_page_alloc_table[] = {
	{ "min_free_kbytes", &min_free_kbytes, NULL },
	{ NULL, NULL, NULL }
};

static int __init min_free_kbytes_init(void)
{
	unsigned long x = totalram_pages() * (PAGE_SIZE / 1024) * 16, root = 0;

	while ((root + 1) * (root + 1) <= x)	/* at most 8192 steps */
		root++;
	min_free_kbytes = (int)clamp(root, 128UL, 262144UL);
	return register_sysctl("vm", vm_page_alloc_table);
}
fs_initcall(min_free_kbytes_init);
