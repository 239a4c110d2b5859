// SPDX-License-Identifier: GPL-2.0
/*
 * user/oops.c - oops KIND: crash the kernel on purpose, by writing KIND
 * to /sys/kernel/debug/provoke-crash/DIRECT (drivers/misc/lkdtm_direct.c),
 * as one does with Linux's LKDTM.  The oops happens inside this
 * program's write(2), and kills it; the kinds are listed by reading the
 * same file.
 */
#include "libc.h"

#define DIRECT	"/sys/kernel/debug/provoke-crash/DIRECT"

static void usage(void)
{
	size_t len;
	char *kinds = read_file(DIRECT, &len), *k, *next;

	dprintf(2, "usage: oops KIND, one of:");
	/* the first line is the title, "Available crash types:" */
	for (k = kinds ? strchr(kinds, '\n') : NULL; k && *++k; k = next) {
		next = strchr(k, '\n');
		if (!next)
			break;
		*next = '\0';
		dprintf(2, " %s", k);
	}
	dprintf(2, "\n");
	free(kinds);
}

int main(int argc, char **argv)
{
	int fd;

	if (argc != 2) {
		usage();
		return 1;
	}
	fd = open(DIRECT, O_WRONLY);
	if (fd < 0) {
		perror("oops: " DIRECT);
		return 1;
	}
	/* LKDTM answers a kind it does not know with EINVAL */
	if (write(fd, argv[1], strlen(argv[1])) < 0) {
		dprintf(2, "oops: %s: %s\n", argv[1], errno == EINVAL ?
			"no such crash type" : strerror(errno));
		usage();
		return 1;
	}
	return 0;
}
