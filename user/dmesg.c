// SPDX-License-Identifier: GPL-2.0
/*
 * user/dmesg.c - dmesg [-r]: the kernel log, read with syslog(2) (type
 * 10 for its size, 3 to read it all), without the "<N>" level prefixes
 * unless -r.
 */
#include "libc.h"

#define SYSLOG_ACTION_READ_ALL		3
#define SYSLOG_ACTION_SIZE_BUFFER	10

int main(int argc, char **argv)
{
	bool raw = argc > 1 && !strcmp(argv[1], "-r");
	int size = syslog(SYSLOG_ACTION_SIZE_BUFFER, NULL, 0), n, i, out = 0;
	char *buf = size > 0 ? malloc((size_t)size) : NULL;
	bool line_start = true;

	if (!buf) {
		perror("dmesg");
		return 1;
	}
	n = syslog(SYSLOG_ACTION_READ_ALL, buf, size);
	if (n < 0) {
		perror("dmesg: syslog");
		return 1;
	}
	for (i = 0; i < n; i++) {
		if (!raw && line_start && buf[i] == '<' && i + 2 < n &&
		    buf[i + 2] == '>') {
			i += 2;
			line_start = false;
			continue;
		}
		line_start = buf[i] == '\n';
		buf[out++] = buf[i];	/* in place: out never passes i */
	}
	return write_all(1, buf, (size_t)out) ? 1 : 0;
}
