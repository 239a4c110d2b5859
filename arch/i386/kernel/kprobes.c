// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/kprobes.c - the breakpoint and the single step of a
 * kprobe (include/linux/kprobes.h, docs/kprobes.md).
 *
 * The probed instruction's first byte becomes int3 (0xCC).  Its #BP
 * (Intel SDM vol. 3, 6.15) comes here from arch/i386/kernel/traps.c with
 * EIP one past the int3: the pre_handlers run, then a copy of the
 * original instruction runs from struct kprobe's slot with EFLAGS.TF set
 * and IF clear, so that exactly it runs and a #DB (SDM vol. 3, 17.3.1.4)
 * follows; then EIP, and a call's return address, are moved from the
 * slot back to the probed code, and the post_handlers run.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/string.h"
#include "linux/kprobes.h"
#include "linux/i386_insn.h"
#include "linux/smp.h"
#include "asm/system.h"

void *text_poke(void *addr, const void *opcode, size_t len);

/* What one CPU is doing: the probe whose copy it steps, the one it
 * interrupted (a probe hit inside a handler), and EFLAGS' TF and IF. */
struct kprobe_ctlblk {
	struct kprobe *cur;
	struct kprobe *prev;
	unsigned long flags;
	unsigned long prev_flags;
};

static struct kprobe_ctlblk kprobe_ctlblk[NR_CPUS];

/* The opcode after the prefixes, or -1 for a rep prefix: one step of
 * "rep movs" is one iteration (SDM vol. 3, 17.3.1.4), not the loop. */
static int insn_opcode(const u8 *insn, int len, const u8 **modrm)
{
	int i;

	for (i = 0; i < len; i++) {
		switch (insn[i]) {
		case 0xf2: case 0xf3:
			return -1;
		case 0x26: case 0x2e: case 0x36: case 0x3e:
		case 0x64: case 0x65: case 0x66: case 0x67: case 0xf0:
			continue;
		}
		*modrm = &insn[i + 1];
		return insn[i] == 0x0f ? 0x0f00 | insn[i + 1] : insn[i];
	}
	return -1;
}

/*
 * Instructions whose copy cannot be stepped as the original would run:
 * traps and iret, hlt, those that read or write IF or TF (cli, sti,
 * pushf, popf: the step runs with TF set and IF clear), the far
 * transfers, and mov/pop ss, which hold the #DB back one instruction
 * (SDM vol. 3, 6.8.3).  Linux refuses these too, or emulates them.
 */
static bool insn_refused(int op)
{
	switch (op) {
	case -1:
	case 0x17: case 0x8e: case 0x9a: case 0x9c: case 0x9d: case 0xca:
	case 0xcb: case 0xcc: case 0xcd: case 0xce: case 0xcf: case 0xea:
	case 0xf1: case 0xf4: case 0xfa: case 0xfb:
		return true;
	}
	return (op & 0xff00) == 0x0f00 && (op & 0xff) < 0x08;
}

int __kprobes arch_prepare_kprobe(struct kprobe *p)
{
	char text[I386_INSN_TEXT];
	const u8 *modrm;
	int len, op, reg;

	len = i386_insn_decode((const u8 *)p->addr, I386_INSN_MAX,
			       (u32)p->addr, text);
	if (!len)
		return -EINVAL;
	op = insn_opcode((const u8 *)p->addr, len, &modrm);
	reg = op == 0xff ? (*modrm >> 3) & 7 : 0;
	/* FF /3 and /5: the far indirect call and jump */
	if (insn_refused(op) || reg == 3 || reg == 5)
		return -EINVAL;
	memcpy(p->ainsn.insn, p->addr, len);
	p->ainsn.len = len;
	p->opcode = *p->addr;
	return 0;
}

void __kprobes arch_arm_kprobe(struct kprobe *p)
{
	u8 int3 = BREAKPOINT_INSTRUCTION;

	text_poke(p->addr, &int3, 1);
}

void __kprobes arch_disarm_kprobe(struct kprobe *p)
{
	text_poke(p->addr, &p->opcode, 1);
}

static void __kprobes setup_singlestep(struct kprobe *p,
				       struct pt_regs *regs,
				       struct kprobe_ctlblk *kcb)
{
	kcb->cur = p;
	kcb->flags = regs->eflags & (X86_EFLAGS_TF | X86_EFLAGS_IF);
	regs->eflags |= X86_EFLAGS_TF;
	regs->eflags &= ~X86_EFLAGS_IF;
	regs->eip = (unsigned long)p->ainsn.insn;
}

/* A kernel-mode #BP: 1 if it was a kprobe's int3. */
int __kprobes kprobe_int3_handler(struct pt_regs *regs)
{
	struct kprobe_ctlblk *kcb = &kprobe_ctlblk[smp_processor_id()];
	kprobe_opcode_t *addr = (kprobe_opcode_t *)(regs->eip - 1);
	struct kprobe *p = get_kprobe(addr);

	if (!p)
		return 0;
	if (kcb->cur) {
		/* hit inside a handler: no handlers, only the step */
		p->nmissed++;
		kcb->prev = kcb->cur;
		kcb->prev_flags = kcb->flags;
		setup_singlestep(p, regs, kcb);
		return 1;
	}
	/* the pre_handlers see EIP one past the int3, as Linux's do */
	kcb->cur = p;
	if (aggr_pre_handler(p, regs)) {
		kcb->cur = NULL;
		return 1;
	}
	setup_singlestep(p, regs, kcb);
	return 1;
}

/*
 * After the step: relative jumps and calls went as far from the slot as
 * they would have from the probe, and the next instruction too, so EIP
 * moves by (probe - slot); a ret or an indirect jump or call went to an
 * absolute address, which stays.  A call pushed the slot's return
 * address: it moves the same way.
 */
static void __kprobes resume_execution(struct kprobe *p,
				       struct pt_regs *regs)
{
	unsigned long delta = (unsigned long)p->addr -
			      (unsigned long)p->ainsn.insn;
	unsigned long *tos = (unsigned long *)&regs->esp;
	const u8 *modrm;
	int op = insn_opcode(p->ainsn.insn, p->ainsn.len, &modrm);
	int reg = op == 0xff ? (*modrm >> 3) & 7 : 0;

	if (op == 0xe8 || reg == 2)
		*tos += delta;
	if (op != 0xc2 && op != 0xc3 && !(op == 0xff && reg >= 2 && reg <= 5))
		regs->eip += delta;
}

/* A kernel-mode #DB: 1 if it ended a kprobe's step. */
int __kprobes kprobe_debug_handler(struct pt_regs *regs)
{
	struct kprobe_ctlblk *kcb = &kprobe_ctlblk[smp_processor_id()];
	struct kprobe *p = kcb->cur;

	if (!p)
		return 0;
	resume_execution(p, regs);
	regs->eflags &= ~(X86_EFLAGS_TF | X86_EFLAGS_IF);
	regs->eflags |= kcb->flags;
	if (kcb->prev) {
		kcb->cur = kcb->prev;
		kcb->flags = kcb->prev_flags;
		kcb->prev = NULL;
		return 1;
	}
	aggr_post_handler(p, regs);
	kcb->cur = NULL;
	return 1;
}
