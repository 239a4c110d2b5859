// SPDX-License-Identifier: GPL-2.0
/*
 * tests/modules/iio-demo/iio-demo.c - a pretend ADC/DAC in the style of
 * Madieu's "Linux Device Driver Development" chapter 15 dummy driver: a
 * platform driver whose probe() allocates an IIO device with its own
 * data (devm_iio_device_alloc(), iio_priv()), describes its channels and
 * registers it (devm_iio_device_register()).  The channels cover each
 * way a file is named - numbered, with an extra word, differential,
 * modified (x, y), unnumbered, output; separate, shared by type, by
 * direction and by all, _available lists and ranges - and each IIO_VAL_*
 * kind read_raw() can return, so tests/kernel/test_iio.py can compare
 * every file with Linux 6.1's.
 */
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/mutex.h>
#include <linux/iio/iio.h>
#include <linux/iio/sysfs.h>

MODULE_LICENSE("GPL");

/* What the pretend hardware holds: the writable values */
struct demo_adc {
	struct mutex lock;
	int calibbias[2];	/* accel x, y: -128..127 */
	int out_raw[2];		/* out_voltage0_raw: integer, micro */
	int samp_freq[2];	/* sampling_frequency: integer, micro */
	int oversampling;	/* in_oversampling_ratio */
	int gain[2];		/* in_voltage1_supply_hardwaregain, dB */
};

enum { ADDR_V0, ADDR_V1, ADDR_DIFF, ADDR_X, ADDR_Y, ADDR_TEMP, ADDR_OUT };

static const struct iio_chan_spec demo_channels[] = {
	{	/* in_voltage0_raw, in_voltage_scale, in_voltage_offset */
		.type = IIO_VOLTAGE, .indexed = 1, .channel = 0,
		.address = ADDR_V0,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW),
		.info_mask_shared_by_type = BIT(IIO_CHAN_INFO_SCALE) |
					    BIT(IIO_CHAN_INFO_OFFSET),
		.info_mask_shared_by_dir = BIT(IIO_CHAN_INFO_OVERSAMPLING_RATIO),
		.info_mask_shared_by_all = BIT(IIO_CHAN_INFO_SAMP_FREQ),
		.info_mask_shared_by_all_available = BIT(IIO_CHAN_INFO_SAMP_FREQ),
	},
	{	/* in_voltage1_supply_raw, in_voltage1_supply_hardwaregain */
		.type = IIO_VOLTAGE, .indexed = 1, .channel = 1,
		.extend_name = "supply", .address = ADDR_V1,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW) |
				      BIT(IIO_CHAN_INFO_HARDWAREGAIN),
		.info_mask_shared_by_type = BIT(IIO_CHAN_INFO_SCALE),
	},
	{	/* in_voltage2-voltage3_raw, in_voltage-voltage_scale */
		.type = IIO_VOLTAGE, .indexed = 1, .differential = 1,
		.channel = 2, .channel2 = 3, .address = ADDR_DIFF,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW),
		.info_mask_shared_by_type = BIT(IIO_CHAN_INFO_SCALE),
	},
	{	/* in_accel_x_raw, in_accel_x_calibbias, in_accel_scale */
		.type = IIO_ACCEL, .modified = 1, .channel2 = IIO_MOD_X,
		.address = ADDR_X,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW) |
				      BIT(IIO_CHAN_INFO_CALIBBIAS),
		.info_mask_shared_by_type = BIT(IIO_CHAN_INFO_SCALE),
		.info_mask_shared_by_type_available =
			BIT(IIO_CHAN_INFO_CALIBBIAS),
	},
	{
		.type = IIO_ACCEL, .modified = 1, .channel2 = IIO_MOD_Y,
		.address = ADDR_Y,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW) |
				      BIT(IIO_CHAN_INFO_CALIBBIAS),
		.info_mask_shared_by_type = BIT(IIO_CHAN_INFO_SCALE),
		.info_mask_shared_by_type_available =
			BIT(IIO_CHAN_INFO_CALIBBIAS),
	},
	{	/* in_temp_input, in_temp_offset, in_temp_scale */
		.type = IIO_TEMP, .address = ADDR_TEMP,
		.info_mask_separate = BIT(IIO_CHAN_INFO_PROCESSED) |
				      BIT(IIO_CHAN_INFO_OFFSET) |
				      BIT(IIO_CHAN_INFO_SCALE),
	},
	{	/* out_voltage0_raw, out_voltage_scale */
		.type = IIO_VOLTAGE, .indexed = 1, .output = 1, .channel = 0,
		.address = ADDR_OUT,
		.info_mask_separate = BIT(IIO_CHAN_INFO_RAW),
		.info_mask_shared_by_type = BIT(IIO_CHAN_INFO_SCALE),
	},
	IIO_CHAN_SOFT_TIMESTAMP(7),
};

