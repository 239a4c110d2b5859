/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pci_ids.h - class codes (PCI Code and ID Assignment
 * Specification: base class << 8 | sub-class) and the vendor and device
 * numbers of the devices QEMU's PC has and the one LDD3's pci_skel
 * names, under Linux's names.  Linux lists thousands; a driver for
 * another device writes its numbers.
 */
#ifndef _LINUX_PCI_IDS_H
#define _LINUX_PCI_IDS_H

#define PCI_CLASS_NOT_DEFINED		0x0000
#define PCI_BASE_CLASS_STORAGE		0x01
#define PCI_CLASS_STORAGE_SCSI		0x0100
#define PCI_CLASS_STORAGE_IDE		0x0101
#define PCI_CLASS_STORAGE_SATA		0x0106
#define PCI_CLASS_STORAGE_EXPRESS	0x0108
#define PCI_BASE_CLASS_NETWORK		0x02
#define PCI_CLASS_NETWORK_ETHERNET	0x0200
#define PCI_BASE_CLASS_DISPLAY		0x03
#define PCI_CLASS_DISPLAY_VGA		0x0300
#define PCI_BASE_CLASS_MULTIMEDIA	0x04
#define PCI_CLASS_MULTIMEDIA_AUDIO	0x0401
#define PCI_BASE_CLASS_BRIDGE		0x06
#define PCI_CLASS_BRIDGE_HOST		0x0600
#define PCI_CLASS_BRIDGE_ISA		0x0601
#define PCI_CLASS_BRIDGE_PCI		0x0604
#define PCI_CLASS_BRIDGE_OTHER		0x0680
#define PCI_BASE_CLASS_COMMUNICATION	0x07
#define PCI_CLASS_COMMUNICATION_SERIAL	0x0700
#define PCI_BASE_CLASS_SERIAL		0x0c
#define PCI_CLASS_SERIAL_USB		0x0c03
#define PCI_CLASS_OTHERS		0xff

#define PCI_VENDOR_ID_REDHAT_QUMRANET	0x1af4	/* virtio, QEMU's subsystem */
#define PCI_VENDOR_ID_QEMU		0x1234	/* the standard VGA */
#define PCI_VENDOR_ID_INTEL		0x8086
#define PCI_DEVICE_ID_INTEL_82441	0x1237	/* i440FX host bridge */
#define PCI_DEVICE_ID_INTEL_82371SB_0	0x7000	/* PIIX3 ISA bridge */
#define PCI_DEVICE_ID_INTEL_82371SB_1	0x7010	/* PIIX3 IDE */
#define PCI_DEVICE_ID_INTEL_82371AB_3	0x7113	/* PIIX4 ACPI */
#define PCI_DEVICE_ID_INTEL_82540EM	0x100e	/* e1000 */
#define PCI_DEVICE_ID_INTEL_82801AA_3	0x2415	/* ICH AC'97 audio: LDD3's pci_skel */

#endif /* _LINUX_PCI_IDS_H */
