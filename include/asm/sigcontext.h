/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/sigcontext.h - the registers a signal frame saves on the
 * user stack, laid out as Linux i386's struct sigcontext (88 bytes) and
 * struct ucontext, which glibc's <sys/ucontext.h> and every debugger
 * read (arch/i386/kernel/signal.c builds and restores them).
 */
#ifndef _ASM_SIGCONTEXT_H
#define _ASM_SIGCONTEXT_H

#include "asm/signal.h"

struct sigcontext {
	u16 gs, __gsh, fs, __fsh, es, __esh, ds, __dsh;
	u32 edi, esi, ebp, esp, ebx, edx, ecx, eax;
	u32 trapno, err, eip;
	u16 cs, __csh;
	u32 eflags, esp_at_signal;
	u16 ss, __ssh;
	u32 fpstate;		/* NULL: no FPU state is saved */
	u32 oldmask, cr2;
};

struct ucontext {
	u32 uc_flags;
	u32 uc_link;
	struct sigaltstack uc_stack;
	struct sigcontext uc_mcontext;
	sigset_t uc_sigmask;
};

#endif /* _ASM_SIGCONTEXT_H */
