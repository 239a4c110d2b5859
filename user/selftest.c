// SPDX-License-Identifier: GPL-2.0
/*
 * user/selftest.c - selftest: the kernel's own tests (lib/selftest.c),
 * which run when their results file is read; prints the KTAP report and
 * fails if any test did.
 */
#include "libc.h"

#define RESULTS	"/sys/kernel/debug/kunit/oops386/results"

int main(void)
{
	size_t len;
	char *ktap = read_file(RESULTS, &len);

	if (!ktap) {
		perror("selftest: " RESULTS);
		return 1;
	}
	write_all(1, ktap, len);
	return strstr(ktap, "\nnot ok ") ? 1 : 0;
}
