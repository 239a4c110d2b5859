// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ptracecheck.c - ptrace(2) as a debugger and a system-call
 * tracer use it (kernel/ptrace.c, arch/i386/kernel/ptrace.c), printed
 * the same on Linux 6.1 (tests/kernel/ptracecheck.linux) and oops386:
 * PTRACE_TRACEME and the stop at a signal, its siginfo_t, reading and
 * writing the tracee's data, text and registers, resuming with and
 * without the signal; PTRACE_SYSCALL's stops, with PTRACE_O_TRACESYSGOOD,
 * a system call changed at its entry; execve(2)'s SIGTRAP and
 * PTRACE_EVENT_EXEC; single steps; PTRACE_O_TRACEFORK (the new child
 * traced from its start) and PTRACE_O_TRACEEXIT; PTRACE_ATTACH and
 * PTRACE_DETACH of a
 * sleeping and of a stopped process; a breakpoint (int3 poked into the
 * text) and a hardware watchpoint (DR7); the errors.  And
 * process_vm_writev(2) into the stopped child (mm/memory.c
 * access_remote_vm()), and execve(2) with an empty argv (fs/exec.c).
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

#define DR_OFFSET(n)	offsetof(struct user, u_debugreg[n])
#define REG_OFFSET(r)	offsetof(struct user, regs.r)

static volatile int value = 41;

/* A child that asks to be traced and stops itself, then runs body
 * (not inlined: the tracer sets breakpoints in it) */
static __attribute__((noinline, noclone)) pid_t
traced_child(void (*body)(void))
{
	pid_t pid = fork();

	if (pid == 0) {
		ptrace(PTRACE_TRACEME, 0, NULL, NULL);
		raise(SIGSTOP);
		body();
		_exit(0);
	}
	return pid;
}

/* What waitpid() says about pid, one line */
static int show_wait(pid_t pid)
{
	int status;

	if (waitpid(pid, &status, 0) != pid) {
		printf("waitpid: %s\n", strerrorname_np(errno));
		return 0;
	}
	if (WIFSTOPPED(status))
		printf("stopped by %s%s, event %d\n",
		       sigabbrev_np(WSTOPSIG(status) & 0x7f),
		       WSTOPSIG(status) & 0x80 ? "|0x80" : "", status >> 16);
	else if (WIFEXITED(status))
		printf("exited %d\n", WEXITSTATUS(status));
	else
		printf("killed by %s\n", sigabbrev_np(WTERMSIG(status)));
	return status;
}

/* process_vm_writev(2) of n into another process's int at to */
static long vm_write_int(pid_t pid, volatile int *to, int n)
{
	struct iovec l = { &n, sizeof(n) }, r = { (void *)to, sizeof(n) };

	return syscall(SYS_process_vm_writev, pid, &l, 1, &r, 1, 0);
}

static void exit_with_value(void)
{
	_exit(value);
}

/* A stop at a signal: its siginfo_t, the data and registers read and
 * written, then resumed without it; the poked value is the exit code */
static void check_signal_stop(void)
{
	pid_t pid = traced_child(exit_with_value);
	struct user_regs_struct regs;
	siginfo_t si;
	long word;

	show_wait(pid);
	T(ptrace(PTRACE_GETSIGINFO, pid, NULL, &si));
	printf("si_signo %s si_code %d pid is the child: %d\n",
	       sigabbrev_np(si.si_signo), si.si_code, si.si_pid == pid);
	word = ptrace(PTRACE_PEEKDATA, pid, &value, NULL);
	printf("PEEKDATA value: %ld\n", word);
	T(vm_write_int(pid, &value, 43));
	word = ptrace(PTRACE_PEEKDATA, pid, &value, NULL);
	printf("PEEKDATA value: %ld\n", word);
	T(ptrace(PTRACE_POKEDATA, pid, &value, (void *)42));
	T(ptrace(PTRACE_GETREGS, pid, NULL, &regs));
	printf("cs %#lx ss %#lx ds %#lx orig_eax is tgkill: %d\n", regs.xcs,
	       regs.xss, regs.xds, regs.orig_eax == SYS_tgkill);
	word = ptrace(PTRACE_PEEKUSER, pid, REG_OFFSET(eip), NULL);
	printf("PEEKUSER eip is GETREGS's: %d\n", word == regs.eip);
	T(ptrace(PTRACE_POKEUSER, pid, REG_OFFSET(xcs), (void *)0x60));
	T(ptrace(PTRACE_POKEUSER, pid, REG_OFFSET(xds), (void *)0x68));
	T(ptrace(PTRACE_SETREGS, pid, NULL, &regs));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
}

