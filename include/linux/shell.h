/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_SHELL_H
#define _LINUX_SHELL_H

#include "linux/list.h"

struct module;

#define SHELL_MAX_ARGS	16

/*
 * A shell command.  Each run gets its own kernel thread named after the
 * command, so an oops inside fn() kills only that thread.
 */
struct shell_command {
	const char *name;
	const char *usage;	/* arguments, for `help` */
	const char *help;	/* one line */
	int (*fn)(int argc, char **argv);
	struct module *owner;	/* a module's command pins the module */
	struct list_head list;
};

#define SHELL_COMMAND(n, u, h, f) \
	{ .name = (n), .usage = (u), .help = (h), .fn = (f) }

int register_shell_command(struct shell_command *cmd);
void unregister_shell_command(struct shell_command *cmd);
void register_builtin_commands(void);
void register_module_commands(void);
int shell_main(const char *script);
int run_script(const char *path);
int shell_run_line(char *line);
struct shell_command *shell_commands_next(struct shell_command *prev);

#endif /* _LINUX_SHELL_H */
