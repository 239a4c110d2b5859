// SPDX-License-Identifier: GPL-2.0
/*
 * fs/proc/fd.c - /proc/PID/fd and /proc/PID/fdinfo (proc(5)): a name
 * per descriptor the process has open.
 *
 * fd/N is a link to the descriptor's file: its path, " (deleted)" after
 * it once unlinked, "/memfd:NAME (deleted)" for a memfd_create(2) file
 * (whose name is in no directory), or for a file with no name at all
 * its kind, as Linux names them: "pipe:[INO]", "socket:[INO]",
 * "anon_inode:[eventfd]", "anon_inode:[eventpoll]", "anon_inode:inotify",
 * "anon_inode:[timerfd]", a module's anon_inode_getfile() file
 * "anon_inode:NAME"; a namespace's "uts:[4026531838]".
 * A walk through the link does not follow that text but jumps to the
 * file's own name (inode->jump, fs/namei.c), so opening fd/N opens the
 * file anew - even an unlinked one - with an offset of its own; a file
 * with no name cannot be opened there (ENXIO, Linux's answer for a
 * socket).  The link's mode says how the file is open: r-x for
 * reading, -wx for writing, rwx for both.
 *
 * fdinfo/N is text: "pos:" (the offset), "flags:" (open(2)'s flags in
 * octal as the file keeps them, O_CLOEXEC from the descriptor), "mnt_id:"
 * and "ino:", then what the file's show_fdinfo adds (an inotify watch's
 * line, an eventfd's counter).
 *
 * Descriptors come and go at every open(2) and close(2); their names
 * here are not made then, but when the directory is looked into (a
 * walk, the start of a listing: inode->refresh): names of descriptors
 * closed since go, names of new ones come, in ascending order.  Who may
 * not look into the process (ptrace_may_access()) reads neither a link
 * nor a text: EACCES, as on Linux; fd/ itself is r-x for its owner only.
 */
#include "linux/kernel.h"
#include "linux/err.h"
#include "linux/eventfd.h"
#include "linux/eventpoll.h"
#include "linux/file.h"
#include "linux/fs.h"
#include "linux/fsnotify.h"
#include "linux/net.h"
#include "linux/pipe_fs_i.h"
#include "linux/proc_ns.h"
#include "linux/ptrace.h"
#include "linux/rcupdate.h"
#include "linux/sched.h"
#include "linux/sched/task.h"
#include "linux/seq_buf.h"
#include "linux/slab.h"
#include "linux/stat.h"
#include "linux/timerfd.h"
#include "internal.h"

#define NO_FD	UINT_MAX

/* What a name in fd/ or fdinfo/ stands for: a task's descriptor */
struct fd_name {
	struct task_struct *task;
	unsigned int fd;
};

/* The lowest descriptor from fd up that the task has open, or NO_FD */
static unsigned int next_open_fd(struct task_struct *task, unsigned int fd)
{
	struct task_struct *p = proc_pid_get(task);
	struct files_struct *files = p ? p->files : NULL;
	unsigned int found = NO_FD;

	if (files) {
		spin_lock(&files->file_lock);
		for (; fd < files->max_fds; fd++)
			if (files->fd[fd]) {
				found = fd;
				break;
			}
		spin_unlock(&files->file_lock);
	}
	if (p)
		proc_pid_put();
	return found;
}

/*
 * The file behind n's descriptor, held (fput()), or NULL if it is
 * closed or its task gone; *cloexec: the descriptor's close-on-exec
 * flag.  Only for who may look into the task: -EACCES otherwise.
 */
static struct file *fd_file(const struct fd_name *n, bool *cloexec)
{
	struct task_struct *p = proc_pid_get(n->task);
	struct files_struct *files = p ? p->files : NULL;
	struct file *f = NULL;

	if (p && !ptrace_may_access(p)) {
		proc_pid_put();
		return ERR_PTR(-EACCES);
	}
	if (files) {
		spin_lock(&files->file_lock);
		if (n->fd < files->max_fds && files->fd[n->fd]) {
			f = get_file(files->fd[n->fd]);
			*cloexec = test_bit(n->fd, files->close_on_exec);
		}
		spin_unlock(&files->file_lock);
	}
	if (p)
		proc_pid_put();
	return f;
}

/*
 * The path /proc shows for a file's name: its absolute path, and
 * " (deleted)" once unlinked; a name whose directory is in no tree
 * (memfd_create(2)'s) is "/NAME (deleted)", as Linux shows a file of
 * its internal shm mount.  The length, 0 if buf is too small.
 */
