// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ext2/super.c - mount -t ext2 /dev/DISK DIR, umount, and sync.
 *
 * The tree of names here is in memory (linux/dcache.h), so a mount
 * reads the disk's tree into the mount point's directory, through the
 * disk's page cache (block/bdev.c) - not all at once: a directory's
 * names, their inodes and their files' bytes are read at the
 * directory's first use (a lookup in it, a listing: read_dir(), called
 * back through fs/dcache.c d_unread()), as Linux's ext2 reads an inode
 * and a directory's blocks at their first lookup; the mount reads the
 * superblock and the root's inode only.  fs/ext2/layout.c does the
 * reading, and checks everything it reads.  From then on the files are
 * in-memory files like any other, and what is written goes to their
 * pages.  sync(2) and umount read what was not yet, then write the
 * whole tree back onto the disk (fs/ext2/writer.c), then the disk's
 * dirty pages to the driver.  A damaged superblock is refused at mount
 * with Linux's errno and an "EXT2-fs (DISK): error: ..." line; damage
 * found in a directory or inode at its first use fails that use, and
 * every later one, with EIO and such a line, and the tree is then not
 * written back (nothing on the disk is changed further).  umount of a
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
	unsigned int dir_nlink;
	/* the directories, and files of more than one name, made so far
	 * (struct seen): a second name of one is a hard link, of a
	 * directory a loop; let go once every directory is read */
	struct list_head seen;
	bool damaged;			/* found at a directory's first use */
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

/* A directory or a file of several names made, by its inode number;
 * held (dget()), so a name the user removes meanwhile stays for a link */
struct seen {
	struct list_head list;
	u32 ino;
	struct dentry *d;
};

static int remember(struct ext2_mount *m, u32 ino, struct dentry *d)
{
	struct seen *s = kmalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return -ENOMEM;
	s->ino = ino;
	s->d = dget(d);
	list_add_tail(&s->list, &m->seen);
	return 0;
}

static struct dentry *made(struct ext2_mount *m, u32 ino)
{
	struct seen *s;

	list_for_each_entry(s, &m->seen, list)
		if (s->ino == ino)
			return s->d;
	return NULL;
}

static void forget(struct ext2_mount *m)
{
	struct seen *s, *n;

	list_for_each_entry_safe(s, n, &m->seen, list) {
		dput(s->d);
		kfree(s);
	}
	INIT_LIST_HEAD(&m->seen);
}

/* The inode's attributes, bytes or target onto the new name's inode */
static int fill_inode(struct ext2_mount *m, struct inode *inode,
		      const struct ext2_inode *in)
{
	umode_t type = in->mode & S_IFMT;
	char *target;
	int err = 0;

	inode->i_mode = in->mode;
	inode->i_uid = KUIDT_INIT(in->uid);
	inode->i_gid = KGIDT_INIT(in->gid);
	if (S_ISDIR(type)) {	/* its names at its first use (read_dir()) */
		inode->i_unread_ino = in->ino;
		inode->i_nlink = in->links;
	} else if (S_ISCHR(type) || S_ISBLK(type)) {
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
			err = ext2_read_data(&m->fs, in, 0, target, in->size);
		inode->i_link = target;
	} else if (S_ISREG(type) && in->size) {
		/* kmalloc for a small file: a vmalloc maps a page anew */
		void *buf = ext2_io_alloc(in->size);

		err = buf ? ext2_read_data(&m->fs, in, 0, buf, in->size) :
			    -ENOMEM;
		if (!err && fs_write_file(inode, 0, buf, in->size) < 0)
			err = -ENOMEM;
		ext2_io_free(buf);
	}
	inode->i_atime.tv_sec = in->atime;
	inode->i_mtime.tv_sec = in->mtime;
	inode->i_ctime.tv_sec = in->ctime;
	return err;
}

/* name (len bytes) in dir, made here without a path walk: dir's names
 * are being read, and a walk would wait for that (d_unread()) */
static struct dentry *new_name(struct dentry *dir, const char *name, u32 len,
			       struct dentry *old, bool is_dir)
{
	struct dentry *d = d_alloc(dir, &(struct qstr){ name, len });
	int err;

