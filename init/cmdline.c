// SPDX-License-Identifier: GPL-2.0
/*
 * init/cmdline.c - the kernel command line.
 *
 * Every word is "name=value" or "name".  Names are looked up among the
 * kernel's own parameters - core_param() below, and module_param() in
 * code built into the kernel ("hello.count=3", '-' and '_' alike) - all
 * gathered by the linker between __start___param and __stop___param.
 * A mistake in one word is reported and the rest of the line still
 * counts: a typo must not stop a lecture.  (parse_args(), for insmod,
 * stops at the first mistake instead: a module is loaded right or not.)
 *
 * As Linux's init/main.c does, a word the kernel does not know is the
 * first program's: "name=value" joins its environment, a bare "name" its
 * argv (so "init=/bin/busybox sh" runs busybox's sh).  A dotted name is
 * meant for a module and stays an error.
 */
#include "linux/kernel.h"
#include "linux/bootinfo.h"
#include "linux/init.h"
#include "linux/moduleparam.h"
#include "linux/oops.h"

extern const struct kernel_param __start___param[], __stop___param[];
extern int panic_timeout;

/* charp parameters point into this copy, so it outlives boot */
static char cmdline[COMMAND_LINE_SIZE];

char *init_script;
char *rdinit_command;
char *boot_oops;
core_param(init, init_script, charp, 0444);
core_param(rdinit, rdinit_command, charp, 0444);
core_param(oops, boot_oops, charp, 0444);
core_param(panic_on_oops, panic_on_oops, int, 0644);
core_param(panic, panic_timeout, int, 0644);
/* " (file:line)" after the oops' symbols (kernel/lineinfo.c) */
core_param(oops_lineinfo, oops_lineinfo, bool, 0644);

/* oops_trace=fp (walk the frame pointers) or oops_trace=scan (2.5's way) */
static int set_oops_trace(const char *val, const struct kernel_param *kp)
{
	(void)kp;
	if (!strcmp(val, "scan"))
		oops_trace_scan = true;
	else if (!strcmp(val, "fp"))
		oops_trace_scan = false;
	else
		return -EINVAL;
	return 0;
}

static int get_oops_trace(char *buffer, const struct kernel_param *kp)
{
	(void)kp;
	return sprintf(buffer, "%s\n", oops_trace_scan ? "scan" : "fp");
}

static const struct kernel_param_ops oops_trace_ops = {
	.set = set_oops_trace,
	.get = get_oops_trace,
};
__module_param_call("", oops_trace, &oops_trace_ops, NULL, 0644);

/* Linux's defaults (init/main.c), and PATH for oops386's own sh */
const char *init_argv[MAX_INIT_ARGS + 1];
const char *init_envp[MAX_INIT_ENVS + 1] = { "HOME=/", "TERM=linux",
					     "PATH=/sbin:/bin:/usr/bin" };
/* what Linux reports of them: "Unknown kernel command line parameters" */
static char passed[COMMAND_LINE_SIZE];
static size_t passed_len;

static int add_word(const char **words, unsigned int max, const char *w)
{
	unsigned int i = 0;

	while (i < max && words[i])
		i++;
	if (i == max)
		return -E2BIG;
	words[i] = w;
	return 0;
}

static int pass_to_init(char *param, char *val, void *ctx)
{
	int err;

	(void)ctx;
	if (strchr(param, '.'))
		return -ENOENT;
	if (val) {
		/* next_arg() split "name=value" at the '=': join it again */
		val[-1] = '=';
		err = add_word(init_envp, MAX_INIT_ENVS, param);
	} else {
		err = add_word(init_argv, MAX_INIT_ARGS, param);
	}
	if (err)
		return err;
	/* the words come from a line of the same size: they fit */
	passed_len += snprintf(passed + passed_len, sizeof(passed) - passed_len,
			       "%s%s", passed_len ? " " : "", param);
	return 0;
}

/* Every word is tried; a bad one is reported and skipped. */
void __init parse_boot_params(void)
{
	struct param_parse pp = {
		.doing = "Booting kernel",
		.params = __start___param,
		.num = __stop___param - __start___param,
		.unknown = pass_to_init,
	};
	char *args = cmdline, *param, *val;

	strlcpy(cmdline, boot_command_line, sizeof(cmdline));
	for (;;) {
		args = next_arg(args, &param, &val);
		if (!param)
			break;
		if (parse_one(&pp, param, val))
			printk(KERN_WARNING "%s: ignored\n", pp.err);
	}
	if (passed_len)
		printk(KERN_NOTICE "Unknown kernel command line parameters "
				   "\"%s\", will be passed to user space.\n",
		       passed);
}
