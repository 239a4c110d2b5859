// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/ldtcheck.c - modify_ldt(2) (arch/i386/kernel/ldt.c),
 * printed the same on Linux 6.1 (tests/kernel/ldtcheck.linux) and
 * oops386: the table read before there is one and the default one, an
 * entry written in the old and the new mode and read back, %fs loaded
 * with it and kept across fork(2), an entry cleared, the errors; and a
 * system call that removes the entry its own %ss names, whose return
 * then cannot load %ss (SIGILL, entry.S's iret fixup).
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdlib.h>
#include <asm/ldt.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include "report.h"

static int var = 42;

static long modify_ldt(int func, void *ptr, unsigned long bytecount)
{
	return syscall(SYS_modify_ldt, func, ptr, bytecount);
}

/* A 4-byte, 32-bit writable data segment at var in entry n */
static struct user_desc data_entry(unsigned int n)
{
	struct user_desc u = {
		.entry_number = n, .base_addr = (unsigned long)&var,
		.limit = 4, .seg_32bit = 1, .useable = 1,
	};
	return u;
}

/* Entry n as the table holds it: the descriptor's bits but its base
 * (Intel SDM vol. 3, 3.4.5), which is var's address or 0 */
static void show_entry(unsigned int n)
{
	unsigned int table[2 * 4] = { 0 }, lo, hi, base;
	long got = modify_ldt(0, table, sizeof(table));

	lo = table[2 * n];
	hi = table[2 * n + 1];
	base = (lo >> 16) | (hi & 0xff) << 16 | (hi & 0xff000000);
	printf("read %ld bytes, entry %u: %08x %04x, base %s\n", got, n,
	       hi & 0x00ffff00, lo & 0xffff,
	       base == (unsigned long)&var ? "var" : base ? "?" : "0");
}

static int read_fs0(void)
{
	int v;

	asm volatile("movl %%fs:0, %0" : "=r"(v));
	return v;
}

static void check_fs_across_fork(void)
{
	unsigned short sel = 7;		/* entry 0, the LDT, RPL 3 */
	int status;
	pid_t pid;

	asm volatile("movw %0, %%fs" : : "r"(sel));
	printf("%%fs:0 is var: %d\n", read_fs0());
	var = 99;
	pid = fork();
	if (pid == 0)
		_exit(read_fs0());
	waitpid(pid, &status, 0);
	printf("child's %%fs:0: %d\n", WEXITSTATUS(status));
	sel = 0;
	asm volatile("movw %0, %%fs" : : "r"(sel));
}

/* int $0x80 with %ss the flat segment of entry 2 (selector 0x17), the
 * call clearing that very entry: the iret back cannot load %ss */
static void clear_own_ss(void)
{
	struct user_desc flat = {
		.entry_number = 2, .limit = 0xfffff, .seg_32bit = 1,
		.limit_in_pages = 1,
	};
	struct user_desc clear = { .entry_number = 2 };
	long ret;

	modify_ldt(1, &flat, sizeof(flat));
	asm volatile("movw %%ss, %%si\n\t"
		     "movw $0x17, %%di\n\t"
		     "movw %%di, %%ss\n\t"
		     "int $0x80\n\t"
		     "movw %%si, %%ss"
		     : "=a"(ret)
		     : "a"(SYS_modify_ldt), "b"(1), "c"(&clear),
		       "d"(sizeof(clear))
		     : "esi", "edi", "memory");
	_exit(ret == 0 ? 3 : 4);
}

static void check_iret_fault(void)
{
	pid_t pid = fork();
	int status;

	if (pid == 0)
		clear_own_ss();
	waitpid(pid, &status, 0);
	if (WIFSIGNALED(status))
		printf("child killed by %s\n", sigabbrev_np(WTERMSIG(status)));
	else
		printf("child exited %d\n", WEXITSTATUS(status));
}

int main(void)
{
	unsigned char zeros[64];
	struct user_desc u = data_entry(0), bad;
	unsigned int i, nonzero = 0;

	setvbuf(stdout, NULL, _IONBF, 0);
	T(modify_ldt(0, zeros, sizeof(zeros)));
	T(modify_ldt(2, zeros, sizeof(zeros)));
	for (i = 0; i < 40; i++)
		nonzero += zeros[i] != 0;
	printf("default table nonzero bytes: %u\n", nonzero);
	T(modify_ldt(1, &u, sizeof(u)));
	show_entry(0);
	u.entry_number = 1;
	T(modify_ldt(0x11, &u, sizeof(u)));
	show_entry(1);
	check_fs_across_fork();
	u.base_addr = u.limit = 0;
	T(modify_ldt(1, &u, sizeof(u)));
	show_entry(1);
	T(modify_ldt(1, &u, sizeof(u) - 1));
	T(modify_ldt(1, NULL, sizeof(u)));
	bad = data_entry(8192);
	T(modify_ldt(1, &bad, sizeof(bad)));
	bad = data_entry(3);
	bad.contents = 3;
	T(modify_ldt(1, &bad, sizeof(bad)));
	T(modify_ldt(0x11, &bad, sizeof(bad)));
	bad.seg_not_present = 1;
	T(modify_ldt(0x11, &bad, sizeof(bad)));
	show_entry(3);
	T(modify_ldt(3, zeros, sizeof(zeros)));
	T(modify_ldt(0, (void *)4, 16));
	check_iret_fault();
	return 0;
}
