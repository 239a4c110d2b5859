/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/apic.h - the local APIC (Intel SDM vol. 3, chapter 10):
 * each CPU's own interrupt controller, which sends and receives the
 * inter-processor interrupts (IPIs) and has a timer of its own.
 * arch/i386/kernel/apic.c drives it; arch/i386/kernel/acpi/boot.c finds
 * it and the CPUs in the ACPI MADT.
 */
#ifndef _ASM_APIC_H
#define _ASM_APIC_H

/* Register offsets from the APIC's base (SDM vol. 3, table 10-1) */
#define APIC_ID		0x20
#define APIC_TASKPRI	0x80
#define APIC_EOI	0xb0
#define APIC_LDR	0xd0
#define APIC_DFR	0xe0
#define APIC_SPIV	0xf0
#define APIC_ESR	0x280
#define APIC_ICR	0x300
#define APIC_ICR2	0x310
#define APIC_LVTT	0x320
#define APIC_LVT0	0x350
#define APIC_LVT1	0x360
#define APIC_LVTERR	0x370
#define APIC_TMICT	0x380
#define APIC_TMCCT	0x390
#define APIC_TDCR	0x3e0

/* ICR and LVT bits (SDM vol. 3, 10.5.1 and 10.6.1) */
#define APIC_DM_FIXED	0x00000
#define APIC_DM_NMI	0x00400
#define APIC_DM_INIT	0x00500
#define APIC_DM_STARTUP	0x00600
#define APIC_DM_EXTINT	0x00700
#define APIC_ICR_BUSY	0x01000
#define APIC_INT_ASSERT	0x04000
#define APIC_INT_LEVELTRIG 0x08000
#define APIC_LVT_MASKED	0x10000
#define APIC_LVT_PERIODIC 0x20000
#define APIC_SPIV_ENABLE 0x00100
#define APIC_TDR_DIV_16	0x3
#define APIC_DFR_FLAT	0xffffffff	/* SDM vol. 3, 10.6.2.2 */

/*
 * The vectors of the APIC's own interrupts, the numbers Linux 2.6 gives
 * them: above the 8259's
 * 0x20-0x2f and the system call's 0x80, the highest priority classes.
 */
#define LOCAL_TIMER_VECTOR	0xef
#define CALL_FUNCTION_VECTOR	0xfb
#define RESCHEDULE_VECTOR	0xfc
#define INVALIDATE_TLB_VECTOR	0xfd
#define ERROR_APIC_VECTOR	0xfe
#define SPURIOUS_APIC_VECTOR	0xff

#ifndef __ASSEMBLY__
#include "linux/types.h"

struct pt_regs;

extern unsigned long mp_lapic_addr;	/* physical, from the MADT */
extern int smp_found_config;		/* the MADT was read */
extern bool apic_in_use;		/* IPIs and the APIC timer work */
extern int x86_cpu_to_apicid[];		/* CPU number -> APIC ID */
extern int nr_apic_cpus;		/* enabled CPUs the MADT lists */
extern int madt_apicids[];		/* their APIC IDs, boot CPU's first */
extern unsigned long apic_timer_irqs[];	/* per CPU: /proc/interrupts' LOC */

void acpi_boot_init(void);
u32 apic_read(u32 reg);
void apic_write(u32 reg, u32 val);
void ack_APIC_irq(void);
void setup_local_APIC(bool boot_cpu);
int hard_smp_processor_id(void);
void apic_send_ipi(int apicid, u32 icr_low);
void apic_wait_icr_idle(void);
void setup_APIC_timer(void);
void calibrate_APIC_clock(void);
void smp_apic_timer_interrupt(struct pt_regs *regs);
void lapic_map(void);
#endif

#endif /* _ASM_APIC_H */