size_t proc_file_path(const struct dentry *d, char *buf, size_t size)
{
	size_t len;

	if (d_unhashed(d->d_parent))
		len = snprintf(buf, size, "/%s", d->d_name.name);
	else
		len = d_abspath(d, buf, size);
	if (len && len < size && d_unhashed(d))
		len += strlcpy(buf + len, " (deleted)", size - len);
	return len < size ? len : 0;
}

/* A namespace's file (fs/nsfs.c) is called as its /proc/PID/ns link
 * reads: "uts:[4026531838]" */
static size_t ns_name(const struct ns_common *ns, char *buf, size_t size)
{
	return (size_t)snprintf(buf, size, "%s:[%u]", ns->ops->real_ns_name,
				ns->inum);
}

/* What a file with no name is called, by its kind */
static size_t anon_name(const struct file *f, char *buf, size_t size)
{
	unsigned long ino = f->f_inode ? f->f_inode->i_ino : 0;

	if (f->f_anon_name)
		return snprintf(buf, size, "anon_inode:%s", f->f_anon_name);
	if (f->f_op == &pipefifo_fops)
		return snprintf(buf, size, "pipe:[%lu]", ino);
	if (f->f_op == &socket_fops)
		return snprintf(buf, size, "socket:[%lu]", ino);
	if (f->f_op == &eventfd_fops)
		return strlcpy(buf, "anon_inode:[eventfd]", size);
	if (f->f_op == &eventpoll_fops)
		return strlcpy(buf, "anon_inode:[eventpoll]", size);
	if (f->f_op == &inotify_fops)
		return strlcpy(buf, "anon_inode:inotify", size);
	if (f->f_op == &timerfd_fops)
		return strlcpy(buf, "anon_inode:[timerfd]", size);
	return strlcpy(buf, "anon_inode:[unknown]", size);
}

static long fd_readlink(char *buf, size_t size, void *priv)
{
	bool cloexec;
	struct file *f = fd_file(priv, &cloexec);
	long len;

	if (IS_ERR_OR_NULL(f))
		return f ? PTR_ERR(f) : -ENOENT;
	if (ns_of_file(f))
		len = (long)ns_name(ns_of_file(f), buf, size);
	else if (f->f_path.dentry)
		len = (long)proc_file_path(f->f_path.dentry, buf, size);
	else
		len = (long)anon_name(f, buf, size);
	fput(f);
	return len ?: -ENAMETOOLONG;
}

/*
 * The walk goes on at the file's own name.  It runs inside
 * rcu_read_lock() (fs/namei.c), where a last fput() may not be: the
 * name is taken from the table under its lock, without a reference,
 * as the walk takes every dentry (no close on this CPU frees it before
 * the walk's caller holds it).
 */
static struct dentry *fd_jump(void *priv)
{
	const struct fd_name *n = priv;
	struct task_struct *p = proc_pid_get(n->task);
	struct files_struct *files = p ? p->files : NULL;
	struct dentry *d = ERR_PTR(-ENOENT);

	if (p && !ptrace_may_access(p))
		d = ERR_PTR(-EACCES);
	else if (files) {
		spin_lock(&files->file_lock);
		if (n->fd < files->max_fds && files->fd[n->fd])
			d = files->fd[n->fd]->f_path.dentry ?: ERR_PTR(-ENXIO);
		spin_unlock(&files->file_lock);
	}
	if (p)
		proc_pid_put();
	return d;
}

/* The link's owner as the task's other files, its mode by how the file
 * is open (Linux's tid_fd_update_inode()) */
static void fd_getattr(struct inode *inode)
{
	const struct fd_name *n = inode->priv;
	struct task_struct *p = proc_pid_get(n->task);
	struct files_struct *files = p ? p->files : NULL;
	fmode_t mode = 0;

	if (files) {
		spin_lock(&files->file_lock);
		if (n->fd < files->max_fds && files->fd[n->fd])
			mode = files->fd[n->fd]->f_mode;
		spin_unlock(&files->file_lock);
	}
	if (p)
		proc_pid_put();
	proc_pid_owner(inode, n->task);
	if (inode->readlink)
		inode->i_mode = S_IFLNK | (mode & FMODE_READ ? 0500 : 0) |
				(mode & FMODE_WRITE ? 0300 : 0);
}

/* Linux's mnt_id: 1 for the root's, where every named file is here,
 * 0 for a file of no tree (memfd's) */
static int mnt_id(const struct file *f)
{
	const struct dentry *d = f->f_path.dentry;

	return d && d_unhashed(d->d_parent) ? 0 : 1;
}

