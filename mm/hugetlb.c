// SPDX-License-Identifier: GPL-2.0
/*
 * mm/hugetlb.c - the huge page pool and the faults of huge mappings.
 *
 * A huge page is a 4 MiB block, 4 MiB-aligned in physical memory (what
 * a non-PAE page directory entry with PS=1 maps, Intel SDM vol. 3,
 * 4.3), taken from the page allocator when root raises
 * /proc/sys/vm/nr_hugepages (or the same number under
 * /sys/kernel/mm/hugepages/hugepages-4096kB) and given back when it is
 * lowered: the persistent pool.  With nr_overcommit_hugepages, up to
 * that many more come from the allocator when the pool is empty (the
 * surplus), and go back as soon as they are free again.  The counts
 * are Linux's (/proc/meminfo's HugePages_*):
 *
 *   nr     pages in the pool, free or in use (HugePages_Total)
 *   free   those no file or mapping holds (HugePages_Free)
 *   resv   free ones promised to a mapping that has not touched them
 *          yet (HugePages_Rsvd): mmap(2) reserves what a mapping will
 *          need, so that its first touch never finds the pool empty
 *   surplus  overcommitted pages in nr (HugePages_Surp)
 *
 * A pool page is a block of the allocator's with PG_hugetlb on its
 * head: a free one has no reference; one in use has its owner's (a
 * hugetlbfs file's, fs/hugetlbfs/inode.c) and one per page-table entry
 * mapping it, and when the last goes put_page() hands it back here
 * (free_huge_page()), where Linux's compound page destructor does.
 *
 * A mapping maps a huge page with the 1024 4 KiB entries of the one
 * page table that covers its 4 MiB, all at its first touch, not with
 * one PS=1 directory entry: every walk of the page tables here
 * (arch/i386/mm/pgtable.c: fork's copy, munmap's zap, the directory's
 * free) takes each directory entry for a page table.  docs/hugetlb.md.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/init.h"
#include "linux/kstrtox.h"
#include "linux/mm.h"
#include "linux/mutex.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/stat.h"
#include "linux/string.h"
#include "linux/sysctl.h"

/*
 * The pool, Linux's struct hstate for its one size.  hugetlb_lock
 * protects the counts and the free list, which runs through the free
 * pages' private; taken with interrupts off, for put_page() may free a
 * huge page wherever it drops the last reference.  Inside it the page
 * allocator's zone.lock, which takes no other.
 */
static struct {
	unsigned long nr, free, resv, surplus;
	struct page *free_list;
} hstate;
static DEFINE_SPINLOCK(hugetlb_lock);
/* /proc/sys/vm/nr_hugepages (the persistent pages: nr - surplus) and
 * nr_overcommit_hugepages, as the sysctl files keep them */
static int sysctl_nr_hugepages;
static int sysctl_overcommit_hugepages;

/*
 * The slot lists of files and private mappings (struct huge_slot), and
 * the faults that fill them: one at a time, so that two faults of one
 * file page take one huge page (Linux's hugetlb_fault_mutex_table).
 * Not taken where a list can have no other user: the last close of a
 * private mapping, a file's eviction.
 */
static DEFINE_MUTEX(hugetlb_fault_mutex);

/* One more page for the pool from the page allocator: false if it has
 * no free 4 MiB-aligned block.  hugetlb_lock held. */
static bool pool_add_page(bool surplus)
{
	struct page *page = alloc_pages(GFP_KERNEL, HUGETLB_PAGE_ORDER);

	if (!page)
		return false;
	page->flags |= PG_hugetlb;
	atomic_set(&page->_refcount, 0);
	page->private = (unsigned long)hstate.free_list;
	hstate.free_list = page;
	hstate.nr++;
	hstate.free++;
	hstate.surplus += surplus;
	return true;
}

