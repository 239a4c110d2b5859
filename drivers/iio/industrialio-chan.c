// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/iio/industrialio-chan.c - an IIO device's files (docs/iio.md):
 * "name", "label", "current_timestamp_clock" (with a timestamp channel),
 * and one per channel information, named as
 * Documentation/ABI/testing/sysfs-bus-iio lays them out:
 *
 *   separate:        DIR_TYPE[N][-TYPEM][_MODIFIER][_EXTEND]_INFO
 *                    (in_voltage0_raw, in_accel_x_raw, in_voltage0-voltage1_raw)
 *   shared by type:  DIR_TYPE_INFO           (in_voltage_scale)
 *   shared by dir:   DIR_INFO                (in_sampling_frequency)
 *   shared by all:   INFO                    (sampling_frequency)
 *
 * A shared file is made once, for the first channel that asks for it;
 * two channels asking for the same separate file is the driver's
 * error.  Reading a file calls read_raw() (or read_avail() for an
 * _available one), writing calls write_raw().
 */
#include "linux/kernel.h"
#include "linux/errno.h"
#include "linux/export.h"
#include "linux/kstrtox.h"
#include "linux/list.h"
#include "linux/slab.h"
#include "linux/string.h"
#include "linux/time.h"
#include "linux/iio/iio.h"
#include "linux/iio/sysfs.h"
#include "iio_core.h"

/* sysfs-bus-iio's words for enum iio_chan_type */
static const char * const iio_chan_type_name_spec[] = {
	[IIO_VOLTAGE] = "voltage",
	[IIO_CURRENT] = "current",
	[IIO_POWER] = "power",
	[IIO_ACCEL] = "accel",
	[IIO_ANGL_VEL] = "anglvel",
	[IIO_MAGN] = "magn",
	[IIO_LIGHT] = "illuminance",
	[IIO_INTENSITY] = "intensity",
	[IIO_PROXIMITY] = "proximity",
	[IIO_TEMP] = "temp",
	[IIO_INCLI] = "incli",
	[IIO_ROT] = "rot",
	[IIO_ANGL] = "angl",
	[IIO_TIMESTAMP] = "timestamp",
	[IIO_CAPACITANCE] = "capacitance",
	[IIO_ALTVOLTAGE] = "altvoltage",
	[IIO_CCT] = "cct",
	[IIO_PRESSURE] = "pressure",
	[IIO_HUMIDITYRELATIVE] = "humidityrelative",
	[IIO_ACTIVITY] = "activity",
	[IIO_STEPS] = "steps",
	[IIO_ENERGY] = "energy",
	[IIO_DISTANCE] = "distance",
	[IIO_VELOCITY] = "velocity",
	[IIO_CONCENTRATION] = "concentration",
	[IIO_RESISTANCE] = "resistance",
	[IIO_PH] = "ph",
	[IIO_UVINDEX] = "uvindex",
	[IIO_ELECTRICALCONDUCTIVITY] = "electricalconductivity",
	[IIO_COUNT] = "count",
	[IIO_INDEX] = "index",
	[IIO_GRAVITY] = "gravity",
	[IIO_POSITIONRELATIVE] = "positionrelative",
	[IIO_PHASE] = "phase",
	[IIO_MASSCONCENTRATION] = "massconcentration",
};

