// SPDX-License-Identifier: GPL-2.0
/*
 * user/tests/fault.c - fault KIND: a user program's own crashes, which
 * must kill only it: segv (a write to an unmapped page), null (a read
 * of address 0), text (a write to its own read-only code), div (divide
 * by zero), ud2 (an invalid opcode), kernel (a read of kernel memory).
 */
#include "libc.h"

int main(int argc, char **argv);

static __attribute__((noinline)) int crash(const char *kind)
{
	volatile int zero = 0;

	if (!strcmp(kind, "segv"))
		*(volatile int *)0x5000000 = 1;
	else if (!strcmp(kind, "null"))
		return *(volatile int *)0;
	else if (!strcmp(kind, "text"))
		*(volatile char *)main = 0;
	else if (!strcmp(kind, "div"))
		asm volatile("divl %0" : : "r"(zero), "a"(1), "d"(0));
	else if (!strcmp(kind, "ud2"))
		asm volatile("ud2");
	else if (!strcmp(kind, "kernel"))
		return *(volatile int *)0xc0100000;
	return -1;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		dprintf(2, "usage: fault segv|null|text|div|ud2|kernel\n");
		return 2;
	}
	crash(argv[1]);
	printf("fault: %s did not fault\n", argv[1]);
	return 1;
}
