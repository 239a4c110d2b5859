/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/mod_devicetable.h - the tables a driver lists the
 * devices it handles in (MODULE_DEVICE_TABLE()): by platform device
 * name, by PCI vendor, device and class (pci_device_id), or by
 * device-tree "compatible" string (of_device_id; on i386 no tree
 * exists, so such a table matches nothing).  Linux 6.1's
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

/* Any vendor, device, subvendor or subdevice (PCI_DEVICE(PCI_ANY_ID, ..)) */
#define PCI_ANY_ID (~0)

/* A PCI device a driver takes: each field matches if PCI_ANY_ID or
 * equal; the class if (class ^ dev's) & class_mask is 0 */
struct pci_device_id {
	__u32 vendor, device;
	__u32 subvendor, subdevice;
	__u32 class, class_mask;
	kernel_ulong_t driver_data;	/* the driver's own */
	__u32 override_only;		/* only through driver_override */
};

struct of_device_id {
	char name[32];
	char type[32];
	char compatible[128];
	const void *data;
};

#endif /* _LINUX_MOD_DEVICETABLE_H */