/* ... and for enum iio_modifier */
static const char * const iio_modifier_names[] = {
	[IIO_MOD_X] = "x",
	[IIO_MOD_Y] = "y",
	[IIO_MOD_Z] = "z",
	[IIO_MOD_X_AND_Y] = "x&y",
	[IIO_MOD_X_AND_Z] = "x&z",
	[IIO_MOD_Y_AND_Z] = "y&z",
	[IIO_MOD_X_AND_Y_AND_Z] = "x&y&z",
	[IIO_MOD_X_OR_Y] = "x|y",
	[IIO_MOD_X_OR_Z] = "x|z",
	[IIO_MOD_Y_OR_Z] = "y|z",
	[IIO_MOD_X_OR_Y_OR_Z] = "x|y|z",
	[IIO_MOD_LIGHT_BOTH] = "both",
	[IIO_MOD_LIGHT_IR] = "ir",
	[IIO_MOD_ROOT_SUM_SQUARED_X_Y] = "sqrt(x^2+y^2)",
	[IIO_MOD_SUM_SQUARED_X_Y_Z] = "x^2+y^2+z^2",
	[IIO_MOD_LIGHT_CLEAR] = "clear",
	[IIO_MOD_LIGHT_RED] = "red",
	[IIO_MOD_LIGHT_GREEN] = "green",
	[IIO_MOD_LIGHT_BLUE] = "blue",
	[IIO_MOD_QUATERNION] = "quaternion",
	[IIO_MOD_TEMP_AMBIENT] = "ambient",
	[IIO_MOD_TEMP_OBJECT] = "object",
	[IIO_MOD_NORTH_MAGN] = "from_north_magnetic",
	[IIO_MOD_NORTH_TRUE] = "from_north_true",
	[IIO_MOD_NORTH_MAGN_TILT_COMP] = "from_north_magnetic_tilt_comp",
	[IIO_MOD_NORTH_TRUE_TILT_COMP] = "from_north_true_tilt_comp",
	[IIO_MOD_RUNNING] = "running",
	[IIO_MOD_JOGGING] = "jogging",
	[IIO_MOD_WALKING] = "walking",
	[IIO_MOD_STILL] = "still",
	[IIO_MOD_ROOT_SUM_SQUARED_X_Y_Z] = "sqrt(x^2+y^2+z^2)",
	[IIO_MOD_I] = "i",
	[IIO_MOD_Q] = "q",
	[IIO_MOD_CO2] = "co2",
	[IIO_MOD_VOC] = "voc",
	[IIO_MOD_LIGHT_UV] = "uv",
	[IIO_MOD_LIGHT_DUV] = "duv",
	[IIO_MOD_PM1] = "pm1",
	[IIO_MOD_PM2P5] = "pm2p5",
	[IIO_MOD_PM4] = "pm4",
	[IIO_MOD_PM10] = "pm10",
	[IIO_MOD_ETHANOL] = "ethanol",
	[IIO_MOD_H2] = "h2",
	[IIO_MOD_O2] = "o2",
	[IIO_MOD_LINEAR_X] = "linear_x",
	[IIO_MOD_LINEAR_Y] = "linear_y",
	[IIO_MOD_LINEAR_Z] = "linear_z",
	[IIO_MOD_PITCH] = "pitch",
	[IIO_MOD_YAW] = "yaw",
	[IIO_MOD_ROLL] = "roll",
};

/* ... and for enum iio_chan_info_enum: the file name's last part */
static const char * const iio_chan_info_postfix[] = {
	[IIO_CHAN_INFO_RAW] = "raw",
	[IIO_CHAN_INFO_PROCESSED] = "input",
	[IIO_CHAN_INFO_SCALE] = "scale",
	[IIO_CHAN_INFO_OFFSET] = "offset",
	[IIO_CHAN_INFO_CALIBSCALE] = "calibscale",
	[IIO_CHAN_INFO_CALIBBIAS] = "calibbias",
	[IIO_CHAN_INFO_PEAK] = "peak_raw",
	[IIO_CHAN_INFO_PEAK_SCALE] = "peak_scale",
	[IIO_CHAN_INFO_QUADRATURE_CORRECTION_RAW] = "quadrature_correction_raw",
	[IIO_CHAN_INFO_AVERAGE_RAW] = "mean_raw",
	[IIO_CHAN_INFO_LOW_PASS_FILTER_3DB_FREQUENCY] =
		"filter_low_pass_3db_frequency",
	[IIO_CHAN_INFO_HIGH_PASS_FILTER_3DB_FREQUENCY] =
		"filter_high_pass_3db_frequency",
	[IIO_CHAN_INFO_SAMP_FREQ] = "sampling_frequency",
	[IIO_CHAN_INFO_FREQUENCY] = "frequency",
	[IIO_CHAN_INFO_PHASE] = "phase",
	[IIO_CHAN_INFO_HARDWAREGAIN] = "hardwaregain",
	[IIO_CHAN_INFO_HYSTERESIS] = "hysteresis",
	[IIO_CHAN_INFO_HYSTERESIS_RELATIVE] = "hysteresis_relative",
	[IIO_CHAN_INFO_INT_TIME] = "integration_time",
	[IIO_CHAN_INFO_ENABLE] = "en",
	[IIO_CHAN_INFO_CALIBHEIGHT] = "calibheight",
	[IIO_CHAN_INFO_CALIBWEIGHT] = "calibweight",
	[IIO_CHAN_INFO_DEBOUNCE_COUNT] = "debounce_count",
	[IIO_CHAN_INFO_DEBOUNCE_TIME] = "debounce_time",
	[IIO_CHAN_INFO_CALIBEMISSIVITY] = "calibemissivity",
	[IIO_CHAN_INFO_OVERSAMPLING_RATIO] = "oversampling_ratio",
	[IIO_CHAN_INFO_THERMOCOUPLE_TYPE] = "thermocouple_type",
	[IIO_CHAN_INFO_CALIBAMBIENT] = "calibambient",
	[IIO_CHAN_INFO_ZEROPOINT] = "zeropoint",
};

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	return sysfs_emit(buf, "%s\n", dev_to_iio_dev(dev)->name);
}
static DEVICE_ATTR_RO(name);

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	return sysfs_emit(buf, "%s\n", dev_to_iio_dev(dev)->label);
}
static DEVICE_ATTR_RO(label);

