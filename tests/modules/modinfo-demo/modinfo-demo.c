// SPDX-License-Identifier: GPL-2.0
/*
 * modinfo-demo: what linux-kernel-module-cheat's module_info, mmap and
 * scull modules take from Linux 6.1's headers: THIS_MODULE->version
 * (MODULE_VERSION(), also /sys/module/modinfo_demo/version),
 * virt_to_phys() through asm-generic/io.h, and the lines scull copies
 * from a NAME.mod.c (BUILD_SALT, its own vermagic tag, which must be the
 * kernel's for the module to load).  tests/kernel/test_modinfo_version.py
 * compares its lines with Linux's.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt
#define INCLUDE_VERMAGIC

#include <asm-generic/io.h>
#include <linux/build-salt.h>
#include <linux/compiler.h>
#include <linux/module.h>
#include <linux/slab.h>
#include <linux/vermagic.h>

MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("MODULE_VERSION, asm-generic/io.h, build-salt.h");
MODULE_VERSION("1.0");
MODULE_INFO(asdf, "qwer");	/* a tag of one's own: modinfo shows it */

static int __init modinfo_demo_init(void)
{
	void *p = kmalloc(64, GFP_KERNEL);
	phys_addr_t phys;

	if (unlikely(!p))
		return -ENOMEM;
	phys = virt_to_phys(p);
	pr_info("name = %s\n", THIS_MODULE->name);
	pr_info("version = %s\n", THIS_MODULE->version);
	pr_info("phys_to_virt(virt_to_phys(p)) == p: %d, offset in page %d\n",
		phys_to_virt(phys) == p,
		((unsigned long)p & ~PAGE_MASK) == (phys & ~PAGE_MASK));
	kfree(p);
	return 0;
}

static void __exit modinfo_demo_exit(void)
{
	pr_info("gone\n");
}

module_init(modinfo_demo_init);
module_exit(modinfo_demo_exit);

BUILD_SALT;
MODULE_INFO(vermagic, VERMAGIC_STRING);
