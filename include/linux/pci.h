/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pci.h - the PCI bus as a driver sees it: the functions
 * the kernel found on bus 0 at boot (drivers/pci/probe.c, through
 * configuration mechanism #1), each a struct pci_dev on the driver
 * model's "pci" bus, /sys/bus/pci/devices/0000:00:DD.F; a pci_driver
 * names the devices it takes in a pci_device_id table and gets probe()
 * for each (drivers/pci/pci-driver.c).  Linux 6.1's API, smaller:
 * docs/driver-model.md "The PCI bus" says what is left out.
 */
#ifndef _LINUX_PCI_H
#define _LINUX_PCI_H

#include "linux/kernel.h"
#include "linux/device.h"
#include "linux/ioport.h"
#include "linux/list.h"
#include "linux/mod_devicetable.h"
#include "linux/module.h"
#include "linux/pci_ids.h"
#include "linux/pci_regs.h"
#include "asm/io.h"

/* devfn: the device (slot, 5 bits) and function (3 bits) on a bus */
#define PCI_DEVFN(slot, func)	((((slot) & 0x1f) << 3) | ((func) & 0x07))
#define PCI_SLOT(devfn)		(((devfn) >> 3) & 0x1f)
#define PCI_FUNC(devfn)		((devfn) & 0x07)

/* dev->resource[]: the six BARs, the expansion ROM, then (unused
 * here, kept for their numbers: the sysfs "resource" file shows them)
 * the SR-IOV BARs and a bridge's windows */
enum {
	PCI_STD_RESOURCES,
	PCI_STD_RESOURCE_END = 5,
	PCI_ROM_RESOURCE,
	PCI_IOV_RESOURCES,
	PCI_IOV_RESOURCE_END = PCI_IOV_RESOURCES + 5,
	PCI_BRIDGE_RESOURCES,
	PCI_BRIDGE_RESOURCE_END = PCI_BRIDGE_RESOURCES + 3,
	PCI_NUM_RESOURCES,
	DEVICE_COUNT_RESOURCE = PCI_NUM_RESOURCES,
};
#define PCI_STD_NUM_BARS	6

/* Power states (PCI Bus Power Management Interface Specification) */
typedef int pci_power_t;
#define PCI_D0		((pci_power_t)0)
#define PCI_D1		((pci_power_t)1)
#define PCI_D2		((pci_power_t)2)
#define PCI_D3hot	((pci_power_t)3)
#define PCI_D3cold	((pci_power_t)4)
#define PCI_UNKNOWN	((pci_power_t)5)
#define PCI_POWER_ERROR	((pci_power_t)-1)

/* Linux's PCIBIOS_* results of the config accessors: 0 is success */
#define PCIBIOS_SUCCESSFUL		0x00
#define PCIBIOS_DEVICE_NOT_FOUND	0x86
#define PCIBIOS_BAD_REGISTER_NUMBER	0x87

struct pci_driver;

/* A bus: here only the root, bus 0 of domain 0, below the host bridge's
 * /sys/devices/pci0000:00 */
struct pci_bus {
	struct list_head node;		/* in the list of root buses */
	struct pci_bus *parent;		/* NULL: a root bus */
	struct list_head devices;	/* its functions, by devfn */
	struct device *bridge;		/* /sys/devices/pci0000:00 */
	int domain_nr;
	unsigned char number;
	unsigned char primary;
	char name[48];
};

/* One function of a device: what its configuration header says */
struct pci_dev {
	struct list_head bus_list;	/* in bus->devices */
	struct pci_bus *bus;
	unsigned int devfn;
	unsigned short vendor;
	unsigned short device;
	unsigned short subsystem_vendor;
	unsigned short subsystem_device;
	unsigned int class;		/* base << 16 | sub << 8 | prog-if */
	u8 revision;
	u8 hdr_type;			/* without the multi-function bit */
	u8 pin;				/* 1-4: INTA#-INTD#, 0: none */
	u8 pcie_cap;			/* the PCI Express capability, or 0 */
	u8 rom_base_reg;		/* PCI_ROM_ADDRESS */
	unsigned int irq;
	pci_power_t current_state;
	struct pci_driver *driver;	/* bound, or NULL */
	u64 dma_mask;
	struct device dev;		/* /sys/devices/pci0000:00/NAME */
	struct resource resource[DEVICE_COUNT_RESOURCE];
	int enable_cnt;			/* pci_enable_device()s not undone */
	unsigned int is_busmaster:1;
	unsigned int is_managed:1;	/* managed (devres) enabling: never here */
	unsigned int is_added:1;	/* on the driver model's bus */
	unsigned int state_saved:1;
	u32 saved_config_space[16];	/* pci_save_state() */
	char *driver_override;		/* never set here */
};

#define to_pci_dev(n) container_of(n, struct pci_dev, dev)
#define for_each_pci_dev(d) while ((d = pci_get_device(PCI_ANY_ID, PCI_ANY_ID, d)) != NULL)

struct pci_driver {
	struct list_head node;
	const char *name;
	const struct pci_device_id *id_table;	/* ends with a zeroed entry */
	/* 0: the device is the driver's; -ENODEV: not mine */
	int (*probe)(struct pci_dev *dev, const struct pci_device_id *id);
	void (*remove)(struct pci_dev *dev);
	void (*shutdown)(struct pci_dev *dev);
	int (*suspend)(struct pci_dev *dev, pm_message_t state);
	int (*resume)(struct pci_dev *dev);
	struct device_driver driver;
};

#define to_pci_driver(drv) container_of(drv, struct pci_driver, driver)

/* A table entry for one vendor and device, any subsystem */
#define PCI_DEVICE(vend, dev) \
	.vendor = (vend), .device = (dev), \
	.subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID
#define PCI_DEVICE_SUB(vend, dev, subvend, subdev) \
	.vendor = (vend), .device = (dev), \
	.subvendor = (subvend), .subdevice = (subdev)
#define PCI_DEVICE_CLASS(dev_class, dev_class_mask) \
	.class = (dev_class), .class_mask = (dev_class_mask), \
	.vendor = PCI_ANY_ID, .device = PCI_ANY_ID, \
	.subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID
/* PCI_VDEVICE(INTEL, 0x1237): the vendor by its pci_ids.h name */
#define PCI_VDEVICE(vend, dev) \
	.vendor = PCI_VENDOR_ID_##vend, .device = (dev), \
	.subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID, 0, 0

extern struct bus_type pci_bus_type;

/* Drivers (drivers/pci/pci-driver.c) */
int __pci_register_driver(struct pci_driver *drv, struct module *owner,
			  const char *mod_name);
#define pci_register_driver(driver) \
	__pci_register_driver(driver, THIS_MODULE, KBUILD_MODNAME)
void pci_unregister_driver(struct pci_driver *drv);
const struct pci_device_id *pci_match_id(const struct pci_device_id *ids,
					 struct pci_dev *dev);
struct pci_driver *pci_dev_driver(const struct pci_dev *dev);
#define module_pci_driver(__pci_driver) \
	module_driver(__pci_driver, pci_register_driver, pci_unregister_driver)

/* Configuration space (drivers/pci/access.c): 0 or PCIBIOS_* */
int pci_bus_read_config_byte(struct pci_bus *bus, unsigned int devfn,
			     int where, u8 *val);
int pci_bus_read_config_word(struct pci_bus *bus, unsigned int devfn,
			     int where, u16 *val);
int pci_bus_read_config_dword(struct pci_bus *bus, unsigned int devfn,
			      int where, u32 *val);
int pci_bus_write_config_byte(struct pci_bus *bus, unsigned int devfn,
			      int where, u8 val);
int pci_bus_write_config_word(struct pci_bus *bus, unsigned int devfn,
			      int where, u16 val);
int pci_bus_write_config_dword(struct pci_bus *bus, unsigned int devfn,
			       int where, u32 val);
int pci_read_config_byte(const struct pci_dev *dev, int where, u8 *val);
int pci_read_config_word(const struct pci_dev *dev, int where, u16 *val);
int pci_read_config_dword(const struct pci_dev *dev, int where, u32 *val);
int pci_write_config_byte(const struct pci_dev *dev, int where, u8 val);
int pci_write_config_word(const struct pci_dev *dev, int where, u16 val);
int pci_write_config_dword(const struct pci_dev *dev, int where, u32 val);

/* Finding devices (drivers/pci/search.c): each pci_get_*() returns a
 * reference the caller gives back with pci_dev_put(), and puts from */
struct pci_dev *pci_dev_get(struct pci_dev *dev);
void pci_dev_put(struct pci_dev *dev);
struct pci_dev *pci_get_device(unsigned int vendor, unsigned int device,
			       struct pci_dev *from);
struct pci_dev *pci_get_subsys(unsigned int vendor, unsigned int device,
			       unsigned int ss_vendor, unsigned int ss_device,
			       struct pci_dev *from);
struct pci_dev *pci_get_class(unsigned int class, struct pci_dev *from);
struct pci_dev *pci_get_slot(struct pci_bus *bus, unsigned int devfn);
struct pci_dev *pci_get_domain_bus_and_slot(int domain, unsigned int bus,
					    unsigned int devfn);
struct pci_bus *pci_find_bus(int domain, int busnr);
int pci_dev_present(const struct pci_device_id *ids);

/* Scanning (drivers/pci/probe.c) */
int pci_scan_slot(struct pci_bus *bus, int devfn);
void pci_bus_add_devices(const struct pci_bus *bus);
unsigned int pci_rescan_bus(struct pci_bus *bus);

/* Using a device (drivers/pci/pci.c) */
int pci_enable_device(struct pci_dev *dev);
int pci_enable_device_io(struct pci_dev *dev);
int pci_enable_device_mem(struct pci_dev *dev);
void pci_disable_device(struct pci_dev *dev);
void pci_set_master(struct pci_dev *dev);
void pci_clear_master(struct pci_dev *dev);
int pci_request_region(struct pci_dev *dev, int bar, const char *name);
void pci_release_region(struct pci_dev *dev, int bar);
int pci_request_regions(struct pci_dev *dev, const char *name);
void pci_release_regions(struct pci_dev *dev);
u8 pci_find_capability(struct pci_dev *dev, int cap);
int pci_save_state(struct pci_dev *dev);
void pci_restore_state(struct pci_dev *dev);
const char *pci_power_name(pci_power_t state);
int pci_set_power_state(struct pci_dev *dev, pci_power_t state);
void pci_release_resource(struct pci_dev *dev, int resno);
int pci_assign_resource(struct pci_dev *dev, int resno);
void __iomem *pci_iomap(struct pci_dev *dev, int bar, unsigned long max);
void pci_iounmap(struct pci_dev *dev, void __iomem *addr);
int pci_set_dma_mask(struct pci_dev *dev, u64 mask);
int pci_set_consistent_dma_mask(struct pci_dev *dev, u64 mask);

static inline int pci_domain_nr(const struct pci_bus *bus)
{
	return bus->domain_nr;
}

static inline const char *pci_name(const struct pci_dev *dev)
{
	return dev_name(&dev->dev);
}

static inline bool pci_is_enabled(const struct pci_dev *dev)
{
	return dev->enable_cnt > 0;
}

static inline bool pci_is_managed(const struct pci_dev *dev)
{
	return dev->is_managed;
}

static inline int pci_pcie_cap(const struct pci_dev *dev)
{
	return dev->pcie_cap;
}

static inline bool pci_is_pcie(const struct pci_dev *dev)
{
	return dev->pcie_cap != 0;
}

static inline void *pci_get_drvdata(const struct pci_dev *dev)
{
	return dev_get_drvdata(&dev->dev);
}

static inline void pci_set_drvdata(struct pci_dev *dev, void *data)
{
	dev_set_drvdata(&dev->dev, data);
}

#define pci_resource_start(dev, bar)	((dev)->resource[(bar)].start)
#define pci_resource_end(dev, bar)	((dev)->resource[(bar)].end)
#define pci_resource_flags(dev, bar)	((dev)->resource[(bar)].flags)
/* 0 for a BAR the device does not have */
#define pci_resource_len(dev, bar)					\
	((pci_resource_end((dev), (bar)) == 0) ? 0 :			\
	 resource_size(&(dev)->resource[(bar)]))

/* printk about a PCI device, as Linux's pci_info() & co. */
#define pci_printk(level, pdev, fmt, ...) \
	dev_printk(level, &(pdev)->dev, fmt, ##__VA_ARGS__)
#define pci_err(pdev, fmt, ...)	  dev_err(&(pdev)->dev, fmt, ##__VA_ARGS__)
#define pci_warn(pdev, fmt, ...)  dev_warn(&(pdev)->dev, fmt, ##__VA_ARGS__)
#define pci_notice(pdev, fmt, ...) dev_notice(&(pdev)->dev, fmt, ##__VA_ARGS__)
#define pci_info(pdev, fmt, ...)  dev_info(&(pdev)->dev, fmt, ##__VA_ARGS__)
#define pci_dbg(pdev, fmt, ...)	  dev_dbg(&(pdev)->dev, fmt, ##__VA_ARGS__)

#endif /* _LINUX_PCI_H */
