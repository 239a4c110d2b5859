/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Relocations no C compiler emits for i386 but hand-written assembler
 * may: R_386_PLT32 and the GNU 8- and 16-bit types, with positive and
 * negative addends.  Part of the sample module (module_elf_sample_a.c).
 * The test's resolver gives tiny_* and small_* symbols values that fit
 * these fields, and near_* symbols addresses close to the module.
 */
	/* Like a compiler's output: this object needs no executable stack. */
	.section .note.GNU-stack, "", @progbits

	.section .text.narrow, "ax", @progbits
	.globl	narrow_call
	.type	narrow_call, @function
narrow_call:
	call	ext_plt_target@PLT		/* R_386_PLT32 */
	ret
	.size	narrow_call, . - narrow_call

	.section .data.narrow, "aw", @progbits
	.globl	narrow_data
	.type	narrow_data, @object
narrow_data:
	.byte	tiny_a				/* R_386_8 */
	.byte	tiny_b - 3			/* R_386_8, negative addend */
	.word	small_a + 0x10			/* R_386_16 */
	.word	small_b - 2			/* R_386_16, negative addend */
	.word	narrow_call - .			/* R_386_PC16, other section */
	.word	near_a - . + 6			/* R_386_PC16 */
	.byte	near_b - .			/* R_386_PC8 */
	.byte	0
	.long	narrow_call + 4			/* R_386_32 */
	.long	ext_plt_target - .		/* R_386_PC32 in data */
	.size	narrow_data, . - narrow_data
