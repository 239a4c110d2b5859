// SPDX-License-Identifier: GPL-2.0
/*
 * mm/slab.c - kmalloc() and kfree().
 *
 * Small objects come from slabs: a page cut into equal objects of one
 * power-of-two size class (16 to 2048 bytes), with a small header at the
 * start of the page holding the free list.  A slab whose objects are all
 * free goes back to the page allocator at once, so memory that modules
 * and commands borrow shows up again in /proc/meminfo when they are gone.
 * Anything larger than the biggest class gets whole pages.
 *
 * With the boot option slub_debug (Linux's name and letters), slabs made
 * from then on are debug slabs: each object has red zones, is poisoned
 * while free, and remembers who allocated and freed it (mm/slab_debug.c
 * lays the bytes out and checks them).  Every kmalloc() and kfree()
 * checks them, and a damaged object, a double or invalid free, or a bad
 * free pointer is reported as SLUB reports it ("BUG kmalloc-64 (Not
 * tainted): Poison overwritten"), taints the kernel 'B', is repaired, and
 * the kernel goes on.  The free pointer then lives after the object, so a
 * write after kfree() cannot redirect the next kmalloc().
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/hex.h"
#include "linux/jiffies.h"
#include "linux/debugfs.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/list.h"
#include "linux/mm.h"
#include "linux/moduleparam.h"
#include "linux/oops.h"
#include "linux/sched.h"
#include "linux/seq_file.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "linux/vmalloc.h"
#include "asm/system.h"
#include "slab_debug.h"

#define MIN_SHIFT	4	/* 16-byte objects */
#define MAX_SHIFT	11	/* 2048-byte objects */
#define NR_CLASSES	(MAX_SHIFT - MIN_SHIFT + 1)

struct slab {
	struct list_head list;	/* on its class's partial list */
	void *freelist;		/* first free object; each holds the next */
	unsigned int inuse;
	unsigned int shift;	/* object size is 1 << shift */
	const struct slab_layout *debug;	/* NULL: a plain slab */
};

/*
 * Each size class is a cache of its own (Linux's kmalloc-16 ...
 * kmalloc-2048), with its own lock, SLUB's list_lock: it protects the
 * class's partial list and, in every slab of the class, the free list,
 * the count in use and the debug bytes and tracks of its objects (what
 * slab_alloc() and slab_free() change, alloc_traces_show() reads).
 * Taken by kmalloc() and kfree() of the class's sizes, with interrupts
 * off (interrupt handlers allocate, GFP_ATOMIC).  Order: a class's
 * list_lock, then the page allocator's zone.lock (new_slab() and
 * slab_free() get and give back pages under it); alloc_traces_show()
 * takes every class's, in class order.  Two CPUs allocating different
 * sizes never meet.
 */
static spinlock_t list_lock[NR_CLASSES] = {
	[0 ... NR_CLASSES - 1] = __SPIN_LOCK_UNLOCKED(kmalloc_list_lock)
};
static struct list_head partial[NR_CLASSES];
static atomic_long_t nr_slab_pages;	/* of every class: atomic */

/* slub_debug's letters (SLAB_RED_ZONE...), and each class's debug slot */
unsigned int slub_debug;
static struct slab_layout debug_layout[NR_CLASSES];

static int set_slub_debug(const char *val, const struct kernel_param *kp)
{
	unsigned int flags, i;
	int err = slub_debug_parse(val, &flags);

	(void)kp;
	if (err)
		return err;
	for (i = 0; i < NR_CLASSES; i++)
		slab_layout_init(&debug_layout[i], 1U << (i + MIN_SHIFT),
				 flags);
	slub_debug = flags;
	return 0;
}

static int get_slub_debug(char *buffer, const struct kernel_param *kp)
{
	(void)kp;
	return sprintf(buffer, "%s%s%s%s\n",
		       slub_debug & SLAB_CONSISTENCY_CHECKS ? "F" : "",
		       slub_debug & SLAB_RED_ZONE ? "Z" : "",
		       slub_debug & SLAB_POISON ? "P" : "",
		       slub_debug & SLAB_STORE_USER ? "U" : "");
}

