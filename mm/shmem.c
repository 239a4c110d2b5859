// SPDX-License-Identifier: GPL-2.0
/*
 * mm/shmem.c - tmpfs: an in-memory file system that mount(2) makes on a
 * directory, with limits of its own (tmpfs(5)): size= bounds the pages
 * its files hold, nr_inodes= the files, directories and links in it, and
 * mode= sets its root's permissions.  A write past the limit stores what
 * fits and then fails with ENOSPC, as does creating a name once every
 * inode is taken; statfs(2) reports both counts.
 *
 * Its files are the same in-memory files as the rest of the tree (their
 * pages in mm/filemap.c, their names in fs/dcache.c); an inode knows the
 * tmpfs it is charged to (inode->i_shmem), which new inodes inherit from
 * their directory.  Mounting puts a new root dentry in the parent's list
 * in place of the directory mounted on, which stays, hidden, until the
 * umount(2) that puts it back (debugfs does the same, fs/debugfs/inode.c);
 * a second mount on the same place hides the first.  umount(2) is EBUSY
 * while anything holds a name in it (an open file, a working directory,
 * a mapping, a mount below); otherwise every file in it goes.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/hugetlb.h"
#include "linux/kdev_t.h"
#include "linux/kstrtox.h"
#include "linux/mm.h"
#include "linux/seq_buf.h"
#include "linux/shmem_fs.h"
#include "linux/slab.h"
#include "linux/stat.h"

#define FALLOC_FL_KEEP_SIZE	0x01	/* fallocate(2)'s modes */
#define FALLOC_FL_PUNCH_HOLE	0x02

static LIST_HEAD(shmem_mounts);
static unsigned int last_anon_minor = 31;	/* st_dev 0:32 and on */

/* Linux's defaults: half of memory, and as many inodes as its pages */
static unsigned long default_max(void)
{
	return totalram_pages() / 2;
}

/* size=N[kmg] or N%, of memory: pages, rounded up; nr_inodes=N[kmg] */
static int parse_number(const char *val, bool percent_ok,
			unsigned long long *n)
{
	char digits[24];
	size_t len = strlen(val);
	unsigned int shift = 0;
	char last = len ? val[len - 1] : 0;

	if (last == 'k' || last == 'K')
		shift = 10;
	else if (last == 'm' || last == 'M')
		shift = 20;
	else if (last == 'g' || last == 'G')
		shift = 30;
	else if (last == '%' && percent_ok)
		shift = 1;	/* told apart below */
	if (shift)
		len--;
	if (!len || len >= sizeof(digits))
		return -EINVAL;
	memcpy(digits, val, len);
	digits[len] = '\0';
	if (kstrtoull(digits, 10, n))
		return -EINVAL;
	if (shift == 1)		/* a percentage of memory, in bytes */
		*n = (unsigned long long)totalram_pages() * *n / 100 * PAGE_SIZE;
	else if (*n > (~0ULL >> shift))
		return -EINVAL;
	else
		*n <<= shift;
	return 0;
}

/* One option "key=value" into sb: 0, or -EINVAL said in the log */
static int parse_option(struct shmem_sb_info *sb, char *opt)
{
	char *val = strchr(opt, '=');
	unsigned long long n;
	int err = -EINVAL;

	if (val)
		*val++ = '\0';
	if (!strcmp(opt, "size") && val &&
	    !(err = parse_number(val, true, &n)))
		sb->max_blocks = (unsigned long)DIV_ROUND_UP(n, PAGE_SIZE);
	else if (!strcmp(opt, "nr_inodes") && val &&
		 !(err = parse_number(val, false, &n)))
		sb->max_inodes = (unsigned long)n;
	else if (!strcmp(opt, "mode") && val &&
		 !(err = kstrtoull(val, 8, &n)))
		sb->mode = (umode_t)(n & 07777);
	/* hugetlbfs(5)... the one page size there is (mount(8)) */
	else if (sb->hugetlb && !strcmp(opt, "pagesize") && val &&
		 !(err = parse_number(val, false, &n)) && n != HPAGE_SIZE)
		err = -EINVAL;
	if (!err)
		return 0;
	if (strcmp(opt, "size") && strcmp(opt, "nr_inodes") &&
	    strcmp(opt, "mode"))
		printk(KERN_ERR "tmpfs: Unknown parameter '%s'\n", opt);
	else
		printk(KERN_ERR "tmpfs: Bad value for '%s'\n", opt);
	return -EINVAL;
}

/* mount(2)'s data: options separated by commas (NULL: none) */
static int parse_options(struct shmem_sb_info *sb, char *options)
{
	while (options && *options) {
		char *comma = strchr(options, ',');
		int err;

		if (comma)
			*comma++ = '\0';
		err = *options ? parse_option(sb, options) : 0;
		if (err)
			return err;
		options = comma;
	}
	return 0;
}

