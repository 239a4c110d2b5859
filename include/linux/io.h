/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/io.h - what a driver includes to reach device memory and
 * ports, as on Linux: the architecture's accessors and ioremap()
 * (asm/io.h, arch/i386/mm/ioremap.c) and their managed forms, given back
 * when the device and its driver part (lib/devres.c).
 */
#ifndef _LINUX_IO_H
#define _LINUX_IO_H

#include "linux/types.h"
#include "linux/err.h"
#include "linux/ioport.h"
#include "asm/io.h"

struct device;

void __iomem *devm_ioremap(struct device *dev, resource_size_t offset,
			   resource_size_t size);
void devm_iounmap(struct device *dev, void __iomem *addr);
void __iomem *devm_ioremap_resource(struct device *dev,
				    const struct resource *res);

#endif /* _LINUX_IO_H */
