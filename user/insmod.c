// SPDX-License-Identifier: GPL-2.0
/*
 * user/insmod.c - insmod FILE [NAME=VALUE...]: the whole job of user space
 * in Rusty Russell's design.  Read the file, join the parameters into one
 * string, and hand both to the kernel in one init_module(2) call; the
 * kernel checks, links and starts the module.  Messages as
 * module-init-tools' insmod prints them.  -f hands the kernel the open
 * file instead, with finit_module(2)'s flags to ignore the version
 * magic and symbol versions, as kmod's insmod -f and modprobe --force
 * do: the kernel then loads it and taints itself F.
 */
#include "libc.h"

#define ARGS_MAX	1024
/* finit_module(2) flags (Linux's include/uapi/linux/module.h) */
#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2

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

static int cant_read(const char *path)
{
	dprintf(2, "insmod: can't read '%s': %s\n", path, strerror(errno));
	return 1;
}

static int refused(const char *path)
{
	dprintf(2, "insmod: error inserting '%s': -1 %s\n", path,
		moderror(errno));
	return 1;
}

/* The whole file in one init_module(2) call */
static int insert(const char *path, const char *args)
{
	size_t len;
	char *image = read_file(path, &len);

	if (!image)
		return cant_read(path);
	return init_module(image, len, args) ? refused(path) : 0;
}

/* -f: the open file, its version magic and symbol versions ignored */
static int insert_forced(const char *path, const char *args)
{
	int fd = open(path, O_RDONLY);

	if (fd < 0)
		return cant_read(path);
	if (finit_module(fd, args, MODULE_INIT_IGNORE_MODVERSIONS |
				   MODULE_INIT_IGNORE_VERMAGIC))
		return refused(path);
	return 0;
}

int main(int argc, char **argv)
{
	bool force = argc > 1 && !strcmp(argv[1], "-f");
	int first = force ? 2 : 1;
	char args[ARGS_MAX];

	if (argc <= first) {
		dprintf(2, "Usage: insmod [-f] filename [args]\n");
		return 1;
	}
	join_args(args, sizeof(args), argc - first - 1, argv + first + 1);
	if (force)
		return insert_forced(argv[first], args);
	return insert(argv[first], args);
}