/* A free page of the pool back to the page allocator; hugetlb_lock */
static void pool_drop_free_page(void)
{
	struct page *page = hstate.free_list;

	hstate.free_list = (struct page *)page->private;
	hstate.free--;
	hstate.nr--;
	page->flags &= ~PG_hugetlb;
	page->private = 0;
	atomic_set(&page->_refcount, 1);	/* the allocator's own again */
	__free_pages(page, HUGETLB_PAGE_ORDER);
}

/* Surplus pages nothing needs any more go back; hugetlb_lock held */
static void pool_trim_surplus(void)
{
	while (hstate.surplus && hstate.free > hstate.resv) {
		pool_drop_free_page();
		hstate.surplus--;
	}
}

/*
 * nr_hugepages := count, as Linux's set_max_huge_pages(): surplus pages
 * become persistent first, then new ones come while the allocator has
 * blocks; shrinking frees free pages no reservation needs, and makes
 * pages still in use surplus, to go when freed.  Returns the persistent
 * count reached.
 */
static int set_max_huge_pages(unsigned long count)
{
	unsigned long flags, min_count;

	spin_lock_irqsave(&hugetlb_lock, flags);
	while (hstate.surplus && hstate.nr - hstate.surplus < count)
		hstate.surplus--;
	while (hstate.nr - hstate.surplus < count && pool_add_page(false))
		;
	min_count = max(count, hstate.resv + hstate.nr - hstate.free);
	while (hstate.nr > min_count && hstate.free > hstate.resv)
		pool_drop_free_page();
	while (hstate.nr - hstate.surplus > count &&
	       hstate.surplus < hstate.nr)
		hstate.surplus++;
	sysctl_nr_hugepages = (int)(hstate.nr - hstate.surplus);
	spin_unlock_irqrestore(&hugetlb_lock, flags);
	return sysctl_nr_hugepages;
}

/* May one more page be had that no one reserved, overcommitting if
 * allowed?  hugetlb_lock held */
static bool pool_has_unreserved(unsigned long need)
{
	while (hstate.free - hstate.resv < need &&
	       hstate.surplus < (unsigned long)sysctl_overcommit_hugepages &&
	       pool_add_page(true))
		;
	return hstate.free - hstate.resv >= need;
}

/*
 * A zeroed huge page with one reference, the caller's: one reserved
 * for it (reserved: its reservation is used up), or one no one
 * reserved.  NULL if there is none.
 */
struct page *alloc_huge_page(bool reserved)
{
	struct page *page = NULL;
	unsigned long flags;

	spin_lock_irqsave(&hugetlb_lock, flags);
	if (reserved || pool_has_unreserved(1)) {
		page = hstate.free_list;
		hstate.free_list = (struct page *)page->private;
		hstate.free--;
		hstate.resv -= reserved;
	}
	spin_unlock_irqrestore(&hugetlb_lock, flags);
	if (!page)
		return NULL;
	page->private = 0;
	atomic_set(&page->_refcount, 1);
	memset(page_address(page), 0, HPAGE_SIZE);
	return page;
}

/* put_page() dropped a huge page's last reference: back to the pool,
 * or to the allocator if the pool has more than nr_hugepages asks */
void free_huge_page(struct page *page)
{
	unsigned long flags;

	spin_lock_irqsave(&hugetlb_lock, flags);
	page->private = (unsigned long)hstate.free_list;
	hstate.free_list = page;
	hstate.free++;
	pool_trim_surplus();
	spin_unlock_irqrestore(&hugetlb_lock, flags);
}

/* n more pages promised, if the pool has them unpromised */
static bool resv_take(unsigned long n)
{
	unsigned long flags;
	bool ok;

	spin_lock_irqsave(&hugetlb_lock, flags);
	ok = pool_has_unreserved(n);
	if (ok)
		hstate.resv += n;
	spin_unlock_irqrestore(&hugetlb_lock, flags);
	return ok;
}

static void resv_give_back(unsigned long n)
{
	unsigned long flags;

	spin_lock_irqsave(&hugetlb_lock, flags);
	hstate.resv -= n;
	pool_trim_surplus();
	spin_unlock_irqrestore(&hugetlb_lock, flags);
}

