/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The smallest multiboot kernel: it prints one '#' on COM1 and stops
 * QEMU through isa-debug-exit.  `make bench` boots it to measure the
 * floor under oops386's own boot time: what QEMU and its multiboot
 * loader cost before any kernel code of ours runs.
 */
#define MB_MAGIC	0x1BADB002	/* multiboot spec 3.1.2 */
#define MB_FLAGS	0
#define COM1		0x3f8
#define DEBUG_EXIT	0xf4

	.text			/* the header must be in the first 8 KiB */
	.align 4
	.long MB_MAGIC, MB_FLAGS, -(MB_MAGIC + MB_FLAGS)
	.globl _start
_start:
	movw $COM1, %dx
	movb $'#', %al
	outb %al, %dx
	movw $DEBUG_EXIT, %dx
	xorl %eax, %eax
	outl %eax, %dx
1:	hlt
	jmp 1b
	.section .note.GNU-stack, "", @progbits
