// SPDX-License-Identifier: GPL-2.0
/*
 * user/kshell/ksym.c - the shell's `ksym`: an address or a symbol name
 * resolved by the kernel's own table (kernel/kallsyms.c), as the oops
 * resolves its addresses.
 */
#include "linux/kernel.h"
#include "linux/init.h"
#include "linux/kallsyms.h"
#include "linux/shell.h"
#include "linux/tty.h"

static int ksym_by_name(const char *arg)
{
	char name[KSYM_NAME_LEN];
	unsigned long addr = kallsyms_lookup_name(arg), size, offset;
	const char *modname;

	if (!addr || !kallsyms_lookup(addr, &size, &offset, &modname, name)) {
		tty_printf("ksym: %s: no such symbol\n", arg);
		return 1;
	}
	tty_printf("%08lx %s+0x%lx/0x%lx [%s]\n", addr, name, offset, size,
		   modname);
	return 0;
}

/* ksym ADDR|NAME: "ADDR NAME+0xOFF/0xSIZE [MODULE]" */
static int cmd_ksym(int argc, char **argv)
{
	char name[KSYM_NAME_LEN], *end;
	unsigned long addr, size, offset;
	const char *modname;

	if (argc != 2) {
		tty_printf("usage: ksym ADDR|NAME\n");
		return 1;
	}
	addr = simple_strtoul(argv[1], &end, 16);
	if (*end || !*argv[1])
		return ksym_by_name(argv[1]);
	if (!kallsyms_lookup(addr, &size, &offset, &modname, name)) {
		tty_printf("%08lx [unresolved]\n", addr);
		return 1;
	}
	tty_printf("%08lx %s+0x%lx/0x%lx [%s]\n", addr, name, offset, size,
		   modname);
	return 0;
}

static struct shell_command ksym_command = SHELL_COMMAND(
	"ksym", "ADDR|NAME", "resolve an address or a symbol", cmd_ksym);

static int __init ksym_command_init(void)
{
	return register_shell_command(&ksym_command);
}
__define_initcall(ksym_command_init);
