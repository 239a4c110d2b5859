// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ext2/super.c - mount -t ext2 /dev/DISK DIR, umount, and sync.
 *
 * The tree of names here is in memory (linux/dcache.h): there is no
 * lookup that goes to a disk.  So a mount reads the disk's whole tree
 * once, through the disk's page cache (block/bdev.c), into the mount
 * point's directory: every name, inode and file's bytes
 * (fs/ext2/layout.c does the reading, and checks everything it reads);
 * from then on the files are in-memory files like any other, and what
 * is written goes to their pages.  sync(2) and umount write the whole
 * tree back onto the disk (fs/ext2/writer.c), then the disk's dirty
 * pages to the driver.  A damaged disk is refused at mount with
 * Linux's errno and an "EXT2-fs (DISK): error: ..." line.  umount of a
 * tree in use (an open file, a working directory in it) is EBUSY, and
 * the disk stays open while mounted, so its driver cannot be removed.
 * docs/block.md says what this costs against Linux's ext2.
 */
#include "linux/fcntl.h"
#include "linux/kernel.h"
#include "linux/blkdev.h"
#include "linux/err.h"
#include "linux/errmsg.h"
#include "linux/fs.h"
#include "linux/mutex.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/syscalls.h"
#include "linux/vmalloc.h"
#include "ext2.h"

struct ext2_mount {
	struct list_head list;
	struct dentry *dir;		/* the mount point */
	struct block_device *bdev;
	struct ext2_io io;
	struct ext2_fs fs;
	char source[64];		/* as mount(2) was given it */
	/* the mount point's own, which the disk's root covers until umount */
	umode_t dir_mode;
	kuid_t dir_uid;
	kgid_t dir_gid;
	char err[128];
};

static LIST_HEAD(ext2_mounts);
static DEFINE_MUTEX(ext2_mutex);

static int ext2_io_read(void *ctx, u64 off, void *buf, u32 len)
{
	return bdev_rw_kernel(ctx, off, buf, len, false);
}

static int ext2_io_write(void *ctx, u64 off, const void *buf, u32 len)
{
	return bdev_rw_kernel(ctx, off, (void *)buf, len, true);
}

/* a block or a bitmap: kmalloc; a table of every inode: vmalloc */
static void *ext2_io_alloc(u32 size)
{
	return size <= PAGE_SIZE ? kzalloc(size ? size : 1, GFP_KERNEL) :
				   vzalloc(size);
}

static void ext2_io_free(void *p)
{
	if ((unsigned long)p >= VMALLOC_START)
		vfree(p);
	else
		kfree(p);
}

static struct ext2_mount *mount_at(struct dentry *dir)
{
	struct ext2_mount *m;

	list_for_each_entry(m, &ext2_mounts, list)
		if (m->dir == dir)
			return m;
	return NULL;
}

/*
 * Is dentry in a mounted ext2 tree?  The writer (fs/ext2/writer.c)
 * writes no extended attribute blocks, so fs/xattr.c refuses to keep
 * attributes there (EOPNOTSUPP, what Linux's ext2 built without
 * CONFIG_EXT2_FS_XATTR says) rather than lose them at umount.
 */
bool ext2_holds(const struct dentry *dentry)
{
	struct ext2_mount *m;
	bool held = false;

	mutex_lock(&ext2_mutex);
	list_for_each_entry(m, &ext2_mounts, list)
		held |= is_subdir(dentry, m->dir);
	mutex_unlock(&ext2_mutex);
	return held;
}

/* A name the tree can hold: no '/', not "." or "..", short enough */
static int check_name(struct ext2_mount *m, const char *name, u32 len)
{
	if (len > NAME_MAX)
		return errmsg(m->err, sizeof(m->err), -ENAMETOOLONG,
			      "name of %u bytes: this kernel takes %u", len,
			      NAME_MAX);
	if (!len || memchr(name, '/', len) || memchr(name, 0, len) ||
	    (len <= 2 && !memcmp(name, "..", len)))
		return errmsg(m->err, sizeof(m->err), -EIO,
			      "bad name in a directory");
	return 0;
}

/* A directory still to read, or a file already made (hard links,
 * directory loops) */
struct seen {
	struct list_head list;
	u32 ino;
	struct dentry *d;
};

struct loader {
	struct ext2_mount *m;
	struct dentry *dir;		/* being read */
	struct list_head todo, made;
};

