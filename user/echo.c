// SPDX-License-Identifier: GPL-2.0
/* user/echo.c - echo [WORD...]: the words, one space apart, and a newline */
#include "libc.h"

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		printf("%s%s", argv[i], i + 1 < argc ? " " : "");
	printf("\n");
	return 0;
}
