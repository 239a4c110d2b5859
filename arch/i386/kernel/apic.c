// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/apic.c - each CPU's local APIC (Intel SDM vol. 3,
 * chapter 10): turned on, told where its interrupts go, used to send
 * inter-processor interrupts, and its timer ticking for its own CPU.
 *
 * The devices' interrupts stay with the two 8259s (arch/i386/kernel/
 * i8259.c): the boot CPU's LINT0 is programmed as ExtINT, the "virtual
 * wire" mode of the MultiProcessor Specification 1.4 (3.6.2.2), so the
 * 8259's output reaches CPU 0 as on a uniprocessor and every device
 * interrupt, the PIT's tick (jiffies) included, is handled there.  The
 * other CPUs mask LINT0.  Each CPU's timer is calibrated once against
 * the PIT (calibrate_APIC_clock()) and then interrupts its own CPU HZ
 * times a second (LOCAL_TIMER_VECTOR): on CPUs 1 and up, that is the
 * tick that counts their time slices and their tasks' times.
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/interrupt.h"
#include "linux/jiffies.h"
#include "linux/mm.h"
#include "linux/sched.h"
#include "linux/smp.h"
#include "asm/apic.h"
#include "asm/fixmap.h"
#include "asm/io.h"
#include "asm/ptrace.h"
#include "asm/system.h"

#define CALIBRATE_TICKS	5	/* jiffies the APIC timer is measured over */
#define PIT_TICK_RATE	1193182	/* the 8254's input clock, Hz */
#define PIT_CH2		0x42
#define PIT_MODE	0x43
#define PIT_CH2_MODE0	0xb0	/* channel 2, lobyte/hibyte, mode 0 */
#define PIT_PORT_B	0x61	/* system control port B */
#define PIT_GATE2	0x01
#define PIT_SPEAKER	0x02
#define PIT_OUT2	0x20

bool apic_in_use;
int x86_cpu_to_apicid[NR_CPUS];
unsigned long apic_timer_irqs[NR_CPUS];
static u32 apic_ticks_per_jiffy;

void set_fixmap(enum fixed_addresses idx, unsigned long phys)
{
	if (map_kernel_page(fix_to_virt(idx), phys, true))
		panic("out of memory for the fixmap's page table");
}

void __init lapic_map(void)
{
	set_fixmap(FIX_APIC_BASE, mp_lapic_addr);
}

u32 apic_read(u32 reg)
{
	return *(volatile u32 *)(fix_to_virt(FIX_APIC_BASE) + reg);
}

void apic_write(u32 reg, u32 val)
{
	*(volatile u32 *)(fix_to_virt(FIX_APIC_BASE) + reg) = val;
}

/* End of interrupt for anything the local APIC delivered (SDM 10.8.5) */
void ack_APIC_irq(void)
{
	apic_write(APIC_EOI, 0);
}

/* The APIC ID, from the APIC itself: right even where esp is not */
int hard_smp_processor_id(void)
{
	return apic_in_use ? (int)(apic_read(APIC_ID) >> 24) : 0;
}

/*
 * Software-enable the APIC with its spurious vector (SDM 10.9), accept
 * every priority, and wire LINT0/LINT1: ExtINT (the 8259) on the boot
 * CPU only, NMI on all, as the MP specification's virtual wire mode.
 * The logical destination is the flat model, one bit per CPU (SDM vol.
 * 3, 10.6.2.2): what the I/O APIC's entries name (io_apic.c).  Eight
 * bits, eight CPUs: NR_CPUS.
 */
void setup_local_APIC(bool boot_cpu)
{
	apic_write(APIC_DFR, APIC_DFR_FLAT);
	apic_write(APIC_LDR, (1U << smp_processor_id()) << 24);
	apic_write(APIC_TASKPRI, 0);
	apic_write(APIC_SPIV, APIC_SPIV_ENABLE | SPURIOUS_APIC_VECTOR);
	apic_write(APIC_LVT0, boot_cpu ? APIC_DM_EXTINT : APIC_LVT_MASKED);
	apic_write(APIC_LVT1, APIC_DM_NMI);
	apic_write(APIC_LVTERR, ERROR_APIC_VECTOR);
	apic_write(APIC_ESR, 0);	/* back-to-back writes clear it */
	apic_write(APIC_ESR, 0);
	ack_APIC_irq();
}

