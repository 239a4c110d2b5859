/* SPDX-License-Identifier: GPL-2.0 */
/*
 * arch/i386/kernel/head.S - the first instructions of oops386.
 *
 * A multiboot loader (GRUB's `multiboot` command, or QEMU's -kernel) has
 * loaded the ELF segments at their physical load addresses (1 MiB up) and
 * jumps here in 32-bit protected mode with paging off (multiboot spec 3.2):
 *	eax = 0x2BADB002, ebx = physical address of the multiboot information.
 *
 * The kernel is linked at PAGE_OFFSET + 1 MiB, so until paging is on every
 * symbol must be used as (symbol - PAGE_OFFSET).  The steps, top to bottom:
 *	1. zero .bss, and nothing after it (the kallsyms table follows it);
 *	2. map the first 256 MiB of RAM twice, at 0 and at PAGE_OFFSET, with
 *	   4 MiB pages, and turn paging on;
 *	3. jump to the high mapping, load our GDT and segment registers;
 *	4. switch to the boot task's 8 KiB stack and call start_kernel().
 * CPUs 1 and up join at step 3 from startup_32_smp (arch/i386/kernel/smpboot.c).
 * arch/i386/mm/init.c later replaces these early tables with 4 KiB page tables.
 */
#include "asm/multiboot.h"
#include "asm/page.h"
#include "asm/segment.h"
#include "asm/thread_info.h"

#define MB_FLAGS	(MULTIBOOT_PAGE_ALIGN | MULTIBOOT_MEMORY_INFO)
#define phys(x)		((x) - PAGE_OFFSET)

/* Intel SDM vol. 3, 2.5: CR0.PG (bit 31) and CR0.WP (bit 16); CR4.PSE bit 4 */
#define X86_CR0_PG	0x80000000
#define X86_CR0_WP	0x00010000
#define X86_CR4_PSE	0x00000010

/*
 * 64 x 4 MiB = 256 MiB: all of low memory (MAXMEM, include/linux/vmalloc.h)
 * is mapped early, so that wherever the boot loader put the modules,
 * mem_map and the page tables paging_init() allocates are reachable.
 */
#define EARLY_MAP_PDES	64

	.section .multiboot, "a"
	.align 4
multiboot_header:
	.long MULTIBOOT_HEADER_MAGIC
	.long MB_FLAGS
	.long -(MULTIBOOT_HEADER_MAGIC + MB_FLAGS)	/* sums to zero */

	.section .text.head, "ax"
	.globl startup_32
startup_32:
	cld
	cli
	movl %eax, %esi			/* keep the loader's magic... */
	movl %ebx, %edi			/* ...and its information pointer */

	/* 1. Zero exactly .bss: __kallsyms follows and must survive. */
	xorl %eax, %eax
	movl $phys(__bss_start), %edx
	movl $phys(__bss_stop), %ecx
	subl %edx, %ecx
	xchgl %edx, %edi
	rep stosb
	movl %edx, %edi

	/* 2. Early page directory: identity + PAGE_OFFSET, 4 MiB pages. */
	movl $phys(initial_page_table), %edx
	movl $(_PAGE_PRESENT | _PAGE_RW | _PAGE_PSE), %eax
	xorl %ecx, %ecx
1:	movl %eax, (%edx, %ecx, 4)
	movl %eax, (PAGE_OFFSET >> PGDIR_SHIFT) * 4(%edx, %ecx, 4)
	addl $(1 << PGDIR_SHIFT), %eax
	incl %ecx
	cmpl $EARLY_MAP_PDES, %ecx
	jne 1b

	movl %cr4, %eax
	orl $X86_CR4_PSE, %eax
	movl %eax, %cr4
	movl %edx, %cr3
	xorl %ebx, %ebx			/* the boot CPU */
	jmp paging_on

/*
 * CPUs 1 and up arrive here from arch/i386/kernel/trampoline.S, in
 * protected mode with the boot CPU's GDT, paging off.  They take the
 * kernel's page tables (swapper_pg_dir), in which smpboot.c has also
 * mapped the first 4 MiB at 0 for the moment, so that the instruction
 * after the MOV to CR0 is still there; then steps 3 and 4 with the boot
 * CPU, on the stack of their idle task (smp_boot_esp), to
 * start_secondary().
 */
	.globl startup_32_smp
startup_32_smp:
	cld
	movl $__KERNEL_DS, %eax
	movl %eax, %ds
	movl %eax, %es
	movl %eax, %ss
	movl $phys(swapper_pg_dir), %eax
	movl %eax, %cr3
	movl $1, %ebx			/* a secondary CPU */

paging_on:
	movl %cr0, %eax
	/* WP: the kernel's own writes honour read-only pages too (a write
	 * to kernel text must fault, SDM vol. 3, 4.6) */
	orl $(X86_CR0_PG | X86_CR0_WP), %eax
	movl %eax, %cr0

	/* 3. Continue at the linked (high) address. */
	movl $1f, %eax
	jmp *%eax
1:	lgdt gdt_descr
	ljmp $__KERNEL_CS, $2f
2:	movl $__KERNEL_DS, %eax
	movl %eax, %ds
	movl %eax, %es
	movl %eax, %ss
	xorl %eax, %eax
	movl %eax, %fs
	movl %eax, %gs

	/* 4. The boot task (pid 0, swapper) runs on init_thread_union,
	 * the other CPUs on their idle task's stack. */
	movl $(init_thread_union + THREAD_SIZE), %esp
	testl %ebx, %ebx
	jz 4f
	movl smp_boot_esp, %esp
4:	xorl %ebp, %ebp			/* ends the frame-pointer chain */
	pushl $0			/* eflags: interrupts off, DF clear */
	popfl
	testl %ebx, %ebx
	jnz 5f
	pushl %edi			/* struct multiboot_info * (physical) */
	pushl %esi			/* loader magic */
	call start_kernel
3:	hlt				/* neither ever returns */
	jmp 3b
5:	call start_secondary
	jmp 3b

	.data
	.align 8
/*
 * The Global Descriptor Table, Linux 2.5's layout (include/asm/segment.h).
 * Flat 4 GiB segments; descriptor encoding per Intel SDM vol. 3, 3.4.5.
 * The two TSS descriptors are filled in by trap_init().
 */
	.globl gdt_table
gdt_table:
	.fill GDT_ENTRY_KERNEL_CS, 8, 0
	.quad 0x00cf9a000000ffff	/* 0x60 kernel 4 GiB code, DPL 0 */
	.quad 0x00cf92000000ffff	/* 0x68 kernel 4 GiB data, DPL 0 */
	.quad 0x00cffa000000ffff	/* 0x73 user 4 GiB code, DPL 3 */
	.quad 0x00cff2000000ffff	/* 0x7b user 4 GiB data, DPL 3 */
	.fill GDT_ENTRIES - GDT_ENTRY_TSS, 8, 0
gdt_end:

	.align 4
	.word 0				/* align the 32-bit base */
gdt_descr:
	.word gdt_end - gdt_table - 1
	.long gdt_table

	.section .bss.page_aligned, "aw", @nobits
	.align PAGE_SIZE
	.globl initial_page_table
initial_page_table:
	.skip PAGE_SIZE
