// SPDX-License-Identifier: GPL-2.0
/*
 * user/sleep.c - sleep SECONDS: nanosleep(2) that long (whole seconds, as
 * POSIX sleep takes them).  A signal ends it as it would end any program;
 * Ctrl-Z stops it, and the shell's fg continues the rest of the sleep
 * (nanosleep is restarted with the time left, signal(7)).
 */
#include "libc.h"

int main(int argc, char **argv)
{
	struct timespec ts = { 0, 0 };
	const char *p;

	if (argc != 2 || !*argv[1]) {
		dprintf(2, "usage: sleep SECONDS\n");
		return 1;
	}
	for (p = argv[1]; *p; p++) {
		/* a time_t of 32 bits holds it, or it is refused, not cut */
		if (*p < '0' || *p > '9' || ts.tv_sec > 214748363) {
			dprintf(2, "sleep: invalid number '%s'\n", argv[1]);
			return 1;
		}
		ts.tv_sec = ts.tv_sec * 10 + (*p - '0');
	}
	if (nanosleep(&ts, NULL)) {
		dprintf(2, "sleep: %s\n", strerror(errno));
		return 1;
	}
	return 0;
}
