// SPDX-License-Identifier: GPL-2.0
/*
 * block/bdev.c - /dev/NAME of a disk, and the page cache in front of it.
 *
 * Programs (dd, mkfs) read and write a disk through its node like a file
 * of the disk's size.  The bytes go through pages cached per disk
 * (struct block_device): a page is read from the disk the first time it
 * is needed (uptodate), with a read-ahead window after it, in one bio
 * (readahead()); a write changes the cached page only and marks it
 * dirty, and the dirty pages go back to the disk - a bio each, which
 * the queue merges (sync_blockdev()) - when the last opener closes the
 * node, at sync(2), at BLKFLSBUF and before del_gendisk() removes it.  This is Linux's
 * model with whole pages where Linux 6.1 has folios and buffer heads:
 * a page here is 8 sectors, always read or written whole (docs/block.md
 * says why that suffices).  The cached pages are /proc/meminfo's
 * Buffers, as a block device's are on Linux.
 *
 * A partition (block/partitions/core.c) has no cache of its own: its
 * bytes are the whole disk's, bd_start_sect further on, so writes
 * through /dev/sbulla1 are seen at once through /dev/sbulla.  Opening a
 * partition opens the whole disk too, as Linux's blkdev_get_part() does.
 *
 * An open pins the driver's module (fops->owner), so rmmod of a driver
 * whose disk is open fails with EBUSY, as on Linux.
 */
#include "linux/kernel.h"
#include "linux/atomic.h"
#include "linux/bitops.h"
#include "linux/blkdev.h"
#include "linux/completion.h"
#include "linux/err.h"
#include "linux/log2.h"
#include "linux/export.h"
#include "linux/minmax.h"
#include "linux/mm.h"
#include "linux/module.h"
#include "linux/slab.h"
#include "linux/uaccess.h"
#include "linux/vmalloc.h"

#define PAGE_SECTORS	(PAGE_SIZE >> SECTOR_SHIFT)

static atomic_long_t cached_pages;

unsigned long bdev_cache_pages(void)
{
	return (unsigned long)atomic_long_read(&cached_pages);
}

struct block_device *bdev_alloc(struct gendisk *disk)
{
	struct block_device *bdev = kzalloc(sizeof(*bdev), GFP_KERNEL);

	if (!bdev)
		return NULL;
	bdev->bd_disk = disk;
	bdev->bd_queue = disk->queue;
	INIT_LIST_HEAD(&bdev->bd_part_list);
	mutex_init(&bdev->bd_mutex);
	return bdev;
}

void bdev_free(struct block_device *bdev)
{
	invalidate_bdev(bdev);
	kfree(bdev);
}

static loff_t bdev_nr_bytes(struct block_device *bdev)
{
	return (loff_t)bdev_nr_sectors(bdev) << SECTOR_SHIFT;
}

/* Where a partition's byte 0 is in its disk's cache */
static loff_t bdev_offset(struct block_device *bdev)
{
	return (loff_t)bdev->bd_start_sect << SECTOR_SHIFT;
}

/* One vmalloc holds the slots and both bitmaps; made at the first open */
static int cache_init(struct block_device *bdev)
{
	unsigned long nr = DIV_ROUND_UP(bdev_nr_sectors(bdev), PAGE_SECTORS);
	size_t map = BITS_TO_LONGS(nr) * sizeof(long);
	size_t size = nr * sizeof(struct page *) + 2 * map;

	if (bdev->bd_pages || !nr)
		return 0;
	bdev->bd_pages = vzalloc(size);
	if (!bdev->bd_pages)
		return -ENOMEM;
	bdev->bd_uptodate = (unsigned long *)(bdev->bd_pages + nr);
	bdev->bd_dirty = (unsigned long *)((char *)bdev->bd_uptodate + map);
	bdev->bd_nr_pages = nr;
	return 0;
}

/*
 * Bios in flight together (struct bdev_batch): each covers the cached
 * pages first..first+nr-1, one bio_vec a page, the last cut at the end
 * of the disk.  They are sent under a plug, so a blk-mq queue merges
 * back-to-back ones into one request (block/blk-mq.c), then waited for
 * all at once; a bio-based driver gets each bio whole.
 */
