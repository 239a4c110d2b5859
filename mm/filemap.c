// SPDX-License-Identifier: GPL-2.0
/*
 * mm/filemap.c - a regular file's bytes, as pages: the page cache.
 *
 * Each file of the in-memory tree keeps its bytes in whole pages, found
 * by their index in the file (inode->i_data, Linux's struct
 * address_space in spirit: an array, not a radix tree).  A slot may be
 * empty, a hole, which reads as zeros (ftruncate(2) grows a file that
 * way, and write(2) past the end leaves one).  The same pages are what
 * mmap(2) maps: MAP_SHARED puts them in page tables as they are, so a
 * store through the mapping is what read(2) sees; MAP_PRIVATE maps them
 * copy-on-write (mm/memory.c).  A file the boot loader brought (a boot
 * module, a file in an initramfs) starts as a pointer into the boot
 * image, inode->data; its first write, truncation or mapping copies it
 * into pages (filemap_own()), so nothing writes into the image.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/mm.h"
#include "linux/vmalloc.h"

static unsigned long nr_cache_pages;

/* The pages the page cache holds (/proc/meminfo's Cached) */
unsigned long filemap_pages(void)
{
	return nr_cache_pages;
}

static struct page *find_page(struct inode *inode, unsigned long index)
{
	return index < inode->i_data.nr ? inode->i_data.pages[index] : NULL;
}

/* Room for index in the array of slots, which grows by doubling */
static int grow_slots(struct address_space *m, unsigned long index)
{
	unsigned long nr = max(m->nr, 16UL);
	struct page **pages;

	while (nr <= index)
		nr *= 2;
	pages = vmalloc(nr * sizeof(*pages));
	if (!pages)
		return -ENOMEM;
	memcpy(pages, m->pages, m->nr * sizeof(*pages));
	memset(pages + m->nr, 0, (nr - m->nr) * sizeof(*pages));
	vfree(m->pages);
	m->pages = pages;
	m->nr = nr;
	return 0;
}

/* The page at index, a new zeroed one if it was a hole; NULL: no memory */
struct page *find_or_create_page(struct inode *inode, unsigned long index)
{
	struct address_space *m = &inode->i_data;
	struct page *page = find_page(inode, index);

	if (page)
		return page;
	if (index >= m->nr && grow_slots(m, index))
		return NULL;
	page = alloc_zeroed_user_page();
	if (!page)
		return NULL;
	m->pages[index] = page;
	nr_cache_pages++;
	return page;
}

/*
 * Copy the bytes at [pos, pos + len) of the file into pages, all or
 * nothing: a page that was made for them is left (zeroed, harmless) on
 * failure, which writes nothing.
 */
static long store_bytes(struct inode *inode, size_t pos, const void *buf,
			size_t len)
{
	size_t off;

	for (off = pos & PAGE_MASK; off < pos + len; off += PAGE_SIZE)
		if (!find_or_create_page(inode, off >> PAGE_SHIFT))
			return -ENOMEM;
	while (len) {
		size_t in = pos & ~PAGE_MASK, n = min(len, PAGE_SIZE - in);
		char *p = page_address(find_page(inode, pos >> PAGE_SHIFT));

		memcpy(p + in, buf, n);
		pos += n;
		buf = (const char *)buf + n;
		len -= n;
	}
	return 0;
}

/* Move a boot file's first len bytes into pages of its own (see the top) */
static int own_bytes(struct inode *inode, size_t len)
{
	long err;

	if (!inode->data)
		return 0;
	err = store_bytes(inode, 0, inode->data, len);
	if (!err)
		inode->data = NULL;
	return (int)err;
}

int filemap_own(struct inode *inode)
{
	return own_bytes(inode, inode->size);
}

/*
 * Where the bytes from pos lie: a pointer to *n contiguous bytes (the
 * rest of a page, at most len), or NULL for a hole of *n zero bytes.
 * pos must be below the file's size.
 */
const void *filemap_bytes(struct inode *inode, size_t pos, size_t len,
			  size_t *n)
{
	struct page *page;

	len = min(len, inode->size - pos);
	if (inode->data) {
		*n = len;
		return (const char *)inode->data + pos;
	}
	*n = min(len, PAGE_SIZE - (pos & ~PAGE_MASK));
	page = find_page(inode, pos >> PAGE_SHIFT);
	return page ? (char *)page_address(page) + (pos & ~PAGE_MASK) : NULL;
}

/* Copy up to len bytes from pos into a kernel buffer; how many there were */
size_t filemap_read(struct inode *inode, size_t pos, void *buf, size_t len)
{
	size_t done = 0;

	while (pos + done < inode->size && done < len) {
		size_t n;
		const void *p;

		p = filemap_bytes(inode, pos + done, len - done, &n);
		if (p)
			memcpy((char *)buf + done, p, n);
		else
			memset((char *)buf + done, 0, n);
		done += n;
	}
	return done;
}

/* Write len bytes at pos (a hole is left before pos if it is past the end) */
long filemap_write(struct inode *inode, size_t pos, const void *buf,
		   size_t len)
{
	long err;

	if (pos + len < pos || pos + len > FILE_SIZE_MAX)
		return -EFBIG;
	err = filemap_own(inode);
	if (!err)
		err = store_bytes(inode, pos, buf, len);
	if (err)
		return err;
	inode->size = max(inode->size, pos + len);
	return (long)len;
}

/* The bytes of the page holding pos, from pos on, become zeros: what a
 * file holds past its end is never seen again (truncate(2)) */
static void zero_tail(struct inode *inode, size_t pos)
{
	struct page *page = find_page(inode, pos >> PAGE_SHIFT);

	if (page && (pos & ~PAGE_MASK))
		memset((char *)page_address(page) + (pos & ~PAGE_MASK), 0,
		       PAGE_SIZE - (pos & ~PAGE_MASK));
}

/* Drop the cache's pages from index first on; the mappings of those
 * pages lose them first (unmap_mapping_pages()) if mapped says so */
static void drop_pages(struct inode *inode, unsigned long first, bool mapped)
{
	struct address_space *m = &inode->i_data;
	unsigned long i;

	if (mapped)
		unmap_mapping_pages(inode, first);
	for (i = first; i < m->nr; i++) {
		if (!m->pages[i])
			continue;
		put_page(m->pages[i]);
		m->pages[i] = NULL;
		nr_cache_pages--;
	}
}

/*
 * Set the file's size (truncate(2)): growing leaves a hole, which reads
 * as zeros; shrinking frees the pages past the new end, and a mapping
 * of them is SIGBUS from then on.
 */
int filemap_truncate(struct inode *inode, size_t size)
{
	int err = own_bytes(inode, min(size, inode->size));

	if (err)
		return err;
	zero_tail(inode, min(size, inode->size));
	if (size < inode->size)
		drop_pages(inode, PAGE_ALIGN(size) >> PAGE_SHIFT, true);
	inode->size = size;
	return 0;
}

/* The file is gone: its pages go with it, but a mapping keeps its own
 * reference, and so the page, until it is unmapped (unlink(2)) */
void filemap_release(struct inode *inode)
{
	drop_pages(inode, 0, false);
	vfree(inode->i_data.pages);
	inode->i_data = (struct address_space){ NULL, 0 };
}
