// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/sigtest.c - signal handlers, masks, restarts, SIGCHLD and
 * job-control stops, one line per check: "NAME: WHAT WAS SEEN".  It uses
 * raw system calls only (user/lib), so the same binary runs on Linux;
 * its output there (tests/kernel/sigtest.linux, recorded with the
 * linux-reference oracle) is what oops386's must be.  Nothing printed
 * depends on addresses or timing: a pipe orders parent and child.
 */
#include "libc.h"
#include "asm/sigcontext.h"

#define TICK_NS	100000000L	/* 0.1 s */

static volatile int hits, last_sig, last_code, last_pid, last_status;
static volatile sigset_t mask_in_handler;

static void nap(long ticks)
{
	struct timespec ts = { ticks / 10, (ticks % 10) * TICK_NS };

	__syscall(__NR_nanosleep, &ts, NULL);
}

static void on_signal(int sig)
{
	sigset_t now;

	hits++;
	last_sig = sig;
	sigprocmask(SIG_BLOCK, NULL, &now);
	mask_in_handler = now;
}

static void on_info(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	hits++;
	last_sig = sig;
	last_code = si->si_code;
	last_pid = si->kill.pid;
	last_status = si->kill.status;
}

static void catch(int sig, void (*fn)(int), unsigned long flags)
{
	struct sigaction sa = { .sa_handler = fn, .sa_flags = flags };

	sigaction(sig, &sa, NULL);
}

static void catch_info(int sig, void (*fn)(int, siginfo_t *, void *),
		       unsigned long flags)
{
	struct sigaction sa = { .sa_sigaction = fn,
				.sa_flags = flags | SA_SIGINFO };

	sigaction(sig, &sa, NULL);
}

static const char *yes(bool b)
{
	return b ? "yes" : "no";
}

/* The child's wait status, as a shell would name it */
static void say_status(const char *what, int status)
{
	if (WIFEXITED(status))
		printf("%s: exited %d\n", what, WEXITSTATUS(status));
	else if (WIFSTOPPED(status))
		printf("%s: stopped by %d\n", what, WSTOPSIG(status));
	else if (WIFCONTINUED(status))
		printf("%s: continued\n", what);
	else
		printf("%s: killed by %d\n", what, WTERMSIG(status));
}

static void handlers(void)
{
	hits = 0;
	catch(SIGUSR1, on_signal, 0);
	kill(getpid(), SIGUSR1);
	printf("handler: ran %d time(s) for signal %d, itself blocked %s\n",
	       hits, last_sig, yes(mask_in_handler & sigmask(SIGUSR1)));
	catch(SIGUSR1, on_signal, SA_NODEFER);
	raise(SIGUSR1);
	printf("SA_NODEFER: itself blocked %s\n",
	       yes(mask_in_handler & sigmask(SIGUSR1)));
	catch_info(SIGUSR2, on_info, 0);
	kill(getpid(), SIGUSR2);
	printf("SA_SIGINFO: signal %d code %d sender is me %s\n", last_sig,
	       last_code, yes(last_pid == getpid()));
}

/* A handler that scribbles on every register must not change ours */
static void clobber(int sig)
{
	(void)sig;
	asm volatile("movl $-1, %%ebx; movl $-1, %%esi; movl $-1, %%edi"
		     : : : "ebx", "esi", "edi");
}

static void registers(void)
{
	long r, b = getpid(), si = 0x5678, di = 0x9abc;

	catch(SIGUSR1, clobber, 0);
	/* kill(getpid(), SIGUSR1) with our values in ebx esi edi */
	asm volatile("int $0x80"
		     : "=a"(r), "+b"(b), "+S"(si), "+D"(di)
		     : "a"(__NR_kill), "c"(SIGUSR1)
		     : "memory");
	printf("registers: kept across a handler %s (kill gave %ld)\n",
	       yes(b == getpid() && si == 0x5678 && di == 0x9abc), r);
}

static void masks(void)
{
	sigset_t set = sigmask(SIGUSR1), pending = 0, old;

	hits = 0;
	catch(SIGUSR1, on_signal, 0);
	sigprocmask(SIG_BLOCK, &set, &old);
	kill(getpid(), SIGUSR1);
	sigpending(&pending);
	printf("blocked: handler ran %d, pending %s\n", hits,
	       yes(pending & sigmask(SIGUSR1)));
	sigprocmask(SIG_SETMASK, &old, NULL);
	printf("unblocked: handler ran %d\n", hits);
	catch(SIGUSR1, SIG_IGN, 0);
	sigprocmask(SIG_BLOCK, &set, &old);
	kill(getpid(), SIGUSR1);
	sigpending(&pending);
	printf("ignored but blocked: pending %s\n",
	       yes(pending & sigmask(SIGUSR1)));
	catch(SIGUSR1, on_signal, 0);
	sigpending(&pending);
	printf("ignored then caught: pending %s\n",
	       yes(pending & sigmask(SIGUSR1)));
	sigprocmask(SIG_SETMASK, &old, NULL);
}

