// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/i387.c - the FPU and SSE registers of user programs.
 *
 * glibc picks SSE2 string functions when CPUID says the CPU has them,
 * and an SSE instruction raises #UD unless the kernel declares that it
 * saves the SSE state (CR4.OSFXSR, Intel SDM vol. 3, 13.1.3).  So the
 * kernel does: each task keeps an FXSAVE image, swapped on every task
 * switch (eagerly, as Linux does since 4.x; the kernel itself is built
 * with -mno-sse -mno-80387 and never touches these registers).
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/string.h"
#include "linux/export.h"
#include "linux/preempt.h"
#include "linux/sched.h"
#include "asm/fpu/api.h"
#include "asm/i387.h"
#include "asm/special_insns.h"

#define X86_CR0_MP	0x00000002	/* WAIT honours TS (SDM vol. 3, 2.5) */
#define X86_CR0_EM	0x00000004	/* no FPU: every x87/SSE op is #NM/#UD */
#define X86_CR0_NE	0x00000020	/* x87 errors as #MF, not IRQ 13 */
#define X86_CR4_OSFXSR	0x00000200	/* FXSAVE/FXRSTOR and SSE allowed */
#define X86_CR4_OSXMMEXCPT 0x00000400	/* unmasked SSE errors raise #XM */
#define MXCSR_DEFAULT	0x1f80		/* all SSE exceptions masked */

#define FCW_DEFAULT	0x037f		/* fninit's control word */
/* FXSAVE image offsets (Intel SDM vol. 1, table 10-2) */
#define FX_FCW		0
#define FX_MXCSR	24
#define FX_MXCSR_MASK	28

/* The MXCSR bits this CPU accepts; the rest make FXRSTOR raise #GP */
static u32 mxcsr_feature_mask;

void *fpu_image(struct fpu_state *s)
{
	return (void *)(((unsigned long)s->raw + 15) & ~15UL);
}

void fpu_load(struct fpu_state *from)
{
	asm volatile("fxrstor %0" : : "m"(*(u8(*)[512])fpu_image(from)));
}

/*
 * The state a new program, and a signal handler, starts with: fninit's
 * x87 state, MXCSR at its reset value, every XMM register zero (the
 * i386 psABI, 3.4.1: the FPU in its reset state; Linux's init_fpstate).
 */
void fpu_reset(void)
{
	struct fpu_state clean;
	u8 *fx = fpu_image(&clean);

	memset(&clean, 0, sizeof(clean));
	*(u16 *)(fx + FX_FCW) = FCW_DEFAULT;
	*(u32 *)(fx + FX_MXCSR) = MXCSR_DEFAULT;
	fpu_load(&clean);
}

/*
 * An image from user memory (a signal frame) with its reserved MXCSR
 * bits cleared, so that FXRSTOR cannot #GP: what Linux does on i386
 * "for historical reasons" (its x86-64 refuses the frame instead).
 */
void fpu_sanitize(struct fpu_state *s)
{
	*(u32 *)((u8 *)fpu_image(s) + FX_MXCSR) &= mxcsr_feature_mask;
}

/*
 * FXSAVE stores the CPU's MXCSR_MASK; 0 there means the default 0xffbf,
 * which leaves out DAZ (Intel SDM vol. 1, 11.6.6).
 */
static void __init fpu_probe_mxcsr_mask(void)
{
	struct fpu_state probe;

	memset(&probe, 0, sizeof(probe));
	fpu_save(&probe);
	mxcsr_feature_mask = *(u32 *)((u8 *)fpu_image(&probe) +
				      FX_MXCSR_MASK);
	if (!mxcsr_feature_mask)
		mxcsr_feature_mask = 0xffbf;
}

void __init fpu_init(void)
{
	write_cr0((read_cr0() & ~X86_CR0_EM) | X86_CR0_MP | X86_CR0_NE);
	write_cr4(read_cr4() | X86_CR4_OSFXSR | X86_CR4_OSXMMEXCPT);
	fpu_probe_mxcsr_mask();
	fpu_reset();
}

/*
 * A forked child starts with its parent's registers (fork(2)).  CR0.TS
 * is cleared first: the double fault's hardware task switch sets it
 * (Intel SDM vol. 3, 2.5: "set on every task switch"), and with TS set
 * FXSAVE raises #NM.  Nothing here switches lazily, so TS stays clear.
 */
void fpu_save(struct fpu_state *to)
{
	asm volatile("clts; fxsave %0" : "=m"(*(u8(*)[512])fpu_image(to)));
}

void fpu_switch(struct fpu_state *prev, struct fpu_state *next)
{
	fpu_save(prev);
	fpu_load(next);
}

/*
 * The FPU for kernel code (include/asm/fpu/api.h): the interrupted user
 * task's registers go to its image, the kernel starts from the reset
 * state, and no task switch - which would store the kernel's values as
 * the task's - may come before kernel_fpu_end() puts the task's back.
 * Not in an interrupt handler: the code it interrupted may be between
 * the two calls (Linux's irq_fpu_usable(), simplified).
 */
bool irq_fpu_usable(void)
{
	return !in_interrupt();
}
EXPORT_SYMBOL(irq_fpu_usable);

void kernel_fpu_begin(void)
{
	preempt_disable();
	WARN_ON_ONCE(!irq_fpu_usable());
	fpu_save(&current->thread.fpu);
	fpu_reset();
}
EXPORT_SYMBOL_GPL(kernel_fpu_begin);

void kernel_fpu_end(void)
{
	fpu_load(&current->thread.fpu);
	preempt_enable();
}
EXPORT_SYMBOL_GPL(kernel_fpu_end);
