// SPDX-License-Identifier: GPL-2.0
/* user/cat.c - cat [FILE...]: each file's bytes (standard input's when none
 * is named, or for "-") to standard output, as POSIX cat does */
#include "libc.h"

/* One open file to standard output; name is what errors call it */
static int copy_fd(int fd, const char *name)
{
	char buf[4096];
	ssize_t n;

	while ((n = read(fd, buf, sizeof(buf))) > 0)
		if (write_all(1, buf, (size_t)n))
			break;
	if (n < 0)
		dprintf(2, "cat: %s: %s\n", name, strerror(errno));
	return n < 0;
}

static int cat_one(const char *path)
{
	int fd, ret;

	if (!strcmp(path, "-"))
		return copy_fd(0, "-");
	fd = open(path, O_RDONLY);
	if (fd < 0) {
		dprintf(2, "cat: %s: %s\n", path, strerror(errno));
		return 1;
	}
	ret = copy_fd(fd, path);
	close(fd);
	return ret;
}

int main(int argc, char **argv)
{
	int i, ret = 0;

	if (argc < 2)
		return copy_fd(0, "-");
	for (i = 1; i < argc; i++)
		ret |= cat_one(argv[i]);
	return ret;
}
