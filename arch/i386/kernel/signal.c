// SPDX-License-Identifier: GPL-2.0
/*
 * arch/i386/kernel/signal.c - running a signal handler in user mode, and
 * the way back from it, in Linux i386's layout.
 *
 * exit_to_user_mode() runs on every return to ring 3 (syscall_exit and
 * resume_userspace in entry.S).  For a signal with a handler,
 * handle_signal() first settles an interrupted system call (EINTR, or
 * restart it by backing eip over the 2-byte `int $0x80`), then pushes a
 * frame on the user stack - struct sigframe, or struct rt_sigframe for
 * SA_SIGINFO, field for field Linux's, since glibc, gdb and unwinders
 * read them - and points eip at the handler.  The handler returns to
 * pretcode: the sa_restorer glibc passes with SA_RESTORER, or else the
 * frame's retcode (`movl $__NR_sigreturn, %eax; int $0x80`), and
 * sys_sigreturn()/sys_rt_sigreturn() load every register and the signal
 * mask back from the frame.  A frame that would return to ring 0 or
 * with another segment is forged: the process is killed with SIGILL,
 * as Linux's failing iret does; one whose frame cannot be read or
 * written gets SIGSEGV.  IOPL and the other system flags in a frame are
 * ignored, as Linux ignores them.
 * The x87/SSE registers go in a struct _fpstate above the frame, which
 * sigcontext.fpstate points at (arch/i386/kernel/signal_fpu.c); the
 * handler starts with a clean FPU and sigreturn loads them back.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/sched.h"
#include "linux/smp_lock.h"
#include "linux/syscalls.h"
#include "asm/i387.h"
#include "asm/ptrace.h"
#include "asm/segment.h"
#include "asm/sigcontext.h"
#include "asm/system.h"
#include "asm/uaccess.h"
#include "asm/unistd.h"

/* EFLAGS (Intel SDM vol. 1, 3.4.3) */
#define X86_EFLAGS_DF	0x00000400
/* what a handler may change: AC OF DF TF SF ZF AF PF CF RF (Linux's FIX_EFLAGS) */
#define FIX_EFLAGS	0x00050dd5

/*
 * Linux's sigframe still has room for a struct _fpstate after sc, which
 * it leaves unused: the state goes above the frame (get_sigframe()).
 */
struct sigframe {
	u32 pretcode;
	int sig;
	struct sigcontext sc;
	struct _fpstate fpstate_unused;
	u32 extramask;			/* the mask's high word */
	u8 retcode[8];
};

/* A signal to deliver: its number, action and origin (Linux's name) */
struct ksignal {
	int sig;
	struct k_sigaction ka;
	struct sig_origin from;
};

struct rt_sigframe {
	u32 pretcode;
	int sig;
	u32 pinfo, puc;
	struct siginfo info;
	struct ucontext uc;
	u8 retcode[8];
};

static u16 user_segment(int which)
{
	u16 sel;

	/* the kernel never loads %fs or %gs: they still hold the user's */
	if (which)
		asm volatile("movw %%gs, %0" : "=r"(sel));
	else
		asm volatile("movw %%fs, %0" : "=r"(sel));
	return sel;
}

static void fill_sigcontext(struct sigcontext *sc, const struct pt_regs *regs,
			    u32 mask, unsigned long fpstate)
{
	const struct thread_struct *t = &current->thread;

	memset(sc, 0, sizeof(*sc));
	sc->gs = user_segment(1);
	sc->fs = user_segment(0);
	sc->es = (u16)regs->xes;
	sc->ds = (u16)regs->xds;
	sc->edi = regs->edi;
	sc->esi = regs->esi;
	sc->ebp = regs->ebp;
	sc->esp = regs->esp;
	sc->ebx = regs->ebx;
	sc->edx = regs->edx;
	sc->ecx = regs->ecx;
	sc->eax = regs->eax;
	sc->trapno = t->trap_nr;
	sc->err = t->error_code;
	sc->eip = regs->eip;
	sc->cs = (u16)regs->xcs;
	sc->eflags = regs->eflags;
	sc->esp_at_signal = regs->esp;
	sc->ss = (u16)regs->xss;
	sc->fpstate = fpstate;
	sc->oldmask = mask;
	sc->cr2 = t->cr2;
}

