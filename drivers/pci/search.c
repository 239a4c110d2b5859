// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/search.c - finding a function by its numbers: vendor and
 * device (and subsystem), class, or bus and devfn.  Each pci_get_*()
 * takes a reference on what it returns and drops the one on "from", so
 * a loop of them walks every match and holds one at a time.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/spinlock.h"
#include "pci.h"

struct pci_dev *pci_dev_get(struct pci_dev *dev)
{
	if (dev)
		get_device(&dev->dev);
	return dev;
}
EXPORT_SYMBOL(pci_dev_get);

void pci_dev_put(struct pci_dev *dev)
{
	if (dev)
		put_device(&dev->dev);
}
EXPORT_SYMBOL(pci_dev_put);

/* The first function after from (NULL: the first of all) that id
 * matches, held; from is let go */
static struct pci_dev *pci_get_dev_by_id(const struct pci_device_id *id,
					 struct pci_dev *from)
{
	struct pci_dev *dev, *found = NULL;
	bool past = !from;
	unsigned long flags;

	if (!pci_root_bus)
		goto out;
	spin_lock_irqsave(&pci_list_lock, flags);
	list_for_each_entry(dev, &pci_root_bus->devices, bus_list) {
		if (!past) {
			past = dev == from;
			continue;
		}
		if (dev->is_added && pci_match_id(id, dev)) {
			found = pci_dev_get(dev);
			break;
		}
	}
	spin_unlock_irqrestore(&pci_list_lock, flags);
out:
	pci_dev_put(from);
	return found;
}

struct pci_dev *pci_get_subsys(unsigned int vendor, unsigned int device,
			       unsigned int ss_vendor, unsigned int ss_device,
			       struct pci_dev *from)
{
	struct pci_device_id id[2] = { {
		.vendor = vendor, .device = device,
		.subvendor = ss_vendor, .subdevice = ss_device,
	} };

	return pci_get_dev_by_id(id, from);
}
EXPORT_SYMBOL(pci_get_subsys);

struct pci_dev *pci_get_device(unsigned int vendor, unsigned int device,
			       struct pci_dev *from)
{
	return pci_get_subsys(vendor, device, PCI_ANY_ID, PCI_ANY_ID, from);
}
EXPORT_SYMBOL(pci_get_device);

/* class: all 24 bits, programming interface included */
struct pci_dev *pci_get_class(unsigned int class, struct pci_dev *from)
{
	struct pci_device_id id[2] = { {
		PCI_DEVICE_CLASS(class, ~0U),
	} };

	return pci_get_dev_by_id(id, from);
}
EXPORT_SYMBOL(pci_get_class);

struct pci_dev *pci_get_slot(struct pci_bus *bus, unsigned int devfn)
{
	struct pci_dev *dev, *found = NULL;
	unsigned long flags;

	spin_lock_irqsave(&pci_list_lock, flags);
	list_for_each_entry(dev, &bus->devices, bus_list)
		if (dev->devfn == devfn) {
			found = pci_dev_get(dev);
			break;
		}
	spin_unlock_irqrestore(&pci_list_lock, flags);
	return found;
}
EXPORT_SYMBOL(pci_get_slot);

struct pci_bus *pci_find_bus(int domain, int busnr)
{
	if (!pci_root_bus || domain != pci_root_bus->domain_nr ||
	    busnr != pci_root_bus->number)
		return NULL;
	return pci_root_bus;
}
EXPORT_SYMBOL(pci_find_bus);

struct pci_dev *pci_get_domain_bus_and_slot(int domain, unsigned int bus,
					    unsigned int devfn)
{
	struct pci_bus *b = pci_find_bus(domain, (int)bus);
	struct pci_dev *dev = b ? pci_get_slot(b, devfn) : NULL;

	if (dev && !dev->is_added) {
		pci_dev_put(dev);
		return NULL;
	}
	return dev;
}
EXPORT_SYMBOL(pci_get_domain_bus_and_slot);

/* Whether a function some entry of ids (ending with a zeroed one)
 * matches is present */
int pci_dev_present(const struct pci_device_id *ids)
{
	for (; ids->vendor || ids->subvendor || ids->class_mask; ids++) {
		struct pci_device_id one[2] = { *ids };
		struct pci_dev *dev = pci_get_dev_by_id(one, NULL);

		if (dev) {
			pci_dev_put(dev);
			return 1;
		}
	}
	return 0;
}
EXPORT_SYMBOL(pci_dev_present);