static const struct kernel_param_ops slub_debug_ops = {
	.flags = KERNEL_PARAM_OPS_FL_NOARG,	/* bare slub_debug: all */
	.set = set_slub_debug,
	.get = get_slub_debug,
};
__module_param_call("", slub_debug, &slub_debug_ops, NULL, 0444);

static unsigned int size_class_shift(size_t size)
{
	unsigned int shift = MIN_SHIFT;

	while ((1UL << shift) < size)
		shift++;
	return shift;
}

/* Plain objects start after the header, at the first multiple of their
 * size (so every object is naturally aligned); debug slots at the first
 * multiple of SLAB_DEBUG_ALIGN. */
static unsigned long first_slot(const struct slab *s)
{
	return ALIGN(sizeof(struct slab),
		     s->debug ? SLAB_DEBUG_ALIGN : 1UL << s->shift);
}

static unsigned long slot_size(const struct slab *s)
{
	return s->debug ? s->debug->stride : 1UL << s->shift;
}

static unsigned int slab_objects(const struct slab *s)
{
	return (unsigned int)((PAGE_SIZE - first_slot(s)) / slot_size(s));
}

/*
 * A free object's link to the next: after it in a debug slab, else in
 * its middle, where Linux's SLUB keeps it since 5.7: away from the
 * edges a small overflow of the neighbour reaches.  A module's use
 * after free then reads what it reads on Linux: a list_head first in
 * the object still leads on after kfree(), as LKP 2e's list_demo
 * expects of its freeing loop, where a link at the start would send
 * that loop round the free list forever.
 */
static void **free_pointer(const struct slab *s, void *obj)
{
	size_t middle = ((size_t)1 << s->shift) / 2;

	if (s->debug)
		return &slab_object_meta(s->debug, obj)->fp;
	return (void **)((char *)obj + (middle & ~(sizeof(void *) - 1)));
}

static struct slab *obj_slab(const void *p)
{
	return (struct slab *)((unsigned long)p & PAGE_MASK);
}

/* ---- reports, in SLUB's format (Documentation/mm/slub.rst) ---- */

static void slab_bug(const struct slab *s, const char *what)
{
	printk(KERN_ERR "============================================="
			"================================\n");
	printk(KERN_ERR "BUG kmalloc-%u (%s): %s\n", 1U << s->shift,
	       print_tainted(), what);
	printk(KERN_ERR "---------------------------------------------"
			"--------------------------------\n\n");
}

static void print_track(const char *what, const struct slab_track *t)
{
	char sym[KSYM_SYMBOL_LEN];

	if (!t->addr)
		return;
	sprint_symbol(sym, t->addr);
	printk(KERN_ERR "%s in %s age=%lu cpu=0 pid=%d\n", what, sym,
	       jiffies - t->when, t->pid);
}

/* Who had the object, its slab, its bytes, and how we got here */
static void print_trailer(const struct slab *s, u8 *obj)
{
	const struct slab_layout *l = s->debug;
	struct slab_meta *m = slab_object_meta(l, obj);
	u8 *slot = obj - l->red_left;

	if (l->flags & SLAB_STORE_USER) {
		print_track("Allocated", &m->alloc);
		print_track("Freed", &m->free);
	}
	printk(KERN_ERR "Slab 0x%p objects=%u used=%u fp=0x%p\n", s,
	       slab_objects(s), s->inuse, s->freelist);
	printk(KERN_ERR "Object 0x%p @offset=%lu fp=0x%p\n\n", obj,
	       (unsigned long)obj & ~PAGE_MASK, m->fp);
	print_hex_dump(KERN_ERR, "Redzone  ", DUMP_PREFIX_ADDRESS, 16, 1, slot,
		       l->red_left, true);
	print_hex_dump(KERN_ERR, "Object   ", DUMP_PREFIX_ADDRESS, 16, 1, obj,
		       l->size, true);
	print_hex_dump(KERN_ERR, "Redzone  ", DUMP_PREFIX_ADDRESS, 16, 1,
		       obj + l->size, l->meta - l->red_left - l->size, true);
	dump_stack();
}

static void object_err(const struct slab *s, u8 *obj, const char *what)
{
	slab_bug(s, what);
	print_trailer(s, obj);
	add_taint(TAINT_BAD_PAGE);
}

