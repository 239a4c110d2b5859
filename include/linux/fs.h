/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_FS_H
#define _LINUX_FS_H

#include "linux/list.h"
#include "linux/ioctl.h"	/* _IOR() and friends: Linux's fs.h has them */
#include "linux/file.h"
#include "linux/kdev_t.h"
#include "linux/uidgid.h"
#include "linux/spinlock.h"	/* rwlock_t, spinlock_t: fs.h brings them in Linux too */
/* and these, which drivers (LDD3's scull) use having included fs.h */
#include "linux/mutex.h"
#include "linux/semaphore.h"
#include "linux/wait.h"
#include "linux/workqueue.h"	/* LDD3's scull-async defers with it */
#include "linux/uidgid.h"
#include "linux/capability.h"
#include "linux/cred.h"

#include "linux/dcache.h"
#include "linux/time64.h"
#include "linux/uio.h"	/* READ, WRITE and struct iov_iter, as in Linux's fs.h */
#include "linux/uidgid.h"
#include "linux/sched/signal.h"	/* Linux's brings it (percpu-rwsem.h): send_sig_info() */
#include "linux/slab.h"	/* Linux 6.1's includes it: drivers kmalloc() unnamed */

/*
 * The longest path name, its NUL counted: Linux's 4096 (limits.h,
 * path_resolution(7)).  A kernel stack is 8 KiB, so a buffer of one is
 * never a local: __getname() gives one from the names_cache
 * (fs/dcache.c), __putname() gives it back.
 */
#define PATH_MAX	4096

char *__getname(void);
void __putname(const char *name);

/*
 * A file: what it is, not what it is called (its names are dentries,
 * linux/dcache.h).  A regular file keeps its bytes in pages (i_data,
 * mm/filemap.c), or, until it is first written, truncated or mapped,
 * points at them in the boot image (data: a boot module, or a file
 * inside an initramfs archive); or it is generated when read (/proc,
 * /sys): show() writes its text into buf and returns the full length,
 * which may exceed size (the reader then retries with a bigger buffer).
 * An inode lives while a dentry names it (i_count); i_nlink is how many
 * names it has, as stat(2) shows.
 */
struct file_operations;
struct cdev;
struct page;
struct fsnotify_mark;

/* A file's pages by index (Linux's struct address_space, simplified) */
struct address_space {
	struct page **pages;	/* vmalloc'd; NULL slots are holes */
	unsigned long nr;	/* slots */
	unsigned long nrpages;	/* slots holding a page */
};

/* The largest size a file may have here (truncate(2), write(2): EFBIG);
 * Linux's i386 limit is larger (MAX_LFS_FILESIZE), its size is 64-bit */
#define FILE_SIZE_MAX	0x7fffffffUL

/* A generated file's text: at most size bytes of it into buf, its length
 * returned; priv is what the file was made with (fs_create_gen()) */
typedef size_t (*gen_show_t)(char *buf, size_t size, void *priv);

