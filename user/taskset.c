// SPDX-License-Identifier: GPL-2.0
/*
 * user/taskset.c - taskset MASK PROGRAM [ARG...]: run PROGRAM on the
 * CPUs of MASK (hexadecimal, bit N for CPU N, as util-linux's taskset
 * takes it) with sched_setaffinity(2), which execve(2) keeps.  A name
 * without '/' is looked for in /bin and /sbin.
 */
#include "libc.h"

#define NR_sched_setaffinity	241

static int parse_mask(const char *s, unsigned long *mask)
{
	*mask = 0;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		s += 2;
	if (!*s || strlen(s) > 2 * sizeof(*mask))
		return -1;
	for (; *s; s++) {
		int d = *s >= '0' && *s <= '9' ? *s - '0' :
			*s >= 'a' && *s <= 'f' ? *s - 'a' + 10 :
			*s >= 'A' && *s <= 'F' ? *s - 'A' + 10 : -1;

		if (d < 0)
			return -1;
		*mask = *mask << 4 | (unsigned long)d;
	}
	return 0;
}

int main(int argc, char **argv)
{
	static const char *const dirs[] = { "/bin/", "/sbin/" };
	unsigned long mask;
	char path[256];
	unsigned int i;

	if (argc < 3 || parse_mask(argv[1], &mask)) {
		dprintf(2, "usage: taskset MASK PROGRAM [ARG...]\n");
		return 1;
	}
	if (syscall(NR_sched_setaffinity, 0, sizeof(mask), &mask)) {
		dprintf(2, "taskset: failed to set pid 0's affinity: %s\n",
			strerror(errno));
		return 1;
	}
	for (i = 0; i < (strchr(argv[2], '/') ? 1 : 2); i++) {
		snprintf(path, sizeof(path), "%s%s",
			 strchr(argv[2], '/') ? "" : dirs[i], argv[2]);
		execve(path, argv + 2, environ);
	}
	dprintf(2, "taskset: failed to execute %s: %s\n", argv[2],
		strerror(errno));
	return 1;
}
