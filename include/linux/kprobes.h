/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kprobes.h - kprobes as Linux 6.1 gives them to modules:
 * a handler run before (pre_handler) and after (post_handler) one
 * instruction of kernel text, given as an address or symbol_name +
 * offset.  The registry is kernel/kprobes.c, the breakpoint and single
 * step arch/i386/kernel/kprobes.c; docs/kprobes.md.
 */
#ifndef _LINUX_KPROBES_H
#define _LINUX_KPROBES_H

#include "linux/types.h"
#include "linux/list.h"
#include "asm/ptrace.h"
#include "asm/kprobes.h"

struct kprobe;

typedef int (*kprobe_pre_handler_t)(struct kprobe *, struct pt_regs *);
typedef void (*kprobe_post_handler_t)(struct kprobe *, struct pt_regs *,
				      unsigned long flags);

struct kprobe {
	struct list_head list;		/* kernel/kprobes.c's kprobe_list */
	unsigned long nmissed;		/* hits while another probe ran */
	kprobe_opcode_t *addr;
	const char *symbol_name;
	unsigned int offset;
	kprobe_pre_handler_t pre_handler;
	kprobe_post_handler_t post_handler;
	kprobe_opcode_t opcode;		/* the byte the int3 replaced */
	struct arch_specific_insn ainsn;
	u32 flags;
};

#define KPROBE_FLAG_GONE	1
#define KPROBE_FLAG_DISABLED	2

/* Functions a probe must not be put in: they run on the way to the
 * handlers (kernel/kprobes.c's within_kprobe_blacklist()) */
#define __kprobes	__attribute__((__section__(".kprobes.text")))

int register_kprobe(struct kprobe *p);
void unregister_kprobe(struct kprobe *p);
int register_kprobes(struct kprobe **kps, int num);
void unregister_kprobes(struct kprobe **kps, int num);

/* kernel/kprobes.c for arch/i386/kernel/kprobes.c */
struct kprobe *get_kprobe(void *addr);
int aggr_pre_handler(struct kprobe *first, struct pt_regs *regs);
void aggr_post_handler(struct kprobe *first, struct pt_regs *regs);
int arch_prepare_kprobe(struct kprobe *p);
void arch_arm_kprobe(struct kprobe *p);
void arch_disarm_kprobe(struct kprobe *p);

/* arch/i386/kernel/traps.c: a kernel-mode int3 or single step */
int kprobe_int3_handler(struct pt_regs *regs);
int kprobe_debug_handler(struct pt_regs *regs);

#endif /* _LINUX_KPROBES_H */
