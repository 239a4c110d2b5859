/* SPDX-License-Identifier: GPL-2.0 */
/*
 * include/linux/iio/types.h - the kinds of value a driver's read_raw()
 * returns (IIO_VAL_*: how the core prints val and val2, docs/iio.md),
 * the per-channel information a driver offers (enum
 * iio_chan_info_enum: one sysfs file each) and the forms of a list of
 * available values.  Linux 6.1's names and numbers.
 */
#ifndef _IIO_TYPES_H_
#define _IIO_TYPES_H_

#include "uapi/linux/iio/types.h"

#define IIO_VAL_INT			1	/* val */
#define IIO_VAL_INT_PLUS_MICRO		2	/* val + val2 / 10^6 */
#define IIO_VAL_INT_PLUS_NANO		3	/* val + val2 / 10^9 */
#define IIO_VAL_INT_PLUS_MICRO_DB	4	/* as _MICRO, " dB" after */
#define IIO_VAL_INT_MULTIPLE		5	/* val2 ints in vals[] */
#define IIO_VAL_INT_64			6	/* val low, val2 high 32 bits */
#define IIO_VAL_FRACTIONAL		10	/* val / val2 */
#define IIO_VAL_FRACTIONAL_LOG2		11	/* val / 2^val2 */
#define IIO_VAL_CHAR			12	/* the character val */

/* What read_avail() hands back */
enum iio_avail_type {
	IIO_AVAIL_LIST,		/* the values, each one */
	IIO_AVAIL_RANGE,	/* min, step, max */
};

/* One bit each in a channel's info_mask_*: the file's last word */
enum iio_chan_info_enum {
	IIO_CHAN_INFO_RAW = 0,
	IIO_CHAN_INFO_PROCESSED,
	IIO_CHAN_INFO_SCALE,
	IIO_CHAN_INFO_OFFSET,
	IIO_CHAN_INFO_CALIBSCALE,
	IIO_CHAN_INFO_CALIBBIAS,
	IIO_CHAN_INFO_PEAK,
	IIO_CHAN_INFO_PEAK_SCALE,
	IIO_CHAN_INFO_QUADRATURE_CORRECTION_RAW,
	IIO_CHAN_INFO_AVERAGE_RAW,
	IIO_CHAN_INFO_LOW_PASS_FILTER_3DB_FREQUENCY,
	IIO_CHAN_INFO_HIGH_PASS_FILTER_3DB_FREQUENCY,
	IIO_CHAN_INFO_SAMP_FREQ,
	IIO_CHAN_INFO_FREQUENCY,
	IIO_CHAN_INFO_PHASE,
	IIO_CHAN_INFO_HARDWAREGAIN,
	IIO_CHAN_INFO_HYSTERESIS,
	IIO_CHAN_INFO_HYSTERESIS_RELATIVE,
	IIO_CHAN_INFO_INT_TIME,
	IIO_CHAN_INFO_ENABLE,
	IIO_CHAN_INFO_CALIBHEIGHT,
	IIO_CHAN_INFO_CALIBWEIGHT,
	IIO_CHAN_INFO_DEBOUNCE_COUNT,
	IIO_CHAN_INFO_DEBOUNCE_TIME,
	IIO_CHAN_INFO_CALIBEMISSIVITY,
	IIO_CHAN_INFO_OVERSAMPLING_RATIO,
	IIO_CHAN_INFO_THERMOCOUPLE_TYPE,
	IIO_CHAN_INFO_CALIBAMBIENT,
	IIO_CHAN_INFO_ZEROPOINT,
};

#endif /* _IIO_TYPES_H_ */
