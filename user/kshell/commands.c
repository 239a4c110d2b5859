// SPDX-License-Identifier: GPL-2.0
/*
 * user/kshell/commands.c - the shell's built-in commands: files, the log,
 * tasks, power, and the oops demos.  (ksym lives with kallsyms, insmod
 * and friends with the module loader.)
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "linux/oops.h"
#include "linux/printk.h"
#include "linux/reboot.h"
#include "linux/sched.h"
#include "linux/shell.h"
#include "linux/tty.h"
#include "linux/vmalloc.h"

static int cmd_help(int argc, char **argv)
{
	struct shell_command *c = NULL;

	(void)argc;
	(void)argv;
	while ((c = shell_commands_next(c)))
		tty_printf("  %-8s %-22s %s\n", c->name,
			   c->usage ? c->usage : "", c->help);
	return 0;
}

static void list_dir(struct inode *dir)
{
	struct inode *i;

	list_for_each_entry(i, &dir->children, sibling) {
		if (i->is_dir)
			tty_printf("%s/\n", i->name);
		else if (i->show)
			tty_printf("%s\n", i->name);
		else
			tty_printf("%-24s %8u\n", i->name, (unsigned)i->size);
	}
}

static int cmd_ls(int argc, char **argv)
{
	const char *path = argc > 1 ? argv[1] : "/";
	struct inode *inode = fs_lookup(path);

	if (!inode) {
		tty_printf("ls: %s: No such file or directory\n", path);
		return 1;
	}
	if (inode->is_dir)
		list_dir(inode);
	else
		tty_printf("%s\n", inode->name);
	return 0;
}

static int cat_one(const char *path)
{
	struct inode *inode = fs_lookup(path);
	size_t len;
	char *text;

	if (!inode) {
		tty_printf("cat: %s: No such file or directory\n", path);
		return 1;
	}
	if (inode->is_dir) {
		tty_printf("cat: %s: Is a directory\n", path);
		return 1;
	}
	text = fs_read_file(inode, &len);
	if (!text) {
		tty_printf("cat: %s: Out of memory\n", path);
		return 1;
	}
	tty_write(text, len);
	vfree(text);
	return 0;
}

static int cmd_cat(int argc, char **argv)
{
	int i, ret = 0;

	if (argc < 2) {
		tty_printf("usage: cat FILE...\n");
		return 1;
	}
	for (i = 1; i < argc; i++)
		ret |= cat_one(argv[i]);
	return ret;
}

static int cmd_echo(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		tty_printf("%s%s", argv[i], i + 1 < argc ? " " : "");
	tty_printf("\n");
	return 0;
}

static int cmd_dmesg(int argc, char **argv)
{
	bool raw = argc > 1 && !strcmp(argv[1], "-r");
	size_t size = log_buf_len() + 1, len;
	char *buf = vmalloc(size);

	(void)argv;
	if (!buf)
		return 1;
	len = log_buf_copy(buf, size, raw);
	tty_write(buf, len);
	vfree(buf);
	return 0;
}

static char state_letter(const struct task_struct *p)
{
	switch (p->state) {
	case TASK_RUNNING:
		return 'R';
	case TASK_ZOMBIE:
		return 'Z';
	default:
		return 'S';
	}
}

static int cmd_ps(int argc, char **argv)
{
	struct task_struct *p;

	(void)argc;
	(void)argv;
	tty_printf("  PID STAT COMMAND\n");
	list_for_each_entry(p, &task_list, tasks)
		tty_printf("%5d %c    %s\n", p->pid, state_letter(p), p->comm);
	return 0;
}

static int cmd_sh(int argc, char **argv)
{
	if (argc != 2) {
		tty_printf("usage: sh FILE\n");
		return 1;
	}
	return run_script(argv[1]) ? 1 : 0;
}

static int cmd_poweroff(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	machine_power_off();
}

static int cmd_reboot(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	machine_restart();
}

static int cmd_oops(int argc, char **argv)
{
	const char *kind;
	size_t i;

	if (argc == 2 && !trigger_oops(argv[1]))
		return 0;
	tty_printf("usage: oops KIND, one of:");
	for (i = 0; (kind = oops_kind_name(i)); i++)
		tty_printf(" %s", kind);
	tty_printf("\n");
	return 1;
}

static struct shell_command builtins[] = {
	SHELL_COMMAND("help", NULL, "list the commands", cmd_help),
	SHELL_COMMAND("ls", "[DIR]", "list a directory", cmd_ls),
	SHELL_COMMAND("cat", "FILE...", "print files", cmd_cat),
	SHELL_COMMAND("echo", "[WORD...]", "print the words", cmd_echo),
	SHELL_COMMAND("dmesg", "[-r]", "print the kernel log (-r: with levels)", cmd_dmesg),
	SHELL_COMMAND("ps", NULL, "list the tasks", cmd_ps),
	SHELL_COMMAND("sh", "FILE", "run the commands in FILE", cmd_sh),
	SHELL_COMMAND("oops", "KIND", "crash on purpose (see docs/oops.md)", cmd_oops),
	SHELL_COMMAND("poweroff", NULL, "switch the machine off", cmd_poweroff),
	SHELL_COMMAND("reboot", NULL, "restart the machine", cmd_reboot),
};

void __init register_builtin_commands(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(builtins); i++)
		register_shell_command(&builtins[i]);
}