/* The clocks a timestamp can be taken from, by their sysfs names */
static const char * const iio_clock_names[] = {
	[CLOCK_REALTIME] = "realtime",
	[CLOCK_MONOTONIC] = "monotonic",
	[CLOCK_MONOTONIC_RAW] = "monotonic_raw",
	[CLOCK_REALTIME_COARSE] = "realtime_coarse",
	[CLOCK_MONOTONIC_COARSE] = "monotonic_coarse",
	[CLOCK_BOOTTIME] = "boottime",
	[CLOCK_TAI] = "tai",
};

/* Linux 6.1 counts the string's NUL too: readers get "realtime\n\0" */
static ssize_t current_timestamp_clock_show(struct device *dev,
					    struct device_attribute *attr,
					    char *buf)
{
	return sysfs_emit(buf, "%s\n",
			  iio_clock_names[dev_to_iio_dev(dev)->clock_id]) + 1;
}

/* One of the names above; anything else is -EINVAL */
static ssize_t current_timestamp_clock_store(struct device *dev,
					     struct device_attribute *attr,
					     const char *buf, size_t len)
{
	int id;

	for (id = 0; id < (int)ARRAY_SIZE(iio_clock_names); id++)
		if (iio_clock_names[id] && sysfs_streq(buf, iio_clock_names[id]))
			break;
	if (id == (int)ARRAY_SIZE(iio_clock_names))
		return -EINVAL;
	dev_to_iio_dev(dev)->clock_id = id;
	return len;
}
static DEVICE_ATTR_RW(current_timestamp_clock);

ssize_t iio_read_const_attr(struct device *dev, struct device_attribute *attr,
			    char *buf)
{
	return sysfs_emit(buf, "%s\n", to_iio_const_attr(attr)->string);
}
EXPORT_SYMBOL(iio_read_const_attr);

static ssize_t iio_read_channel_info(struct device *dev,
				     struct device_attribute *attr, char *buf)
{
	struct iio_dev *indio_dev = dev_to_iio_dev(dev);
	struct iio_dev_attr *this = to_iio_dev_attr(attr);
	int vals[2] = { 0, 0 };
	int ret;

	if (!indio_dev->info->read_raw)
		return -EINVAL;
	ret = indio_dev->info->read_raw(indio_dev, this->c, &vals[0], &vals[1],
					this->address);
	if (ret < 0)
		return ret;
	return iio_format_value(buf, ret, 2, vals);
}

static ssize_t iio_read_channel_info_avail(struct device *dev,
					   struct device_attribute *attr,
					   char *buf)
{
	struct iio_dev *indio_dev = dev_to_iio_dev(dev);
	struct iio_dev_attr *this = to_iio_dev_attr(attr);
	const int *vals;
	int ret, type, length;

	if (!indio_dev->info->read_avail)
		return -EINVAL;
	ret = indio_dev->info->read_avail(indio_dev, this->c, &vals, &type,
					  &length, this->address);
	if (ret < 0)
		return ret;
	if (ret != IIO_AVAIL_LIST && ret != IIO_AVAIL_RANGE)
		return -EINVAL;
	return iio_format_avail(buf, vals, type, length, ret);
}

