// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/access.c - configuration space through configuration
 * mechanism #1 (PCI Local Bus Specification 3.0, section 3.2.2.3.2): a
 * dword written to port 0xCF8 (CONFIG_ADDRESS) names the register -
 * bit 31 enable, bits 23:16 the bus, 15:11 the device, 10:8 the
 * function, 7:2 the dword - and port 0xCFC (CONFIG_DATA) then reads or
 * writes it, a byte or word at 0xCFC plus the offset's low bits.  The
 * two steps must not interleave with another CPU's or an interrupt's,
 * hence one lock with interrupts off.  Only the first 256 bytes: the
 * extended space of PCI Express needs ECAM (MMCONFIG), not done here.
 */
#include "linux/kernel.h"
#include "linux/export.h"
#include "linux/spinlock.h"
#include "pci.h"

#define PCI_CONF1_ADDRESS	0xcf8
#define PCI_CONF1_DATA		0xcfc
#define PCI_CONF1_ENABLE	0x80000000U

static DEFINE_SPINLOCK(pci_config_lock);

static u32 conf1_address(unsigned int bus, unsigned int devfn, int where)
{
	return PCI_CONF1_ENABLE | bus << 16 | devfn << 8 | (where & 0xfc);
}

/* The host bridge keeps what is written to CONFIG_ADDRESS's enable bit:
 * a PC without mechanism #1 (or without PCI) does not */
bool pci_conf1_present(void)
{
	unsigned long flags;
	u32 saved, back;

	spin_lock_irqsave(&pci_config_lock, flags);
	saved = inl(PCI_CONF1_ADDRESS);
	outl(PCI_CONF1_ENABLE, PCI_CONF1_ADDRESS);
	back = inl(PCI_CONF1_ADDRESS);
	outl(saved, PCI_CONF1_ADDRESS);
	spin_unlock_irqrestore(&pci_config_lock, flags);
	return back == PCI_CONF1_ENABLE;
}

/* size bytes (1, 2, 4) at where, aligned to size: the spec's rule */
static int conf1_bad(int where, int size)
{
	return where < 0 || where + size > PCI_CFG_SPACE_SIZE ||
	       (where & (size - 1));
}

static int conf1_read(struct pci_bus *bus, unsigned int devfn, int where,
		      int size, u32 *val)
{
	unsigned long flags;
	u16 port = PCI_CONF1_DATA + (where & 3);

	if (conf1_bad(where, size)) {
		*val = ~0U;	/* what an absent device answers */
		return PCIBIOS_BAD_REGISTER_NUMBER;
	}
	spin_lock_irqsave(&pci_config_lock, flags);
	outl(conf1_address(bus->number, devfn, where), PCI_CONF1_ADDRESS);
	if (size == 1)
		*val = inb(port);
	else if (size == 2)
		*val = inw(port);
	else
		*val = inl(port);
	spin_unlock_irqrestore(&pci_config_lock, flags);
	return PCIBIOS_SUCCESSFUL;
}

static int conf1_write(struct pci_bus *bus, unsigned int devfn, int where,
		       int size, u32 val)
{
	unsigned long flags;
	u16 port = PCI_CONF1_DATA + (where & 3);

	if (conf1_bad(where, size))
		return PCIBIOS_BAD_REGISTER_NUMBER;
	spin_lock_irqsave(&pci_config_lock, flags);
	outl(conf1_address(bus->number, devfn, where), PCI_CONF1_ADDRESS);
	if (size == 1)
		outb((u8)val, port);
	else if (size == 2)
		outw((u16)val, port);
	else
		outl(val, port);
	spin_unlock_irqrestore(&pci_config_lock, flags);
	return PCIBIOS_SUCCESSFUL;
}

int pci_bus_read_config_byte(struct pci_bus *bus, unsigned int devfn,
			     int where, u8 *val)
{
	u32 v;
	int err = conf1_read(bus, devfn, where, 1, &v);

	*val = (u8)v;
	return err;
}
EXPORT_SYMBOL(pci_bus_read_config_byte);

int pci_bus_read_config_word(struct pci_bus *bus, unsigned int devfn,
			     int where, u16 *val)
{
	u32 v;
	int err = conf1_read(bus, devfn, where, 2, &v);

	*val = (u16)v;
	return err;
}
EXPORT_SYMBOL(pci_bus_read_config_word);

int pci_bus_read_config_dword(struct pci_bus *bus, unsigned int devfn,
			      int where, u32 *val)
{
	return conf1_read(bus, devfn, where, 4, val);
}
EXPORT_SYMBOL(pci_bus_read_config_dword);

int pci_bus_write_config_byte(struct pci_bus *bus, unsigned int devfn,
			      int where, u8 val)
{
	return conf1_write(bus, devfn, where, 1, val);
}
EXPORT_SYMBOL(pci_bus_write_config_byte);

int pci_bus_write_config_word(struct pci_bus *bus, unsigned int devfn,
			      int where, u16 val)
{
	return conf1_write(bus, devfn, where, 2, val);
}
EXPORT_SYMBOL(pci_bus_write_config_word);

int pci_bus_write_config_dword(struct pci_bus *bus, unsigned int devfn,
			       int where, u32 val)
{
	return conf1_write(bus, devfn, where, 4, val);
}
EXPORT_SYMBOL(pci_bus_write_config_dword);

int pci_read_config_byte(const struct pci_dev *dev, int where, u8 *val)
{
	return pci_bus_read_config_byte(dev->bus, dev->devfn, where, val);
}
EXPORT_SYMBOL(pci_read_config_byte);

int pci_read_config_word(const struct pci_dev *dev, int where, u16 *val)
{
	return pci_bus_read_config_word(dev->bus, dev->devfn, where, val);
}
EXPORT_SYMBOL(pci_read_config_word);

int pci_read_config_dword(const struct pci_dev *dev, int where, u32 *val)
{
	return pci_bus_read_config_dword(dev->bus, dev->devfn, where, val);
}
EXPORT_SYMBOL(pci_read_config_dword);

int pci_write_config_byte(const struct pci_dev *dev, int where, u8 val)
{
	return pci_bus_write_config_byte(dev->bus, dev->devfn, where, val);
}
EXPORT_SYMBOL(pci_write_config_byte);

int pci_write_config_word(const struct pci_dev *dev, int where, u16 val)
{
	return pci_bus_write_config_word(dev->bus, dev->devfn, where, val);
}
EXPORT_SYMBOL(pci_write_config_word);

int pci_write_config_dword(const struct pci_dev *dev, int where, u32 val)
{
	return pci_bus_write_config_dword(dev->bus, dev->devfn, where, val);
}
EXPORT_SYMBOL(pci_write_config_dword);