#define BATCH_BIOS	64

struct bdev_batch {
	struct block_device *bdev;
	enum req_op op;
	struct blk_plug plug;
	atomic_t pending;
	struct completion done;
	unsigned int n;
	struct {
		struct bio *bio;
		unsigned long first, nr;
	} io[BATCH_BIOS];
};

static void batch_start(struct bdev_batch *b, struct block_device *bdev,
			enum req_op op)
{
	b->bdev = bdev;
	b->op = op;
	b->n = 0;
	atomic_set(&b->pending, 1);	/* the sender's, until all are sent */
	init_completion(&b->done);
	blk_start_plug(&b->plug);
}

static void batch_endio(struct bio *bio)
{
	struct bdev_batch *b = bio->bi_private;

	if (atomic_dec_and_test(&b->pending))
		complete(&b->done);
}

/* Pages first..first+nr-1 as one more bio: -ENOMEM, or 0 */
static int batch_add(struct bdev_batch *b, unsigned long first,
		     unsigned long nr)
{
	struct block_device *bdev = b->bdev;
	sector_t sector = (sector_t)first * PAGE_SECTORS;
	struct bio *bio = bio_alloc(bdev, nr, b->op, GFP_KERNEL);
	unsigned long i;

	if (!bio)
		return -ENOMEM;
	bio->bi_iter.bi_sector = sector;
	bio->bi_private = b;
	bio->bi_end_io = batch_endio;
	for (i = 0; i < nr; i++, sector += PAGE_SECTORS)
		bio_add_page(bio, bdev->bd_pages[first + i],
			     min_t(sector_t, PAGE_SECTORS,
				   bdev_nr_sectors(bdev) - sector) << SECTOR_SHIFT,
			     0);
	b->io[b->n].bio = bio;
	b->io[b->n].first = first;
	b->io[b->n++].nr = nr;
	atomic_inc(&b->pending);
	submit_bio(bio);
	return 0;
}

/* Every bio sent and ended: a read's pages uptodate, a write's clean
 * (a page whose bio failed stays as it was); 0 or the first error */
static int batch_wait(struct bdev_batch *b)
{
	struct block_device *bdev = b->bdev;
	unsigned int i;
	int err = 0;

	blk_finish_plug(&b->plug);
	if (!atomic_dec_and_test(&b->pending))
		wait_for_completion(&b->done);
	for (i = 0; i < b->n; i++) {
		int e = blk_status_to_errno(b->io[i].bio->bi_status);
		unsigned long p;

		for (p = b->io[i].first; !e && p < b->io[i].first + b->io[i].nr;
		     p++) {
			if (b->op == REQ_OP_READ)
				set_bit(p, bdev->bd_uptodate);
			else
				clear_bit(p, bdev->bd_dirty);
		}
		if (e && !err)
			err = e;
		bio_put(b->io[i].bio);
	}
	b->n = 0;
	return err;
}

/*
 * Read-ahead, as Linux's mm/readahead.c sizes it: a read that misses
 * the cache reads a window of pages from there on, not one.  A first
 * (or non-sequential) miss starts small: the pages asked for, rounded
 * up to a power of two, times 4 (a short read) or 2; a miss exactly
 * where the last window ended is a sequential read, and the window
 * grows (x4 while small, then x2) up to RA_MAX_PAGES, 128 KiB, Linux's
 * default read_ahead_kb - or the read itself when it asks for more (dd
 * bs=1M), up to one bio's BIO_MAX_VECS pages.
 */
#define RA_MAX_PAGES	32UL

static unsigned long ra_window(struct block_device *bdev, unsigned long index,
			       unsigned long want)
{
	unsigned long max = max(RA_MAX_PAGES,
				min_t(unsigned long, want, BIO_MAX_VECS));
	unsigned long cur = bdev->bd_ra_pages, size;

	if (cur && index == bdev->bd_ra_next)
		size = cur < max / 16 ? 4 * cur : 2 * cur;
	else if ((size = roundup_pow_of_two(min(want, max))) <= max / 32)
		size *= 4;
	else if (size <= max / 4)
		size *= 2;
	return min(size, max);
}

