// SPDX-License-Identifier: GPL-2.0
/*
 * user/echo.c - echo [WORD...]: the words, one space apart, and a
 * newline, in one write(2), as the buffered echo of coreutils and
 * busybox makes it: a driver, a /proc or a /sys file sees "hi\n" at
 * once, not "hi" and then "\n".
 */
#include "libc.h"

int main(int argc, char **argv)
{
	char line[1024];
	size_t len = 0;
	int i;

	for (i = 1; i < argc && len < sizeof(line); i++)
		len += (size_t)snprintf(line + len, sizeof(line) - len, "%s%s",
					argv[i], i + 1 < argc ? " " : "");
	if (len > sizeof(line) - 1)
		len = sizeof(line) - 1;		/* cut, as a line that long is */
	line[len++] = '\n';
	return write(1, line, len) == (ssize_t)len ? 0 : 1;
}