/* A child that sends sig to its parent after a pause, then writes "x" */
static pid_t poke_parent(int sig, int fd)
{
	pid_t pid = fork();

	if (pid)
		return pid;
	nap(2);
	kill((pid_t)__syscall(__NR_getppid), sig);
	nap(2);
	write(fd, "x", 1);
	exit(0);
}

static void restart(unsigned long flags, const char *what)
{
	int fds[2], status;
	char c;
	long n;
	pid_t pid;

	pipe(fds);
	hits = 0;
	catch(SIGUSR1, on_signal, flags);
	pid = poke_parent(SIGUSR1, fds[1]);
	n = read(fds[0], &c, 1);
	printf("%s: read returned %ld (%s), handler ran %d\n", what, n,
	       n < 0 ? strerror(errno) : "data", hits);
	waitpid(pid, &status, 0);
	close(fds[0]);
	close(fds[1]);
}

static void suspend(void)
{
	sigset_t block = sigmask(SIGUSR1), none = 0, old, after;
	int fds[2], status, r;
	pid_t pid;

	pipe(fds);
	hits = 0;
	catch(SIGUSR1, on_signal, 0);
	sigprocmask(SIG_BLOCK, &block, &old);
	pid = poke_parent(SIGUSR1, fds[1]);
	r = sigsuspend(&none);
	sigprocmask(SIG_BLOCK, NULL, &after);
	printf("sigsuspend: returned %d (%s), handler ran %d, mask back %s\n",
	       r, strerror(errno), hits, yes(after & sigmask(SIGUSR1)));
	sigprocmask(SIG_SETMASK, &old, NULL);
	waitpid(pid, &status, 0);
	close(fds[0]);
	close(fds[1]);
}

static void alarms(void)
{
	int r;

	hits = 0;
	catch(SIGALRM, on_signal, 0);
	alarm(1);
	r = pause();
	printf("alarm: pause returned %d (%s), signal %d\n", r,
	       strerror(errno), last_sig);
	printf("alarm: none left %s\n", yes(alarm(0) == 0));
}

static void sigchld(void)
{
	int status;
	pid_t pid;

	hits = 0;
	catch_info(SIGCHLD, on_info, 0);
	pid = fork();
	if (!pid)
		exit(3);
	waitpid(pid, &status, 0);
	printf("SIGCHLD: %d, code %d, from the child %s, status %d\n", hits,
	       last_code, yes(last_pid == pid), last_status);
	say_status("exit(3)", status);
	catch(SIGCHLD, SIG_IGN, 0);
	pid = fork();
	if (!pid)
		exit(4);
	pid = waitpid(pid, &status, 0);
	printf("SIG_IGN'd SIGCHLD: wait gives %d (%s)\n", pid,
	       strerror(errno));
	catch(SIGCHLD, SIG_DFL, 0);
}

/* A stopped child in a group of its own: Linux discards SIGTSTP sent to
 * an orphaned group (one with no parent outside it in the session) */
static void stops(void)
{
	int status;
	pid_t pid = fork();

	if (!pid) {
		setpgid(0, 0);
		for (;;)
			pause();
	}
	setpgid(pid, pid);	/* as the child does: whoever runs first */
	kill(pid, SIGSTOP);
	waitpid(pid, &status, WUNTRACED);
	say_status("SIGSTOP", status);
	kill(pid, SIGCONT);
	waitpid(pid, &status, WCONTINUED);
	say_status("SIGCONT", status);
	kill(pid, SIGTSTP);
	waitpid(pid, &status, WUNTRACED);
	say_status("SIGTSTP", status);
	kill(pid, SIGTERM);	/* pending while stopped */
	kill(pid, SIGCONT);
	waitpid(pid, &status, 0);
	say_status("SIGTERM", status);
}

/* In a child: what the signal does; the parent reports the status */
static void in_child(const char *what, void (*fn)(void))
{
	int status;
	pid_t pid = fork();

	if (!pid) {
		fn();
		exit(0);
	}
	waitpid(pid, &status, 0);
	say_status(what, status);
}

static void resethand(void)
{
	catch(SIGUSR1, on_signal, SA_RESETHAND);
	raise(SIGUSR1);
	raise(SIGUSR1);		/* the default action this time: Term */
}

