// SPDX-License-Identifier: GPL-2.0
/*
 * user/kshell/module_cmds.c - the module utilities as shell commands, with
 * module-init-tools' names and output: insmod, rmmod, lsmod, modinfo.
 * The work is in the kernel, behind the system calls insmod and rmmod
 * make (sys_init_module(), sys_delete_module()): these only read the
 * file, pass the arguments and report.
 */
#include "linux/kernel.h"
#include "linux/fcntl.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/module.h"
#include "linux/module_elf.h"
#include "linux/shell.h"
#include "linux/tty.h"
#include "linux/vmalloc.h"
#include "../../kernel/module/internal.h"

#define ARGS_MAX	256

static const char *errno_text(int err)
{
	switch (-err) {
	case ENOEXEC:
		return "Invalid module format";
	case ENOENT:
		return "Unknown symbol in module, or unknown parameter";
	case EEXIST:
		return "File exists";
	case EBUSY:
		return "Device or resource busy";
	case ENOMEM:
		return "Out of memory";
	case EINVAL:
		return "Invalid parameters";
	case ERANGE:
		return "Numerical result out of range";
	case ENOSPC:
		return "String too long";
	default:
		return "Error";
	}
}

/* The inode of FILE, or NULL after saying why */
static struct inode *find_module_file(const char *cmd, const char *path)
{
	struct inode *inode = fs_lookup(path);

	if (!inode || inode->is_dir) {
		tty_printf("%s: %s: No such file\n", cmd, path);
		return NULL;
	}
	return inode;
}

/* Read FILE into a private vmalloc'd copy, which may be written to */
static void *read_module_file(const char *cmd, const char *path,
			      size_t *len)
{
	struct inode *inode = find_module_file(cmd, path);
	void *image;

	if (!inode)
		return NULL;
	image = fs_read_file(inode, len);
	if (!image)
		tty_printf("%s: %s: Out of memory\n", cmd, path);
	return image;
}

/*
 * Add one "name=value" word to the argument string that parse_args()
 * will split again: a value with spaces goes back in double quotes.
 * Returns the new length, or size when the word does not fit.
 */
static size_t append_arg(char *buf, size_t size, const char *arg, size_t used)
{
	const char *eq = strchr(arg, '=');
	const char *sep = used ? " " : "";
	int n;

	if (!eq || !strchr(eq, ' '))
		n = snprintf(buf + used, size - used, "%s%s", sep, arg);
	else
		n = snprintf(buf + used, size - used, "%s%.*s\"%s\"", sep,
			     (int)(eq - arg + 1), arg, eq + 1);
	return (size_t)n < size - used ? used + n : size;
}

/*
 * insmod -f, as modprobe --force does it: blank the "vermagic=" string
 * in our copy, so the kernel finds no version magic and only taints.
 */
static void clear_magic(void *image, size_t len)
{
	static const char tag[] = "vermagic";
	struct load_info info;
	char *magic;

	if (elf_validity_check(&info, image, len))
		return;		/* the kernel will say what is wrong */
	magic = (char *)get_modinfo(&info, tag);
	if (magic) {
		magic -= sizeof(tag);	/* back over "vermagic=" */
		memset(magic, 0, strlen(magic));
	}
}

/*
 * insmod [-f] FILE [name=value...].  The kernel copies the module, so
 * insmod hands it the file's own bytes, as kmod's insmod hands it a
 * mapping: an oops in the module's init, which kills this command,
 * leaves no buffer behind.  Only -f (which edits the bytes) and a
 * generated file need a copy of their own.
 */
