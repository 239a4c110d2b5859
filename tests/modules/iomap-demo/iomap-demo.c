// SPDX-License-Identifier: GPL-2.0
/*
 * iomap-demo: one pointer type for ports and memory (LDD3 chapter 9,
 * "Using I/O ports" through ioport_map(), as its short module's
 * short_port_remap mode does).  The PC's CMOS clock answers on ports
 * 0x70 (index) and 0x71 (data): its status register A is read with
 * outb()/inb() and again through an ioport_map() cookie with
 * iowrite8()/ioread8(), and must read the same.  A memory cookie (a
 * kernel address) reads what is stored there, and a cookie that is
 * neither warns and reads all ones.
 */
#include <linux/module.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/slab.h>

#define CMOS_INDEX	0x70
#define CMOS_STATUS_A	0x0a
#define UPDATE_IN_PROGRESS 0x80	/* bit 7 of status A changes by itself */

static unsigned int status_a_by_ports(void)
{
	outb(CMOS_STATUS_A, CMOS_INDEX);
	return inb(CMOS_INDEX + 1) & ~UPDATE_IN_PROGRESS;
}

static unsigned int status_a_by_cookie(void __iomem *cmos)
{
	iowrite8(CMOS_STATUS_A, cmos);
	return ioread8(cmos + 1) & ~UPDATE_IN_PROGRESS;
}

static int __init iomap_demo_init(void)
{
	void __iomem *cmos = ioport_map(CMOS_INDEX, 2);
	u32 *word = kmalloc(sizeof(*word), GFP_KERNEL);
	unsigned int a, b;

	if (!cmos || !word) {
		kfree(word);
		return -ENOMEM;
	}
	a = status_a_by_ports();
	b = status_a_by_cookie(cmos);
	pr_info("iomap: CMOS status A by port %#x, through ioport_map %#x: %s\n",
		a, b, a == b ? "same" : "DIFFERENT");
	ioport_unmap(cmos);

	*word = 0x12345678;
	pr_info("iomap: memory cookie reads %#x\n",
		ioread32((void __iomem *)word));
	iowrite16(0xbeef, (void __iomem *)word);
	pr_info("iomap: after iowrite16 %#x\n", *word);
	kfree(word);

	pr_info("iomap: cookie 0x100 reads %#x\n",
		ioread8((void __iomem *)0x100));
	return 0;
}

static void __exit iomap_demo_exit(void)
{
	pr_info("iomap: done\n");
}

module_init(iomap_demo_init);
module_exit(iomap_demo_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("ioread8() on an ioport_map() cookie and on memory");
