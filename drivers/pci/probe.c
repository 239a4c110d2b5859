// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/probe.c - what is on the bus: at boot every device and
 * function of bus 0 is read from its configuration header (PCI Local
 * Bus Specification 3.0, 6.1), its base address registers sized
 * (6.2.5.1: write all ones, read back, the zeros below the first one
 * give the size), and added to the driver model below the host
 * bridge's /sys/devices/pci0000:00 as 0000:00:DD.F.  A PC's two fixed
 * ranges are put where the platform put them, as Linux does: a legacy
 * mode IDE controller's ports (0x1f0/0x3f6, 0x170/0x376) and the boot
 * VGA's ROM, shadowed by the BIOS at 0xC0000.  No bridges are
 * followed: QEMU's PC has none, and a bus behind one is not scanned.
 */
#include "linux/kernel.h"
#include "linux/dma-mapping.h"
#include "linux/export.h"
#include "linux/init.h"
#include "linux/slab.h"
#include "linux/spinlock.h"
#include "pci.h"

struct pci_bus *pci_root_bus;
DEFINE_SPINLOCK(pci_list_lock);

static void pci_host_release(struct device *dev)
{
	kfree(dev);
}

static void pci_release_dev(struct device *dev)
{
	kfree(to_pci_dev(dev));
}

/* BAR n's register */
static int bar_reg(int n)
{
	return PCI_BASE_ADDRESS_0 + 4 * n;
}

/* The register at where with all ones written, then put back: the
 * address bits the device decodes (spec 6.2.5.1) */
static u32 bar_probe(struct pci_dev *dev, int where, u32 ones)
{
	u32 saved, mask;

	pci_read_config_dword(dev, where, &saved);
	pci_write_config_dword(dev, where, ones);
	pci_read_config_dword(dev, where, &mask);
	pci_write_config_dword(dev, where, saved);
	return mask;
}

/* A memory BAR's upper half (a 64-bit BAR): nonzero only above 4 GiB,
 * which a 32-bit kernel without PAE cannot reach: such a BAR is left
 * unassigned */
static bool bar_high(struct pci_dev *dev, int n)
{
	u32 high;

	pci_read_config_dword(dev, bar_reg(n + 1), &high);
	return high != 0;
}

/*
 * resource[n] from BAR n; how many registers it took (2: a 64-bit
 * one).  Flags as Linux gives them: the type, the register's own low
 * bits, prefetchable and 64-bit, aligned to its size.
 */
static int read_bar(struct pci_dev *dev, int n)
{
	struct resource *res = &dev->resource[n];
	u32 bar, mask, size;
	int regs = 1;

	pci_read_config_dword(dev, bar_reg(n), &bar);
	mask = bar_probe(dev, bar_reg(n), ~0U);
	if (bar & PCI_BASE_ADDRESS_SPACE_IO) {
		mask &= PCI_BASE_ADDRESS_IO_MASK & 0xffff;
		res->flags = IORESOURCE_IO;
		res->start = bar & PCI_BASE_ADDRESS_IO_MASK;
	} else {
		if ((bar & PCI_BASE_ADDRESS_MEM_TYPE_MASK) ==
		    PCI_BASE_ADDRESS_MEM_TYPE_64) {
			regs = 2;
			res->flags |= IORESOURCE_MEM_64;
		}
		mask &= PCI_BASE_ADDRESS_MEM_MASK;
		res->flags |= IORESOURCE_MEM;
		if (bar & PCI_BASE_ADDRESS_MEM_PREFETCH)
			res->flags |= IORESOURCE_PREFETCH;
		res->start = bar & PCI_BASE_ADDRESS_MEM_MASK;
	}
	size = mask & -mask;	/* the lowest address bit decoded */
	if (!mask || (regs == 2 && bar_high(dev, n))) {
		memset(res, 0, sizeof(*res));
		return regs;
	}
	res->flags |= IORESOURCE_SIZEALIGN | (bar & (res->flags & IORESOURCE_IO ?
						   0x3 : 0xf));
	res->end = res->start + size - 1;
	return regs;
}

/* The expansion ROM: read-only, prefetchable memory */
static void read_rom(struct pci_dev *dev, int where)
{
	struct resource *res = &dev->resource[PCI_ROM_RESOURCE];
	u32 rom, mask;

	pci_read_config_dword(dev, where, &rom);
	mask = bar_probe(dev, where, PCI_ROM_ADDRESS_MASK) &
	       PCI_ROM_ADDRESS_MASK;
	dev->rom_base_reg = (u8)where;
	if (!mask)
		return;
	res->flags = IORESOURCE_MEM | IORESOURCE_PREFETCH |
		     IORESOURCE_READONLY | IORESOURCE_SIZEALIGN;
	if (rom & PCI_ROM_ADDRESS_ENABLE)
		res->flags |= IORESOURCE_ROM_ENABLE;
	res->start = rom & PCI_ROM_ADDRESS_MASK;
	res->end = res->start + (mask & -mask) - 1;
}

