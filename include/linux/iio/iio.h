/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/iio/iio.h - the Industrial I/O core as drivers use it
 * (Linux 6.1's names and signatures; docs/iio.md).  A driver describes
 * its channels (struct iio_chan_spec: what each measures, which
 * information it offers), allocates a struct iio_dev with room for its
 * own data (iio_device_alloc(), iio_priv()), and registers it: the core
 * makes /sys/bus/iio/devices/iio:deviceN with one file per channel
 * information, named by Linux's rule, whose reads call the driver's
 * read_raw() and print what it returns, and whose writes parse the
 * number and call write_raw().  drivers/iio/industrialio-core.c.
 */
#ifndef _INDUSTRIAL_IO_H_
#define _INDUSTRIAL_IO_H_

#include "linux/device.h"
#include "linux/mutex.h"
#include "linux/sysfs.h"
#include "linux/time.h"
#include "linux/iio/types.h"

struct iio_dev;

/* A sample's layout in a buffer (kept for drivers; no buffers here) */
enum iio_endian {
	IIO_CPU,
	IIO_BE,
	IIO_LE,
};

struct iio_scan_type {
	char sign;		/* 's' or 'u' */
	u8 realbits;
	u8 storagebits;
	u8 shift;
	u8 repeat;
	enum iio_endian endianness;
};

/*
 * One channel.  Each bit n set in an info_mask_* is a file whose last
 * word is information n's name (enum iio_chan_info_enum): separate ones
 * carry the channel's number and modifier (in_voltage0_raw,
 * in_accel_x_raw), shared_by_type ones only the type (in_voltage_scale),
 * shared_by_dir ones the direction (in_sampling_frequency... "in_" and
 * the word), shared_by_all ones the word alone.  The *_available masks
 * add NAME_available, listing what read_avail() says.
 */
struct iio_chan_spec {
	enum iio_chan_type type;
	int channel;		/* its number, if indexed */
	int channel2;		/* the modifier, or a differential's 2nd */
	unsigned long address;	/* the driver's own */
	int scan_index;
	struct iio_scan_type scan_type;
	long info_mask_separate;
	long info_mask_separate_available;
	long info_mask_shared_by_type;
	long info_mask_shared_by_type_available;
	long info_mask_shared_by_dir;
	long info_mask_shared_by_dir_available;
	long info_mask_shared_by_all;
	long info_mask_shared_by_all_available;
	const char *extend_name;	/* a word after the channel's name */
	const char *datasheet_name;
	unsigned int modified:1;	/* channel2 is an enum iio_modifier */
	unsigned int indexed:1;		/* channel is part of the name */
	unsigned int output:1;		/* out_, not in_ */
	unsigned int differential:1;	/* channel - channel2 */
};

/* A timestamp channel for buffered samples: no sysfs file */
#define IIO_CHAN_SOFT_TIMESTAMP(_si) {					\
	.type = IIO_TIMESTAMP,						\
	.channel = -1,							\
	.scan_index = _si,						\
	.scan_type = {							\
		.sign = 's',						\
		.realbits = 64,						\
		.storagebits = 64,					\
	},								\
}

/*
 * What the driver does.  read_raw() fills val (and val2) for
 * information mask of chan and returns the IIO_VAL_* kind, or an
 * -errno; write_raw() gets the number written, split as
 * write_raw_get_fmt() says (IIO_VAL_INT_PLUS_MICRO if there is none);
 * read_avail() points vals at a list or range of length ints and
 * returns IIO_AVAIL_LIST or IIO_AVAIL_RANGE.
 */
struct iio_info {
	const struct attribute_group *attrs;	/* the driver's own files */
	int (*read_raw)(struct iio_dev *indio_dev,
			struct iio_chan_spec const *chan,
			int *val, int *val2, long mask);
	int (*read_avail)(struct iio_dev *indio_dev,
			  struct iio_chan_spec const *chan,
			  const int **vals, int *type, int *length,
			  long mask);
	int (*write_raw)(struct iio_dev *indio_dev,
			 struct iio_chan_spec const *chan,
			 int val, int val2, long mask);
	int (*write_raw_get_fmt)(struct iio_dev *indio_dev,
				 struct iio_chan_spec const *chan,
				 long mask);
	/* a channel's label file: the text and its newline, or -errno */
	int (*read_label)(struct iio_dev *indio_dev,
			  struct iio_chan_spec const *chan, char *label);
};