/* One overwritten area: report it and put the expected bytes back */
static void report_fault(const struct slab *s, u8 *obj,
			 const struct slab_fault *f)
{
	char what[32];

	snprintf(what, sizeof(what), "%s overwritten", f->what);
	slab_bug(s, what);
	printk(KERN_ERR "0x%p-0x%p @offset=%lu. First byte 0x%x instead of "
			"0x%x\n", f->start, f->end - 1,
	       (unsigned long)f->start & ~PAGE_MASK, f->start[0], f->expected);
	print_trailer(s, obj);
	add_taint(TAINT_BAD_PAGE);
	printk(KERN_ERR "FIX kmalloc-%u: Restoring %s 0x%p-0x%p=0x%x\n\n",
	       1U << s->shift, f->what, f->start, f->end - 1, f->expected);
	slab_fault_fix(f);
}

static void check_object(const struct slab *s, void *obj, bool active)
{
	struct slab_fault f;

	while (slab_object_check(s->debug, obj, active, &f))
		report_fault(s, obj, &f);
}

/* Whether p is exactly one of s's objects (or NULL, the list's end) */
static bool valid_object(const struct slab *s, const void *p)
{
	unsigned long off = (unsigned long)p - (unsigned long)s;

	return !p || (obj_slab(p) == s &&
		      slab_slot_index(s->debug, first_slot(s), off,
				      PAGE_SIZE) >= 0);
}

static void set_track(const struct slab *s, struct slab_track *t,
		      unsigned long caller)
{
	if (!(s->debug->flags & SLAB_STORE_USER))
		return;
	t->addr = caller;
	t->when = jiffies;
	t->pid = current->pid;
}

/* Before a free object is handed out: its next pointer and its bytes */
static void alloc_debug(struct slab *s, void *obj, size_t size,
			unsigned long caller)
{
	struct slab_meta *m = slab_object_meta(s->debug, obj);

	if (s->debug->flags & SLAB_CONSISTENCY_CHECKS &&
	    !valid_object(s, m->fp)) {
		object_err(s, obj, "Freepointer corrupt");
		/* SLUB's fix: the rest of the list is lost, not followed */
		printk(KERN_ERR "FIX kmalloc-%u: Isolate corrupted freechain\n\n",
		       1U << s->shift);
		m->fp = NULL;
	}
	check_object(s, obj, false);
	slab_object_init(s->debug, obj, true, (unsigned int)size);
	set_track(s, &m->alloc, caller);
}

/* Before an object is freed: whether it may be (false: leave it be) */
static bool free_debug(struct slab *s, void *obj, unsigned long caller)
{
	struct slab_meta *m;

	if (!valid_object(s, obj)) {
		char what[48];

		snprintf(what, sizeof(what), "Invalid object pointer 0x%p",
			 obj);
		slab_bug(s, what);
		dump_stack();
		add_taint(TAINT_BAD_PAGE);
		return false;
	}
	m = slab_object_meta(s->debug, obj);
	if (!m->orig_size) {
		object_err(s, obj, "Object already free");
		return false;
	}
	check_object(s, obj, true);
	set_track(s, &m->free, caller);
	slab_object_init(s->debug, obj, false, 0);
	return true;
}

/* ---- the slabs ---- */

static struct slab *new_slab(unsigned int shift)
{
	struct slab *s = (struct slab *)__get_free_page(GFP_KERNEL);
	unsigned long off, size;

	if (!s)
		return NULL;
	virt_to_page(s)->flags |= PG_slab;
	s->shift = shift;
	s->inuse = 0;
	s->freelist = NULL;
	s->debug = slub_debug ? &debug_layout[shift - MIN_SHIFT] : NULL;
	size = slot_size(s);
	off = first_slot(s) + (slab_objects(s) - 1) * size;
	for (; off >= first_slot(s) && off < PAGE_SIZE; off -= size) {
		void *obj = (char *)s + off + (s->debug ? s->debug->red_left : 0);

		if (s->debug)
			slab_object_init(s->debug, obj, false, 0);
		*free_pointer(s, obj) = s->freelist;
		s->freelist = obj;
	}
	list_add(&s->list, &partial[shift - MIN_SHIFT]);
	atomic_long_inc(&nr_slab_pages);
	return s;
}

