// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/kprobes.c - the kprobe registry (include/linux/kprobes.h,
 * docs/kprobes.md): where a probe goes, which addresses are refused, and
 * the list the int3 handler (arch/i386/kernel/kprobes.c) looks hits up in.
 *
 * Several kprobes may share an address, as in Linux: the first arms the
 * int3, the last one out puts the original byte back.  The list changes
 * only inside stop_machine(), with every other CPU spinning with its
 * interrupts off, so a trap handler never sees it half changed and no
 * CPU runs the byte being written.
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/kallsyms.h"
#include "linux/kprobes.h"
#include "linux/module.h"
#include "linux/mutex.h"
#include "linux/stop_machine.h"
#include "linux/i386_insn.h"

static LIST_HEAD(kprobe_list);
static DEFINE_MUTEX(kprobe_mutex);	/* register against unregister */

extern char _text[], _etext[];
extern char __kprobes_text_start[], __kprobes_text_end[];

struct kprobe * __kprobes get_kprobe(void *addr)
{
	struct kprobe *p;

	list_for_each_entry(p, &kprobe_list, list)
		if (p->addr == addr)
			return p;
	return NULL;
}

/* Each probe at first's address, in the order registered (Linux's
 * aggregate probe): a pre_handler returning non-zero has moved EIP
 * itself, and the instruction is not stepped. */
int __kprobes aggr_pre_handler(struct kprobe *first, struct pt_regs *regs)
{
	struct kprobe *p = first;
	int skip = 0;

	list_for_each_entry_from(p, &kprobe_list, list)
		if (p->addr == first->addr && p->pre_handler &&
		    !(p->flags & KPROBE_FLAG_DISABLED))
			skip |= p->pre_handler(p, regs);
	return skip;
}

void __kprobes aggr_post_handler(struct kprobe *first, struct pt_regs *regs)
{
	struct kprobe *p = first;

	list_for_each_entry_from(p, &kprobe_list, list)
		if (p->addr == first->addr && p->post_handler &&
		    !(p->flags & KPROBE_FLAG_DISABLED))
			p->post_handler(p, regs, 0);
}

static bool registered(struct kprobe *kp)
{
	struct kprobe *p;

	list_for_each_entry(p, &kprobe_list, list)
		if (p == kp)
			return true;
	return false;
}

/*
 * The probe's code and the trap path to it would hit themselves; module
 * text is refused too, for nothing would take the int3 out of a module
 * that goes (Linux pins it: docs/kprobes.md).
 */
static bool within_kprobe_blacklist(unsigned long addr)
{
	if (addr < (unsigned long)_text || addr >= (unsigned long)_etext)
		return true;
	return addr >= (unsigned long)__kprobes_text_start &&
	       addr < (unsigned long)__kprobes_text_end;
}

/*
 * Linux's _kprobe_addr(): either addr or symbol_name, plus offset.  An
 * unknown symbol is -ENOENT, both or neither -EINVAL.
 */
static int kprobe_addr(struct kprobe *p, unsigned long *addr)
{
	if ((p->symbol_name && p->addr) || (!p->symbol_name && !p->addr))
		return -EINVAL;
	if (p->symbol_name) {
		*addr = kallsyms_lookup_name(p->symbol_name);
		if (!*addr)
			return -ENOENT;
	} else {
		*addr = (unsigned long)p->addr;
	}
	*addr += p->offset;
	return 0;
}

/*
 * An address in kernel text, not blacklisted, at an instruction's start:
 * the function is decoded from its symbol up to the address (-EILSEQ
 * when the address falls inside an instruction, as in Linux).
 */
static int check_kprobe_address(unsigned long addr)
{
	unsigned long size, off, pos;
	char name[KSYM_NAME_LEN], text[I386_INSN_TEXT];
	const char *modname;
	int len;

	if (within_kprobe_blacklist(addr))
		return -EINVAL;
	if (!kallsyms_lookup(addr, &size, &off, &modname, name))
		return -EINVAL;
	for (pos = addr - off; pos < addr; pos += len) {
		len = i386_insn_decode((const u8 *)pos, I386_INSN_MAX, pos,
				       text);
		if (!len)
			return -EILSEQ;
	}
	return pos == addr ? 0 : -EILSEQ;
}

static int arm_kprobe(void *data)
{
	struct kprobe *p = data, *old = get_kprobe(p->addr);

	if (old) {
		p->opcode = old->opcode;
		p->ainsn = old->ainsn;
	} else {
		arch_arm_kprobe(p);
	}
	list_add_tail(&p->list, &kprobe_list);
	return 0;
}

static int disarm_kprobe(void *data)
{
	struct kprobe *p = data;

	list_del(&p->list);
	if (!get_kprobe(p->addr))
		arch_disarm_kprobe(p);
	return 0;
}

int register_kprobe(struct kprobe *p)
{
	unsigned long addr;
	int ret;

	ret = kprobe_addr(p, &addr);
	if (ret)
		return ret;
	ret = check_kprobe_address(addr);
	if (ret)
		return ret;
	mutex_lock(&kprobe_mutex);
	ret = -EINVAL;			/* Linux's answer to the same kprobe twice */
	if (registered(p))
		goto out;
	p->addr = (kprobe_opcode_t *)addr;
	p->nmissed = 0;
	p->flags &= ~KPROBE_FLAG_GONE;
	ret = get_kprobe(p->addr) ? 0 : arch_prepare_kprobe(p);
	if (!ret)
		stop_machine(arm_kprobe, p, NULL);
out:
	mutex_unlock(&kprobe_mutex);
	return ret;
}
EXPORT_SYMBOL_GPL(register_kprobe);

void unregister_kprobe(struct kprobe *p)
{
	mutex_lock(&kprobe_mutex);
	if (registered(p))
		stop_machine(disarm_kprobe, p, NULL);
	mutex_unlock(&kprobe_mutex);
}
EXPORT_SYMBOL_GPL(unregister_kprobe);

/* All or none: the ones registered before a failure are taken back. */
int register_kprobes(struct kprobe **kps, int num)
{
	int i, ret;

	for (i = 0; i < num; i++) {
		ret = register_kprobe(kps[i]);
		if (ret) {
			unregister_kprobes(kps, i);
			return ret;
		}
	}
	return 0;
}
EXPORT_SYMBOL_GPL(register_kprobes);

void unregister_kprobes(struct kprobe **kps, int num)
{
	int i;

	for (i = 0; i < num; i++)
		unregister_kprobe(kps[i]);
}
EXPORT_SYMBOL_GPL(unregister_kprobes);
