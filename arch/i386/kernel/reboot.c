// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/reboot.c - switching the (virtual) machine off or restarting it.
 *
 * Power off tries, in order: QEMU's isa-debug-exit device at port 0xf4
 * (our test runs configure it there; writing v exits QEMU with status
 * (v << 1) | 1), then the ACPI PM1a control register of QEMU's i440FX/
 * PIIX4 machine at 0x604 and of older QEMU/Bochs at 0xb004 (SLP_EN with
 * sleep type S5: 0x2000).  If all are absent, halt.
 *
 * Each turns this CPU's interrupts off for good: the CPU stops here, and
 * nothing it shares with other CPUs is changed, so no lock is taken
 * (panic() has stopped the other CPUs first, smp_send_stop()).
 */
#include "linux/kernel.h"
#include "linux/reboot.h"
#include "asm/io.h"
#include "asm/system.h"

#define DEBUG_EXIT_PORT		0xf4
#define ACPI_PM1A_CNT_QEMU	0x604
#define ACPI_PM1A_CNT_BOCHS	0xb004
#define ACPI_SLP_EN_S5		0x2000
#define KBD_STATUS_PORT		0x64
#define KBD_CMD_PULSE_RESET	0xfe	/* 8042: pulse the CPU reset line */
#define KBD_STATUS_IBF		0x02	/* input buffer full */

void machine_halt(void)
{
	local_irq_disable();
	for (;;)
		halt();
}

void machine_power_off(void)
{
	local_irq_disable();
	outl(0, DEBUG_EXIT_PORT);
	outw(ACPI_SLP_EN_S5, ACPI_PM1A_CNT_QEMU);
	outw(ACPI_SLP_EN_S5, ACPI_PM1A_CNT_BOCHS);
	machine_halt();
}

void machine_restart(void)
{
	struct {
		u16 limit;
		u32 base;
	} __attribute__((packed)) no_idt = { 0, 0 };

	local_irq_disable();
	while (inb(KBD_STATUS_PORT) & KBD_STATUS_IBF)
		;
	outb(KBD_CMD_PULSE_RESET, KBD_STATUS_PORT);
	/* no 8042? An empty IDT turns the next trap into a triple fault,
	 * which resets the CPU (SDM vol. 3, 6.15, "Double Fault") */
	asm volatile("lidt %0; int3" : : "m"(no_idt));
	machine_halt();
}
