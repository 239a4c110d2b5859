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
	u32 fpstate;		/* struct _fpstate *, or NULL */
	u32 oldmask, cr2;
};

/*
 * Linux i386's struct _fpstate_32 (624 bytes): the x87 state in FNSAVE's
 * layout for old readers (Intel SDM vol. 1, 8.1.10), then the whole
 * FXSAVE image from _fxsr_env on (vol. 1, 10.5.1), 16-byte aligned
 * when the struct is.  magic is 0 when that image follows (Linux's
 * X86_FXSR_MAGIC), 0xffff when only the FNSAVE part is valid.
 */
struct _fpreg {
	u16 significand[4];
	u16 exponent;
};

struct _fpxreg {
	u16 significand[4];
	u16 exponent;
	u16 padding[3];
};

struct _xmmreg {
	u32 element[4];
};

struct _fpstate {
	u32 cw, sw, tag, ipoff, cssel, dataoff, datasel;
	struct _fpreg _st[8];
	u16 status, magic;
	/* FXSAVE's image, 512 bytes, starts here */
	u32 _fxsr_env[6];
	u32 mxcsr, reserved;
	struct _fpxreg _fxsr_st[8];
	struct _xmmreg _xmm[8];
	u32 padding1[44];
	u32 padding2[12];	/* Linux keeps its xstate magic here */
};

#define X86_FXSR_MAGIC	0x0000

struct ucontext {
	u32 uc_flags;
	u32 uc_link;
	struct sigaltstack uc_stack;
	struct sigcontext uc_mcontext;
	sigset_t uc_sigmask;
};

#endif /* _ASM_SIGCONTEXT_H */
