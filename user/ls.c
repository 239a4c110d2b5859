// SPDX-License-Identifier: GPL-2.0
/*
 * user/ls.c - ls [DIR]: a directory's entries in their order, directories
 * with a trailing '/', plain files with their size; generated files
 * (/proc, /sys: no write permission, size 0) and devices by name only.
 * Every entry but "." and ".." is shown, as `ls -A` does: module
 * sections (/sys/module/NAME/sections/.text) start with a dot.
 */
#include "libc.h"

static void show(const char *dir, const char *name)
{
	char path[512];
	struct stat st;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	if (stat(path, &st))
		printf("%s\n", name);
	else if (S_ISDIR(st.st_mode))
		printf("%s/\n", name);
	else if ((st.st_mode & S_IFMT) == S_IFCHR || !(st.st_mode & 0200) ||
		 (st.st_mode & 0777) == 0200)
		printf("%s\n", name);
	else
		printf("%-24s %8u\n", name, (unsigned int)st.st_size);
}

int main(int argc, char **argv)
{
	const char *path = argc > 1 ? argv[1] : ".";
	char buf[2048];
	struct stat st;
	int fd, n;

	if (stat(path, &st)) {
		dprintf(2, "ls: %s: No such file or directory\n", path);
		return 1;
	}
	if (!S_ISDIR(st.st_mode)) {
		printf("%s\n", path);
		return 0;
	}
	fd = open(path, O_RDONLY | O_DIRECTORY);
	if (fd < 0) {
		dprintf(2, "ls: %s: %s\n", path, strerror(errno));
		return 1;
	}
	while ((n = getdents64(fd, buf, sizeof(buf))) > 0) {
		int off = 0;

		while (off < n) {
			struct linux_dirent64 *d = (void *)(buf + off);

			if (strcmp(d->d_name, ".") && strcmp(d->d_name, ".."))
				show(path, d->d_name);
			off += d->d_reclen;
		}
	}
	close(fd);
	return 0;
}