/* The tmpfs whose root dentry is dentry, or NULL */
struct shmem_sb_info *shmem_at(const struct dentry *dentry)
{
	struct shmem_sb_info *sb;

	list_for_each_entry(sb, &shmem_mounts, list)
		if (sb->root == dentry)
			return sb;
	return NULL;
}

/* The tmpfs whose files stat(2) says are on dev, or NULL (ustat(2)) */
struct shmem_sb_info *shmem_by_dev(dev_t dev)
{
	struct shmem_sb_info *sb;

	list_for_each_entry(sb, &shmem_mounts, list)
		if (sb->s_dev == dev)
			return sb;
	return NULL;
}

/* A tmpfs's root in dir's place: dir leaves its parent's list (its
 * tree reference stays) and the new root takes its name there */
static int cover(struct shmem_sb_info *sb, struct dentry *dir)
{
	struct inode *inode = ramfs_get_inode(NULL, true);
	struct dentry *root;
	int err;

	if (!inode)
		return -ENOMEM;
	root = d_alloc(dir->d_parent, &dir->d_name);
	if (!root) {
		iput(inode);
		return -ENOMEM;
	}
	inode->i_mode = S_IFDIR | sb->mode;
	err = d_cover(dir, root, inode);
	dput(root);			/* the tree's reference stays */
	if (err) {
		iput(inode);
		return err;
	}
	inode->i_shmem = sb;
	sb->free_inodes--;		/* the root is one of them */
	sb->root = root;
	sb->covered = dir;
	return 0;
}

int shmem_mount(struct dentry *dir, const char *source, char *options,
		bool rdonly, bool hugetlb)
{
	struct shmem_sb_info *sb;
	int err;

	/* the root stays the in-memory one; /proc, /sys and /dev are where
	 * the kernel makes and removes names of its own, which must not
	 * land in a tmpfs that umount(2) empties */
	if (IS_ROOT(dir) || is_subdir(dir, fs_lookup("/proc")) ||
	    is_subdir(dir, fs_lookup("/sys")) ||
	    is_subdir(dir, fs_lookup("/dev")))
		return -EBUSY;
	sb = kzalloc(sizeof(*sb), GFP_KERNEL);
	if (!sb)
		return -ENOMEM;
	sb->max_blocks = sb->max_inodes = default_max();
	sb->mode = 01777;
	sb->rdonly = rdonly;
	sb->hugetlb = hugetlb;
	err = parse_options(sb, options);
	if (!err && !sb->max_inodes)
		err = -EINVAL;		/* not even room for its root */
	if (!err) {
		sb->source = kstrdup(source, GFP_KERNEL);
		err = sb->source ? 0 : -ENOMEM;
	}
	if (!err) {
		sb->free_inodes = sb->max_inodes;
		err = cover(sb, dir);
	}
	if (err) {
		kfree(sb->source);
		kfree(sb);
		return err;
	}
	/* a device number of its own, as Linux's anonymous ones: df(1)
	 * finds a path's mount by it */
	sb->s_dev = MKDEV(0, ++last_anon_minor);
	list_add_tail(&sb->list, &shmem_mounts);
	return 0;
}

/* The next dentry after d in a walk of root's tree (parents first), or
 * NULL: iterative, as the tree may be deeper than a kernel stack allows */
static struct dentry *next_dentry(struct dentry *d, struct dentry *root)
{
	if (!list_empty(&d->d_subdirs))
		return list_first_entry(&d->d_subdirs, struct dentry, d_child);
	for (; d != root; d = d->d_parent)
		if (d->d_child.next != &d->d_parent->d_subdirs)
			return list_entry(d->d_child.next, struct dentry,
					  d_child);
	return NULL;
}

/* Held by more than the tree: an open file, a working directory, a
 * mapping (through its file), or a name unlinked while open (its parent).
 * root is also held by umount(2)'s lookup (shmem_umount()'s caller). */
static bool busy(struct dentry *root)
{
	struct dentry *d;

	for (d = root; d; d = next_dentry(d, root))
		/* the tree's reference; root's also the caller's */
		if (d_held_elsewhere(d, d == root ? 2 : 1))
			return true;
	return false;
}

/* Remove every name under root, deepest first */
static void clear_tree(struct dentry *root)
{
	while (!list_empty(&root->d_subdirs)) {
		struct dentry *d = root;

		while (!list_empty(&d->d_subdirs))
			d = list_first_entry(&d->d_subdirs, struct dentry,
					     d_child);
		d_delete(d);
	}
}

/*
 * mount(2) MS_REMOUNT of the tmpfs at root: read-only (MS_RDONLY) or
 * writable again.  Linux refuses to make a file system read-only while
 * a file on it is open for writing (EBUSY); here such a file keeps its
 * open descriptor's writes.
 */
