// SPDX-License-Identifier: GPL-2.0
/*
 * lib/cmdline.c - numbers out of an option string, Linux's get_option()
 * and get_options(): "3,5,7" is a list of ints, as boot options and
 * module tutorials write them.
 */
#include "linux/kernel.h"
#include "linux/string.h"

/*
 * The int at *str, *str moved past it (and past a ',' after it).
 * 0: no number there; 1: a number, the last; 2: a number, then ',';
 * 3: a number, then '-' (a range, which *str is left at).
 */
int get_option(char **str, int *pint)
{
	char *start = *str;
	bool minus;
	int value;

	if (!start || !*start)
		return 0;
	minus = *start == '-';
	value = (int)simple_strtoul(start + minus, str, 0);
	if (*str == start + minus) {
		*str = start;
		return 0;
	}
	if (pint)
		*pint = minus ? -value : value;
	if (**str == ',') {
		(*str)++;
		return 2;
	}
	return **str == '-' ? 3 : 1;
}

/*
 * Up to nints - 1 ints of str into ints[1..], their count in ints[0],
 * as Linux's (ranges "a-b" are not expanded here); where it stopped.
 */
char *get_options(const char *str, int nints, int *ints)
{
	char *cur = (char *)str;
	int n = 0;

	while (n < nints - 1) {
		int res = get_option(&cur, &ints[n + 1]);

		if (!res)
			break;
		n++;
		if (res != 2)
			break;
	}
	ints[0] = n;
	return cur;
}
