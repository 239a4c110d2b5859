/* SPDX-License-Identifier: GPL-2.0 */
/*
 * arch/i386/kernel/entry.S - the way into C from an interrupt or exception, and the
 * stack switch between tasks.
 *
 * On an interrupt the CPU pushes eflags, cs, eip (and, for exceptions 8,
 * 10-14 and 17, an error code: Intel SDM vol. 3, table 6-1).  Each vector's
 * stub makes the frame uniform: it pushes 0 where the CPU pushed no error
 * code (or ~irq for a hardware interrupt, as Linux does) and then the
 * vector number, which sits in the xes slot until common_interrupt has
 * saved the rest and swaps the real %es in.  The result is a struct
 * pt_regs (include/asm/ptrace.h) in Linux i386 order.
 */
#include "asm/segment.h"

/* Offsets into struct pt_regs */
#define PT_XES		32

	.text

/* An exception for which the CPU pushes no error code. */
.macro TRAP vector
	.globl trap_\vector
trap_\vector:
	pushl $0
	pushl $\vector
	jmp common_interrupt
.endm

/* An exception for which the CPU has pushed an error code. */
.macro TRAP_ERR vector
	.globl trap_\vector
trap_\vector:
	pushl $\vector
	jmp common_interrupt
.endm

/* A hardware interrupt from the 8259s, remapped to vector 0x20 + irq. */
.macro IRQ irq
	.globl irq_\irq
irq_\irq:
	pushl $~\irq
	pushl $(0x20 + \irq)
	jmp common_interrupt
.endm

	TRAP 0
	TRAP 1
	TRAP 2
	TRAP 3
	TRAP 4
	TRAP 5
	TRAP 6
	TRAP 7
	TRAP_ERR 8
	TRAP 9
	TRAP_ERR 10
	TRAP_ERR 11
	TRAP_ERR 12
	TRAP_ERR 13
	TRAP_ERR 14
	TRAP 15
	TRAP 16
	TRAP_ERR 17
	TRAP 18
	TRAP 19
	TRAP 20
	TRAP 21
	TRAP 22
	TRAP 23
	TRAP 24
	TRAP 25
	TRAP 26
	TRAP 27
	TRAP 28
	TRAP 29
	TRAP 30
	TRAP 31

	IRQ 0
	IRQ 1
	IRQ 2
	IRQ 3
	IRQ 4
	IRQ 5
	IRQ 6
	IRQ 7
	IRQ 8
	IRQ 9
	IRQ 10
	IRQ 11
	IRQ 12
	IRQ 13
	IRQ 14
	IRQ 15

	.globl common_interrupt, ret_from_intr
common_interrupt:
	pushl %ds
	pushl %eax
	pushl %ebp
	pushl %edi
	pushl %esi
	pushl %edx
	pushl %ecx
	pushl %ebx
	movl PT_XES(%esp), %eax		/* the vector the stub pushed */
	movl %es, %ecx
	movl %ecx, PT_XES(%esp)
	movl $__KERNEL_DS, %edx
	movl %edx, %ds
	movl %edx, %es
	movl %esp, %edx
	pushl %eax			/* do_interrupt(regs, vector) */
	pushl %edx
	call do_interrupt
ret_from_intr:
	addl $8, %esp
	popl %ebx
	popl %ecx
	popl %edx
	popl %esi
	popl %edi
	popl %ebp
	popl %eax
	popl %ds
	popl %es
	addl $4, %esp			/* orig_eax */
	iret

/*
 * struct task_struct *__switch_to_asm(prev, next)
 *
 * Saves the callee-saved registers and eflags on prev's stack, records the
 * stack pointer in prev->thread.esp, and resumes next where it last called
 * this function.  Returns prev, in next's context.
 */
	.globl __switch_to_asm
__switch_to_asm:
	movl 4(%esp), %eax
	movl 8(%esp), %edx
	pushl %ebp
	pushl %ebx
	pushl %esi
	pushl %edi
	pushfl
	movl %esp, (%eax)		/* prev->thread.esp */
	movl (%edx), %esp		/* next->thread.esp */
	popfl
	popl %edi
	popl %esi
	popl %ebx
	popl %ebp
	ret

/*
 * A new kernel thread's first "return" from __switch_to_asm lands here,
 * with the thread function in %ebx and its argument in %esi (see
 * copy_thread() in kernel/fork.c).
 */
	.globl ret_from_kernel_thread
ret_from_kernel_thread:
	pushl %eax			/* prev */
	call schedule_tail
	addl $4, %esp
	pushl %esi
	call *%ebx
	pushl %eax
	call do_exit