struct huge_slot *huge_slot_find(struct list_head *slots, pgoff_t idx)
{
	struct huge_slot *s;

	list_for_each_entry(s, slots, list)
		if (s->idx == idx)
			return s;
	return NULL;
}

/* Free the slots of list (their reservations are not counted) */
static void free_slots(struct list_head *list)
{
	struct huge_slot *s, *n;

	list_for_each_entry_safe(s, n, list, list) {
		list_del(&s->list);
		kfree(s);
	}
}

/*
 * Reserve the huge pages [from, to) of slots that it has no slot for
 * (Linux's hugetlb_reserve_pages()): all, or -ENOMEM with none.
 */
long hugetlb_reserve(struct list_head *slots, pgoff_t from, pgoff_t to)
{
	LIST_HEAD(fresh);
	unsigned long need = 0;
	struct huge_slot *s;
	pgoff_t idx;

	mutex_lock(&hugetlb_fault_mutex);
	for (idx = from; idx < to; idx++) {
		if (huge_slot_find(slots, idx))
			continue;
		s = kmalloc(sizeof(*s), GFP_KERNEL);
		if (!s)
			goto fail;
		s->idx = idx;
		s->page = NULL;
		list_add(&s->list, &fresh);
		need++;
	}
	if (!resv_take(need))
		goto fail;
	list_splice_init(&fresh, slots);
	mutex_unlock(&hugetlb_fault_mutex);
	return 0;
fail:
	free_slots(&fresh);
	mutex_unlock(&hugetlb_fault_mutex);
	return -ENOMEM;
}

/*
 * The reservations of [from, to) in slots go, and the pages of the
 * file ones in that range too: the caller made sure nothing maps them
 * any more (a truncate unmapped them) or can (an evicted file).
 */
void hugetlb_unreserve(struct list_head *slots, pgoff_t from, pgoff_t to)
{
	struct huge_slot *s, *n;
	unsigned long freed = 0;

	list_for_each_entry_safe(s, n, slots, list) {
		if (s->idx < from || s->idx >= to)
			continue;
		if (s->page)
			put_page(s->page);
		else
			freed++;
		list_del(&s->list);
		kfree(s);
	}
	if (freed)
		resv_give_back(freed);
}

/*
 * A private mapping's reservations (its vm_private_data), by file
 * index, as Linux's resv_map: shared by the parts a split makes, not
 * inherited by fork(2)'s child, whose first touches take what the pool
 * has left (Linux's HPAGE_RESV_OWNER).
 */
struct resv_map {
	int refs;
	struct mm_struct *owner;
	struct list_head slots;
};

/* The huge page of the file that vma shows at addr */
static pgoff_t vma_huge_idx(const struct vm_area_struct *vma,
			    unsigned long addr)
{
	return (vma->vm_pgoff >> HUGETLB_PAGE_ORDER) +
	       ((addr - vma->vm_start) >> HPAGE_SHIFT);
}

static void hugetlb_vm_open(struct vm_area_struct *vma)
{
	struct resv_map *map = vma->vm_private_data;

	if (map && map->owner != vma->vm_mm)
		vma->vm_private_data = NULL;	/* fork(2)'s child */
	else if (map)
		map->refs++;	/* a split: both parts in the owner's mm */
}

/* An area goes: its part of the reservations it did not use goes too */
static void hugetlb_vm_close(struct vm_area_struct *vma)
{
	struct resv_map *map = vma->vm_private_data;

	if (!map)
		return;
	hugetlb_unreserve(&map->slots, vma_huge_idx(vma, vma->vm_start),
			  vma_huge_idx(vma, vma->vm_end));
	if (!--map->refs)
		kfree(map);
}

static const struct vm_operations_struct hugetlb_vm_ops = {
	.open = hugetlb_vm_open,
	.close = hugetlb_vm_close,
	.fault = hugetlb_fault,
};

