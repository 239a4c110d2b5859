/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/iio/buffer.h - Linux 6.1's IIO buffers (samples of the
 * enabled scan elements, read from /dev/iio:deviceN).  oops386's IIO
 * core reads channels through sysfs only (docs/iio.md); the header is
 * here so that a driver written for direct mode that includes it, as
 * the LDDD book's dummy driver does, builds.
 */
#ifndef _IIO_BUFFER_H_
#define _IIO_BUFFER_H_

#include "linux/iio/iio.h"

#endif /* _IIO_BUFFER_H_ */
