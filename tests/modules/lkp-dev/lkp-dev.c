// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/lkp-dev/lkp-dev.c - the device and memory calls Linux
 * Kernel Programming's drivers make, reached through the headers they
 * include: a misc device that names the file it was opened by
 * (file_path()), an _IOR() command number taken apart (linux/fs.h
 * brings linux/ioctl.h), platform devices registered as a table
 * (platform_add_devices(), its undoing when one of them fails), the
 * count of the opener's mappings (mm->map_count, against a walk of
 * mm->mmap), a page frame number from asm/io.h alone (PHYS_PFN()) and
 * where the kernel put this module (MODULES_VADDR..MODULES_END) and
 * its fixmap (FIXADDR_SIZE).  IS_ERR() comes from linux/slab.h.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/kernel.h>
#include <linux/slab.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/platform_device.h>
#include <linux/mm.h>
#include <linux/sched.h>
#include <asm/io.h>
#include <asm/fixmap.h>

/* a command number as a driver's header defines one */
#define LKPDEV_GET_MAPS	_IOR('k', 1, int)

static int count_maps(const struct mm_struct *mm)
{
	const struct vm_area_struct *v;
	int n = 0;

	for (v = mm->mmap; v; v = v->vm_next)
		n++;
	return n;
}

static int lkpdev_open(struct inode *inode, struct file *filp)
{
	char *buf = kmalloc(PATH_MAX, GFP_KERNEL);
	char *name;

	if (!buf)
		return -ENOMEM;
	name = file_path(filp, buf, PATH_MAX);
	pr_info("open: %s map_count=%d walked=%d\n",
		IS_ERR(name) ? "?" : name, current->mm->map_count,
		count_maps(current->mm));
	kfree(buf);
	return 0;
}

static const struct file_operations lkpdev_fops = {
	.owner = THIS_MODULE,
	.open = lkpdev_open,
};

static struct miscdevice lkpdev_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "lkpdev",
	.fops = &lkpdev_fops,
	.mode = 0666,
};

static void lkpdev_release(struct device *dev)
{
}

#define LKP_PDEV(nm, n) { .name = (nm), .id = (n), \
			  .dev = { .release = lkpdev_release } }

static struct platform_device pdev_a = LKP_PDEV("lkpplat", 0);
static struct platform_device pdev_b = LKP_PDEV("lkpplat", 1);
static struct platform_device pdev_c = LKP_PDEV("lkpplat", 2);
static struct platform_device pdev_a_again = LKP_PDEV("lkpplat", 0);
static struct platform_device *kept[] = { &pdev_a, &pdev_b };
/* the second name is taken: pdev_c must be unregistered again */
static struct platform_device *clash[] = { &pdev_c, &pdev_a_again };

static void show_layout(void)
{
	void *page = (void *)__get_free_page(GFP_KERNEL);
	unsigned long me = (unsigned long)show_layout;

	pr_info("ioctl: type=%c nr=%u size=%u read=%d\n",
		_IOC_TYPE(LKPDEV_GET_MAPS), _IOC_NR(LKPDEV_GET_MAPS),
		_IOC_SIZE(LKPDEV_GET_MAPS),
		_IOC_DIR(LKPDEV_GET_MAPS) == _IOC_READ);
	pr_info("layout: module_in_region=%d fixaddr_size_ok=%d pfn_ok=%d\n",
		me >= MODULES_VADDR && me < MODULES_END,
		FIXADDR_SIZE > 0 && FIXADDR_TOP == FIXADDR_START + FIXADDR_SIZE,
		page && PHYS_PFN(virt_to_phys(page)) ==
			page_to_pfn(virt_to_page(page)));
	free_page((unsigned long)page);
}

static int __init lkp_dev_init(void)
{
	int err = platform_add_devices(kept, ARRAY_SIZE(kept));

	pr_info("platform: table of 2: %d\n", err);
	if (err)
		return err;
	pr_info("platform: clashing table: %d\n",
		platform_add_devices(clash, ARRAY_SIZE(clash)));
	show_layout();
	err = misc_register(&lkpdev_misc);
	if (err) {
		platform_device_unregister(&pdev_b);
		platform_device_unregister(&pdev_a);
	}
	return err;
}

static void __exit lkp_dev_exit(void)
{
	misc_deregister(&lkpdev_misc);
	platform_device_unregister(&pdev_b);
	platform_device_unregister(&pdev_a);
}

module_init(lkp_dev_init);
module_exit(lkp_dev_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("file_path, platform_add_devices, map_count, PHYS_PFN, MODULES_VADDR");