static ssize_t iio_read_channel_label(struct device *dev,
				      struct device_attribute *attr, char *buf)
{
	struct iio_dev *indio_dev = dev_to_iio_dev(dev);
	struct iio_dev_attr *this = to_iio_dev_attr(attr);

	if (indio_dev->info->read_label)
		return indio_dev->info->read_label(indio_dev, this->c, buf);
	return sysfs_emit(buf, "%s\n", this->c->extend_name);
}

/*
 * The written number as write_raw() takes it: an integer (any base
 * kstrtoint() reads) for IIO_VAL_INT, a character for IIO_VAL_CHAR,
 * else a decimal with six or nine places of fraction (and dB after it
 * for IIO_VAL_INT_PLUS_MICRO_DB).
 */
static int iio_parse_written(const char *buf, int fmt, int *integer,
			     int *fract)
{
	*fract = 0;
	switch (fmt) {
	case IIO_VAL_INT:
		return kstrtoint(buf, 0, integer);
	case IIO_VAL_CHAR:
		*integer = buf[0];
		return buf[0] ? 0 : -EINVAL;
	case IIO_VAL_INT_PLUS_MICRO:
		return iio_str_to_fixpoint(buf, 100000, integer, fract);
	case IIO_VAL_INT_PLUS_MICRO_DB:
		return __iio_str_to_fixpoint(buf, 100000, true, integer,
					     fract);
	case IIO_VAL_INT_PLUS_NANO:
		return iio_str_to_fixpoint(buf, 100000000, integer, fract);
	default:
		return -EINVAL;
	}
}

static ssize_t iio_write_channel_info(struct device *dev,
				      struct device_attribute *attr,
				      const char *buf, size_t len)
{
	struct iio_dev *indio_dev = dev_to_iio_dev(dev);
	struct iio_dev_attr *this = to_iio_dev_attr(attr);
	const struct iio_info *info = indio_dev->info;
	int fmt = IIO_VAL_INT_PLUS_MICRO, integer, fract, ret;

	if (!info->write_raw)
		return -EINVAL;
	if (info->write_raw_get_fmt)
		fmt = info->write_raw_get_fmt(indio_dev, this->c,
					      this->address);
	ret = iio_parse_written(buf, fmt, &integer, &fract);
	if (ret)
		return ret;
	ret = info->write_raw(indio_dev, this->c, integer, fract,
			      this->address);
	return ret ? ret : (ssize_t)len;
}

/* "TYPEN", "TYPEN-TYPEM" or "TYPE": a separate file's channel part */
static int iio_chan_part(char *buf, size_t size,
			 const struct iio_chan_spec *chan)
{
	const char *type = iio_chan_type_name_spec[chan->type];

	if (chan->indexed && chan->differential)
		return snprintf(buf, size, "%s%d-%s%d", type, chan->channel,
				type, chan->channel2);
	if (chan->differential)
		return -EINVAL;		/* only numbered channels differ */
	if (chan->indexed)
		return snprintf(buf, size, "%s%d", type, chan->channel);
	return snprintf(buf, size, "%s", type);
}

/* The file's name for information postfix shared as by, or NULL */
static char *iio_attr_name(const struct iio_chan_spec *chan,
			   const char *postfix, enum iio_shared_by by)
{
	const char *dir = chan->output ? "out" : "in";
	const char *type = iio_chan_type_name_spec[chan->type];
	const char *mod = chan->modified ? iio_modifier_names[chan->channel2]
					 : NULL;
	char part[48];

	switch (by) {
	case IIO_SHARED_BY_ALL:
		return kasprintf(GFP_KERNEL, "%s", postfix);
	case IIO_SHARED_BY_DIR:
		return kasprintf(GFP_KERNEL, "%s_%s", dir, postfix);
	case IIO_SHARED_BY_TYPE:
		if (chan->differential)
			return kasprintf(GFP_KERNEL, "%s_%s-%s_%s", dir, type,
					 type, postfix);
		return kasprintf(GFP_KERNEL, "%s_%s_%s", dir, type, postfix);
	default:
		if (iio_chan_part(part, sizeof(part), chan) < 0)
			return NULL;
		return kasprintf(GFP_KERNEL, "%s_%s%s%s%s%s_%s", dir, part,
				 mod ? "_" : "", mod ? mod : "",
				 chan->extend_name ? "_" : "",
				 chan->extend_name ? chan->extend_name : "",
				 postfix);
	}
}