/*
 * The pages a new mapping of a hugetlbfs file will need, reserved now
 * (mmap(2) fails with ENOMEM if the pool has too few): a shared one's
 * are the file's, a private one's its own; MAP_NORESERVE (VM_NORESERVE)
 * reserves none, and its touches may find the pool empty (SIGBUS).
 */
int hugetlb_reserve_pages(struct vm_area_struct *vma,
			  struct hugetlbfs_inode_info *info)
{
	pgoff_t from = vma_huge_idx(vma, vma->vm_start);
	pgoff_t to = vma_huge_idx(vma, vma->vm_end);
	struct resv_map *map;

	vma->vm_ops = &hugetlb_vm_ops;
	if (vma->vm_flags & VM_NORESERVE)
		return 0;
	if (vma->vm_flags & VM_MAYSHARE)
		return hugetlb_reserve(&info->slots, from, to);
	map = kmalloc(sizeof(*map), GFP_KERNEL);
	if (!map)
		return -ENOMEM;
	map->refs = 1;
	map->owner = vma->vm_mm;
	INIT_LIST_HEAD(&map->slots);
	if (hugetlb_reserve(&map->slots, from, to)) {
		kfree(map);
		return -ENOMEM;
	}
	vma->vm_private_data = map;
	return 0;
}

/* Is the private mapping's page idx reserved for it?  The reservation
 * is used up: the caller allocates with it.  hugetlb_fault_mutex held */
static bool private_resv_use(struct vm_area_struct *vma, pgoff_t idx)
{
	struct resv_map *map = vma->vm_private_data;
	struct huge_slot *s = map ? huge_slot_find(&map->slots, idx) : NULL;

	if (!s)
		return false;
	list_del(&s->list);
	kfree(s);
	return true;
}

/* Map page at haddr, all its 4 KiB entries with flags: 0 or -ENOMEM */
static int map_huge(struct vm_area_struct *vma, unsigned long haddr,
		    struct page *page, u32 flags)
{
	unsigned long i;

	for (i = 0; i < HPAGE_PTRS; i++)
		if (install_user_page(vma->vm_mm, haddr + (i << PAGE_SHIFT),
				      page + i, flags))
			return -ENOMEM;
	return 0;
}

static vm_fault_t map_result(int err)
{
	return err ? VM_FAULT_OOM : VM_FAULT_NOPAGE;
}

/*
 * The file's page idx, allocated (with its reservation, if it has one)
 * on the first touch of a shared mapping; create false: NULL if it has
 * none.  hugetlb_fault_mutex held.
 */
static struct page *file_page(struct hugetlbfs_inode_info *info, pgoff_t idx,
			      bool create)
{
	struct huge_slot *s = huge_slot_find(&info->slots, idx);
	struct page *page;

	if (s && s->page)
		return s->page;
	if (!create)
		return NULL;
	if (!s) {
		s = kmalloc(sizeof(*s), GFP_KERNEL);
		if (!s)
			return NULL;
		s->idx = idx;
		list_add(&s->list, &info->slots);
		page = alloc_huge_page(false);
	} else {
		page = alloc_huge_page(true);
	}
	if (!page) {	/* an unreserved slot goes; a reserved one stays */
		list_del(&s->list);
		kfree(s);
		return NULL;
	}
	s->page = page;	/* the file's reference */
	return page;
}

/* The file's pages [from, to) allocated now (fallocate(2)): 0, or
 * -ENOSPC when the pool has no page for one (those before stay) */
int hugetlb_fill_file(struct hugetlbfs_inode_info *info, pgoff_t from,
		      pgoff_t to)
{
	int err = 0;

	mutex_lock(&hugetlb_fault_mutex);
	for (; from < to && !err; from++)
		if (!file_page(info, from, true))
			err = -ENOSPC;
	mutex_unlock(&hugetlb_fault_mutex);
	return err;
}

/* The file's pages and reservations [from, to) go, the mappings of
 * them gone first (truncate(2), a hole punched), apart from faults */
