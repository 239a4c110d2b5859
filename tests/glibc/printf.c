// SPDX-License-Identifier: GPL-2.0
/*
 * tests/glibc/printf.c - glibc's printf(3) family, statically linked:
 * integers of every width, strings, padding, and floating point (which
 * uses the x87/SSE registers the kernel must save: arch/i386/kernel/i387.c).
 */
#include <stdio.h>
#include <string.h>

int main(void)
{
	char buf[64];
	double x = 1.0 / 3.0;

	printf("int %d %i %u %x %X %o\n", -42, 7, 3000000000u, 0xbeef, 0xbeef,
	       8);
	printf("long long %lld %llx\n", -1234567890123LL, 0x123456789abcULL);
	printf("str [%s] [%8s] [%-8s] [%.3s]\n", "oops", "oops", "oops",
	       "oops386");
	printf("char %c%c%c\n", 'i', '3', '8');
	printf("float %f %.2f %e %g\n", x, 2.5, 12345.678, 0.0001);
	printf("pad [%05d] [%+d] [%-5d] [%5.1f]\n", 42, 42, 42, 3.14159);
	snprintf(buf, sizeof(buf), "%s-%d", "snprintf", 386);
	printf("%s %zu\n", buf, strlen(buf));
	printf("%%done\n");
	return 0;
}