struct inode {
	unsigned long i_ino;		/* a number of its own (stat(2)) */
	bool is_dir;
	unsigned int i_nlink;		/* names (a directory: 2 + subdirs) */
	int i_count;			/* dentries holding it */
	struct timespec64 i_atime, i_mtime, i_ctime;
	const void *data;		/* boot image bytes, not yet in i_data */
	size_t size;
	struct address_space i_data;	/* a regular file's pages */
	gen_show_t show;
	/* who may open a generated file, asked at open(2): 0 or -errno
	 * (/proc/PID/maps: only who may look into the process) */
	int (*may_open)(void *priv);
	/* a generated file may take writes: store() gets each one */
	long (*store)(const char *buf, size_t len, void *priv);
	/* a generated link's target (/proc/PID/exe), its length; 0: none */
	long (*readlink)(char *buf, size_t size, void *priv);
	/* a link the walk does not follow by its text but jumps through
	 * to a name (/proc/PID/fd/N: the open file's own, even one in no
	 * directory, as Linux's nd_jump_link()): the dentry or ERR_PTR */
	struct dentry *(*jump)(void *priv);
	/* a directory whose names mirror something else (/proc/PID/fd:
	 * the descriptors open now): brought up to date before a walk
	 * looks a name up in it and when a listing of it starts */
	void (*refresh)(struct dentry *dir);
	char *i_link;			/* a symlink(2)'s target (kmalloc'd) */
	void *priv;
	/* what a file system keeps for its file: a sysfs file's kobject,
	 * a debugfs file's data, as Linux modules read it (i_private) */
	void *i_private;
	const struct file_operations *fops;	/* a device's, or NULL */
	dev_t i_rdev;			/* a device node's number (mknod(2)) */
	struct cdev *i_cdev;		/* its driver's, once opened */
	/* type and permission bits; 0: its kind's (fs/stat.c inode_mode()) */
	umode_t i_mode;
	/* its owner and group (fs/namei.c inode_init_owner()) */
	kuid_t i_uid;
	kgid_t i_gid;
	/* brings i_mode and size up to date before stat(2) reads them (a
	 * /proc entry's module may change them after making it) */
	void (*getattr)(struct inode *inode);
	struct pipe *i_pipe;	/* a FIFO's pipe while it is open (fs/fifo.c) */
	/* open files that may write it (fs/file.c): finit_module(2) of it
	 * is ETXTBSY while there are any (Linux's deny_write_access()) */
	int i_writecount;
	/* and those open for reading only: a write lease wants none but
	 * its own (fs/locks.c, Linux's i_readcount) */
	int i_readcount;
	/* the tmpfs it is charged to (mm/shmem.c), NULL: the root's */
	struct shmem_sb_info *i_shmem;
	/* lets go of what priv holds when the last reference goes (iput()):
	 * a /proc/PID inode's task (fs/proc/base.c) */
	void (*evict)(struct inode *inode);
	/* its extended attributes, newest first (fs/xattr.c) */
	struct simple_xattr *i_xattrs;
	/* memfd_create(2)'s F_SEAL_* (mm/memfd.c); 0 for other files */
	unsigned int i_seals;
	/* the inotify watches of it (fs/notify/fsnotify.c) */
	struct fsnotify_mark *i_fsnotify_marks;
	/* a directory whose names are still on its disk: its inode number
	 * there (fs/ext2/super.c), until its first use reads them
	 * (d_unread()); then 0, and i_unread_err what stopped the read */
	u32 i_unread_ino;
	int i_unread_err;
};

/* A file that asked for SIGIO (O_ASYNC), on its driver's list */
struct fasync_struct {
	int fa_fd;
	struct fasync_struct *fa_next;
	struct file *fa_file;
};

/* fs/fcntl.c */
int fasync_helper(int fd, struct file *f, int on, struct fasync_struct **fapp);
void kill_fasync(struct fasync_struct **fapp, int sig, int band);
long setfl(int fd, struct file *f, unsigned long arg);
long f_setown(struct file *f, int pid);
long f_setsig(struct file *f, unsigned long sig);
long f_getown_ex(struct file *f, void __user *arg);
long f_setown_ex(struct file *f, const void __user *arg);

/* What stat(2) says of its type and permissions, and of its device
 * (fs/stat.c) */
umode_t inode_mode(const struct inode *inode);
dev_t inode_dev(const struct inode *inode);

static inline unsigned int imajor(const struct inode *inode)
{
	return MAJOR(inode->i_rdev);
}

static inline unsigned int iminor(const struct inode *inode)
{
	return MINOR(inode->i_rdev);
}

static inline struct inode *file_inode(const struct file *f)
{
	return f->f_inode;
}

/*
 * The dentry an open file was reached through (LDD3's silly.c finds its
 * minor with iminor(file_dentry(filp)->d_inode)).  Linux 6.1 asks
 * d_real for an overlayfs file's lower dentry; there is no overlayfs
 * here, so it is f_path's.  A pipe has none: NULL.
 */
static inline struct dentry *file_dentry(const struct file *f)
{
	return f->f_path.dentry;
}

/* lseek(2)'s whence */
#define SEEK_SET	0
#define SEEK_CUR	1
#define SEEK_END	2
#define SEEK_DATA	3	/* the next data at or after the offset */
#define SEEK_HOLE	4	/* the next hole at or after it */

/* The llseek methods a file_operations may name (fs/read_write.c) */
int whence_base(const struct file *f, int whence, loff_t eof, loff_t *base);
loff_t generic_file_llseek_size(struct file *f, loff_t off, int whence,
				loff_t maxsize, loff_t eof);
