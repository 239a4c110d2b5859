// SPDX-License-Identifier: GPL-2.0
/*
 * user/rmmod.c - rmmod [-f] NAME: delete_module(2) with O_NONBLOCK, and
 * O_TRUNC when forced, as kmod's rmmod calls it.  A name given as a file
 * (hello.ko, or with '-') means the module's name.  Messages as kmod's.
 */
#include "libc.h"

/*
 * What kmod's rmmod says when delete_module(2) fails, in one line as
 * kmod's and busybox's rmmod say it.  For EWOULDBLOCK (in use) and EBUSY
 * (still loading, no exit function...) the kernel has already printed
 * why, naming the user (kernel/module/main.c, sys_delete_module()):
 * a second line would only repeat it.
 */
static int refused(const char *name)
{
	if (errno == ENOENT)
		dprintf(2, "rmmod: ERROR: Module %s is not currently loaded\n",
			name);
	else if (errno != EWOULDBLOCK && errno != EBUSY)
		dprintf(2, "rmmod: ERROR: could not remove module %s: %s\n",
			name, strerror(errno));
	return 1;
}

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
	base = base ? base + 1 : argv[first];
	/* a longer name is no module's (MODULE_NAME_LEN is 56): say so
	 * rather than cut it down to one that may be */
	if (strlcpy(name, base, sizeof(name)) >= sizeof(name)) {
		dprintf(2, "rmmod: ERROR: %s: module name too long\n", base);
		return 1;
	}
	dot = strrchr(name, '.');
	if (dot && !strcmp(dot, ".ko"))
		*dot = '\0';
	for (p = name; *p; p++)
		if (*p == '-')
			*p = '_';
	if (delete_module(name, O_NONBLOCK | (force ? O_TRUNC : 0)))
		return refused(name);
	return 0;
}
