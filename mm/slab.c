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
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/mm.h"
#include "linux/slab.h"
#include "linux/list.h"
#include "asm/system.h"

#define MIN_SHIFT	4	/* 16-byte objects */
#define MAX_SHIFT	11	/* 2048-byte objects */
#define NR_CLASSES	(MAX_SHIFT - MIN_SHIFT + 1)

struct slab {
	struct list_head list;	/* on its class's partial list */
	void *freelist;		/* first free object; each holds the next */
	unsigned int inuse;
	unsigned int shift;	/* object size is 1 << shift */
};

static struct list_head partial[NR_CLASSES];
static unsigned long nr_slab_pages;

static unsigned int size_class_shift(size_t size)
{
	unsigned int shift = MIN_SHIFT;

	while ((1UL << shift) < size)
		shift++;
	return shift;
}

/* Objects start after the header, at the first multiple of their size
 * (so every object is naturally aligned). */
static unsigned long first_object(unsigned int shift)
{
	return ALIGN(sizeof(struct slab), 1UL << shift);
}

static struct slab *new_slab(unsigned int shift)
{
	struct slab *s = (struct slab *)__get_free_page(GFP_KERNEL);
	unsigned long off, size = 1UL << shift;

	if (!s)
		return NULL;
	virt_to_page(s)->flags |= PG_slab;
	s->shift = shift;
	s->inuse = 0;
	s->freelist = NULL;
	for (off = PAGE_SIZE - size; off >= first_object(shift); off -= size) {
		void **obj = (void **)((char *)s + off);

		*obj = s->freelist;
		s->freelist = obj;
	}
	list_add(&s->list, &partial[shift - MIN_SHIFT]);
	nr_slab_pages++;
	return s;
}

static void *slab_alloc(unsigned int shift)
{
	struct list_head *head = &partial[shift - MIN_SHIFT];
	struct slab *s;
	void **obj;

	if (!head->next)
		INIT_LIST_HEAD(head);
	s = list_empty(head) ? new_slab(shift) :
			       list_first_entry(head, struct slab, list);
	if (!s)
		return NULL;
	obj = s->freelist;
	s->freelist = *obj;
	if (!s->freelist)
		list_del(&s->list);	/* full: off the partial list */
	s->inuse++;
	return obj;
}

static void slab_free(struct slab *s, void *p)
{
	void **obj = p;

	if (!s->freelist)
		list_add(&s->list, &partial[s->shift - MIN_SHIFT]);
	*obj = s->freelist;
	s->freelist = obj;
	if (--s->inuse)
		return;
	list_del(&s->list);
	virt_to_page(s)->flags &= ~PG_slab;
	free_page((unsigned long)s);
	nr_slab_pages--;
}

static unsigned int pages_order(size_t size)
{
	unsigned int order = 0;

	while ((PAGE_SIZE << order) < size)
		order++;
	return order;
}

static void *__kmalloc(size_t size)
{
	unsigned long irqflags;
	void *p;

	if (!size)
		return NULL;
	if (size > (1UL << MAX_SHIFT))
		return (void *)__get_free_pages(GFP_KERNEL, pages_order(size));
	local_irq_save(irqflags);
	p = slab_alloc(size_class_shift(size));
	local_irq_restore(irqflags);
	return p;
}

void *kmalloc(size_t size, gfp_t flags)
{
	void *p = __kmalloc(size);

	if (p && (flags & __GFP_ZERO))
		memset(p, 0, size);
	return p;
}
EXPORT_SYMBOL(kmalloc);

void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags | __GFP_ZERO);
}
EXPORT_SYMBOL(kzalloc);

void kfree(const void *p)
{
	struct page *page;
	unsigned long irqflags;

	if (!p)
		return;
	page = virt_to_page(p);
	if (!(page->flags & PG_slab)) {
		free_pages((unsigned long)p, page->order);
		return;
	}
	local_irq_save(irqflags);
	slab_free((struct slab *)((unsigned long)p & PAGE_MASK), (void *)p);
	local_irq_restore(irqflags);
}
EXPORT_SYMBOL(kfree);

unsigned long slab_pages(void)
{
	return nr_slab_pages;
}

/* The usable size of an allocation: its size class, or its pages. */
size_t ksize(const void *p)
{
	struct page *page;

	if (!p)
		return 0;
	page = virt_to_page(p);
	if (!(page->flags & PG_slab))
		return PAGE_SIZE << page->order;
	return 1UL << ((struct slab *)((unsigned long)p & PAGE_MASK))->shift;
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