static void *slab_alloc(size_t size, unsigned long caller)
{
	unsigned int shift = size_class_shift(size);
	struct list_head *head = &partial[shift - MIN_SHIFT];
	struct slab *s;
	void *obj;

	if (!head->next)
		INIT_LIST_HEAD(head);
	s = list_empty(head) ? new_slab(shift) :
			       list_first_entry(head, struct slab, list);
	if (!s)
		return NULL;
	obj = s->freelist;
	if (s->debug)
		alloc_debug(s, obj, size, caller);
	s->freelist = *free_pointer(s, obj);
	if (!s->freelist)
		list_del(&s->list);	/* full: off the partial list */
	s->inuse++;
	return obj;
}

static void slab_free(struct slab *s, void *obj, unsigned long caller)
{
	if (s->debug && !free_debug(s, obj, caller))
		return;
	if (!s->freelist)
		list_add(&s->list, &partial[s->shift - MIN_SHIFT]);
	*free_pointer(s, obj) = s->freelist;
	s->freelist = obj;
	if (--s->inuse)
		return;
	list_del(&s->list);
	virt_to_page(s)->flags &= ~PG_slab;
	free_page((unsigned long)s);
	atomic_long_dec(&nr_slab_pages);
}

static unsigned int pages_order(size_t size)
{
	unsigned int order = 0;

	while ((PAGE_SIZE << order) < size)
		order++;
	return order;
}

/* kmalloc(), remembering caller as the allocator (slub_debug=U) */
void *__kmalloc_track_caller(size_t size, gfp_t flags, unsigned long caller)
{
	unsigned long irqflags;
	void *p;

	if (!size)
		return NULL;
	if (size > (1UL << MAX_SHIFT)) {
		p = (void *)__get_free_pages(GFP_KERNEL, pages_order(size));
	} else {
		spinlock_t *lock = &list_lock[size_class_shift(size) - MIN_SHIFT];

		spin_lock_irqsave(lock, irqflags);
		p = slab_alloc(size, caller);
		spin_unlock_irqrestore(lock, irqflags);
	}
	if (p && (flags & __GFP_ZERO))
		memset(p, 0, size);
	return p;
}
EXPORT_SYMBOL(__kmalloc_track_caller);

void *kmalloc(size_t size, gfp_t flags)
{
	return __kmalloc_track_caller(size, flags, _RET_IP_);
}
EXPORT_SYMBOL(kmalloc);

void *kzalloc(size_t size, gfp_t flags)
{
	return __kmalloc_track_caller(size, flags | __GFP_ZERO, _RET_IP_);
}
EXPORT_SYMBOL(kzalloc);

/* kfree(), remembering caller as the one who freed (slub_debug=U) */
void __kfree_track_caller(const void *p, unsigned long caller)
{
	struct page *page;
	unsigned long irqflags;
	spinlock_t *lock;

	if (!p)
		return;
	/*
	 * An address outside the direct map (a user address, a vmalloc()
	 * one, poison such as 6b6b6b6b read from a freed object) has no
	 * struct page: reading one would free whatever the garbage names.
	 * Linux's CONFIG_DEBUG_VIRTUAL warns at the same place.
	 */
	if (WARN(!virt_addr_valid(p), "kfree(%p): not an address of the "
		 "kernel's direct map\n", p))
		return;
	page = virt_to_page(p);
	if (!(page->flags & PG_slab)) {
		free_pages((unsigned long)p, page->order);
		return;
	}
	/* the object is the caller's: its slab's class cannot change */
	lock = &list_lock[obj_slab(p)->shift - MIN_SHIFT];
	spin_lock_irqsave(lock, irqflags);
	slab_free(obj_slab(p), (void *)p, caller);
	spin_unlock_irqrestore(lock, irqflags);
}
EXPORT_SYMBOL(__kfree_track_caller);

void kfree(const void *p)
{
	__kfree_track_caller(p, _RET_IP_);
}
EXPORT_SYMBOL(kfree);

unsigned long slab_pages(void)
{
	return (unsigned long)atomic_long_read(&nr_slab_pages);
}

/* The usable size of an allocation: its size class, or its pages; in a
 * debug slab what was asked for, as the rest is red zone. */