/* The handler a signal given back at PTRACE_CONT runs */
static volatile int got_usr1;

static void on_usr1(int sig)
{
	got_usr1 = sig;
}

static void raise_usr2_wait_usr1(void)
{
	signal(SIGUSR1, on_usr1);
	raise(SIGUSR2);		/* the tracer turns it into SIGUSR1 */
	_exit(got_usr1 == SIGUSR1 ? 3 : 4);
}

static void check_signal_change(void)
{
	pid_t pid = traced_child(raise_usr2_wait_usr1);

	show_wait(pid);
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
	T(ptrace(PTRACE_CONT, pid, NULL, (void *)SIGUSR1));
	show_wait(pid);
}

static void call_getppid(void)
{
	_exit(syscall(SYS_getppid) == getpid() ? 5 : 6);
}

/* PTRACE_SYSCALL: the entry and exit of getppid(), made getpid() */
static void check_syscall_stops(void)
{
	pid_t pid = traced_child(call_getppid);
	struct user_regs_struct regs;

	show_wait(pid);
	T(ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)PTRACE_O_TRACESYSGOOD));
	T(ptrace(PTRACE_SYSCALL, pid, NULL, NULL));
	do {
		show_wait(pid);
		ptrace(PTRACE_GETREGS, pid, NULL, &regs);
		if (regs.orig_eax == SYS_getppid)
			break;
		ptrace(PTRACE_SYSCALL, pid, NULL, NULL);	/* another's exit */
		show_wait(pid);
		ptrace(PTRACE_SYSCALL, pid, NULL, NULL);
	} while (1);
	printf("entry of getppid: eax %s\n", strerrorname_np(-regs.eax));
	T(ptrace(PTRACE_POKEUSER, pid, REG_OFFSET(orig_eax), (void *)SYS_getpid));
	T(ptrace(PTRACE_SYSCALL, pid, NULL, NULL));
	show_wait(pid);
	ptrace(PTRACE_GETREGS, pid, NULL, &regs);
	printf("exit: orig_eax is getpid %d, eax is the child %d\n",
	       regs.orig_eax == SYS_getpid, regs.eax == pid);
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
}

static const char *self;

static void exec_self(void)
{
	execl(self, self, "exit9", (char *)NULL);
	_exit(1);
}

/* execve(2): SIGTRAP after it; then PTRACE_EVENT_EXEC with the option */
static void check_exec(int options)
{
	pid_t pid = traced_child(exec_self);
	unsigned long msg = 0;

	show_wait(pid);
	T(ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)(long)options));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
	if (options) {
		T(ptrace(PTRACE_GETEVENTMSG, pid, NULL, &msg));
		printf("event message is the pid: %d\n", msg == (unsigned long)pid);
	}
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
}

static void spin_steps(void)
{
	asm volatile("nop; nop; nop; nop");
}

/* Single steps: each a SIGTRAP, each at a new eip */
static void check_single_step(void)
{
	pid_t pid = traced_child(spin_steps);
	long eip = 0, next;
	int i, moved = 0;

	show_wait(pid);
	for (i = 0; i < 4; i++) {
		T(ptrace(PTRACE_SINGLESTEP, pid, NULL, NULL));
		show_wait(pid);
		next = ptrace(PTRACE_PEEKUSER, pid, REG_OFFSET(eip), NULL);
		moved += next != eip;
		eip = next;
	}
	printf("eip moved at each step: %d\n", moved == 4);
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
}

