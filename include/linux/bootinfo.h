/* SPDX-License-Identifier: GPL-2.0 */
#ifndef _LINUX_BOOTINFO_H
#define _LINUX_BOOTINFO_H

#include "linux/types.h"

#define COMMAND_LINE_SIZE	1024
#define MAX_BOOT_MODULES	128	/* the tests boot with ~70 (.ko files) */

/* What the boot loader handed us, copied out of the multiboot info. */
struct boot_module {
	unsigned long start, end;	/* physical, end exclusive */
	char name[64];			/* basename of the first word */
};

extern char boot_command_line[COMMAND_LINE_SIZE];
extern struct boot_module boot_modules[MAX_BOOT_MODULES];
extern int nr_boot_modules;

struct multiboot_info;
void multiboot_init(u32 magic, const struct multiboot_info *mbi);
void parse_boot_params(void);
void initrd_init(void);
void proc_init(void);
void ikconfig_init(void);	/* kernel/configs.c */

/* Boot options (init/cmdline.c) */
extern char *init_script;
extern char *rdinit_command;
extern char *boot_oops;
/* The first program's extra argv words and environment, NULL-ended
 * (init/cmdline.c); Linux's limits (init/main.c) */
#define MAX_INIT_ARGS		32
#define MAX_INIT_ENVS		32
extern const char *init_argv[MAX_INIT_ARGS + 1];
extern const char *init_envp[MAX_INIT_ENVS + 1];

#endif /* _LINUX_BOOTINFO_H */
