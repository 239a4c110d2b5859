/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/hdreg.h - a disk's geometry as HDIO_GETGEO reports it
 * (block/ioctl.c asks the driver's getgeo), which fdisk reads; LDD3's
 * sbull makes one up.
 */
#ifndef _LINUX_HDREG_H
#define _LINUX_HDREG_H

#define HDIO_GETGEO	0x0301

struct hd_geometry {
	unsigned char heads;
	unsigned char sectors;
	unsigned short cylinders;
	unsigned long start;
};

#endif /* _LINUX_HDREG_H */