/* Page index and the window after it that are not cached yet, read by
 * as few bios as they take (bd_mutex held) */
static int readahead(struct block_device *bdev, unsigned long index,
		     unsigned long want)
{
	struct bdev_batch *b = kmalloc(sizeof(*b), GFP_KERNEL);
	unsigned long size = ra_window(bdev, index, want), nr;
	int err = 0;

	if (!b)
		return -ENOMEM;
	size = min(size, bdev->bd_nr_pages - index);
	/* up to the first page cached already: it may be dirty */
	for (nr = 0; nr < size && !test_bit(index + nr, bdev->bd_uptodate);
	     nr++) {
		if (bdev->bd_pages[index + nr])
			continue;
		/* not zeroed: the read fills it, and a page whose read
		 * fails is not uptodate, so only a whole write uses it */
		bdev->bd_pages[index + nr] = alloc_page(GFP_KERNEL);
		if (!bdev->bd_pages[index + nr])
			break;
		atomic_long_add_return(1, &cached_pages);
	}
	if (!nr)
		err = -ENOMEM;
	batch_start(b, bdev, REQ_OP_READ);
	if (!err)
		err = batch_add(b, index, nr);
	err = batch_wait(b) ?: err;
	bdev->bd_ra_pages = nr;
	bdev->bd_ra_next = index + nr;
	kfree(b);
	return err;
}

/* The cached page index, read from the disk first if fill pages are
 * wanted from there on (a read: with the window after it; a write of
 * part of the page: 1); bd_mutex held */
static struct page *cache_page(struct block_device *bdev, unsigned long index,
			       unsigned long fill)
{
	int err;

	if (fill && !test_bit(index, bdev->bd_uptodate)) {
		err = readahead(bdev, index, fill);
		if (err)
			return ERR_PTR(err);
	}
	if (!bdev->bd_pages[index]) {
		bdev->bd_pages[index] = alloc_page(GFP_KERNEL | __GFP_ZERO);
		if (!bdev->bd_pages[index])
			return ERR_PTR(-ENOMEM);
		atomic_long_add_return(1, &cached_pages);
	}
	return bdev->bd_pages[index];
}

/* Every dirty page to the disk, a bio each, back-to-back ones merged by
 * the queue: 0 or the first error (the page stays dirty then, as Linux
 * keeps a failed page's error for fsync).  For a partition, its disk's:
 * they share the cache. */
int sync_blockdev(struct block_device *bdev)
{
	struct bdev_batch *b = kmalloc(sizeof(*b), GFP_KERNEL);
	unsigned long i;
	int err = 0, e;

	if (!b)
		return -ENOMEM;
	bdev = bdev_whole(bdev);
	mutex_lock(&bdev->bd_mutex);
	batch_start(b, bdev, REQ_OP_WRITE);
	for_each_set_bit(i, bdev->bd_dirty, bdev->bd_pages ? bdev->bd_nr_pages : 0) {
		e = batch_add(b, i, 1);
		if (!e && b->n < BATCH_BIOS)
			continue;
		e = batch_wait(b) ?: e;
		if (e && !err)
			err = e;
		batch_start(b, bdev, REQ_OP_WRITE);
	}
	e = batch_wait(b);
	mutex_unlock(&bdev->bd_mutex);
	kfree(b);
	return err ?: e;
}
EXPORT_SYMBOL(sync_blockdev);

/* Written back, then every cached page freed (BLKFLSBUF, del_gendisk) */
void invalidate_bdev(struct block_device *bdev)
{
	unsigned long i;

	bdev = bdev_whole(bdev);
	if (!bdev->bd_pages)
		return;
	sync_blockdev(bdev);
	mutex_lock(&bdev->bd_mutex);
	for (i = 0; i < bdev->bd_nr_pages; i++) {
		if (!bdev->bd_pages[i])
			continue;
		__free_page(bdev->bd_pages[i]);
		atomic_long_add_return(-1, &cached_pages);
	}
	vfree(bdev->bd_pages);
	bdev->bd_pages = NULL;
	bdev->bd_uptodate = bdev->bd_dirty = NULL;
	bdev->bd_nr_pages = 0;
	bdev->bd_ra_pages = 0;
	if (bdev->bd_openers)	/* still open: slots for the next read */
		cache_init(bdev);
	mutex_unlock(&bdev->bd_mutex);
}
EXPORT_SYMBOL(invalidate_bdev);

