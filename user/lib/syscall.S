/* SPDX-License-Identifier: GPL-2.0 */
/*
 * user/lib/syscall.S - long __syscall(long nr, a1, a2, a3, a4, a5, a6):
 * the one way into the kernel.  Linux's i386 convention: eax = number,
 * ebx ecx edx esi edi ebp = arguments, int $0x80, result (or -errno) in
 * eax.  ebx esi edi ebp belong to the caller (psABI): saved here.
 */
	.text
	.globl __syscall
__syscall:
	pushl %ebp
	pushl %edi
	pushl %esi
	pushl %ebx
	movl 20(%esp), %eax
	movl 24(%esp), %ebx
	movl 28(%esp), %ecx
	movl 32(%esp), %edx
	movl 36(%esp), %esi
	movl 40(%esp), %edi
	movl 44(%esp), %ebp
	int $0x80
	popl %ebx
	popl %esi
	popl %edi
	popl %ebp
	ret

	.section .note.GNU-stack, "", @progbits
