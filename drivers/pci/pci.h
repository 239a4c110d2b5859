/* SPDX-License-Identifier: GPL-2.0 */
/*
 * drivers/pci/pci.h - what the PCI files share and modules do not see.
 */
#ifndef _DRIVERS_PCI_PCI_H
#define _DRIVERS_PCI_PCI_H

#include "linux/pci.h"

/* access.c: whether configuration mechanism #1 answers */
bool pci_conf1_present(void);

/* probe.c: the root bus, and every function found, in bus order */
extern struct pci_bus *pci_root_bus;
extern spinlock_t pci_list_lock;	/* guards the buses' device lists */

/* pci-sysfs.c: the files of /sys/bus/pci/devices/NAME */
extern const struct attribute_group *pci_dev_groups[];

/* proc.c: /proc/bus/pci/devices */
int pci_proc_init(void);

#endif /* _DRIVERS_PCI_PCI_H */
