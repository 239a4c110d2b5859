// SPDX-License-Identifier: GPL-2.0
/*
 * fs/ramfs/inode.c - a tree of files in memory, rooted at "/".
 *
 * Boot modules and the contents of an initramfs become files here
 * (init/initramfs.c); /proc and /sys hold generated files (fs/proc/proc_misc.c,
 * kernel/module/main.c).  Paths are separated by '/', relative to the root.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/fs.h"
#include "linux/slab.h"
#include "linux/vmalloc.h"
#include "asm/page.h"

enum resolve_mode { LOOKUP, LOOKUP_LINK, MKDIR_P, CREATE };

/* links followed in one lookup before giving up (Linux: 40,
 * path_resolution(7)); each costs a frame of walk() on the kernel stack,
 * and no link here points at another link more than once */
#define MAX_LINKS	4

static unsigned long last_ino = 1;

static struct inode root = {
	.name = "/",
	.ino = 1,
	.is_dir = true,
	.children = LIST_HEAD_INIT(root.children),
	.sibling = LIST_HEAD_INIT(root.sibling),
};

/* Copy the next component of path into name; NULL if it is too long. */
static const char *next_component(const char *path, char *name)
{
	size_t len = 0;

	while (*path == '/')
		path++;
	while (path[len] && path[len] != '/')
		len++;
	if (len > NAME_MAX)
		return NULL;
	memcpy(name, path, len);
	name[len] = '\0';
	return path + len;
}

static bool is_last_component(const char *rest)
{
	while (*rest == '/')
		rest++;
	return !*rest;
}

static struct inode *find_child(struct inode *dir, const char *name)
{
	struct inode *i;

	list_for_each_entry(i, &dir->children, sibling)
		if (!strcmp(i->name, name))
			return i;
	return NULL;
}

static struct inode *alloc_inode(struct inode *dir, const char *name,
				 bool is_dir)
{
	struct inode *inode = kzalloc(sizeof(*inode), GFP_KERNEL);

	if (!inode)
		return NULL;
	strlcpy(inode->name, name, sizeof(inode->name));
	inode->ino = ++last_ino;
	inode->is_dir = is_dir;
	INIT_LIST_HEAD(&inode->children);
	inode->parent = dir;
	inode_init_owner(inode, dir);
	list_add_tail(&inode->sibling, &dir->children);
	return inode;
}

/* "." stays, ".." goes up (the root is its own parent, path_resolution(7)) */
static struct inode *dot_entry(struct inode *cur, const char *name)
{
	if (!strcmp(name, "."))
		return cur;
	if (!strcmp(name, ".."))
		return cur->parent ? cur->parent : cur;
	return NULL;
}

static struct inode *walk(struct inode *start, const char *path,
			  enum resolve_mode mode, int links);

/*
 * A symbolic link's target, looked up from the directory holding the
 * link (path_resolution(7)); the only links are generated ones
 * (/proc/self, /proc/PID/exe: inode->readlink).
 */
static struct inode *follow(struct inode *dir, struct inode *link, int links)
{
	char target[PATH_MAX];

	if (links >= MAX_LINKS ||
	    !link->readlink(target, sizeof(target), link->priv))
		return NULL;
	return walk(dir, target, LOOKUP, links + 1);
}

/*
 * Walk path from start (the root if NULL or if path is absolute),
 * following links on the way and, unless LOOKUP_LINK, at the end.
 * MKDIR_P makes missing directories on the way; CREATE does too and
 * then makes the last component a new file (failing if it exists).
 */
static struct inode *walk(struct inode *start, const char *path,
			  enum resolve_mode mode, int links)
{
	struct inode *cur = start && *path != '/' ? start : &root;
	char name[NAME_MAX + 1];

