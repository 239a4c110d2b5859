// SPDX-License-Identifier: GPL-2.0
/*
 * user/kshell/shell.c - the shell on the console.
 *
 * Reads a line after the prompt "# ", splits it into words and runs the
 * command in a new kernel thread named after it, then waits for that
 * thread to exit.  An oops in the command kills the thread, not the
 * shell: the prompt comes back.  Scripts (`sh FILE`, `init=FILE`) run
 * their lines the same way, each traced first as `sh -x` does
 * ("+ command"), so a demo shows what it runs.
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/module.h"
#include "linux/sched.h"
#include "linux/shell.h"
#include "linux/tty.h"
#include "linux/vmalloc.h"

#define LINE_MAX	256

static LIST_HEAD(commands);

int register_shell_command(struct shell_command *cmd)
{
	struct shell_command *c;

	list_for_each_entry(c, &commands, list)
		if (!strcmp(c->name, cmd->name))
			return -EEXIST;
	list_add_tail(&cmd->list, &commands);
	return 0;
}
EXPORT_SYMBOL(register_shell_command);

void unregister_shell_command(struct shell_command *cmd)
{
	list_del(&cmd->list);
}
EXPORT_SYMBOL(unregister_shell_command);

/* For `help`: the command after prev (NULL: the first), or NULL. */
struct shell_command *shell_commands_next(struct shell_command *prev)
{
	struct list_head *next = prev ? prev->list.next : commands.next;

	return next == &commands ? NULL :
				   list_entry(next, struct shell_command, list);
}

static struct shell_command *find_command(const char *name)
{
	struct shell_command *c;

	list_for_each_entry(c, &commands, list)
		if (!strcmp(c->name, name))
			return c;
	return NULL;
}

/*
 * Split line in place into words.  Double quotes group spaces into a
 * word and are removed, anywhere in the word: whom="lecture hall" is
 * the one word whom=lecture hall.
 */
static int split_words(char *line, char **argv)
{
	int argc = 0;

	while (argc < SHELL_MAX_ARGS) {
		char *out;
		bool quoted = false;

		while (*line == ' ' || *line == '\t')
			line++;
		if (!*line)
			break;
		argv[argc++] = out = line;
		for (; *line && (quoted || (*line != ' ' && *line != '\t'));
		     line++) {
			if (*line == '"')
				quoted = !quoted;
			else
				*out++ = *line;
		}
		if (*line)
			line++;
		*out = '\0';
	}
	return argc;
}

struct command_run {
	struct shell_command *cmd;
	int argc;
	char **argv;
};

static int command_thread(void *arg)
{
	struct command_run *run = arg;

	return run->cmd->fn(run->argc, run->argv);
}

/* Run one command line in its own thread; returns its exit code. */
int shell_run_line(char *line)
{
	char *argv[SHELL_MAX_ARGS + 1] = { NULL };
	struct command_run run = { .argv = argv };
	struct exit_notify exit;
	struct task_struct *t;

	run.argc = split_words(line, argv);
	if (!run.argc || argv[0][0] == '#')
		return 0;
	run.cmd = find_command(argv[0]);
	if (!run.cmd) {
		tty_printf("sh: %s: command not found\n", argv[0]);
		return 127;	/* POSIX: command not found */
	}
	if (!try_module_get(run.cmd->owner)) {
		tty_printf("sh: %s: its module is going away\n", argv[0]);
		return 1;
	}
	init_completion(&exit.done);
	t = create_kernel_thread(command_thread, &run, argv[0]);
	if (!t) {
		module_put(run.cmd->owner);
		tty_printf("sh: %s: out of memory\n", argv[0]);
		return 1;
	}
	t->exit_notify = &exit;
	wake_up_process(t);
	wait_for_completion(&exit.done);	/* t is gone after this */
	module_put(run.cmd->owner);
	if (exit.code == SIGSEGV)
		tty_printf("Segmentation fault\n");
	return (int)exit.code;
}

int run_script(const char *path)
{
	struct inode *inode = fs_lookup(path);
	char *text, *line, *next;
	size_t len;

	if (!inode || inode->is_dir) {
		tty_printf("sh: %s: No such file\n", path);
		return -ENOENT;
	}
	text = fs_read_file(inode, &len);
	if (!text)
		return -ENOMEM;
	for (line = text; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		if (!*line)
			continue;
		/* traced as `sh -x` does: "+ command", comments too */
		tty_printf("+ %s\n", line);
		shell_run_line(line);
	}
	vfree(text);
	return 0;
}

int shell_main(const char *script)
{
	static char line[LINE_MAX];

	if (script)
		run_script(script);
	for (;;) {
		tty_printf("# ");
		tty_read_line(line, sizeof(line));
		shell_run_line(line);
	}
}
