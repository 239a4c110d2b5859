// SPDX-License-Identifier: GPL-2.0
/*
 * user/insmod.c - insmod FILE [NAME=VALUE...]: the whole job of user space
 * in Rusty Russell's design.  Read the file, join the parameters into one
 * string, and hand both to the kernel in one init_module(2) call; the
 * kernel checks, links and starts the module.  Messages as kmod's
 * insmod (Debian 12's) prints them.  -f hands the kernel the open
 * file instead, with finit_module(2)'s flags to ignore the version
 * magic and symbol versions, as kmod's insmod -f and modprobe --force
 * do: the kernel then loads it and taints itself F.
 */
#include "libc.h"
#include "modargs.h"

/* finit_module(2) flags (Linux's include/uapi/linux/module.h) */
#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2

/*
 * What kmod's insmod says for the loader's errno (its mod_strerror).
 * ENOENT is both an unresolved symbol and a parameter the module does
 * not have (Linux's load_module() and parse_args() give the same errno):
 * say both, as kmod's modprobe does, and where the kernel said which.
 * Any other errno - a failing init's own, say -ENODEV - is strerror()'s.
 */
static const char *moderror(int err)
{
	switch (err) {
	case ENOEXEC:
		return "Invalid module format";
	case ENOENT:
		return "Unknown symbol in module, or unknown parameter (see dmesg)";
	case ESRCH:
		return "Unknown symbol in module";
	case EINVAL:
		return "Invalid parameters";
	default:
		return strerror(err);
	}
}

static int cant_read(const char *path)
{
	dprintf(2, "insmod: ERROR: could not load module %s: %s\n", path,
		strerror(errno));
	return 1;
}

static int refused(const char *path)
{
	dprintf(2, "insmod: ERROR: could not insert module %s: %s\n", path,
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
	char *args;

	if (argc <= first) {
		dprintf(2, "Usage: insmod [-f] filename [args]\n");
		return 1;
	}
	args = join_args(argc - first - 1, argv + first + 1);
	if (!args) {
		dprintf(2, "insmod: ERROR: out of memory\n");
		return 1;
	}
	if (force)
		return insert_forced(argv[first], args);
	return insert(argv[first], args);
}
