// SPDX-License-Identifier: GPL-2.0
/*
 * user/modargs.c - the parameter words of insmod (user/insmod.c) and of
 * 2.4's insmod (user/insmod24.c), joined as the kernel parses them
 * (parse_args()).
 */
#include "libc.h"
#include "modargs.h"

/*
 * NAME=VALUE words, space-separated, in a buffer sized to hold them all
 * (each word may gain a space and two quotes): a value with spaces is
 * quoted.  NULL when there is no memory.
 */
char *join_args(int argc, char **argv)
{
	size_t size = 1, used = 0;
	char *buf;
	int i;

	for (i = 0; i < argc; i++)
		size += strlen(argv[i]) + 3;
	buf = malloc(size);
	if (!buf)
		return NULL;
	buf[0] = '\0';
	for (i = 0; i < argc; i++) {
		const char *eq = strchr(argv[i], '=');
		const char *sep = used ? " " : "";

		if (eq && strchr(eq, ' '))
			used += snprintf(buf + used, size - used,
					 "%s%.*s\"%s\"", sep,
					 (int)(eq - argv[i] + 1), argv[i],
					 eq + 1);
		else
			used += snprintf(buf + used, size - used, "%s%s", sep,
					 argv[i]);
	}
	return buf;
}
