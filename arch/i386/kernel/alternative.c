// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/alternative.c - text_poke(): writing the kernel's
 * read-only text (arch/i386/mm/init.c maps it without _PAGE_RW, and
 * CR0.WP makes ring 0 honour that).  WP is cleared on this CPU only, with
 * its interrupts off, for the few bytes (SDM vol. 3, 4.6.1); callers run
 * it under stop_machine() (kernel/kprobes.c), so no other CPU executes
 * the bytes while they change.
 */
#include "linux/kernel.h"
#include "linux/string.h"
#include "linux/kprobes.h"
#include "asm/system.h"
#include "asm/processor.h"

#define X86_CR0_WP	0x00010000

void * __kprobes text_poke(void *addr, const void *opcode, size_t len)
{
	unsigned long flags, cr0;

	local_irq_save(flags);
	cr0 = read_cr0();
	write_cr0(cr0 & ~X86_CR0_WP);
	memcpy(addr, opcode, len);
	write_cr0(cr0);
	local_irq_restore(flags);
	return addr;
}
