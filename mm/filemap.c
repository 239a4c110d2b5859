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
#include "linux/shmem_fs.h"
#include "linux/vmalloc.h"
#include "linux/uio.h"
#include "linux/slab.h"
#include "linux/export.h"

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

/* Is the file's page index in memory (mincore(2))?  A page of the
 * boot image not yet copied is, where the file has bytes */
bool filemap_cached(struct inode *inode, unsigned long index)
{
	return find_page(inode, index) ||
	       (inode->data && index < DIV_ROUND_UP(inode->size, PAGE_SIZE));
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

/*
 * The page at index, a new zeroed one if it was a hole; NULL: no memory,
 * or the file is on a tmpfs that is full (shmem_full() tells which)
 */
struct page *find_or_create_page(struct inode *inode, unsigned long index)
{
	struct address_space *m = &inode->i_data;
	struct page *page = find_page(inode, index);

	if (page)
		return page;
	if (index >= m->nr && grow_slots(m, index))
		return NULL;
	if (!shmem_acct_block(inode->i_shmem))
		return NULL;
	page = alloc_zeroed_user_page();
	if (!page) {
		shmem_unacct_block(inode->i_shmem);
		return NULL;
	}
	page->mapping = m;	/* whose page it is, and where (struct page) */
	page->index = index;
	m->pages[index] = page;
	m->nrpages++;
	nr_cache_pages++;
	return page;
}

/* Why a page could not be had: a full tmpfs, or no memory */
static long no_page(struct inode *inode)
{
	return shmem_full(inode->i_shmem) ? -ENOSPC : -ENOMEM;
}

/*
 * Copy the bytes at [pos, pos + len) of the file into pages, in order,
 * as far as there are pages for them (write(2): a short count, and the
 * next write's ENOSPC, when a tmpfs fills); how many, or -ENOSPC/-ENOMEM
 * if not one.
 */
static long store_bytes(struct inode *inode, size_t pos, const void *buf,
			size_t len)
{
	size_t done = 0;

	while (done < len) {
		size_t in = (pos + done) & ~PAGE_MASK;
		size_t n = min(len - done, PAGE_SIZE - in);
		struct page *page;

		page = find_or_create_page(inode, (pos + done) >> PAGE_SHIFT);
		if (!page)
			return done ? (long)done : no_page(inode);
		memcpy((char *)page_address(page) + in,
		       (const char *)buf + done, n);
		done += n;
	}
	return (long)done;
}

/* Move a boot file's first len bytes into pages of its own (see the top):
 * all of them, or the file stays as it was */
static int own_bytes(struct inode *inode, size_t len)
{
	long n;

	if (!inode->data)
		return 0;
	n = store_bytes(inode, 0, inode->data, len);
	if (n >= 0 && (size_t)n < len)
		n = -ENOMEM;
	if (n < 0)
		return (int)n;
	inode->data = NULL;
	return 0;
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

/*
 * The file's pages, read-only and in order in the vmalloc area (vmap()),
 * for a reader that wants its bytes in one piece without a copy
 * (execve()); vunmap() gives them back.  NULL for a boot file, a hole
 * (a page the cache does not have), or no room: the caller copies.
 */
const void *filemap_vmap(struct inode *inode)
{
	unsigned long n = PAGE_ALIGN(inode->size) >> PAGE_SHIFT, i;

	if (inode->data || !n || n > inode->i_data.nr)
		return NULL;
	for (i = 0; i < n; i++)
		if (!inode->i_data.pages[i])
			return NULL;
	return vmap(inode->i_data.pages, n);
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
	long n;

	if (pos + len < pos || pos + len > FILE_SIZE_MAX)
		return -EFBIG;
	n = filemap_own(inode);
	if (!n)
		n = store_bytes(inode, pos, buf, len);
	if (n > 0)
		inode->size = max(inode->size, pos + n);
	return n;
}

/*
 * Linux's generic read_iter: the file's bytes from ki_pos up to its size
 * (holes read as zeros), into the iterator; ki_pos moves past them.  A
 * fault in the destination ends the read short (-EFAULT if nothing was
 * copied), as read(2) says.
 */
ssize_t generic_file_read_iter(struct kiocb *iocb, struct iov_iter *to)
{
	struct inode *inode = file_inode(iocb->ki_filp);
	ssize_t done = 0;

	while (iov_iter_count(to) && iocb->ki_pos < (loff_t)inode->size) {
		size_t n, copied;
		const void *p = filemap_bytes(inode, iocb->ki_pos,
					      iov_iter_count(to), &n);

		copied = p ? copy_to_iter(p, n, to) : iov_iter_zero(n, to);
		iocb->ki_pos += copied;
		done += copied;
		if (copied < n)
			return done ? done : -EFAULT;
	}
	return done;
}
EXPORT_SYMBOL(generic_file_read_iter);

/*
 * Linux's generic write_iter: the iterator's bytes into the page cache at
 * ki_pos (the end with IOCB_APPEND), a page's worth at a time through a
 * bounce page; the file grows as filemap_write() lets it (-EFBIG past
 * the largest size, -ENOMEM).  A fault in the source ends it short.
 */
ssize_t generic_file_write_iter(struct kiocb *iocb, struct iov_iter *from)
{
	struct inode *inode = file_inode(iocb->ki_filp);
	void *bounce = kmalloc(PAGE_SIZE, GFP_KERNEL);
	ssize_t done = 0;
	long err = 0;

	if (!bounce)
		return -ENOMEM;
	if (iocb->ki_flags & IOCB_APPEND)
		iocb->ki_pos = inode->size;
	while (iov_iter_count(from) && !err) {
		size_t want = min(iov_iter_count(from), PAGE_SIZE);
		size_t n = copy_from_iter(bounce, want, from);
		long w = n ? filemap_write(inode, iocb->ki_pos, bounce, n)
			   : -EFAULT;

		if (w > 0) {
			iocb->ki_pos += w;
			done += w;
		}
		err = w < 0 ? w : (size_t)w < want ? -EFAULT : 0;
	}
	kfree(bounce);
	return done ? done : err;
}
EXPORT_SYMBOL(generic_file_write_iter);

/* The bytes [start, end) of one page become zeros (a hole stays one) */
static void zero_bytes(struct inode *inode, size_t start, size_t end)
{
	struct page *page = find_page(inode, start >> PAGE_SHIFT);

	if (page && start < end)
		memset((char *)page_address(page) + (start & ~PAGE_MASK), 0,
		       end - start);
}

/* The page at index leaves the cache (its mappings keep their own
 * reference until they are unmapped) */
static void drop_page(struct inode *inode, unsigned long index)
{
	struct address_space *m = &inode->i_data;

	if (index >= m->nr || !m->pages[index])
		return;
	m->pages[index]->mapping = NULL;	/* Linux's sign of a page gone */
	put_page(m->pages[index]);
	m->pages[index] = NULL;
	m->nrpages--;
	nr_cache_pages--;
	shmem_unacct_block(inode->i_shmem);
}

/* Drop the cache's pages from index first on; the mappings of those
 * pages lose them first (unmap_mapping_pages()) if mapped says so */
static void drop_pages(struct inode *inode, unsigned long first, bool mapped)
{
	unsigned long i;

	if (mapped)
		unmap_mapping_pages(inode, first);
	for (i = first; i < inode->i_data.nr; i++)
		drop_page(inode, i);
}

/*
 * Set the file's size (truncate(2)): growing leaves a hole, which reads
 * as zeros; shrinking frees the pages past the new end, and a mapping
 * of them is SIGBUS from then on.
 */
int filemap_truncate(struct inode *inode, size_t size)
{
	size_t kept = min(size, inode->size);
	int err = own_bytes(inode, kept);

	if (err)
		return err;
	/* what a file holds past its end is never seen again */
	zero_bytes(inode, kept, PAGE_ALIGN(kept));
	if (size < inode->size)
		drop_pages(inode, PAGE_ALIGN(size) >> PAGE_SHIFT, true);
	inode->size = size;
	return 0;
}

/*
 * fallocate(2): a page for every hole among pages [first, last]; all of
 * them or, on a tmpfs without room for them all, none (ENOSPC)
 */
int filemap_fill(struct inode *inode, unsigned long first, unsigned long last)
{
	struct shmem_sb_info *sb = inode->i_shmem;
	unsigned long i, holes = 0;

	if (last >= FILE_SIZE_MAX >> PAGE_SHIFT)
		return -EFBIG;
	for (i = first; i <= last; i++)
		holes += !find_page(inode, i);
	if (sb && holes > sb->max_blocks - sb->used_blocks)
		return -ENOSPC;
	/* the root's files have no limit of their own: half of what is
	 * free, as Linux's rootfs (a tmpfs) has half of memory */
	if (!sb && holes > nr_free_pages() / 2)
		return -ENOSPC;
	for (i = first; i <= last; i++)
		if (!find_or_create_page(inode, i))
			return (int)no_page(inode);
	return 0;
}

/*
 * fallocate(2)'s FALLOC_FL_PUNCH_HOLE: the bytes [start, end) read as
 * zeros from now on, and the pages wholly inside go (a mapping of one
 * keeps its own reference to the old page until it is unmapped)
 */
void filemap_punch(struct inode *inode, size_t start, size_t end)
{
	size_t head = min(end, PAGE_ALIGN(start)), tail = end & PAGE_MASK;
	unsigned long i;

	zero_bytes(inode, start, head);
	if (head >= end)
		return;
	zero_bytes(inode, tail, end);
	for (i = head >> PAGE_SHIFT; i < tail >> PAGE_SHIFT; i++)
		drop_page(inode, i);
}

/* The file is gone: its pages go with it, but a mapping keeps its own
 * reference, and so the page, until it is unmapped (unlink(2)) */
void filemap_release(struct inode *inode)
{
	drop_pages(inode, 0, false);
	vfree(inode->i_data.pages);
	inode->i_data = (struct address_space){ NULL, 0, 0 };
}