/*
 * Where a frame of size bytes goes: below the interrupted stack pointer
 * (or at the top of the alternate stack) and the FPU state, placed so
 * that esp + 4 is a multiple of 16 on the handler's entry, as after a
 * call (i386 psABI, 2.2.2, which gcc since 4.5 relies on).  The FPU
 * state sits on a 64-byte boundary, as Linux puts it for XSAVE; FXSAVE
 * needs 16.  *fpstate is where it goes.
 */
static unsigned long get_sigframe(const struct k_sigaction *ka,
				  const struct pt_regs *regs, size_t size,
				  unsigned long *fpstate)
{
	unsigned long sp = sigaltstack_top(regs->esp, ka->flags);

	sp = (sp - sizeof(struct _fpstate)) & ~63UL;
	*fpstate = sp;
	sp -= size;
	return ((sp + 4) & ~15UL) - 4;
}

static void start_handler(struct pt_regs *regs, const struct k_sigaction *ka,
			  unsigned long frame, int sig)
{
	regs->esp = (long)frame;
	regs->eip = (long)ka->handler;
	regs->eax = sig;
	regs->edx = 0;
	regs->ecx = 0;
	regs->xds = regs->xes = regs->xss = __USER_DS;
	regs->xcs = __USER_CS;
	/* a handler starts with a clear direction flag (psABI) */
	regs->eflags &= ~(X86_EFLAGS_TF | X86_EFLAGS_DF | X86_EFLAGS_RF);
	fpu_reset();		/* and a clean FPU: its registers are saved */
}

/* The handler returns to sa_restorer, or else to the frame's retcode */
static u32 frame_pretcode(const struct k_sigaction *ka, const u8 __user *rc)
{
	return ka->flags & SA_RESTORER ? ka->restorer : (u32)rc;
}

/*
 * Copy the frame built in f out to addr, after the FPU state its
 * sigcontext points at (sc); the handler starts on it.
 */
static int push_frame(struct pt_regs *regs, const struct ksignal *ksig,
		      unsigned long addr, const void *f,
		      const struct sigcontext *sc)
{
	size_t size = ksig->ka.flags & SA_SIGINFO ?
		      sizeof(struct rt_sigframe) : sizeof(struct sigframe);

	if (save_fpstate((struct _fpstate __user *)sc->fpstate) ||
	    copy_to_user((void __user *)addr, f, size))
		return -EFAULT;
	start_handler(regs, &ksig->ka, addr, ksig->sig);
	return 0;
}

static int setup_frame(const struct ksignal *ksig, const sigset_t *set,
		       struct pt_regs *regs)
{
	const struct k_sigaction *ka = &ksig->ka;
	/* popl %eax; movl $__NR_sigreturn, %eax; int $0x80 */
	static const u8 retcode[8] = { 0x58, 0xb8, __NR_sigreturn, 0, 0, 0,
				       0xcd, 0x80 };
	unsigned long fp;
	unsigned long addr = get_sigframe(ka, regs, sizeof(struct sigframe),
					  &fp);
	struct sigframe __user *uf = (struct sigframe __user *)addr;
	struct sigframe f;

	memset(&f, 0, sizeof(f));
	f.sig = ksig->sig;
	/* sigcontext has room for signals 1-32, extramask for the rest */
	fill_sigcontext(&f.sc, regs, set->sig[0], fp);
	f.extramask = set->sig[1];
	memcpy(f.retcode, retcode, sizeof(retcode));
	f.pretcode = frame_pretcode(ka, uf->retcode);
	return push_frame(regs, ksig, addr, &f, &f.sc);
}

static int setup_rt_frame(const struct ksignal *ksig, const sigset_t *set,
			  struct pt_regs *regs)
{
	const struct k_sigaction *ka = &ksig->ka;
	int sig = ksig->sig;
	/* movl $__NR_rt_sigreturn, %eax; int $0x80 */
	static const u8 retcode[8] = { 0xb8, __NR_rt_sigreturn, 0, 0, 0,
				       0xcd, 0x80, 0 };
	unsigned long fp;
	unsigned long addr = get_sigframe(ka, regs, sizeof(struct rt_sigframe),
					  &fp);
	struct rt_sigframe __user *uf = (struct rt_sigframe __user *)addr;
	struct rt_sigframe f;

