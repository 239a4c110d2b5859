/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/io_apic.h - the I/O APIC (Intel 82093AA data sheet): the
 * chip that turns device interrupt lines into messages to the CPUs'
 * local APICs.  arch/i386/kernel/acpi/boot.c finds it and the ISA
 * interrupt overrides in the MADT; arch/i386/kernel/io_apic.c drives it.
 */
#ifndef _ASM_IO_APIC_H
#define _ASM_IO_APIC_H

#include "linux/types.h"

#define MAX_IO_APICS	2	/* fixmap slots (include/asm/fixmap.h) */

/* An Interrupt Source Override's flags (ACPI 6.4, table 5.26): the
 * polarity in bits 0-1, the trigger mode in bits 2-3; 0 is "as the bus
 * says" (ISA: active high, edge), 3 is active low, level */
#define MPS_INTI_MASK		0x3
#define MPS_INTI_TRIGGER_SHIFT	2
#define MPS_INTI_LOW_LEVEL	0x3

extern bool skip_ioapic_setup;	/* the `noapic` boot option */
extern int nr_ioapics;		/* I/O APICs the MADT lists */

void mp_register_ioapic(u8 id, u32 address, u32 gsi_base);
void mp_override_legacy_irq(u8 bus_irq, u32 gsi, u16 flags);
void setup_IO_APIC(void);

#endif /* _ASM_IO_APIC_H */