loff_t fixed_size_llseek(struct file *f, loff_t off, int whence,
			 loff_t size);
loff_t generic_file_llseek(struct file *f, loff_t off, int whence);
loff_t default_llseek(struct file *f, loff_t off, int whence);
loff_t noop_llseek(struct file *f, loff_t off, int whence);
loff_t no_llseek(struct file *f, loff_t off, int whence);
ssize_t simple_read_from_buffer(void __user *to, size_t count, loff_t *ppos,
				const void *from, size_t available);
ssize_t simple_write_to_buffer(void *to, size_t available, loff_t *ppos,
			       const void __user *from, size_t count);
/* open: the inode's i_private becomes the file's private_data */
/* fs/dcache.c: the name f was opened by, in buf (ERR_PTR() if none fits) */
char *file_path(struct file *f, char *buf, int buflen);
int simple_open(struct inode *inode, struct file *f);

/*
 * A file showing one number that get() reads, in fmt, and taking one
 * that set() stores (either may be NULL: EACCES), as Linux's simple_attr
 * (fs/libfs.c); DEFINE_SIMPLE_ATTRIBUTE() makes its file_operations.
 */
int simple_attr_open(struct inode *inode, struct file *f,
		     int (*get)(void *, u64 *), int (*set)(void *, u64),
		     const char *fmt);
int simple_attr_release(struct inode *inode, struct file *f);
ssize_t simple_attr_read(struct file *f, char __user *buf, size_t len,
			 loff_t *ppos);
ssize_t simple_attr_write(struct file *f, const char __user *buf,
			  size_t len, loff_t *ppos);

#define DEFINE_SIMPLE_ATTRIBUTE(__fops, __get, __set, __fmt)		\
static int __fops##_open(struct inode *inode, struct file *f)		\
{									\
	return simple_attr_open(inode, f, __get, __set, __fmt);		\
}									\
static const struct file_operations __fops = {				\
	.owner = THIS_MODULE,						\
	.open = __fops##_open,						\
	.release = simple_attr_release,					\
	.read = simple_attr_read,					\
	.write = simple_attr_write,					\
	.llseek = generic_file_llseek,					\
}

ssize_t vfs_read(struct file *f, char __user *buf, size_t count,
		 loff_t *pos);
ssize_t vfs_write(struct file *f, const char __user *buf, size_t count,
		  loff_t *pos);
/* the same from or to a kernel buffer (splice(2), sendfile(2)) */
ssize_t kernel_read(struct file *f, void *buf, size_t count, loff_t *pos);
ssize_t kernel_write(struct file *f, const void *buf, size_t count,
		     loff_t *pos);

/* The most one read(2) or write(2) moves: larger counts shrink to it */
#define MAX_RW_COUNT	0x7ffff000UL

/*
 * One read or write in progress, as read_iter/write_iter see it: the
 * file, where in it (ki_pos: the method moves it past what it did, and
 * the caller stores it back in f_pos or pread(2)'s own position), and
 * how (IOCB_*).  Every call here is synchronous: ki_complete is never
 * set, and a method returns its count or errno, never -EIOCBQUEUED.
 */
struct kiocb {
	struct file *ki_filp;
	loff_t ki_pos;
	void (*ki_complete)(struct kiocb *iocb, long ret);
	void *private;
	int ki_flags;
	u16 ki_ioprio;
};

/* ki_flags, Linux's values */
#define IOCB_HIPRI	0x1	/* RWF_HIPRI */
#define IOCB_DSYNC	0x2	/* O_DSYNC, RWF_DSYNC */
#define IOCB_SYNC	0x4	/* __O_SYNC, RWF_SYNC */
#define IOCB_NOWAIT	0x8	/* RWF_NOWAIT */
#define IOCB_APPEND	0x10	/* O_APPEND: a write goes at the end */
#define IOCB_DIRECT	0x20000	/* O_DIRECT */
#define IOCB_WRITE	0x40000	/* Linux 6.1's bit 18: a write (unused here) */

static inline bool is_sync_kiocb(struct kiocb *kiocb)
{
	return !kiocb->ki_complete;
}