static int cmd_insmod(int argc, char **argv)
{
	char args[ARGS_MAX] = "";
	bool force = argc > 1 && !strcmp(argv[1], "-f");
	int i, first = force ? 2 : 1, ret;
	struct inode *inode;
	size_t len, used = 0;
	void *image;

	if (argc <= first) {
		tty_printf("usage: insmod [-f] FILE [name=value...]\n");
		return 1;
	}
	for (i = first + 1; i < argc && used < sizeof(args); i++)
		used = append_arg(args, sizeof(args), argv[i], used);
	if (used >= sizeof(args)) {
		tty_printf("insmod: the parameters are longer than %u bytes\n",
			   (unsigned int)sizeof(args) - 1);
		return 1;
	}
	inode = find_module_file("insmod", argv[first]);
	if (!inode)
		return 1;
	if (!force && !inode->show) {
		ret = sys_init_module(inode->data, inode->size, args);
	} else {
		image = read_module_file("insmod", argv[first], &len);
		if (!image)
			return 1;
		if (force)
			clear_magic(image, len);
		ret = sys_init_module(image, len, args);
		vfree(image);
	}
	if (ret)
		tty_printf("insmod: error inserting '%s': %d %s\n",
			   argv[first], ret, errno_text(ret));
	return ret ? 1 : 0;
}

/* rmmod [-f] NAME */
static int cmd_rmmod(int argc, char **argv)
{
	bool force = argc > 1 && !strcmp(argv[1], "-f");
	int first = force ? 2 : 1, ret;

	if (argc != first + 1) {
		tty_printf("usage: rmmod [-f] NAME\n");
		return 1;
	}
	ret = sys_delete_module(argv[first],
				O_NONBLOCK | (force ? O_TRUNC : 0));
	if (ret)
		tty_printf("rmmod: error removing '%s': %d %s\n", argv[first],
			   ret, errno_text(ret));
	return ret ? 1 : 0;
}

static int cmd_lsmod(int argc, char **argv)
{
	struct module *mod;

	(void)argc;
	(void)argv;
	tty_printf("Module                  Size  Used by\n");
	list_for_each_entry(mod, &modules, list) {
		struct module_use *use;
		bool first = true;

		tty_printf("%-19s %8lu  %d", mod->name,
			   mod->core_size + mod->init_size, mod->refcnt);
		list_for_each_entry(use, &mod->source_list, source_list) {
			tty_printf("%s%s", first ? " " : ",",
				   use->source->name);
			first = false;
		}
		tty_printf("\n");
	}
	return 0;
}

static void print_tag(const struct load_info *info, const char *tag)
{
	const char *v = NULL;
	char label[20];

	snprintf(label, sizeof(label), "%s:", tag);
	while ((v = get_next_modinfo(info, tag, v)))
		tty_printf("%-16s%s\n", label, v);
}

/* modinfo FILE: the .modinfo strings, without loading anything */
static int cmd_modinfo(int argc, char **argv)
{
	static const char *const tags[] = {
		"license", "author", "description", "depends", "vermagic",
		"parm",
	};
	struct load_info info;
	size_t len, i;
	void *image;

	if (argc != 2) {
		tty_printf("usage: modinfo FILE\n");
		return 1;
	}
	image = read_module_file("modinfo", argv[1], &len);
	if (!image)
		return 1;
	if (elf_validity_check(&info, image, len)) {
		tty_printf("modinfo: %s: %s\n", argv[1], info.err);
		vfree(image);
		return 1;
	}
	tty_printf("%-16s%s\n", "filename:", argv[1]);
	for (i = 0; i < ARRAY_SIZE(tags); i++)
		print_tag(&info, tags[i]);
	vfree(image);
	return 0;
}

static struct shell_command module_commands[] = {
	SHELL_COMMAND("insmod", "[-f] FILE [PARAM=V..]",
		      "link a module into the kernel", cmd_insmod),
	SHELL_COMMAND("rmmod", "[-f] NAME", "remove a module", cmd_rmmod),
	SHELL_COMMAND("lsmod", NULL, "list the loaded modules", cmd_lsmod),
	SHELL_COMMAND("modinfo", "FILE", "show a module's .modinfo",
		      cmd_modinfo),
};

void __init register_module_commands(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(module_commands); i++)
		register_shell_command(&module_commands[i]);
}
