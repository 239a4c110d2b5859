/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mod_devicetable.h - the tables a driver lists the
 * devices it handles in (MODULE_DEVICE_TABLE()): by platform device
 * name, or by device-tree "compatible" string (of_device_id; on i386
 * no tree exists, so such a table matches nothing).  Linux 6.1's
 * layout, sizes included.
 */
#ifndef _LINUX_MOD_DEVICETABLE_H
#define _LINUX_MOD_DEVICETABLE_H

#include "linux/types.h"

typedef unsigned long kernel_ulong_t;

#define PLATFORM_NAME_SIZE	20
#define PLATFORM_MODULE_PREFIX	"platform:"

struct platform_device_id {
	char name[PLATFORM_NAME_SIZE];
	kernel_ulong_t driver_data;
};

struct of_device_id {
	char name[32];
	char type[32];
	char compatible[128];
	const void *data;
};

#endif /* _LINUX_MOD_DEVICETABLE_H */