static inline void init_sync_kiocb(struct kiocb *kiocb, struct file *filp)
{
	*kiocb = (struct kiocb){
		.ki_filp = filp,
		.ki_flags = (filp->f_flags & O_APPEND) ? IOCB_APPEND : 0,
	};
}

struct iov_iter;
ssize_t vfs_iter_read(struct file *f, struct iov_iter *iter, loff_t *ppos,
		      int flags);
ssize_t vfs_iter_write(struct file *f, struct iov_iter *iter, loff_t *ppos,
		       int flags);
/* read_iter/write_iter on the file's page cache (mm/filemap.c), for a
 * method that has nothing of its own to do (LDD3's scull-async) */
ssize_t generic_file_read_iter(struct kiocb *iocb, struct iov_iter *to);
ssize_t generic_file_write_iter(struct kiocb *iocb, struct iov_iter *from);

/*
 * Character devices (fs/char_dev.c): a major's range of minors is
 * registered under a name (/proc/devices), and a struct cdev
 * (linux/cdev.h) gives numbers their operations.  register_chrdev()
 * does both for minors 0-255; major 0 asks for a free major, returned.
 */
#define CHRDEV_MAJOR_MAX	512
int register_chrdev_region(dev_t from, unsigned int count, const char *name);
int alloc_chrdev_region(dev_t *dev, unsigned int baseminor,
			unsigned int count, const char *name);
void unregister_chrdev_region(dev_t from, unsigned int count);
int register_chrdev(unsigned int major, const char *name,
		    const struct file_operations *fops);
void unregister_chrdev(unsigned int major, const char *name);
extern const struct file_operations def_chr_fops;
extern const struct file_operations def_blk_fops;	/* block/bdev.c */
extern const struct file_operations def_fifo_fops;	/* fs/fifo.c */
/* Switch f to fops (pinning fops->owner) and run its open */
int open_with_fops(struct inode *inode, struct file *f,
		   const struct file_operations *fops);
struct seq_buf;
void chrdev_show(struct seq_buf *s);

/* Permission checks (fs/namei.c): what is asked of a file */
#define MAY_EXEC	0x1
#define MAY_WRITE	0x2
#define MAY_READ	0x4
int generic_permission(struct inode *inode, int mask);
int inode_permission(struct inode *inode, int mask);
bool inode_owner_or_capable(const struct inode *inode);
void inode_init_owner(struct inode *inode, const struct inode *dir);
int may_create(struct inode *dir);
int may_delete(struct inode *dir, struct inode *victim);
int may_open(struct inode *inode, int flags);
int may_set_times(struct inode *inode, bool to_now);
int may_linkat(struct inode *inode);

/* ramfs (fs/ramfs/inode.c): a new inode, and a file's bytes */
struct inode *ramfs_get_inode(const struct inode *dir, bool is_dir);
void iput(struct inode *inode);
struct timespec64 current_time(struct inode *inode);
void touch_atime(struct inode *inode);
void file_update_time(struct inode *inode);
long fs_write_file(struct inode *inode, size_t pos, const void *buf,
		   size_t len);
int fs_truncate(struct inode *inode, size_t size);
bool inode_keeps_bytes(const struct inode *inode);	/* fs/open.c */
int open_path_flags(int flags);
struct dentry *vfs_tmpfile(struct dentry *dir, umode_t mode);
long open_found(struct dentry *d, int flags, int oflags);
extern const struct file_operations ramfs_fops;	/* a file's bytes */

/*
 * Path walk (fs/namei.c).  path_lookupat() resolves path from start
 * (the root if NULL or if path is absolute): the dentry, or ERR_PTR.
 * LOOKUP_FOLLOW follows a symbolic link at the end too; filename_create()
 * makes a directory's name with LOOKUP_DIRECTORY ("name/" allowed).
 * The others restrict the walk as openat2(2)'s RESOLVE_* flags say
 * (Linux's values): LOOKUP_BENEATH and LOOKUP_IN_ROOT take start as
 * the root.
 */
#define LOOKUP_FOLLOW		0x0001
#define LOOKUP_DIRECTORY	0x0002
#define LOOKUP_NO_SYMLINKS	0x010000
#define LOOKUP_NO_MAGICLINKS	0x020000
#define LOOKUP_NO_XDEV		0x040000
#define LOOKUP_BENEATH		0x080000
#define LOOKUP_IN_ROOT		0x100000
#define LOOKUP_CACHED		0x200000
#define LOOKUP_IS_SCOPED	(LOOKUP_BENEATH | LOOKUP_IN_ROOT)
struct dentry *path_lookupat(struct dentry *start, const char *path,
			     unsigned int flags);