/* si_addr: the address for SIGSEGV, the faulting instruction otherwise */
static void on_fault(int sig, siginfo_t *si, void *ucv)
{
	struct ucontext *uc = ucv;
	unsigned long want = sig == SIGSEGV ? 0x5000000 : uc->uc_mcontext.eip;

	printf("fault: signal %d, si_addr right %s, trap %u, error %u\n", sig,
	       yes(si->addr == want), uc->uc_mcontext.trapno,
	       uc->uc_mcontext.err);
	exit(0);
}

static void segv(void)
{
	catch_info(SIGSEGV, on_fault, 0);
	*(volatile int *)0x5000000 = 1;
}

static void fpe(void)
{
	volatile int zero = 0;

	catch_info(SIGFPE, on_fault, 0);
	asm volatile("divl %0" : : "r"(zero), "a"(1), "d"(0));
}

/* A handler that asks sigreturn for ring 0: a forged frame */
static void forge(int sig, siginfo_t *si, void *ucv)
{
	struct ucontext *uc = ucv;

	(void)sig, (void)si;
	uc->uc_mcontext.cs = 0x10;
}

static void forged(void)
{
	catch_info(SIGUSR1, forge, 0);
	raise(SIGUSR1);
}

/* IOPL 3 asked for: sigreturn keeps the kernel's IOPL 0 (FIX_EFLAGS) */
static void iopl(int sig, siginfo_t *si, void *ucv)
{
	struct ucontext *uc = ucv;

	(void)sig, (void)si;
	uc->uc_mcontext.eflags |= 0x3000;
}

static void forged_iopl(void)
{
	unsigned long flags;

	catch_info(SIGUSR1, iopl, 0);
	raise(SIGUSR1);
	asm volatile("pushfl; popl %0" : "=r"(flags));
	printf("forged IOPL: IOPL after sigreturn %lu\n", (flags >> 12) & 3);
}

static unsigned long saved_esp __attribute__((used));

/* A signal that finds no room on the user stack for its frame */
static void bad_stack(void)
{
	catch(SIGUSR1, on_signal, 0);
	asm volatile("movl %%esp, saved_esp; movl $0x1000, %%esp; int $0x80; "
		     "movl saved_esp, %%esp"
		     : : "a"(__NR_kill), "b"(getpid()), "c"(SIGUSR1)
		     : "memory");
}

static volatile unsigned long alt_sp;

static void on_alt(int sig)
{
	int here;

	(void)sig;
	alt_sp = (unsigned long)&here;
}

static void altstack(void)
{
	static char stack[8192];
	stack_t ss = { .ss_sp = (unsigned long)stack, .ss_size = sizeof(stack) };

	sigaltstack(&ss, NULL);
	catch(SIGUSR1, on_alt, SA_ONSTACK);
	raise(SIGUSR1);
	printf("sigaltstack: the handler ran on it %s\n",
	       yes(alt_sp - (unsigned long)stack < sizeof(stack)));
	ss.ss_flags = SS_DISABLE;
	sigaltstack(&ss, NULL);
}

/* The parent of vfork(2) runs only once the child has exited: the pipe
 * holds the child's byte before the parent's */
static void vfork_waits(void)
{
	int fds[2], status;
	char order[3] = "";
	pid_t pid;

	pipe(fds);
	/* inline, not through a function whose frame the child would reuse */
	asm volatile("int $0x80" : "=a"(pid) : "a"(__NR_vfork) : "memory");
	if (!pid) {
		nap(2);
		__syscall(__NR_write, fds[1], "c", 1);
		__syscall(__NR_exit, 5);
	}
	write(fds[1], "p", 1);
	waitpid(pid, &status, 0);
	read(fds[0], order, 2);
	printf("vfork: order %s\n", order);
	say_status("vfork child", status);
	close(fds[0]);
	close(fds[1]);
}

/*
 * The x87 and SSE registers across a handler that uses them itself, as
 * glibc's SSE string functions do: the frame's struct _fpstate holds
 * them (include/asm/sigcontext.h), the handler starts with a clean FPU
 * and sigreturn puts them back.  user.mk builds without -msse, so gcc
 * keeps nothing in xmm0 (nor may name it as a clobber), and each asm
 * leaves the x87 stack as it found it, or the handler's to sigreturn.
 */
#define MXCSR_DEFAULT	0x1f80
#define MXCSR_MINE	0x3f80	/* round down, every exception masked */

static const u32 xmm_mine[4] = { 0x01234567, 0x89abcdef, 0xfedcba98,
				  0x76543210 };
static const float st_mine = 1.5f;
static volatile bool fpu_clean, frame_right;
static volatile u32 frame_tag, frame_sw, frame_magic;