void hugetlb_drop_file_pages(struct hugetlbfs_inode_info *info, pgoff_t from,
			     pgoff_t to)
{
	mutex_lock(&hugetlb_fault_mutex);
	hugetlb_unreserve(&info->slots, from, to);
	mutex_unlock(&hugetlb_fault_mutex);
}

static vm_fault_t shared_fault(struct vm_area_struct *vma, unsigned long haddr,
			       pgoff_t idx)
{
	struct page *page = file_page(file_inode(vma->vm_file)->i_private,
				      idx, true);

	if (!page)
		return VM_FAULT_SIGBUS;
	return map_result(map_huge(vma, haddr, page,
				   user_page_prot(vma->vm_flags, true, 1)));
}

/*
 * A private page of vma's at haddr: a copy of from (the file's page, or
 * the one being copied on write), or a zeroed one.  Without a page for
 * it, SIGBUS (as Linux's, where a private mapping's reservation is
 * gone: fork(2)'s child).
 */
static vm_fault_t private_copy(struct vm_area_struct *vma, unsigned long haddr,
			       pgoff_t idx, struct page *from)
{
	struct page *page = alloc_huge_page(private_resv_use(vma, idx));
	int err;

	if (!page)
		return VM_FAULT_SIGBUS;
	if (from)
		memcpy(page_address(page), page_address(from), HPAGE_SIZE);
	err = map_huge(vma, haddr, page, user_page_prot(vma->vm_flags, false, 1));
	put_page(page);		/* the entries hold it now */
	return map_result(err);
}

/*
 * A write to a present huge page that is not writable: a shared page,
 * made writable again; a private one that this mapping alone holds (a
 * reference per entry, none of the file's), made writable; else copied.
 */
static vm_fault_t hugetlb_wp(struct vm_area_struct *vma, unsigned long haddr,
			     pgoff_t idx)
{
	struct page *page = pte_page(*user_pte_of(vma->vm_mm, haddr));
	bool shared = vma->vm_flags & VM_MAYSHARE;

	if (!page)
		return VM_FAULT_SIGBUS;
	if (shared || page_count(page) == (int)HPAGE_PTRS)
		return map_result(map_huge(vma, haddr, page,
					   user_page_prot(vma->vm_flags,
							  shared, 1)));
	return private_copy(vma, haddr, idx, page);
}

/*
 * A touch of a huge mapping (its vm_ops' fault, for a missing entry and
 * for a write to a read-only one: arch/i386/mm/fault.c): past the end
 * of the file, SIGBUS (mmap(2)); a shared mapping maps the file's page;
 * a private one reads the file's page copy-on-write, and writes a copy
 * of its own (a zeroed page where the file has none).  The whole huge
 * page is mapped at once.
 */
vm_fault_t hugetlb_fault(struct vm_fault *vmf)
{
	struct vm_area_struct *vma = vmf->vma;
	unsigned long haddr = vmf->address & HPAGE_MASK;
	pgoff_t idx = vma_huge_idx(vma, haddr);
	bool write = vmf->flags & FAULT_FLAG_WRITE;
	struct page *page;
	vm_fault_t ret;
	u32 *pte;

	if (idx >= file_inode(vma->vm_file)->size >> HPAGE_SHIFT)
		return VM_FAULT_SIGBUS;
	mutex_lock(&hugetlb_fault_mutex);
	pte = user_pte_of(vma->vm_mm, haddr);
	if (pte && (*pte & _PAGE_PRESENT))
		ret = write && !(*pte & _PAGE_RW) ?
			      hugetlb_wp(vma, haddr, idx) : VM_FAULT_NOPAGE;
	else if (vma->vm_flags & VM_MAYSHARE)
		ret = shared_fault(vma, haddr, idx);
	else if (!write && (page = file_page(file_inode(vma->vm_file)->i_private,
					      idx, false)))
		ret = map_result(map_huge(vma, haddr, page,
					  user_page_prot(vma->vm_flags, false,
							 2)));
	else
		ret = private_copy(vma, haddr, idx,
				   file_page(file_inode(vma->vm_file)->i_private,
					     idx, false));
	mutex_unlock(&hugetlb_fault_mutex);
	return ret;
}

