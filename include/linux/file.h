/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/file.h - open files and the per-process descriptor table.
 *
 * A struct file is one open(2) of a name (f_path, which holds a
 * reference on its dentry) and so of its inode (f_inode): its
 * position, its flags, and the operations that read and write it,
 * with Linux's signatures: the inode's own (a device: /dev/null,
 * /dev/console...), or those of ramfs files and directories (fs/open.c).
 * dup(2), fork(2), a mapping and a system call in progress each hold
 * a reference (f_count); the last fput() releases it.
 */
#ifndef _LINUX_FILE_H
#define _LINUX_FILE_H

#include "linux/types.h"
#include "linux/dcache.h"
#include "linux/fcntl.h"
#include "linux/fdtable.h"
#include "linux/resource.h"
#include "linux/uidgid.h"
#include "asm/uaccess.h"


struct inode;
struct file;
struct poll_table_struct;
struct module;
struct vm_area_struct;
struct kiocb;
struct iov_iter;
struct seq_buf;

/*
 * Linux's member names and signatures, so a module's designated
 * initializer compiles unchanged.  owner is the module the functions
 * live in: an open file holds a reference on it (fs/char_dev.c takes
 * it, fput() drops it), so rmmod says "in use" until the last close.
 * A NULL llseek means the file cannot seek (lseek(2): ESPIPE).
 */
struct file_operations {
	struct module *owner;
	loff_t (*llseek)(struct file *, loff_t, int);
	ssize_t (*read)(struct file *, char __user *, size_t, loff_t *);
	ssize_t (*write)(struct file *, const char __user *, size_t,
			 loff_t *);
	/* the same through an iov_iter (include/linux/uio.h): the one
	 * method readv(2) and read(2) alike can use; a file may give
	 * either or both (fs/read_write.c) */
	ssize_t (*read_iter)(struct kiocb *, struct iov_iter *);
	ssize_t (*write_iter)(struct kiocb *, struct iov_iter *);
	long (*unlocked_ioctl)(struct file *, unsigned int, unsigned long);
	int (*open)(struct inode *, struct file *);
	int (*release)(struct inode *, struct file *);
	/* the events ready now (include/linux/poll.h) */
	__poll_t (*poll)(struct file *, struct poll_table_struct *);
	/* map the file into a process (mmap2(2) of the file) */
	int (*mmap)(struct file *, struct vm_area_struct *);
	unsigned long (*get_unmapped_area)(struct file *, unsigned long,
					   unsigned long, unsigned long,
					   unsigned long);
	/* O_ASYNC turned on or off (fcntl(2) F_SETFL; fs/fcntl.c) */
	int (*fasync)(int, struct file *, int);
	/* the lines of /proc/PID/fdinfo/N after ino: (fs/proc/fd.c);
	 * Linux's prints into a seq_file, the kernel's own files here
	 * into a seq_buf */
	void (*show_fdinfo)(struct seq_buf *m, struct file *f);
};

/*
 * f_mode: what this open may do, Linux's bits.  FMODE_READ/WRITE come
 * from open(2)'s access mode; a file may seek (lseek(2)) and be read or
 * written at a position (pread(2)) until nonseekable_open() says not.
 */
#define FMODE_READ	0x1
#define FMODE_WRITE	0x2
#define FMODE_LSEEK	0x4
#define FMODE_PREAD	0x8
#define FMODE_PWRITE	0x10
/* the file tells no inotify watch of its use (an open that failed) */
#define FMODE_NONOTIFY	0x4000000

/* Who gets SIGIO for an O_ASYNC file (fcntl(2) F_SETOWN) */
struct fown_struct {
	int pid;		/* > 0 a process, < 0 a process group, 0 none */
	int signum;		/* F_SETSIG's; 0: SIGIO */
	/* who set the owner: the signal goes only where they could
	 * send it (fs/fcntl.c sigio_perm()) */
	kuid_t uid, euid;
};

struct file {
	const struct file_operations *f_op;
	struct path f_path;		/* the name opened; NULL: a pipe */
	struct inode *f_inode;		/* f_path.dentry->d_inode */
	loff_t f_pos;
	unsigned int f_flags;		/* O_* from open(2) */
	fmode_t f_mode;			/* FMODE_* */
	struct fown_struct f_owner;
	/* f_lock (Linux's) protects the changes of f_flags after open
	 * (F_SETFL, FASYNC: setfl(), fasync_helper()) and f_owner
	 * (F_SETOWN, F_SETSIG), which kill_fasync() reads from interrupts:
	 * interrupts off.  Inside fasync_lock (fs/fcntl.c), outside
	 * tasklist_lock and siglock (the SIGIO sent under it) */
	spinlock_t f_lock;
	atomic_t f_count;		/* descriptors, mappings, calls in it */
	void *private_data;		/* a snapshot, a pipe... */
	size_t private_len;
	/* the epoll items watching this file, gone with its last
	 * close (fs/eventpoll.c eventpoll_release()) */
	struct list_head f_ep;
	/* anon_inode_getfile()'s name (fs/anon_inodes.c), a copy freed
	 * with the file: /proc/PID/fd's "anon_inode:NAME" */
	const char *f_anon_name;
};

struct file *alloc_file(struct dentry *dentry,
			const struct file_operations *op, unsigned int flags);
/* fs/open.c: a file of a dentry already looked up and checked */
struct file *dentry_open(struct dentry *d, int flags, unsigned int fmode,
			 long *err);
void fput(struct file *f);

/* Another reference on a file already held (a dup, a mapping, a poll) */
static inline struct file *get_file(struct file *f)
{
	atomic_inc(&f->f_count);
	return f;
}

int nonseekable_open(struct inode *inode, struct file *f);

/* fs/locks.c: fcntl(2)'s record locks, and their end with a close */
long fcntl_lock(struct file *f, unsigned int cmd, unsigned long arg);
void locks_remove_posix(struct file *f, struct files_struct *files);
void locks_remove_file(struct file *f);
/* and leases (fcntl(2) "Leases"), broken by a conflicting open(2) */
#define F_SETLEASE	1024
#define F_GETLEASE	1025
long fcntl_setlease(unsigned int fd, struct file *f, unsigned long arg);
long fcntl_getlease(struct file *f);
int break_lease(struct inode *inode, unsigned int flags);
void dev_init(void);
struct dentry *dev_node(const char *path, const struct file_operations *fops,
			dev_t dev, umode_t mode);
void tty_init(void);

extern const struct file_operations tty_fops, null_fops, zero_fops,
	random_fops;

#endif /* _LINUX_FILE_H */