/* Where the cached bytes at pos are, at most count of them (*n): a
 * write's page is marked dirty, to be copied into at once; a read that
 * misses reads ahead for the rest of count and beyond; bd_mutex held */
static char *cache_span(struct block_device *bdev, size_t count, loff_t pos,
			bool write, size_t *n)
{
	unsigned long index = (unsigned long)(pos >> PAGE_SHIFT);
	size_t off = pos & (PAGE_SIZE - 1);
	unsigned long fill = DIV_ROUND_UP(off + count, PAGE_SIZE);
	struct page *page;

	*n = min(count, PAGE_SIZE - off);
	/* a write of the whole page (or of all the disk has of it) need
	 * not read it first; one of part of it reads that page only */
	if (write)
		fill = !off && (*n == PAGE_SIZE ||
				pos + *n == bdev_nr_bytes(bdev)) ? 0 : 1;
	page = cache_page(bdev, index, fill);
	if (IS_ERR(page))
		return (char *)page;	/* the ERR_PTR, as it is */
	if (write) {
		set_bit(index, bdev->bd_uptodate);
		set_bit(index, bdev->bd_dirty);
	}
	return (char *)page_address(page) + off;
}

/* read(2) and write(2): at most to the end of the disk; a write that
 * starts there is ENOSPC, as Linux's blkdev_write_iter() says */
static ssize_t blkdev_rw(struct file *f, char __user *buf, size_t count,
			 loff_t *ppos, bool write)
{
	struct block_device *bdev = f->private_data;
	struct block_device *whole = bdev_whole(bdev);
	loff_t size = bdev_nr_bytes(bdev), off = bdev_offset(bdev);
	size_t done = 0, n;
	ssize_t err = 0;

	if (*ppos >= size)
		return write && count ? -ENOSPC : 0;
	count = min_t(loff_t, count, size - *ppos);
	mutex_lock(&whole->bd_mutex);
	while (done < count) {
		char *p = cache_span(whole, count - done, off + *ppos, write,
				     &n);

		if (IS_ERR(p)) {
			err = PTR_ERR(p);
			break;
		}
		if (write ? copy_from_user(p, buf + done, n) :
			    copy_to_user(buf + done, p, n)) {
			err = -EFAULT;
			break;
		}
		done += n;
		*ppos += n;
	}
	mutex_unlock(&whole->bd_mutex);
	return done ? (ssize_t)done : err;
}

/* The kernel's own reads and writes of a disk or a partition (a file
 * system on it, a partition table): the same cache, len bytes at pos
 * inside it, or -errno */
int bdev_rw_kernel(struct block_device *bdev, loff_t pos, void *buf,
		   size_t len, bool write)
{
	struct block_device *whole = bdev_whole(bdev);
	size_t n;
	int err = 0;

	if (pos < 0 || pos > bdev_nr_bytes(bdev) ||
	    len > bdev_nr_bytes(bdev) - pos)
		return -EIO;
	pos += bdev_offset(bdev);
	mutex_lock(&whole->bd_mutex);
	while (len) {
		char *p = cache_span(whole, len, pos, write, &n);

		if (IS_ERR(p)) {
			err = PTR_ERR(p);
			break;
		}
		if (write)
			memcpy(p, buf, n);
		else
			memcpy(buf, p, n);
		buf = (char *)buf + n;
		pos += n;
		len -= n;
	}
	mutex_unlock(&whole->bd_mutex);
	return err;
}

static ssize_t blkdev_read(struct file *f, char __user *buf, size_t count,
			   loff_t *ppos)
{
	return blkdev_rw(f, buf, count, ppos, false);
}

