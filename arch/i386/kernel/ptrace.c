// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/ptrace.c - the i386 half of ptrace(2) (kernel/ptrace.c
 * has the rest): a stopped tracee's registers, laid out as struct user
 * (Linux's asm/user_32.h: the offsets gdb gives PTRACE_PEEKUSER),
 * PTRACE_GETREGS and PTRACE_SETREGS, its FXSAVE image
 * (PTRACE_GETFPXREGS), the debug registers (u_debugreg: DR0-DR3, DR6,
 * DR7, Intel SDM vol. 3, 17.2) and the single step (EFLAGS.TF, SDM vol.
 * 3, 17.3.1.4).
 *
 * The registers are the ones entry.S saved at the top of the tracee's
 * kernel stack (struct pt_regs), and %fs and %gs, which the switch away
 * from it saved in its thread_struct (switch_to_arch()).  The tracer may
 * write what the program could load itself: a data segment register
 * gets null or a ring-3 selector (one that cannot load turns null at the
 * load, loadsegment()), %cs and %ss only the user code and data
 * segments (Linux lets any ring-3 selector through and kills the task
 * when the iret faults; here that iret has no fixup), eflags only the
 * arithmetic flags, TF, DF, RF and AC; anything else is EIO.  A
 * breakpoint must watch user memory, aligned to its length, which i386
 * has of 1, 2 or 4 bytes; an instruction breakpoint is 1 byte, and I/O
 * breakpoints are not the user's: EINVAL, as Linux's hw_breakpoint
 * layer answers (LTP's ptrace08, CVE-2018-1000199).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/ptrace.h"
#include "linux/sched.h"
#include "asm/debugreg.h"
#include "asm/i387.h"
#include "asm/segment.h"
#include "asm/system.h"
#include "asm/uaccess.h"

#define PTRACE_GETFPXREGS	18
#define PTRACE_SETFPXREGS	19

/* struct user_regs_struct's words, in order */
enum user_reg { EBX, ECX, EDX, ESI, EDI, EBP, EAX, DS, ES, FS, GS, ORIG_EAX,
		EIP, CS, EFLAGS, UESP, SS, NR_USER_REGS };

/* struct user is 284 bytes: the registers first, u_debugreg[8] last */
#define USER_SIZE	284
#define USER_DEBUGREG	252

/* The eflags bits a tracer may change (Linux's FLAG_MASK): CF PF AF ZF
 * SF TF DF OF RF AC */
#define FLAG_MASK	0x00050dd5UL

_Static_assert(sizeof(struct pt_regs) == (NR_USER_REGS - 2) * 4,
	       "pt_regs is user_regs_struct without fs and gs");

/* The pt_regs word of a user_regs_struct word other than fs and gs */
static long *pt_reg(struct task_struct *child, enum user_reg r)
{
	long *regs = (long *)task_pt_regs(child);

	return &regs[r < FS ? r : r - 2];
}

static unsigned long getreg(struct task_struct *child, enum user_reg r)
{
	unsigned long v;

	if (r == FS || r == GS)
		return (r == FS ? child->thread.fs : child->thread.gs) & 0xffff;
	v = (unsigned long)*pt_reg(child, r);
	if (r == DS || r == ES || r == CS || r == SS)
		return v & 0xffff;
	if (r == EFLAGS && (child->ptrace & PT_FORCED_TF))
		v &= ~X86_EFLAGS_TF;	/* the tracer's, not the program's */
	return v;
}

/* eflags as the tracer writes them: a TF it set for a single step stays
 * set, and becomes the program's own if the tracer writes it too */
static unsigned long tracer_eflags(struct task_struct *child, unsigned long v)
{
	unsigned long old = (unsigned long)task_pt_regs(child)->eflags;
	unsigned long flags;

	spin_lock_irqsave(&child->sighand->siglock, flags);
	if ((child->ptrace & PT_FORCED_TF) && (v & X86_EFLAGS_TF))
		child->ptrace &= ~PT_FORCED_TF;
	else if (child->ptrace & PT_FORCED_TF)
		v |= X86_EFLAGS_TF;
	spin_unlock_irqrestore(&child->sighand->siglock, flags);
	return (v & FLAG_MASK) | (old & ~FLAG_MASK);
}

static long putreg(struct task_struct *child, enum user_reg r, unsigned long v)
{
	switch (r) {
	case DS: case ES: case FS: case GS:
		if (v > 0xffff || (v && (v & 3) != 3))
			return -EIO;
		break;
	case CS:
		if (v != __USER_CS)
			return -EIO;
		break;
	case SS:
		if (v != __USER_DS)
			return -EIO;
		break;
	case EFLAGS:
		v = tracer_eflags(child, v);
		break;
	default:
		break;
	}
	if (r == FS)
		child->thread.fs = v;
	else if (r == GS)
		child->thread.gs = v;
	else
		*pt_reg(child, r) = (long)v;
	return 0;
}

/* Can breakpoint n of control word dr7 watch addr, for a user? */
static bool breakpoint_valid(unsigned long addr, unsigned long dr7, int n)
{
	static const unsigned long len_of[4] = { 1, 2, 8, 4 };
	unsigned long len = len_of[DR_LEN(dr7, n)];

	if (!(dr7 & DR_ENABLE(n)))
		return addr < TASK_SIZE;
	/* 8 bytes is long mode's (SDM vol. 3, 17.2.5) */
	if (DR_RW(dr7, n) == DR_RW_IO || len == 8 ||
	    (DR_RW(dr7, n) == DR_RW_EXECUTE && len != 1))
		return false;
	return !(addr & (len - 1)) && addr <= TASK_SIZE - len;
}

/* u_debugreg[n]: DR4 and DR5 are not there (EIO) */
static long ptrace_set_debugreg(struct task_struct *child, unsigned int n,
				unsigned long v)
{
	unsigned long *dr = child->thread.debugreg;
	int i;

	if (n < 4) {
		if (!breakpoint_valid(v, dr[7], (int)n))
			return -EINVAL;
		dr[n] = v;
		return 0;
	}
	if (n == 6) {
		dr[6] = v ^ DR6_RESERVED;
		return 0;
	}
	if (n != 7)
		return -EIO;
	for (i = 0; i < 4; i++)
		if (!breakpoint_valid(dr[i], v, i))
			return -EINVAL;
	dr[7] = v;	/* read back as written; loaded masked (DR7_LOADED) */
	return 0;
}

/* u_debugreg[n] as Linux reads it: DR6 with its reserved bits set, as
 * the CPU has them (SDM vol. 3, 17.2.3), and the hits since the last
 * debug exception (kept without them in thread.debugreg[6]) */
static unsigned long ptrace_get_debugreg(struct task_struct *child,
					 unsigned int n)
{
	unsigned long v = child->thread.debugreg[n];

	return n == 6 ? v ^ DR6_RESERVED : v;
}

/* A word of struct user at addr: EIO unless aligned and inside it */
static long peekusr(struct task_struct *child, unsigned long addr,
		    unsigned long data)
{
	unsigned long v = 0;

	if ((addr & 3) || addr >= USER_SIZE)
		return -EIO;
	if (addr < NR_USER_REGS * 4)
		v = getreg(child, (enum user_reg)(addr / 4));
	else if (addr >= USER_DEBUGREG)
		v = ptrace_get_debugreg(child, (addr - USER_DEBUGREG) / 4);
	return put_user(v, (unsigned long __user *)data);
}

/* Only the registers and the debug registers may be written */
static long pokeusr(struct task_struct *child, unsigned long addr,
		    unsigned long data)
{
	if ((addr & 3) || addr >= USER_SIZE)
		return -EIO;
	if (addr < NR_USER_REGS * 4)
		return putreg(child, (enum user_reg)(addr / 4), data);
	if (addr >= USER_DEBUGREG)
		return ptrace_set_debugreg(child,
					   (addr - USER_DEBUGREG) / 4, data);
	return -EIO;
}

/* PTRACE_GETREGS: copied out of a copy, for the copy may fault */
static long getregs(struct task_struct *child, unsigned long data)
{
	unsigned long regs[NR_USER_REGS];
	int i;

	for (i = 0; i < NR_USER_REGS; i++)
		regs[i] = getreg(child, (enum user_reg)i);
	return copy_to_user((void __user *)data, regs, sizeof(regs)) ?
		-EFAULT : 0;
}

/* PTRACE_SETREGS: each word as PTRACE_POKEUSER takes it, up to the
 * first refused */
static long setregs(struct task_struct *child, unsigned long data)
{
	unsigned long regs[NR_USER_REGS];
	long err = 0;
	int i;

	if (copy_from_user(regs, (const void __user *)data, sizeof(regs)))
		return -EFAULT;
	for (i = 0; i < NR_USER_REGS && !err; i++)
		err = putreg(child, (enum user_reg)i, regs[i]);
	return err;
}

/* PTRACE_GETFPXREGS, PTRACE_SETFPXREGS: the FXSAVE image (SDM vol. 1,
 * 10.5.1) the switch away saved; MXCSR loses the bits FXRSTOR refuses */
static long fpxregs(struct task_struct *child, bool set, unsigned long data)
{
	u8 image[512];

	if (!set) {
		memcpy(image, fpu_image(&child->thread.fpu), sizeof(image));
		return copy_to_user((void __user *)data, image,
				    sizeof(image)) ? -EFAULT : 0;
	}
	if (copy_from_user(image, (const void __user *)data, sizeof(image)))
		return -EFAULT;
	memcpy(fpu_image(&child->thread.fpu), image, sizeof(image));
	fpu_sanitize(&child->thread.fpu);
	return 0;
}

long arch_ptrace(struct task_struct *child, long request, unsigned long addr,
		 unsigned long data)
{
	switch (request) {
	case PTRACE_PEEKUSR:
		return peekusr(child, addr, data);
	case PTRACE_POKEUSR:
		return pokeusr(child, addr, data);
	case PTRACE_GETREGS:
		return getregs(child, data);
	case PTRACE_SETREGS:
		return setregs(child, data);
	case PTRACE_GETFPXREGS:
	case PTRACE_SETFPXREGS:
		return fpxregs(child, request == PTRACE_SETFPXREGS, data);
	default:
		return -EIO;	/* ptrace(2): "request is invalid" */
	}
}

/* TF makes the CPU trap after the next instruction; a TF the program
 * set itself is its own (child's siglock held, it stopped) */
void user_enable_single_step(struct task_struct *child)
{
	struct pt_regs *regs = task_pt_regs(child);

	if (regs->eflags & X86_EFLAGS_TF)
		return;
	regs->eflags |= X86_EFLAGS_TF;
	child->ptrace |= PT_FORCED_TF;
}

void user_disable_single_step(struct task_struct *child)
{
	if (!(child->ptrace & PT_FORCED_TF))
		return;
	task_pt_regs(child)->eflags &= ~X86_EFLAGS_TF;
	child->ptrace &= ~PT_FORCED_TF;
}

/* fork(2): a child is not traced, and keeps none of the tracer's
 * breakpoints, nor the TF of its parent's single step (Linux's
 * ptrace_init_task()) */
void ptrace_init_task(struct task_struct *child)
{
	flush_ptrace_hw_breakpoint(child);
	if (current->ptrace & PT_FORCED_TF)
		task_pt_regs(child)->eflags &= ~X86_EFLAGS_TF;
}

/* No breakpoints (fork(2), execve(2)): the running task's leave the CPU */
void flush_ptrace_hw_breakpoint(struct task_struct *tsk)
{
	memset(tsk->thread.debugreg, 0, sizeof(tsk->thread.debugreg));
	if (tsk == current)
		set_debugreg(0UL, 7);
}

/*
 * entry.S, with TIF_SYSCALL_TRACE set: a system call's entry
 * (entryexit 0), where eax reads -ENOSYS, as on Linux, and its exit.
 */
void do_syscall_trace(struct pt_regs *regs, int entryexit)
{
	if (!test_bit(TIF_SYSCALL_TRACE, &current_thread_info()->flags))
		return;
	if (!entryexit)
		regs->eax = -ENOSYS;
	ptrace_report_syscall(!entryexit);
}
