// SPDX-License-Identifier: GPL-2.0
/* tests/modules/api-printk/debug.c - pr_debug() in a file built with DEBUG. */
#define DEBUG
#include <linux/kernel.h>

void api_printk_debug(void);

void api_printk_debug(void)
{
	pr_debug("debug from %s\n", KBUILD_BASENAME);
}
