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
#include "asm/i387.h"

#define X86_CR0_MP	0x00000002	/* WAIT honours TS (SDM vol. 3, 2.5) */
#define X86_CR0_EM	0x00000004	/* no FPU: every x87/SSE op is #NM/#UD */
#define X86_CR0_NE	0x00000020	/* x87 errors as #MF, not IRQ 13 */
#define X86_CR4_OSFXSR	0x00000200	/* FXSAVE/FXRSTOR and SSE allowed */
#define X86_CR4_OSXMMEXCPT 0x00000400	/* unmasked SSE errors raise #XM */
#define MXCSR_DEFAULT	0x1f80		/* all SSE exceptions masked */

static void *fpu_area(struct fpu_state *s)
{
	return (void *)(((unsigned long)s->raw + 15) & ~15UL);
}

/* The state a new program starts with (fninit; MXCSR at its reset value:
 * the i386 psABI, 3.4.1, "initial process stack": FPU in its reset state) */
void fpu_reset(void)
{
	u32 mxcsr = MXCSR_DEFAULT;

	asm volatile("fninit; ldmxcsr %0" : : "m"(mxcsr));
}

void __init fpu_init(void)
{
	unsigned long cr0, cr4;

	asm volatile("movl %%cr0, %0" : "=r"(cr0));
	cr0 = (cr0 & ~X86_CR0_EM) | X86_CR0_MP | X86_CR0_NE;
	asm volatile("movl %0, %%cr0" : : "r"(cr0));
	asm volatile("movl %%cr4, %0" : "=r"(cr4));
	cr4 |= X86_CR4_OSFXSR | X86_CR4_OSXMMEXCPT;
	asm volatile("movl %0, %%cr4" : : "r"(cr4));
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
	asm volatile("clts; fxsave %0" : "=m"(*(u8(*)[512])fpu_area(to)));
}

void fpu_switch(struct fpu_state *prev, struct fpu_state *next)
{
	fpu_save(prev);
	asm volatile("fxrstor %0" : : "m"(*(u8(*)[512])fpu_area(next)));
}
