// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/sigsegs.c - sigreturn(2) loads %fs and %gs from the frame:
 * a handler that changes them in its ucontext finds them changed after
 * it returns, as on Linux i386; a selector that cannot be loaded
 * becomes null.  glibc keeps its thread pointer in %gs, so the changes
 * are made to %fs.  Every line is the same on Linux:
 * tests/kernel/sigsegs.linux.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <ucontext.h>

static unsigned int want;

static unsigned int get_fs(void)
{
	unsigned int v;

	asm volatile("movl %%fs, %0" : "=r"(v));
	return v & 0xffff;
}

static unsigned int get_gs(void)
{
	unsigned int v;

	asm volatile("movl %%gs, %0" : "=r"(v));
	return v & 0xffff;
}

static void handler(int sig, siginfo_t *si, void *uc_)
{
	ucontext_t *uc = uc_;

	(void)sig, (void)si;
	uc->uc_mcontext.gregs[REG_FS] = want;
}

static void try(const char *what, unsigned int sel)
{
	want = sel;
	raise(SIGUSR1);
	printf("%s: %s\n", what, get_fs() == get_gs() ? "%gs's" :
	       get_fs() == 0 ? "null" : "other");
}

int main(void)
{
	struct sigaction sa = { .sa_sigaction = handler,
				.sa_flags = SA_SIGINFO };

	sigaction(SIGUSR1, &sa, NULL);
	printf("%%gs is a selector: %d\n", get_gs() != 0);
	try("%fs set to %gs's selector", get_gs());
	try("%fs set to it with RPL 0", get_gs() & ~3);
	try("%fs set to null", 0);
	try("%fs set to an entry past the GDT", 0xfff3);
	try("%fs set to it again", get_gs());
	try("%fs set to an LDT selector", 0x0007);
	return 0;
}
