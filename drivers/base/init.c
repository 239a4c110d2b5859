// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/base/init.c - the driver core's directories, before any
 * driver runs: /sys/devices (and virtual/), /sys/bus, /sys/class, then
 * the platform bus (/sys/devices/platform, /sys/bus/platform), in
 * Linux 6.1's driver_init() order.
 */
#include "linux/device.h"
#include "linux/init.h"
#include "base.h"

void __init driver_init(void)
{
	devices_init();
	buses_init();
	classes_init();
	platform_bus_init();
}
