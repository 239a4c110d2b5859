// SPDX-License-Identifier: GPL-2.0
/*
 * net/core/net_namespace.c - init_net, the only network namespace here
 * (include/net/net_namespace.h): what modules pass where Linux 6.1 asks
 * for a namespace.
 */
#include "linux/module.h"
#include "net/net_namespace.h"

struct net init_net;
EXPORT_SYMBOL(init_net);