struct dentry *lookup_one(struct dentry *dir, const char *name);
struct dentry *filename_create(struct dentry *start, const char *path,
			       unsigned int flags);
int vfs_create(struct inode *dir, struct dentry *dentry, umode_t mode);
int vfs_mkdir(struct inode *dir, struct dentry *dentry, umode_t mode);
int vfs_unlink(struct inode *dir, struct dentry *dentry);
long kernel_unlink(struct dentry *start, const char *path);
int vfs_rmdir(struct inode *dir, struct dentry *dentry);
int vfs_link(struct dentry *old, struct inode *dir, struct dentry *dentry);
int vfs_symlink(struct inode *dir, struct dentry *dentry, const char *target);
long inode_readlink(const struct inode *inode, char *buf, size_t size);

static inline bool inode_is_symlink(const struct inode *inode)
{
	return inode->i_link || inode->readlink;
}

/* a /proc link to a process's file rather than to a name (fs/proc/base.c) */
bool proc_magic_link(const struct inode *inode);

/*
 * The kernel's own files by path, relative to the root (fs/libfs.c):
 * each returns the new name (which the tree keeps: no reference is
 * passed) or NULL.
 */
struct dentry *fs_lookup(const char *path);
struct dentry *fs_mkdir_p(const char *path);
struct dentry *fs_create(const char *path, const void *data, size_t size);
struct dentry *fs_create_gen(const char *path, gen_show_t show, void *priv);
struct dentry *fs_create_gen_at(struct dentry *dir, const char *name,
				gen_show_t show, void *priv);
struct dentry *fs_create_dev(const char *path,
			     const struct file_operations *fops);
struct dentry *fs_create_at(struct dentry *dir, const char *name,
			    bool is_dir);
struct dentry *fs_symlink(const char *path, const char *target);
struct dentry *fs_link(struct dentry *old, const char *path);
bool file_unlinked(const struct file *f);
void fs_remove(struct dentry *dentry);
void fs_remove_tree(struct dentry *dentry);
/* ext2 on a disk (fs/ext2/super.c) */
struct seq_buf;
long ext2_mount(const char __user *source, struct dentry *dir);
long ext2_umount(struct dentry *dir);
void ext2_sync_all(void);
void ext2_mounts_show(struct seq_buf *s);
bool ext2_holds(const struct dentry *dentry);
void ext2_read_dir(struct dentry *dir);
/* a directory's names read before their first use (fs/dcache.c) */
int d_unread(struct dentry *dir);
void d_read_pending(void);
/* /proc/mounts: what is mounted now (fs/namespace.c) */
size_t mounts_show(char *buf, size_t size, void *priv);
/* is something mounted on the directory (fs/namespace.c)? */
bool is_mount_point(struct dentry *dentry);
/* /proc/filesystems, and what sysfs(2) numbers (fs/filesystems.c) */
size_t filesystems_show(char *buf, size_t size, void *priv);
/* Read a whole file; returns a vmalloc'd buffer to vfree() or NULL. */
void *fs_read_file(struct inode *inode, size_t *len);

/* The page cache (mm/filemap.c) */
struct page *find_or_create_page(struct inode *inode, unsigned long index);
int filemap_own(struct inode *inode);
const void *filemap_bytes(struct inode *inode, size_t pos, size_t len,
			  size_t *n);
size_t filemap_read(struct inode *inode, size_t pos, void *buf, size_t len);
const void *filemap_vmap(struct inode *inode);
long filemap_write(struct inode *inode, size_t pos, const void *buf,
		   size_t len);
int filemap_truncate(struct inode *inode, size_t size);
int filemap_fill(struct inode *inode, unsigned long first, unsigned long last);
void filemap_punch(struct inode *inode, size_t start, size_t end);
void filemap_release(struct inode *inode);
unsigned long filemap_pages(void);
bool filemap_cached(struct inode *inode, unsigned long index);

#endif /* _LINUX_FS_H */
