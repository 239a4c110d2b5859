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
#include "asm/apic.h"
#include "asm/segment.h"
#include "asm/thread_info.h"
#include "asm/unistd.h"

/* Offsets into struct pt_regs (include/asm/ptrace.h) */
#define PT_EBX		0
#define PT_ECX		4
#define PT_EDX		8
#define PT_ESI		12
#define PT_EDI		16
#define PT_EBP		20
#define PT_EAX		24
#define PT_XES		32
#define PT_ORIG_EAX	36
#define PT_XCS		44
/* struct thread_info's flags (include/asm/thread_info.h), at the
 * bottom of the kernel stack */
#define TI_FLAGS	4
#define _TIF_SYSCALL_TRACE	(1 << 1)

/* reg = current's thread_info->flags: the stack's bottom holds it */
.macro GET_TI_FLAGS reg
	movl %esp, \reg
	andl $~(THREAD_SIZE - 1), \reg
	movl TI_FLAGS(\reg), \reg
.endm

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

/* An interrupt of the local APIC's own (include/asm/apic.h) */
.macro APIC_INTR name vector
	.globl \name
\name:
	pushl $~\vector
	pushl $\vector
	jmp common_interrupt
.endm

	APIC_INTR apic_timer_interrupt LOCAL_TIMER_VECTOR
	APIC_INTR call_function_interrupt CALL_FUNCTION_VECTOR
	APIC_INTR reschedule_interrupt RESCHEDULE_VECTOR
	APIC_INTR invalidate_interrupt INVALIDATE_TLB_VECTOR
	APIC_INTR error_interrupt ERROR_APIC_VECTOR
	APIC_INTR spurious_interrupt SPURIOUS_APIC_VECTOR

/*
 * struct pt_regs from xds down to ebx (Linux's SAVE_ALL, less es).  The
 * kernel's C code, and its string instructions (memcpy(), copy_to_user()),
 * count on the direction flag being clear (i386 psABI, 2.2.1: "the
 * direction flag must be set to forward on function entry"), but the
 * CPU keeps user mode's on the way in (Intel SDM vol. 3, 6.12.1 clears
 * only TF, NT, RF, VM and, for interrupt gates, IF): so cld, as Linux's
 * SAVE_ALL does.  The user's own flag comes back with its eflags at iret.
 */
.macro SAVE_REGS
	cld
	pushl %ds
	pushl %eax
	pushl %ebp
	pushl %edi
	pushl %esi
	pushl %edx
	pushl %ecx
	pushl %ebx
.endm

	.globl common_interrupt, ret_from_intr
common_interrupt:
	SAVE_REGS
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
	testl $3, PT_XCS(%esp)		/* back to ring 3? (SDM vol. 3, 5.5) */
	jz restore_all
	xorl %ecx, %ecx			/* no system call to restart */
	jmp resume_userspace

/*
 * int $0x80: Linux's i386 system-call convention.  eax holds the number
 * (arch/i386/kernel/syscall_table.c), ebx ecx edx esi edi ebp the
 * arguments; the result, or -errno, goes back in eax.  The IDT entry is
 * a trap gate of DPL 3 (traps.c), so the CPU switched to the task's
 * kernel stack (TSS esp0) and pushed ss, esp, eflags, cs, eip.  The
 * frame built here is a struct pt_regs, as for an interrupt; the six
 * arguments are then pushed again as the C function's own, so the callee
 * may scribble on its arguments without changing the saved registers.
 */
	.globl system_call, syscall_call, syscall_exit
system_call:
	pushl %eax			/* orig_eax: the call's number */
	pushl %es
	SAVE_REGS
	movl $__KERNEL_DS, %edx
	movl %edx, %ds
	movl %edx, %es
	GET_TI_FLAGS %ecx
	testl $_TIF_SYSCALL_TRACE, %ecx	/* a tracer stops it here? */
	jnz syscall_trace_entry
	movl PT_ORIG_EAX(%esp), %eax
	cmpl $NR_syscalls, %eax
	jae 2f
	cmpb $0, sys_call_nobkl(%eax)	/* syscall_table.c: runs without it? */
	jne 3f
2:	call lock_kernel		/* lib/kernel_lock.c: the BKL */
3:	movl PT_ORIG_EAX(%esp), %eax
	movl PT_ECX(%esp), %ecx
	movl PT_EDX(%esp), %edx
	cmpl $NR_syscalls, %eax
	jb 1f
	movl $NR_syscalls, %eax		/* the table's last entry: -ENOSYS */
1:	pushl %ebp
	pushl %edi
	pushl %esi
	pushl %edx
	pushl %ecx
	pushl %ebx
