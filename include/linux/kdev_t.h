/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/kdev_t.h - device numbers.  Inside the kernel a dev_t
 * is a 12-bit major and a 20-bit minor (Linux 2.6's split, which
 * modules' MAJOR()/MINOR()/MKDEV() assume); system calls carry the
 * "new" encoding mknod(2), stat(2) and glibc's makedev(3) use: minor
 * bits 0-7 in bits 0-7, major in bits 8-19, minor bits 8-19 in bits 20-31.
 */
#ifndef _LINUX_KDEV_T_H
#define _LINUX_KDEV_T_H

#include "linux/types.h"

#define MINORBITS	20
#define MINORMASK	((1U << MINORBITS) - 1)

#define MAJOR(dev)	((unsigned int)((dev) >> MINORBITS))
#define MINOR(dev)	((unsigned int)((dev) & MINORMASK))
#define MKDEV(ma, mi)	(((dev_t)(ma) << MINORBITS) | (dev_t)(mi))

/* "major:minor" into a buffer, as a sysfs dev attribute shows it (LDD3's
 * sculld prints its own so); the caller includes sprintf's header */
#define print_dev_t(buf, dev)	sprintf((buf), "%u:%u\n", MAJOR(dev), MINOR(dev))
#define format_dev_t(buf, dev)						\
	({ sprintf((buf), "%u:%u", MAJOR(dev), MINOR(dev)); (buf); })

static inline u32 new_encode_dev(dev_t dev)
{
	unsigned int major = MAJOR(dev), minor = MINOR(dev);

	return (minor & 0xff) | (major << 8) | ((minor & ~0xffU) << 12);
}

static inline dev_t new_decode_dev(u32 dev)
{
	unsigned int major = (dev & 0xfff00) >> 8;
	unsigned int minor = (dev & 0xff) | ((dev >> 12) & 0xfff00);

	return MKDEV(major, minor);
}

#endif /* _LINUX_KDEV_T_H */
