// SPDX-License-Identifier: GPL-2.0
/*
 * bkl-hold: what goes on on CPU 0 while another CPU holds the big kernel
 * lock for long (docs/smp.md, "The tick without the big kernel lock").
 * Loaded on CPU 1 (taskset 2 insmod), its init arms NR_PROBES timers due
 * at each of the next ticks, then busy-waits for jiffies to move by
 * hold_ticks, the lock held all along, as LDD3's jitbusy does.  The
 * timers' callbacks must run on time meanwhile, on CPU 0's tick.
 *
 * With level=1 it also makes QEMU's NE2000 card (-device ne2k_pci, a
 * Realtek 8029) raise its PCI interrupt, a level-triggered line of the
 * I/O APIC that goes to CPU 0, before the wait: the handler waits for
 * the lock, and CPU 0's tick, jiffies and the timers must go on
 * meanwhile (the line is masked and acknowledged before its handler,
 * arch/i386/kernel/io_apic.c).  The interrupt is the DP8390's "remote
 * DMA complete", which a remote read of 0 bytes sets at once; the card
 * keeps the line asserted until the handler clears that status bit
 * (National DP8390D data sheet, the ISR and IMR registers).
 *
 * The wait is bounded by mdelay() as well, so a CPU 0 whose tick stood
 * still is reported ("jiffies moved 0") rather than hanging the test.
 */
#include <linux/module.h>
#include <linux/delay.h>
#include <linux/interrupt.h>
#include <asm/io.h>
#include <linux/jiffies.h>
#include <linux/pci.h>
#include <linux/smp.h>
#include <linux/timer.h>

#define NR_PROBES	8
/* the Realtek 8029 (10ec:8029) is a DP8390: its registers, page 0, at
 * the card's I/O BAR 0 */
#define NE_CR		0x00	/* command */
#define NE_CR_START	0x02
#define NE_CR_RREAD	0x08	/* remote DMA read */
#define NE_ISR		0x07	/* interrupt status; a 1 written clears */
#define NE_RBCR0	0x0a	/* remote byte count */
#define NE_RBCR1	0x0b
#define NE_IMR		0x0f	/* interrupt mask: 1 = enabled */
#define NE_ISR_RDC	0x40	/* remote DMA complete */

static unsigned int hold_ticks = 30;
module_param(hold_ticks, uint, 0444);
MODULE_PARM_DESC(hold_ticks, "jiffies to busy-wait holding the lock");
static bool level;
module_param(level, bool, 0444);
MODULE_PARM_DESC(level, "raise the NE2000's level-triggered interrupt too");

struct probe {
	struct timer_list timer;
	volatile unsigned long ran;	/* jiffies its callback ran at, 0: not */
	int cpu;
};

static struct probe probes[NR_PROBES];
static struct pci_dev *card;
static unsigned long port;	/* the card's registers */
static int handled_cpu = -1;

static void probe_fired(struct timer_list *t)
{
	struct probe *p = from_timer(p, t, timer);

	p->cpu = smp_processor_id();
	p->ran = jiffies;
}

static irqreturn_t card_interrupt(int irq, void *dev)
{
	u8 status = inb(port + NE_ISR);

	(void)irq;
	(void)dev;
	outb(status, port + NE_ISR);	/* the line goes down */
	outb(0, port + NE_IMR);
	handled_cpu = smp_processor_id();
	pr_info("bkl_hold: level interrupt (status %#x) handled on CPU %d\n",
		status & NE_ISR_RDC, handled_cpu);
	return IRQ_HANDLED;
}

/* The NE2000, its registers and its line; its interrupt not yet raised */
static int card_get(void)
{
	int err;

	card = pci_get_device(0x10ec, 0x8029, NULL);
	if (!card)
		return -ENODEV;
	err = pci_enable_device(card);
	if (err)
		goto err_put;
	err = -ENODEV;
	if (!(pci_resource_flags(card, 0) & IORESOURCE_IO))
		goto err_disable;
	port = pci_resource_start(card, 0);
	outb(0, port + NE_IMR);
	err = request_irq(card->irq, card_interrupt, 0, "bkl_hold", card);
	if (err)
		goto err_disable;
	return 0;

err_disable:
	pci_disable_device(card);
err_put:
	pci_dev_put(card);
	card = NULL;
	return err;
}

static void card_put(void)
{
	if (!card)
		return;
	free_irq(card->irq, card);
	pci_disable_device(card);
	pci_dev_put(card);
}

/* The timers' results: how many ran while the lock was held, where,
 * and the latest one's lateness in ticks */
static void report_probes(unsigned long end)
{
	unsigned long late = 0;
	int i, ran = 0, cpu = -1;

	for (i = 0; i < NR_PROBES; i++) {
		struct probe *p = &probes[i];
		unsigned long when = p->ran;

		del_timer_sync(&p->timer);
		if (!when || time_after(when, end))
			continue;
		ran++;
		cpu = p->cpu;
		if (time_after(when, p->timer.expires))
			late = max(late, when - p->timer.expires);
	}
	pr_info("bkl_hold: %d of %d timers ran while it was held, on CPU %d, "
		"the latest %lu tick(s) late\n", ran, NR_PROBES, cpu, late);
}

static int __init bkl_hold_init(void)
{
	unsigned long start, end;
	unsigned int waited = 0;
	int i, err;

	if (level) {
		err = card_get();
		if (err)
			return err;
	}
	start = jiffies;
	for (i = 0; i < NR_PROBES; i++) {
		timer_setup(&probes[i].timer, probe_fired, 0);
		mod_timer(&probes[i].timer, start + 1 + i);
	}
	if (level) {		/* a remote read of 0 bytes: done at once */
		outb(NE_ISR_RDC, port + NE_IMR);
		outb(0, port + NE_RBCR0);
		outb(0, port + NE_RBCR1);
		outb(NE_CR_START | NE_CR_RREAD, port + NE_CR);
	}
	/* the big kernel lock is held: insmod's system call took it */
	while (time_before(jiffies, start + hold_ticks) &&
	       waited++ < hold_ticks * 4 * 1000 / HZ)
		mdelay(1);
	end = jiffies;
	pr_info("bkl_hold: held the big kernel lock on CPU %d for %u ms: "
		"jiffies moved %lu\n", smp_processor_id(), waited, end - start);
	report_probes(end);
	return 0;
}

static void __exit bkl_hold_exit(void)
{
	card_put();
}

module_init(bkl_hold_init);
module_exit(bkl_hold_exit);
MODULE_LICENSE("GPL");
MODULE_DESCRIPTION("timers and a level interrupt while another CPU holds the big kernel lock");
