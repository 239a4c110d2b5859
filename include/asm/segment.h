/* SPDX-License-Identifier: GPL-2.0 */
/*
 * GDT layout, as Linux 2.5 i386 has it (the sample oops shows cs 0060 and
 * ds/es/ss 0068).  A selector is index * 8 | RPL (Intel SDM vol. 3, 3.4.2).
 */
#ifndef _ASM_SEGMENT_H
#define _ASM_SEGMENT_H

#define GDT_ENTRY_TLS_MIN	6	/* sys_set_thread_area(): 6, 7, 8 */
/* the running process's LDT (modify_ldt(2)): Linux's 17 is the double
 * fault TSS's here, 11 is free */
#define GDT_ENTRY_LDT		11
#define GDT_ENTRY_KERNEL_CS	12
#define GDT_ENTRY_KERNEL_DS	13
#define GDT_ENTRY_USER_CS	14
#define GDT_ENTRY_USER_DS	15
#define GDT_ENTRY_TSS		16
#define GDT_ENTRY_DOUBLEFAULT_TSS 17
#define GDT_ENTRIES		18

#define __KERNEL_CS	(GDT_ENTRY_KERNEL_CS * 8)	/* 0x60 */
#define __KERNEL_DS	(GDT_ENTRY_KERNEL_DS * 8)	/* 0x68 */
#define __USER_CS	(GDT_ENTRY_USER_CS * 8 + 3)	/* 0x73 */
#define __USER_DS	(GDT_ENTRY_USER_DS * 8 + 3)	/* 0x7b */
#define __TSS		(GDT_ENTRY_TSS * 8)		/* 0x80 */
#define __DOUBLEFAULT_TSS (GDT_ENTRY_DOUBLEFAULT_TSS * 8) /* 0x88 */

#endif /* _ASM_SEGMENT_H */