	memset(&f, 0, sizeof(f));
	f.sig = sig;
	f.pinfo = (u32)&uf->info;
	f.puc = (u32)&uf->uc;
	fill_siginfo(&f.info, sig, &ksig->from);
	if (sig == SIGSEGV || sig == SIGBUS || sig == SIGILL ||
	    sig == SIGFPE || sig == SIGTRAP)
		/* a page fault's signal names the address it touched
		 * (sigaction(2): SIGBUS past a file's end, or of a huge
		 * mapping the pool has no page for) */
		f.info.addr = sig == SIGSEGV ||
			      (sig == SIGBUS && current->thread.trap_nr == 14) ?
				      current->thread.cr2 :
				      (unsigned long)regs->eip;
	f.uc.uc_stack.ss_sp = current->altstack.ss_sp;
	f.uc.uc_stack.ss_size = current->altstack.ss_size;
	f.uc.uc_stack.ss_flags = current->altstack.ss_flags;
	fill_sigcontext(&f.uc.uc_mcontext, regs, set->sig[0], fp);
	f.uc.uc_sigmask = *set;
	memcpy(f.retcode, retcode, sizeof(retcode));
	f.pretcode = frame_pretcode(ka, uf->retcode);
	if (push_frame(regs, ksig, addr, &f, &f.uc.uc_mcontext))
		return -EFAULT;
	regs->edx = (long)f.pinfo;	/* handler(sig, info, ucontext) */
	regs->ecx = (long)f.puc;
	return 0;
}

/* The report Linux's show_unhandled_signals gives, then the signal */
static void signal_fault(struct pt_regs *regs, const void __user *frame,
			 const char *where, int sig)
{
	printk(KERN_INFO "%s[%d] bad frame in %s frame:%p ip:%lx sp:%lx "
	       "orax:%lx\n", current->comm, current->pid, where, frame,
	       regs->eip, regs->esp, regs->orig_eax);
	force_sig(sig);
}

/* A system call cut short by a signal: -EINTR, or run it again */
static void syscall_restart(struct pt_regs *regs, bool handler,
			    unsigned long sa_flags)
{
	switch (regs->eax) {
	case -ERESTARTNOHAND:
		if (handler)
			break;
		goto restart;
	case -ERESTARTSYS:
		if (handler && !(sa_flags & SA_RESTART))
			break;
		goto restart;
	case -ERESTARTNOINTR:
		goto restart;
	case -ERESTART_RESTARTBLOCK:	/* go on through restart_syscall */
		if (handler)
			break;
		regs->eax = __NR_restart_syscall;
		regs->eip -= 2;
		return;
	default:
		return;
	}
	regs->eax = -EINTR;
	return;
restart:
	regs->eax = regs->orig_eax;
	regs->eip -= 2;		/* int $0x80 is cd 80 */
}

static void handle_signal(const struct ksignal *ksig, struct pt_regs *regs)
{
	struct task_struct *tsk = current;
	sigset_t old = tsk->restore_sigmask ? tsk->saved_sigmask : tsk->blocked;
	const struct k_sigaction *ka = &ksig->ka;
	int sig = ksig->sig, err;

	if (ka->flags & SA_SIGINFO)
		err = setup_rt_frame(ksig, &old, regs);
	else
		err = setup_frame(ksig, &old, regs);
	if (err) {
		/* a SIGSEGV that cannot be delivered must not come back */
		if (sig == SIGSEGV)
			tsk->sighand->action[SIGSEGV - 1].handler = SIG_DFL;
		signal_fault(regs, (void __user *)regs->esp, "setup", SIGSEGV);
		return;
	}
	tsk->restore_sigmask = false;
	spin_lock_irq(&tsk->sighand->siglock);	/* senders read blocked */
	sigorsets(&tsk->blocked, &old, &ka->mask);
	if (!(ka->flags & SA_NODEFER))
		sigaddset(&tsk->blocked, sig);
	sigdelsetmask(&tsk->blocked, sigmask(SIGKILL) | sigmask(SIGSTOP));
	spin_unlock_irq(&tsk->sighand->siglock);
}