	for (;;) {
		struct inode *child;
		bool last;

		path = next_component(path, name);
		if (!path)
			return NULL;
		if (!name[0])
			return mode == CREATE ? NULL : cur;
		child = dot_entry(cur, name);
		if (!child)
			child = find_child(cur, name);
		last = is_last_component(path);
		if (child && child->readlink && !(last && mode == LOOKUP_LINK)) {
			child = follow(cur, child, links);
			if (!child)
				return NULL;	/* dangling, or a loop */
		}
		if (last && mode == CREATE)
			return child ? NULL : alloc_inode(cur, name, false);
		if (!child && (mode == LOOKUP || mode == LOOKUP_LINK))
			return NULL;
		if (!child)
			child = alloc_inode(cur, name, true);
		if (!child || last)
			return child;
		if (!child->is_dir)
			return NULL;
		cur = child;
	}
}

static struct inode *resolve(struct inode *start, const char *path,
			     enum resolve_mode mode)
{
	return walk(start, path, mode, 0);
}

/* path itself, not what it links to (lstat(2), readlink(2)) */
struct inode *fs_lookup_link_at(struct inode *dir, const char *path)
{
	return resolve(dir, path, LOOKUP_LINK);
}

struct inode *fs_lookup(const char *path)
{
	return resolve(NULL, path, LOOKUP);
}

struct inode *fs_lookup_at(struct inode *dir, const char *path)
{
	return resolve(dir, path, LOOKUP);
}

struct inode *fs_mkdir_p(const char *path)
{
	struct inode *dir = resolve(NULL, path, MKDIR_P);

	return dir && dir->is_dir ? dir : NULL;
}

/* A new empty entry named by path's last component, in its directory */
struct inode *fs_create_at(struct inode *dir, const char *path, bool is_dir)
{
	char name[NAME_MAX + 1];
	const char *slash = strrchr(path, '/');
	struct inode *parent = dir;

	if (slash) {
		char up[PATH_MAX];

		if ((size_t)(slash - path) >= sizeof(up))
			return NULL;
		memcpy(up, path, slash - path);
		up[slash - path] = '\0';
		parent = resolve(dir, *up ? up : "/", LOOKUP);
		path = slash + 1;
	}
	if (!parent || !parent->is_dir || !next_component(path, name) ||
	    !name[0] || dot_entry(parent, name) || find_child(parent, name))
		return NULL;
	return alloc_inode(parent, name, is_dir);
}

/* The absolute path of inode into buf; its length, or 0 if too long */
size_t fs_path(struct inode *inode, char *buf, size_t size)
{
	size_t len;

	if (!inode->parent)
		return strlcpy(buf, "/", size) < size ? 1 : 0;
	len = fs_path(inode->parent, buf, size);
	if (!len)
		return 0;
	if (len > 1)
		len += strlcpy(buf + len, "/", size - len);
	len += strlcpy(buf + len, inode->name, size - len);
	return len < size ? len : 0;
}

struct inode *fs_create(const char *path, const void *data, size_t size)
{
	struct inode *inode = resolve(NULL, path, CREATE);

	if (inode) {
		inode->data = data;
		inode->size = size;
	}
	return inode;
}

struct inode *fs_create_gen(const char *path,
			    size_t (*show)(char *, size_t, void *), void *priv)
{
	struct inode *inode = resolve(NULL, path, CREATE);

	if (inode) {
		inode->show = show;
		inode->priv = priv;
	}
	return inode;
}
EXPORT_SYMBOL(fs_create_gen);

struct inode *fs_create_dev(const char *path,
			    const struct file_operations *fops)
{
	struct inode *inode = resolve(NULL, path, CREATE);

	if (inode)
		inode->fops = fops;
	return inode;
}

void fs_remove(struct inode *inode)
{
	list_del(&inode->sibling);
	filemap_release(inode);
	kfree(inode);
}
EXPORT_SYMBOL(fs_remove);

/* Write len bytes at pos into a regular file: len, or -ENOMEM/-EFBIG */
long fs_write_file(struct inode *inode, size_t pos, const void *buf,
		   size_t len)
{
	return filemap_write(inode, pos, buf, len);
}

int fs_truncate(struct inode *inode, size_t size)
{
	return filemap_truncate(inode, size);
}

void fs_remove_tree(struct inode *inode)
{
	struct inode *child, *n;

	list_for_each_entry_safe(child, n, &inode->children, sibling)
		fs_remove_tree(child);
	fs_remove(inode);
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