/* A value and its kind */
static int demo_val(int *val, int *val2, int v, int v2, int kind)
{
	*val = v;
	*val2 = v2;
	return kind;
}

/* The scales: micro, nano, a fraction and a power of two */
static int demo_scale(struct iio_chan_spec const *chan, int *val, int *val2)
{
	if (chan->output)
		return demo_val(val, val2, 2500, 4096, IIO_VAL_FRACTIONAL);
	if (chan->type == IIO_ACCEL)
		return demo_val(val, val2, 0, 598550, IIO_VAL_INT_PLUS_NANO);
	if (chan->type == IIO_TEMP)
		return demo_val(val, val2, 0, -500000, IIO_VAL_INT_PLUS_MICRO);
	if (chan->differential)
		return demo_val(val, val2, 1, 3, IIO_VAL_FRACTIONAL);
	return demo_val(val, val2, 1250, 12, IIO_VAL_FRACTIONAL_LOG2);
}

static int demo_read_raw_locked(struct demo_adc *st,
				struct iio_chan_spec const *chan,
				int *val, int *val2, long mask)
{
	static const int raw[] = { 2048, 4095, -17, 512, -1024, 0, 0 };

	switch (mask) {
	case IIO_CHAN_INFO_RAW:
		if (chan->output)
			return demo_val(val, val2, st->out_raw[0],
					st->out_raw[1], IIO_VAL_INT_PLUS_MICRO);
		return demo_val(val, val2, raw[chan->address], 0, IIO_VAL_INT);
	case IIO_CHAN_INFO_SCALE:
		return demo_scale(chan, val, val2);
	case IIO_CHAN_INFO_OFFSET:
		if (chan->type == IIO_TEMP)
			return demo_val(val, val2, -5, 3,
					IIO_VAL_FRACTIONAL_LOG2);
		return demo_val(val, val2, -1, -250000,
				IIO_VAL_INT_PLUS_MICRO);
	case IIO_CHAN_INFO_PROCESSED:
		return demo_val(val, val2, -22, 7, IIO_VAL_FRACTIONAL);
	case IIO_CHAN_INFO_HARDWAREGAIN:
		return demo_val(val, val2, st->gain[0], st->gain[1],
				IIO_VAL_INT_PLUS_MICRO_DB);
	case IIO_CHAN_INFO_CALIBBIAS:
		return demo_val(val, val2, st->calibbias[chan->address - ADDR_X],
				0, IIO_VAL_INT);
	case IIO_CHAN_INFO_SAMP_FREQ:
		return demo_val(val, val2, st->samp_freq[0], st->samp_freq[1],
				IIO_VAL_INT_PLUS_MICRO);
	case IIO_CHAN_INFO_OVERSAMPLING_RATIO:
		return demo_val(val, val2, st->oversampling, 0, IIO_VAL_INT);
	default:
		return -EINVAL;
	}
}

static int demo_read_raw(struct iio_dev *indio_dev,
			 struct iio_chan_spec const *chan,
			 int *val, int *val2, long mask)
{
	struct demo_adc *st = iio_priv(indio_dev);
	int ret;

	mutex_lock(&st->lock);
	ret = demo_read_raw_locked(st, chan, val, val2, mask);
	mutex_unlock(&st->lock);
	return ret;
}

static const int demo_freqs[] = { 0, 500000, 1, 0, 100, 0 };
static const int demo_bias_range[] = { -128, 1, 127 };

