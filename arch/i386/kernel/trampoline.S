/* SPDX-License-Identifier: GPL-2.0 */
/*
 * arch/i386/kernel/trampoline.S - the first instructions of CPUs 1 and
 * up.  A CPU woken by INIT-SIPI-SIPI starts in real mode at CS:IP =
 * (vector << 8):0, so this code is copied to a page below 1 MiB
 * (TRAMPOLINE_PHYS, arch/i386/kernel/smpboot.c) and the STARTUP IPI's
 * vector names that page (Intel SDM vol. 3, 8.4.4.1 and 10.6.1).
 *
 * It loads the boot CPU's GDT (its physical address: paging is off),
 * turns protected mode on (SDM vol. 3, 9.9.1) and jumps, 32-bit, to
 * startup_32_smp in arch/i386/kernel/head.S, at its physical address.
 */
#include "asm/page.h"
#include "asm/segment.h"

	.data
	.code16
	.globl trampoline_data, trampoline_end
trampoline_data:
	cli
	movw %cs, %ax			/* the data we need is in this page */
	movw %ax, %ds
	lgdtl trampoline_gdt - trampoline_data
	movl %cr0, %eax
	orl $1, %eax			/* CR0.PE */
	movl %eax, %cr0
	ljmpl $__KERNEL_CS, $(startup_32_smp - PAGE_OFFSET)

	.balign 4
	.word 0				/* align the 32-bit base */
trampoline_gdt:
	.word GDT_ENTRIES * 8 - 1
	.long gdt_table - PAGE_OFFSET
trampoline_end:
	.code32