/* 1.5 in the x87's 80-bit format: exponent 0x3fff, significand 1.1b */
static bool is_one_and_half(const struct _fpreg *r)
{
	return r->exponent == 0x3fff && r->significand[3] == 0xc000 &&
	       !(r->significand[2] | r->significand[1] | r->significand[0]);
}

static void fpu_scribble(int sig)
{
	u32 xmm[4], mxcsr, spoilt = 0x7f80;
	u16 cw;

	(void)sig;
	asm volatile("fnstcw %0; stmxcsr %1; movdqu %%xmm0, %2"
		     : "=m"(cw), "=m"(mxcsr), "=m"(xmm));
	fpu_clean = cw == 0x37f && mxcsr == MXCSR_DEFAULT &&
		    !(xmm[0] | xmm[1] | xmm[2] | xmm[3]);
	asm volatile("pcmpeqd %%xmm0, %%xmm0; fldpi; fldz; ldmxcsr %0"
		     : : "m"(spoilt));
}

static void fpu_scribble_info(int sig, siginfo_t *si, void *ucv)
{
	const struct ucontext *uc = ucv;
	const struct _fpstate *fp = (const void *)uc->uc_mcontext.fpstate;

	(void)si;
	frame_right = fp && fp->mxcsr == MXCSR_MINE &&
		      !memcmp(fp->_xmm[0].element, xmm_mine, sizeof(xmm_mine)) &&
		      is_one_and_half(&fp->_st[0]);
	if (fp) {
		frame_tag = fp->tag & 0xffff;
		frame_sw = fp->sw & 0xffff;
		frame_magic = fp->magic;
	}
	fpu_scribble(sig);
}

static void fpu_kept(bool info, const char *what)
{
	u32 xmm[4], mxcsr, mx_mine = MXCSR_MINE, mx_default = MXCSR_DEFAULT;
	float st;
	long r;

	if (info)
		catch_info(SIGUSR1, fpu_scribble_info, 0);
	else
		catch(SIGUSR1, fpu_scribble, 0);
	/* kill(getpid(), SIGUSR1) with our values in xmm0, st(0), MXCSR */
	asm volatile("movdqu %[x], %%xmm0; flds %[s]; ldmxcsr %[m]\n\t"
		     "int $0x80\n\t"
		     "movdqu %%xmm0, %[xo]; fstps %[so]; stmxcsr %[mo]\n\t"
		     "ldmxcsr %[md]"
		     : "=a"(r), [xo] "=m"(xmm), [so] "=m"(st), [mo] "=m"(mxcsr)
		     : "a"(__NR_kill), "b"(getpid()), "c"(SIGUSR1),
		       [x] "m"(xmm_mine), [s] "m"(st_mine), [m] "m"(mx_mine),
		       [md] "m"(mx_default)
		     : "memory");
	printf("%s: handler started clean %s; kept xmm0 %s, st(0) %s, "
	       "MXCSR %s (kill gave %ld)\n", what, yes(fpu_clean),
	       yes(!memcmp(xmm, xmm_mine, sizeof(xmm))), yes(st == st_mine),
	       yes(mxcsr == MXCSR_MINE), r);
	if (info)
		printf("%s: frame holds them %s, tag %04x, status %04x, "
		       "magic %x\n", what, yes(frame_right), frame_tag,
		       frame_sw, frame_magic);
}

/* Reserved MXCSR bits asked for: FXRSTOR would #GP on them */
static void forge_mxcsr(int sig, siginfo_t *si, void *ucv)
{
	struct ucontext *uc = ucv;
	struct _fpstate *fp = (void *)uc->uc_mcontext.fpstate;

	(void)sig, (void)si;
	fp->mxcsr = 0xffff0000 | MXCSR_MINE;
}

static void forged_mxcsr(void)
{
	u32 mxcsr;

	catch_info(SIGUSR1, forge_mxcsr, 0);
	raise(SIGUSR1);
	asm volatile("stmxcsr %0" : "=m"(mxcsr));
	printf("forged MXCSR: MXCSR after sigreturn %x\n", mxcsr);
}

int main(void)
{
	handlers();
	registers();
	fpu_kept(false, "fpu");
	fpu_kept(true, "fpu SA_SIGINFO");
	masks();
	restart(0, "no SA_RESTART");
	restart(SA_RESTART, "SA_RESTART");
	suspend();
	alarms();
	sigchld();
	stops();
	in_child("SA_RESETHAND", resethand);
	in_child("SIGSEGV handler", segv);
	in_child("SIGFPE handler", fpe);
	in_child("forged cs", forged);
	in_child("forged IOPL", forged_iopl);
	in_child("forged MXCSR", forged_mxcsr);
	in_child("bad stack", bad_stack);
	altstack();
	vfork_waits();
	printf("sigtest: done\n");
	return 0;
}
