// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/proc.c - /proc/bus/pci/devices, one line per function as
 * Linux 6.1 prints it (what old lspci and pcimodules read): bus and
 * devfn, vendor and device, the IRQ, then the seven ranges' bus
 * addresses with their BAR's low bits, their sizes, and the bound
 * driver's name, tab-separated.  The per-device config files of
 * /proc/bus/pci/00/ are not here (sysfs's "config" is).
 */
#include "linux/kernel.h"
#include "linux/fs.h"
#include "linux/init.h"
#include "pci.h"

/* printf at buf + len, of size bytes: what the whole text would take,
 * so that a show() past the end asks for a bigger buffer */
static size_t put(char *buf, size_t size, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf + min(len, size), len < size ? size - len : 0,
		      fmt, ap);
	va_end(ap);
	return len + (size_t)n;
}

/* dev's line after the len bytes at buf: the new length */
static size_t pci_proc_line(const struct pci_dev *dev, char *buf,
			    size_t size, size_t len)
{
	int n;

	len = put(buf, size, len, "%02x%02x\t%04x%04x\t%x", dev->bus->number,
		  dev->devfn, dev->vendor, dev->device, dev->irq);
	for (n = 0; n <= PCI_ROM_RESOURCE; n++)
		len = put(buf, size, len, "\t%16llx",
			  (unsigned long long)(dev->resource[n].start |
			  (dev->resource[n].flags & 0xf)));
	/* a one-byte range (the legacy IDE's 0x3f6) shows 0, as in Linux */
	for (n = 0; n <= PCI_ROM_RESOURCE; n++)
		len = put(buf, size, len, "\t%16llx",
			  dev->resource[n].start < dev->resource[n].end ?
			  (unsigned long long)pci_resource_len(dev, n) : 0ULL);
	return put(buf, size, len, "\t%s\n",
		   dev->driver ? dev->driver->name : "");
}

/* The whole text's length: fs/ramfs/inode.c's render() gives a bigger
 * buffer when it is not less than size */
static size_t pci_devices_show(char *buf, size_t size, void *priv)
{
	struct pci_dev *dev = NULL;
	size_t len = 0;

	(void)priv;
	for_each_pci_dev(dev)
		len = pci_proc_line(dev, buf, size, len);
	return len;
}

int __init pci_proc_init(void)
{
	if (!fs_mkdir_p("proc/bus/pci") ||
	    !fs_create_gen("proc/bus/pci/devices", pci_devices_show, NULL))
		return -ENOMEM;
	return 0;
}
