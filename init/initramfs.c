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
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/cpio.h"
#include "linux/err.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "asm/page.h"

/* A link's target is its data, without a NUL (the newc format) */
static struct dentry *__init unpack_symlink(const struct cpio_entry *e,
					    const char *name)
{
	char target[PATH_MAX];

	if (!e->size || e->size >= sizeof(target))
		return NULL;
	memcpy(target, e->data, e->size);
	target[e->size] = '\0';
	return fs_symlink(name, target);
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

static int __init unpack_entry(const struct cpio_entry *e, void *ctx)
{
	const char *name = e->name;
	const char *archive = ctx;
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
		d = S_ISREG(e->mode) ? fs_create(name, e->data, e->size) :
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

	if (cpio_for_each(&a, unpack_entry, (void *)name))
		printk(KERN_ERR "initramfs %s: %s\n", name, a.err);
	else
		printk(KERN_INFO "initramfs %s unpacked\n", name);
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
