/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/iio/sysfs.h - an IIO device's attribute files: the
 * core's per-channel ones and a driver's own (iio_info.attrs), each a
 * device attribute with the channel and a number for the driver
 * (Linux 6.1's struct iio_dev_attr and macros).
 */
#ifndef _INDUSTRIAL_IO_SYSFS_H_
#define _INDUSTRIAL_IO_SYSFS_H_

#include "linux/device.h"
#include "linux/list.h"

struct iio_chan_spec;

struct iio_dev_attr {
	struct device_attribute dev_attr;
	u64 address;			/* the information's number */
	struct list_head l;		/* in the device's list */
	struct iio_chan_spec const *c;	/* its channel */
};

#define to_iio_dev_attr(_dev_attr) \
	container_of(_dev_attr, struct iio_dev_attr, dev_attr)

#define IIO_ATTR(_name, _mode, _show, _store, _addr) {			\
	.dev_attr = __ATTR(_name, _mode, _show, _store),		\
	.address = _addr,						\
}

#define IIO_DEVICE_ATTR(_name, _mode, _show, _store, _addr)		\
	struct iio_dev_attr iio_dev_attr_##_name			\
	= IIO_ATTR(_name, _mode, _show, _store, _addr)

#define IIO_DEVICE_ATTR_RO(_name, _addr)				\
	struct iio_dev_attr iio_dev_attr_##_name = {			\
		.dev_attr = __ATTR_RO(_name),				\
		.address = _addr,					\
	}

#define IIO_DEVICE_ATTR_RW(_name, _addr)				\
	struct iio_dev_attr iio_dev_attr_##_name = {			\
		.dev_attr = __ATTR_RW(_name),				\
		.address = _addr,					\
	}

/* A file whose text never changes */
struct iio_const_attr {
	const char *string;
	struct device_attribute dev_attr;
};

#define to_iio_const_attr(_dev_attr) \
	container_of(_dev_attr, struct iio_const_attr, dev_attr)

ssize_t iio_read_const_attr(struct device *dev, struct device_attribute *attr,
			    char *buf);

#define IIO_CONST_ATTR(_name, _string)					\
	struct iio_const_attr iio_const_attr_##_name = {		\
		.string = _string,					\
		.dev_attr = __ATTR(_name, 0444, iio_read_const_attr, NULL), \
	}

#endif /* _INDUSTRIAL_IO_SYSFS_H_ */