syscall_call:
	call *sys_call_table(, %eax, 4)
	addl $24, %esp
	movl %eax, PT_EAX(%esp)
	GET_TI_FLAGS %ecx
	testl $_TIF_SYSCALL_TRACE, %ecx
	jnz syscall_trace_exit
4:	cmpl $0, syscall_trace_comm	/* syscall_trace=NAME given? */
	je syscall_exit
	call lock_kernel		/* the trace is kernel code like any */
	pushl %esp
	call trace_syscall		/* kernel/syscall_trace.c */
	addl $4, %esp
syscall_exit:
	movl $1, %ecx			/* eax may ask for a restart */
	jmp resume_userspace

/*
 * PTRACE_SYSCALL (kernel/ptrace.c): the tracee stops before the call,
 * where the tracer may change any register, the number (orig_eax) and
 * the arguments included: they are loaded again from the frame.  And
 * it stops after the call, its result in the frame's eax.
 */
syscall_trace_entry:
	call lock_kernel		/* the stop is kernel code like any */
	pushl $0			/* do_syscall_trace(regs, 0): entry */
	leal 4(%esp), %eax
	pushl %eax
	call do_syscall_trace		/* arch/i386/kernel/ptrace.c */
	addl $8, %esp
	movl PT_EBX(%esp), %ebx
	movl PT_ESI(%esp), %esi
	movl PT_EDI(%esp), %edi
	movl PT_EBP(%esp), %ebp
	jmp 3b
syscall_trace_exit:
	call lock_kernel
	pushl $1			/* do_syscall_trace(regs, 1): exit */
	leal 4(%esp), %eax
	pushl %eax
	call do_syscall_trace
	addl $8, %esp
	jmp 4b
resume_userspace:
	cli
	movl %esp, %edx
	pushl %ecx
	pushl %edx
	call exit_to_user_mode		/* reschedule, signals (signal.c) */
	addl $8, %esp
restore_all:
	popl %ebx
	popl %ecx
	popl %edx
	popl %esi
	popl %edi
	popl %ebp
	popl %eax
/*
 * %ds and %es are the user's own choice: any selector it could load in
 * ring 3, whose descriptor may since have gone (set_thread_area(2)
 * cleared the TLS entry it names, in this very system call).  Loading
 * one then faults here, in ring 0 (#GP or #NP with the selector as error
 * code, SDM vol. 3, 6.15): the fixup zeroes the saved selector and pops
 * again, so the program gets a null selector back - as Linux does - and
 * only a later access through it can fault, in ring 3.  The nested
 * fault's frame is below (%esp), so the slot is intact.
 */
1:	popl %ds
2:	popl %es
	addl $4, %esp			/* orig_eax */
5:	iret

	.pushsection .fixup, "ax"
3:	movl $0, (%esp)
	jmp 1b
4:	movl $0, (%esp)
	jmp 2b
/*
 * The iret itself faults when the %cs or %ss it loads is no longer
 * loadable (modify_ldt(2) or set_thread_area(2) removed its descriptor
 * in this very call).  The nested fault's iret comes back here with the
 * user's frame on the stack and the user's registers, as an exception
 * from ring 3 would find them: it goes on as one, VECTOR_IRET_ERROR
 * (traps.c: SIGILL, Linux's "iret exception").
 */
6:	pushl $0			/* no error code */
	pushl $31			/* VECTOR_IRET_ERROR */
	jmp common_interrupt
	.popsection
	.pushsection __ex_table, "a"
	.balign 4
	.long 1b, 3b
	.long 2b, 4b
	.long 5b, 6b
	.popsection

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
 * kthread_create() in kernel/fork.c).
 */
	.globl ret_from_kernel_thread, ret_from_fork, ret_to_user
ret_from_kernel_thread:
	pushl %eax			/* prev */
	call schedule_tail
	addl $4, %esp
	pushl %esi
	call *%ebx
	pushl %eax
	call do_exit

/*
 * A forked child's first return from __switch_to_asm (do_clone()
 * in kernel/fork.c): its pt_regs, a copy of the parent's with eax = 0,
 * sits right above, at the top of its kernel stack.
 */
ret_from_fork:
	pushl %eax			/* prev */
	call schedule_tail
	addl $4, %esp
	jmp syscall_exit

/*
 * void ret_to_user(struct pt_regs *regs): leave the kernel for the user
 * program that execve() has just set up in regs, the pt_regs at the top
 * of this task's kernel stack (a kernel thread's first execve).
 */
ret_to_user:
	movl 4(%esp), %esp
	jmp syscall_exit
