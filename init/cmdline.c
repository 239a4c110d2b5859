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
char *boot_oops;
core_param(init, init_script, charp, 0444);
core_param(oops, boot_oops, charp, 0444);
core_param(panic_on_oops, panic_on_oops, int, 0644);
core_param(panic, panic_timeout, int, 0644);

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

/* Every word is tried; a bad one is reported and skipped. */
void __init parse_boot_params(void)
{
	struct param_parse pp = {
		.doing = "Booting kernel",
		.params = __start___param,
		.num = __stop___param - __start___param,
	};
	char *args = cmdline, *param, *val;

	strlcpy(cmdline, boot_command_line, sizeof(cmdline));
	for (;;) {
		args = next_arg(args, &param, &val);
		if (!param)
			return;
		if (parse_one(&pp, param, val))
			printk(KERN_WARNING "%s: ignored\n", pp.err);
	}
}