static int remember(struct list_head *head, u32 ino, struct dentry *d)
{
	struct seen *s = kmalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return -ENOMEM;
	s->ino = ino;
	s->d = d;
	list_add_tail(&s->list, head);
	return 0;
}

static struct dentry *made(struct loader *ld, u32 ino)
{
	struct seen *s;

	list_for_each_entry(s, &ld->made, list)
		if (s->ino == ino)
			return s->d;
	return NULL;
}

/* The inode's attributes, bytes or target onto the new name's inode */
static int fill_inode(struct loader *ld, struct inode *inode,
		      const struct ext2_inode *in)
{
	umode_t type = in->mode & S_IFMT;
	char *target;
	int err = 0;

	inode->i_mode = in->mode;
	inode->i_uid = KUIDT_INIT(in->uid);
	inode->i_gid = KGIDT_INIT(in->gid);
	if (S_ISCHR(type) || S_ISBLK(type)) {
		inode->fops = S_ISCHR(type) ? &def_chr_fops : &def_blk_fops;
		inode->i_rdev = new_decode_dev(ext2_inode_rdev(in));
	} else if (S_ISFIFO(type)) {
		inode->fops = &def_fifo_fops;
	} else if (S_ISLNK(type)) {
		target = kzalloc(in->size + 1, GFP_KERNEL);
		if (!target)
			return -ENOMEM;
		if (in->size < 60)	/* a fast link: in the block slots */
			memcpy(target, in->block, in->size);
		else
			err = ext2_read_data(&ld->m->fs, in, 0, target, in->size);
		inode->i_link = target;
	} else if (S_ISREG(type) && in->size) {
		void *buf = vmalloc(in->size);

		err = buf ? ext2_read_data(&ld->m->fs, in, 0, buf, in->size) :
			    -ENOMEM;
		if (!err && fs_write_file(inode, 0, buf, in->size) < 0)
			err = -ENOMEM;
		vfree(buf);
	}
	inode->i_atime.tv_sec = in->atime;
	inode->i_mtime.tv_sec = in->mtime;
	inode->i_ctime.tv_sec = in->ctime;
	return err;
}

/* A second name of a file already made: a hard link */
static int link_name(struct loader *ld, struct dentry *old, const char *name)
{
	struct dentry *d = filename_create(ld->dir, name, false);

	if (IS_ERR(d))
		return errmsg(ld->m->err, sizeof(ld->m->err), -EIO,
			      "name %s twice in a directory", name);
	vfs_link(old, ld->dir->d_inode, d);
	dput(d);
	return 0;
}

/* One name of the directory being read: made, and filled */
static int load_name(void *priv, const char *name, u32 len, u32 ino)
{
	struct loader *ld = priv;
	struct ext2_mount *m = ld->m;
	char buf[NAME_MAX + 1];
	struct ext2_inode in;
	struct dentry *d, *old;
	int err = check_name(m, name, len);

	if (err)
		return err;
	memcpy(buf, name, len);
	buf[len] = 0;
	err = ext2_iget(&m->fs, ino, &in);
	if (err)
		return err;
	old = made(ld, ino);
	if (old && S_ISDIR(in.mode))
		return errmsg(m->err, sizeof(m->err), -EIO,
			      "directory #%u named twice", ino);
	if (old)
		return link_name(ld, old, buf);
	d = fs_create_at(ld->dir, buf, S_ISDIR(in.mode));
	if (!d)
		return errmsg(m->err, sizeof(m->err), -EIO,
			      "name %s twice in a directory", buf);
	err = remember(&ld->made, ino, d);
	if (!err && S_ISDIR(in.mode))
		err = remember(&ld->todo, ino, d);
	return err ? err : fill_inode(ld, d->d_inode, &in);
}

static void forget(struct list_head *head)
{
	struct seen *s, *n;

	list_for_each_entry_safe(s, n, head, list)
		kfree(s);
	INIT_LIST_HEAD(head);
}

