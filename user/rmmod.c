// SPDX-License-Identifier: GPL-2.0
/*
 * user/rmmod.c - rmmod [-f] NAME: delete_module(2) with O_NONBLOCK, and
 * O_TRUNC when forced, as module-init-tools' rmmod calls it.  A name
 * given as a file (hello.ko, or with '-') means the module's name.
 */
#include "libc.h"

int main(int argc, char **argv)
{
	bool force = argc > 1 && !strcmp(argv[1], "-f");
	int first = force ? 2 : 1;
	char name[64], *dot, *p;
	const char *base;

	if (argc != first + 1) {
		dprintf(2, "Usage: rmmod [-f] modulename\n");
		return 1;
	}
	base = strrchr(argv[first], '/');
	strlcpy(name, base ? base + 1 : argv[first], sizeof(name));
	dot = strrchr(name, '.');
	if (dot && !strcmp(dot, ".ko"))
		*dot = '\0';
	for (p = name; *p; p++)
		if (*p == '-')
			*p = '_';
	if (delete_module(name, O_NONBLOCK | (force ? O_TRUNC : 0))) {
		dprintf(2, "ERROR: Removing '%s': %s\n", name,
			strerror(errno));
		return 1;
	}
	return 0;
}