/*
 * Take the pending signals: default actions (kernel/signal.c), at most
 * one handler's frame; in_syscall says whether regs->eax is a system
 * call's result, which may ask for a restart.
 */
static void do_signal(struct pt_regs *regs, bool in_syscall)
{
	struct task_struct *tsk = current;
	struct ksignal ksig;

	ksig.sig = get_signal(&ksig.ka, &ksig.from);
	if (in_syscall)
		syscall_restart(regs, ksig.sig != 0, ksig.ka.flags);
	if (ksig.sig) {
		handle_signal(&ksig, regs);
		return;
	}
	if (tsk->restore_sigmask) {	/* sys_rt_sigsuspend() without a handler */
		tsk->restore_sigmask = false;
		tsk->blocked = tsk->saved_sigmask;
	}
}

/* eax is -ERESTARTSYS, -ERESTARTNOINTR, -ERESTARTNOHAND or
 * -ERESTART_RESTARTBLOCK (512-516; 515 is never returned): one unsigned
 * compare, as this runs on every return from a system call */
static __always_inline bool restart_asked(const struct pt_regs *regs)
{
	return (unsigned long)regs->eax + ERESTART_RESTARTBLOCK <=
	       ERESTART_RESTARTBLOCK - ERESTARTSYS;
}

/* A signal to deliver, a mask to restore or a system call to restart */
static __always_inline bool signal_work(const struct task_struct *tsk,
					const struct pt_regs *regs,
					long in_syscall)
{
	return signal_pending(tsk) || tsk->restore_sigmask ||
	       (in_syscall && restart_asked(regs));
}

/* Is there anything to do before the return to ring 3? */
static __always_inline bool exit_work(const struct task_struct *tsk,
				      const struct pt_regs *regs,
				      long in_syscall)
{
	return (current_thread_info()->flags & (1UL << TIF_NEED_RESCHED)) ||
	       tsk->unread_dir || signal_work(tsk, regs, in_syscall);
}

/* The slow path, out of line: reschedule, then deliver signals until
 * none is left (a handler's frame, or a restart, settles each). */
static noinline void exit_to_user_mode_loop(struct pt_regs *regs,
					    long in_syscall)
{
	struct task_struct *tsk = current;

	do {
		preempt_schedule_irq();
		if (tsk->unread_dir) {	/* before the restart it asked for */
			local_irq_enable();
			d_read_pending();	/* fs/dcache.c d_unread() */
			local_irq_disable();
		}
		if (!signal_work(tsk, regs, in_syscall))
			return;
		local_irq_enable();
		do_signal(regs, in_syscall);
		in_syscall = 0;		/* settled: restart at most once */
		/* off again for the last test and the iret: a wake-up or
		 * signal that comes between them must wait for the next
		 * entry.  This CPU's own state; the signal state itself is
		 * under sighand->siglock (kernel/signal.c) */
		local_irq_disable();
	} while (exit_work(tsk, regs, in_syscall));
}

/*
 * On every return to ring 3, interrupts off: a due reschedule, then the
 * signals.  Called by entry.S with in_syscall 1 from syscall_exit, 0
 * from an interrupt or exception (resume_userspace).  The common case,
 * nothing to do, is a few tests inline and no call (as Linux tests its
 * TIF work flags before calling into C).
 */
void exit_to_user_mode(struct pt_regs *regs, long in_syscall)
{
	/* the CPU leaves the kernel: the big kernel lock goes
	 * (lib/kernel_lock.c).  A system call that ran without it
	 * (sys_call_nobkl[]) or an IPI that interrupted user mode
	 * (do_interrupt()) takes it only when there is work to do here:
	 * a thread that asks the time in a loop never waits for it.  The
	 * test reads current's flags and pending signals unlocked; a
	 * signal sent just after it is seen at the next entry, as one
	 * sent to a thread running in user mode on another CPU is. */
	if (exit_work(current, regs, in_syscall)) {
		/* spun for with interrupts on: this CPU's tick goes on
		 * while another CPU holds the lock (lib/kernel_lock.c) */
		local_irq_enable();
		lock_kernel();
		local_irq_disable();
		exit_to_user_mode_loop(regs, in_syscall);
	}
	if (kernel_locked())
		unlock_kernel();
}