/* The disk's tree into the mount point, breadth first */
static int load_tree(struct ext2_mount *m)
{
	struct loader ld = { .m = m };
	struct ext2_inode in;
	int err;

	INIT_LIST_HEAD(&ld.todo);
	INIT_LIST_HEAD(&ld.made);
	err = remember(&ld.todo, EXT2_ROOT_INO, m->dir);
	if (!err)
		err = remember(&ld.made, EXT2_ROOT_INO, m->dir);
	while (!err && !list_empty(&ld.todo)) {
		struct seen *s = list_first_entry(&ld.todo, struct seen, list);

		ld.dir = s->d;
		err = ext2_iget(&m->fs, s->ino, &in);
		if (!err && !S_ISDIR(in.mode))
			err = errmsg(m->err, sizeof(m->err), -EIO,
				     "root inode is not a directory");
		if (!err)
			err = ext2_readdir(&m->fs, &in, load_name, &ld);
		if (!err && s->d == m->dir) {	/* the root's own attributes */
			m->dir->d_inode->i_mode = in.mode;
			m->dir->d_inode->i_uid = KUIDT_INIT(in.uid);
			m->dir->d_inode->i_gid = KGIDT_INIT(in.gid);
		}
		list_del(&s->list);
		kfree(s);
	}
	forget(&ld.todo);
	forget(&ld.made);
	return err;
}

/* The mount point as it was before the mount */
static void clear_tree(struct ext2_mount *m)
{
	struct dentry *child, *n;

	list_for_each_entry_safe(child, n, &m->dir->d_subdirs, d_child)
		fs_remove_tree(child);
	m->dir->d_inode->i_mode = m->dir_mode;
	m->dir->d_inode->i_uid = m->dir_uid;
	m->dir->d_inode->i_gid = m->dir_gid;
}

static long mount_fail(struct ext2_mount *m, long err)
{
	pr_err("EXT2-fs (%s): error: %s\n", m->bdev->bd_disk->disk_name,
	       m->err);
	return err;
}

/* mount(2) of type ext2: source a block device node, dir empty */
long ext2_mount(const char __user *source, struct dentry *dir)
{
	struct ext2_mount *m = kzalloc(sizeof(*m), GFP_KERNEL);
	struct dentry *dev;
	dev_t rdev = 0;
	long err;

	if (!m)
		return -ENOMEM;
	err = getname(m->source, source);
	/* the node is only asked its device number: held that long */
	dev = err ? NULL : user_path_at(AT_FDCWD, source, &err);
	if (dev) {
		if (S_ISBLK(inode_mode(dev->d_inode)))
			rdev = dev->d_inode->i_rdev;
		else
			err = -ENOTBLK;		/* mount(2) ERRORS */
		dput(dev);
	}
	if (err)
		goto out_free;
	mutex_lock(&ext2_mutex);
	if (mount_at(dir) || !list_empty(&dir->d_subdirs)) {
		err = -EBUSY;
		goto out_unlock;
	}
	m->bdev = blkdev_get_by_dev(rdev,
				    FMODE_READ | FMODE_WRITE, m);
	if (IS_ERR(m->bdev)) {
		err = PTR_ERR(m->bdev);
		goto out_unlock;
	}
	m->dir = dir;
	m->dir_mode = dir->d_inode->i_mode;
	m->dir_uid = dir->d_inode->i_uid;
	m->dir_gid = dir->d_inode->i_gid;
	m->io = (struct ext2_io){ ext2_io_read, ext2_io_write, ext2_io_alloc,
				  ext2_io_free, m->bdev,
				  (u64)bdev_nr_sectors(m->bdev) << 9,
				  m->err, sizeof(m->err) };
	err = ext2_fill_super(&m->fs, &m->io);
	if (!err) {
		err = load_tree(m);
		if (err)
			ext2_put_super(&m->fs);
	}
	if (err) {
		err = mount_fail(m, err);
		clear_tree(m);
		blkdev_put(m->bdev, FMODE_READ | FMODE_WRITE);
		goto out_unlock;
	}
	dget(dir);		/* the mount's: umount lets go */
	list_add_tail(&m->list, &ext2_mounts);
	mutex_unlock(&ext2_mutex);
	return 0;
out_unlock:
	mutex_unlock(&ext2_mutex);
out_free:
	kfree(m);
	return err;
}

/* The mounted tree, breadth first: parents before their files */
struct collected {
	struct dentry **d;
	struct ext2_wfile *f;
	u32 n, max;
};

