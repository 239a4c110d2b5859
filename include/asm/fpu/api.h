/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/fpu/api.h - the FPU inside the kernel, where Linux 6.1
 * declares it.  The kernel is built without the x87 and SSE (-mno-80387
 * -mno-sse, as Linux's -msoft-float), and the registers hold the user
 * task's values (arch/i386/kernel/i387.c switches them eagerly), so code
 * that wants them must save those first and put them back after, with
 * no task switch in between: kernel_fpu_begin() and kernel_fpu_end()
 * (arch/i386/kernel/i387.c).  Floating-point C in a module still
 * compiles to libgcc calls (__divdf3 ...) the kernel does not export,
 * so such a module loads here as on Linux: not at all ("Unknown
 * symbol").
 */
#ifndef _ASM_FPU_API_H
#define _ASM_FPU_API_H

void kernel_fpu_begin(void);
void kernel_fpu_end(void);
/* May this context use the FPU?  Not in an interrupt handler, whose
 * interrupted code may be between begin and end */
bool irq_fpu_usable(void);

#endif /* _ASM_FPU_API_H */
