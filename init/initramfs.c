// SPDX-License-Identifier: GPL-2.0
/*
 * init/initramfs.c - boot modules become files.
 *
 * Every multiboot module appears in "/" under its name; one that is a
 * "newc" cpio archive (an initramfs, as Linux unpacks) is unpacked
 * instead, directories and all.  Files point into the module's memory,
 * which stays reserved: nothing is copied.
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/cpio.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "asm/page.h"

static int __init unpack_entry(const struct cpio_entry *e, void *ctx)
{
	const char *name = e->name;
	const char *archive = ctx;

	while (name[0] == '.' && name[1] == '/')
		name += 2;
	if (!strcmp(name, ".") || !*name)
		return 0;
	if (S_ISDIR(e->mode)) {
		if (!fs_mkdir_p(name))
			printk(KERN_WARNING "initramfs %s: cannot make %s\n",
			       archive, name);
	} else if (S_ISREG(e->mode)) {
		if (!fs_create(name, e->data, e->size))
			printk(KERN_WARNING "initramfs %s: cannot create %s\n",
			       archive, name);
	}
	return 0;
}

static void __init add_boot_module(const struct boot_module *bm)
{
	const void *data = __va(bm->start);
	size_t len = bm->end - bm->start;
	struct cpio_archive a = { .buf = data, .len = len };

	if (cpio_is_newc(data, len)) {
		if (cpio_for_each(&a, unpack_entry, (void *)bm->name))
			printk(KERN_ERR "initramfs %s: %s\n", bm->name, a.err);
		else
			printk(KERN_INFO "initramfs %s unpacked\n", bm->name);
		return;
	}
	if (!fs_create(bm->name, data, len))
		printk(KERN_WARNING "boot module %s: cannot create /%s\n",
		       bm->name, bm->name);
}

void __init initrd_init(void)
{
	int i;

	for (i = 0; i < nr_boot_modules; i++)
		add_boot_module(&boot_modules[i]);
}