static int collect_one(struct collected *c, struct dentry *d, u32 parent)
{
	struct inode *inode = d->d_inode;
	struct ext2_wfile *f;
	u32 i;

	if (c->n == c->max) {
		u32 max = c->max ? 2 * c->max : 64;
		struct dentry **nd = krealloc(c->d, max * sizeof(*nd), GFP_KERNEL);
		struct ext2_wfile *nf;

		if (!nd)
			return -ENOMEM;
		c->d = nd;
		nf = krealloc(c->f, max * sizeof(*nf), GFP_KERNEL);
		if (!nf)
			return -ENOMEM;
		c->f = nf;
		c->max = max;
	}
	f = &c->f[c->n];
	memset(f, 0, sizeof(*f));
	f->parent = parent;
	f->name = d->d_name.name;
	f->name_len = d->d_name.len;
	f->link = c->n;
	for (i = 0; i < c->n && !inode->is_dir; i++)
		if (c->d[i]->d_inode == inode) {
			f->link = i;
			break;
		}
	f->mode = inode_mode(inode);
	f->uid = __kuid_val(inode->i_uid);
	f->gid = __kgid_val(inode->i_gid);
	f->size = inode_is_symlink(inode) && inode->i_link ?
		  strlen(inode->i_link) : inode->size;
	f->rdev = new_encode_dev(inode->i_rdev);
	f->atime = inode->i_atime.tv_sec;
	f->mtime = inode->i_mtime.tv_sec;
	f->ctime = inode->i_ctime.tv_sec;
	f->priv = inode;
	c->d[c->n++] = d;
	return 0;
}

static int collect(struct collected *c, struct dentry *root)
{
	u32 i;
	int err = collect_one(c, root, 0);

	for (i = 0; i < c->n && !err; i++) {
		struct dentry *child;

		list_for_each_entry(child, &c->d[i]->d_subdirs, d_child) {
			err = collect_one(c, child, i);
			if (err)
				break;
		}
	}
	return err;
}

static int tree_read(void *priv, u32 pos, void *buf, u32 len)
{
	struct inode *inode = priv;

	if (inode->i_link) {
		memcpy(buf, inode->i_link + pos, len);
		return 0;
	}
	return filemap_read(inode, pos, buf, len) == len ? 0 : -EIO;
}

/* The tree onto the disk, then the disk's pages to its driver */
static int write_back(struct ext2_mount *m, struct collected *c)
{
	int err = ext2_write_tree(&m->fs, &(struct ext2_wtree){ c->f, c->n,
							       tree_read });

	if (err)
		pr_err("EXT2-fs (%s): error: writing back: %s\n",
		       m->bdev->bd_disk->disk_name, m->err);
	return err ? err : sync_blockdev(m->bdev);
}

static int sync_mount(struct ext2_mount *m)
{
	struct collected c = { 0 };
	int err = collect(&c, m->dir);

	if (!err)
		err = write_back(m, &c);
	kfree(c.d);
	kfree(c.f);
	return err;
}

/* sync(2): every mounted ext2 written back */
void ext2_sync_all(void)
{
	struct ext2_mount *m;

	mutex_lock(&ext2_mutex);
	list_for_each_entry(m, &ext2_mounts, list)
		sync_mount(m);
	mutex_unlock(&ext2_mutex);
}

/* In use: a name held by more than the tree and its own names (an open
 * file, a working directory); the mount point (c->d[0], collect()) is
 * also held by the mount and by umount(2)'s lookup */
static bool tree_busy(struct collected *c)
{
	u32 i;

	for (i = 0; i < c->n; i++)
		if (d_held_elsewhere(c->d[i], i ? 1 : 3))
			return true;
	return false;
}

/* umount(2) of an ext2 mount point: -EINVAL if dir is not one */
long ext2_umount(struct dentry *dir)
{
	struct collected c = { 0 };
	struct ext2_mount *m;
	long err;

	mutex_lock(&ext2_mutex);
	m = mount_at(dir);
	err = m ? collect(&c, dir) : -EINVAL;
	if (!err && tree_busy(&c))
		err = -EBUSY;
	if (!err)
		err = write_back(m, &c);
	kfree(c.d);
	kfree(c.f);
	if (!err) {
		list_del(&m->list);
		clear_tree(m);
		ext2_put_super(&m->fs);
		blkdev_put(m->bdev, FMODE_READ | FMODE_WRITE);
		dput(m->dir);
		kfree(m);
	}
	mutex_unlock(&ext2_mutex);
	return err;
}

/* /proc/mounts' lines of the ext2 mounts */
void ext2_mounts_show(struct seq_buf *s)
{
	struct ext2_mount *m;
	char path[PATH_MAX];

	mutex_lock(&ext2_mutex);
	list_for_each_entry(m, &ext2_mounts, list) {
		d_abspath(m->dir, path, sizeof(path));
		seq_buf_printf(s, "%s %s ext2 rw,relatime 0 0\n", m->source,
			       path);
	}
	mutex_unlock(&ext2_mutex);
}