static ssize_t blkdev_write(struct file *f, const char __user *buf,
			    size_t count, loff_t *ppos)
{
	return blkdev_rw(f, (char __user *)buf, count, ppos, true);
}

static loff_t blkdev_llseek(struct file *f, loff_t off, int whence)
{
	struct block_device *bdev = f->private_data;

	return fixed_size_llseek(f, off, whence, bdev_nr_bytes(bdev));
}

/* The whole disk opened: its driver's open, its cache ready
 * (disk->open_mutex held; a partition table's scan opens it so too) */
int blkdev_get_whole(struct block_device *bdev, fmode_t mode)
{
	struct gendisk *disk = bdev->bd_disk;
	int err = 0;

	if (disk->fops->open)
		err = disk->fops->open(bdev, mode);
	if (err)
		return err;
	mutex_lock(&bdev->bd_mutex);
	err = cache_init(bdev);
	if (!err)
		bdev->bd_openers++;
	mutex_unlock(&bdev->bd_mutex);
	if (err && disk->fops->release)
		disk->fops->release(disk, mode);
	return err;
}

/* The last close writes the dirty pages back (as Linux's blkdev_put()) */
void blkdev_put_whole(struct block_device *bdev, fmode_t mode)
{
	struct gendisk *disk = bdev->bd_disk;
	bool last;

	mutex_lock(&bdev->bd_mutex);
	last = --bdev->bd_openers == 0;
	mutex_unlock(&bdev->bd_mutex);
	if (last)
		sync_blockdev(bdev);
	if (disk->fops->release)
		disk->fops->release(disk, mode);
}

/*
 * The disk or partition with number dev, opened: its driver pinned, the
 * whole disk opened; ERR_PTR(-ENXIO) if nothing has the number.  What
 * opening the node does, and what mounting a file system on it does.
 * An open partition is counted (BLKRRPART is EBUSY then) and held.
 */
struct block_device *blkdev_get_by_dev(dev_t dev, fmode_t mode, void *holder)
{
	struct gendisk *disk = get_gendisk(dev);
	struct block_device *bdev;
	int err;

	(void)holder;
	if (!disk || !try_module_get(disk->fops->owner))
		return ERR_PTR(-ENXIO);
	mutex_lock(&disk->open_mutex);
	bdev = disk_get_part(disk, dev);
	err = bdev ? blkdev_get_whole(disk->part0, mode) : -ENXIO;
	if (!err && bdev->bd_partno) {
		kobject_get(&bdev->bd_kobj);
		bdev->bd_openers++;
		disk->open_partitions++;
	}
	mutex_unlock(&disk->open_mutex);
	if (err) {
		module_put(disk->fops->owner);
		return ERR_PTR(err);
	}
	return bdev;
}

void blkdev_put(struct block_device *bdev, fmode_t mode)
{
	struct gendisk *disk = bdev->bd_disk;
	struct module *owner = disk->fops->owner;

	mutex_lock(&disk->open_mutex);
	if (bdev->bd_partno) {
		bdev->bd_openers--;
		disk->open_partitions--;
	}
	blkdev_put_whole(disk->part0, mode);
	mutex_unlock(&disk->open_mutex);
	if (bdev->bd_partno)
		kobject_put(&bdev->bd_kobj);
	module_put(owner);
}

static int blkdev_open(struct inode *inode, struct file *f)
{
	struct block_device *bdev = blkdev_get_by_dev(inode->i_rdev, f->f_mode,
						      NULL);

	if (IS_ERR(bdev))
		return PTR_ERR(bdev);
	f->private_data = bdev;
	return 0;
}

static int blkdev_release(struct inode *inode, struct file *f)
{
	(void)inode;
	blkdev_put(f->private_data, f->f_mode);
	return 0;
}

const struct file_operations def_blk_fops = {
	.open = blkdev_open,
	.release = blkdev_release,
	.read = blkdev_read,
	.write = blkdev_write,
	.llseek = blkdev_llseek,
	.unlocked_ioctl = blkdev_ioctl,
};