/* A range the platform fixed: start to end, type flags */
static void fixed_range(struct pci_dev *dev, int n, resource_size_t start,
			resource_size_t end, unsigned long flags)
{
	struct resource *res = &dev->resource[n];

	res->start = start;
	res->end = end;
	res->flags = flags | IORESOURCE_PCI_FIXED;
}

/*
 * An IDE controller in compatibility mode (programming interface bit 0
 * for the primary channel, bit 2 for the secondary clear: PCI IDE
 * Controller Specification 1.0, 2.1) answers the ISA ports, not its
 * BARs 0-3; the boot VGA's ROM is the BIOS's copy at 0xC0000
 * (128 KiB), not the one its ROM BAR would map.
 */
static void fixed_ranges(struct pci_dev *dev)
{
	u16 cmd;

	if (dev->class >> 8 == PCI_CLASS_STORAGE_IDE) {
		if (!(dev->class & 0x01)) {
			fixed_range(dev, 0, 0x1f0, 0x1f7, IORESOURCE_IO);
			fixed_range(dev, 1, 0x3f6, 0x3f6, IORESOURCE_IO);
		}
		if (!(dev->class & 0x04)) {
			fixed_range(dev, 2, 0x170, 0x177, IORESOURCE_IO);
			fixed_range(dev, 3, 0x376, 0x376, IORESOURCE_IO);
		}
	}
	pci_read_config_word(dev, PCI_COMMAND, &cmd);
	if (dev->class >> 8 == PCI_CLASS_DISPLAY_VGA &&
	    (cmd & (PCI_COMMAND_IO | PCI_COMMAND_MEMORY)))
		fixed_range(dev, PCI_ROM_RESOURCE, 0xc0000, 0xdffff,
			    IORESOURCE_MEM | IORESOURCE_ROM_SHADOW);
}

/* The ranges of a type 0 header (a bridge's own two BARs and ROM too) */
static void read_bases(struct pci_dev *dev)
{
	int bars = dev->hdr_type == PCI_HEADER_TYPE_NORMAL ? 6 :
		   dev->hdr_type == PCI_HEADER_TYPE_BRIDGE ? 2 : 0;
	int n = 0;
	u16 cmd;

	/* no decoding while a BAR holds all ones (spec 6.2.5.1) */
	pci_read_config_word(dev, PCI_COMMAND, &cmd);
	pci_write_config_word(dev, PCI_COMMAND,
			      cmd & ~(PCI_COMMAND_IO | PCI_COMMAND_MEMORY));
	while (n < bars)
		n += read_bar(dev, n);
	if (dev->hdr_type != PCI_HEADER_TYPE_CARDBUS)
		read_rom(dev, dev->hdr_type == PCI_HEADER_TYPE_NORMAL ?
			 PCI_ROM_ADDRESS : 0x38);
	pci_write_config_word(dev, PCI_COMMAND, cmd);
	fixed_ranges(dev);
	for (n = 0; n < DEVICE_COUNT_RESOURCE; n++)	/* used or not */
		dev->resource[n].name = pci_name(dev);
}

/* The header's identity: ids, class, revision, interrupt pin and line
 * (the IRQ the BIOS routed; none without a pin) */
static void read_header(struct pci_dev *dev, u8 hdr)
{
	u32 class;
	u8 line;

	dev->hdr_type = hdr & PCI_HEADER_TYPE_MASK;
	pci_read_config_dword(dev, PCI_CLASS_REVISION, &class);
	dev->class = class >> 8;
	dev->revision = (u8)class;
	if (dev->hdr_type == PCI_HEADER_TYPE_NORMAL) {
		pci_read_config_word(dev, PCI_SUBSYSTEM_VENDOR_ID,
				     &dev->subsystem_vendor);
		pci_read_config_word(dev, PCI_SUBSYSTEM_ID,
				     &dev->subsystem_device);
	}
	pci_read_config_byte(dev, PCI_INTERRUPT_PIN, &dev->pin);
	pci_read_config_byte(dev, PCI_INTERRUPT_LINE, &line);
	dev->irq = dev->pin ? line : 0;
	dev->current_state = PCI_UNKNOWN;	/* D0 once enabled */
	dev->dma_mask = DMA_BIT_MASK(32);
}

/* A new pci_dev for devfn if a function answers there, not yet on the
 * driver model's bus; NULL if none (vendor 0xffff: nobody answered) */
static struct pci_dev *pci_scan_device(struct pci_bus *bus, int devfn)
{
	struct pci_dev *dev;
	u32 id;
	u8 hdr;