static size_t fdinfo_show(char *buf, size_t size, void *priv)
{
	struct seq_buf s = SEQ_BUF(buf, size);
	bool cloexec;
	struct file *f = fd_file(priv, &cloexec);
	unsigned int flags;

	if (IS_ERR_OR_NULL(f))
		return 0;
	/* what open(2) only acts on, the file does not keep */
	flags = f->f_flags & ~(O_CREAT | O_EXCL | O_NOCTTY | O_TRUNC);
	seq_printf(&s, "pos:\t%lld\nflags:\t0%o\nmnt_id:\t%d\nino:\t%lu\n",
		   (long long)f->f_pos, flags | (cloexec ? O_CLOEXEC : 0),
		   mnt_id(f), f->f_inode ? f->f_inode->i_ino : 0);
	if (f->f_op->show_fdinfo)
		f->f_op->show_fdinfo(&s, f);
	fput(f);
	return s.len;
}

/* fdinfo/N: opened by who may look into the task, while N is open */
static int fdinfo_may_open(void *priv)
{
	bool cloexec;
	struct file *f = fd_file(priv, &cloexec);

	if (IS_ERR(f))
		return (int)PTR_ERR(f);
	if (!f)
		return -ENOENT;
	fput(f);
	return 0;
}

static void fd_evict(struct inode *inode)
{
	struct fd_name *n = inode->priv;

	put_task_struct(n->task);
	kfree(n);
}

/* The name of descriptor fd in dir: a link (fd/) or a text (fdinfo/) */
static void fd_entry(struct dentry *dir, unsigned int fd, bool info)
{
	struct fd_name *n = kmalloc(sizeof(*n), GFP_KERNEL);
	struct inode *inode;
	struct dentry *d;
	char name[16];

	if (!n)
		return;
	snprintf(name, sizeof(name), "%u", fd);
	d = info ? fs_create_gen_at(dir, name, fdinfo_show, n) :
		   fs_create_at(dir, name, false);
	if (!d) {
		kfree(n);
		return;
	}
	n->task = get_task_struct(dir->d_inode->priv);
	n->fd = fd;
	inode = d->d_inode;
	inode->priv = n;
	inode->evict = fd_evict;
	inode->getattr = fd_getattr;
	if (info) {
		inode->i_mode = S_IFREG | 0444;
		inode->may_open = fdinfo_may_open;
	} else {
		inode->readlink = fd_readlink;
		inode->jump = fd_jump;
		inode->size = 64;	/* what stat(2) says of it on Linux */
	}
}

static bool names_fd(const struct dentry *d, unsigned int fd)
{
	char name[16];

	snprintf(name, sizeof(name), "%u", fd);
	return !strcmp(d->d_name.name, name);
}

/*
 * dir's names up to date: those that match the open descriptors in
 * order stay, from the first that does not on they go, and the
 * descriptors left get new ones, appended in order.  Inside
 * rcu_read_lock(), as fs_remove_tree() walks a list: no task removes a
 * name under this walk, nor refreshes the same directory meanwhile.
 */
static void refresh(struct dentry *dir, bool info)
{
	struct task_struct *task = dir->d_inode->priv;
	struct dentry *c, *next;
	unsigned int fd = 0, want;
	bool stale = false;

	rcu_read_lock();
	list_for_each_entry_safe(c, next, &dir->d_subdirs, d_child) {
		want = stale ? NO_FD : next_open_fd(task, fd);
		if (want != NO_FD && names_fd(c, want)) {
			fd = want + 1;
			continue;
		}
		stale = true;
		fs_remove(c);
	}
	while ((want = next_open_fd(task, fd)) != NO_FD) {
		fd_entry(dir, want, info);
		fd = want + 1;
	}
	rcu_read_unlock();
}

static void fd_refresh(struct dentry *dir)
{
	refresh(dir, false);
}

static void fdinfo_refresh(struct dentry *dir)
{
	refresh(dir, true);
}

/* fd/ (r-x for the owner only) and fdinfo/ (for all, opened by who may
 * look into the task), as Linux's modes have them */
void proc_fd_dirs(struct dentry *dir, struct task_struct *p)
{
	struct dentry *fd = proc_pid_dir(dir, p, "fd");
	struct dentry *info = proc_pid_dir(dir, p, "fdinfo");

	if (fd) {
		fd->d_inode->i_mode = S_IFDIR | 0500;
		fd->d_inode->refresh = fd_refresh;
	}
	if (info) {
		info->d_inode->refresh = fdinfo_refresh;
		info->d_inode->may_open = proc_pid_may_open_private;
	}
}
