// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/irq/autoprobe.c - which ISA line does a device interrupt on?
 * LDD3 ch. 10 ("Kernel-assisted probing"): probe_irq_on() unmasks every
 * line nobody has requested and returns their mask; the driver makes
 * its device interrupt; probe_irq_off() says which line did: its
 * number, 0 if none did, minus the first one's if several did.
 * probe_irq_mask() gives the mask of those that did instead.
 *
 * A line "did" if its count of interrupts (do_IRQ(), arch/i386/kernel/
 * irq.c, counts one whether or not a handler is there) went up since
 * probe_irq_on().  A line that interrupts on its own while nothing is
 * asked of any device - a stale edge latched while it was masked, a
 * noisy card - is left out before the mask is returned, as Linux's
 * probe does: it would name itself in every probe.
 *
 * One probe at a time: probing_active is held from probe_irq_on() to
 * probe_irq_off() or probe_irq_mask().
 */
#include "linux/kernel.h"
#include "linux/delay.h"
#include "linux/export.h"
#include "linux/irqdesc.h"
#include "linux/mutex.h"

/* How long a line has to show it interrupts unasked (Linux waits as
 * long: 100 ms) */
#define PROBE_QUIET_MS	100
/* The ISA cascade: the slave 8259 hangs on it, it is always unmasked */
#define CASCADE_IRQ	2

static DEFINE_MUTEX(probing_active);
static unsigned long probe_armed;		/* bit n: line n is probed */
static unsigned long probe_count[NR_IRQS];	/* its count when armed */

/* Whether line irq interrupted since probe_count[] was taken */
static bool probe_fired(unsigned int irq)
{
	return kstat_irqs(irq) != probe_count[irq];
}

/* The probe lets go of line irq: masked again, unless a driver has
 * requested it meanwhile */
static void probe_disarm(unsigned int irq)
{
	struct irq_desc *desc = &irq_desc[irq];

	probe_armed &= ~(1UL << irq);
	if (!desc->handler && desc->chip->disable)
		desc->chip->disable(irq);
}

/* Unmask every line without a handler whose chip can mask it again */
static void probe_arm_free_lines(void)
{
	unsigned int irq;

	for (irq = 0; irq < NR_IRQS; irq++) {
		struct irq_desc *desc = &irq_desc[irq];

		if (irq == CASCADE_IRQ || desc->handler || !desc->chip->disable)
			continue;
		probe_count[irq] = kstat_irqs(irq);
		probe_armed |= 1UL << irq;
		desc->chip->enable(irq);
	}
}

unsigned long probe_irq_on(void)
{
	unsigned int irq;

	mutex_lock(&probing_active);
	probe_arm_free_lines();
	msleep(PROBE_QUIET_MS);
	for (irq = 0; irq < NR_IRQS; irq++) {
		if (!(probe_armed & (1UL << irq)))
			continue;
		if (probe_fired(irq))
			probe_disarm(irq);		/* interrupts unasked */
		else
			probe_count[irq] = kstat_irqs(irq);
	}
	return probe_armed;
}
EXPORT_SYMBOL(probe_irq_on);

/* The mask of the probed lines that interrupted; all let go */
static unsigned long probe_end(void)
{
	unsigned long fired = 0;
	unsigned int irq;

	for (irq = 0; irq < NR_IRQS; irq++) {
		if (!(probe_armed & (1UL << irq)))
			continue;
		if (probe_fired(irq))
			fired |= 1UL << irq;
		probe_disarm(irq);
	}
	mutex_unlock(&probing_active);
	return fired;
}

/* The line that interrupted since probe_irq_on(); 0 for none, minus the
 * lowest for several.  val, probe_irq_on()'s mask, is not needed: the
 * probe remembers which lines it armed */
int probe_irq_off(unsigned long val)
{
	unsigned long fired = probe_end();
	int first;

	(void)val;
	if (!fired)
		return 0;
	first = __ffs(fired);
	return fired == 1UL << first ? first : -first;
}
EXPORT_SYMBOL(probe_irq_off);

/* The lines of val that interrupted since probe_irq_on() */
unsigned int probe_irq_mask(unsigned long val)
{
	return probe_end() & val;
}
EXPORT_SYMBOL(probe_irq_mask);
