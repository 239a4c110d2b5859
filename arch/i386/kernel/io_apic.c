// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/io_apic.c - the I/O APIC: the device interrupts
 * delivered to any CPU, not only to CPU 0 through the 8259.
 *
 * An I/O APIC (Intel 82093AA data sheet) has 24 input pins, each with a
 * 64-bit redirection entry (3.2.4): the vector, the delivery mode, which
 * local APICs get it (the destination), edge or level, active high or
 * low, and a mask bit.  Its registers are reached through two words, an
 * index (IOREGSEL) and a window on the register it selects (IOWIN, 3.1),
 * so a read or write is two accesses that no other CPU may split:
 * ioapic_lock.  The MADT (arch/i386/kernel/acpi/boot.c) says where each
 * I/O APIC is, which global system interrupt (GSI) its pin 0 is, and
 * which ISA IRQs are on another pin than their number (QEMU: the PIT's
 * IRQ 0 is on pin 2).
 *
 * The switch happens at the end of smp_init() (smpboot.c), once the
 * other CPUs are online, as Linux 2.6's smp_boot_cpus() calls
 * setup_IO_APIC(): every pin masked, each ISA IRQ's entry written, the
 * line masked at the 8259 and the boot CPU's LINT0, the 8259's way in
 * (virtual wire mode, apic.c), masked.  The vectors stay those the 8259
 * gave (0x20 + IRQ), so the entry code does not change; the end of
 * interrupt is the local APIC's (SDM vol. 3, 10.8.5), which for a
 * level-triggered line the local APIC passes on to the I/O APIC.
 *
 * Where each interrupt goes.  Linux 2.6 i386 sent each line to every
 * online CPU in logical flat mode with lowest-priority delivery (SDM
 * vol. 3, 10.6.2.4: the CPU with the lowest task priority takes it).
 * QEMU's local APIC does not arbitrate: it hands a lowest-priority
 * interrupt to the first CPU of the set (hw/intc/apic.c), so that is
 * CPU 0 every time.  Here each line goes to one CPU, fixed delivery in
 * logical flat mode (each CPU's logical ID is its bit, apic.c): the
 * PIT's IRQ 0 to CPU 0, whose tick it is and which alone counts jiffies
 * (time.c); the other lines by default to CPU 0 too, which is where
 * Linux 2.6 under QEMU took them, or spread over the CPUs that
 * `irqaffinity=` lists (Linux's option, a CPU list: irq_target_cpu()).
 * Not by default: a shell woken by the serial line's interrupt on CPU 1
 * runs there more often.  With one CPU (-smp 1,
 * nosmp, maxcpus=1) the local APIC is not used, and neither is this: a
 * Linux 2.6 kernel built without CONFIG_X86_UP_IOAPIC did the same.
 * `noapic` keeps the 8259 on any number of CPUs.
 */
#include "linux/kernel.h"
#include "linux/bitmap.h"
#include "linux/bitops.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/irq.h"
#include "linux/mm.h"
#include "linux/moduleparam.h"
#include "linux/smp.h"
#include "linux/spinlock.h"
#include "asm/apic.h"
#include "asm/fixmap.h"
#include "asm/i8259.h"
#include "asm/io_apic.h"

/* The registers (82093AA, 3.1 and 3.2) */
#define IO_APIC_IOWIN		0x10	/* offset of the window word */
#define IO_APIC_VERSION		0x01	/* bits 16-23: last entry's index */
#define IO_APIC_REDTBL(pin)	(0x10 + 2 * (pin))	/* low; high: + 1 */

/* A redirection entry's low word (82093AA, 3.2.4) */
#define IO_APIC_DM_FIXED	(0 << 8)
#define IO_APIC_DEST_LOGICAL	(1 << 11)
#define IO_APIC_POLARITY_LOW	(1 << 13)
#define IO_APIC_LEVEL		(1 << 15)
#define IO_APIC_MASKED		(1 << 16)
#define IO_APIC_DEST_SHIFT	24	/* of the high word: the destination */

#define PIT_IRQ		0	/* CPU 0's tick (arch/i386/kernel/time.c) */

struct io_apic {
	volatile u32 *regs;	/* IOREGSEL, and IOWIN 16 bytes on */
	u32 gsi_base;		/* the GSI of pin 0 */
	unsigned int nr_pins;
};

static struct io_apic io_apics[MAX_IO_APICS];
int nr_ioapics;
bool skip_ioapic_setup;
core_param(noapic, skip_ioapic_setup, bool, 0444);

/* irqaffinity=LIST: the CPUs the lines but the PIT's go to */
static unsigned long irq_default_affinity = 1;	/* CPU 0 */

static int irqaffinity_set(const char *val, const struct kernel_param *kp)
{
	unsigned long mask = 0;
	int err = bitmap_parselist(val, &mask, NR_CPUS);

	if (err)
		return err;
	if (!mask)
		return -EINVAL;
	*(unsigned long *)kp->arg = mask;
	return 0;
}

static const struct kernel_param_ops irqaffinity_ops = {
	.set = irqaffinity_set,
};
__module_param_call("", irqaffinity, &irqaffinity_ops,
		    &irq_default_affinity, 0);

/* ISA IRQ -> GSI: the same number unless the MADT overrides it */
static u32 isa_irq_gsi[NR_IRQS];
static u16 isa_irq_flags[NR_IRQS];	/* the override's, MPS_INTI_* */
static u16 isa_irq_overridden;		/* a bit per ISA IRQ */

/* Where each routed line's entry is */
static struct {
	int apic;
	unsigned int pin;
} irq_pin[NR_IRQS];

/* IOREGSEL and IOWIN: an index, then its value, a pair of accesses */
static DEFINE_SPINLOCK(ioapic_lock);

static u32 io_apic_read(int apic, u32 reg)
{
	io_apics[apic].regs[0] = reg;
	return io_apics[apic].regs[IO_APIC_IOWIN / 4];
}

static void io_apic_write(int apic, u32 reg, u32 val)
{
	io_apics[apic].regs[0] = reg;
	io_apics[apic].regs[IO_APIC_IOWIN / 4] = val;
}

/* The high word first: the low one may unmask the entry, which must
 * then be whole */
static void io_apic_write_entry(int apic, unsigned int pin, u32 low, u32 high)
{
	io_apic_write(apic, IO_APIC_REDTBL(pin) + 1, high);
	io_apic_write(apic, IO_APIC_REDTBL(pin), low);
}

/* From the MADT (acpi/boot.c), while the boot CPU alone runs */
void __init mp_register_ioapic(u8 id, u32 address, u32 gsi_base)
{
	int idx = nr_ioapics;
	u32 ver;

	if (idx == MAX_IO_APICS) {
		printk(KERN_WARNING "IOAPIC: more than %d I/O APICs: the one "
		       "at 0x%x is ignored\n", MAX_IO_APICS, address);
		return;
	}
	set_fixmap(FIX_IO_APIC_BASE_0 + idx, address & PAGE_MASK);
	io_apics[idx].regs = (volatile u32 *)(fix_to_virt(FIX_IO_APIC_BASE_0 +
							   idx) +
					      (address & ~PAGE_MASK));
	io_apics[idx].gsi_base = gsi_base;
	ver = io_apic_read(idx, IO_APIC_VERSION);
	io_apics[idx].nr_pins = ((ver >> 16) & 0xff) + 1;
	nr_ioapics++;
	printk(KERN_INFO "IOAPIC[%d]: apic_id %u, version %u, address 0x%x, "
	       "GSI %u-%u\n", idx, id, ver & 0xff, address, gsi_base,
	       gsi_base + io_apics[idx].nr_pins - 1);
}

/* An Interrupt Source Override of the MADT: ISA IRQ bus_irq is on gsi */
void __init mp_override_legacy_irq(u8 bus_irq, u32 gsi, u16 flags)
{
	if (bus_irq >= NR_IRQS) {
		printk(KERN_WARNING "ACPI: INT_SRC_OVR of IRQ %u: not an ISA "
		       "IRQ, ignored\n", bus_irq);
		return;
	}
	isa_irq_gsi[bus_irq] = gsi;
	isa_irq_flags[bus_irq] = flags;
	isa_irq_overridden |= 1U << bus_irq;
}

static u32 isa_gsi(unsigned int irq)
{
	return isa_irq_overridden & (1U << irq) ? isa_irq_gsi[irq] : irq;
}

/* The pin of its number taken by another IRQ's override: IRQ 2, the
 * 8259's cascade, under QEMU's IRQ 0 -> GSI 2.  No device is there. */
static bool isa_irq_shadowed(unsigned int irq)
{
	unsigned int other;

	if (isa_irq_overridden & (1U << irq))
		return false;
	for (other = 0; other < NR_IRQS; other++)
		if (other != irq && isa_gsi(other) == irq)
			return true;
	return false;
}

/* The I/O APIC whose pins hold gsi, and the pin; -1 if none does */
static int gsi_to_pin(u32 gsi, unsigned int *pin)
{
	int apic;

	for (apic = 0; apic < nr_ioapics; apic++) {
		if (gsi >= io_apics[apic].gsi_base &&
		    gsi - io_apics[apic].gsi_base < io_apics[apic].nr_pins) {
			*pin = gsi - io_apics[apic].gsi_base;
			return apic;
		}
	}
	return -1;
}

/*
 * The CPU a line's interrupts go to: the PIT's to CPU 0 (its tick, and
 * jiffies); the others by their number over the online CPUs of
 * irqaffinity= (CPU 0 if none of them is online).  Logical flat mode
 * names 8 CPUs: NR_CPUS.
 */
static int irq_target_cpu(unsigned int irq)
{
	unsigned long set = irq_default_affinity & cpu_online_map;
	unsigned int k;
	int cpu;

	if (irq == PIT_IRQ || !set)
		return 0;
	k = irq % hweight32((u32)set);
	for_each_online_cpu(cpu)
		if ((set & (1UL << cpu)) && !k--)
			return cpu;
	return 0;
}

/* The pin's mask bit, the entry's other bits kept (82093AA 3.2.4) */
static void set_ioapic_mask(unsigned int irq, bool masked)
{
	u32 reg = IO_APIC_REDTBL(irq_pin[irq].pin);
	unsigned long flags;
	u32 low;

	spin_lock_irqsave(&ioapic_lock, flags);
	low = io_apic_read(irq_pin[irq].apic, reg) & ~IO_APIC_MASKED;
	io_apic_write(irq_pin[irq].apic, reg, low | (masked ? IO_APIC_MASKED : 0));
	spin_unlock_irqrestore(&ioapic_lock, flags);
}

static void enable_ioapic_irq(unsigned int irq)
{
	set_ioapic_mask(irq, false);
}

static void disable_ioapic_irq(unsigned int irq)
{
	set_ioapic_mask(irq, true);
}

static void ack_ioapic_irq(unsigned int irq)
{
	(void)irq;
	ack_APIC_irq();
}

/* A level line's acknowledgement, Linux's mask_ack_irq(): masked first,
 * so that the EOI, which makes the I/O APIC look at the line again
 * (82093AA 3.2.4, Remote IRR), cannot bring the interrupt back while the
 * device still asserts it and its handler has not run */
static void mask_ack_ioapic_irq(unsigned int irq)
{
	set_ioapic_mask(irq, true);
	ack_APIC_irq();
}

/* After the handler: unmasked again, unless the handler went meanwhile
 * (free_irq()) - a level line nobody handles would come back at once,
 * for ever; request_irq() unmasks it */
static void end_level_ioapic_irq(unsigned int irq)
{
	if (irq_has_action(irq))
		set_ioapic_mask(irq, false);
}

/*
 * Both kinds are acknowledged before the handler, so that this CPU can
 * take other interrupts, its tick's among them, while the handler waits
 * for the big kernel lock (arch/i386/kernel/irq.c, irq_lock_kernel()).
 * An edge's next edge, even during the handler, is not lost; a level
 * line is masked until its handler has run and the device has stopped
 * asserting it (Linux's handle_level_irq()): unmasked still asserted,
 * it is sent again.
 */
static struct hw_interrupt_type ioapic_edge_type = {
	.typename = "IO-APIC-edge",
	.enable = enable_ioapic_irq,
	.disable = disable_ioapic_irq,
	.ack = ack_ioapic_irq,
};

static struct hw_interrupt_type ioapic_level_type = {
	.typename = "IO-APIC-level",
	.enable = enable_ioapic_irq,
	.disable = disable_ioapic_irq,
	.ack = mask_ack_ioapic_irq,
	.end = end_level_ioapic_irq,
};

/* Polarity and trigger from the override; ISA's own: high, edge */
static u32 isa_irq_entry(unsigned int irq)
{
	u16 flags = isa_irq_flags[irq];
	u32 low = (FIRST_EXTERNAL_VECTOR + irq) | IO_APIC_DM_FIXED |
		  IO_APIC_DEST_LOGICAL;

	if ((flags & MPS_INTI_MASK) == MPS_INTI_LOW_LEVEL)
		low |= IO_APIC_POLARITY_LOW;
	if (((flags >> MPS_INTI_TRIGGER_SHIFT) & MPS_INTI_MASK) ==
	    MPS_INTI_LOW_LEVEL)
		low |= IO_APIC_LEVEL;
	if (!irq_has_action(irq))
		low |= IO_APIC_MASKED;	/* until request_irq() */
	return low;
}

/* Move ISA IRQ irq from the 8259 to its pin; false if it has none */
static bool __init setup_isa_irq(unsigned int irq)
{
	u32 gsi = isa_gsi(irq), low;
	unsigned int pin;
	int apic;

	if (isa_irq_shadowed(irq)) {
		disable_8259A_irq(irq);
		return true;
	}
	apic = gsi_to_pin(gsi, &pin);
	if (apic < 0) {
		printk(KERN_WARNING "IOAPIC: no pin for IRQ %u (GSI %u): it "
		       "stays with the 8259\n", irq, gsi);
		return false;
	}
	disable_8259A_irq(irq);
	irq_pin[irq].apic = apic;
	irq_pin[irq].pin = pin;
	low = isa_irq_entry(irq);
	set_irq_chip(irq, low & IO_APIC_LEVEL ? &ioapic_level_type :
						&ioapic_edge_type);
	io_apic_write_entry(apic, pin, low,
			    (1U << irq_target_cpu(irq)) << IO_APIC_DEST_SHIFT);
	return true;
}

/* From smp_init(), the other CPUs online: the 8259 hands over */
void __init setup_IO_APIC(void)
{
	bool all_moved = true;
	unsigned long flags;
	unsigned int irq, pin;
	int apic;

	if (!nr_ioapics)
		return;
	if (skip_ioapic_setup) {
		printk(KERN_INFO "ACPI: Skipping IOAPIC probe due to 'noapic' "
		       "option.\n");
		return;
	}
	spin_lock_irqsave(&ioapic_lock, flags);
	for (apic = 0; apic < nr_ioapics; apic++)
		for (pin = 0; pin < io_apics[apic].nr_pins; pin++)
			io_apic_write_entry(apic, pin, IO_APIC_MASKED, 0);
	for (irq = 0; irq < NR_IRQS; irq++)
		all_moved &= setup_isa_irq(irq);
	if (all_moved)		/* nothing left for the 8259 to bring */
		apic_write(APIC_LVT0, APIC_LVT_MASKED | APIC_DM_EXTINT);
	spin_unlock_irqrestore(&ioapic_lock, flags);
	printk(KERN_INFO "Enabling APIC mode:  Flat.  Using %d I/O APICs\n",
	       nr_ioapics);
	printk(KERN_INFO "..TIMER: vector=0x%x apic1=%d pin1=%u apic2=-1 "
	       "pin2=-1\n", FIRST_EXTERNAL_VECTOR + PIT_IRQ,
	       irq_pin[PIT_IRQ].apic, irq_pin[PIT_IRQ].pin);
}
