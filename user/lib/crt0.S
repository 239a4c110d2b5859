/* SPDX-License-Identifier: GPL-2.0 */
/*
 * user/lib/crt0.S - where every program starts (the ELF entry point).
 *
 * execve() (fs/exec.c) leaves the initial stack as the i386 psABI lays it
 * out (figure 3-31): esp points at argc, then argv[], a NULL, envp[], a
 * NULL, and the auxiliary vector.  _start calls main(argc, argv, envp)
 * and passes what it returns to exit().
 */
	.text
	.globl _start
_start:
	xorl %ebp, %ebp			/* the outermost frame (psABI 3-31) */
	movl (%esp), %eax		/* argc */
	leal 4(%esp), %ecx		/* argv */
	leal 8(%esp, %eax, 4), %edx	/* envp: past argv's NULL */
	andl $-16, %esp
	subl $4, %esp
	pushl %edx
	pushl %ecx
	pushl %eax
	movl %edx, environ
	call main
	pushl %eax
	call exit
	hlt				/* exit() does not return */

	.section .note.GNU-stack, "", @progbits
