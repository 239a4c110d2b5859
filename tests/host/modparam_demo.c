// SPDX-License-Identifier: GPL-2.0
/*
 * A tiny "module" declaring parameters the way a driver does, compiled
 * by tests/host/params.mk once as a loadable module (-DMODULE
 * -DKBUILD_MODNAME='"ide_cd"') and once as built-in code
 * (-DKBUILD_MODNAME='"ide_cd"'), to show the names in section __param.
 * test_modparam.c reads them back.
 */
#include "linux/moduleparam.h"

int count = 1;
module_param(count, int, 0644);
MODULE_PARM_DESC(count, "How many things");

unsigned long max_size;
module_param_named(size, max_size, ulong, 0444);

bool verbose;
module_param(verbose, bool, 0);

char *label;
module_param(label, charp, 0444);

char ident[8] = "none";
module_param_string(ident, ident, sizeof(ident), 0644);

#ifndef MODULE
int loglevel;
core_param(loglevel, loglevel, int, 0644);
#endif