static struct iio_dev_attr *iio_find_attr(struct iio_dev *indio_dev,
					  const char *name)
{
	struct iio_dev_attr *a;

	list_for_each_entry(a, &indio_dev->chan_attrs, l)
		if (!strcmp(a->dev_attr.attr.name, name))
			return a;
	return NULL;
}

static void iio_free_attr(struct iio_dev_attr *a)
{
	kfree(a->dev_attr.attr.name);
	kfree(a);
}

/* The three kinds of per-channel file */
enum iio_attr_kind {
	IIO_ATTR_INFO,		/* read_raw(), write_raw() */
	IIO_ATTR_AVAIL,		/* read_avail() */
	IIO_ATTR_LABEL,		/* the channel's label */
};

/* What a file is: which information of which channel, shared how */
struct iio_attr_req {
	const struct iio_chan_spec *chan;
	int info;
	enum iio_shared_by by;
	enum iio_attr_kind kind;
};

/* The file's last word: the information's, with _available, or label */
static char *iio_attr_postfix(const struct iio_attr_req *req)
{
	switch (req->kind) {
	case IIO_ATTR_AVAIL:
		return kasprintf(GFP_KERNEL, "%s_available",
				 iio_chan_info_postfix[req->info]);
	case IIO_ATTR_LABEL:
		return kstrdup("label", GFP_KERNEL);
	default:
		return kstrdup(iio_chan_info_postfix[req->info], GFP_KERNEL);
	}
}

static void iio_attr_set_ops(struct iio_dev_attr *a,
			     const struct iio_attr_req *req)
{
	a->dev_attr.attr.mode = req->kind == IIO_ATTR_INFO ? 0644 : 0444;
	if (req->kind == IIO_ATTR_INFO) {
		a->dev_attr.show = iio_read_channel_info;
		a->dev_attr.store = iio_write_channel_info;
	} else if (req->kind == IIO_ATTR_AVAIL) {
		a->dev_attr.show = iio_read_channel_info_avail;
	} else {
		a->dev_attr.show = iio_read_channel_label;
	}
	a->c = req->chan;
	a->address = req->info;
}

/*
 * One file for req, on the device's list; a shared file already there
 * is enough (0), a separate one there twice is -EBUSY as on Linux.
 */
static int iio_add_attr(struct iio_dev *indio_dev,
			const struct iio_attr_req *req)
{
	struct iio_dev_attr *a;
	char *postfix;
	int ret;

	postfix = iio_attr_postfix(req);
	if (!postfix)
		return -ENOMEM;
	a = kzalloc(sizeof(*a), GFP_KERNEL);
	if (!a)
		goto err_postfix;
	a->dev_attr.attr.name = iio_attr_name(req->chan, postfix, req->by);
	if (!a->dev_attr.attr.name)
		goto err_attr;
	kfree(postfix);
	if (iio_find_attr(indio_dev, a->dev_attr.attr.name)) {
		ret = req->by == IIO_SEPARATE ? -EBUSY : 0;
		if (ret)
			dev_err(&indio_dev->dev, "tried to double register : %s\n",
				a->dev_attr.attr.name);
		iio_free_attr(a);
		return ret;
	}
	iio_attr_set_ops(a, req);
	list_add_tail(&a->l, &indio_dev->chan_attrs);
	return 0;

err_attr:
	kfree(a);
err_postfix:
	kfree(postfix);
	return -ENOMEM;
}

/* The files of each bit of mask, shared as by */
static int iio_add_mask(struct iio_dev *indio_dev,
			const struct iio_chan_spec *chan, long mask,
			enum iio_shared_by by, enum iio_attr_kind kind)
{
	struct iio_attr_req req = { chan, 0, by, kind };
	int ret;

