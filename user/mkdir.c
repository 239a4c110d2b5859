// SPDX-License-Identifier: GPL-2.0
/*
 * user/mkdir.c - mkdir [-p] DIR...: make directories with mkdir(2), mode
 * 0777 less the umask, as busybox's and coreutils' mkdir do.  With -p
 * the missing parents are made too, and a directory already there is
 * no error (POSIX mkdir -p).  Each failure is said, the others still
 * made; the exit status is 1 if any failed.
 */
#include "libc.h"

static int make_one(char *path, bool parents)
{
	struct stat st;
	char *slash = path;

	/* -p: each parent first, "a" and "a/b" of "a/b/c" */
	while (parents && (slash = strchr(slash + 1, '/'))) {
		*slash = '\0';
		if (syscall(__NR_mkdir, path, 0777) && errno != EEXIST)
			break;
		*slash = '/';
	}
	if (slash && parents)
		*slash = '/';	/* a parent failed: say so for the whole */
	else if (!syscall(__NR_mkdir, path, 0777) ||
		 (parents && errno == EEXIST && !stat(path, &st) &&
		  S_ISDIR(st.st_mode)))
		return 0;
	dprintf(2, "mkdir: can't create directory '%s': %s\n", path,
		strerror(errno));
	return 1;
}

int main(int argc, char **argv)
{
	bool parents = argc > 1 && !strcmp(argv[1], "-p");
	int i, ret = 0;

	if (argc < 2 + parents) {
		dprintf(2, "Usage: mkdir [-p] DIR...\n");
		return 1;
	}
	for (i = 1 + parents; i < argc; i++)
		ret |= make_one(argv[i], parents);
	return ret;
}