void apic_wait_icr_idle(void)
{
	while (apic_read(APIC_ICR) & APIC_ICR_BUSY)
		cpu_relax();
}

/*
 * Send an interrupt command to one APIC: the destination goes in ICR2,
 * and the write to the low word sends it (SDM 10.6.1).  Interrupts are
 * off so that no handler of this CPU sends in between the two writes.
 * No lock: every CPU has an APIC of its own at the same address (SDM
 * 10.4.1), so another CPU's sends never touch this one's ICR.
 */
void apic_send_ipi(int apicid, u32 icr_low)
{
	unsigned long flags;

	local_irq_save(flags);
	apic_wait_icr_idle();
	apic_write(APIC_ICR2, (u32)apicid << 24);
	apic_write(APIC_ICR, icr_low);
	local_irq_restore(flags);
}

/*
 * How far the APIC timer counts down in one jiffy, measured against
 * the PIT's channel 2 counting CALIBRATE_TICKS jiffies in mode 0, whose
 * end shows in port 0x61's bit 5 (Intel 8254 data sheet; Linux's
 * calibrate_APIC_clock() measures against the PIT too).  Not against
 * jiffies: under QEMU's TCG a busy host delivers the PIT's interrupts
 * late, not its count.  The PIT is shared, but this runs once, on CPU 0
 * in smp_init() before the others are started; interrupts off keep
 * this CPU's timer handler from the PIT meanwhile.
 */
void __init calibrate_APIC_clock(void)
{
	u32 count = (u32)PIT_TICK_RATE * CALIBRATE_TICKS / HZ, start;
	unsigned long flags;

	local_irq_save(flags);
	outb((inb(PIT_PORT_B) & ~PIT_SPEAKER) | PIT_GATE2, PIT_PORT_B);
	outb(PIT_CH2_MODE0, PIT_MODE);
	apic_write(APIC_TDCR, APIC_TDR_DIV_16);
	apic_write(APIC_LVTT, APIC_LVT_MASKED | LOCAL_TIMER_VECTOR);
	apic_write(APIC_TMICT, 0xffffffff);
	outb(count & 0xff, PIT_CH2);
	outb(count >> 8, PIT_CH2);		/* counting starts here */
	start = apic_read(APIC_TMCCT);
	while (!(inb(PIT_PORT_B) & PIT_OUT2))
		cpu_relax();
	apic_ticks_per_jiffy = (start - apic_read(APIC_TMCCT)) / CALIBRATE_TICKS;
	local_irq_restore(flags);
	printk(KERN_INFO "APIC timer: %u ticks a jiffy (bus clock %u.%04u "
	       "MHz)\n", apic_ticks_per_jiffy,
	       apic_ticks_per_jiffy * 16 / (1000000 / HZ),
	       apic_ticks_per_jiffy * 16 % (1000000 / HZ));
}

/* This CPU's timer: periodic, HZ times a second */
void setup_APIC_timer(void)
{
	apic_write(APIC_TDCR, APIC_TDR_DIV_16);
	apic_write(APIC_LVTT, APIC_LVT_PERIODIC | LOCAL_TIMER_VECTOR);
	apic_write(APIC_TMICT, apic_ticks_per_jiffy);
}

/*
 * LOCAL_TIMER_VECTOR, on CPUs 1 and up: this CPU's tick (CPU 0's is
 * the PIT's, arch/i386/kernel/time.c, which also counts jiffies), run
 * without waiting for the big kernel lock (do_interrupt()).
 */
void smp_apic_timer_interrupt(struct pt_regs *regs)
{
	struct pt_regs *old_regs = set_irq_regs(regs);

	irq_enter();
	apic_timer_irqs[smp_processor_id()]++;
	ack_APIC_irq();
	update_process_times(user_mode(regs));
	set_irq_regs(old_regs);
	irq_exit();
}