/*
 * Load the registers a handler's frame saved; the signal that kills a
 * forged frame, or 0.  Segments other than the user ones would fault
 * on iret, which Linux answers with SIGILL ("iret exception"); of
 * eflags only FIX_EFLAGS are taken, so IOPL, IF and virtual-8086 mode
 * stay as the kernel set them, as Linux does.  An FPU state that cannot
 * be read is SIGSEGV.  %fs and %gs, which the kernel never uses and so
 * still hold the user's values, are loaded from the frame too (a handler
 * may have changed them, as Linux i386 restores them), as given: a
 * selector that cannot load (no such entry, not present) becomes null,
 * as Linux's loadsegment() makes it, and one of a kernel segment, which
 * loads in ring 0, is nulled by the iret to ring 3 (Intel SDM vol. 2,
 * IRET: "RETURN-TO-OUTER-PRIVILEGE-LEVEL" checks DS, ES, FS and GS).
 */
static int restore_sigcontext(struct pt_regs *regs,
			      const struct sigcontext *sc)
{
	u32 fsel, gsel;

	if (sc->cs != __USER_CS || sc->ss != __USER_DS ||
	    (sc->ds != __USER_DS && sc->ds) ||
	    (sc->es != __USER_DS && sc->es))
		return SIGILL;
	if (restore_fpstate((const struct _fpstate __user *)sc->fpstate))
		return SIGSEGV;
	regs->ebx = (long)sc->ebx;
	regs->ecx = (long)sc->ecx;
	regs->edx = (long)sc->edx;
	regs->esi = (long)sc->esi;
	regs->edi = (long)sc->edi;
	regs->ebp = (long)sc->ebp;
	regs->eax = (long)sc->eax;
	regs->xds = sc->ds;
	regs->xes = sc->es;
	fsel = sc->fs;
	gsel = sc->gs;
	loadsegment(fs, fsel);
	loadsegment(gs, gsel);
	regs->eip = (long)sc->eip;
	regs->esp = (long)sc->esp;
	regs->eflags = (long)((regs->eflags & ~FIX_EFLAGS) |
			      (sc->eflags & FIX_EFLAGS));
	regs->orig_eax = -1;	/* no system call to restart */
	return 0;
}

static void set_blocked(sigset_t set)
{
	sigdelsetmask(&set, sigmask(SIGKILL) | sigmask(SIGSTOP));
	spin_lock_irq(&current->sighand->siglock);	/* senders read it */
	current->blocked = set;
	spin_unlock_irq(&current->sighand->siglock);
}

/* sigreturn(2): the restorer popped sig; the frame starts 8 bytes below */
long sys_sigreturn(void)
{
	struct pt_regs *regs = task_pt_regs(current);
	struct sigframe __user *uf = (void __user *)(regs->esp - 8);
	struct sigcontext sc;
	u32 extramask;
	int sig = SIGSEGV;

	if (copy_from_user(&sc, &uf->sc, sizeof(sc)) ||
	    get_user(extramask, &uf->extramask) ||
	    (sig = restore_sigcontext(regs, &sc))) {
		signal_fault(regs, uf, "sigreturn", sig);
		return 0;
	}
	set_blocked((sigset_t){ { sc.oldmask, extramask } });
	return regs->eax;
}

/* rt_sigreturn(2): the handler's ret popped pretcode only */
long sys_rt_sigreturn(void)
{
	struct pt_regs *regs = task_pt_regs(current);
	struct rt_sigframe __user *uf = (void __user *)(regs->esp - 4);
	struct ucontext uc;
	int sig = SIGSEGV;

	if (copy_from_user(&uc, &uf->uc, sizeof(uc)) ||
	    (sig = restore_sigcontext(regs, &uc.uc_mcontext))) {
		signal_fault(regs, uf, "rt_sigreturn", sig);
		return 0;
	}
	set_blocked(uc.uc_sigmask);
	return regs->eax;
}
