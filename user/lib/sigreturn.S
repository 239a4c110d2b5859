/* SPDX-License-Identifier: GPL-2.0 */
/*
 * user/lib/sigreturn.S - the restorers: where a signal handler returns
 * to (sa_restorer, with SA_RESTORER, as glibc passes it).  The kernel's
 * frame (arch/i386/kernel/signal.c) puts the restorer's address where
 * the handler's ret finds it.  __restore pops the signal number first:
 * sigreturn(2) expects esp 8 bytes into struct sigframe; rt_sigreturn(2)
 * expects it 4 bytes into struct rt_sigframe.
 */
#include "asm/unistd.h"

	.text
	.globl __restore, __restore_rt
__restore:
	popl %eax
	movl $__NR_sigreturn, %eax
	int $0x80

__restore_rt:
	movl $__NR_rt_sigreturn, %eax
	int $0x80

	.section .note.GNU-stack, "", @progbits
