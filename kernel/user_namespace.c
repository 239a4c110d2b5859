// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/user_namespace.c - the one user namespace
 * (include/linux/user_namespace.h).
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/user_namespace.h"

struct user_namespace init_user_ns;
EXPORT_SYMBOL_GPL(init_user_ns);