static void fork_and_wait(void)
{
	pid_t pid = fork();
	int status;

	if (pid == 0)
		_exit(11);
	waitpid(pid, &status, 0);
	_exit(WEXITSTATUS(status) + 1);
}

/* PTRACE_O_TRACEFORK: the parent's stop, the child traced from its
 * start (SIGSTOP); PTRACE_O_TRACEEXIT: each stops before it exits, with
 * its status for PTRACE_GETEVENTMSG */
static void check_fork_events(void)
{
	pid_t pid = traced_child(fork_and_wait), gpid;
	unsigned long msg = 0;

	show_wait(pid);
	T(ptrace(PTRACE_SETOPTIONS, pid, NULL,
		 (void *)(PTRACE_O_TRACEFORK | PTRACE_O_TRACEEXIT)));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
	T(ptrace(PTRACE_GETEVENTMSG, pid, NULL, &msg));
	gpid = (pid_t)msg;
	printf("a new pid: %d\n", gpid > pid);
	show_wait(gpid);
	T(ptrace(PTRACE_CONT, gpid, NULL, NULL));
	show_wait(gpid);
	T(ptrace(PTRACE_GETEVENTMSG, gpid, NULL, &msg));
	printf("exit event message %#lx\n", msg);
	T(ptrace(PTRACE_DETACH, gpid, NULL, NULL));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);			/* its SIGCHLD, which it ignores */
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
	T(ptrace(PTRACE_GETEVENTMSG, pid, NULL, &msg));
	printf("exit event message %#lx\n", msg);
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
}

static void sleep_long(void)
{
	pause();
}

/* PTRACE_ATTACH to a process asleep, and to one stopped by SIGSTOP */
static void check_attach(void)
{
	pid_t pid = fork();
	int status;

	if (pid == 0)
		sleep_long();
	usleep(100000);
	T(ptrace(PTRACE_ATTACH, pid, NULL, NULL));
	T(ptrace(PTRACE_ATTACH, pid, NULL, NULL));
	show_wait(pid);
	T(ptrace(PTRACE_DETACH, pid, NULL, NULL));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	T(kill(pid, SIGTERM));
	show_wait(pid);

	pid = fork();
	if (pid == 0) {
		raise(SIGSTOP);
		_exit(8);
	}
	waitpid(pid, &status, WUNTRACED);
	printf("stopped first: %d\n", WIFSTOPPED(status));
	T(ptrace(PTRACE_ATTACH, pid, NULL, NULL));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(0), (void *)2));
	T(ptrace(PTRACE_PEEKUSER, pid, DR_OFFSET(0), NULL));
	T(ptrace(PTRACE_DETACH, pid, NULL, NULL));
	T(kill(pid, SIGCONT));
	show_wait(pid);
}

static __attribute__((noinline)) void hit_breakpoint(void)
{
	value = 100;
}

/* int3 written over the text; then a watchpoint on value (DR0, DR7:
 * L0, write, 4 bytes) */
static void check_breakpoints(void)
{
	pid_t pid = traced_child(hit_breakpoint);
	long orig, eip, dr6;

	show_wait(pid);
	orig = ptrace(PTRACE_PEEKTEXT, pid, hit_breakpoint, NULL);
	T(ptrace(PTRACE_POKETEXT, pid, hit_breakpoint,
		 (void *)((orig & ~0xffL) | 0xcc)));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
	eip = ptrace(PTRACE_PEEKUSER, pid, REG_OFFSET(eip), NULL);
	printf("stopped after the int3: %d\n",
	       eip == (long)hit_breakpoint + 1);
	T(ptrace(PTRACE_POKETEXT, pid, hit_breakpoint, (void *)orig));
	T(ptrace(PTRACE_POKEUSER, pid, REG_OFFSET(eip), (void *)(eip - 1)));
	printf("our own text untouched: %d\n",
	       *(unsigned char *)hit_breakpoint != 0xcc);
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(0), (void *)&value));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(7), (void *)0xd0001));
	T(ptrace(PTRACE_PEEKUSER, pid, DR_OFFSET(7), NULL));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
	dr6 = ptrace(PTRACE_PEEKUSER, pid, DR_OFFSET(6), NULL);
	printf("DR6 B0: %ld, value %ld\n", dr6 & 0xf,
	       ptrace(PTRACE_PEEKDATA, pid, &value, NULL));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(7), NULL));
	T(ptrace(PTRACE_CONT, pid, NULL, NULL));
	show_wait(pid);
}

