/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _ASM_BUG_H
#define _ASM_BUG_H

/*
 * BUG() as Linux 2.5 i386 encodes it: the undefined instruction ud2
 * (0f 0b, Intel SDM vol. 2) raises "invalid operand", and the 16-bit line
 * number and a pointer to the file name follow it in the instruction
 * stream, where report_bug() (arch/i386/kernel/dumpstack.c) reads them.  The handler
 * never returns there, so the CPU never executes those six bytes.
 */
#define BUG()                                                           \
	do {                                                            \
		asm volatile("ud2\n\t"                                  \
			     ".word %c0\n\t"                            \
			     ".long %c1\n\t"                            \
			     : : "i"(__LINE__), "i"(__FILE_NAME__));    \
		__builtin_unreachable();                                \
	} while (0)

#define BUG_ON(cond)                                                    \
	do {                                                            \
		if (__builtin_expect(!!(cond), 0))                      \
			BUG();                                          \
	} while (0)

#define BUG_UD2		0x0b0f	/* ud2 read as a little-endian u16 */

#endif /* _ASM_BUG_H */