	if (!d)
		return ERR_PTR(-ENOMEM);
	if (old)
		err = vfs_link(old, dir->d_inode, d);
	else
		err = is_dir ? vfs_mkdir(dir->d_inode, d, 0) :
			       vfs_create(dir->d_inode, d, 0);
	dput(d);	/* the tree holds it now, if it took it */
	return err ? ERR_PTR(err) : d;
}

struct loader {
	struct ext2_mount *m;
	struct dentry *dir;		/* being read */
};

/* One name of the directory being read: its inode read, made, filled;
 * a second name of a file already made is a hard link */
static int load_name(void *priv, const char *name, u32 len, u32 ino)
{
	struct loader *ld = priv;
	struct ext2_mount *m = ld->m;
	struct ext2_inode in;
	struct dentry *d, *old = NULL;
	bool many;
	int err = check_name(m, name, len);

	if (!err)
		err = ext2_iget(&m->fs, ino, &in);
	if (err)
		return err;
	many = S_ISDIR(in.mode) || in.links > 1;
	if (many)
		old = made(m, ino);
	if (old && S_ISDIR(in.mode))
		return errmsg(m->err, sizeof(m->err), -EIO,
			      "directory #%u named twice", ino);
	d = new_name(ld->dir, name, len, old, S_ISDIR(in.mode));
	if (d == ERR_PTR(-EEXIST))
		return errmsg(m->err, sizeof(m->err), -EIO,
			      "name %.*s twice in a directory", (int)len, name);
	if (IS_ERR(d) || old)
		return PTR_ERR_OR_ZERO(d);
	err = many ? remember(m, ino, d) : 0;
	return err ?: fill_inode(m, d->d_inode, &in);
}

/* Directory inode ino, read again, and still one */
static int dir_iget(struct ext2_mount *m, u32 ino, struct ext2_inode *in)
{
	int err = ext2_iget(&m->fs, ino, in);

	if (!err && !S_ISDIR(in->mode))
		err = errmsg(m->err, sizeof(m->err), -EIO,
			     ino == EXT2_ROOT_INO ?
			     "root inode is not a directory" :
			     "inode #%u is not a directory", ino);
	return err;
}

/*
 * dir's names from the disk, at its first use: each name's inode read
 * and made, a file's bytes with it; a subdirectory's names wait for its
 * own first use.  On damage the names made go again, the error stays
 * in the inode for every later use (d_unread()), a kernel line says
 * what, and the mount is marked: it will not be written back.
 */
static int read_dir(struct ext2_mount *m, struct dentry *dir)
{
	struct inode *inode = dir->d_inode;
	struct loader ld = { m, dir };
	struct ext2_inode in;
	struct dentry *child, *n;
	int err = dir_iget(m, inode->i_unread_ino, &in);

	inode->i_nlink = 2;	/* and one per subdirectory (vfs_mkdir()) */
	if (!err)
		err = ext2_readdir(&m->fs, &in, load_name, &ld);
	inode->i_unread_ino = 0;
	if (!err) {	/* its own times, not the names' making's */
		inode->i_mtime.tv_sec = in.mtime;
		inode->i_ctime.tv_sec = in.ctime;
		return 0;
	}
	list_for_each_entry_safe(child, n, &dir->d_subdirs, d_child)
		fs_remove_tree(child);
	inode->i_unread_err = err;
	m->damaged = true;
	pr_err("EXT2-fs (%s): error: %s\n", m->bdev->bd_disk->disk_name,
	       m->err[0] ? m->err : "out of memory");
	m->err[0] = 0;
	return err;
}

/* The mounted tree dir is in, the innermost (under ext2_mutex), or NULL */
static struct ext2_mount *mount_of(struct dentry *dir)
{
	struct ext2_mount *m;

	for (;; dir = dir->d_parent) {
		m = mount_at(dir);
		if (m || IS_ROOT(dir))
			return m;
	}
}

/* fs/dcache.c d_read_pending(): dir's names at their first use, if no
 * other task read them meanwhile; a directory no mount holds any more
 * (removed by umount) has none */
void ext2_read_dir(struct dentry *dir)
{
	struct ext2_mount *m;

	mutex_lock(&ext2_mutex);
	m = d_unhashed(dir) ? NULL : mount_of(dir);
	if (m && dir->d_inode->i_unread_ino)
		read_dir(m, dir);
	dir->d_inode->i_unread_ino = 0;
	mutex_unlock(&ext2_mutex);
}