static int demo_read_avail(struct iio_dev *indio_dev,
			   struct iio_chan_spec const *chan,
			   const int **vals, int *type, int *length,
			   long mask)
{
	switch (mask) {
	case IIO_CHAN_INFO_SAMP_FREQ:
		*vals = demo_freqs;
		*type = IIO_VAL_INT_PLUS_MICRO;
		*length = ARRAY_SIZE(demo_freqs);
		return IIO_AVAIL_LIST;
	case IIO_CHAN_INFO_CALIBBIAS:
		*vals = demo_bias_range;
		*type = IIO_VAL_INT;
		*length = ARRAY_SIZE(demo_bias_range);
		return IIO_AVAIL_RANGE;
	default:
		return -EINVAL;
	}
}

/* Integers are written as integers (0x10 too), the gain in dB, the
 * rest as decimals */
static int demo_write_raw_get_fmt(struct iio_dev *indio_dev,
				  struct iio_chan_spec const *chan, long mask)
{
	if (mask == IIO_CHAN_INFO_CALIBBIAS ||
	    mask == IIO_CHAN_INFO_OVERSAMPLING_RATIO)
		return IIO_VAL_INT;
	if (mask == IIO_CHAN_INFO_HARDWAREGAIN)
		return IIO_VAL_INT_PLUS_MICRO_DB;
	return IIO_VAL_INT_PLUS_MICRO;
}

static int demo_write_locked(struct demo_adc *st,
			     struct iio_chan_spec const *chan,
			     int val, int val2, long mask)
{
	switch (mask) {
	case IIO_CHAN_INFO_CALIBBIAS:
		if (val < -128 || val > 127)
			return -ERANGE;
		st->calibbias[chan->address - ADDR_X] = val;
		return 0;
	case IIO_CHAN_INFO_RAW:
		if (!chan->output)
			return -EPERM;
		st->out_raw[0] = val;
		st->out_raw[1] = val2;
		return 0;
	case IIO_CHAN_INFO_SAMP_FREQ:
		st->samp_freq[0] = val;
		st->samp_freq[1] = val2;
		return 0;
	case IIO_CHAN_INFO_HARDWAREGAIN:
		st->gain[0] = val;
		st->gain[1] = val2;
		return 0;
	case IIO_CHAN_INFO_OVERSAMPLING_RATIO:
		if (val <= 0)
			return -EINVAL;
		st->oversampling = val;
		return 0;
	default:
		return -EINVAL;
	}
}

static int demo_write_raw(struct iio_dev *indio_dev,
			  struct iio_chan_spec const *chan,
			  int val, int val2, long mask)
{
	struct demo_adc *st = iio_priv(indio_dev);
	int ret;

	mutex_lock(&st->lock);
	ret = demo_write_locked(st, chan, val, val2, mask);
	mutex_unlock(&st->lock);
	return ret;
}

static const struct iio_info demo_info = {
	.read_raw = demo_read_raw,
	.read_avail = demo_read_avail,
	.write_raw = demo_write_raw,
	.write_raw_get_fmt = demo_write_raw_get_fmt,
};

static int demo_probe(struct platform_device *pdev)
{
	struct iio_dev *indio_dev;
	struct demo_adc *st;

	indio_dev = devm_iio_device_alloc(&pdev->dev, sizeof(*st));
	if (!indio_dev)
		return -ENOMEM;
	st = iio_priv(indio_dev);
	mutex_init(&st->lock);
	st->samp_freq[0] = 100;
	st->oversampling = 4;
	st->gain[0] = -3;
	st->gain[1] = 500000;
	indio_dev->name = "iio-demo";
	indio_dev->label = "pretend-adc";
	indio_dev->info = &demo_info;
	indio_dev->modes = INDIO_DIRECT_MODE;
	indio_dev->channels = demo_channels;
	indio_dev->num_channels = ARRAY_SIZE(demo_channels);
	return devm_iio_device_register(&pdev->dev, indio_dev);
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.driver = { .name = "iio-demo" },
};

static struct platform_device *demo_pdev;

static int __init demo_init(void)
{
	int ret = platform_driver_register(&demo_driver);

	if (ret)
		return ret;
	demo_pdev = platform_device_register_simple("iio-demo", -1, NULL, 0);
	if (IS_ERR(demo_pdev)) {
		platform_driver_unregister(&demo_driver);
		return PTR_ERR(demo_pdev);
	}
	return 0;
}
module_init(demo_init);

static void __exit demo_exit(void)
{
	platform_device_unregister(demo_pdev);
	platform_driver_unregister(&demo_driver);
}
module_exit(demo_exit);