int shmem_remount(struct dentry *root, bool rdonly)
{
	struct shmem_sb_info *sb = shmem_at(root);

	if (!sb)
		return -EINVAL;
	sb->rdonly = rdonly;
	return 0;
}

/* Is the inode on a tmpfs mounted read-only (EROFS, Linux's IS_RDONLY)? */
bool shmem_inode_rdonly(const struct inode *inode)
{
	return inode->i_shmem && inode->i_shmem->rdonly;
}

int shmem_umount(struct dentry *root)
{
	struct shmem_sb_info *sb = shmem_at(root);
	struct dentry *dir;

	if (!sb)
		return -EINVAL;
	if (busy(root))
		return -EBUSY;
	dir = sb->covered;
	clear_tree(root);
	/* umount(2)'s lookup still holds root, and its inode goes after sb:
	 * the inode is no longer charged to sb */
	root->d_inode->i_shmem = NULL;
	d_uncover(dir, root);
	list_del(&sb->list);
	kfree(sb->source);
	kfree(sb);
	return 0;
}

/* /proc/mounts' lines for the tmpfs mounts: an option only where it is
 * not the default, as Linux shows them */
void shmem_show_mounts(struct seq_buf *s)
{
	struct shmem_sb_info *sb;
	char *path = kmalloc(PATH_MAX, GFP_KERNEL);

	if (!path)
		return;
	list_for_each_entry(sb, &shmem_mounts, list) {
		if (!d_abspath(sb->root, path, PATH_MAX))
			continue;
		seq_buf_printf(s, "%s %s %s %s,relatime", sb->source, path,
			       sb->hugetlb ? "hugetlbfs" : "tmpfs",
			       sb->rdonly ? "ro" : "rw");
		if (sb->max_blocks != default_max())
			seq_buf_printf(s, ",size=%luk",
				       sb->max_blocks * (PAGE_SIZE / 1024));
		if (sb->max_inodes != default_max())
			seq_buf_printf(s, ",nr_inodes=%lu", sb->max_inodes);
		if (sb->mode != 01777)
			seq_buf_printf(s, ",mode=%o", sb->mode);
		if (sb->hugetlb)	/* Linux's hugetlbfs_show_options() */
			seq_buf_printf(s, ",pagesize=%luM", HPAGE_SIZE >> 20);
		seq_buf_printf(s, " 0 0\n");
	}
	kfree(path);
}

/* An inode for a new name in a tmpfs (sb; NULL: not one): false if
 * every inode is taken */
bool shmem_reserve_inode(struct shmem_sb_info *sb)
{
	if (!sb)
		return true;
	if (!sb->free_inodes)
		return false;
	sb->free_inodes--;
	return true;
}

void shmem_free_inode(struct shmem_sb_info *sb)
{
	if (sb)
		sb->free_inodes++;
}

/* A page for a file of sb: false if the tmpfs is full */
bool shmem_acct_block(struct shmem_sb_info *sb)
{
	if (!sb)
		return true;
	if (sb->used_blocks >= sb->max_blocks)
		return false;
	sb->used_blocks++;
	return true;
}

void shmem_unacct_block(struct shmem_sb_info *sb)
{
	if (sb)
		sb->used_blocks--;
}

bool shmem_full(const struct shmem_sb_info *sb)
{
	return sb && sb->used_blocks >= sb->max_blocks;
}

/*
 * fallocate(2) of an in-memory file (the caller checked the file and
 * the range): mode 0 gives every hole in the range a page and grows the
 * file to its end, FALLOC_FL_KEEP_SIZE leaves the size, and with
 * FALLOC_FL_PUNCH_HOLE the range reads as zeros and its whole pages go.
 * Other modes are EOPNOTSUPP, as tmpfs's in Linux.
 */
long shmem_fallocate(struct inode *inode, int mode, loff_t offset, loff_t len)
{
	size_t end = (size_t)(offset + len);
	int err;

	if (mode & ~(FALLOC_FL_KEEP_SIZE | FALLOC_FL_PUNCH_HOLE))
		return -EOPNOTSUPP;
	err = filemap_own(inode);
	if (err)
		return err;
	if (mode & FALLOC_FL_PUNCH_HOLE) {
		filemap_punch(inode, (size_t)offset, min(end, inode->size));
		file_update_time(inode);
		return 0;
	}
	err = filemap_fill(inode, (size_t)offset >> PAGE_SHIFT,
			   (end - 1) >> PAGE_SHIFT);
	if (err)
		return err;
	if (!(mode & FALLOC_FL_KEEP_SIZE) && end > inode->size) {
		inode->size = end;
		file_update_time(inode);
	}
	return 0;
}