/* The root's inode onto the mount point; its names at their first use */
static int read_root(struct ext2_mount *m)
{
	struct ext2_inode in;
	int err = dir_iget(m, EXT2_ROOT_INO, &in);

	if (!err)
		err = remember(m, EXT2_ROOT_INO, m->dir);
	if (!err)
		err = fill_inode(m, m->dir->d_inode, &in);
	return err;
}

/* The mount point as it was before the mount */
static void clear_tree(struct ext2_mount *m)
{
	struct dentry *child, *n;
	struct inode *inode = m->dir->d_inode;

	forget(m);
	list_for_each_entry_safe(child, n, &m->dir->d_subdirs, d_child)
		fs_remove_tree(child);
	inode->i_mode = m->dir_mode;
	inode->i_uid = m->dir_uid;
	inode->i_gid = m->dir_gid;
	inode->i_nlink = m->dir_nlink;
	inode->i_unread_ino = 0;
	inode->i_unread_err = 0;
}

static long mount_fail(struct ext2_mount *m, long err)
{
	pr_err("EXT2-fs (%s): error: %s\n", m->bdev->bd_disk->disk_name,
	       m->err);
	return err;
}

/* mount(2)'s source, as much of it as m keeps for /proc/mounts */
static long copy_source(struct ext2_mount *m, const char __user *source)
{
	long err;
	char *name = getname_alloc(source, &err);

	if (name)
		strlcpy(m->source, name, sizeof(m->source));
	__putname(name);
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
	err = copy_source(m, source);
	/* the node is only asked its device number: held that long */
	dev = err ? NULL : user_path_at(AT_FDCWD, source, &err);
	if (dev) {
		if (S_ISBLK(inode_mode(dev->d_inode)))
			rdev = dev->d_inode->i_rdev;
		else
			err = -ENOTBLK;		/* mount(2) ERRORS */
		dput(dev);
	}
	if (!err)	/* a mount point in an ext2 tree: empty on its disk? */
		err = d_unread(dir);
	if (err)
		goto out_free;
	INIT_LIST_HEAD(&m->seen);
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
	m->dir_nlink = dir->d_inode->i_nlink;
	m->io = (struct ext2_io){ ext2_io_read, ext2_io_write, ext2_io_alloc,
				  ext2_io_free, m->bdev,
				  (u64)bdev_nr_sectors(m->bdev) << 9,
				  m->err, sizeof(m->err) };
	err = ext2_fill_super(&m->fs, &m->io);
	if (!err) {
		err = read_root(m);
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

/* Every name of the tree, each directory read first if it was not:
 * the writer rewrites the whole tree.  A damaged one stays empty (the
 * mount is then not written back: write_back()). */
static int collect(struct ext2_mount *m, struct collected *c)
{
	u32 i;
	int err = collect_one(c, m->dir, 0);

	for (i = 0; i < c->n && !err; i++) {
		struct dentry *child;

		if (c->d[i]->d_inode->i_unread_ino)
			read_dir(m, c->d[i]);
		list_for_each_entry(child, &c->d[i]->d_subdirs, d_child) {
			err = collect_one(c, child, i);
			if (err)
				break;
		}
	}
	if (!err)	/* every directory read: nothing more to link to */
		forget(m);
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
	int err;

	if (m->damaged) {	/* as it was found: nothing made worse */
		pr_err("EXT2-fs (%s): error: damaged, not written back\n",
		       m->bdev->bd_disk->disk_name);
		return 0;
	}
	err = ext2_write_tree(&m->fs, &(struct ext2_wtree){ c->f, c->n,
							   tree_read });
	if (err)
		pr_err("EXT2-fs (%s): error: writing back: %s\n",
		       m->bdev->bd_disk->disk_name, m->err);
	return err ? err : sync_blockdev(m->bdev);
}

static int sync_mount(struct ext2_mount *m)
{
	struct collected c = { 0 };
	int err = collect(m, &c);

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
	err = m ? collect(m, &c) : -EINVAL;
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
	char *path = __getname();

	if (!path)
		return;
	mutex_lock(&ext2_mutex);
	list_for_each_entry(m, &ext2_mounts, list) {
		d_abspath(m->dir, path, PATH_MAX);
		seq_buf_printf(s, "%s %s ext2 rw,relatime 0 0\n", m->source,
			       path);
	}
	mutex_unlock(&ext2_mutex);
	__putname(path);
}
