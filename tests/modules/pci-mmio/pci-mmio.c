// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/pci-mmio/pci-mmio.c - memory-mapped I/O in LDD3's
 * chapter 9 and 12 manner, on the display adapter every QEMU PC has
 * (-vga std, PCI 1234:1111).  Its BAR 2 holds its registers: at 0x500
 * the "DISPI" registers that are also reached through ports 0x1ce
 * (index) and 0x1cf (data), so a register read through the mapping is
 * checked against the same register read through the ports.  probe()
 * claims BAR 2 and maps it with pci_iomap(); maps the first page of the
 * frame buffer (BAR 0) with devm_ioremap_resource(), managed; learns
 * that BAR 2, claimed already, cannot be claimed twice (-EBUSY); and
 * that RAM cannot be ioremap()'d.  remove() undoes what is not managed.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/pci.h>
#include <linux/io.h>

MODULE_LICENSE("GPL");

#define DISPI_MMIO	0x500	/* BAR 2: the DISPI registers, 16 bits */
#define DISPI_INDEX	0x1ce	/* the same registers through ports */
#define DISPI_DATA	0x1cf
#define DISPI_ID	0	/* register 0: 0xb0c0 + the interface's version */
#define DISPI_XRES	1

static const struct pci_device_id mmio_ids[] = {
	{ PCI_DEVICE(0x1234, 0x1111) },
	{ }
};
MODULE_DEVICE_TABLE(pci, mmio_ids);

static void __iomem *regs;

static u16 dispi_port(u16 reg)
{
	outw(reg, DISPI_INDEX);
	return inw(DISPI_DATA);
}

static u16 dispi_mmio(u16 reg)
{
	return ioread16(regs + DISPI_MMIO + 2 * reg);
}

/* The first page of the frame buffer, managed: written and read back */
static int map_frame_buffer(struct pci_dev *pdev)
{
	void __iomem *fb = devm_ioremap_resource(&pdev->dev, &pdev->resource[0]);
	u32 old;

	if (IS_ERR(fb))
		return PTR_ERR(fb);
	old = ioread32(fb);
	iowrite32(0x5a5aa5a5, fb);
	pr_info("frame buffer word 0 reads %#x after writing 0x5a5aa5a5\n",
		ioread32(fb));
	iowrite32(old, fb);
	return 0;
}

static int mmio_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	void __iomem *again;
	int err;

	err = pci_enable_device(pdev);
	if (err)
		return err;
	err = pci_request_region(pdev, 2, KBUILD_MODNAME);
	if (err)
		goto disable;
	regs = pci_iomap(pdev, 2, 0);
	if (!regs) {
		err = -ENOMEM;
		goto release;
	}
	pr_info("dispi id through BAR 2 %#x, through ports %#x\n",
		dispi_mmio(DISPI_ID), dispi_port(DISPI_ID));
	pr_info("dispi xres through BAR 2 %u, through ports %u\n",
		dispi_mmio(DISPI_XRES), dispi_port(DISPI_XRES));
	again = devm_ioremap_resource(&pdev->dev, &pdev->resource[2]);
	pr_info("BAR 2 claimed twice: %ld\n", PTR_ERR(again));
	pr_info("ioremap of RAM at 1 MiB: %s\n",
		ioremap(0x100000, PAGE_SIZE) ? "mapped" : "NULL");
	err = map_frame_buffer(pdev);
	if (err)
		goto unmap;
	return 0;
unmap:
	pci_iounmap(pdev, regs);
release:
	pci_release_region(pdev, 2);
disable:
	pci_disable_device(pdev);
	return err;
}

static void mmio_remove(struct pci_dev *pdev)
{
	pci_iounmap(pdev, regs);
	pci_release_region(pdev, 2);
	pci_disable_device(pdev);
	pr_info("removed\n");
}

static struct pci_driver mmio_driver = {
	.name = KBUILD_MODNAME,
	.id_table = mmio_ids,
	.probe = mmio_probe,
	.remove = mmio_remove,
};
module_pci_driver(mmio_driver);
