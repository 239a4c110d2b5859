// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/pci.c - what a driver does with its function: turn on
 * its decoding of I/O and memory (the command register, PCI Local Bus
 * Specification 3.0, 6.2.2) and bus mastering, claim its ranges in
 * /proc/ioports and /proc/iomem, find a capability (6.7), save and
 * restore its header, map a BAR.  Power states stay D0: nothing here
 * changes one.
 */
#include "linux/kernel.h"
#include "linux/dma-mapping.h"
#include "linux/export.h"
#include "pci.h"

/* The decoding bits the ranges in mask (1 << BAR) need */
static u16 pci_decode_bits(struct pci_dev *dev, int mask)
{
	u16 bits = 0;
	int n;

	for (n = 0; n <= PCI_ROM_RESOURCE; n++) {
		unsigned long flags = dev->resource[n].flags;

		if (!(mask & (1 << n)) || (flags & IORESOURCE_UNSET))
			continue;
		if (n == PCI_ROM_RESOURCE &&
		    !(flags & IORESOURCE_ROM_ENABLE))
			continue;
		if (flags & IORESOURCE_IO)
			bits |= PCI_COMMAND_IO;
		if (flags & IORESOURCE_MEM)
			bits |= PCI_COMMAND_MEMORY;
	}
	return bits;
}

/* Counted: the first turns on what the BARs in mask need */
static int pci_enable_bars(struct pci_dev *dev, int mask)
{
	u16 cmd, bits = pci_decode_bits(dev, mask);

	if (dev->enable_cnt++)
		return 0;
	pci_read_config_word(dev, PCI_COMMAND, &cmd);
	if ((cmd | bits) != cmd)
		pci_write_config_word(dev, PCI_COMMAND, cmd | bits);
	dev->current_state = PCI_D0;
	return 0;
}

int pci_enable_device(struct pci_dev *dev)
{
	return pci_enable_bars(dev, (1 << (PCI_ROM_RESOURCE + 1)) - 1);
}
EXPORT_SYMBOL(pci_enable_device);

int pci_enable_device_io(struct pci_dev *dev)
{
	int n, mask = 0;

	for (n = 0; n < PCI_STD_NUM_BARS; n++)
		if (pci_resource_flags(dev, n) & IORESOURCE_IO)
			mask |= 1 << n;
	return pci_enable_bars(dev, mask);
}
EXPORT_SYMBOL(pci_enable_device_io);

int pci_enable_device_mem(struct pci_dev *dev)
{
	int n, mask = 0;

	for (n = 0; n <= PCI_ROM_RESOURCE; n++)
		if (pci_resource_flags(dev, n) & IORESOURCE_MEM)
			mask |= 1 << n;
	return pci_enable_bars(dev, mask);
}
EXPORT_SYMBOL(pci_enable_device_mem);

static void pci_set_master_bit(struct pci_dev *dev, bool on)
{
	u16 cmd, want;

	pci_read_config_word(dev, PCI_COMMAND, &cmd);
	want = on ? cmd | PCI_COMMAND_MASTER : cmd & ~PCI_COMMAND_MASTER;
	if (want != cmd)
		pci_write_config_word(dev, PCI_COMMAND, want);
	dev->is_busmaster = on;
}

/* The last of the enables undone: no more DMA from it.  Its decoding
 * stays on, as in Linux (the BIOS's devices answer it). */
void pci_disable_device(struct pci_dev *dev)
{
	if (dev->enable_cnt <= 0) {
		pci_warn(dev, "disabling already-disabled device\n");
		return;
	}
	if (--dev->enable_cnt == 0)
		pci_set_master_bit(dev, false);
}
EXPORT_SYMBOL(pci_disable_device);

void pci_set_master(struct pci_dev *dev)
{
	pci_set_master_bit(dev, true);
}
EXPORT_SYMBOL(pci_set_master);

void pci_clear_master(struct pci_dev *dev)
{
	pci_set_master_bit(dev, false);
}
EXPORT_SYMBOL(pci_clear_master);

/* BAR bar claimed for name (the device's if NULL): -EBUSY if taken */
int pci_request_region(struct pci_dev *dev, int bar, const char *name)
{
	struct resource *res = &dev->resource[bar];
	struct resource *root = res->flags & IORESOURCE_IO ?
				&ioport_resource : &iomem_resource;

	if (!pci_resource_len(dev, bar))
		return 0;
	if (__request_region(root, res->start, resource_size(res),
			     name ?: pci_name(dev), 0))
		return 0;
	pci_warn(dev, "BAR %d: can't reserve [%s %#llx-%#llx]\n", bar,
		 res->flags & IORESOURCE_IO ? "io" : "mem",
		 (unsigned long long)res->start, (unsigned long long)res->end);
	return -EBUSY;
}
EXPORT_SYMBOL(pci_request_region);

void pci_release_region(struct pci_dev *dev, int bar)
{
	struct resource *res = &dev->resource[bar];

	if (!pci_resource_len(dev, bar))
		return;
	__release_region(res->flags & IORESOURCE_IO ? &ioport_resource :
			 &iomem_resource, res->start, resource_size(res));
}
EXPORT_SYMBOL(pci_release_region);

/* All six BARs, or none */
int pci_request_regions(struct pci_dev *dev, const char *name)
{
	int bar, err;

	for (bar = 0; bar < PCI_STD_NUM_BARS; bar++) {
		err = pci_request_region(dev, bar, name);
		if (err)
			goto out_release;
	}
	return 0;

out_release:
	while (--bar >= 0)
		pci_release_region(dev, bar);
	return err;
}
EXPORT_SYMBOL(pci_request_regions);

