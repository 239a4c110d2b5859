/* SPDX-License-Identifier: GPL-2.0 */
/*
 * drivers/iio/iio_core.h - what the IIO core's files share: the files
 * built from a device's channels (industrialio-chan.c), the text of an
 * _available file and the parsing of a written one in dB
 * (industrialio-format.c).
 */
#ifndef _IIO_CORE_H_
#define _IIO_CORE_H_

#include "linux/iio/iio.h"

int iio_device_build_attrs(struct iio_dev *indio_dev);
void iio_device_free_attrs(struct iio_dev *indio_dev);
int __iio_str_to_fixpoint(const char *str, int fract_mult, bool db,
			  int *integer, int *fract);
ssize_t iio_format_avail(char *buf, const int *vals, int type, int length,
			 int avail);

#endif /* _IIO_CORE_H_ */
