// SPDX-License-Identifier: GPL-2.0
/*
 * ldd3-short.c - I/O ports and ISA memory in the manner of LDD3's
 * chapter 9 ("short"): claim a port range before touching it, read it
 * byte by byte and with the string instruction, learn that a range the
 * platform holds cannot be claimed, and look at the VGA text buffer
 * through ioremap().  The claim shows in /proc/ioports while loaded.
 * With probe=1, chapter 10's kernel-assisted probing: probe_irq_on(),
 * make the parallel port interrupt, probe_irq_off() names its line;
 * then its handler on that line counts the port's interrupts.
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/ioport.h>
#include <linux/interrupt.h>
#include <linux/delay.h>
#include <linux/atomic.h>
#include <asm/io.h>

#define SHORT_NR_PORTS	3	/* a parallel port: data, status, control */
#define VGA_TEXT	0xb8000
#define VGA_COLS	80

static unsigned long base = 0x378;
module_param(base, ulong, 0);
MODULE_PARM_DESC(base, "first I/O port of the range to claim");

static int probe;
module_param(probe, int, 0);
MODULE_PARM_DESC(probe, "1: find the port's interrupt line by probing");

/* The control register's bits (IBM PC parallel port, base + 2) */
#define SHORT_CTR_STROBE	0x01
#define SHORT_CTR_INIT		0x04	/* 0 resets the printer */
#define SHORT_CTR_SELECT	0x08
#define SHORT_CTR_INTEN		0x10	/* interrupt at the printer's ack */
#define SHORT_PULSES		3

static int short_irq = -1;
static atomic_t short_count = ATOMIC_INIT(0);

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

/* One byte strobed out with interrupts on: the printer acknowledges it
 * when the strobe ends, and the port interrupts (QEMU's does so at
 * once).  Reading the status makes it lower the line again. */
static void short_pulse(void)
{
	u8 ctr = SHORT_CTR_INTEN | SHORT_CTR_INIT | SHORT_CTR_SELECT;

	outb(0, base);
	outb(ctr | SHORT_CTR_STROBE, base + 2);
	outb(ctr, base + 2);
	udelay(5);			/* give it some time */
	inb(base + 1);
}

static irqreturn_t short_interrupt(int irq, void *dev)
{
	atomic_inc(&short_count);
	return IRQ_HANDLED;
}

/* LDD3's short_kernelprobe(), and what the probe answers without an
 * interrupt and as a mask */
static void short_kernelprobe(void)
{
	unsigned long mask;
	int count = 0;

	mask = probe_irq_on();
	pr_info("short: line 7 free to probe: %d\n", !!(mask & 0x80));
	pr_info("short: no interrupt: probe_irq_off says %d\n",
		probe_irq_off(mask));
	mask = probe_irq_on();
	short_pulse();
	pr_info("short: probe_irq_mask: %#x\n", probe_irq_mask(mask));
	do {
		mask = probe_irq_on();
		short_pulse();
		short_irq = probe_irq_off(mask);
		if (short_irq == 0) {
			pr_info("short: no irq reported by probe\n");
			short_irq = -1;
		}
	} while (short_irq < 0 && count++ < 5);
	pr_info("short: probe found irq %d\n", short_irq);
}

/* The line probed for, with a handler on it.  Only the interrupts of
 * the pulses are counted: Linux also hands the new handler the probe's
 * last interrupt, which found no handler (an edge it keeps pending and
 * sends again once a handler is there), soon after request_irq() */
static void short_use_irq(void)
{
	int i, err, before;

	err = request_irq(short_irq, short_interrupt, 0, "short", NULL);
	if (err) {
		pr_info("short: can't get irq %d: %d\n", short_irq, err);
		short_irq = -1;
		return;
	}
	msleep(10);
	before = atomic_read(&short_count);
	for (i = 0; i < SHORT_PULSES; i++)
		short_pulse();
	pr_info("short: %d pulses, %d interrupts on irq %d\n", SHORT_PULSES,
		atomic_read(&short_count) - before, short_irq);
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
	if (probe == 1)
		short_kernelprobe();
	if (short_irq > 0)
		short_use_irq();
	return 0;
}

static void __exit short_exit(void)
{
	if (short_irq > 0)
		free_irq(short_irq, NULL);
	release_region(base, SHORT_NR_PORTS);
	pr_info("short: released %#lx\n", base);
}

module_init(short_init);
module_exit(short_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("LDD3-style I/O port and ISA memory access");
