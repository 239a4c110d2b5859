// SPDX-License-Identifier: GPL-2.0
/*
 * ldd3-short.c - I/O ports and ISA memory in the manner of LDD3's
 * chapter 9 ("short"): claim a port range before touching it, read it
 * byte by byte and with the string instruction, learn that a range the
 * platform holds cannot be claimed, and look at the VGA text buffer
 * through ioremap().  The claim shows in /proc/ioports while loaded.
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/ioport.h>
#include <asm/io.h>

#define SHORT_NR_PORTS	3	/* a parallel port: data, status, control */
#define VGA_TEXT	0xb8000
#define VGA_COLS	80

static unsigned long base = 0x378;
module_param(base, ulong, 0);
MODULE_PARM_DESC(base, "first I/O port of the range to claim");

static void short_read_ports(void)
{
	u8 twice[2];
	int i;

	for (i = 0; i < SHORT_NR_PORTS; i++)
		pr_info("short: port %#lx reads %#04x\n", base + i,
			inb(base + i));
	insb(base + 1, twice, sizeof(twice));
	pr_info("short: insb of %#lx: %#04x %#04x\n", base + 1, twice[0],
		twice[1]);
}

/* Bus addresses where a PCI card's BAR would be, near 4 GiB, but no
 * card is: mapped all the same, and read (real PCI hardware answers
 * all ones, a master abort; QEMU answers 0). */
static void short_read_hole(void)
{
	void __iomem *hole = ioremap(0xfebc0000, 0x1000);

	if (!hole) {
		pr_info("short: ioremap of 0xfebc0000 failed\n");
		return;
	}
	pr_info("short: 0xfebc0000 reads %#x\n", ioread32(hole));
	iounmap(hole);
}

/* The characters of the screen's top row: every other byte is colour. */
static void short_read_screen(void)
{
	void __iomem *vga = ioremap(VGA_TEXT, VGA_COLS * 2);
	char row[VGA_COLS + 1];
	int i;

	if (!vga) {
		pr_info("short: ioremap of the VGA text buffer failed\n");
		return;
	}
	for (i = 0; i < VGA_COLS; i++)
		row[i] = readb(vga + 2 * i);
	for (row[i] = '\0'; i > 0 && row[i - 1] == ' '; i--)
		row[i - 1] = '\0';
	pr_info("short: screen row 0: \"%s\"\n", row);
	iounmap(vga);
	short_read_hole();
}

static int __init short_init(void)
{
	if (!request_region(base, SHORT_NR_PORTS, "short")) {
		pr_info("short: can't get I/O port address %#lx\n", base);
		return -ENODEV;
	}
	short_read_ports();
	if (!request_region(0x3f8, 8, "short"))
		pr_info("short: ports 0x3f8-0x3ff are busy\n");
	if (!request_mem_region(VGA_TEXT, VGA_COLS * 2, "short"))
		pr_info("short: memory %#x is busy\n", VGA_TEXT);
	short_read_screen();
	return 0;
}

static void __exit short_exit(void)
{
	release_region(base, SHORT_NR_PORTS);
	pr_info("short: released %#lx\n", base);
}

module_init(short_init);
module_exit(short_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LDD3-style I/O port and ISA memory access");