/* The refusals (ptrace(2) ERRORS) */
static void check_errors(void)
{
	pid_t pid = traced_child(exit_with_value), other = fork();

	if (other == 0)
		sleep_long();
	show_wait(pid);
	T(ptrace(PTRACE_CONT, other, NULL, NULL));
	T(ptrace(PTRACE_ATTACH, getpid(), NULL, NULL));
	T(ptrace(PTRACE_ATTACH, 0, NULL, NULL));
	T(ptrace(PTRACE_SEIZE, other, (void *)1, NULL));
	T(ptrace(PTRACE_SEIZE, other, NULL, (void *)0x10000000));
	T(ptrace(PTRACE_SETOPTIONS, pid, NULL, (void *)0x10000000));
	T(ptrace(PTRACE_PEEKDATA, pid, NULL, NULL));
	T(ptrace(PTRACE_PEEKDATA, pid, (void *)0xc0000000, NULL));
	T(ptrace(PTRACE_PEEKUSER, pid, (void *)2, NULL));
	T(ptrace(PTRACE_PEEKUSER, pid, (void *)284, NULL));
	T(ptrace(PTRACE_PEEKUSER, pid, (void *)200, NULL));
	T(ptrace(PTRACE_POKEUSER, pid, (void *)200, NULL));
	T(ptrace(PTRACE_POKEUSER, pid, REG_OFFSET(xss), (void *)0x68));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(0), (void *)0xc0000000));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(4), NULL));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(1), (void *)0x1001));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(7), (void *)0xd00004));
	T(ptrace(PTRACE_POKEUSER, pid, DR_OFFSET(7), (void *)0x20001));
	T(ptrace(PTRACE_GETREGS, pid, NULL, (void *)4));
	T(ptrace(PTRACE_GETSIGINFO, pid, NULL, (void *)4));
	T(ptrace(PTRACE_CONT, pid, NULL, (void *)65));
	T(ptrace(0x4299, pid, NULL, NULL));
	T(ptrace(PTRACE_KILL, pid, NULL, NULL));
	show_wait(pid);
	T(ptrace(PTRACE_KILL, pid, NULL, NULL));
	kill(other, SIGKILL);
	show_wait(other);
}

/* execve(2) with an empty argv: the program gets "" as argv[0] (Linux
 * 5.18 on), which this binary's multi-call main (oops386's build) does
 * not know: 127, its complaint to a closed stderr */
static void check_empty_argv(void)
{
	char *const argv[] = { NULL }, *const envp[] = { NULL };
	pid_t pid = fork();

	if (pid == 0) {
		close(2);
		execve(self, argv, envp);
		_exit(1);
	}
	show_wait(pid);
}

int main(int argc, char **argv)
{
	if (argc > 1)
		return 9;	/* exec_self()'s program */
	self = argv[0];
	setvbuf(stdout, NULL, _IONBF, 0);
	check_signal_stop();
	check_signal_change();
	check_syscall_stops();
	check_exec(0);
	check_exec(PTRACE_O_TRACEEXEC);
	check_single_step();
	check_fork_events();
	check_attach();
	check_breakpoints();
	check_errors();
	check_empty_argv();
	return 0;
}
