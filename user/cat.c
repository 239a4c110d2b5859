// SPDX-License-Identifier: GPL-2.0
/* user/cat.c - cat FILE...: each file's bytes to standard output */
#include "libc.h"

static int cat_one(const char *path)
{
	char buf[4096];
	ssize_t n;
	int fd = open(path, O_RDONLY);

	if (fd < 0) {
		dprintf(2, "cat: %s: %s\n", path, strerror(errno));
		return 1;
	}
	while ((n = read(fd, buf, sizeof(buf))) > 0)
		if (write_all(1, buf, (size_t)n))
			break;
	if (n < 0)
		dprintf(2, "cat: %s: %s\n", path, strerror(errno));
	close(fd);
	return n < 0;
}

int main(int argc, char **argv)
{
	int i, ret = 0;

	if (argc < 2) {
		dprintf(2, "usage: cat FILE...\n");
		return 1;
	}
	for (i = 1; i < argc; i++)
		ret |= cat_one(argv[i]);
	return ret;
}