/* modes: how samples can be had; here sysfs reads only */
#define INDIO_DIRECT_MODE		0x01
#define INDIO_BUFFER_TRIGGERED		0x02
#define INDIO_BUFFER_SOFTWARE		0x04
#define INDIO_BUFFER_HARDWARE		0x08
#define INDIO_EVENT_TRIGGERED		0x10
#define INDIO_HARDWARE_TRIGGERED	0x20

/* One IIO device: /sys/bus/iio/devices/iio:deviceN */
struct iio_dev {
	int modes;
	struct device dev;		/* on the iio bus */
	const unsigned long *available_scan_masks;
	unsigned int masklength;
	struct iio_chan_spec const *channels;
	int num_channels;
	const char *name;		/* the name file; none if NULL */
	const char *label;		/* the label file; none if NULL */
	const struct iio_info *info;
	struct mutex mlock;		/* the driver's, as Linux 6.1's */
	void *priv;			/* iio_priv() */
	/* the core's (Linux keeps them in struct iio_dev_opaque) */
	int id;				/* N of iio:deviceN */
	clockid_t clock_id;		/* current_timestamp_clock */
	struct attribute_group chan_group;	/* name, label, channels */
	const struct attribute_group *groups[3];	/* and info->attrs */
	struct list_head chan_attrs;	/* struct iio_dev_attr, kmalloc'd */
};

/* Which channels share a file (the channel's own, or all of a type, a
 * direction, the device) */
enum iio_shared_by {
	IIO_SEPARATE,
	IIO_SHARED_BY_TYPE,
	IIO_SHARED_BY_DIR,
	IIO_SHARED_BY_ALL,
};

/* /sys/bus/iio (drivers/iio/industrialio-core.c) */
extern struct bus_type iio_bus_type;

struct iio_dev *iio_device_alloc(struct device *parent, int sizeof_priv);
void iio_device_free(struct iio_dev *indio_dev);
struct iio_dev *devm_iio_device_alloc(struct device *parent,
				      int sizeof_priv);

int __iio_device_register(struct iio_dev *indio_dev, struct module *owner);
void iio_device_unregister(struct iio_dev *indio_dev);
int __devm_iio_device_register(struct device *dev, struct iio_dev *indio_dev,
			       struct module *owner);
#define iio_device_register(indio_dev) \
	__iio_device_register((indio_dev), THIS_MODULE)
#define devm_iio_device_register(dev, indio_dev) \
	__devm_iio_device_register((dev), (indio_dev), THIS_MODULE)

/* Around a direct read that must not race a buffer (never enabled
 * here): takes mlock, 0 */
int iio_device_claim_direct_mode(struct iio_dev *indio_dev);
void iio_device_release_direct_mode(struct iio_dev *indio_dev);

/* The driver's own data, allocated after the struct iio_dev */
static inline void *iio_priv(const struct iio_dev *indio_dev)
{
	return indio_dev->priv;
}

static inline struct iio_dev *dev_to_iio_dev(struct device *dev)
{
	return container_of(dev, struct iio_dev, dev);
}

static inline int iio_device_id(struct iio_dev *indio_dev)
{
	return indio_dev->id;
}

static inline void iio_device_set_drvdata(struct iio_dev *indio_dev,
					  void *data)
{
	dev_set_drvdata(&indio_dev->dev, data);
}

static inline void *iio_device_get_drvdata(const struct iio_dev *indio_dev)
{
	return dev_get_drvdata(&indio_dev->dev);
}

/* What read_raw()'s values look like in sysfs, and a written number
 * split into integer and fraction (drivers/iio/industrialio-format.c) */
ssize_t iio_format_value(char *buf, unsigned int type, int size, int *vals);
int iio_str_to_fixpoint(const char *str, int fract_mult, int *integer,
			int *fract);

#endif /* _INDUSTRIAL_IO_H_ */