	for (req.info = 0; req.info < (int)ARRAY_SIZE(iio_chan_info_postfix);
	     req.info++) {
		if (!(mask & BIT(req.info)))
			continue;
		ret = iio_add_attr(indio_dev, &req);
		if (ret)
			return ret;
	}
	return 0;
}

static bool iio_chan_valid(const struct iio_chan_spec *chan)
{
	if (chan->type >= ARRAY_SIZE(iio_chan_type_name_spec))
		return false;
	return !chan->modified ||
		((unsigned int)chan->channel2 < ARRAY_SIZE(iio_modifier_names) &&
		 iio_modifier_names[chan->channel2]);
}

/* A channel's files: each information as it is shared, each list of
 * available values, and its label if it has one (extend_name, or the
 * driver's read_label()) */
static int iio_add_channel(struct iio_dev *indio_dev,
			   const struct iio_chan_spec *chan)
{
	const long masks[][2] = {
		{ chan->info_mask_separate, chan->info_mask_separate_available },
		{ chan->info_mask_shared_by_type,
		  chan->info_mask_shared_by_type_available },
		{ chan->info_mask_shared_by_dir,
		  chan->info_mask_shared_by_dir_available },
		{ chan->info_mask_shared_by_all,
		  chan->info_mask_shared_by_all_available },
	};
	struct iio_attr_req label = { chan, 0, IIO_SEPARATE, IIO_ATTR_LABEL };
	int by, ret = 0;

	if (!iio_chan_valid(chan))
		return -EINVAL;
	for (by = IIO_SEPARATE; by <= IIO_SHARED_BY_ALL && !ret; by++) {
		ret = iio_add_mask(indio_dev, chan, masks[by][0], by,
				   IIO_ATTR_INFO);
		if (!ret)
			ret = iio_add_mask(indio_dev, chan, masks[by][1], by,
					   IIO_ATTR_AVAIL);
	}
	if (!ret && (chan->extend_name || indio_dev->info->read_label))
		ret = iio_add_attr(indio_dev, &label);
	return ret;
}

void iio_device_free_attrs(struct iio_dev *indio_dev)
{
	struct iio_dev_attr *a, *next;

	list_for_each_entry_safe(a, next, &indio_dev->chan_attrs, l) {
		list_del(&a->l);
		iio_free_attr(a);
	}
	kfree(indio_dev->chan_group.attrs);
	indio_dev->chan_group.attrs = NULL;
}

static bool iio_has_timestamp(const struct iio_dev *indio_dev)
{
	int i;

	for (i = 0; i < indio_dev->num_channels; i++)
		if (indio_dev->channels[i].type == IIO_TIMESTAMP)
			return true;
	return false;
}

/* name and label if set, the timestamp's clock if a channel is a
 * timestamp, then the channels' files, in one array */
static int iio_fill_group(struct iio_dev *indio_dev)
{
	struct attribute **attrs;
	struct iio_dev_attr *a;
	int n = 3;

	list_for_each_entry(a, &indio_dev->chan_attrs, l)
		n++;
	attrs = kcalloc(n + 1, sizeof(*attrs), GFP_KERNEL);
	if (!attrs)
		return -ENOMEM;
	n = 0;
	if (indio_dev->name)
		attrs[n++] = &dev_attr_name.attr;
	if (indio_dev->label)
		attrs[n++] = &dev_attr_label.attr;
	if (iio_has_timestamp(indio_dev))
		attrs[n++] = &dev_attr_current_timestamp_clock.attr;
	list_for_each_entry(a, &indio_dev->chan_attrs, l)
		attrs[n++] = &a->dev_attr.attr;
	indio_dev->chan_group.attrs = attrs;
	indio_dev->groups[0] = &indio_dev->chan_group;
	indio_dev->groups[1] = indio_dev->info->attrs;
	return 0;
}

/* The device's files, before device_add() makes them */
int iio_device_build_attrs(struct iio_dev *indio_dev)
{
	int i, ret = 0;

	for (i = 0; i < indio_dev->num_channels && !ret; i++)
		ret = iio_add_channel(indio_dev, &indio_dev->channels[i]);
	if (!ret)
		ret = iio_fill_group(indio_dev);
	if (ret)
		iio_device_free_attrs(indio_dev);
	return ret;
}
