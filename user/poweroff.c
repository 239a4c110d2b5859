// SPDX-License-Identifier: GPL-2.0
/*
 * user/poweroff.c - poweroff and reboot (the same program, by the name it
 * is called with): reboot(2) with LINUX_REBOOT_CMD_POWER_OFF or _RESTART.
 */
#include "libc.h"

#define LINUX_REBOOT_CMD_RESTART	0x01234567
#define LINUX_REBOOT_CMD_POWER_OFF	0x4321fedc

int main(int argc, char **argv)
{
	const char *name = strrchr(argv[0], '/');

	(void)argc;
	name = name ? name + 1 : argv[0];
	reboot(strcmp(name, "reboot") ? LINUX_REBOOT_CMD_POWER_OFF :
					 LINUX_REBOOT_CMD_RESTART);
	perror(name);
	return 1;
}
