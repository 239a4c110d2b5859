/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/pci_regs.h - a PCI function's configuration space, the
 * registers the PCI Local Bus Specification 3.0 defines (section 6.1,
 * figure 6-1: the type 0 header; 6.2.5: base address registers; 6.7:
 * the capability list), under Linux's names and values.
 */
#ifndef _LINUX_PCI_REGS_H
#define _LINUX_PCI_REGS_H

#define PCI_CFG_SPACE_SIZE	256	/* conventional PCI */
#define PCI_CFG_SPACE_EXP_SIZE	4096	/* PCI Express */
#define PCI_STD_HEADER_SIZEOF	64

#define PCI_VENDOR_ID		0x00	/* 16 bits */
#define PCI_DEVICE_ID		0x02	/* 16 bits */
#define PCI_COMMAND		0x04	/* 16 bits */
#define  PCI_COMMAND_IO		0x1	/* answer I/O space accesses */
#define  PCI_COMMAND_MEMORY	0x2	/* answer memory space accesses */
#define  PCI_COMMAND_MASTER	0x4	/* may start transactions (DMA) */
#define  PCI_COMMAND_SPECIAL	0x8
#define  PCI_COMMAND_INVALIDATE	0x10
#define  PCI_COMMAND_VGA_PALETTE 0x20
#define  PCI_COMMAND_PARITY	0x40
#define  PCI_COMMAND_SERR	0x100
#define  PCI_COMMAND_FAST_BACK	0x200
#define  PCI_COMMAND_INTX_DISABLE 0x400
#define PCI_STATUS		0x06	/* 16 bits */
#define  PCI_STATUS_INTERRUPT	0x08
#define  PCI_STATUS_CAP_LIST	0x10	/* PCI_CAPABILITY_LIST is valid */
#define PCI_CLASS_REVISION	0x08	/* class << 8 | revision */
#define PCI_REVISION_ID		0x08
#define PCI_CLASS_PROG		0x09	/* programming interface */
#define PCI_CLASS_DEVICE	0x0a	/* base class << 8 | sub-class */
#define PCI_CACHE_LINE_SIZE	0x0c
#define PCI_LATENCY_TIMER	0x0d
#define PCI_HEADER_TYPE		0x0e
#define  PCI_HEADER_TYPE_MASK	0x7f
#define  PCI_HEADER_TYPE_NORMAL	0
#define  PCI_HEADER_TYPE_BRIDGE	1
#define  PCI_HEADER_TYPE_CARDBUS 2
#define  PCI_HEADER_TYPE_MFD	0x80	/* function 0: more functions */
#define PCI_BIST		0x0f

/* Base address registers: bit 0 says I/O or memory; a memory BAR's
 * bits 2:1 its width (64: this register and the next), bit 3 whether
 * prefetchable.  Writing all ones and reading back gives the size
 * (spec 6.2.5.1). */
#define PCI_BASE_ADDRESS_0	0x10
#define PCI_BASE_ADDRESS_1	0x14
#define PCI_BASE_ADDRESS_2	0x18
#define PCI_BASE_ADDRESS_3	0x1c
#define PCI_BASE_ADDRESS_4	0x20
#define PCI_BASE_ADDRESS_5	0x24
#define  PCI_BASE_ADDRESS_SPACE		0x01
#define  PCI_BASE_ADDRESS_SPACE_IO	0x01
#define  PCI_BASE_ADDRESS_SPACE_MEMORY	0x00
#define  PCI_BASE_ADDRESS_MEM_TYPE_MASK	0x06
#define  PCI_BASE_ADDRESS_MEM_TYPE_32	0x00
#define  PCI_BASE_ADDRESS_MEM_TYPE_1M	0x02
#define  PCI_BASE_ADDRESS_MEM_TYPE_64	0x04
#define  PCI_BASE_ADDRESS_MEM_PREFETCH	0x08
#define  PCI_BASE_ADDRESS_MEM_MASK	(~0x0fUL)
#define  PCI_BASE_ADDRESS_IO_MASK	(~0x03UL)
#define PCI_CARDBUS_CIS		0x28
#define PCI_SUBSYSTEM_VENDOR_ID	0x2c
#define PCI_SUBSYSTEM_ID	0x2e
#define PCI_ROM_ADDRESS		0x30	/* bit 0: decode enable */
#define  PCI_ROM_ADDRESS_ENABLE	0x01
#define  PCI_ROM_ADDRESS_MASK	(~0x7ffU)
#define PCI_CAPABILITY_LIST	0x34	/* the first capability's offset */
#define PCI_INTERRUPT_LINE	0x3c	/* the IRQ the firmware routed */
#define PCI_INTERRUPT_PIN	0x3d	/* 0: none, 1-4: INTA#-INTD# */
#define PCI_MIN_GNT		0x3e
#define PCI_MAX_LAT		0x3f
#define PCI_CB_CAPABILITY_LIST	0x14	/* a CardBus bridge's list */

/* Capabilities: an id byte, then the next one's offset (0: the end) */
#define PCI_CAP_LIST_ID		0
#define PCI_CAP_LIST_NEXT	1
#define PCI_CAP_ID_PM		0x01
#define PCI_CAP_ID_AGP		0x02
#define PCI_CAP_ID_VPD		0x03
#define PCI_CAP_ID_MSI		0x05
#define PCI_CAP_ID_VNDR		0x09
#define PCI_CAP_ID_EXP		0x10
#define PCI_CAP_ID_MSIX		0x11

#endif /* _LINUX_PCI_REGS_H */