size_t ksize(const void *p)
{
	struct page *page;
	struct slab *s;

	if (!p)
		return 0;
	page = virt_to_page(p);
	if (!(page->flags & PG_slab))
		return PAGE_SIZE << page->order;
	s = obj_slab(p);
	if (s->debug)
		return slab_object_meta(s->debug, (void *)p)->orig_size;
	return 1UL << s->shift;
}
EXPORT_SYMBOL(ksize);
/* Linux's krealloc(): the same block while the new size fits it. */
void *krealloc(const void *p, size_t new_size, gfp_t flags)
{
	size_t old = ksize(p);
	void *n;

	if (!new_size) {
		kfree(p);
		return NULL;	/* Linux returns ZERO_SIZE_PTR */
	}
	if (p && new_size <= old)
		return (void *)p;
	n = kmalloc(new_size, flags);
	if (n && p) {
		memcpy(n, p, old);
		kfree(p);
	}
	return n;
}
EXPORT_SYMBOL(krealloc);

/* ---- who holds what: /sys/kernel/debug/slab_alloc_traces ---- */

/*
 * The objects of the debug slabs still allocated, counted by who
 * allocated them (slub_debug=U), one line each, "COUNT SYMBOL+OFF/SIZE",
 * as Linux's /sys/kernel/debug/slab/CACHE/alloc_traces counts them.
 * Read before and after a run that should leave nothing (tests/tools/
 * sysfuzz.py), the lines that grew name what a leak left.  At most
 * MAX_TRACES callers; the rest are counted on one "other" line.
 */
#define MAX_TRACES	512

struct alloc_trace {
	unsigned long addr;
	unsigned int count;
};

struct alloc_traces {
	struct alloc_trace t[MAX_TRACES];
	unsigned int n, other;
};

static void count_caller(struct alloc_traces *at, unsigned long addr)
{
	unsigned int i;

	for (i = 0; i < at->n; i++) {
		if (at->t[i].addr == addr) {
			at->t[i].count++;
			return;
		}
	}
	if (at->n == MAX_TRACES) {
		at->other++;
		return;
	}
	at->t[at->n].addr = addr;
	at->t[at->n++].count = 1;
}

/* Every allocated object of debug slab s; orig_size 0 marks a free one */
static void count_slab(const struct slab *s, struct alloc_traces *at)
{
	unsigned long off = first_slot(s) + s->debug->red_left;
	unsigned int i;

	for (i = 0; i < slab_objects(s); i++, off += slot_size(s)) {
		struct slab_meta *m = slab_object_meta(s->debug, (u8 *)s + off);

		if (m->orig_size)
			count_caller(at, m->alloc.addr);
	}
}

static int alloc_traces_show(struct seq_file *m, void *v)
{
	struct alloc_traces *at = vmalloc(sizeof(*at));
	char sym[KSYM_SYMBOL_LEN];
	unsigned long pfn, flags;
	unsigned int i;

	(void)v;
	if (!at)
		return -ENOMEM;
	at->n = at->other = 0;
	local_irq_save(flags);	/* every class's lock: no kmalloc() or kfree() */
	for (i = 0; i < NR_CLASSES; i++)
		spin_lock(&list_lock[i]);
	for (pfn = 0; pfn < max_low_pfn; pfn++) {
		const struct slab *s = page_address(&mem_map[pfn]);

		if ((mem_map[pfn].flags & PG_slab) && s->debug)
			count_slab(s, at);
	}
	for (i = NR_CLASSES; i-- > 0;)
		spin_unlock(&list_lock[i]);
	local_irq_restore(flags);
	for (i = 0; i < at->n; i++) {
		sprint_symbol(sym, at->t[i].addr);
		seq_printf(m, "%7u %s\n", at->t[i].count, sym);
	}
	if (at->other)
		seq_printf(m, "%7u other\n", at->other);
	vfree(at);
	return 0;
}

static int alloc_traces_open(struct inode *inode, struct file *f)
{
	(void)inode;
	return single_open(f, alloc_traces_show, NULL);
}

static const struct file_operations alloc_traces_fops = {
	.open = alloc_traces_open,
	.read = seq_read,
	.llseek = seq_lseek,
	.release = single_release,
};

static int __init alloc_traces_init(void)
{
	return debugfs_create_file("slab_alloc_traces", 0400, NULL, NULL,
				   &alloc_traces_fops) ? 0 : -ENOMEM;
}
device_initcall(alloc_traces_init);
