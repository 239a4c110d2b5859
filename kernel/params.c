// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/params.c - the kernel command line.
 *
 * Every word is "name=value" or "name".  Names are looked up among the
 * kernel's own parameters - core_param() below, and module_param() in
 * code built into the kernel ("hello.count=3", '-' and '_' alike) - all
 * gathered by the linker between __start___param and __stop___param.
 * A mistake in one word is reported and the rest of the line still
 * counts: a typo must not stop a lecture.
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

static int get_oops_trace(char *buf, size_t size,
			  const struct kernel_param *kp)
{
	(void)kp;
	return snprintf(buf, size, "%s", oops_trace_scan ? "scan" : "fp");
}

static const struct kernel_param_ops oops_trace_ops = {
	.set = set_oops_trace,
	.get = get_oops_trace,
};
__module_param_call("", oops_trace, &oops_trace_ops, NULL, 0644);

static int __init set_boot_param(char *param, char *val, void *ctx)
{
	const struct kernel_param *kp;
	int err;

	(void)ctx;
	for (kp = __start___param; kp < __stop___param; kp++) {
		if (!parameq(param, kp->name))
			continue;
		if (!val && !(kp->ops->flags & KERNEL_PARAM_OPS_FL_NOARG))
			err = -EINVAL;
		else
			err = kp->ops->set(val, kp);
		if (err)
			printk(KERN_ERR "Bad boot option `%s=%s' (error %d): "
			       "ignoring\n", param, val ? val : "", err);
		return 0;
	}
	printk(KERN_WARNING "Unknown boot option `%s%s%s': ignoring\n",
	       param, val ? "=" : "", val ? val : "");
	return 0;
}

void __init parse_boot_params(void)
{
	strlcpy(cmdline, boot_command_line, sizeof(cmdline));
	parse_args("Booting kernel", cmdline, NULL, 0, set_boot_param, NULL,
		   NULL, 0);
}
