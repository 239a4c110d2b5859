// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ramfs/inode.c - files that live in memory only: making an inode,
 * freeing it with its last reference, and keeping a regular file's
 * bytes.  Their names are dentries (fs/dcache.c), found by the path walk
 * (fs/namei.c).  Boot modules and the contents of an initramfs become
 * files here (init/initramfs.c); /proc and /sys hold generated files
 * (fs/proc/proc_misc.c, kernel/module/sysfs.c).
 */
#include "linux/kernel.h"
#include "linux/hugetlb.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/shmem_fs.h"
#include "linux/slab.h"
#include "linux/time.h"
#include "linux/vmalloc.h"
#include "linux/xattr.h"
#include "asm/page.h"

static unsigned long last_ino = 1;	/* the root's (fs/dcache.c) */

/* The time a file's a/m/ctime take when it is touched (inode(7)) */
struct timespec64 current_time(struct inode *inode)
{
	struct timespec64 now;

	(void)inode;
	ktime_get_real_ts64(&now);
	return now;
}

/*
 * A read sets the access time, the "relatime" way Linux mounts by
 * default (mount(8)): only if it is not already later than the last
 * change, or is a day old, so that reads do not each cost a write.
 */
void touch_atime(struct inode *inode)
{
	struct timespec64 now = current_time(inode);
	struct timespec64 *a = &inode->i_atime;

	if (timespec64_compare(a, &inode->i_mtime) <= 0 ||
	    timespec64_compare(a, &inode->i_ctime) <= 0 ||
	    now.tv_sec - a->tv_sec >= 24 * 60 * 60)
		*a = now;
}

/* A write or truncation: the data and so the inode changed (inode(7)) */
void file_update_time(struct inode *inode)
{
	inode->i_mtime = inode->i_ctime = current_time(inode);
}

/*
 * A new inode for a name in dir (NULL: the kernel's own), not yet named
 * (d_instantiate() names it), one reference; owned by the caller
 * (inode_init_owner())
 */
struct inode *ramfs_get_inode(const struct inode *dir, bool is_dir)
{
	struct inode *inode = kzalloc(sizeof(*inode), GFP_KERNEL);

	if (!inode)
		return NULL;
	inode->i_ino = ++last_ino;
	inode->is_dir = is_dir;
	inode->i_nlink = is_dir ? 2 : 1;
	inode->i_count = 1;
	inode->i_shmem = dir ? dir->i_shmem : NULL;	/* charged by the caller */
	inode_init_owner(inode, dir);
	inode->i_atime = inode->i_mtime = inode->i_ctime = current_time(inode);
	/* a file made in a hugetlbfs holds huge pages (fs/hugetlbfs/) */
	if (!is_dir && inode->i_shmem && inode->i_shmem->hugetlb &&
	    hugetlbfs_init_inode(inode)) {
		kfree(inode);
		return NULL;
	}
	return inode;
}

/* Drop a reference: the last one frees the file and its bytes */
void iput(struct inode *inode)
{
	if (!inode || --inode->i_count)
		return;
	fsnotify_inoderemove(inode);
	if (inode->evict)
		inode->evict(inode);
	filemap_release(inode);
	simple_xattrs_free(inode);
	shmem_free_inode(inode->i_shmem);
	kfree(inode->i_link);
	kfree(inode);
}

/* Write len bytes at pos into a regular file: len, or -ENOMEM/-EFBIG */
long fs_write_file(struct inode *inode, size_t pos, const void *buf,
		   size_t len)
{
	return filemap_write(inode, pos, buf, len);
}

int fs_truncate(struct inode *inode, size_t size)
{
	if (is_hugetlbfs_inode(inode))
		return hugetlbfs_truncate(inode, size);
	return filemap_truncate(inode, size);
}

/* Generated files are rendered into a buffer that grows until it fits. */
static void *render(struct inode *inode, size_t *len)
{
	size_t size = PAGE_SIZE;

	for (;;) {
		char *buf = vmalloc(size);

		if (!buf)
			return NULL;
		*len = inode->show(buf, size, inode->priv);
		if (*len < size)
			return buf;
		vfree(buf);
		size = PAGE_ALIGN(*len + 1);
	}
}

void *fs_read_file(struct inode *inode, size_t *len)
{
	char *buf;

	if (inode->is_dir)
		return NULL;
	if (inode->show)
		return render(inode, len);
	buf = vmalloc(inode->size + 1);
	if (!buf)
		return NULL;
	*len = filemap_read(inode, 0, buf, inode->size);
	buf[*len] = '\0';
	return buf;
}
