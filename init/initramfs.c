// SPDX-License-Identifier: GPL-2.0
/*
 * init/initramfs.c - boot modules become files.
 *
 * First the archive built into the kernel (usr/initramfs_data.S: the
 * user programs) is unpacked; then every multiboot module appears in "/"
 * under its name, or, if it is a "newc" cpio archive (an initramfs, as
 * Linux unpacks), is unpacked too, directories and symbolic links and
 * all.  As in Linux, the archives are unpacked in order and a later
 * entry replaces what an earlier one left at its name (clean_path()):
 * a user's archive with its own /bin/sh wins over the kernel's.  Files
 * point into the archive's memory, which stays: nothing is copied.
 *
 * Hard links: the newc format gives every name of one file the same
 * (device, inode) pair and a link count of 2 or more; GNU cpio stores
 * the bytes with the last name and none with the others.  As
 * Linux's maybe_link() does, the first name of such a file is created and each
 * later one becomes a link to it (vfs_link()), and whichever entry has
 * the bytes gives them to the one file.  scripts/mkcpio.py packs the
 * tests' glibc programs this way: one binary under many names.
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/cpio.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/list.h"
#include "linux/slab.h"
#include "asm/page.h"

/* A file with more than one name, met under its first one; the list
 * lives while its archive is unpacked */
struct hard_link {
	struct list_head list;
	u32 ino, dev_major, dev_minor;
	struct dentry *first;
};

struct unpacking {
	const char *archive;
	struct list_head links;
};

/* A link's target is its data, without a NUL (the newc format) */
static struct dentry *__init unpack_symlink(const struct cpio_entry *e,
					    const char *name)
{
	char *target;
	struct dentry *d;

	if (!e->size || e->size >= PATH_MAX)
		return NULL;
	target = kstrndup(e->data, e->size, GFP_KERNEL);
	d = target ? fs_symlink(name, target) : NULL;
	kfree(target);
	return d;
}

/*
 * Make room for an entry of mode at name: what is there already goes,
 * unless both are directories (the later one's files join the earlier
 * one's).  A directory that still holds files stays, and the entry is
 * then reported as not made, as Linux's rmdir would refuse it.
 */
static void __init clean_path(const char *name, u32 mode)
{
	struct dentry *old = path_lookupat(NULL, name, 0);

	if (IS_ERR(old) || (S_ISDIR(mode) && old->d_inode->is_dir))
		return;
	if (old->d_inode->is_dir && !list_empty(&old->d_subdirs))
		return;
	fs_remove(old);
}

static struct hard_link *__init find_link(struct unpacking *u,
					  const struct cpio_entry *e)
{
	struct hard_link *l;

	list_for_each_entry(l, &u->links, list)
		if (l->ino == e->ino && l->dev_major == e->dev_major &&
		    l->dev_minor == e->dev_minor)
			return l;
	return NULL;
}

/* A later name of a file already unpacked: a link, and the bytes if this
 * entry has them; NULL if it cannot be made */
static struct dentry *__init link_entry(const struct hard_link *l,
					const struct cpio_entry *e,
					const char *name)
{
	struct dentry *d = fs_link(l->first, name);

	if (d && e->size) {
		d->d_inode->data = e->data;
		d->d_inode->size = e->size;
	}
	return d;
}

/* A file's first name, kept for the names after it if it has more */
static struct dentry *__init create_entry(struct unpacking *u,
					  const struct cpio_entry *e,
					  const char *name)
{
	struct dentry *d = fs_create(name, e->data, e->size);
	struct hard_link *l;

	if (!d || e->nlink < 2)
		return d;
	l = kmalloc(sizeof(*l), GFP_KERNEL);
	if (!l) {		/* its later names would be empty files */
		fs_remove(d);
		return NULL;
	}
	l->ino = e->ino;
	l->dev_major = e->dev_major;
	l->dev_minor = e->dev_minor;
	l->first = dget(d);
	list_add(&l->list, &u->links);
	return d;
}

static struct dentry *__init unpack_file(struct unpacking *u,
					 const struct cpio_entry *e,
					 const char *name)
{
	struct hard_link *l = e->nlink >= 2 ? find_link(u, e) : NULL;

	return l ? link_entry(l, e, name) : create_entry(u, e, name);
}

static int __init unpack_entry(const struct cpio_entry *e, void *ctx)
{
	const char *name = e->name;
	struct unpacking *u = ctx;
	const char *archive = u->archive;
	struct dentry *d = NULL;

	while (name[0] == '.' && name[1] == '/')
		name += 2;
	if (!strcmp(name, ".") || !*name ||
	    !(S_ISDIR(e->mode) || S_ISREG(e->mode) || S_ISLNK(e->mode)))
		return 0;
	clean_path(name, e->mode);
	if (S_ISDIR(e->mode)) {
		d = fs_mkdir_p(name);
		if (!d)
			printk(KERN_WARNING "initramfs %s: cannot make %s\n",
			       archive, name);
	} else {
		d = S_ISREG(e->mode) ? unpack_file(u, e, name) :
				       unpack_symlink(e, name);
		if (!d)
			printk(KERN_WARNING "initramfs %s: cannot create %s\n",
			       archive, name);
	}
	/* the archive's mode and owner, as Linux keeps them; not its mtime,
	 * which scripts/mkcpio.py writes as 0 to build the same archive
	 * every time: a file is as old as the boot */
	if (d) {
		d->d_inode->i_mode = (umode_t)e->mode;
		d->d_inode->i_uid = KUIDT_INIT(e->uid);
		d->d_inode->i_gid = KGIDT_INIT(e->gid);
	}
	return 0;
}

extern const char __initramfs_start[], __initramfs_end[];

static void __init unpack(const void *data, size_t len, const char *name)
{
	struct cpio_archive a = { .buf = data, .len = len };
	struct unpacking u = { .archive = name };
	struct hard_link *l, *next;

	INIT_LIST_HEAD(&u.links);
	if (cpio_for_each(&a, unpack_entry, &u))
		printk(KERN_ERR "initramfs %s: %s\n", name, a.err);
	else
		printk(KERN_INFO "initramfs %s unpacked\n", name);
	list_for_each_entry_safe(l, next, &u.links, list) {
		dput(l->first);
		kfree(l);
	}
}

static void __init add_boot_module(const struct boot_module *bm)
{
	const void *data = __va(bm->start);
	size_t len = bm->end - bm->start;

	if (cpio_is_newc(data, len)) {
		unpack(data, len, bm->name);
		return;
	}
	if (!fs_create(bm->name, data, len))
		printk(KERN_WARNING "boot module %s: cannot create /%s\n",
		       bm->name, bm->name);
}

void __init initrd_init(void)
{
	int i;

	unpack(__initramfs_start, __initramfs_end - __initramfs_start,
	       "built-in");
	for (i = 0; i < nr_boot_modules; i++)
		add_boot_module(&boot_modules[i]);
}
