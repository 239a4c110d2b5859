/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Minimal KTAP producer for host unit tests (Documentation/dev-tools/ktap.rst
 * in Linux): "KTAP version 1", a plan "1..N", then one "ok N name" or
 * "not ok N name # reason" line per test.  Debian's prove and
 * tests/tools/run_tests.py both read it.
 *
 * Usage:
 *	KTAP_BEGIN(3);
 *	KTAP_CHECK(x == 1, "x is one");
 *	...
 *	return KTAP_END();
 */
#ifndef _TESTS_KTAP_H
#define _TESTS_KTAP_H

#include <stdio.h>

static int ktap_planned, ktap_run, ktap_failed;

#define KTAP_BEGIN(n)                                                   \
	do {                                                            \
		ktap_planned = (n);                                     \
		printf("KTAP version 1\n1..%d\n", ktap_planned);        \
	} while (0)

/* Record one test result; the format string names the test. */
#define KTAP_CHECK(cond, ...)                                           \
	do {                                                            \
		int ktap_ok_ = !!(cond);                                \
		printf("%sok %d ", ktap_ok_ ? "" : "not ", ++ktap_run); \
		printf(__VA_ARGS__);                                    \
		if (!ktap_ok_) {                                        \
			ktap_failed++;                                  \
			printf(" # %s:%d: %s", __FILE__, __LINE__,      \
			       #cond);                                  \
		}                                                       \
		printf("\n");                                           \
	} while (0)

/* Exit status: 0 only when every planned test ran and passed. */
#define KTAP_END()                                                      \
	(fflush(stdout), (ktap_failed || ktap_run != ktap_planned) ? 1 : 0)

#endif /* _TESTS_KTAP_H */