	if (pci_bus_read_config_dword(bus, devfn, PCI_VENDOR_ID, &id) ||
	    (id & 0xffff) == 0xffff || (id & 0xffff) == 0)
		return NULL;
	dev = kzalloc(sizeof(*dev), GFP_KERNEL);
	if (!dev)
		return NULL;
	dev->bus = bus;
	dev->devfn = devfn;
	dev->vendor = id & 0xffff;
	dev->device = id >> 16;
	device_initialize(&dev->dev);
	dev->dev.release = pci_release_dev;
	dev->dev.parent = bus->bridge;
	dev->dev.bus = &pci_bus_type;
	dev->dev.dma_mask = &dev->dma_mask;
	dev->dev.coherent_dma_mask = DMA_BIT_MASK(32);
	if (dev_set_name(&dev->dev, "%04x:%02x:%02x.%d", bus->domain_nr,
			 bus->number, PCI_SLOT(devfn), PCI_FUNC(devfn))) {
		put_device(&dev->dev);
		return NULL;
	}
	pci_read_config_byte(dev, PCI_HEADER_TYPE, &hdr);
	read_header(dev, hdr);
	read_bases(dev);
	dev->pcie_cap = pci_find_capability(dev, PCI_CAP_ID_EXP);
	return dev;
}

/* Whether the bus already has a function at devfn */
static bool pci_present_at(struct pci_bus *bus, int devfn)
{
	struct pci_dev *dev = pci_get_slot(bus, devfn);

	pci_dev_put(dev);
	return dev != NULL;
}

/* In devfn order, as the sysfs listing and Linux's lists are */
static void pci_bus_insert(struct pci_bus *bus, struct pci_dev *dev)
{
	struct list_head *pos;
	struct pci_dev *d;
	unsigned long flags;

	spin_lock_irqsave(&pci_list_lock, flags);
	pos = &bus->devices;
	list_for_each_entry(d, &bus->devices, bus_list)
		if (d->devfn > dev->devfn) {
			pos = &d->bus_list;
			break;
		}
	list_add_tail(&dev->bus_list, pos);
	spin_unlock_irqrestore(&pci_list_lock, flags);
}

/*
 * The functions of the slot at devfn (a function number of 0: all
 * eight if function 0 says it has more) that are not on the bus yet:
 * how many were found.  They are added to the driver model by
 * pci_bus_add_devices().
 */
int pci_scan_slot(struct pci_bus *bus, int devfn)
{
	int fn, found = 0;
	u8 hdr = 0;

	for (fn = 0; fn < 8; fn++) {
		struct pci_dev *dev;

		if (fn && !(hdr & PCI_HEADER_TYPE_MFD))
			break;
		if (pci_present_at(bus, devfn + fn)) {
			if (!fn)
				pci_bus_read_config_byte(bus, devfn,
							 PCI_HEADER_TYPE, &hdr);
			continue;
		}
		dev = pci_scan_device(bus, devfn + fn);
		if (!dev) {
			if (!fn)
				break;	/* no function 0: an empty slot */
			continue;
		}
		if (!fn)
			pci_read_config_byte(dev, PCI_HEADER_TYPE, &hdr);
		pci_bus_insert(bus, dev);
		found++;
	}
	return found;
}
EXPORT_SYMBOL(pci_scan_slot);

/* Every function of the bus not yet on the driver model's bus, added
 * (and probed by the drivers registered) */
void pci_bus_add_devices(const struct pci_bus *bus)
{
	struct pci_dev *dev;

	list_for_each_entry(dev, &bus->devices, bus_list) {
		if (dev->is_added)
			continue;
		if (device_add(&dev->dev))
			pci_warn(dev, "cannot add to the driver model\n");
		else
			dev->is_added = 1;
	}
}
EXPORT_SYMBOL(pci_bus_add_devices);

/* All 32 slots again, new functions added: the highest bus number below
 * bus, which without bridges is its own */
unsigned int pci_rescan_bus(struct pci_bus *bus)
{
	int devfn;

	for (devfn = 0; devfn < 256; devfn += 8)
		pci_scan_slot(bus, devfn);
	pci_bus_add_devices(bus);
	return bus->number;
}
EXPORT_SYMBOL(pci_rescan_bus);

/* The host bridge's /sys/devices/pci0000:00 and its bus 0 */
static struct pci_bus *pci_create_root_bus(void)
{
	struct pci_bus *bus = kzalloc(sizeof(*bus), GFP_KERNEL);
	struct device *host = kzalloc(sizeof(*host), GFP_KERNEL);

	if (!bus || !host)
		goto out_free;
	INIT_LIST_HEAD(&bus->devices);
	snprintf(bus->name, sizeof(bus->name), "PCI Bus %04x:%02x", 0, 0);
	device_initialize(host);
	host->release = pci_host_release;
	if (dev_set_name(host, "pci%04x:%02x", 0, 0) || device_add(host))
		goto out_put;
	bus->bridge = host;
	return bus;

out_put:
	put_device(host);	/* pci_host_release() frees it */
	host = NULL;
out_free:
	kfree(host);
	kfree(bus);
	return NULL;
}

static int __init pci_subsys_init(void)
{
	int err = bus_register(&pci_bus_type);

	if (err)
		return err;
	if (!pci_conf1_present()) {
		pr_info("PCI: no configuration mechanism #1: no PCI bus\n");
		return 0;
	}
	pci_root_bus = pci_create_root_bus();
	if (!pci_root_bus)
		return -ENOMEM;
	pci_rescan_bus(pci_root_bus);
	return pci_proc_init();
}
device_initcall(pci_subsys_init);
