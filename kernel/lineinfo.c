// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/lineinfo.c - the source line of a code address, for the oops.
 *
 * The kernel's table (include/linux/lineinfo.h) was linked after the
 * symbol table by the second link (scripts/lineinfo.c); a module's is
 * built by the loader (kernel/module/lineinfo.c).  With the boot option
 * oops_lineinfo=1 the oops adds " (file:line)" to "EIP is at" and to
 * each Call Trace entry; without it (the default) its lines are 2.5.38's,
 * byte for byte.  docs/oops.md shows both.
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/lineinfo.h"
#include "linux/module.h"
#include "linux/oops.h"

extern const char __start___lineinfo[], __stop___lineinfo[];

bool oops_lineinfo;
static struct lineinfo kernel_lines;
static bool have_kernel_lines;

int lineinfo_of(unsigned long addr, const char **file, u32 *line)
{
	if (have_kernel_lines &&
	    !lineinfo_lookup(&kernel_lines, addr, file, line))
		return 0;
	return module_lineinfo_lookup(addr, file, line);
}

/*
 * " (file:line)" for the code at @addr into @buf (@len bytes), or "" when
 * the option is off or no table holds @addr.
 */
void sprint_lineinfo(char *buf, size_t len, unsigned long addr)
{
	const char *file;
	u32 line;

	buf[0] = 0;
	if (oops_lineinfo && !lineinfo_of(addr, &file, &line))
		snprintf(buf, len, " (%s:%u)", file, line);
}

void __init lineinfo_kernel_init(void)
{
	int err = lineinfo_init(&kernel_lines, __start___lineinfo,
				__stop___lineinfo - __start___lineinfo);

	have_kernel_lines = !err;
	if (!err)
		printk(KERN_INFO "lineinfo: %u rows, %u files\n",
		       kernel_lines.nrows, kernel_lines.nfiles);
	else if (err != -ENOENT)
		printk(KERN_ERR "lineinfo: the kernel's line table is "
		       "damaged: oopses name no source lines\n");
}
