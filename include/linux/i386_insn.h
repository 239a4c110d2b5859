/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/i386_insn.h - a small i386 disassembler for the oops'
 * decoded Code: line (docs/oops.md).
 *
 * It knows the 32-bit protected-mode instructions gcc and clang emit in
 * this tree (the Intel SDM vol. 2's one-byte and 0F opcode maps,
 * appendix A, less x87, MMX and SSE, which the kernel is built without)
 * and writes them as GNU objdump -d does, in AT&T syntax: the source
 * operand first, registers with %, immediates with $, a size suffix where
 * no register operand gives the size.  Anything else is "(bad)", as
 * objdump says.  Pure code (lib/i386_insn.c): tests/host/test_i386_insn.py
 * compares it with objdump on every instruction of vmlinux and the
 * in-tree modules.
 */
#ifndef _LINUX_I386_INSN_H
#define _LINUX_I386_INSN_H

#include "linux/types.h"

/* Longest instruction (SDM vol. 2, 2.3.11) and a buffer for its text */
#define I386_INSN_MAX		15
#define I386_INSN_TEXT		80

/*
 * Decode the instruction in @code[0..@len) that runs at @addr (a jump's
 * target is printed as an address) into @buf (I386_INSN_TEXT bytes).
 * Returns its length, or 0 for "(bad)": an opcode it does not know, or
 * bytes that end inside the instruction.
 */
int i386_insn_decode(const u8 *code, size_t len, u32 addr, char *buf);

#endif /* _LINUX_I386_INSN_H */
