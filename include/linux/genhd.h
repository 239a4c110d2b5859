/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/genhd.h - the older home of struct gendisk, which Linux
 * 5.18 folded into linux/blkdev.h; drivers written before still include
 * it.
 */
#ifndef _LINUX_GENHD_H
#define _LINUX_GENHD_H

#include "linux/blkdev.h"

#endif /* _LINUX_GENHD_H */
