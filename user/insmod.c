// SPDX-License-Identifier: GPL-2.0
/*
 * user/insmod.c - insmod FILE [NAME=VALUE...]: the whole job of user space
 * in Rusty Russell's design.  Read the file, join the parameters into one
 * string, and hand both to the kernel in one init_module(2) call; the
 * kernel checks, links and starts the module.  Messages as
 * module-init-tools' insmod prints them.  -f blanks the module's
 * vermagic first, as modprobe --force does: the kernel then loads it
 * and taints itself F.
 */
#include "libc.h"

#define ARGS_MAX	1024

/* module-init-tools' moderror(): the loader's errno, in its words */
static const char *moderror(int err)
{
	switch (err) {
	case ENOEXEC:
		return "Invalid module format";
	case ENOENT:
		return "Unknown symbol in module";
	case ESRCH:
		return "Unknown symbol in module";
	case EINVAL:
		return "Invalid parameters";
	default:
		return strerror(err);
	}
}

/* NAME=VALUE words, space-separated; a value with spaces is quoted */
static void join_args(char *buf, size_t size, int argc, char **argv)
{
	size_t used = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < argc && used < size; i++) {
		const char *eq = strchr(argv[i], '=');
		const char *sep = used ? " " : "";

		if (eq && strchr(eq, ' '))
			used += snprintf(buf + used, size - used,
					 "%s%.*s\"%s\"", sep,
					 (int)(eq - argv[i] + 1), argv[i],
					 eq + 1);
		else
			used += snprintf(buf + used, size - used, "%s%s", sep,
					 argv[i]);
	}
}

/* The "vermagic=..." string of .modinfo, overwritten with NULs */
static void clear_vermagic(char *image, size_t len)
{
	static const char tag[] = "vermagic=";
	size_t i;

	for (i = 0; i + sizeof(tag) <= len; i++)
		if ((i == 0 || !image[i - 1]) &&
		    !memcmp(image + i, tag, sizeof(tag) - 1)) {
			memset(image + i, 0, strnlen(image + i, len - i));
			return;
		}
}

int main(int argc, char **argv)
{
	bool force = argc > 1 && !strcmp(argv[1], "-f");
	int first = force ? 2 : 1;
	char args[ARGS_MAX];
	size_t len;
	char *image;

	if (argc <= first) {
		dprintf(2, "Usage: insmod [-f] filename [args]\n");
		return 1;
	}
	image = read_file(argv[first], &len);
	if (!image) {
		dprintf(2, "insmod: can't read '%s': %s\n", argv[first],
			strerror(errno));
		return 1;
	}
	if (force)
		clear_vermagic(image, len);
	join_args(args, sizeof(args), argc - first - 1, argv + first + 1);
	if (init_module(image, len, args)) {
		dprintf(2, "insmod: error inserting '%s': -1 %s\n",
			argv[first], moderror(errno));
		return 1;
	}
	return 0;
}
