/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/debugreg.h - the debug registers (Intel SDM vol. 3, 17.2):
 * DR0-DR3 hold breakpoint addresses, DR7 enables them and says what
 * each watches, DR6 tells a debug exception's handler what hit.  A
 * tracer sets them for its tracee (arch/i386/kernel/ptrace.c); the CPU
 * holds them while that task runs (switch_to_arch()).
 */
#ifndef _ASM_DEBUGREG_H
#define _ASM_DEBUGREG_H

#define DR_TRAP_BITS	0x0000000fUL	/* DR6 B0-B3: breakpoint n hit */
#define DR_STEP		0x00004000UL	/* DR6 BS: a single step */
#define DR6_RESERVED	0xffff0ff0UL	/* DR6's bits that read as 1 */
/* DR7: Ln and Gn enable breakpoint n; above bit 16, its R/W and LEN
 * fields, 4 bits each; LE, GE and GD (bits 8, 9, 13) and the reserved
 * bits are never loaded: GD would fault on the kernel's own access */
#define DR_ENABLE(n)	(3UL << (2 * (n)))
#define DR_RW(dr7, n)	(((dr7) >> (16 + 4 * (n))) & 3)
#define DR_LEN(dr7, n)	(((dr7) >> (18 + 4 * (n))) & 3)
#define DR_RW_EXECUTE	0
#define DR_RW_IO	2
#define DR7_LOADED	0xffff00ffUL

#define get_debugreg(var, n) \
	asm volatile("movl %%db" #n ", %0" : "=r"(var))
#define set_debugreg(value, n) \
	asm volatile("movl %0, %%db" #n : : "r"(value))

#endif /* _ASM_DEBUGREG_H */