/* Every BAR pci_request_regions() claimed */
void pci_release_regions(struct pci_dev *dev)
{
	int bar;

	for (bar = 0; bar < PCI_STD_NUM_BARS; bar++)
		pci_release_region(dev, bar);
}
EXPORT_SYMBOL(pci_release_regions);

/* The offset of capability cap in the list (spec 6.7), 0 if absent; at
 * most 48 entries, as a loop in a broken list must end */
u8 pci_find_capability(struct pci_dev *dev, int cap)
{
	u16 status;
	u8 pos, id;
	int ttl = 48;

	pci_read_config_word(dev, PCI_STATUS, &status);
	if (!(status & PCI_STATUS_CAP_LIST))
		return 0;
	pci_read_config_byte(dev, dev->hdr_type == PCI_HEADER_TYPE_CARDBUS ?
			     PCI_CB_CAPABILITY_LIST : PCI_CAPABILITY_LIST,
			     &pos);
	while (ttl-- && pos >= PCI_STD_HEADER_SIZEOF) {
		pos &= ~3;
		pci_read_config_byte(dev, pos + PCI_CAP_LIST_ID, &id);
		if (id == 0xff)
			break;
		if (id == cap)
			return pos;
		pci_read_config_byte(dev, pos + PCI_CAP_LIST_NEXT, &pos);
	}
	return 0;
}
EXPORT_SYMBOL(pci_find_capability);

/* The standard header's 16 dwords, for pci_restore_state() */
int pci_save_state(struct pci_dev *dev)
{
	int i;

	for (i = 0; i < 16; i++)
		pci_read_config_dword(dev, i * 4, &dev->saved_config_space[i]);
	dev->state_saved = 1;
	return 0;
}
EXPORT_SYMBOL(pci_save_state);

/* Last dword first, so the command register (dword 1) is written
 * after the BARs it turns decoding of back on; only what changed */
void pci_restore_state(struct pci_dev *dev)
{
	int i;

	if (!dev->state_saved)
		return;
	for (i = 15; i >= 0; i--) {
		u32 now;

		pci_read_config_dword(dev, i * 4, &now);
		if (now != dev->saved_config_space[i])
			pci_write_config_dword(dev, i * 4,
					       dev->saved_config_space[i]);
	}
	dev->state_saved = 0;
}
EXPORT_SYMBOL(pci_restore_state);

const char *pci_power_name(pci_power_t state)
{
	static const char *const names[] = {
		"error", "D0", "D1", "D2", "D3hot", "D3cold", "unknown",
	};

	if (state < PCI_POWER_ERROR || state > PCI_UNKNOWN)
		return names[0];
	return names[state + 1];
}
EXPORT_SYMBOL(pci_power_name);

/* Only D0 is done: -EIO for another, as Linux says for a device
 * without power management */
int pci_set_power_state(struct pci_dev *dev, pci_power_t state)
{
	return state == PCI_D0 || state == dev->current_state ? 0 : -EIO;
}
EXPORT_SYMBOL(pci_set_power_state);

/* The range is given up: its address is no longer the kernel's to use
 * until pci_assign_resource() */
void pci_release_resource(struct pci_dev *dev, int resno)
{
	struct resource *res = &dev->resource[resno];

	if (res->flags && !(res->flags & IORESOURCE_PCI_FIXED))
		res->flags |= IORESOURCE_UNSET;
}
EXPORT_SYMBOL(pci_release_resource);

/*
 * An address for a released range: oops386 allocates no new space, it
 * gives the range back the address the BIOS assigned, still in the
 * BAR.  -EINVAL for no such range, -EBUSY if the BAR lost it.
 */
int pci_assign_resource(struct pci_dev *dev, int resno)
{
	struct resource *res = &dev->resource[resno];
	int where = resno == PCI_ROM_RESOURCE ? dev->rom_base_reg :
		    PCI_BASE_ADDRESS_0 + 4 * resno;
	u32 bar;

	if (!res->flags || resno > PCI_ROM_RESOURCE)
		return -EINVAL;
	if (!(res->flags & IORESOURCE_UNSET))
		return 0;
	pci_read_config_dword(dev, where, &bar);
	bar &= res->flags & IORESOURCE_IO ? PCI_BASE_ADDRESS_IO_MASK :
	       resno == PCI_ROM_RESOURCE ? PCI_ROM_ADDRESS_MASK :
	       PCI_BASE_ADDRESS_MEM_MASK;
	if (bar != res->start)
		return -EBUSY;
	res->flags &= ~IORESOURCE_UNSET;
	return 0;
}
EXPORT_SYMBOL(pci_assign_resource);

/* BAR bar mapped, at most max bytes (0: all): a memory BAR through
 * ioremap(); an I/O BAR's ports are not mapped: there is no port mapping here */
void __iomem *pci_iomap(struct pci_dev *dev, int bar, unsigned long max)
{
	unsigned long len = pci_resource_len(dev, bar);

	if (!len)
		return NULL;
	if (max && len > max)
		len = max;
	/* an I/O BAR gives a port cookie (lib/iomap.c, which unmaps) */
	if (pci_resource_flags(dev, bar) & IORESOURCE_IO)
		return ioport_map(pci_resource_start(dev, bar), len);
	if (!(pci_resource_flags(dev, bar) & IORESOURCE_MEM))
		return NULL;
	return ioremap(pci_resource_start(dev, bar), len);
}
EXPORT_SYMBOL(pci_iomap);

int pci_set_dma_mask(struct pci_dev *dev, u64 mask)
{
	return dma_set_mask(&dev->dev, mask);
}
EXPORT_SYMBOL(pci_set_dma_mask);

int pci_set_consistent_dma_mask(struct pci_dev *dev, u64 mask)
{
	return dma_set_coherent_mask(&dev->dev, mask);
}
EXPORT_SYMBOL(pci_set_consistent_dma_mask);
