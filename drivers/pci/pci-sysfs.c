// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/pci-sysfs.c - /sys/bus/pci/devices/0000:00:DD.F, the
 * files lspci and udev read, in Linux 6.1's formats: the ids as 0x and
 * four hex digits, the class as six, "resource" one line per range
 * (start, end, flags, 0x and sixteen digits each; 13 lines: BARs, ROM
 * and the SR-IOV BARs a device without SR-IOV shows as zeros), and
 * "config" the configuration space itself, 256 bytes (64 for a user
 * without CAP_SYS_ADMIN, as Linux hides the device-specific part).
 */
#include "linux/kernel.h"
#include "linux/bitops.h"
#include "linux/capability.h"
#include "linux/smp.h"
#include "linux/sysfs.h"
#include "pci.h"

#define PCI_SYSFS_RESOURCES	(PCI_IOV_RESOURCE_END + 1)

#define pci_id_attr(field, fmt)						\
static ssize_t field##_show(struct device *dev,				\
			    struct device_attribute *attr, char *buf)	\
{									\
	(void)attr;							\
	return sysfs_emit(buf, fmt "\n", to_pci_dev(dev)->field);	\
}									\
static DEVICE_ATTR_RO(field)

pci_id_attr(vendor, "0x%04x");
pci_id_attr(device, "0x%04x");
pci_id_attr(subsystem_vendor, "0x%04x");
pci_id_attr(subsystem_device, "0x%04x");
pci_id_attr(revision, "0x%02x");
pci_id_attr(class, "0x%06x");
pci_id_attr(irq, "%u");

static ssize_t enable_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%d\n", to_pci_dev(dev)->enable_cnt);
}
static DEVICE_ATTR_RO(enable);

/* Power management is not done here: the state pci_enable_device()
 * set (D0), "unknown" before, as in Linux */
static ssize_t power_state_show(struct device *dev,
				struct device_attribute *attr, char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%s\n",
			  pci_power_name(to_pci_dev(dev)->current_state));
}
static DEVICE_ATTR_RO(power_state);

/* How many address bits DMA may use: the mask's highest bit */
static int mask_bits(u64 mask)
{
	return mask >> 32 ? 32 + fls((u32)(mask >> 32)) : fls((u32)mask);
}

static ssize_t dma_mask_bits_show(struct device *dev,
				  struct device_attribute *attr, char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%d\n", mask_bits(*dev->dma_mask));
}
static DEVICE_ATTR_RO(dma_mask_bits);

static ssize_t consistent_dma_mask_bits_show(struct device *dev,
					     struct device_attribute *attr,
					     char *buf)
{
	(void)attr;
	return sysfs_emit(buf, "%d\n", mask_bits(dev->coherent_dma_mask));
}
static DEVICE_ATTR_RO(consistent_dma_mask_bits);

/* No NUMA: every online CPU is the device's, as a mask and a list */
static ssize_t local_cpus_show(struct device *dev,
			       struct device_attribute *attr, char *buf)
{
	(void)dev, (void)attr;
	return sysfs_emit(buf, "%lx\n", cpu_online_map);
}
static DEVICE_ATTR_RO(local_cpus);

static ssize_t local_cpulist_show(struct device *dev,
				  struct device_attribute *attr, char *buf)
{
	int last = fls(cpu_online_map) - 1;

	(void)dev, (void)attr;
	return last ? sysfs_emit(buf, "0-%d\n", last) : sysfs_emit(buf, "0\n");
}
static DEVICE_ATTR_RO(local_cpulist);

/* Features a PC's conventional PCI devices do not have, as Linux reads
 * them there: no parity quirk, MSI not forbidden by the bus, no ARI */
#define pci_const_attr(field, value)					\
static ssize_t field##_show(struct device *dev,				\
			    struct device_attribute *attr, char *buf)	\
{									\
	(void)dev, (void)attr;						\
	return sysfs_emit(buf, "%d\n", value);				\
}									\
static DEVICE_ATTR_RO(field)

pci_const_attr(broken_parity_status, 0);
pci_const_attr(msi_bus, 1);
pci_const_attr(ari_enabled, 0);

static ssize_t modalias_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct pci_dev *p = to_pci_dev(dev);

	(void)attr;
	return sysfs_emit(buf, "pci:v%08Xd%08Xsv%08Xsd%08Xbc%02Xsc%02Xi%02X\n",
			  p->vendor, p->device, p->subsystem_vendor,
			  p->subsystem_device, (u8)(p->class >> 16),
			  (u8)(p->class >> 8), (u8)p->class);
}
static DEVICE_ATTR_RO(modalias);

static ssize_t resource_show(struct device *dev,
			     struct device_attribute *attr, char *buf)
{
	struct pci_dev *p = to_pci_dev(dev);
	int n, len = 0;

	(void)attr;
	for (n = 0; n < PCI_SYSFS_RESOURCES; n++) {
		struct resource *r = &p->resource[n];
		bool set = r->flags && !(r->flags & IORESOURCE_UNSET);

		len += sysfs_emit_at(buf, len, "0x%016llx 0x%016llx 0x%016llx\n",
				     set ? (unsigned long long)r->start : 0ULL,
				     set ? (unsigned long long)r->end : 0ULL,
				     (unsigned long long)r->flags);
	}
	return len;
}
static DEVICE_ATTR_RO(resource);

/* The bytes themselves, a dword at a time (what mechanism #1 reads) */
static ssize_t config_show(struct device *dev,
			   struct device_attribute *attr, char *buf)
{
	struct pci_dev *p = to_pci_dev(dev);
	int size = capable(CAP_SYS_ADMIN) ? PCI_CFG_SPACE_SIZE :
					     PCI_STD_HEADER_SIZEOF;
	int where;

	(void)attr;
	for (where = 0; where < size; where += 4) {
		u32 v;

		pci_read_config_dword(p, where, &v);
		memcpy(buf + where, &v, 4);	/* little-endian, as on the bus */
	}
	return size;
}
static DEVICE_ATTR_RO(config);

static struct attribute *pci_dev_attrs[] = {
	&dev_attr_vendor.attr,
	&dev_attr_device.attr,
	&dev_attr_subsystem_vendor.attr,
	&dev_attr_subsystem_device.attr,
	&dev_attr_revision.attr,
	&dev_attr_class.attr,
	&dev_attr_irq.attr,
	&dev_attr_enable.attr,
	&dev_attr_modalias.attr,
	&dev_attr_resource.attr,
	&dev_attr_config.attr,
	&dev_attr_power_state.attr,
	&dev_attr_dma_mask_bits.attr,
	&dev_attr_consistent_dma_mask_bits.attr,
	&dev_attr_local_cpus.attr,
	&dev_attr_local_cpulist.attr,
	&dev_attr_broken_parity_status.attr,
	&dev_attr_msi_bus.attr,
	&dev_attr_ari_enabled.attr,
	NULL,
};

static const struct attribute_group pci_dev_group = {
	.attrs = pci_dev_attrs,
};

const struct attribute_group *pci_dev_groups[] = {
	&pci_dev_group,
	NULL,
};
