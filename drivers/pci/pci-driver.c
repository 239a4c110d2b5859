// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/pci-driver.c - the "pci" bus of the driver model: a
 * pci_driver takes the functions an entry of its id_table matches
 * (vendor, device, subsystem ids: equal or PCI_ANY_ID; the class under
 * class_mask); its probe() gets the entry, remove() undoes it.  A
 * device's events carry PCI_CLASS, PCI_ID, PCI_SUBSYS_ID, PCI_SLOT_NAME
 * and MODALIAS, as Linux 6.1's pci_uevent() writes them.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/kobject.h"
#include "pci.h"

static bool id_field(u32 want, u32 have)
{
	return want == (u32)PCI_ANY_ID || want == have;
}

static bool pci_id_matches(const struct pci_device_id *id,
			   const struct pci_dev *dev)
{
	return id_field(id->vendor, dev->vendor) &&
	       id_field(id->device, dev->device) &&
	       id_field(id->subvendor, dev->subsystem_vendor) &&
	       id_field(id->subdevice, dev->subsystem_device) &&
	       !((id->class ^ dev->class) & id->class_mask);
}

/* The entry of ids (ending with one of vendor, subvendor and class_mask
 * all 0) that dev matches, or NULL */
const struct pci_device_id *pci_match_id(const struct pci_device_id *ids,
					 struct pci_dev *dev)
{
	if (!ids)
		return NULL;
	for (; ids->vendor || ids->subvendor || ids->class_mask; ids++)
		if (pci_id_matches(ids, dev))
			return ids;
	return NULL;
}
EXPORT_SYMBOL(pci_match_id);

struct pci_driver *pci_dev_driver(const struct pci_dev *dev)
{
	return dev->driver;
}
EXPORT_SYMBOL(pci_dev_driver);

/* An entry only driver_override may bind is not one a table match
 * binds (Linux's override_only); driver_override is never set here */
static const struct pci_device_id *pci_match_device(struct pci_driver *drv,
						    struct pci_dev *dev)
{
	const struct pci_device_id *id = pci_match_id(drv->id_table, dev);

	return id && !id->override_only ? id : NULL;
}

static int pci_bus_match(struct device *dev, struct device_driver *drv)
{
	return pci_match_device(to_pci_driver(drv), to_pci_dev(dev)) != NULL;
}

/* The driver holds a reference on the device while bound */
static int pci_device_probe(struct device *dev)
{
	struct pci_dev *pdev = to_pci_dev(dev);
	struct pci_driver *drv = to_pci_driver(dev->driver);
	const struct pci_device_id *id = pci_match_device(drv, pdev);
	int err;

	if (!id || !drv->probe)
		return -ENODEV;
	pci_dev_get(pdev);
	pdev->driver = drv;
	err = drv->probe(pdev, id);
	if (err) {
		pdev->driver = NULL;
		pci_dev_put(pdev);
	}
	return err;
}

static void pci_device_remove(struct device *dev)
{
	struct pci_dev *pdev = to_pci_dev(dev);
	struct pci_driver *drv = pdev->driver;

	if (drv && drv->remove)
		drv->remove(pdev);
	pdev->driver = NULL;
	pci_dev_put(pdev);
}

static int pci_uevent(struct device *dev, struct kobj_uevent_env *env)
{
	struct pci_dev *pdev = to_pci_dev(dev);

	if (add_uevent_var(env, "PCI_CLASS=%X", pdev->class) ||
	    add_uevent_var(env, "PCI_ID=%04X:%04X", pdev->vendor,
			   pdev->device) ||
	    add_uevent_var(env, "PCI_SUBSYS_ID=%04X:%04X",
			   pdev->subsystem_vendor, pdev->subsystem_device) ||
	    add_uevent_var(env, "PCI_SLOT_NAME=%s", pci_name(pdev)) ||
	    add_uevent_var(env, "MODALIAS=pci:v%08Xd%08Xsv%08Xsd%08Xbc%02Xsc%02Xi%02X",
			   pdev->vendor, pdev->device,
			   pdev->subsystem_vendor, pdev->subsystem_device,
			   (u8)(pdev->class >> 16), (u8)(pdev->class >> 8),
			   (u8)pdev->class))
		return -ENOMEM;
	return 0;
}

struct bus_type pci_bus_type = {
	.name = "pci",
	.dev_groups = pci_dev_groups,
	.match = pci_bus_match,
	.uevent = pci_uevent,
	.probe = pci_device_probe,
	.remove = pci_device_remove,
};
EXPORT_SYMBOL(pci_bus_type);

/* mod_name: KBUILD_MODNAME (pci_register_driver()) */
int __pci_register_driver(struct pci_driver *drv, struct module *owner,
			  const char *mod_name)
{
	drv->driver.name = drv->name;
	drv->driver.bus = &pci_bus_type;
	drv->driver.owner = owner;
	drv->driver.mod_name = mod_name;
	return driver_register(&drv->driver);
}
EXPORT_SYMBOL(__pci_register_driver);

void pci_unregister_driver(struct pci_driver *drv)
{
	driver_unregister(&drv->driver);
}
EXPORT_SYMBOL(pci_unregister_driver);
