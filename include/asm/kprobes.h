/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/asm/kprobes.h - the i386 half of struct kprobe: the int3 that
 * replaces the probed instruction (Intel SDM vol. 3, 6.15 "#BP") and the
 * copy of that instruction single-stepped out of line
 * (arch/i386/kernel/kprobes.c, docs/kprobes.md).
 */
#ifndef _ASM_KPROBES_H
#define _ASM_KPROBES_H

#include "linux/types.h"

typedef u8 kprobe_opcode_t;

#define BREAKPOINT_INSTRUCTION	0xcc
#define MAX_INSN_SIZE		16

/* The slot is in struct kprobe itself: without PAE there is no NX bit,
 * so the module's data the kprobe lives in is executable (SDM vol. 3,
 * 4.3) and no executable slot page need be allocated. */
struct arch_specific_insn {
	kprobe_opcode_t insn[MAX_INSN_SIZE];
	int len;
};

#endif /* _ASM_KPROBES_H */
