// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/pci-demo/pci-demo.c - a PCI driver in LDD3's chapter 12
 * manner for the network card QEMU adds with -device e1000 (8086:100e):
 * its table names the device (MODULE_DEVICE_TABLE), probe() enables
 * it, reads its header back through the config accessors, claims its
 * BARs and prints them with their sizes and flags; remove() undoes it
 * all.  At load it also lists what pci_get_device() and
 * pci_get_class() find, so a test compares every line with Linux 6.1's.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/module.h>
#include <linux/pci.h>

MODULE_LICENSE("GPL");

static const struct pci_device_id demo_ids[] = {
	{ PCI_DEVICE(PCI_VENDOR_ID_INTEL, 0x100e) },
	{ }
};
MODULE_DEVICE_TABLE(pci, demo_ids);

static void show_bars(struct pci_dev *pdev)
{
	int bar;

	for (bar = 0; bar < PCI_STD_NUM_BARS; bar++)
		if (pci_resource_len(pdev, bar))
			pr_info("BAR %d: start %#llx len %#llx flags %#lx\n", bar,
				(unsigned long long)pci_resource_start(pdev, bar),
				(unsigned long long)pci_resource_len(pdev, bar),
				pci_resource_flags(pdev, bar));
}

static int demo_probe(struct pci_dev *pdev, const struct pci_device_id *id)
{
	u16 vendor, cmd;
	u8 pin;
	int err;

	err = pci_enable_device(pdev);
	if (err)
		return err;
	pci_read_config_word(pdev, PCI_VENDOR_ID, &vendor);
	pci_read_config_word(pdev, PCI_COMMAND, &cmd);
	pci_read_config_byte(pdev, PCI_INTERRUPT_PIN, &pin);
	pr_info("probe %s: vendor %04x (table %04x), class %06x, pin %u, enabled %d, io+mem %d\n",
		pci_name(pdev), vendor, id->vendor, pdev->class, pin,
		pci_is_enabled(pdev),
		(cmd & (PCI_COMMAND_IO | PCI_COMMAND_MEMORY)) ==
		(PCI_COMMAND_IO | PCI_COMMAND_MEMORY));
	show_bars(pdev);
	err = pci_request_regions(pdev, KBUILD_MODNAME);
	if (err) {
		pci_disable_device(pdev);
		return err;
	}
	pci_set_master(pdev);
	pci_set_drvdata(pdev, pdev);
	return 0;
}

static void demo_remove(struct pci_dev *pdev)
{
	pr_info("remove %s: drvdata %s\n", pci_name(pdev),
		pci_get_drvdata(pdev) == pdev ? "ours" : "lost");
	pci_release_regions(pdev);
	pci_disable_device(pdev);
	pr_info("enabled %d\n", pci_is_enabled(pdev));
}

static struct pci_driver demo_driver = {
	.name = KBUILD_MODNAME,
	.id_table = demo_ids,
	.probe = demo_probe,
	.remove = demo_remove,
};

static void list_devices(void)
{
	struct pci_dev *dev = NULL;
	int bridges = 0;

	while ((dev = pci_get_device(PCI_ANY_ID, PCI_ANY_ID, dev)))
		pr_info("found %s %04x:%04x class %06x irq %u\n",
			pci_name(dev), dev->vendor, dev->device, dev->class,
			dev->irq);
	while ((dev = pci_get_class(PCI_CLASS_BRIDGE_HOST << 8, dev)))
		bridges++;
	pr_info("host bridges: %d\n", bridges);
}

static int __init demo_init(void)
{
	list_devices();
	return pci_register_driver(&demo_driver);
}

static void __exit demo_exit(void)
{
	pci_unregister_driver(&demo_driver);
}

module_init(demo_init);
module_exit(demo_exit);