/*
 * May a huge mapping be cut at addr (munmap(2), mprotect(2))?  Only on
 * a huge page's boundary: EINVAL otherwise, as Linux's
 * hugetlb_vm_op_split.
 */
bool hugetlb_split_ok(struct mm_struct *mm, unsigned long addr)
{
	struct vm_area_struct *vma = vma_at(mm, addr);

	return !vma || !is_vm_hugetlb_page(vma) || vma->vm_start == addr ||
	       !(addr & ~HPAGE_MASK);
}

/* /proc/meminfo's lines, Linux's hugetlb_report_meminfo() */
void hugetlb_report_meminfo(struct seq_buf *s)
{
	seq_printf(s, "HugePages_Total:   %5lu\n", hstate.nr);
	seq_printf(s, "HugePages_Free:    %5lu\n", hstate.free);
	seq_printf(s, "HugePages_Rsvd:    %5lu\n", hstate.resv);
	seq_printf(s, "HugePages_Surp:    %5lu\n", hstate.surplus);
	seq_printf(s, "Hugepagesize:   %8lu kB\n", HPAGE_SIZE >> 10);
	seq_printf(s, "Hugetlb:        %8lu kB\n", hstate.nr * (HPAGE_SIZE >> 10));
}

static int nr_hugepages_handler(int *val)
{
	*val = set_max_huge_pages((unsigned long)*val);
	return 0;
}

static struct ctl_table vm_hugetlb_table[] = {
	{ "nr_hugepages", &sysctl_nr_hugepages, nr_hugepages_handler },
	{ "nr_overcommit_hugepages", &sysctl_overcommit_hugepages, NULL },
	{ NULL, NULL, NULL }
};

/* The sysfs files of the one size: the two numbers root sets (the
 * sysctl table's) and three counts */
#define HSTATE_DIR	"sys/kernel/mm/hugepages/hugepages-4096kB/"

static size_t show_count(char *buf, size_t size, void *priv)
{
	return snprintf(buf, size, "%lu\n", *(unsigned long *)priv);
}

static size_t show_sysctl(char *buf, size_t size, void *priv)
{
	const struct ctl_table *t = priv;

	return snprintf(buf, size, "%d\n", *t->data);
}

static long store_sysctl(const char *buf, size_t len, void *priv)
{
	const struct ctl_table *t = priv;
	unsigned long val;
	int v;

	if (kstrtoul(buf, 10, &val) || val > INT_MAX)
		return -EINVAL;
	v = (int)val;
	if (t->proc_handler)
		t->proc_handler(&v);
	*t->data = v;
	return (long)len;
}

static int __init hstate_file(const char *name, gen_show_t show, void *priv,
			      bool writable)
{
	char path[sizeof(HSTATE_DIR) + 32];
	struct dentry *d;

	snprintf(path, sizeof(path), HSTATE_DIR "%s", name);
	d = fs_create_gen(path, show, priv);
	if (!d)
		return -ENOMEM;
	if (writable) {
		d->d_inode->store = store_sysctl;
		d->d_inode->i_mode = S_IFREG | 0644;
	}
	return 0;
}

static int __init hugetlb_init(void)
{
	if (!fs_mkdir_p(HSTATE_DIR) ||
	    hstate_file("nr_hugepages", show_sysctl, &vm_hugetlb_table[0],
			true) ||
	    hstate_file("nr_overcommit_hugepages", show_sysctl,
			&vm_hugetlb_table[1], true) ||
	    hstate_file("free_hugepages", show_count, &hstate.free, false) ||
	    hstate_file("resv_hugepages", show_count, &hstate.resv, false) ||
	    hstate_file("surplus_hugepages", show_count, &hstate.surplus,
			false))
		return -ENOMEM;
	return register_sysctl("vm", vm_hugetlb_table);
}
fs_initcall(hugetlb_init);
